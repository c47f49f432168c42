// Where Phaser draws a sprite against where it puts the sprite's body, for our Phaser
// export: Phaser's own SetBody component (under node) gives a stand-in game object the
// body, as `matter.add.sprite(x, y, key, frame, {shape})` does, and chooses the sprite's
// origin. The picture's top-left is then the body's position minus origin x size; every
// fixture's parts, seen from there, must sit where the document's shape sits in the frame
// (pivot plus the shape's coordinates), within 1e-4 px. Frames whose centre of mass is the centre
// of their bounds (one box, one circle, a symmetric pair) take Phaser's other origin branch
// (matterorigin.h); the rest take the common one. Each frame's mirrored copy (drawn with
// setFlipX) must line up with the flipped picture the same way.

#include "loaderscene.h"
#include "loaderskip.h"

#include "model/document/sprite.h"

#include <QTemporaryDir>

using namespace loaderscene;

namespace {

using hitbox::collision::Circle;
using hitbox::collision::Rect;

model::Sprite sprite(const QString &name, bool wide, Vec2 pivot, QList<model::Shape> shapes)
{
    model::Sprite s;
    s.name = name;
    s.imagePath = wide ? QStringLiteral("/img/arrow.png") : QStringLiteral("/img/claw.png");
    s.pivot = pivot;
    s.frames[0].shapes = std::move(shapes);
    return s;
}

} // namespace

Q_DECLARE_METATYPE(hitbox::model::Sprite)

class TestPhaserPlacement : public QObject
{
    Q_OBJECT

private slots:
    void pictureLinesUpWithTheBody_data();
    void pictureLinesUpWithTheBody();
};

void TestPhaserPlacement::pictureLinesUpWithTheBody_data()
{
    QTest::addColumn<model::Sprite>("sprite");
    QTest::addColumn<bool>("centredMass"); // Phaser's other branch (render offsets written)

    const auto box = [](double x, double y, double w, double h, const QString &name) {
        return model::Shape::makeBox(Rect{x, y, w, h}, QStringLiteral("body"), name);
    };
    const auto circle = [](double x, double y, double r, const QString &name) {
        return model::Shape::makeCircle(Circle{{x, y}, r}, QStringLiteral("body"), name);
    };
    // Frames are 48 x 32 (wide) or 40 x 40; shapes are relative to the pivot.
    QTest::newRow("one box off centre") << sprite(
            QStringLiteral("box"), false, {20, 20}, {box(-18, -16, 10, 26, QStringLiteral("b"))})
                                        << true;
    QTest::newRow("one box, pivot at the corner") << sprite(
            QStringLiteral("cornerbox"), true, {0, 0}, {box(30, 2, 16, 8, QStringLiteral("b"))})
                                                  << true;
    QTest::newRow("box centred in the frame") << sprite(
            QStringLiteral("centred"), false, {20, 20}, {box(-5, -5, 10, 10, QStringLiteral("b"))})
                                              << true;
    QTest::newRow("one circle") << sprite(
            QStringLiteral("ball"), true, {24, 16}, {circle(14, -8, 6, QStringLiteral("c"))})
                                << true;
    QTest::newRow("big circle (25 sides)") << sprite(
            QStringLiteral("bigball"), false, {0, 40}, {circle(12, -14, 30, QStringLiteral("c"))})
                                           << true;
    QTest::newRow("two boxes mirrored about x = 8")
            << sprite(QStringLiteral("pair"),
                      true,
                      {0, 0},
                      {box(0, 4, 4, 6, QStringLiteral("l")), box(12, 4, 4, 6, QStringLiteral("r"))})
            << true;
    QTest::newRow("box and circle, asymmetric") << sprite(
            QStringLiteral("mixed"),
            true,
            {24, 16},
            {box(-20, -10, 8, 8, QStringLiteral("b")), circle(10, 6, 5, QStringLiteral("c"))})
                                                << false;
    const model::Project arrows = scene();
    QTest::newRow("concave arrow and triangle") << arrows.sprites[0] << false;
    QTest::newRow("C and square") << arrows.sprites[1] << false;
}

