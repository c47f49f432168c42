// The Tiled exporter (.tsx and .tsj): golden files written out inline (names that need
// escaping, margin and spacing, sensors, ping-pong animations, an image sequence), sheet
// against image collection, trimmed and rotated atlas frames written as their untrimmed
// images (checked pixel by pixel against frames the test packs itself) and file names.
// tst_tiledshapes covers holes, mirrored copies, options and problems; tst_tiledroundtrip
// runs Tiled itself on the output.

#include "model/export/exporter.h"
#include "model/export/tiled/tiledexporter.h"
#include "tiledfixture.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace hitbox;
using namespace hitbox::testing;
using hitbox::model::ExportFormat;
using hitbox::model::ExportOptions;

Q_DECLARE_METATYPE(Project)
Q_DECLARE_METATYPE(ExportFormat)

class TestTiledExport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_folder.isValid()); }
    void registered();
    void golden_data();
    void golden();
    void atlasFramesBecomeUntrimmedImages();
    void sheetOrCollection_data();
    void sheetOrCollection();
    void fileNames_data();
    void fileNames();
    void uniqueFileNames();
    void duplicateAnimationNames();

private:
    TiledExportFolder m_folder;
};

void TestTiledExport::registered()
{
    for (const ExportFormat format : {ExportFormat::Tiled, ExportFormat::TiledJson}) {
        const model::Exporter *exporter = model::exporterFor(format);
        QVERIFY(exporter);
        QCOMPARE(exporter->format(), format);
        QVERIFY(exporter->writesFolder());
    }
    QCOMPARE(model::exporterFor(ExportFormat::Tiled)->fileSuffix(), QStringLiteral("tsx"));
    QCOMPARE(model::exporterFor(ExportFormat::TiledJson)->fileSuffix(), QStringLiteral("tsj"));
}

namespace {

const char sheetTsx[] = R"(<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="hero &amp; &quot;friends&quot; &lt;'%1'&gt;" tilewidth="16" tileheight="16" spacing="4" margin="2" tilecount="2" columns="2">
 <properties>
  <property name="animation back &amp; forth" value="1,0,1,0"/>
  <property name="animation run" value="0,1"/>
 </properties>
 <image source="../sheet.png" width="40" height="20"/>
 <tile id="0">
  <properties>
   <property name="pivot_x" type="float" value="8"/>
   <property name="pivot_y" type="float" value="12"/>
  </properties>
  <objectgroup draworder="index">
   <object id="1" name="a&amp;b&lt;c&gt;&quot;d'%1" type="hurtbox" x="2" y="2" width="12" height="10"/>
   <object id="2" name="head" type="hitbox" x="5" y="4.5" width="6" height="6">
    <properties>
     <property name="sensor" type="bool" value="true"/>
    </properties>
    <ellipse/>
   </object>
   <object id="3" type="hitbox" x="8" y="12">
    <polygon points="0,0 4,0 4,2.25"/>
   </object>
  </objectgroup>
  <animation>
   <frame tileid="0" duration="100"/>
   <frame tileid="1" duration="50"/>
  </animation>
 </tile>
 <tile id="1">
  <properties>
   <property name="pivot_x" type="float" value="8"/>
   <property name="pivot_y" type="float" value="12"/>
  </properties>
  <objectgroup draworder="index">
   <object id="1" type="body" x="7" y="10" width="3" height="4"/>
  </objectgroup>
 </tile>
</tileset>
)";

