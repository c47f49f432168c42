// The SFF v2 reader (core/model/io/mugensff*): archives written by the test-only writer
// (tests/common/sffwriter.h) in every format, their pixels compared with the pictures the
// writer encoded (colour 0 transparent, palettes as v2.00 and v2.01 give them), linked
// sprites and palettes, the RLE8, RLE5 and LZ5 decoders on byte sequences worked by hand
// from the specification, and hostile archives refused with a message naming the sprite.
// SFF v1: tst_mugensffv1.cpp.

#include "model/io/mugensff.h"
#include "model/io/mugensffdecode.h"
#include "sffexpected.h"
#include "sffwriter.h"

#include <QRandomGenerator>
#include <QtTest>

using namespace hitbox;
using namespace hitbox::testing;

namespace {

QImage truecolourPicture(QSize size, bool alpha)
{
    QImage image(size, QImage::Format_ARGB32);
    for (int y = 0; y < size.height(); ++y)
        for (int x = 0; x < size.width(); ++x)
            image.setPixel(
                    x, y, qRgba(x * 9, y * 13, (x ^ y) * 5, alpha ? (x * 30 + y) & 0xff : 255));
    return image;
}

} // namespace

class TestMugenSff : public QObject
{
    Q_OBJECT

private slots:
    void indexedFormats_data();
    void indexedFormats();
    void truecolourFormats_data();
    void truecolourFormats();
    void links_data();
    void links();
    void spriteIndexIsTheFirst();
    void handEncoded_data();
    void handEncoded();
    void hostile_data();
    void hostile();
    void headerRefused_data();
    void headerRefused();
    void everyPrefixAndFlip();
};

void TestMugenSff::indexedFormats_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<int>("colours");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("minor");
    QTest::addColumn<bool>("tdata");
    const QList<QSize> sizes{{1, 1}, {7, 3}, {64, 40}, {300, 2}};
    const struct
    {
        const char *name;
        int format;
        int colours;
    } formats[]{{"raw", SffRaw, 256},
                {"rle8", SffRle8, 256},
                {"rle5", SffRle5, 32},
                {"lz5", SffLz5, 32},
                {"png8", SffPng8, 256}};
    for (const auto &f : formats) {
        for (const QSize size : sizes) {
            for (int minor : {0, 1}) {
                const QByteArray name = QByteArray(f.name) + ' ' + QByteArray::number(size.width())
                                        + 'x' + QByteArray::number(size.height()) + " v2.0"
                                        + QByteArray::number(minor);
                QTest::newRow(name) << f.format << f.colours << size << minor << false;
            }
        }
        QTest::newRow((QByteArray(f.name) + " in tdata").constData())
                << f.format << f.colours << QSize(9, 9) << 1 << true;
        QTest::newRow((QByteArray(f.name) + " small palette").constData())
                << f.format << 12 << QSize(20, 6) << 1 << false;
    }
}

void TestMugenSff::indexedFormats()
{
    QFETCH(int, format);
    QFETCH(int, colours);
    QFETCH(QSize, size);
    QFETCH(int, minor);
    QFETCH(bool, tdata);
    const QImage picture = sffTestPicture(size, std::max(colours, 32));
    // A palette shorter than the indices used: the indices past it are transparent.
    const QList<QRgb> palette = sffTestPalette(colours, true);
    SffWriteSprite other{5, 0, {}, SffRle8, 8, sffTestPicture({3, 3}, 20, 1)};
    SffWriteSprite sprite{
            9000, 3, {4, -2}, format, format == SffRle5 || format == SffLz5 ? 5 : 8, picture};
    sprite.palette = 1;
    sprite.tdata = tdata;
    const QByteArray bytes = writeSffV2(
            {other, sprite}, {{1, 1, sffTestPalette(256, false)}, {1, 2, palette}}, minor);
    QString error;
    const std::optional<model::SffArchive> archive = model::readSff(bytes, &error);
    QVERIFY2(archive, qPrintable(error));
    QCOMPARE(archive->sprites.size(), 2);
    QCOMPARE(archive->sprites[1].group, 9000);
    QCOMPARE(archive->sprites[1].number, 3);
    QCOMPARE(archive->sprites[1].axis, QPoint(4, -2));
    QCOMPARE(archive->sprites[1].size, size);
    QCOMPARE(model::sffSpriteSize(*archive, 1), size);
    QImage image;
    QCOMPARE(model::decodeSffSprite(*archive, 1, &image), QString());
    QCOMPARE(image.format(), QImage::Format_ARGB32_Premultiplied);
    QCOMPARE(image, sffExpectedIndexed(picture, palette, minor));
}