void TestPhaserPlacement::pictureLinesUpWithTheBody()
{
    QFETCH(model::Sprite, sprite);
    QFETCH(bool, centredMass);
    QString why;
    const QString dir = nodeFolder(&why);
    if (dir.isEmpty())
        HITBOX_SKIP_WITHOUT_LOADER(why);
    model::Project project;
    project.sprites = {sprite};
    QTemporaryDir tmp;
    const QString exported = tmp.filePath(QStringLiteral("shapes.json"));
    model::ExportOptions options;
    options.mirrored = true; // NAME and NAME_flipped
    QCOMPARE(writeExport(project, model::ExportFormat::Phaser, exported, options), QString());
    QFile exportFile(exported);
    QVERIFY(exportFile.open(QIODevice::ReadOnly));
    const QJsonObject bodies = QJsonDocument::fromJson(exportFile.readAll()).object();
    const QString flippedKey = sprite.name + QStringLiteral("_flipped");
    for (const QString &key : {sprite.name, flippedKey})
        QCOMPARE(bodies[key].toObject().contains(QStringLiteral("render")), centredMass);

    const QSize size = sceneImageSize(sprite.imagePath);
    const Vec2 at{137.5, -61.25}; // where the game creates the sprite
    const QJsonObject frame{
            {"x", at.x}, {"y", at.y}, {"width", size.width()}, {"height", size.height()}};
    QFile frames(tmp.filePath(QStringLiteral("frames.json")));
    QVERIFY(frames.open(QIODevice::WriteOnly));
    frames.write(QJsonDocument(QJsonObject{{sprite.name, frame}, {flippedKey, frame}}).toJson());
    frames.close();
    QString error;
    const QJsonObject placed
            = runNode(dir,
                      {QStringLiteral("phaser-sprite.cjs"), exported, frames.fileName()},
                      &error)
                      .object();
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const Vec2 pivot = model::effectivePivot(sprite, sprite.frames[0], size);
    for (const QString &key : {sprite.name, flippedKey}) {
        // The mirrored copy is drawn flipped in place (setFlipX): a pixel at x of the frame
        // shows at width - x, and its shapes must follow.
        const bool flipped = key == flippedKey;
        const QJsonObject body = placed[key].toObject();
        const QJsonArray origin = body[u"origin"].toArray();
        const QJsonArray position = body[u"position"].toArray();
        const Vec2 topLeft{position[0].toDouble() - origin[0].toDouble() * size.width(),
                           position[1].toDouble() - origin[1].toDouble() * size.height()};
        const QJsonObject fixtures = body[u"fixtures"].toObject();
        QCOMPARE(fixtures.size(), qsizetype(sprite.frames[0].shapes.size()));
        for (const model::Shape &shape : sprite.frames[0].shapes) {
            const QJsonArray part = fixtures[shape.name].toArray();
            QVERIFY2(!part.isEmpty(), qPrintable(key + u' ' + shape.name));
            Vec2 expected = centreOfArea(shape) + pivot;
            if (flipped)
                expected.x = size.width() - expected.x;
            const Vec2 seen{part[1].toDouble() - topLeft.x, part[2].toDouble() - topLeft.y};
            // Our JSON keeps 6 decimals: the render offsets, shares of the frame, put the
            // picture within 1e-6 x its size (48 px: 5e-5 px) of the exact place.
            QVERIFY2(std::abs(seen.x - expected.x) < 1e-4 && std::abs(seen.y - expected.y) < 1e-4,
                     qPrintable(QStringLiteral("%1 %2: Phaser draws it at (%3, %4) of the "
                                               "frame, the document has (%5, %6)")
                                        .arg(key, shape.name)
                                        .arg(seen.x)
                                        .arg(seen.y)
                                        .arg(expected.x)
                                        .arg(expected.y)));
        }
    }
}

QTEST_GUILESS_MAIN(TestPhaserPlacement)
#include "tst_phaserplacement.moc"