const char sheetTsj[] = R"({
    "columns": 2,
    "image": "../sheet.png",
    "imageheight": 20,
    "imagewidth": 40,
    "margin": 2,
    "name": "hero & \"friends\" <'%1'>",
    "properties": [
        {
            "name": "animation back & forth",
            "type": "string",
            "value": "1,0,1,0"
        },
        {
            "name": "animation run",
            "type": "string",
            "value": "0,1"
        }
    ],
    "spacing": 4,
    "tilecount": 2,
    "tiledversion": "1.8.2",
    "tileheight": 16,
    "tiles": [
        {
            "animation": [
                {
                    "duration": 100,
                    "tileid": 0
                },
                {
                    "duration": 50,
                    "tileid": 1
                }
            ],
            "id": 0,
            "objectgroup": {
                "draworder": "index",
                "name": "",
                "objects": [
                    {
                        "height": 10,
                        "id": 1,
                        "name": "a&b<c>\"d'%1",
                        "rotation": 0,
                        "type": "hurtbox",
                        "visible": true,
                        "width": 12,
                        "x": 2,
                        "y": 2
                    },
                    {
                        "ellipse": true,
                        "height": 6,
                        "id": 2,
                        "name": "head",
                        "properties": [
                            {
                                "name": "sensor",
                                "type": "bool",
                                "value": true
                            }
                        ],
                        "rotation": 0,
                        "type": "hitbox",
                        "visible": true,
                        "width": 6,
                        "x": 5,
                        "y": 4.5
                    },
                    {
                        "height": 0,
                        "id": 3,
                        "name": "",
                        "polygon": [
                            {
                                "x": 0,
                                "y": 0
                            },
                            {
                                "x": 4,
                                "y": 0
                            },
                            {
                                "x": 4,
                                "y": 2.25
                            }
                        ],
                        "rotation": 0,
                        "type": "hitbox",
                        "visible": true,
                        "width": 0,
                        "x": 8,
                        "y": 12
                    }
                ],
                "opacity": 1,
                "type": "objectgroup",
                "visible": true,
                "x": 0,
                "y": 0
            },
            "properties": [
                {
                    "name": "pivot_x",
                    "type": "float",
                    "value": 8
                },
                {
                    "name": "pivot_y",
                    "type": "float",
                    "value": 12
                }
            ]
        },
        {
            "id": 1,
            "objectgroup": {
                "draworder": "index",
                "name": "",
                "objects": [
                    {
                        "height": 4,
                        "id": 1,
                        "name": "",
                        "rotation": 0,
                        "type": "body",
                        "visible": true,
                        "width": 3,
                        "x": 7,
                        "y": 10
                    }
                ],
                "opacity": 1,
                "type": "objectgroup",
                "visible": true,
                "x": 0,
                "y": 0
            },
            "properties": [
                {
                    "name": "pivot_x",
                    "type": "float",
                    "value": 8
                },
                {
                    "name": "pivot_y",
                    "type": "float",
                    "value": 12
                }
            ]
        }
    ],
    "tilewidth": 16,
    "type": "tileset",
    "version": "1.8"
}
)";

// Two image files of different sizes, one frame each (an image sequence): an image
// collection whose tiles refer to the files themselves, all frames in order on tile 0.
Project sequenceProject(const QString &first, const QString &second)
{
    model::Sprite sprite;
    sprite.name = QStringLiteral("seq");
    sprite.imagePath = first;
    sprite.frames = {model::Frame{}, model::Frame{}};
    sprite.frames[1].region.imagePath = second;
    sprite.frames[1].durationMs = 40;
    sprite.frames[0].shapes
            = {Shape::makeBox({-2, -2, 4, 4}, QStringLiteral("body"), QStringLiteral("core"))};
    Project project;
    project.sprites = {sprite};
    return project;
}

const char sequenceTsx[] = R"(<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="seq" tilewidth="10" tileheight="6" tilecount="2" columns="0">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0">
  <properties>
   <property name="pivot_x" type="float" value="4"/>
   <property name="pivot_y" type="float" value="3"/>
  </properties>
  <image source="../seq0.png" width="8" height="6"/>
  <objectgroup draworder="index">
   <object id="1" name="core" type="body" x="2" y="1" width="4" height="4"/>
  </objectgroup>
  <animation>
   <frame tileid="0" duration="100"/>
   <frame tileid="1" duration="40"/>
  </animation>
 </tile>
 <tile id="1">
  <properties>
   <property name="pivot_x" type="float" value="5"/>
   <property name="pivot_y" type="float" value="2"/>
  </properties>
  <image source="../seq1.png" width="10" height="4"/>
 </tile>
</tileset>
)";

} // namespace