void TestMugenSff::truecolourFormats_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<int>("depth");
    QTest::addColumn<bool>("alpha");
    QTest::newRow("raw 24") << int(SffRaw) << 24 << false;
    QTest::newRow("raw 32") << int(SffRaw) << 32 << true;
    QTest::newRow("png24") << int(SffPng24) << 24 << false;
    QTest::newRow("png32") << int(SffPng32) << 32 << true;
    QTest::newRow("png32 opaque") << int(SffPng32) << 32 << false;
}

void TestMugenSff::truecolourFormats()
{
    QFETCH(int, format);
    QFETCH(int, depth);
    QFETCH(bool, alpha);
    const QImage picture = truecolourPicture({13, 7}, alpha);
    SffWriteSprite sprite{0, 0, {}, format, depth, picture};
    QString error;
    const QImage image = sffDecoded(writeSffV2({sprite}, {}), 0, &error);
    QCOMPARE(error, QString());
    QCOMPARE(image, picture.convertToFormat(QImage::Format_ARGB32_Premultiplied));
}

void TestMugenSff::links_data()
{
    QTest::addColumn<int>("spriteLink");  // sprite 2 links to this one (-1: has data)
    QTest::addColumn<int>("paletteLink"); // palette 2 links to this one (-1: has data)
    QTest::addColumn<int>("shows");       // the sprite whose indices sprite 2 shows
    QTest::addColumn<int>("palette");     // the palette whose colours it takes
    QTest::addColumn<QString>("problem");
    QTest::newRow("own data, own palette") << -1 << -1 << 2 << 2 << QString();
    QTest::newRow("linked to sprite 0") << 0 << -1 << 0 << 2 << QString();
    QTest::newRow("linked to a linked sprite") << 1 << -1 << 0 << 2 << QString();
    QTest::newRow("linked palette") << -1 << 0 << 2 << 0 << QString();
    QTest::newRow("linked palette to a linked one") << -1 << 1 << 2 << 0 << QString();
    QTest::newRow("sprite links to itself")
            << 2 << -1 << -1 << -1
            << QStringLiteral("sprite 2 (group 7, number 2): has no data and links to sprite 2, "
                              "which is not before it");
    QTest::newRow("sprite links forward")
            << 3 << -1 << -1 << -1
            << QStringLiteral("sprite 2 (group 7, number 2): has no data and links to sprite 3, "
                              "which is not before it");
    QTest::newRow("sprite links out of range")
            << 60000 << -1 << -1 << -1
            << QStringLiteral("sprite 2 (group 7, number 2): has no data and links to sprite "
                              "60000, which is not before it");
    QTest::newRow("palette links to itself")
            << -1 << 2 << -1 << -1
            << QStringLiteral("sprite 2 (group 7, number 2): uses palette 2, which has no data "
                              "and links to palette 2, not one before it");
    QTest::newRow("palette links forward")
            << -1 << 3 << -1 << -1
            << QStringLiteral("sprite 2 (group 7, number 2): uses palette 2, which has no data "
                              "and links to palette 3, not one before it");
}

