// The pictures of a MUGEN character through the real binary: `hitbox-cli import CHAR.def
// -o DOC` with an .sff written by the test-only writer (tests/common/sffwriter.h) gives
// frames whose pictures `validate` finds and the Tiled export writes out pixel for pixel
// as MUGEN draws the sprites (the oracle: the pictures the writer encoded, mirrored by hand
// for elements flipped H, V and HV, with the pivot where the flipped axis is), SFF v1 (PCX,
// a shared palette) as v2; the flips go back into the .air byte for byte; a missing sprite
// is reported once on import and named by `validate`.

#include "clirunner.h"
#include "sffwriter.h"
#include "testfiles.h"

#include <QDir>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace hitbox;
using namespace hitbox::testing;

namespace {

QList<QRgb> palette()
{
    QList<QRgb> colours;
    for (int c = 0; c < 256; ++c)
        colours << qRgb(c, (c * 3) & 0xff, 255 - c);
    return colours;
}

// The picture MUGEN draws for `indices`, mirrored left-right (`flipH`) and top-bottom
// (`flipV`) about its middle as an element flipped H, V or HV shows it.
QImage shown(const QImage &indices, bool flipH = false, bool flipV = false)
{
    QImage out(indices.size(), QImage::Format_ARGB32);
    const QList<QRgb> colours = palette();
    for (int y = 0; y < indices.height(); ++y)
        for (int x = 0; x < indices.width(); ++x) {
            const int i = indices.pixelIndex(x, y);
            out.setPixel(flipH ? indices.width() - 1 - x : x,
                         flipV ? indices.height() - 1 - y : y,
                         i == 0 ? 0u : colours[i]);
        }
    return out;
}

// The float property `name` of tile `id` in a .tsx written by the Tiled export.
QString tileProperty(const QString &tsx, int id, const QString &name)
{
    const qsizetype tile = tsx.indexOf(QStringLiteral("<tile id=\"%1\">").arg(id));
    const qsizetype end = tsx.indexOf(QStringLiteral("</tile>"), tile);
    const QRegularExpression property(
            QStringLiteral("name=\"%1\" type=\"float\" value=\"([^\"]*)\"").arg(name));
    const QRegularExpressionMatch match = property.match(tsx.mid(tile, end - tile));
    return tile < 0 || end < 0 || !match.hasMatch() ? QString() : match.captured(1);
}

const QByteArray kfmAir("[Begin Action 0]\nClsn2Default: 1\n Clsn2[0] = -5, -19, 5, 0\n"
                        "0,0, 0,0, 5\n"
                        "[Begin Action 200]\n200,0, 2,1, 3\n200,1, 0,0, 3\n0,0, 0,0, 1\n"
                        "200,1, 1,2, 3, HV\n0,0, -3,0, 1, H\n200,0, 0,0, 1, v ; flipped\n");

} // namespace

