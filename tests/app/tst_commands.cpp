// Every undo command on a realistic document: redo, undo and redo again must give exactly
// the expected project (== on model::Project, coordinates like 0.1 and 38.4 included, so
// any float drift shows), with the expected text and Document signals. The expected
// projects are edited by hand in each row, not computed by the commands. Then merging:
// drags with one drag id are one step, different ids stay apart, a drag back to its start
// leaves the stack, and commands that change nothing never enter it.

#include "commands/shapecommands.h"
#include "commands/spritecommands.h"
#include "document.h"

#include "model/projectformat.h"

#include <QDir>
#include <QImage>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <cmath>
#include <functional>
#include <memory>

using namespace hitbox;
using namespace hitbox::editor;
using collision::Vec2;

namespace {

// The first lines where two projects' document texts differ, for failure messages.
QString projectDifference(const model::Project &actual, const model::Project &expected)
{
    const QString doc = QStringLiteral("/t.hitbox.json");
    const QStringList a = QString::fromUtf8(model::serializeProject(actual, doc)).split('\n');
    const QStringList e = QString::fromUtf8(model::serializeProject(expected, doc)).split('\n');
    for (qsizetype i = 0; i < std::max(a.size(), e.size()); ++i) {
        if (a.value(i) != e.value(i)) {
            return QStringLiteral("line %1\n   actual:   %2\n   expected: %3")
                    .arg(i + 1)
                    .arg(a.mid(std::max<qsizetype>(0, i - 3), 5).join('\n'),
                         e.mid(std::max<qsizetype>(0, i - 3), 5).join('\n'));
        }
    }
    return QStringLiteral("projects differ, but their document texts are the same");
}

} // namespace

#define COMPARE_PROJECT(actual, expected)                                                          \
    QVERIFY2((actual) == (expected), qPrintable(projectDifference((actual), (expected))))

namespace {

model::PolygonShape polygon(const QString &name, const QString &role, std::vector<Vec2> points)
{
    return {name, role, collision::Polygon{std::move(points)}};
}

QString changesText(SpriteChanges changes)
{
    QStringList parts;
    const std::pair<SpriteChange, const char *> names[] = {
            {SpriteChange::Properties, "Properties"},
            {SpriteChange::Pivot, "Pivot"},
            {SpriteChange::Box, "Box"},
            {SpriteChange::Circle, "Circle"},
            {SpriteChange::Polygons, "Polygons"},
    };
    for (const auto &[flag, name] : names) {
        if (changes & flag)
            parts << QLatin1String(name);
    }
    return parts.join(QLatin1Char('|'));
}

// The structural signals of a Document, recorded with QSignalSpy and written as
// "inserted(i)", "removed(i)" and "i:Flags", in that order (each kind in emission order).
class DocumentSignals
{
public:
    explicit DocumentSignals(Document *document)
        : m_inserted(document, &Document::spriteInserted)
        , m_removed(document, &Document::spriteRemoved)
        , m_changed(document, &Document::spriteChanged)
    {}

    QStringList take()
    {
        QStringList log;
        for (const QList<QVariant> &args : std::as_const(m_inserted))
            log << QStringLiteral("inserted(%1)").arg(args.at(0).toInt());
        for (const QList<QVariant> &args : std::as_const(m_removed))
            log << QStringLiteral("removed(%1)").arg(args.at(0).toInt());
        for (const QList<QVariant> &args : std::as_const(m_changed)) {
            log << QStringLiteral("%1:%2")
                            .arg(args.at(0).toInt())
                            .arg(changesText(args.at(1).value<SpriteChanges>()));
        }
        m_inserted.clear();
        m_removed.clear();
        m_changed.clear();
        return log;
    }

private:
    QSignalSpy m_inserted;
    QSignalSpy m_removed;
    QSignalSpy m_changed;
};

using MakeCommand = std::function<QUndoCommand *(Document *)>;
using EditProject = std::function<void(model::Project &)>;

// One row of the command table.
struct CommandCase
{
    const char *name;
    MakeCommand make;
    EditProject expect; ///< the hand-made edit the command must equal
    QString text;
    QStringList redoSignals;
    QStringList undoSignals;
};

// Moves every shape of a sprite by d (the hand-written oracle for pivot changes).
void shiftShapes(model::Sprite &s, Vec2 d)
{
    if (s.box) {
        s.box->x += d.x;
        s.box->y += d.y;
    }
    if (s.circle)
        s.circle->center = s.circle->center + d;
    for (model::PolygonShape &shape : s.polygons) {
        for (Vec2 &p : shape.polygon.points)
            p = p + d;
    }
}

} // namespace