void TestMugenSff::links()
{
    QFETCH(int, spriteLink);
    QFETCH(int, paletteLink);
    QFETCH(int, shows);
    QFETCH(int, palette);
    QFETCH(QString, problem);
    const QList<QImage> pictures{sffTestPicture({5, 4}, 30, 0),
                                 sffTestPicture({6, 2}, 30, 1),
                                 sffTestPicture({3, 3}, 30, 2),
                                 sffTestPicture({2, 2}, 30, 3)};
    QList<SffWriteSprite> sprites;
    for (int i = 0; i < 4; ++i)
        sprites << SffWriteSprite{7, i, {i, i}, SffLz5, 5, pictures[i]};
    sprites[1].linked = 0;
    sprites[2].linked = spriteLink;
    sprites[2].palette = 2;
    QList<SffWritePalette> palettes;
    for (int p = 0; p < 4; ++p)
        palettes << SffWritePalette{1, p + 1, sffTestPalette(32, false)};
    for (int p = 0; p < 4; ++p)
        palettes[p].colours[1] = qRgb(p * 60, 1, 2); // tells the palettes apart
    palettes[1].linked = 0;
    palettes[2].linked = paletteLink;
    QString error;
    const std::optional<model::SffArchive> archive
            = model::readSff(writeSffV2(sprites, palettes, 0), &error);
    QVERIFY2(archive, qPrintable(error));
    QImage image;
    QCOMPARE(model::decodeSffSprite(*archive, 2, &image), problem);
    if (!problem.isEmpty()) {
        QVERIFY(image.isNull());
        QCOMPARE(model::sffSpriteSize(*archive, 2).isEmpty(), spriteLink >= 2);
        return;
    }
    QCOMPARE(archive->sprites[2].axis, QPoint(2, 2)); // a linked sprite keeps its own axis
    QCOMPARE(model::sffSpriteSize(*archive, 2), pictures[shows].size());
    QCOMPARE(image, sffExpectedIndexed(pictures[shows], palettes[palette].colours, 0));
}

void TestMugenSff::spriteIndexIsTheFirst()
{
    const QImage a = sffTestPicture({2, 2}, 5);
    const QByteArray bytes = writeSffV2({{0, 0, {}, SffRle8, 8, a},
                                         {3, 4, {}, SffRle8, 8, a},
                                         {3, 4, {}, SffRle8, 8, a},
                                         {4, 3, {}, SffRle8, 8, a}},
                                        {{1, 1, sffTestPalette(8, false)}});
    QString error;
    const auto archive = model::readSff(bytes, &error);
    QVERIFY(archive);
    QCOMPARE(model::sffSpriteIndex(*archive, 3, 4), 1);
    QCOMPARE(model::sffSpriteIndex(*archive, 4, 3), 3);
    QCOMPARE(model::sffSpriteIndex(*archive, 4, 4), -1);
    QCOMPARE(model::sffSpriteIndex(*archive, 0, 0), 0);
}