void TestTiledExport::golden_data()
{
    QTest::addColumn<Project>("project");
    QTest::addColumn<ExportFormat>("format");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("expected");

    const QString sheet = m_folder.png(QStringLiteral("sheet.png"), filled(40, 20));
    const QString seq0 = m_folder.png(QStringLiteral("seq0.png"), filled(8, 6));
    const QString seq1 = m_folder.png(QStringLiteral("seq1.png"), filled(10, 4));
    const QString heroFile = QStringLiteral("hero _ _friends_ ___1__");
    QTest::newRow("sheet tsx") << sheetProject(sheet) << ExportFormat::Tiled
                               << heroFile + QStringLiteral(".tsx") << QByteArray(sheetTsx);
    QTest::newRow("sheet tsj") << sheetProject(sheet) << ExportFormat::TiledJson
                               << heroFile + QStringLiteral(".tsj") << QByteArray(sheetTsj);
    QTest::newRow("image sequence tsx") << sequenceProject(seq0, seq1) << ExportFormat::Tiled
                                        << QStringLiteral("seq.tsx") << QByteArray(sequenceTsx);
}

void TestTiledExport::golden()
{
    QFETCH(Project, project);
    QFETCH(ExportFormat, format);
    QFETCH(QString, file);
    QFETCH(QByteArray, expected);
    const ExportPlan result = m_folder.plan(project, format);
    QVERIFY2(result.ok(), qPrintable(result.problems.value(0).text()));
    QCOMPARE(writtenNames(result), QStringList{file});
    QCOMPARE(QString::fromUtf8(fileOf(result, file)), QString::fromUtf8(expected));
    // Deterministic and locale-independent: the same plan under a locale with decimal
    // commas gives the same bytes.
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const QByteArray again = fileOf(m_folder.plan(project, format), file);
    QLocale::setDefault(before);
    QCOMPARE(again, fileOf(result, file));
}

void TestTiledExport::atlasFramesBecomeUntrimmedImages()
{
    // Frame 0 is trimmed to its pixels (1,1)-(4,2), stored at the atlas's top-left; frame
    // 1 is stored whole, turned 90 degrees clockwise, at x = 5.
    const QImage original = pattern(6, 4, 1);
    QImage atlas(9, 6, QImage::Format_ARGB32);
    atlas.fill(Qt::transparent);
    for (int y = 0; y < 2; ++y) {
        for (int x = 0; x < 4; ++x)
            atlas.setPixel(x, y, original.pixel(x + 1, y + 1));
    }
    for (int y = 0; y < 4; ++y) {
        for (int x = 0; x < 6; ++x)
            atlas.setPixel(5 + (4 - 1 - y), x, original.pixel(x, y));
    }
    model::Sprite sprite;
    sprite.name = QStringLiteral("atlas");
    sprite.imagePath = m_folder.png(QStringLiteral("atlas.png"), atlas);
    sprite.frames = {cell(0, 0, 4, 2), cell(5, 0, 4, 6)};
    sprite.frames[0].region.trimOffset = QPoint(1, 1);
    sprite.frames[0].region.sourceSize = QSize(6, 4);
    sprite.frames[1].region.rotated = true;
    sprite.frames[1].region.sourceSize = QSize(6, 4);
    sprite.frames[0].shapes = {Shape::makeBox({-3, -2, 2, 2}, QStringLiteral("body"))};
    Project project;
    project.sprites = {sprite};

    const ExportPlan result = m_folder.plan(project, ExportFormat::Tiled);
    QVERIFY2(result.ok(), qPrintable(result.problems.value(0).text()));
    QCOMPARE(writtenNames(result),
             (QStringList{QStringLiteral("atlas.tsx"),
                          QStringLiteral("atlas_0.png"),
                          QStringLiteral("atlas_1.png")}));
    const QString tsx = QString::fromUtf8(fileOf(result, QStringLiteral("atlas.tsx")));
    QVERIFY(tsx.contains(QStringLiteral("columns=\"0\"")));
    QVERIFY(tsx.contains(
            QStringLiteral("<image source=\"atlas_0.png\" width=\"6\" height=\"4\"/>")));
    QVERIFY(tsx.contains(
            QStringLiteral("<image source=\"atlas_1.png\" width=\"6\" height=\"4\"/>")));
    // The box sits at the untrimmed frame's top-left: pivot (3, 2) + (-3, -2).
    QVERIFY(tsx.contains(QStringLiteral(
            "<object id=\"1\" type=\"body\" x=\"0\" y=\"0\" width=\"2\" height=\"2\"/>")));

    for (int f = 0; f < 2; ++f) {
        const QImage written
                = QImage::fromData(fileOf(result, QStringLiteral("atlas_%1.png").arg(f)))
                          .convertToFormat(QImage::Format_ARGB32);
        QCOMPARE(written.size(), QSize(6, 4));
        for (int y = 0; y < 4; ++y) {
            for (int x = 0; x < 6; ++x) {
                const bool stored = f == 1 || (x >= 1 && x <= 4 && y >= 1 && y <= 2);
                const QRgb expected = stored ? original.pixel(x, y) : qRgba(0, 0, 0, 0);
                QVERIFY2(written.pixel(x, y) == expected,
                         qPrintable(QStringLiteral("frame %1 pixel %2,%3").arg(f).arg(x).arg(y)));
            }
        }
    }
}