class TestCommands : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void command_data();
    void command();

    void dragMerges_data();
    void dragMerges();
    void differentDragsStaySeparate();
    void differentKindsDoNotMerge();
    void dragBackToStartLeavesTheStack();
    void pivotDragBackToStartHasNoDrift();
    void noMergeAcrossSave();
    void zeroChangeCommandsAreDropped_data();
    void zeroChangeCommandsAreDropped();
    void setPivotKeepsShapesOnTheImage();
    void modifiedFollowsUndo();

private:
    QString path(const QString &name) const { return m_dir->filePath(name); }
    QUndoStack *stack() const { return m_document->undoStack(); }
    QList<CommandCase> cases() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    model::Project m_project;
    std::unique_ptr<Document> m_document;
};

void TestCommands::initTestCase()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    const struct
    {
        const char *file;
        QSize size;
    } images[] = {{"hero.png", {50, 40}},
                  {"crate.png", {30, 30}},
                  {"extra.png", {20, 10}},
                  {"moved/hero.png", {50, 40}}};
    QVERIFY(QDir(m_dir->path()).mkpath(QStringLiteral("moved")));
    for (const auto &image : images) {
        QImage img(image.size, QImage::Format_ARGB32);
        img.fill(QColor(40, 90, 200, 180));
        QVERIFY(img.save(path(QLatin1String(image.file))));
    }

    model::Sprite hero;
    hero.name = QStringLiteral("hero");
    hero.imagePath = path(QStringLiteral("hero.png"));
    hero.threshold = 100;
    hero.pivot = Vec2{24.5, 19.9};
    hero.box = collision::Rect{-20.3, -15.1, 38.4, 30.2};
    hero.circle = collision::Circle{{0.1, -0.2}, 18.7};
    hero.polygons << polygon("body", "hurtbox", {{0.1, -10}, {38.4, 5.5}, {-12.7, 9.3}})
                  << polygon("arm", "hitbox", {{1, 1}, {5, 1}, {5, 4}, {3, 2.5}, {1, 4}});
    model::Sprite crate;
    crate.name = QStringLiteral("crate");
    crate.imagePath = path(QStringLiteral("crate.png"));
    crate.colorKey = model::ColorKey{QColor(255, 0, 255), 4};
    crate.box = collision::Rect{-12, -12, 24, 24};
    model::Sprite extra;
    extra.name = QStringLiteral("extra");
    extra.imagePath = path(QStringLiteral("extra.png"));
    extra.threshold = 0;
    extra.pivot = Vec2{0, 0};
    m_project.sprites = {hero, crate, extra};
    m_project.preview.instances
            = {{0, {100, 50}, 0, {1, 1}, {}}, {2, {10.5, 20.25}, 30, {2, 0.5}, {3, -4}}};
    m_project.preview.board = collision::Rect{0, 0, 640, 480};
}

void TestCommands::init()
{
    m_document = std::make_unique<Document>();
    m_document->resetProject(m_project, path(QStringLiteral("test.hitbox.json")));
    COMPARE_PROJECT(m_document->project(), m_project);
}

void TestCommands::cleanup()
{
    m_document.reset();
}

