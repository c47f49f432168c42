// Tests for putting imported hitboxes onto a project's sprite (model::matchingSprite,
// model::withImportedShapes): which sprite is proposed, and that every imported shape
// covers the same image pixels after the move from one pivot to another, checked by
// sampling pixel centres in image coordinates on both sides rather than by the offset.

#include "model/import/hitboxmerge.h"

#include <QTest>

using namespace hitbox;
using model::Shape;

namespace {

model::Sprite spriteOf(const QString &name, const QString &image, int frames)
{
    model::Sprite s;
    s.name = name;
    s.imagePath = image;
    s.frames.clear();
    for (int f = 0; f < frames; ++f) {
        model::Frame frame;
        frame.region.rect = QRect(f * 20, 0, 20, 10);
        s.frames << frame;
    }
    return s;
}

QSize regionSize(const model::Sprite &, const model::Frame &frame)
{
    return frame.region.rect.size();
}

bool covers(const Shape &shape, collision::Vec2 local)
{
    switch (shape.kind) {
    case model::ShapeKind::Box:
        return local.x >= shape.box.x && local.x < shape.box.x + shape.box.w
               && local.y >= shape.box.y && local.y < shape.box.y + shape.box.h;
    case model::ShapeKind::Circle: {
        const collision::Vec2 d = local - shape.circle.center;
        return d.x * d.x + d.y * d.y <= shape.circle.radius * shape.circle.radius;
    }
    case model::ShapeKind::Polygon:
        break;
    }
    const auto inside = [&](const collision::Polygon &p) {
        return collision::pointInPolygon(p, local) == collision::Containment::Inside;
    };
    if (!inside(shape.polygon))
        return false;
    for (const collision::Polygon &hole : shape.holes) {
        if (inside(hole))
            return false;
    }
    return true;
}

// The image pixels (of a 20 x 10 frame) whose centres `shape` covers around `pivot`.
QList<QPoint> pixelsOf(const Shape &shape, collision::Vec2 pivot)
{
    QList<QPoint> pixels;
    for (int y = -5; y < 15; ++y) {
        for (int x = -5; x < 25; ++x) {
            if (covers(shape, {x + 0.5 - pivot.x, y + 0.5 - pivot.y}))
                pixels << QPoint(x, y);
        }
    }
    return pixels;
}

} // namespace

class TestHitboxMerge : public QObject
{
    Q_OBJECT

private slots:
    void matching_data();
    void matching();
    void samePixels_data();
    void samePixels();
    void namesAndFrames();
};

void TestHitboxMerge::matching_data()
{
    QTest::addColumn<QList<model::Sprite>>("project");
    QTest::addColumn<model::Sprite>("imported");
    QTest::addColumn<int>("expected");
    const model::Sprite a = spriteOf(QStringLiteral("a"), QStringLiteral("/art/a.png"), 1);
    const model::Sprite b = spriteOf(QStringLiteral("b"), QStringLiteral("/art/b.png"), 1);
    QTest::newRow("empty project") << QList<model::Sprite>{} << a << -1;
    QTest::newRow("same image") << QList<model::Sprite>{b, a} << a << 1;
    QTest::newRow("image before name")
            << QList<model::Sprite>{spriteOf(QStringLiteral("a"), QStringLiteral("/x.png"), 1), a}
            << a << 1;
    QTest::newRow("same name, other image")
            << QList<model::Sprite>{b, spriteOf(QStringLiteral("a"), QStringLiteral("/x.png"), 1)}
            << a << 1;
    QTest::newRow("the first of two") << QList<model::Sprite>{a, a} << a << 0;
    QTest::newRow("nothing alike") << QList<model::Sprite>{b} << a << -1;
    // Imported without a picture (frames only): matched by name, never by an empty path.
    QTest::newRow("no image") << QList<model::Sprite>{spriteOf(QStringLiteral("z"), QString(), 1),
                                                      b}
                              << spriteOf(QStringLiteral("b"), QString(), 1) << 1;
    QTest::newRow("relative spelling") << QList<model::Sprite>{spriteOf(
            QStringLiteral("q"), QStringLiteral("/art/./a.png"), 1)}
                                       << a << 0;
}

void TestHitboxMerge::matching()
{
    QFETCH(QList<model::Sprite>, project);
    QFETCH(model::Sprite, imported);
    QFETCH(int, expected);
    model::Project p;
    p.sprites = project;
    QCOMPARE(model::matchingSprite(p, imported), expected);
}

void TestHitboxMerge::samePixels_data()
{
    QTest::addColumn<std::optional<collision::Vec2>>("fromPivot");
    QTest::addColumn<std::optional<collision::Vec2>>("ontoPivot");
    const std::optional<collision::Vec2> centre; // (10, 5) for a 20 x 10 frame
    QTest::newRow("same pivot") << centre << centre;
    QTest::newRow("centre onto corner") << centre << std::optional<collision::Vec2>({0, 0});
    QTest::newRow("corner onto centre") << std::optional<collision::Vec2>({0, 0}) << centre;
    QTest::newRow("fractional") << std::optional<collision::Vec2>({3.5, 9.25})
                                << std::optional<collision::Vec2>({17, 0.5});
    QTest::newRow("outside the frame") << std::optional<collision::Vec2>({-40, 100}) << centre;
}

