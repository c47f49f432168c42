// The export settings a document keeps (the optional "export" object): every option
// survives save -> open -> save byte for byte, the output path is stored relative to the
// document and stays on the same file when the document moves, a document without them
// has no "export" key, and every bad value is refused with its JSON path.

#include "model/io/projectformat.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include "parseerror.h"

using namespace hitbox;

class TestExportSettings : public QObject
{
    Q_OBJECT

private slots:
    void absentMeansNoKey();
    void defaults();
    void roundTrip_data();
    void roundTrip();
    void outputStaysWhenTheDocumentMoves();
    void broken_data();
    void broken();
};

namespace {

const QString docPath = QStringLiteral("/projects/game/level.hitbox.json");

QByteArray document(const QByteArray &exportJson)
{
    return R"({"format":"hitbox","version":2,"sprites":[],"export":)" + exportJson + "}";
}

} // namespace

void TestExportSettings::absentMeansNoKey()
{
    model::Project p;
    const QByteArray bytes = model::serializeProject(p, docPath);
    QVERIFY(!QJsonDocument::fromJson(bytes).object().contains("export"));
    const model::ProjectReadResult r = model::parseProject(bytes, docPath);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QVERIFY(!r.project.exportSettings);
}

void TestExportSettings::defaults()
{
    const model::ProjectReadResult r = model::parseProject(
            document(R"({"format":"libgdx","output":"out/bodies.json"})"), docPath);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QVERIFY(r.project.exportSettings);
    const model::ExportSettings &s = *r.project.exportSettings;
    QCOMPARE(s.outputPath, "/projects/game/out/bodies.json");
    QVERIFY(!s.exportOnSave);
    model::ExportOptions expected; // every option at its default, the format as given
    expected.format = model::ExportFormat::LibGdx;
    QVERIFY(s.options == expected);
}

void TestExportSettings::roundTrip_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<QString>("output");
    QTest::addColumn<QString>("writtenOutput");
    QTest::addColumn<bool>("onSave");
    QTest::addColumn<QStringList>("sprites");
    QTest::addColumn<QStringList>("roles");
    QTest::addColumn<double>("ppm");
    QTest::addColumn<int>("maxVertices");

    using F = model::ExportFormat;
    QTest::newRow("godot folder beside")
            << int(F::Godot) << "/projects/game/scenes"
            << "scenes" << false << QStringList() << QStringList() << 32.0 << 8;
    QTest::newRow("tiled file") << int(F::Tiled) << "/projects/game/maps/ship.tsx"
                                << "maps/ship.tsx" << true << QStringList{"ship"}
                                << QStringList{"body"} << 1.0 << 3;
    QTest::newRow("tiled json in parent") << int(F::TiledJson) << "/projects/out.tsj"
                                          << "../out.tsj" << false << QStringList{"a", "b c", "ünï"}
                                          << QStringList() << 0.5 << 1024;
    QTest::newRow("phaser elsewhere") << int(F::Phaser) << "/srv/www/bodies.json"
                                      << "../../srv/www/bodies.json" << true << QStringList()
                                      << QStringList{"hitbox", "hurtbox"} << 100.25 << 16;
    QTest::newRow("libgdx colon name")
            << int(F::LibGdx) << "/projects/game/:b.json"
            << "./:b.json" << false << QStringList() << QStringList() << 64.0 << 8;
    QTest::newRow("defold") << int(F::Defold) << "/projects/game/defold"
                            << "defold" << false << QStringList() << QStringList() << 32.0 << 8;
    QTest::newRow("spine") << int(F::Spine) << "/projects/game/skeleton.json"
                           << "skeleton.json" << true << QStringList() << QStringList() << 32.0
                           << 8;
}