QList<CommandCase> TestCommands::cases() const
{
    const QString extraPath = path(QStringLiteral("extra.png"));
    const QString movedHero = path(QStringLiteral("moved/hero.png"));
    model::Sprite ghost;
    ghost.name = QStringLiteral("ghost");
    ghost.imagePath = extraPath;
    ghost.circle = collision::Circle{{0.1, 0.1}, 3.3};
    model::Sprite ghost2 = ghost;
    ghost2.name = QStringLiteral("ghost 2");
    const model::PolygonShape triangle
            = polygon("tri", "sensor", {{0.1, 0.2}, {38.4, 0.2}, {5, 9.9}});
    const auto heroShapes = [](const model::Sprite &s) { return SpriteShapes::of(s); };
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
             {"0:Pivot|Box|Circle|Polygons"},
             {"0:Pivot|Box|Circle|Polygons"}},
            {"SetPivot from the image centre",
             [](Document *d) {
                 return new SetPivot(d, 1, Vec2{0.1, 29.9});
             },
             [](model::Project &p) {
                 p.sprites[1].pivot = Vec2{0.1, 29.9};
                 shiftShapes(p.sprites[1], Vec2{15, 15} - Vec2{0.1, 29.9}); // crate 30x30
             },
             "Move Pivot",
             {"1:Pivot|Box|Circle|Polygons"},
             {"1:Pivot|Box|Circle|Polygons"}},
            {"SetPivot reset",
             [](Document *d) { return new SetPivot(d, 2, std::nullopt); },
             [](model::Project &p) { p.sprites[2].pivot.reset(); }, // extra has no shapes
             "Move Pivot",
             {"2:Pivot|Box|Circle|Polygons"},
             {"2:Pivot|Box|Circle|Polygons"}},
            {"LocateImage",
             [=](Document *d) { return new LocateImage(d, 0, movedHero); },
             [=](model::Project &p) { p.sprites[0].imagePath = movedHero; },
             "Locate Image",
             {"0:Properties"},
             {"0:Properties"}},
            {"AddReducedBox new",
             [](Document *d) { return new AddReducedBox(d, 2); },
             // extra: 20x10, pivot (0, 0): 16x8 centred.
             [](model::Project &p) {
                 p.sprites[2].box = collision::Rect{2, 1, 16, 8};
             },
             "Add Reduced Box",
             {"2:Box"},
             {"2:Box"}},
            {"AddReducedBox replaces",
             [](Document *d) { return new AddReducedBox(d, 0); },
             // hero: 50x40, pivot (24.5, 19.9): 40x32 from image (5, 4).
             [](model::Project &p) {
                 p.sprites[0].box = collision::Rect{5 - 24.5, 4 - 19.9, 40, 32};
             },
             "Add Reduced Box",
             {"0:Box"},
             {"0:Box"}},
            {"SetReducedBox",
             [](Document *d) {
                 return new SetReducedBox(d, 1, collision::Rect{-10.5, -7.25, 0.1, 38.4});
             },
             [](model::Project &p) {
                 p.sprites[1].box = collision::Rect{-10.5, -7.25, 0.1, 38.4};
             },
             "Change Reduced Box",
             {"1:Box"},
             {"1:Box"}},
            {"SetReducedBox remove",
             [](Document *d) { return new SetReducedBox(d, 0, std::nullopt); },
             [](model::Project &p) { p.sprites[0].box.reset(); },
             "Remove Reduced Box",
             {"0:Box"},
             {"0:Box"}},
            {"AddCircle",
             [](Document *d) { return new AddCircle(d, 1); },
             // crate: 30x30, centre pivot: radius 0.8 * 15.
             [](model::Project &p) {
                 p.sprites[1].circle = collision::Circle{{0, 0}, 12};
             },
             "Add Circle",
             {"1:Circle"},
             {"1:Circle"}},
            {"SetCircle",
             [](Document *d) {
                 return new SetCircle(d, 0, collision::Circle{{-3.3, 4.4}, 0.1});
             },
             [](model::Project &p) {
                 p.sprites[0].circle = collision::Circle{{-3.3, 4.4}, 0.1};
             },
             "Change Circle",
             {"0:Circle"},
             {"0:Circle"}},
            {"SetCircle remove",
             [](Document *d) { return new SetCircle(d, 0, std::nullopt); },
             [](model::Project &p) { p.sprites[0].circle.reset(); },
             "Remove Circle",
             {"0:Circle"},
             {"0:Circle"}},
            {"AddPolygon",
             [=](Document *d) { return new AddPolygon(d, 2, triangle); },
             [=](model::Project &p) { p.sprites[2].polygons << triangle; },
             "Add Polygon",
             {"2:Polygons"},
             {"2:Polygons"}},
            {"RemoveShapes",
             [](Document *d) {
                 ShapeSelection selection;
                 selection.box = true;
                 selection.polygons = {0};
                 return new RemoveShapes(d, 0, selection);
             },
             [](model::Project &p) {
                 p.sprites[0].box.reset();
                 p.sprites[0].polygons.removeFirst();
             },
             "Remove Shapes",
             {"0:Box|Circle|Polygons"},
             {"0:Box|Circle|Polygons"}},
            {"RemoveShapes all polygons",
             [](Document *d) {
                 ShapeSelection selection;
                 selection.polygons = {1, 0};
                 return new RemoveShapes(d, 0, selection);
             },
             [](model::Project &p) { p.sprites[0].polygons.clear(); },
             "Remove Shapes",
             {"0:Polygons"},
             {"0:Polygons"}},
            {"MoveShapes",
             [=](Document *d) {
                 SpriteShapes after = heroShapes(hero);
                 after.circle->center = Vec2{0.2, 38.2};
                 after.polygons[1].polygon.points
                         = {{1.1, 1}, {5.1, 1}, {5.1, 4}, {3.1, 2.5}, {1.1, 4}};
                 return new MoveShapes(d, 0, after, 1);
             },
             [](model::Project &p) {
                 p.sprites[0].circle->center = Vec2{0.2, 38.2};
                 p.sprites[0].polygons[1].polygon.points
                         = {{1.1, 1}, {5.1, 1}, {5.1, 4}, {3.1, 2.5}, {1.1, 4}};
             },
             "Move Shapes",
             {"0:Box|Circle|Polygons"},
             {"0:Box|Circle|Polygons"}},
            {"MovePolygonPoints",
             [=](Document *d) {
                 QList<model::PolygonShape> polygons = hero.polygons;
                 polygons[0].polygon.points[1] = Vec2{38.5, 5.4};
                 polygons[1].polygon.points[3] = Vec2{3, 0.1};
                 return new MovePolygonPoints(d, 0, polygons, 1);
             },
             [](model::Project &p) {
                 p.sprites[0].polygons[0].polygon.points[1] = Vec2{38.5, 5.4};
                 p.sprites[0].polygons[1].polygon.points[3] = Vec2{3, 0.1};
             },
             "Move Points",
             {"0:Polygons"},
             {"0:Polygons"}},
            {"InsertPolygonPoint",
             [](Document *d) {
                 return new InsertPolygonPoint(d, 0, 1, 3, Vec2{4.2, 3.3});
             },
             [](model::Project &p) {
                 p.sprites[0].polygons[1].polygon.points
                         = {{1, 1}, {5, 1}, {5, 4}, {4.2, 3.3}, {3, 2.5}, {1, 4}};
             },
             "Insert Point",
             {"0:Polygons"},
             {"0:Polygons"}},
            {"InsertPolygonPoint at the end",
             [](Document *d) {
                 return new InsertPolygonPoint(d, 0, 0, 3, Vec2{-0.1, -0.1});
             },
             [](model::Project &p) {
                 p.sprites[0].polygons[0].polygon.points.push_back({-0.1, -0.1});
             },
             "Insert Point",
             {"0:Polygons"},
             {"0:Polygons"}},
            {"RemovePolygonPoints one",
             [](Document *d) {
                 return new RemovePolygonPoints(d, 0, {{1, 3}});
             },
             [](model::Project &p) {
                 p.sprites[0].polygons[1].polygon.points = {{1, 1}, {5, 1}, {5, 4}, {1, 4}};
             },
             "Remove Point",
             {"0:Polygons"},
             {"0:Polygons"}},
            {"RemovePolygonPoints emptying a polygon",
             [](Document *d) {
                 return new RemovePolygonPoints(d, 0, {{0, 0}, {0, 1}, {0, 2}, {1, 0}});
             },
             [](model::Project &p) {
                 p.sprites[0].polygons.removeFirst();
                 p.sprites[0].polygons[0].polygon.points = {{5, 1}, {5, 4}, {3, 2.5}, {1, 4}};
             },
             "Remove Points",
             {"0:Polygons"},
             {"0:Polygons"}},
            {"RenameShape",
             [](Document *d) { return new RenameShape(d, 0, 1, QStringLiteral("claw")); },
             [](model::Project &p) { p.sprites[0].polygons[1].name = QStringLiteral("claw"); },
             "Rename Shape",
             {"0:Polygons"},
             {"0:Polygons"}},
            {"SetShapeRole",
             [](Document *d) { return new SetShapeRole(d, 0, 0, QStringLiteral("sensor")); },
             [](model::Project &p) { p.sprites[0].polygons[0].role = QStringLiteral("sensor"); },
             "Set Shape Role",
             {"0:Polygons"},
             {"0:Polygons"}},
            {"PasteShapes",
             [=](Document *d) {
                 return new PasteShapes(d,
                                        1,
                                        SpriteShapes{collision::Rect{0.1, 0.2, 3, 4},
                                                     std::nullopt,
                                                     {triangle, triangle}});
             },
             [=](model::Project &p) {
                 p.sprites[1].box = collision::Rect{0.1, 0.2, 3, 4}; // replaces; no circle given
                 p.sprites[1].polygons << triangle << triangle;
             },
             "Paste Shapes",
             {"1:Box|Circle|Polygons"},
             {"1:Box|Circle|Polygons"}},
            {"PasteShapes polygons only",
             [=](Document *d) {
                 return new PasteShapes(d, 0, SpriteShapes{{}, {}, {triangle}});
             },
             [=](model::Project &p) { p.sprites[0].polygons << triangle; },
             "Paste Shapes",
             {"0:Polygons"},
             {"0:Polygons"}},
            {"ReplaceArmature",
             [=](Document *d) {
                 return new ReplaceArmature(d, 0, {triangle}, false, "Trace Armature");
             },
             [=](model::Project &p) { p.sprites[0].polygons = {triangle}; },
             "Trace Armature",
             {"0:Polygons"},
             {"0:Polygons"}},
            {"ReplaceArmature append",
             [=](Document *d) {
                 return new ReplaceArmature(d, 0, {triangle}, true, "Append Traced");
             },
             [=](model::Project &p) { p.sprites[0].polygons << triangle; },
             "Append Traced",
             {"0:Polygons"},
             {"0:Polygons"}},
            {"ApplyShapesToSprites",
             [=](Document *d) {
                 return new ApplyShapesToSprites(d, heroShapes(hero), {1, 2});
             },
             [=](model::Project &p) {
                 for (const int i : {1, 2}) {
                     p.sprites[i].box = hero.box;
                     p.sprites[i].circle = hero.circle;
                     p.sprites[i].polygons = hero.polygons;
                 }
             },
             "Apply Shapes to 2 Sprites",
             {"1:Box|Circle|Polygons", "2:Box|Circle|Polygons"},
             {"2:Box|Circle|Polygons", "1:Box|Circle|Polygons"}},
            {"ApplyShapesToSprites one",
             [=](Document *d) {
                 return new ApplyShapesToSprites(d, SpriteShapes{{}, {}, hero.polygons}, {2});
             },
             [=](model::Project &p) { p.sprites[2].polygons = hero.polygons; },
             "Apply Shapes to 1 Sprite",
             {"2:Polygons"},
             {"2:Polygons"}},
    };
}

