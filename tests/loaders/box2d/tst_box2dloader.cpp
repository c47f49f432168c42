// Box2D 2.4 (Debian's libbox2d) builds bodies from our libGDX Physics Body Editor export
// exactly as libGDX's BodyEditorLoader.attachFixture does, in floats: scale = the frame's
// width in metres (w / pixelsPerMetre), polygon vertices v * scale - origin * scale, circle
// centres c * scale with the origin NOT subtracted (the loader's quirk, replicated here and
// documented in docs/exporting.md). Box2D's b2PolygonShape::Set aborts the test on any
// piece it cannot hold. Then, for random placements, b2TestOverlap over the pieces equals
// the kernel's armature tier, except where Box2D's polygon skin decides: b2TestOverlap
// counts shapes within 2 * b2_polygonRadius = 0.02 m (0.64 px at 32 px/m) as touching, so a
// Box2D hit that the kernel calls a miss is allowed when the boundaries are that near; a
// kernel hit Box2D misses is never allowed.

#include "loaderscene.h"

#include <box2d/box2d.h>

#include <QTemporaryDir>

using namespace loaderscene;

namespace {

constexpr double ppm = 32.0;

struct LoadedBody
{
    std::vector<b2PolygonShape> polygons;
    std::vector<b2CircleShape> circles;
};

b2Vec2 vec(const QJsonValue &v)
{
    return {float(v[u"x"].toDouble()), float(v[u"y"].toDouble())};
}

// BodyEditorLoader.attachFixture(body, name, fixtureDef, scale), minus the fixture defs.
LoadedBody attachFixture(const QJsonObject &rigidBody, float scale)
{
    LoadedBody out;
    const b2Vec2 origin = scale * vec(rigidBody[u"origin"]);
    for (const QJsonValue &polygon : rigidBody[u"polygons"].toArray()) {
        std::vector<b2Vec2> vertices;
        for (const QJsonValue &v : polygon.toArray())
            vertices.push_back(scale * vec(v) - origin);
        b2PolygonShape shape;
        shape.Set(vertices.data(), int32(vertices.size()));
        out.polygons.push_back(shape);
    }
    for (const QJsonValue &circle : rigidBody[u"circles"].toArray()) {
        b2CircleShape shape;
        shape.m_p
                = scale * b2Vec2(float(circle[u"cx"].toDouble()), float(circle[u"cy"].toDouble()));
        shape.m_radius = float(circle[u"r"].toDouble()) * scale;
        out.circles.push_back(shape);
    }
    return out;
}

QJsonObject bodyNamed(const QJsonObject &root, const QString &name)
{
    for (const QJsonValue &body : root[u"rigidBodies"].toArray()) {
        if (body[u"name"].toString() == name)
            return body.toObject();
    }
    return {};
}

QJsonObject exported(const model::Project &project, QTemporaryDir &tmp)
{
    const QString path = tmp.filePath(QStringLiteral("bodies.json"));
    model::ExportOptions options;
    options.pixelsPerMetre = ppm;
    const QString error = writeExport(project, model::ExportFormat::LibGdx, path, options);
    if (!error.isEmpty())
        qFatal("%s", qPrintable(error));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the export");
    return QJsonDocument::fromJson(file.readAll()).object();
}

// Our world (pixels, y down, clockwise degrees) in Box2D's (metres, y up, counter-clockwise).
b2Transform box2dTransform(const Placement &p)
{
    return b2Transform(b2Vec2(float(p.position.x / ppm), float(-p.position.y / ppm)),
                       b2Rot(float(-p.rotation * M_PI / 180.0)));
}

} // namespace

class TestBox2dLoader : public QObject
{
    Q_OBJECT

private slots:
    void piecesKeepTheArea();
    void overlapsAgreeWithTheKernel();
    void circleCentresAreNotOriginSubtracted();
};