void TestMugenSff::handEncoded_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<QByteArray>("in");
    QTest::addColumn<int>("pixels");
    QTest::addColumn<QByteArray>("out");
    QTest::addColumn<QString>("problem");
    const auto b = [](std::initializer_list<int> v) {
        QByteArray out;
        for (int x : v)
            out.append(char(x));
        return out;
    };
    QTest::newRow("rle8 plain bytes")
            << int(SffRle8) << b({1, 2, 0x80, 0xff}) << 4 << b({1, 2, 0x80, 0xff}) << QString();
    QTest::newRow("rle8 run") << int(SffRle8) << b({0x43, 9, 5}) << 4 << b({9, 9, 9, 5})
                              << QString();
    QTest::newRow("rle8 run of 0 writes nothing")
            << int(SffRle8) << b({0x40, 9, 5}) << 1 << b({5}) << QString();
    QTest::newRow("rle8 run cut at the size (no bomb)")
            << int(SffRle8) << b({0x7f, 1, 0x7f, 1}) << 3 << b({1, 1, 1}) << QString();
    QTest::newRow("rle8 ends early") << int(SffRle8) << b({0x42, 3}) << 5 << QByteArray()
                                     << QStringLiteral("its RLE8 data ends after 2 of 5 pixels");
    QTest::newRow("rle8 run without its colour")
            << int(SffRle8) << b({7, 0x42}) << 5 << QByteArray()
            << QStringLiteral("its RLE8 data ends after 1 of 5 pixels");
    // RLE5: run 2 (3 pixels) of colour 4, then runs "1 | 6" (2 pixels of 6), "0 | 31".
    QTest::newRow("rle5 packet") << int(SffRle5) << b({2, 0x82, 4, 0x26, 0x1f}) << 6
                                 << b({4, 4, 4, 6, 6, 31}) << QString();
    QTest::newRow("rle5 colour 0 implied")
            << int(SffRle5) << b({1, 0x00, 0, 0x01, 0x23}) << 4 << b({0, 0, 0, 3}) << QString();
    QTest::newRow("rle5 ends early") << int(SffRle5) << b({3, 0x81}) << 9 << QByteArray()
                                     << QStringLiteral("its RLE5 data ends after 0 of 9 pixels");
    // LZ5: flags 0b010: run of 3 x colour 5, a short copy (length 4, distance 2), a long run
    // of 8 + 2 pixels of colour 1.
    QTest::newRow("lz5 run, short copy, long run")
            << int(SffLz5) << b({0x02, 0x65, 0x03, 0x01, 0x01, 0x02}) << 17
            << b({5, 5, 5, 5, 5, 5, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}) << QString();
    QTest::newRow("lz5 copy before the first pixel")
            << int(SffLz5) << b({0x01, 0x02, 0x00}) << 3 << QByteArray()
            << QStringLiteral("its LZ5 data copies from 1 pixels back after only 0");
    QTest::newRow("lz5 long copy") << int(SffLz5) << b({0x02, 0x64, 0x00, 0x01, 0x00}) << 6
                                   << b({4, 4, 4, 4, 4, 4}) << QString();
    // Four short copies: their top bits 00, 00, 00, 01 make the fourth's distance 1 + 1.
    QTest::newRow("lz5 recycled distance")
            << int(SffLz5) << b({0x1e, 0x22, 0x01, 0x00, 0x01, 0x00, 0x01, 0x00, 0x41}) << 9
            << b({2, 2, 2, 2, 2, 2, 2, 2, 2}) << QString();
    QTest::newRow("lz5 ends early") << int(SffLz5) << b({0x00, 0x22}) << 5 << QByteArray()
                                    << QStringLiteral("its LZ5 data ends after 1 of 5 pixels");
    QTest::newRow("lz5 copy cut at the size (no bomb)")
            << int(SffLz5) << b({0x02, 0x21, 0x3f, 0x00}) << 4 << b({1, 1, 1, 1}) << QString();
}

void TestMugenSff::handEncoded()
{
    QFETCH(int, format);
    QFETCH(QByteArray, in);
    QFETCH(int, pixels);
    QFETCH(QByteArray, out);
    QFETCH(QString, problem);
    QByteArray got;
    const QString error = format == SffRle8   ? model::decodeSffRle8(in, pixels, &got)
                          : format == SffRle5 ? model::decodeSffRle5(in, pixels, &got)
                                              : model::decodeSffLz5(in, pixels, &got);
    QCOMPARE(error, problem);
    if (problem.isEmpty())
        QCOMPARE(got, out);
    QVERIFY(got.size() <= pixels);
}