void TestCommands::command_data()
{
    QTest::addColumn<int>("row");
    const QList<CommandCase> all = cases();
    for (int i = 0; i < all.size(); ++i)
        QTest::newRow(all[i].name) << i;
}

void TestCommands::command()
{
    QFETCH(int, row);
    const CommandCase c = cases().at(row);
    const model::Project before = m_document->project();
    model::Project expected = before;
    c.expect(expected);
    QVERIFY(!(expected == before));

    DocumentSignals signalLog(m_document.get());
    QUndoCommand *command = c.make(m_document.get());
    QCOMPARE(command->text(), c.text);
    QVERIFY(!command->isObsolete());
    COMPARE_PROJECT(m_document->project(), before); // constructing changes nothing
    QCOMPARE(signalLog.take(), QStringList());

    stack()->push(command);
    COMPARE_PROJECT(m_document->project(), expected);
    QCOMPARE(signalLog.take(), c.redoSignals);
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(stack()->undoText(), c.text);
    QVERIFY(m_document->isModified());

    stack()->undo();
    COMPARE_PROJECT(m_document->project(), before);
    QCOMPARE(signalLog.take(), c.undoSignals);
    QVERIFY(!m_document->isModified());

    stack()->redo();
    COMPARE_PROJECT(m_document->project(), expected);
    QCOMPARE(signalLog.take(), c.redoSignals);
    stack()->undo();
    COMPARE_PROJECT(m_document->project(), before);
}

