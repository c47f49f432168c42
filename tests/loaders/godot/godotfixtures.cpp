// Writes what scripts/godot-check.sh loads in Godot 4.6: the Godot export of a project and
// a plain description of the project's shapes, frames, animations and roles that the
// check compares Godot's dump against (tests/loaders/godot/check.mjs).
//
//   godot-fixtures demo DOC OUTDIR [--no-export]   a document (with --no-export, the
//                                                  export is left to `hitbox-cli export`)
//   godot-fixtures import SCENE OUTDIR             a hand-written scene and the shapes our
//                                                  import places, to compare with Godot
//   godot-fixtures test OUTDIR                     a built-in project with boxes, circles,
//                                                  concave polygons, holes, awkward names,
//                                                  frames and animations, mirrored
//                                                  copies and custom properties (holes
//                                                  have no file format yet)

#include "model/evaluate/projectvalidation.h"
#include "model/export/exporter.h"
#include "model/import/hitboximport.h"
#include "model/io/projectformat.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

using namespace hitbox;
using model::Shape;

namespace {

QJsonArray pointsJson(const collision::Polygon &p)
{
    QJsonArray out;
    for (const collision::Vec2 v : p.points)
        out.append(QJsonArray{v.x, v.y});
    return out;
}

// Custom properties as Godot should hold them as metadata, from Godot's documentation of
// its Variant types: the type's name (type_string) and the value, a colour as [r, g, b, a].
QJsonArray propertiesJson(const model::Properties &properties)
{
    QJsonArray out;
    for (const model::Property &p : properties) {
        QJsonObject o{{"name", p.name}};
        if (const QString *text = std::get_if<QString>(&p.value))
            o["type"] = "String", o["value"] = *text;
        else if (const int *i = std::get_if<int>(&p.value))
            o["type"] = "int", o["value"] = *i;
        else if (const double *d = std::get_if<double>(&p.value))
            o["type"] = "float", o["value"] = *d;
        else if (const bool *b = std::get_if<bool>(&p.value))
            o["type"] = "bool", o["value"] = *b;
        else {
            const QColor c = std::get<QColor>(p.value);
            o["type"] = "Color";
            o["value"] = QJsonArray{
                    c.red() / 255.0, c.green() / 255.0, c.blue() / 255.0, c.alpha() / 255.0};
        }
        out.append(o);
    }
    return out;
}

QJsonObject describe(const model::Project &project, bool mirrored)
{
    QJsonArray roles;
    for (const model::Role &role : project.roles.roles)
        roles.append(QJsonObject{{"name", role.name},
                                 {"collidesWith", QJsonArray::fromStringList(role.collidesWith)}});
    QJsonArray sprites;
    for (const model::Sprite &sprite : project.sprites) {
        QJsonArray frames;
        for (const model::Frame &frame : sprite.frames) {
            QJsonArray shapes;
            for (qsizetype k = 0; k < frame.shapes.size(); ++k) {
                const Shape &s = frame.shapes[k];
                QJsonObject o{{"kind", model::shapeKindName(s.kind)},
                              {"name", model::shapeDisplayName(frame.shapes, k)},
                              {"role", s.role},
                              {"sensor", s.sensor},
                              {"properties", propertiesJson(s.properties)}};
                if (s.isBox())
                    o["box"] = QJsonArray{s.box.x, s.box.y, s.box.w, s.box.h};
                else if (s.isCircle())
                    o["circle"] = QJsonArray{s.circle.center.x, s.circle.center.y, s.circle.radius};
                else {
                    o["points"] = pointsJson(s.polygon);
                    QJsonArray holes;
                    for (const collision::Polygon &h : s.holes)
                        holes.append(pointsJson(h));
                    o["holes"] = holes;
                }
                shapes.append(o);
            }
            frames.append(QJsonObject{{"durationMs", frame.durationMs},
                                      {"shapes", shapes},
                                      {"properties", propertiesJson(frame.properties)}});
        }
        QJsonArray animations;
        for (const model::Animation &a : sprite.animations) {
            QJsonArray indices;
            for (int f : a.frames)
                indices.append(f);
            animations.append(QJsonObject{{"name", a.name},
                                          {"frames", indices},
                                          {"direction", model::animationDirectionName(a.direction)},
                                          {"properties", propertiesJson(a.properties)}});
        }
        sprites.append(QJsonObject{{"name", sprite.name},
                                   {"frames", frames},
                                   {"animations", animations},
                                   {"properties", propertiesJson(sprite.properties)}});
    }
    return {{"roles", roles}, {"sprites", sprites}, {"mirrored", mirrored}};
}

collision::Polygon poly(std::initializer_list<collision::Vec2> points)
{
    return collision::Polygon{std::vector<collision::Vec2>(points)};
}

model::Frame frame(QList<Shape> shapes, int durationMs)
{
    model::Frame f;
    f.shapes = std::move(shapes);
    f.durationMs = durationMs;
    return f;
}

model::Project testProject()
{
    model::Project p;
    p.roles.roles.append({"shield", Qt::blue, {}});
    p.roles.setCollide("shield", "hitbox", true);

    Shape plate = Shape::makePolygon(
            poly({{-20, -20}, {20, -20}, {24, 0}, {20, 20}, {-20, 20}}), "body", "plate");
    plate.holes = {poly({{-10, -10}, {-2, -10}, {-2, 10}, {-10, 10}}),
                   poly({{4, -6}, {12, 0}, {4, 6}})};
    Shape probe = Shape::makeCircle({{3.5, -7.25}, 4.5}, "shield", "probe");
    probe.sensor = true;
    plate.properties = {{"armor", 3}, {"tint", QColor::fromRgba(0x80ff7f00)}};
    probe.properties = {{"label", QStringLiteral("«probe» \"1\"\n")}, {"active", false}};
    model::Sprite shapes;
    shapes.name = "shapes";
    shapes.frames
            = {frame({Shape::makeBox({-16, -30, 32, 30}, "body", "crate"),
                      Shape::makeCircle({{0, -12.5}, 9.75}, "hitbox", "a.b:c@d/e\"f%g"),
                      Shape::makePolygon(poly({{0, -30}, {12, -30}, {12, -18}, {6, -24}, {0, -18}}),
                                         "hurtbox"),
                      Shape::makePolygon(poly({{-8, 0}, {8, 0}, {0, 14}}), "hurtbox"),
                      plate,
                      probe},
                     100)};

    model::Sprite fighter;
    fighter.name = "fighter one";
    Shape body = Shape::makeBox({-9, -53, 18, 53}, "hurtbox", "body");
    body.properties = {{"damage", -2147483647 - 1}, {"knockback", 2.75}, {"blocks", true}};
    fighter.frames = {
            frame({body}, 100),
            frame({body, Shape::makeBox({10, -40, 8, 8}, "hitbox", "fist")}, 60),
            frame({body,
                   Shape::makeBox({20, -40, 10, 10}, "hitbox", "fist"),
                   Shape::makeBox({20, -40, 10, 10}, "hitbox", "fist")},
                  40),
            frame({body,
                   Shape::makePolygon(poly({{0, -50}, {30, -45}, {10, -40}, {30, -35}, {0, -30}}),
                                      "hitbox",
                                      "kick")},
                  120)};
    fighter.animations = {{"punch", {0, 1, 2}, model::AnimationDirection::Forward},
                          {"back/step", {3, 2}, model::AnimationDirection::Reverse},
                          {"bounce", {0, 1, 3}, model::AnimationDirection::PingPong}};
    // Frames' properties (on the root, keyed by frame; a key may be any text) and an
    // animation's (on its Animation resource).
    fighter.frames[1].properties
            = {{"hit stun \"%1\"", 12}, {"spark", QColor::fromRgba(0xff336699)}};
    fighter.frames[3].properties = {{"launch", true}, {"angle", 37.5}};
    fighter.animations[0].properties = {{"startup", 4}, {"name", QStringLiteral("jab")}};

    model::Sprite blink;
    blink.name = "blink";
    blink.frames = {frame({Shape::makeCircle({{0, 0}, 5}, "sensor")}, 30),
                    frame({}, 70),
                    frame({Shape::makeCircle({{1, 1}, 6}, "sensor")}, 50)};
    fighter.properties = {{"weight", 1.125}, {"team", QStringLiteral("red")}};
    p.sprites = {shapes, fighter, blink};
    return p;
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

int exportProject(const model::Project &project,
                  const QString &outDir,
                  bool mirrored,
                  bool exportScenes,
                  bool stubImages)
{
    QDir().mkpath(outDir);
    if (!writeFile(outDir + "/expected.json",
                   QJsonDocument(describe(project, mirrored)).toJson(QJsonDocument::Compact)))
        return 2;
    if (!exportScenes)
        return 0;
    model::ExportSource source;
    source.project = &project;
    source.outputPath = outDir + "/scenes";
    if (stubImages)
        source.imageSize = [](const QString &) { return QSize(64, 64); };
    model::ExportOptions options;
    options.mirrored = mirrored;
    const model::Exporter *exporter = model::exporterFor(model::ExportFormat::Godot);
    const model::ExportPlan plan = exporter->plan(source, options);
    QTextStream err(stderr);
    for (const model::ExportProblem &problem : plan.problems)
        err << problem.text() << '\n';
    if (!plan.ok())
        return 1;
    const QString error = model::writeExportPlan(plan, source.outputPath, true);
    if (!error.isEmpty()) {
        err << error << '\n';
        return 2;
    }
    return 0;
}

// What our import makes of a hand-written scene, for Godot to place the same nodes: the
// scene under OUTDIR/scenes/ and each shape of its first frame in OUTDIR/imported.json,
// relative to the root (boxes as their corners).
int importScene(const QString &scene, const QString &outDir)
{
    QTextStream err(stderr);
    const model::HitboxImport imported = model::importHitboxes(scene);
    if (!imported.ok()) {
        err << imported.error << '\n';
        return 2;
    }
    QJsonArray shapes;
    for (const Shape &s : imported.sprites.first().frames.first().shapes) {
        QJsonObject o{{"name", s.name}, {"kind", model::shapeKindName(s.kind)}};
        if (s.isCircle()) {
            o["center"] = QJsonArray{s.circle.center.x, s.circle.center.y};
            o["radius"] = s.circle.radius;
        } else if (s.isBox()) {
            const collision::Rect &b = s.box;
            o["points"] = pointsJson(
                    poly({{b.x, b.y}, {b.x + b.w, b.y}, {b.x + b.w, b.y + b.h}, {b.x, b.y + b.h}}));
        } else {
            o["points"] = pointsJson(s.polygon);
        }
        shapes.append(o);
    }
    QFile file(scene);
    if (!QDir().mkpath(outDir + "/scenes") || !file.open(QIODevice::ReadOnly)
        || !writeFile(outDir + "/scenes/" + QFileInfo(scene).fileName(), file.readAll())
        || !writeFile(outDir + "/imported.json",
                      QJsonDocument(QJsonObject{{"shapes", shapes}}).toJson()))
        return 2;
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    QTextStream err(stderr);
    if (args.size() >= 3 && args[0] == "demo") {
        const model::ProjectReadResult read = model::readProjectFile(args[1]);
        if (!read.ok()) {
            err << read.error << '\n';
            return 2;
        }
        return exportProject(read.project, args[2], false, !args.contains("--no-export"), false);
    }
    if (args.size() == 2 && args[0] == "test")
        return exportProject(testProject(), args[1], true, true, true);
    if (args.size() == 3 && args[0] == "import")
        return importScene(args[1], args[2]);
    err << "usage: godot-fixtures demo DOC OUTDIR [--no-export] | test OUTDIR | import SCENE "
           "OUTDIR\n";
    return 2;
}