void TestMugenSff::hostile_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("problem");
    const QList<SffWritePalette> palettes{{1, 1, sffTestPalette(16, false)}};
    const QImage picture = sffTestPicture({4, 4}, 16);
    const auto one = [&](SffWriteSprite s, QList<SffWritePalette> p = {}) {
        return writeSffV2(
                {s}, p.isEmpty() ? QList<SffWritePalette>{{1, 1, sffTestPalette(16, false)}} : p);
    };
    const QString name = QStringLiteral("sprite 0 (group 0, number 0): ");
    SffWriteSprite huge{0, 0, {}, SffRle8, 8, picture};
    huge.sizeOverride = QSize(16385, 1);
    QTest::newRow("side above the limit")
            << one(huge) << name + "declares 16385 x 1 pixels, more than the 16384 x 16384 limit";
    huge.sizeOverride = QSize(0, 5);
    QTest::newRow("empty size") << one(huge) << name + "declares an empty size (0 x 5)";
    SffWriteSprite bomb{0, 0, {}, SffRle8, 8, picture};
    bomb.sizeOverride = QSize(16384, 16384);
    bomb.dataOverride = QByteArray(4096, char(0x7f));
    QTest::newRow("bomb: small data, huge size")
            << one(bomb) << name + "its RLE8 data ends after 129024 of 268435456 pixels";
    SffWriteSprite past{0, 0, {}, SffRle8, 8, picture};
    past.lengthOverride = 100000;
    QTest::newRow("data past the end")
            << one(past)
            << name
                       + QStringLiteral("its data (100000 bytes at byte "
                                        "620) ends past the end of the file");
    SffWriteSprite cut{0, 0, {}, SffLz5, 5, picture};
    cut.dataOverride = QByteArray("\x00\x21", 2);
    QTest::newRow("lz5 truncated") << one(cut) << name + "its LZ5 data ends after 1 of 16 pixels";
    SffWriteSprite shortRaw{0, 0, {}, SffRaw, 8, picture};
    shortRaw.dataOverride = QByteArray(10, '\1');
    QTest::newRow("raw too short")
            << one(shortRaw) << name + "its raw data holds 10 of its 16 pixels";
    SffWriteSprite unknown{0, 0, {}, 7, 8, picture};
    unknown.dataOverride = QByteArray(20, '\1');
    QTest::newRow("unknown format") << one(unknown) << name + "has the unknown format 7";
    SffWriteSprite badPng{0, 0, {}, SffPng32, 32, picture};
    badPng.dataOverride = QByteArray("\x89PNG\r\n\x1a\nnot really", 18);
    QTest::newRow("broken png") << one(badPng) << QString(); // checked: starts with the name
    SffWriteSprite pal{0, 0, {}, SffRle8, 8, picture};
    pal.palette = 3;
    QTest::newRow("palette out of range")
            << one(pal) << name + "uses palette 3 of the 1 the file holds";
    QTest::newRow("palette of 257 colours")
            << one(SffWriteSprite{0, 0, {}, SffRle8, 8, picture},
                   {{1, 1, sffTestPalette(257, false)}})
            << name + "uses palette 0, which holds 1028 bytes, more than 256 colours";
    SffWriteSprite named{0, 0, {}, 7, 8, picture};
    named.group = 37;
    named.number = 1;
    named.dataOverride = QByteArray("%1%2", 4);
    QTest::newRow("%1 in the data does not enter the message")
            << one(named)
            << QStringLiteral("sprite 0 (group 37, number 1): has the unknown format 7");
}

void TestMugenSff::hostile()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, problem);
    QString error;
    const QImage image = sffDecoded(bytes, 0, &error);
    QVERIFY(image.isNull());
    if (problem.isEmpty())
        QVERIFY2(error.startsWith(QStringLiteral("sprite 0 (group 0, number 0): its PNG data: ")),
                 qPrintable(error));
    else
        QCOMPARE(error, problem);
}