void TestCommands::dragMerges_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("text");
    QTest::newRow("MovePolygonPoints") << 0 << "Move Points";
    QTest::newRow("MoveShapes") << 1 << "Move Shapes";
    QTest::newRow("SetReducedBox") << 2 << "Change Reduced Box";
    QTest::newRow("SetCircle") << 3 << "Change Circle";
    QTest::newRow("SetPivot") << 4 << "Move Pivot";
    QTest::newRow("SetAlphaThreshold") << 5 << "Set Alpha Threshold";
}

namespace {

// The step-th move of a drag of the given kind, as the tools push it: the full new state
// computed from the state at the drag's start.
QUndoCommand *dragStep(Document *d, const model::Sprite &start, int kind, int step, quint64 id)
{
    const double t = 0.1 * step;
    switch (kind) {
    case 0: {
        QList<model::PolygonShape> polygons = start.polygons;
        polygons[0].polygon.points[0] = polygons[0].polygon.points[0] + Vec2{t, 38.4 * t};
        return new MovePolygonPoints(d, 0, polygons, id);
    }
    case 1: {
        SpriteShapes shapes = SpriteShapes::of(start);
        shapes.box->x += t;
        shapes.circle->center = shapes.circle->center + Vec2{t, -t};
        return new MoveShapes(d, 0, shapes, id);
    }
    case 2:
        return new SetReducedBox(
                d,
                0,
                collision::Rect{start.box->x, start.box->y, start.box->w + t, start.box->h},
                id);
    case 3:
        return new SetCircle(
                d, 0, collision::Circle{start.circle->center, start.circle->radius + t}, id);
    case 4:
        return new SetPivot(d, 0, Vec2{start.pivot->x + t, start.pivot->y - 3 * t}, id);
    default:
        return new SetAlphaThreshold(d, 0, start.threshold + step);
    }
}

} // namespace

