// The SFF v1 reader (core/model/io/mugensff*): archives written by the test-only writer
// (tests/common/sffwriter.h: PCX sprites, their palettes, the same-palette flag, linked
// sprites), their pixels compared with the pictures the writer encoded (colour 0
// transparent, the palette the flag names), PCX lines worked by hand, and hostile archives
// refused with a message naming the sprite.

#include "model/io/mugensff.h"
#include "model/io/mugensffdecode.h"
#include "sffexpected.h"
#include "sffwriter.h"

#include <QtTest>

using namespace hitbox;
using namespace hitbox::testing;

class TestMugenSffV1 : public QObject
{
    Q_OBJECT

private slots:
    void v1Sprites_data();
    void v1Sprites();
    void v1Refused_data();
    void v1Refused();
    void pcxRunsEndAtTheirLine();
};

namespace {

QImage v1Picture(QSize size, int seed, QRgb tint)
{
    QImage image = sffTestPicture(size, 256, seed);
    QList<QRgb> table = image.colorTable();
    for (int c = 0; c < table.size(); ++c)
        table[c] = qRgb((c * 13 + qRed(tint)) & 0xff, (c * 5) & 0xff, qBlue(tint));
    image.setColorTable(table);
    return image;
}

// What MUGEN shows for a v1 sprite: `indices` with `palette`'s colours, colour 0
// transparent, the rest opaque.
QImage expectedV1(const QImage &indices, const QImage &palette)
{
    QList<QRgb> colours = palette.colorTable();
    for (QRgb &c : colours)
        c = qRgb(qRed(c), qGreen(c), qBlue(c));
    return sffExpectedIndexed(indices, colours, 0);
}

} // namespace

void TestMugenSffV1::v1Sprites_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<int>("pixelsOf");  // the sprite whose picture it shows
    QTest::addColumn<int>("paletteOf"); // the sprite whose palette it takes
    QTest::newRow("own palette, odd width (padded lines)") << 0 << 0 << 0;
    QTest::newRow("same palette as the one before") << 1 << 1 << 0;
    QTest::newRow("linked to sprite 1") << 2 << 1 << 0;
    QTest::newRow("same palette, past a linked sprite, followed back") << 3 << 3 << 0;
    QTest::newRow("own palette again, long runs") << 4 << 4 << 4;
    QTest::newRow("same palette as sprite 4") << 5 << 5 << 4;
}

void TestMugenSffV1::v1Sprites()
{
    QFETCH(int, index);
    QFETCH(int, pixelsOf);
    QFETCH(int, paletteOf);
    QList<SffWriteV1Sprite> sprites{{0, 0, {3, 9}, v1Picture({7, 5}, 0, qRgb(0, 0, 200))},
                                    {0, 1, {2, 2}, v1Picture({8, 3}, 1, qRgb(50, 0, 10)), true},
                                    {0, 2, {1, 1}, QImage()},
                                    {0, 3, {0, 0}, v1Picture({4, 4}, 2, qRgb(9, 0, 9)), true},
                                    {5, 0, {0, 0}, v1Picture({200, 3}, 3, qRgb(90, 0, 90))},
                                    {5, 1, {0, 0}, v1Picture({3, 70}, 4, qRgb(1, 0, 1)), true}};
    sprites[2].linked = 1;
    QImage solid(200, 3, QImage::Format_Indexed8); // runs of 63, lines of 200
    solid.setColorTable(sprites[4].image.colorTable());
    solid.fill(uint(0xc5));
    sprites[4].image = solid;
    QString error;
    const std::optional<model::SffArchive> archive = model::readSff(writeSffV1(sprites), &error);
    QVERIFY2(archive, qPrintable(error));
    QCOMPARE(archive->version, 1);
    QCOMPARE(archive->sprites.size(), 6);
    QCOMPARE(archive->sprites[index].group, sprites[index].group);
    QCOMPARE(archive->sprites[index].number, sprites[index].number);
    QCOMPARE(archive->sprites[index].axis, sprites[index].axis);
    QCOMPARE(model::sffSpriteSize(*archive, index), sprites[pixelsOf].image.size());
    QImage image;
    QCOMPARE(model::decodeSffSprite(*archive, index, &image), QString());
    QCOMPARE(image, expectedV1(sprites[pixelsOf].image, sprites[paletteOf].image));
}