class TestCliMugenPictures : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_pictures = {sffTestPicture({12, 20}, 32, 0),
                      sffTestPicture({30, 18}, 200, 1),
                      sffTestPicture({7, 9}, 32, 2)};
        const QList<SffWriteSprite> sprites{{0, 0, {6, 19}, SffLz5, 5, m_pictures[0]},
                                            {200, 0, {4, 17}, SffRle8, 8, m_pictures[1]},
                                            {200, 1, {3, 8}, SffRle5, 5, m_pictures[2]}};
        writeTestFile(
                m_dir.path(), QStringLiteral("kfm.sff"), writeSffV2(sprites, {{1, 1, palette()}}));
        writeTestFile(m_dir.path(), QStringLiteral("kfm.air"), kfmAir);
        writeTestFile(m_dir.path(),
                      QStringLiteral("kfm.def"),
                      "[Files]\nanim = kfm.air\nsprite = kfm.sff\n");
        writeTestFile(m_dir.path(),
                      QStringLiteral("gap.air"),
                      "[Begin Action 0]\nClsn2Default: 1\n Clsn2[0] = -5, -19, 5, 0\n"
                      "0,0, 0,0, 5\n7,7, 0,0, 5\n7,7, 0,0, 5\n");
        writeTestFile(m_dir.path(),
                      QStringLiteral("gap.def"),
                      "[Files]\nanim = gap.air\nsprite = kfm.sff\n");
    }

    void importValidateExport()
    {
        const CliRun imported
                = runCli({"import", "kfm.def", "-o", "kfm.hitbox.json"}, m_dir.path());
        QCOMPARE(imported.exitCode, 0);
        QVERIFY2(!imported.err.contains(QStringLiteral("picture")), qPrintable(imported.err));
        const CliRun validated = runCli({"validate", "kfm.hitbox.json"}, m_dir.path());
        QVERIFY2(validated.exitCode == 0, qPrintable(validated.out + validated.err));
        const CliRun exported = runCli(
                {"export", "kfm.hitbox.json", "--format", "tiled", "-o", "tiled"}, m_dir.path());
        QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
        // Frames 0..6 show sprites 0, 1, 2, 0, 2, 0, 1 (element order), each as its own
        // image, the last three flipped HV, H and V.
        const int sprite[]{0, 1, 2, 0, 2, 0, 1};
        const bool flipH[]{false, false, false, false, true, true, false};
        const bool flipV[]{false, false, false, false, true, false, true};
        for (int f = 0; f < 7; ++f) {
            const QImage written(m_dir.filePath(QStringLiteral("tiled/kfm_%1.png").arg(f)));
            QVERIFY2(!written.isNull(), qPrintable(exported.out));
            const QImage expected = shown(m_pictures[sprite[f]], flipH[f], flipV[f]);
            QCOMPARE(written.convertToFormat(QImage::Format_ARGB32), expected);
            // The pictures are not symmetric: a flip the export left out would show.
            QCOMPARE(expected == shown(m_pictures[sprite[f]]), !flipH[f] && !flipV[f]);
        }
        // The pivot: the sprite's axis (mirrored in the picture when flipped: width - x,
        // height - y) less the element's offset. Sprites 200,0: 30 x 18, axis 4,17;
        // 200,1: 7 x 9, axis 3,8; 0,0: 12 x 20, axis 6,19.
        const QString tileset = QString::fromUtf8(readTestFile(m_dir.filePath("tiled/kfm.tsx")));
        const QStringList pivots[]{{"6", "19"},
                                   {"2", "16"},
                                   {"3", "8"},
                                   {"6", "19"},
                                   {"3", "-1"}, // 200,1 HV at 1,2: 7 - 3 - 1, 9 - 8 - 2
                                   {"9", "19"}, // 0,0 H at -3,0: 12 - 6 + 3, 19
                                   {"4", "1"}}; // 200,0 v: 4, 18 - 17
        for (int f = 0; f < 7; ++f) {
            QCOMPARE(QStringList({tileProperty(tileset, f, "pivot_x"),
                                  tileProperty(tileset, f, "pivot_y")}),
                     pivots[f]);
        }
        // The document keeps the flips, and they go back into the .air as they were.
        const QString frames = QString::fromUtf8(readTestFile(m_dir.filePath("kfm.hitbox.json")));
        QCOMPARE(frames.count(QStringLiteral("\"flipX\": true")), 2);
        QCOMPARE(frames.count(QStringLiteral("\"flipY\": true")), 2);
        const CliRun air = runCli(
                {"export", "kfm.hitbox.json", "--format", "air", "-o", "back.air"}, m_dir.path());
        QVERIFY2(air.exitCode == 0, qPrintable(air.err));
        QCOMPARE(readTestFile(m_dir.filePath("back.air")), kfmAir);
    }

    void missingSprite()
    {
        const CliRun imported
                = runCli({"import", "gap.def", "-o", "gap.hitbox.json"}, m_dir.path());
        QCOMPARE(imported.exitCode, 0);
        const QString line = QStringLiteral("kfm.sff: no sprite 7,7 (group, number); the frames "
                                            "that show it have no picture");
        QCOMPARE(imported.err.count(line), 1);
        const CliRun validated = runCli({"validate", "gap.hitbox.json"}, m_dir.path());
        QVERIFY(validated.exitCode != 0);
        QVERIFY2((validated.out + validated.err)
                         .contains(QStringLiteral("kfm.sff: has no frame 3 (it holds 3)")),
                 qPrintable(validated.out + validated.err));
    }

    void sffV1()
    {
        // PCX sprites, the second with the first's palette (the same-palette flag).
        QImage first = sffTestPicture({9, 6}, 256, 4);
        first.setColorTable(palette());
        QImage second = sffTestPicture({5, 7}, 256, 5);
        QList<QRgb> other(256, qRgb(1, 2, 3)); // not used: the flag takes the first's
        second.setColorTable(other);
        writeTestFile(m_dir.path(),
                      QStringLiteral("v1.sff"),
                      writeSffV1({{0, 0, {4, 5}, first}, {0, 1, {2, 6}, second, true}}));
        writeTestFile(m_dir.path(),
                      QStringLiteral("v1.air"),
                      "[Begin Action 0]\nClsn2Default: 1\n Clsn2[0] = -5, -19, 5, 0\n"
                      "0,0, 0,0, 5\n0,1, 0,0, 5\n");
        writeTestFile(m_dir.path(),
                      QStringLiteral("v1.def"),
                      "[Files]\nanim = v1.air\nsprite = v1.sff\n");
        QCOMPARE(runCli({"import", "v1.def", "-o", "v1.hitbox.json"}, m_dir.path()).exitCode, 0);
        const CliRun exported = runCli(
                {"export", "v1.hitbox.json", "--format", "tiled", "-o", "v1tiled"}, m_dir.path());
        QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
        const QImage frame0(m_dir.filePath(QStringLiteral("v1tiled/v1_0.png")));
        const QImage frame1(m_dir.filePath(QStringLiteral("v1tiled/v1_1.png")));
        QCOMPARE(frame0.convertToFormat(QImage::Format_ARGB32), shown(first));
        QCOMPARE(frame1.convertToFormat(QImage::Format_ARGB32), shown(second));
    }

private:
    QTemporaryDir m_dir;
    QList<QImage> m_pictures;
};

QTEST_GUILESS_MAIN(TestCliMugenPictures)
#include "tst_mugenpictures.moc"