void TestCommands::dragMerges()
{
    QFETCH(int, kind);
    QFETCH(QString, text);
    const model::Project before = m_document->project();
    const model::Sprite start = before.sprites[0];
    stack()->push(new RenameSprite(m_document.get(), 1, QStringLiteral("box")));

    model::Project last;
    for (int step = 1; step <= 6; ++step) {
        QUndoCommand *command = dragStep(m_document.get(), start, kind, step, 42);
        stack()->push(command);
        QCOMPARE(stack()->count(), 2);
        QCOMPARE(stack()->index(), 2);
        QCOMPARE(stack()->undoText(), text);
        last = m_document->project();
    }
    // The merged step is undone and redone as a whole.
    stack()->undo();
    QCOMPARE(m_document->project().sprites[0], before.sprites[0]);
    QCOMPARE(stack()->index(), 1);
    stack()->redo();
    COMPARE_PROJECT(m_document->project(), last);
    stack()->undo();
    stack()->undo();
    COMPARE_PROJECT(m_document->project(), before);
}

void TestCommands::differentDragsStaySeparate()
{
    const model::Project before = m_document->project();
    const model::Sprite start = before.sprites[0];
    stack()->push(dragStep(m_document.get(), start, 0, 1, 1));
    stack()->push(dragStep(m_document.get(), start, 0, 2, 1));
    const model::Project afterFirst = m_document->project();
    const model::Sprite middle = afterFirst.sprites[0];
    stack()->push(dragStep(m_document.get(), middle, 0, 3, 2));
    stack()->push(dragStep(m_document.get(), middle, 0, 4, 2));
    QCOMPARE(stack()->count(), 2);
    stack()->undo();
    COMPARE_PROJECT(m_document->project(), afterFirst);
    stack()->undo();
    COMPARE_PROJECT(m_document->project(), before);

    // Drags of another sprite never merge with this one's, even with the same id.
    stack()->clear();
    QList<model::PolygonShape> polygons = m_document->sprite(0).polygons;
    polygons[1].polygon.points[0] = Vec2{0.1, 0.1};
    stack()->push(new MovePolygonPoints(m_document.get(), 0, polygons, 5));
    stack()->push(new MovePolygonPoints(
            m_document.get(), 2, {polygon("p", "", {{0, 0}, {1, 0}, {0, 1}})}, 5));
    QCOMPARE(stack()->count(), 2);
    // Threshold changes of two sprites stay two steps.
    stack()->push(new SetAlphaThreshold(m_document.get(), 0, 1));
    stack()->push(new SetAlphaThreshold(m_document.get(), 1, 2));
    stack()->push(new SetAlphaThreshold(m_document.get(), 1, 3));
    QCOMPARE(stack()->count(), 4);
}

void TestCommands::differentKindsDoNotMerge()
{
    const model::Sprite start = m_document->sprite(0);
    stack()->push(dragStep(m_document.get(), start, 0, 1, 9));
    stack()->push(dragStep(m_document.get(), m_document->sprite(0), 1, 1, 9));
    stack()->push(dragStep(m_document.get(), m_document->sprite(0), 2, 1, 9));
    stack()->push(dragStep(m_document.get(), m_document->sprite(0), 3, 1, 9));
    stack()->push(dragStep(m_document.get(), m_document->sprite(0), 4, 1, 9));
    QCOMPARE(stack()->count(), 5);
    // Commands without a merge id never merge.
    stack()->push(new InsertPolygonPoint(m_document.get(), 0, 0, 0, {1, 1}));
    stack()->push(new InsertPolygonPoint(m_document.get(), 0, 0, 0, {2, 2}));
    QCOMPARE(stack()->count(), 7);
    stack()->setIndex(0);
    COMPARE_PROJECT(m_document->project(), m_project);
}