void TestMugenSffV1::v1Refused_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("readProblem");
    QTest::addColumn<QString>("decodeProblem");
    const QImage picture = v1Picture({6, 6}, 0, qRgb(1, 2, 3));
    const QByteArray good = writeSffV1({{0, 0, {}, picture}});
    QByteArray chain = writeSffV1({{0, 0, {}, picture}, {0, 1, {}, picture}});
    chain[512] = char(0xff); // the first header names a next one past the end
    chain[513] = char(0xff);
    QTest::newRow("chain past the end")
            << chain
            << QStringLiteral("the header of sprite 1 (at byte 65535) lies past the end of the "
                              "file (%1 bytes)")
                       .arg(chain.size())
            << QString();
    QByteArray many = good;
    many[21] = char(0xff);
    QTest::newRow("too many sprites")
            << many << QStringLiteral("declares 65281 sprites; at most 10000 are read")
            << QString();
    QTest::newRow("first sprite takes the palette before it: none")
            << writeSffV1({{0, 0, {}, picture, true}}) << QString()
            << QStringLiteral("sprite 0 (group 0, number 0): has no palette: sprite 0's data is "
                              "too short to end with one");
    SffWriteV1Sprite fourBits{0, 0, {}, picture};
    fourBits.bitsPerPixel = 4;
    QTest::newRow("4 bits per pixel")
            << writeSffV1({fourBits}) << QString()
            << QStringLiteral("sprite 0 (group 0, number 0): its PCX image has 4 bits per pixel "
                              "in 1 planes, not 8 in 1");
    QByteArray huge = good;
    huge[512 + 32 + 8] = char(0xff); // xmax
    huge[512 + 32 + 9] = char(0x7f);
    QTest::newRow("huge declared width")
            << huge << QString()
            << QStringLiteral("sprite 0 (group 0, number 0): declares 32768 x 6 pixels, more "
                              "than the 16384 x 16384 limit");
    QByteArray cut = good;
    cut[512 + 4] = char(130); // declared length 130: the header and 2 bytes of data
    cut[512 + 5] = 0;
    QTest::newRow("data cut short")
            << cut.left(512 + 32 + 130) << QString()
            << QStringLiteral("sprite 0 (group 0, number 0): its PCX data ends after 3 of 36 "
                              "pixels");
}

void TestMugenSffV1::v1Refused()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, readProblem);
    QFETCH(QString, decodeProblem);
    QString error;
    const QImage image = sffDecoded(bytes, 0, &error);
    QVERIFY(image.isNull());
    QCOMPARE(error, readProblem.isEmpty() ? decodeProblem : readProblem);
}

void TestMugenSffV1::pcxRunsEndAtTheirLine()
{
    // 3 x 2 pixels in lines of 4 bytes: a run of 6 fills line 0 (3 pixels and the padding
    // byte) and ends there, as Ikemen GO reads it; raw bytes >= 0xC0 come as runs of 1.
    QByteArray pcx(128, '\0');
    pcx[2] = 1;
    pcx[3] = 8;
    pcx[8] = 2;  // xmax
    pcx[10] = 1; // ymax
    pcx[65] = 1;
    pcx[66] = 4;
    pcx.append("\xc6\x05\xc1\xd0\x07\xc2\x09", 7);
    QSize size;
    QCOMPARE(model::sffPcxSize(pcx, &size), QString());
    QCOMPARE(size, QSize(3, 2));
    QByteArray out;
    QCOMPARE(model::decodeSffPcx(pcx, size, &out), QString());
    QCOMPARE(out, QByteArray("\x05\x05\x05\xd0\x07\x09", 6));
}

QTEST_GUILESS_MAIN(TestMugenSffV1)
#include "tst_mugensffv1.moc"