void TestTiledExport::sheetOrCollection_data()
{
    QTest::addColumn<QSize>("image");
    QTest::addColumn<QList<QRect>>("rects");
    QTest::addColumn<int>("change");  // 0 none, 1 trim frame 0, 2 rotate frame 0, 3 other image
    QTest::addColumn<int>("columns"); // 0: an image collection
    QTest::addColumn<QList<int>>("tileIds");

    QTest::newRow("margin and spacing")
            << QSize(40, 20) << QList<QRect>{{2, 2, 16, 16}, {22, 2, 16, 16}} << 0 << 2
            << QList<int>{0, 1};
    QTest::newRow("cells out of order, some unused")
            << QSize(48, 32) << QList<QRect>{{16, 16, 16, 16}, {0, 0, 16, 16}} << 0 << 3
            << QList<int>{0, 4};
    QTest::newRow("one whole image") << QSize(12, 9) << QList<QRect>{{}} << 0 << 1 << QList<int>{0};
    QTest::newRow("trimmed") << QSize(40, 20) << QList<QRect>{{2, 2, 16, 16}, {22, 2, 16, 16}} << 1
                             << 0 << QList<int>{0, 1};
    QTest::newRow("rotated") << QSize(40, 20) << QList<QRect>{{2, 2, 16, 16}, {22, 2, 16, 16}} << 2
                             << 0 << QList<int>{0, 1};
    QTest::newRow("frame of another image")
            << QSize(40, 20) << QList<QRect>{{2, 2, 16, 16}, {22, 2, 16, 16}} << 3 << 0
            << QList<int>{0, 1};
    QTest::newRow("one cell twice") << QSize(40, 20) << QList<QRect>{{2, 2, 16, 16}, {2, 2, 16, 16}}
                                    << 0 << 0 << QList<int>{0, 1};
    QTest::newRow("different sizes")
            << QSize(40, 20) << QList<QRect>{{2, 2, 16, 16}, {22, 2, 16, 15}} << 0 << 0
            << QList<int>{0, 1};
    QTest::newRow("overlapping cells")
            << QSize(40, 20) << QList<QRect>{{0, 0, 16, 16}, {10, 0, 16, 16}} << 0 << 0
            << QList<int>{0, 1};
    QTest::newRow("irregular spacing")
            << QSize(64, 16) << QList<QRect>{{0, 0, 16, 16}, {20, 0, 16, 16}, {44, 0, 16, 16}} << 0
            << 0 << QList<int>{0, 1, 2};
}

void TestTiledExport::sheetOrCollection()
{
    QFETCH(QSize, image);
    QFETCH(QList<QRect>, rects);
    QFETCH(int, change);
    QFETCH(int, columns);
    QFETCH(QList<int>, tileIds);

    model::Sprite sprite;
    sprite.name = QStringLiteral("s");
    sprite.imagePath
            = m_folder.png(QStringLiteral("grid.png"), pattern(image.width(), image.height(), 2));
    sprite.frames.clear();
    for (const QRect &rect : rects)
        sprite.frames.append(cell(rect.x(), rect.y(), rect.width(), rect.height()));
    if (change == 1) {
        sprite.frames[0].region.trimOffset = QPoint(1, 0);
        sprite.frames[0].region.sourceSize = QSize(17, 16);
    } else if (change == 2) {
        sprite.frames[0].region.rotated = true;
    } else if (change == 3) {
        sprite.frames[0].region.imagePath
                = m_folder.png(QStringLiteral("other.png"), pattern(40, 20, 3));
    }
    Project project;
    project.sprites = {sprite};

    const ExportPlan result = m_folder.plan(project, ExportFormat::TiledJson);
    QVERIFY2(result.ok(), qPrintable(result.problems.value(0).text()));
    const QJsonObject tileset
            = QJsonDocument::fromJson(fileOf(result, QStringLiteral("s.tsj"))).object();
    QCOMPARE(tileset.value(QStringLiteral("columns")).toInt(), columns);
    QCOMPARE(tileset.contains(QStringLiteral("image")), columns > 0);
    QList<int> ids;
    for (const QJsonValue &tile : tileset.value(QStringLiteral("tiles")).toArray())
        ids << tile.toObject().value(QStringLiteral("id")).toInt();
    QCOMPARE(ids, tileIds);
    if (columns > 0) {
        QCOMPARE(result.files.size(), 1);
        QCOMPARE(tileset.value(QStringLiteral("imagewidth")).toInt(), image.width());
    }
}