void TestCommands::dragBackToStartLeavesTheStack()
{
    for (int kind = 0; kind < 6; ++kind) {
        init();
        const model::Project before = m_document->project();
        const model::Sprite start = before.sprites[0];
        stack()->push(new RenameSprite(m_document.get(), 2, QStringLiteral("other")));
        const model::Project renamed = m_document->project();
        QSignalSpy indexChanged(stack(), &QUndoStack::indexChanged);
        for (const int step : {1, 5, 3})
            stack()->push(dragStep(m_document.get(), start, kind, step, 77));
        QCOMPARE(stack()->count(), 2);
        // Back to where it started: the merged command is obsolete and leaves the stack.
        stack()->push(dragStep(m_document.get(), start, kind, 0, 77));
        QVERIFY2(m_document->project() == renamed, qPrintable(QString::number(kind)));
        QCOMPARE(stack()->count(), 1);
        QCOMPARE(stack()->index(), 1);
        QCOMPARE(stack()->undoText(), QStringLiteral("Rename Sprite"));
        QCOMPARE(indexChanged.last().at(0).toInt(), 1);
        stack()->undo();
        COMPARE_PROJECT(m_document->project(), before);
        QVERIFY(!m_document->isModified());
        cleanup();
    }
}

void TestCommands::pivotDragBackToStartHasNoDrift()
{
    // Every step shifts the shapes from the previous step's coordinates; a drag through
    // awkward values and back must still restore the exact start.
    const model::Project before = m_document->project();
    for (const Vec2 pivot :
         {Vec2{10.1, 38.4}, Vec2{0.1, 0.7}, Vec2{-3.3, 17.9}, Vec2{49.9, 0.3}, Vec2{24.5, 19.9}}) {
        stack()->push(new SetPivot(m_document.get(), 0, pivot, 3));
    }
    COMPARE_PROJECT(m_document->project(), before);
    QCOMPARE(stack()->count(), 0);
    QVERIFY(!m_document->isModified());

    // A drag that ends elsewhere ends exactly where one step from the start would.
    for (const Vec2 pivot : {Vec2{10.1, 38.4}, Vec2{0.1, 0.7}, Vec2{-3.3, 17.9}})
        stack()->push(new SetPivot(m_document.get(), 0, pivot, 4));
    const model::Project dragged = m_document->project();
    QCOMPARE(stack()->count(), 1);
    stack()->undo();
    COMPARE_PROJECT(m_document->project(), before);
    stack()->push(new SetPivot(m_document.get(), 0, Vec2{-3.3, 17.9}, 5));
    COMPARE_PROJECT(m_document->project(), dragged);
}

void TestCommands::noMergeAcrossSave()
{
    const model::Sprite start = m_document->sprite(0);
    stack()->push(dragStep(m_document.get(), start, 2, 1, 8));
    m_document->markSaved();
    const model::Project saved = m_document->project();
    stack()->push(dragStep(m_document.get(), start, 2, 2, 8));
    QCOMPARE(stack()->count(), 2);
    QVERIFY(m_document->isModified());
    stack()->undo();
    COMPARE_PROJECT(m_document->project(), saved);
    QVERIFY(!m_document->isModified());
}

void TestCommands::zeroChangeCommandsAreDropped_data()
{
    QTest::addColumn<int>("row");
    const char *names[] = {
            "AddSprites none",           "RemoveSprites none",    "RenameSprite same",
            "SetAlphaThreshold same",    "SetColorKey same",      "SetPivot same",
            "LocateImage same",          "SetReducedBox same",    "SetCircle same",
            "RemoveShapes nothing",      "MoveShapes same",       "MovePolygonPoints same",
            "RemovePolygonPoints none",  "RenameShape same",      "SetShapeRole same",
            "PasteShapes empty",         "ReplaceArmature same",  "ApplyShapes same",
            "SetReducedBox remove none", "SetCircle remove none", "AddReducedBox existing default"};
    for (int i = 0; i < int(std::size(names)); ++i)
        QTest::newRow(names[i]) << i;
}