void TestExportSettings::roundTrip()
{
    QFETCH(int, format);
    QFETCH(QString, output);
    QFETCH(QString, writtenOutput);
    QFETCH(bool, onSave);
    QFETCH(QStringList, sprites);
    QFETCH(QStringList, roles);
    QFETCH(double, ppm);
    QFETCH(int, maxVertices);

    model::ExportSettings s;
    s.options.format = model::ExportFormat(format);
    s.options.sprites = sprites;
    s.options.roles = roles;
    s.options.pixelsPerMetre = ppm;
    s.options.maxPolygonVertices = maxVertices;
    // The two booleans take both values across the rows.
    s.options.allFrames = !onSave;
    s.options.mirrored = onSave;
    s.outputPath = output;
    s.exportOnSave = onSave;
    model::Project p;
    p.exportSettings = s;

    const QByteArray bytes = model::serializeProject(p, docPath);
    const QJsonObject written = QJsonDocument::fromJson(bytes).object().value("export").toObject();
    QCOMPARE(written.value("format").toString(), model::exportFormatName(s.options.format));
    QCOMPARE(written.value("output").toString(), writtenOutput);
    const model::ProjectReadResult r = model::parseProject(bytes, docPath);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QVERIFY(r.project.exportSettings);
    QCOMPARE(r.project.exportSettings->outputPath, output);
    QVERIFY(*r.project.exportSettings == s);
    QCOMPARE(model::serializeProject(r.project, docPath), bytes);
}

// Like image paths: absolute in memory, so Save As in another folder rewrites the
// relative path and the export still goes to the same place.
void TestExportSettings::outputStaysWhenTheDocumentMoves()
{
    model::Project p;
    p.exportSettings = model::ExportSettings{{}, "/projects/game/export", false};
    const QString moved = QStringLiteral("/projects/other/deeper/level.hitbox.json");
    const QByteArray bytes = model::serializeProject(p, moved);
    QCOMPARE(QJsonDocument::fromJson(bytes)["export"]["output"].toString(), "../../game/export");
    const model::ProjectReadResult r = model::parseProject(bytes, moved);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.project.exportSettings->outputPath, "/projects/game/export");
}

void TestExportSettings::broken_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message"); // after "<file>: "
    const auto row = [](const char *name, const char *json, const char *message) {
        QTest::newRow(name) << document(json) << QString::fromUtf8(message);
    };
    row("not an object", R"([])", "export: expected an object, found an array");
    row("no format", R"({"output":"x"})", "export: missing field \"format\"");
    row("unknown format",
        R"({"format":"unity","output":"x"})",
        "export.format: unknown export format \"unity\" (expected godot, tiled, tiled-json, "
        "phaser, libgdx, defold, spine, air)");
    row("format case", R"({"format":"Godot","output":"x"})", "export.format: unknown export");
    row("format number", R"({"format":1,"output":"x"})", "export.format: expected a string");
    row("no output", R"({"format":"godot"})", "export: missing field \"output\"");
    row("empty output",
        R"({"format":"godot","output":"  "})",
        "export.output: the export's output path is empty");
    row("zero ppm",
        R"({"format":"godot","output":"x","pixelsPerMetre":0})",
        "export.pixelsPerMetre: pixels per metre must be greater than 0");
    row("negative ppm",
        R"({"format":"godot","output":"x","pixelsPerMetre":-32})",
        "export.pixelsPerMetre: expected a number >= 0");
    row("ppm text",
        R"({"format":"godot","output":"x","pixelsPerMetre":"32"})",
        "export.pixelsPerMetre: expected a number");
    row("two vertices",
        R"({"format":"godot","output":"x","maxPolygonVertices":2})",
        "export.maxPolygonVertices: expected a whole number from 3 to 1024, found 2");
    row("too many vertices",
        R"({"format":"godot","output":"x","maxPolygonVertices":1025})",
        "export.maxPolygonVertices: expected a whole number from 3 to 1024");
    row("fractional vertices",
        R"({"format":"godot","output":"x","maxPolygonVertices":8.5})",
        "export.maxPolygonVertices: expected a whole number");
    row("sprite twice",
        R"({"format":"godot","output":"x","sprites":["a","b","a"]})",
        "export.sprites[2]: the sprite \"a\" is listed twice");
    row("role not text",
        R"({"format":"godot","output":"x","roles":["body",3]})",
        "export.roles[1]: expected a string");
    row("on save text",
        R"({"format":"godot","output":"x","exportOnSave":"yes"})",
        "export.exportOnSave: expected true or false");
    row("all frames number",
        R"({"format":"godot","output":"x","allFrames":1})",
        "export.allFrames: expected true or false");
    row("mirrored null",
        R"({"format":"godot","output":"x","mirrored":null})",
        "export.mirrored: expected true or false");
}

void TestExportSettings::broken()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    QVERIFY(testsupport::parseFailsWith(json, docPath, message));
}

QTEST_GUILESS_MAIN(TestExportSettings)
#include "tst_exportsettings.moc"