void TestTiledExport::fileNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << "ship 2-b_c.d"
                           << "ship 2-b_c.d";
    QTest::newRow("path and shell characters") << "a/b\\c:d*e?f\"g<h>i|j"
                                               << "a_b_c_d_e_f_g_h_i_j";
    QTest::newRow("parent folder") << "../x"
                                   << "_._x";
    QTest::newRow("hidden") << ".x"
                            << "_x";
    QTest::newRow("empty") << ""
                           << "sprite";
    QTest::newRow("blank") << "   "
                           << "sprite";
    QTest::newRow("placeholder") << "%1 & '%2'"
                                 << "_1 _ __2_";
    QTest::newRow("unicode") << QStringLiteral("Ünïcode 星") << QStringLiteral("Ünïcode 星");
}

void TestTiledExport::fileNames()
{
    QFETCH(QString, name);
    QFETCH(QString, expected);
    QCOMPARE(model::exportFileBaseName(name), expected);
}

void TestTiledExport::uniqueFileNames()
{
    // Three names that sanitise alike (the last only when case is ignored, as on Windows
    // and macOS) get three files.
    Project project;
    for (const QString &name :
         {QStringLiteral("a/b"), QStringLiteral("a:b"), QStringLiteral("A_B")}) {
        model::Sprite sprite;
        sprite.name = name;
        sprite.imagePath = m_folder.png(QStringLiteral("u.png"), filled(4, 4));
        project.sprites.append(sprite);
    }
    const ExportPlan result = m_folder.plan(project, ExportFormat::Tiled);
    QVERIFY(result.ok());
    QCOMPARE(writtenNames(result),
             (QStringList{QStringLiteral("a_b.tsx"),
                          QStringLiteral("a_b_2.tsx"),
                          QStringLiteral("A_B_3.tsx")}));
}

void TestTiledExport::duplicateAnimationNames()
{
    // Aseprite allows two tags "fall": each gets the name model::uniqueAnimationNames gives
    // it ("fall_3", as "fall_2" is another animation's own name), the one the CLI and the
    // Godot export use too.
    Project project = sheetProject(m_folder.png(QStringLiteral("dup.png"), filled(40, 20)));
    project.sprites[0].animations
            = {{QStringLiteral("fall"), {0, 1}, model::AnimationDirection::Forward},
               {QStringLiteral("fall"), {1}, model::AnimationDirection::Forward},
               {QStringLiteral("fall_2"), {1, 0}, model::AnimationDirection::Forward}};
    const ExportPlan result = m_folder.plan(project, ExportFormat::TiledJson);
    QVERIFY(result.ok());
    const QJsonArray properties
            = QJsonDocument::fromJson(fileOf(result, writtenNames(result).first()))
                      .object()
                      .value(QStringLiteral("properties"))
                      .toArray();
    QMap<QString, QString> animations;
    for (const QJsonValue &p : properties)
        if (p[QStringLiteral("name")].toString().startsWith(QStringLiteral("animation ")))
            animations.insert(p[QStringLiteral("name")].toString(),
                              p[QStringLiteral("value")].toString());
    const QMap<QString, QString> expected{
            {QStringLiteral("animation fall"), QStringLiteral("0,1")},
            {QStringLiteral("animation fall_3"), QStringLiteral("1")},
            {QStringLiteral("animation fall_2"), QStringLiteral("1,0")}};
    QCOMPARE(animations, expected);
}

QTEST_GUILESS_MAIN(TestTiledExport)
#include "tst_tiledexport.moc"