void TestCommands::zeroChangeCommandsAreDropped()
{
    QFETCH(int, row);
    Document *d = m_document.get();
    const model::Sprite hero = d->sprite(0);
    // extra gets its default box first, so AddReducedBox changes nothing there.
    stack()->push(new AddReducedBox(d, 2));
    stack()->clear();

    const std::function<QUndoCommand *()> make[] = {
            [&] { return new AddSprites(d, {}); },
            [&] { return new RemoveSprites(d, {}); },
            [&] { return new RenameSprite(d, 0, QStringLiteral("hero")); },
            [&] { return new SetAlphaThreshold(d, 0, 100); },
            [&] {
                return new SetColorKey(d, 1, model::ColorKey{QColor(255, 0, 255), 4});
            },
            [&] {
                return new SetPivot(d, 0, Vec2{24.5, 19.9});
            },
            [&] { return new LocateImage(d, 0, hero.imagePath); },
            [&] { return new SetReducedBox(d, 0, hero.box, 3); },
            [&] { return new SetCircle(d, 0, hero.circle, 3); },
            [&] { return new RemoveShapes(d, 0, ShapeSelection{}); },
            [&] { return new MoveShapes(d, 0, SpriteShapes::of(hero), 3); },
            [&] { return new MovePolygonPoints(d, 0, hero.polygons, 3); },
            [&] { return new RemovePolygonPoints(d, 0, {}); },
            [&] { return new RenameShape(d, 0, 0, QStringLiteral("body")); },
            [&] { return new SetShapeRole(d, 0, 1, QStringLiteral("hitbox")); },
            [&] { return new PasteShapes(d, 0, SpriteShapes{}); },
            [&] {
                return new ReplaceArmature(d, 0, hero.polygons, false, QStringLiteral("Trace"));
            },
            [&] { return new ApplyShapesToSprites(d, SpriteShapes::of(hero), {0}); },
            [&] { return new SetReducedBox(d, 1, std::nullopt); }, // crate has a box: see below
            [&] { return new SetCircle(d, 1, std::nullopt); },     // crate has no circle
            [&] { return new AddReducedBox(d, 2); },
    };
    if (row == 18) {
        stack()->push(new SetReducedBox(d, 1, std::nullopt));
        stack()->clear();
    }
    const model::Project start = d->project();
    DocumentSignals signalLog(d);
    QUndoCommand *command = make[row]();
    QVERIFY(command->isObsolete());
    stack()->push(command);
    QCOMPARE(stack()->count(), 0);
    QCOMPARE(stack()->index(), 0);
    COMPARE_PROJECT(d->project(), start);
    QCOMPARE(signalLog.take(), QStringList());
    QVERIFY(!d->isModified());
}

void TestCommands::setPivotKeepsShapesOnTheImage()
{
    const model::Sprite start = m_document->sprite(0);
    const Vec2 oldPivot = *start.pivot;
    quint64 dragId = 0;
    for (const Vec2 pivot : {Vec2{10.1, 38.4}, Vec2{0.1, 0.1}, Vec2{-7.7, 103.3}}) {
        stack()->push(new SetPivot(m_document.get(), 0, pivot, ++dragId));
        const model::Sprite &s = m_document->sprite(0);
        QCOMPARE(*s.pivot, pivot);
        // Image position = local + pivot is unchanged (up to rounding of the shift).
        const auto same = [](Vec2 a, Vec2 b) {
            return std::abs(a.x - b.x) < 1e-9 && std::abs(a.y - b.y) < 1e-9;
        };
        QVERIFY(same(Vec2{s.box->x, s.box->y} + pivot,
                     Vec2{start.box->x, start.box->y} + oldPivot));
        QCOMPARE(s.box->w, start.box->w);
        QCOMPARE(s.box->h, start.box->h);
        QVERIFY(same(s.circle->center + pivot, start.circle->center + oldPivot));
        QCOMPARE(s.circle->radius, start.circle->radius);
        for (int p = 0; p < start.polygons.size(); ++p) {
            for (size_t v = 0; v < start.polygons[p].polygon.points.size(); ++v) {
                QVERIFY(same(s.polygons[p].polygon.points[v] + pivot,
                             start.polygons[p].polygon.points[v] + oldPivot));
            }
        }
    }
    QCOMPARE(stack()->count(), 3);
    stack()->setIndex(0);
    QCOMPARE(m_document->sprite(0), start); // exact coordinates, no drift
    COMPARE_PROJECT(m_document->project(), m_project);
}

void TestCommands::modifiedFollowsUndo()
{
    QSignalSpy modified(m_document.get(), &Document::modifiedChanged);
    stack()->push(new RenameSprite(m_document.get(), 0, QStringLiteral("x")));
    QCOMPARE(modified.count(), 1);
    QCOMPARE(modified.last().at(0).toBool(), true);
    m_document->markSaved();
    QCOMPARE(modified.last().at(0).toBool(), false);
    stack()->undo();
    QCOMPARE(modified.last().at(0).toBool(), true);
    stack()->redo();
    QCOMPARE(modified.last().at(0).toBool(), false);
    QVERIFY(!m_document->isModified());
}

QTEST_MAIN(TestCommands)
#include "tst_commands.moc"