void TestHitboxMerge::samePixels()
{
    QFETCH(std::optional<collision::Vec2>, fromPivot);
    QFETCH(std::optional<collision::Vec2>, ontoPivot);
    model::Sprite imported = spriteOf(QStringLiteral("x"), QString(), 1);
    imported.pivot = fromPivot;
    model::Sprite onto = spriteOf(QStringLiteral("y"), QString(), 1);
    onto.frames[0].pivot = ontoPivot; // the frame's own pivot counts too
    const collision::Vec2 from = fromPivot.value_or(collision::Vec2{10, 5});
    const collision::Vec2 to = ontoPivot.value_or(collision::Vec2{10, 5});
    // Shapes given in image pixels, made local to the imported pivot.
    Shape box = Shape::makeBox({2 - from.x, 1 - from.y, 5, 4}, QStringLiteral("hitbox"));
    Shape circle = Shape::makeCircle({{12 - from.x, 5 - from.y}, 3}, QStringLiteral("body"));
    Shape ring = Shape::makePolygon({{{1 - from.x, 1 - from.y},
                                      {19 - from.x, 1 - from.y},
                                      {19 - from.x, 9 - from.y},
                                      {1 - from.x, 9 - from.y}}},
                                    QStringLiteral("hurtbox"));
    ring.holes = {collision::Polygon{{{5 - from.x, 3 - from.y},
                                      {15 - from.x, 3 - from.y},
                                      {15 - from.x, 7 - from.y},
                                      {5 - from.x, 7 - from.y}}}};
    imported.frames[0].shapes = {box, circle, ring};

    const model::MergedShapes merged = model::withImportedShapes(onto, imported, regionSize);
    QCOMPARE(merged.shapesAdded, 3);
    QVERIFY(merged.report.isEmpty());
    const QList<Shape> &after = merged.sprite.frames[0].shapes;
    QCOMPARE(after.size(), 3);
    for (int i = 0; i < 3; ++i) {
        const QList<QPoint> before = pixelsOf(imported.frames[0].shapes[i], from);
        QVERIFY(!before.isEmpty());
        QCOMPARE(pixelsOf(after[i], to), before);
        QCOMPARE(after[i].role, imported.frames[0].shapes[i].role);
    }
    QCOMPARE(merged.sprite.frames[0].pivot, ontoPivot); // the target's pivot stays
}

void TestHitboxMerge::namesAndFrames()
{
    model::Sprite onto = spriteOf(QStringLiteral("hero"), QStringLiteral("/a.png"), 2);
    onto.frames[0].shapes << Shape::makeBox(
            {0, 0, 1, 1}, QStringLiteral("body"), QStringLiteral("fist"));
    model::Sprite imported = spriteOf(QStringLiteral("tiles"), QStringLiteral("/a.png"), 4);
    Shape fist = Shape::makeBox({0, 0, 2, 2}, QStringLiteral("hitbox"), QStringLiteral("fist"));
    fist.tracedThreshold = 128; // an import is the user's, never a trace of this frame
    imported.frames[0].shapes << fist;
    imported.frames[2].shapes << fist << fist;
    imported.frames[3].shapes << fist;

    const model::MergedShapes merged = model::withImportedShapes(onto, imported, regionSize);
    QCOMPARE(merged.shapesAdded, 1);
    QCOMPARE(merged.sprite.frames.size(), 2); // no frames added
    QCOMPARE(merged.sprite.frames[0].shapes.size(), 2);
    QCOMPARE(merged.sprite.frames[0].shapes[0], onto.frames[0].shapes[0]);
    QCOMPARE(merged.sprite.frames[0].shapes[1].name, QStringLiteral("fist 2"));
    QVERIFY(!merged.sprite.frames[0].shapes[1].tracedThreshold);
    QCOMPARE(merged.sprite.frames[1], onto.frames[1]);
    QCOMPARE(merged.report,
             QStringList{QStringLiteral("sprite \"tiles\": frames 2 to 3 (3 shapes) past the "
                                        "last frame of \"hero\"; not added")});

    // Swapped: the shorter sprite onto the longer one leaves nothing out.
    const model::MergedShapes back = model::withImportedShapes(imported, onto, regionSize);
    QCOMPARE(back.shapesAdded, 1);
    QVERIFY(back.report.isEmpty());
    QCOMPARE(back.sprite.frames.size(), 4);
}

QTEST_GUILESS_MAIN(TestHitboxMerge)
#include "tst_hitboxmerge.moc"