void TestMugenSff::headerRefused_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("problem");
    const QByteArray good = writeSffV2({{0, 0, {}, SffRle8, 8, sffTestPicture({2, 2}, 4)}},
                                       {{1, 1, sffTestPalette(4, false)}});
    QTest::newRow("empty") << QByteArray()
                           << QStringLiteral("not an SFF sprite archive (no \"ElecbyteSpr\" "
                                             "signature)");
    QByteArray v3 = good;
    v3[15] = 3;
    QTest::newRow("v3") << v3 << QStringLiteral("an SFF archive of unknown version");
    QTest::newRow("header cut") << good.left(40)
                                << QStringLiteral("its SFF header is cut short (40 of 68 bytes)");
    QByteArray many = good;
    many[40] = char(0xff);
    many[41] = char(0xff);
    many[42] = char(0x01);
    QTest::newRow("too many sprites")
            << many
            << QStringLiteral("declares 131071 sprites and 1 palettes; at most 10000 sprites and "
                              "65536 palettes are read");
    QByteArray past = good;
    past[36] = char(0xf0);
    past[37] = char(0xff);
    QTest::newRow("sprite table past the end")
            << past
            << QStringLiteral("its sprite table (1 nodes at byte 65520) ends past the end of the "
                              "file (%1 bytes)")
                       .arg(good.size());
    QTest::newRow("palette table cut") << good.left(540 + 8)
                                       << QStringLiteral("its palette table (1 nodes at byte 540) "
                                                         "ends past the end of the file (548 "
                                                         "bytes)");
}

void TestMugenSff::headerRefused()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, problem);
    QString error;
    QVERIFY(!model::readSff(bytes, &error));
    QCOMPARE(error, problem);
}

void TestMugenSff::everyPrefixAndFlip()
{
    // No prefix and no flipped byte of an archive with every format (v2) or of a v1 archive
    // crashes, hangs or decodes to another size than its node declares.
    QList<SffWriteSprite> sprites;
    const int formats[]{SffRaw, SffRle8, SffRle5, SffLz5, SffPng8};
    for (int f : formats)
        sprites << SffWriteSprite{
                f, 0, {}, f, f == SffRle5 || f == SffLz5 ? 5 : 8, sffTestPicture({6, 5}, 30, f)};
    sprites << SffWriteSprite{20, 0, {}, SffPng32, 32, truecolourPicture({4, 4}, true)};
    SffWriteSprite link{21, 0};
    link.linked = 2;
    sprites << link;
    const QByteArray good = writeSffV2(sprites, {{1, 1, sffTestPalette(32, true)}});
    const auto check = [](const QByteArray &bytes) {
        QString error;
        const auto archive = model::readSff(bytes, &error);
        if (!archive)
            return;
        for (int i = 0; i < archive->sprites.size(); ++i) {
            QImage image;
            const QString problem = model::decodeSffSprite(*archive, i, &image);
            QVERIFY(problem.isEmpty() == !image.isNull());
            if (!image.isNull() && archive->sprites[i].format != SffPng24
                && archive->sprites[i].format != SffPng32)
                QCOMPARE(image.size(), model::sffSpriteSize(*archive, i));
        }
    };
    SffWriteV1Sprite v1Link{0, 2, {}, QImage()};
    v1Link.linked = 0;
    const QByteArray v1 = writeSffV1({{0, 0, {}, sffTestPicture({6, 5}, 256, 1)},
                                      {0, 1, {}, sffTestPicture({3, 9}, 256, 2), true},
                                      v1Link});
    QRandomGenerator random(25);
    for (const QByteArray &archive : {good, v1}) {
        for (qsizetype n = 0; n <= archive.size(); n += 7)
            check(archive.left(n));
        for (int round = 0; round < 400; ++round) {
            QByteArray bytes = archive;
            for (int k = 0; k < 3; ++k)
                bytes[random.bounded(int(bytes.size()))] = char(random.bounded(256));
            check(bytes);
        }
    }
}

QTEST_GUILESS_MAIN(TestMugenSff)
#include "tst_mugensff.moc"
