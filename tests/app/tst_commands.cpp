// Every undo command on a realistic document: redo, undo and redo again must give exactly
// the expected project (== on model::Project, coordinates like 0.1 and 38.4 included, so
// any float drift shows), with the expected text and Document signals. The expected
// projects are edited by hand in each row, not computed by the commands. The undo stack
// around them (merging, obsolete commands): tst_commandstack. Fixture: commandsfixture.h.

#include "commandsfixture.h"

#include "model/evaluate/newshape.h"

using namespace hitbox;
using namespace hitbox::editor;
using namespace hitbox::editor::commandstest;

namespace {

// A drawn shape as the Shape menu adds it to `shapes`: named by model::newShapeName
// (whose rule tst_newshape checks).
model::Shape named(const QList<model::Shape> &shapes, model::Shape shape)
{
    shape.name = model::newShapeName(shapes, shape.kind, model::ShapeOrigin::Drawn);
    return shape;
}

} // namespace

class TestCommands : public CommandsFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { createProject(); }
    void init() { openDocument(); }
    void cleanup() { closeDocument(); }

    void command_data() { addCommandRows(cases()); }
    void command();

private:
    QList<CommandCase> cases() const;
};

QList<CommandCase> TestCommands::cases() const
{
    const QString extraPath = path(QStringLiteral("extra.png"));
    const QString movedHero = path(QStringLiteral("moved/hero.png"));
    model::Sprite ghost;
    ghost.name = QStringLiteral("ghost");
    ghost.imagePath = extraPath;
    setV1Shapes(ghost, std::nullopt, collision::Circle{{0.1, 0.1}, 3.3});
    model::Sprite ghost2 = ghost;
    ghost2.name = QStringLiteral("ghost 2");
    const model::Shape triangle = polygon("tri", "sensor", {{0.1, 0.2}, {38.4, 0.2}, {5, 9.9}});
    const model::Sprite hero = m_project.sprites[0];

    return {
            {"AddSprites append",
             [=](Document *d) { return new AddSprites(d, {ghost}); },
             [=](model::Project &p) { p.sprites.append(ghost); },
             "Add Sprite",
             {"inserted(3)"},
             {"removed(3)"}},
            {"AddSprites insert two",
             [=](Document *d) {
                 return new AddSprites(d, {ghost, ghost2}, 1);
             },
             [=](model::Project &p) {
                 p.sprites.insert(1, ghost);
                 p.sprites.insert(2, ghost2);
                 p.preview.instances[1].sprite = 4; // instances follow their sprite
             },
             "Add 2 Sprites",
             {"inserted(1)", "inserted(2)"},
             {"removed(2)", "removed(1)"}},
            {"RemoveSprites one",
             [](Document *d) { return new RemoveSprites(d, {1}); },
             [](model::Project &p) {
                 p.sprites.removeAt(1);
                 p.preview.instances[1].sprite = 1;
             },
             "Remove Sprite",
             {"removed(1)"},
             {"inserted(1)"}},
            {"RemoveSprites with preview instances",
             [](Document *d) {
                 return new RemoveSprites(d, {2, 0, 2});
             },
             [](model::Project &p) {
                 p.sprites = {p.sprites[1]};
                 p.preview.instances.clear(); // both placed sprites are gone
             },
             "Remove 2 Sprites",
             {"removed(2)", "removed(0)"},
             {"inserted(0)", "inserted(2)"}},
            {"RenameSprite",
             [](Document *d) { return new RenameSprite(d, 0, QStringLiteral("hero 2")); },
             [](model::Project &p) { p.sprites[0].name = QStringLiteral("hero 2"); },
             "Rename Sprite",
             {"0:Properties"},
             {"0:Properties"}},
            {"SetAlphaThreshold",
             [](Document *d) { return new SetAlphaThreshold(d, 0, 37); },
             [](model::Project &p) { p.sprites[0].threshold = 37; },
             "Set Alpha Threshold",
             {"0:Properties"},
             {"0:Properties"}},
            {"SetColorKey set",
             [](Document *d) {
                 return new SetColorKey(d, 2, model::ColorKey{QColor(0, 255, 0), 12});
             },
             [](model::Project &p) {
                 p.sprites[2].colorKey = model::ColorKey{QColor(0, 255, 0), 12};
             },
             "Set Colour Key",
             {"2:Properties"},
             {"2:Properties"}},
            {"SetColorKey remove",
             [](Document *d) { return new SetColorKey(d, 1, std::nullopt); },
             [](model::Project &p) { p.sprites[1].colorKey.reset(); },
             "Remove Colour Key",
             {"1:Properties"},
             {"1:Properties"}},
            {"SetPivot",
             [](Document *d) {
                 return new SetPivot(d, 0, Vec2{10.1, 38.4});
             },
             [](model::Project &p) {
                 p.sprites[0].pivot = Vec2{10.1, 38.4};
                 // local = image - pivot: shapes shift by old pivot - new pivot.
                 shiftShapes(p.sprites[0], Vec2{24.5, 19.9} - Vec2{10.1, 38.4});
             },
             "Move Pivot",
             {"0:Pivot|Shapes"},
             {"0:Pivot|Shapes"}},
            {"SetPivot from the image centre",
             [](Document *d) {
                 return new SetPivot(d, 1, Vec2{0.1, 29.9});
             },
             [](model::Project &p) {
                 p.sprites[1].pivot = Vec2{0.1, 29.9};
                 shiftShapes(p.sprites[1], Vec2{15, 15} - Vec2{0.1, 29.9}); // crate 30x30
             },
             "Move Pivot",
             {"1:Pivot|Shapes"},
             {"1:Pivot|Shapes"}},
            {"SetPivot reset",
             [](Document *d) { return new SetPivot(d, 2, std::nullopt); },
             [](model::Project &p) { p.sprites[2].pivot.reset(); }, // extra has no shapes
             "Move Pivot",
             {"2:Pivot|Shapes"},
             {"2:Pivot|Shapes"}},
            {"LocateImage",
             [=](Document *d) { return new LocateImage(d, 0, movedHero); },
             [=](model::Project &p) { p.sprites[0].imagePath = movedHero; },
             "Locate Image",
             {"0:Properties"},
             {"0:Properties"}},
            {"AddBox new",
             [](Document *d) { return new AddBox(d, 2); },
             // extra: 20x10, pivot (0, 0): 16x8 centred.
             [](model::Project &p) {
                 shapes0(p.sprites[2])
                         << named(shapes0(p.sprites[2]),
                                  model::Shape::makeBox(collision::Rect{2, 1, 16, 8}, "body"));
             },
             "Add Box",
             {"2:Shapes"},
             {"2:Shapes"}},
            {"AddBox appends a second box",
             [](Document *d) { return new AddBox(d, 0); },
             // hero: 50x40, pivot (24.5, 19.9): 40x32 from image (5, 4); its box stays.
             [](model::Project &p) {
                 shapes0(p.sprites[0])
                         << named(shapes0(p.sprites[0]),
                                  model::Shape::makeBox(collision::Rect{5 - 24.5, 4 - 19.9, 40, 32},
                                                        "body"));
             },
             "Add Box",
             {"0:Shapes"},
             {"0:Shapes"}},
            {"AddBox given",
             [](Document *d) {
                 return new AddBox(d, 1, collision::Rect{-0.1, 38.4, 2.5, 0.3});
             },
             [](model::Project &p) {
                 shapes0(p.sprites[1]) << named(
                         shapes0(p.sprites[1]),
                         model::Shape::makeBox(collision::Rect{-0.1, 38.4, 2.5, 0.3}, "body"));
             },
             "Add Box",
             {"1:Shapes"},
             {"1:Shapes"}},
            {"SetBox",
             [](Document *d) {
                 return new SetBox(d, 1, 0, collision::Rect{-10.5, -7.25, 0.1, 38.4});
             },
             [](model::Project &p) {
                 shapes0(p.sprites[1])[0].box = collision::Rect{-10.5, -7.25, 0.1, 38.4};
             },
             "Change Box",
             {"1:Shapes"},
             {"1:Shapes"}},
            {"RemoveShapes the box",
             [](Document *d) {
                 ShapeSelection selection;
                 selection.shapes = {0};
                 return new RemoveShapes(d, 0, selection);
             },
             [](model::Project &p) { shapes0(p.sprites[0]).removeAt(0); },
             "Remove Shapes",
             {"0:Shapes"},
             {"0:Shapes"}},
            {"AddCircle",
             [](Document *d) { return new AddCircle(d, 1); },
             // crate: 30x30, centre pivot: radius 0.8 * 15.
             [](model::Project &p) {
                 shapes0(p.sprites[1])
                         << named(shapes0(p.sprites[1]),
                                  model::Shape::makeCircle(collision::Circle{{0, 0}, 12}, "body"));
             },
             "Add Circle",
             {"1:Shapes"},
             {"1:Shapes"}},
            {"AddCircle appends a second circle",
             [](Document *d) {
                 return new AddCircle(d, 0, collision::Circle{{0.1, 0.2}, 3.3});
             },
             [](model::Project &p) {
                 shapes0(p.sprites[0]) << named(
                         shapes0(p.sprites[0]),
                         model::Shape::makeCircle(collision::Circle{{0.1, 0.2}, 3.3}, "body"));
             },
             "Add Circle",
             {"0:Shapes"},
             {"0:Shapes"}},
            {"SetCircle",
             [](Document *d) {
                 return new SetCircle(d, 0, 1, collision::Circle{{-3.3, 4.4}, 0.1});
             },
             [](model::Project &p) {
                 shapes0(p.sprites[0])[1].circle = collision::Circle{{-3.3, 4.4}, 0.1};
             },
             "Change Circle",
             {"0:Shapes"},
             {"0:Shapes"}},
            {"RemoveShapes the circle",
             [](Document *d) {
                 ShapeSelection selection;
                 selection.shapes = {1};
                 return new RemoveShapes(d, 0, selection);
             },
             [](model::Project &p) { shapes0(p.sprites[0]).removeAt(1); },
             "Remove Shapes",
             {"0:Shapes"},
             {"0:Shapes"}},
            {"AddPolygon",
             [=](Document *d) { return new AddPolygon(d, 2, triangle); },
             [=](model::Project &p) { shapes0(p.sprites[2]) << triangle; },
             "Add Polygon",
             {"2:Shapes"},
             {"2:Shapes"}},
            {"RemoveShapes",
             [](Document *d) {
                 ShapeSelection selection;
                 selection.shapes = {0, 2}; // the box and the first polygon
                 return new RemoveShapes(d, 0, selection);
             },
             [](model::Project &p) {
                 shapes0(p.sprites[0]).removeAt(2);
                 shapes0(p.sprites[0]).removeAt(0);
             },
             "Remove Shapes",
             {"0:Shapes"},
             {"0:Shapes"}},
            {"RemoveShapes all polygons",
             [](Document *d) {
                 ShapeSelection selection;
                 selection.shapes = {3, 2};
                 return new RemoveShapes(d, 0, selection);
             },
             [](model::Project &p) { shapes0(p.sprites[0]).resize(2); },
             "Remove Shapes",
             {"0:Shapes"},
             {"0:Shapes"}},
            {"MoveShapes",
             [=](Document *d) {
                 ShapeList after = shapes0(hero);
                 after[1].circle.center = Vec2{0.2, 38.2};
                 after[3].polygon.points = {{1.1, 1}, {5.1, 1}, {5.1, 4}, {3.1, 2.5}, {1.1, 4}};
                 return new MoveShapes(d, 0, after, 1);
             },
             [](model::Project &p) {
                 shapes0(p.sprites[0])[1].circle.center = Vec2{0.2, 38.2};
                 shapes0(p.sprites[0])[3].polygon.points
                         = {{1.1, 1}, {5.1, 1}, {5.1, 4}, {3.1, 2.5}, {1.1, 4}};
             },
             "Move Shapes",
             {"0:Shapes"},
             {"0:Shapes"}},
            {"MovePolygonPoints",
             [=](Document *d) {
                 ShapeList shapes = shapes0(hero);
                 shapes[2].polygon.points[1] = Vec2{38.5, 5.4};
                 shapes[3].polygon.points[3] = Vec2{3, 0.1};
                 return new MovePolygonPoints(d, 0, shapes, 1);
             },
             [](model::Project &p) {
                 shapes0(p.sprites[0])[2].polygon.points[1] = Vec2{38.5, 5.4};
                 shapes0(p.sprites[0])[3].polygon.points[3] = Vec2{3, 0.1};
             },
             "Move Points",
             {"0:Shapes"},
             {"0:Shapes"}},
            {"InsertPolygonPoint",
             [](Document *d) {
                 return new InsertPolygonPoint(d, 0, 3, 3, Vec2{4.2, 3.3});
             },
             [](model::Project &p) {
                 shapes0(p.sprites[0])[3].polygon.points
                         = {{1, 1}, {5, 1}, {5, 4}, {4.2, 3.3}, {3, 2.5}, {1, 4}};
             },
             "Insert Point",
             {"0:Shapes"},
             {"0:Shapes"}},
            {"InsertPolygonPoint at the end",
             [](Document *d) {
                 return new InsertPolygonPoint(d, 0, 2, 3, Vec2{-0.1, -0.1});
             },
             [](model::Project &p) {
                 shapes0(p.sprites[0])[2].polygon.points.push_back({-0.1, -0.1});
             },
             "Insert Point",
             {"0:Shapes"},
             {"0:Shapes"}},
            {"RemovePolygonPoints one",
             [](Document *d) {
                 return new RemovePolygonPoints(d, 0, {{3, 3}});
             },
             [](model::Project &p) {
                 shapes0(p.sprites[0])[3].polygon.points = {{1, 1}, {5, 1}, {5, 4}, {1, 4}};
             },
             "Remove Point",
             {"0:Shapes"},
             {"0:Shapes"}},
            {"RemovePolygonPoints emptying a polygon",
             [](Document *d) {
                 return new RemovePolygonPoints(d, 0, {{2, 0}, {2, 1}, {2, 2}, {3, 0}});
             },
             [](model::Project &p) {
                 shapes0(p.sprites[0]).removeAt(2);
                 shapes0(p.sprites[0])[2].polygon.points = {{5, 1}, {5, 4}, {3, 2.5}, {1, 4}};
             },
             "Remove Points",
             {"0:Shapes"},
             {"0:Shapes"}},
            {"RenameShape",
             [](Document *d) { return new RenameShape(d, 0, 3, QStringLiteral("claw")); },
             [](model::Project &p) { shapes0(p.sprites[0])[3].name = QStringLiteral("claw"); },
             "Rename Shape",
             {"0:Shapes"},
             {"0:Shapes"}},
            {"RenameShape a box",
             [](Document *d) { return new RenameShape(d, 0, 0, QStringLiteral("feet")); },
             [](model::Project &p) { shapes0(p.sprites[0])[0].name = QStringLiteral("feet"); },
             "Rename Shape",
             {"0:Shapes"},
             {"0:Shapes"}},
            {"SetShapeRole",
             [](Document *d) { return new SetShapeRole(d, 0, 2, QStringLiteral("sensor")); },
             [](model::Project &p) { shapes0(p.sprites[0])[2].role = QStringLiteral("sensor"); },
             "Set Shape Role",
             {"0:Shapes"},
             {"0:Shapes"}},
            {"SetShapeSensor",
             [](Document *d) { return new SetShapeSensor(d, 0, 1, true); },
             [](model::Project &p) { shapes0(p.sprites[0])[1].sensor = true; },
             "Make Sensor",
             {"0:Shapes"},
             {"0:Shapes"}},
            {"PasteShapes",
             [=](Document *d) {
                 return new PasteShapes(
                         d,
                         1,
                         {model::Shape::makeBox(collision::Rect{0.1, 0.2, 3, 4}, "hitbox"),
                          triangle,
                          triangle});
             },
             [=](model::Project &p) {
                 // appended: the crate's own box (shown as Box 1) stays; the pasted ones
                 // get names apart from the frame's and from each other.
                 model::Shape secondTriangle = triangle;
                 secondTriangle.name = QStringLiteral("tri 2");
                 shapes0(p.sprites[1]) << model::Shape::makeBox(
                         collision::Rect{0.1, 0.2, 3, 4}, "hitbox", "Box 2")
                                       << triangle << secondTriangle;
             },
             "Paste Shapes",
             {"1:Shapes"},
             {"1:Shapes"}},
            {"PasteShapes polygons only",
             [=](Document *d) { return new PasteShapes(d, 0, {triangle}); },
             [=](model::Project &p) { shapes0(p.sprites[0]) << triangle; },
             "Paste Shapes",
             {"0:Shapes"},
             {"0:Shapes"}},
            {"ReplaceArmature",
             [=](Document *d) {
                 return new ReplaceArmature(d, 0, {triangle}, false, "Trace Armature");
             },
             [=](model::Project &p) {
                 shapes0(p.sprites[0]).resize(2); // the box and circle stay
                 shapes0(p.sprites[0]) << triangle;
             },
             "Trace Armature",
             {"0:Shapes"},
             {"0:Shapes"}},
            {"ReplaceArmature append",
             [=](Document *d) {
                 return new ReplaceArmature(d, 0, {triangle}, true, "Append Traced");
             },
             [=](model::Project &p) { shapes0(p.sprites[0]) << triangle; },
             "Append Traced",
             {"0:Shapes"},
             {"0:Shapes"}},
            {"ApplyShapesToSprites",
             [=](Document *d) {
                 return new ApplyShapesToSprites(d, shapes0(hero), {1, 2});
             },
             [=](model::Project &p) {
                 for (const int i : {1, 2})
                     shapes0(p.sprites[i]) = shapes0(hero);
             },
             "Apply Shapes to 2 Sprites",
             {"1:Shapes", "2:Shapes"},
             {"2:Shapes", "1:Shapes"}},
            {"ApplyShapesToSprites one",
             [=](Document *d) {
                 return new ApplyShapesToSprites(d, shapefixture::polygonsOf(hero), {2});
             },
             [=](model::Project &p) { shapes0(p.sprites[2]) = shapefixture::polygonsOf(hero); },
             "Apply Shapes to 1 Sprite",
             {"2:Shapes"},
             {"2:Shapes"}},
    };
}

void TestCommands::command()
{
    QFETCH(int, row);
    checkCommand(cases().at(row));
}

QTEST_MAIN(TestCommands)
#include "tst_commands.moc"