void TestBox2dLoader::piecesKeepTheArea()
{
    const model::Project project = scene();
    QTemporaryDir tmp;
    const QJsonObject root = exported(project, tmp);
    for (const model::Sprite &sprite : project.sprites) {
        const float scale = float(sceneImageSize(sprite.imagePath).width() / ppm);
        const LoadedBody body = attachFixture(bodyNamed(root, sprite.name), scale);
        double box2dArea = 0;
        for (const b2PolygonShape &shape : body.polygons) {
            b2MassData mass;
            shape.ComputeMass(&mass, 1.0f);
            box2dArea += mass.mass;
        }
        double ours = 0;
        for (const model::Shape &shape : sprite.frames[0].shapes)
            ours += std::abs(collision::signedArea(shape.polygon)) / (ppm * ppm);
        QVERIFY2(std::abs(box2dArea - ours) < 1e-5 * ours,
                 qPrintable(
                         QStringLiteral("%1: %2 vs %3").arg(sprite.name).arg(box2dArea).arg(ours)));
    }
}

void TestBox2dLoader::overlapsAgreeWithTheKernel()
{
    const model::Project project = scene();
    QTemporaryDir tmp;
    const QJsonObject root = exported(project, tmp);
    std::vector<LoadedBody> bodies;
    for (const model::Sprite &sprite : project.sprites)
        bodies.push_back(attachFixture(bodyNamed(root, sprite.name),
                                       float(sceneImageSize(sprite.imagePath).width() / ppm)));
    const double skinPixels = 2 * b2_polygonRadius * ppm;
    const std::vector<Case> cases = randomCases(3000);
    int hits = 0;
    int inSkin = 0;
    for (std::size_t i = 0; i < cases.size(); ++i) {
        const Case &c = cases[i];
        bool box2d = false;
        for (const b2PolygonShape &a : bodies[std::size_t(c.a.sprite)].polygons) {
            for (const b2PolygonShape &b : bodies[std::size_t(c.b.sprite)].polygons)
                box2d = box2d
                        || b2TestOverlap(&a, 0, &b, 0, box2dTransform(c.a), box2dTransform(c.b));
        }
        const bool ours = kernelHit(project, c, false);
        hits += ours ? 1 : 0;
        if (ours == box2d)
            continue;
        const double gap = boundaryGap(project, c, false);
        QVERIFY2(box2d && gap <= skinPixels + 1e-3,
                 qPrintable(QStringLiteral("case %1: kernel %2, Box2D %3, boundaries %4 px apart")
                                    .arg(i)
                                    .arg(ours)
                                    .arg(box2d)
                                    .arg(gap)));
        ++inSkin;
    }
    qInfo("%d of %zu placements hit; %d Box2D hits within its %g px skin",
          hits,
          cases.size(),
          inSkin,
          skinPixels);
    QVERIFY(hits > int(cases.size()) / 10);
    QVERIFY(hits < int(cases.size()) * 9 / 10);
}

void TestBox2dLoader::circleCentresAreNotOriginSubtracted()
{
    // A circle at (5, -3) from the pivot (12, 20) of a 48 x 32 frame.
    model::Project project = scene();
    project.sprites[0].frames[0].shapes.append(
            model::Shape::makeCircle({{5, -3}, 4}, QStringLiteral("body")));
    QTemporaryDir tmp;
    const QJsonObject body = bodyNamed(exported(project, tmp), QStringLiteral("arrow"));
    const float scale = float(48 / ppm);
    const LoadedBody loaded = attachFixture(body, scale);
    QCOMPARE(loaded.circles.size(), std::size_t(1));
    // Where the circle belongs, relative to the pivot in metres with y up ...
    const b2Vec2 pivotRelative(float(5 / ppm), float(3 / ppm));
    // ... and where the loader puts it: off by the origin (the pivot from the frame's
    // bottom-left), (12, 32 - 20) px.
    const b2Vec2 offset = loaded.circles[0].m_p - pivotRelative;
    QVERIFY(std::abs(offset.x - float(12 / ppm)) < 1e-5f);
    QVERIFY(std::abs(offset.y - float(12 / ppm)) < 1e-5f);
    QVERIFY(std::abs(loaded.circles[0].m_radius - float(4 / ppm)) < 1e-6f);
}

QTEST_GUILESS_MAIN(TestBox2dLoader)
#include "tst_box2dloader.moc"
