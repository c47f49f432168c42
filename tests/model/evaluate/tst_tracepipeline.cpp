// traceSolidPixels, the pipeline shared by the Trace dialog and hitbox-cli trace: what
// each output mode stores, checked with exact point location and shoelace areas on the
// synthetic sprites of referencetrace.h (not with the kernels under the pipeline).

#include "model/evaluate/projectvalidation.h"
#include "model/evaluate/tracepipeline.h"
#include "referencetrace.h"

#include <QTest>

#include <cmath>

using namespace hitbox;
using namespace hitbox::testing;

namespace {

RefBitmap synthetic(const char *name)
{
    for (const RefSyntheticShape &s : refSyntheticShapes()) {
        if (std::string(s.name) == name)
            return s.bitmap;
    }
    qFatal("no synthetic shape %s", name);
}

double shoelace(const collision::Polygon &p)
{
    double twice = 0;
    for (std::size_t i = 0; i < p.points.size(); ++i) {
        const collision::Vec2 a = p.points[i];
        const collision::Vec2 b = p.points[(i + 1) % p.points.size()];
        twice += a.x * b.y - b.x * a.y;
    }
    return std::abs(twice) / 2;
}

// Solid pixel centres outside every polygon.
int uncoveredCentres(const RefBitmap &b, const model::TraceResult &r)
{
    int n = 0;
    for (int y = 0; y < b.height; ++y) {
        for (int x = 0; x < b.width; ++x) {
            if (!b.at(x, y))
                continue;
            bool inside = false;
            for (const model::TracedPolygon &p : r.polygons)
                inside = inside
                         || collision::pointInPolygon(p.polygon, {x + 0.5, y + 0.5})
                                    != collision::Containment::Outside;
            n += inside ? 0 : 1;
        }
    }
    return n;
}

} // namespace

class TestTracePipeline : public QObject
{
    Q_OBJECT

private slots:
    void holesFilledByDefault();
    void shapeWithHolesStaysOnePolygon();
    void shapeWithHolesAsPieces();
    void holesCapped();
    void convexPiecesEverywhere();
    void convexHull();
    void growAndConservativeCoverEverything();
    void spriteLocal();
};

void TestTracePipeline::holesFilledByDefault()
{
    const RefBitmap ring = synthetic("ring");
    const model::TraceResult r = model::traceSolidPixels(refToMask(ring), {});
    QVERIFY(r.ok);
    QCOMPARE(r.shapes.size(), std::size_t(1));
    QCOMPARE(r.holeCount, std::size_t(0));
    QCOMPARE(r.polygons.size(), std::size_t(1));
    QCOMPARE(r.polygons[0].piece, -1);
    QCOMPARE(r.vertexCount, r.polygons[0].polygon.points.size());
    // The filled hole (radius 60) is excess: about 60^2 / 112^2 of the outline's area.
    QVERIFY2(std::abs(r.quality.excess - 3600.0 / 12544.0) < 0.01,
             qPrintable(QString::number(r.quality.excess)));
}

void TestTracePipeline::shapeWithHolesStaysOnePolygon()
{
    const RefBitmap ring = synthetic("ring");
    model::TraceSettings s;
    s.holes = true;
    const model::TraceResult r = model::traceSolidPixels(refToMask(ring), s);
    QVERIFY(r.ok);
    QCOMPARE(r.holeCount, std::size_t(1));
    // One editable outline with its hole, as the simplified shape has them.
    QCOMPARE(r.polygons.size(), std::size_t(1));
    const model::TracedPolygon &p = r.polygons[0];
    QCOMPARE(p.piece, -1);
    QCOMPARE(p.polygon, r.shapes[0].outer);
    QCOMPARE(p.holes, r.shapes[0].holes);
    QCOMPARE(r.vertexCount, collision::vertexCount(r.shapes[0]));
    QVERIFY(collision::validateRegion(r.shapes[0]).isValid());
    QVERIFY(r.quality.iou > 0.98);

    // Stored as one polygon shape with the hole, sprite-local.
    const QList<model::Shape> kept{model::Shape::makePolygon(
            r.polygons[0].polygon, QStringLiteral("hurtbox"), QStringLiteral("trace 2"))};
    const QList<model::Shape> shapes = model::tracedPolygons(r, {10, 20}, 77, kept);
    QCOMPARE(shapes.size(), 1);
    QCOMPARE(shapes[0].name, QStringLiteral("trace 3"));
    QCOMPARE(shapes[0].holes.size(), 1);
    QCOMPARE(shapes[0].holes[0], model::toSpriteLocal(r.shapes[0].holes[0], {10, 20}));
    QVERIFY(model::polygonShapeProblemText(shapes[0]).isEmpty());
    // It remembers the threshold it was traced at; without one it is nobody's trace.
    QCOMPARE(shapes[0].tracedThreshold, std::optional<int>(77));
    QCOMPARE(model::tracedPolygons(r, {10, 20}, std::nullopt)[0].tracedThreshold,
             std::optional<int>());
}

void TestTracePipeline::shapeWithHolesAsPieces()
{
    model::TraceSettings s;
    s.holes = true;
    s.output = model::TraceOutput::ConvexPieces;
    s.pieceVertices = 6;
    const model::TraceResult r = model::traceSolidPixels(refToMask(synthetic("ring")), s);
    QVERIFY(r.ok);
    QCOMPARE(r.holeCount, std::size_t(1));
    QVERIFY(r.polygons.size() > 2);
    double pieces = 0;
    std::size_t vertices = 0;
    for (const model::TracedPolygon &p : r.polygons) {
        QCOMPARE(p.shape, std::size_t(0));
        QVERIFY(p.piece >= 0);
        QVERIFY(p.holes.empty());
        QVERIFY(p.polygon.points.size() <= 6);
        QVERIFY(collision::isConvex(p.polygon));
        pieces += shoelace(p.polygon);
        vertices += p.polygon.points.size();
    }
    QCOMPARE(r.vertexCount, vertices);
    // The pieces tile the ring: outline minus hole.
    const double ringArea = shoelace(r.shapes[0].outer) - shoelace(r.shapes[0].holes[0]);
    QVERIFY2(std::abs(pieces - ringArea) < 1e-6 * ringArea,
             qPrintable(QStringLiteral("%1 %2").arg(pieces).arg(ringArea)));
}

void TestTracePipeline::holesCapped()
{
    // 99 x 99 one-pixel holes in a solid square: the shape keeps maxHolesPerShape of them,
    // still a valid region that documents can hold.
    RefBitmap b;
    b.width = b.height = 200;
    b.bits.assign(std::size_t(b.width * b.height), 1);
    for (int y = 1; y < 199; y += 2) {
        for (int x = 1; x < 199; x += 2)
            b.bits[std::size_t(y * b.width + x)] = 0;
    }
    model::TraceSettings s;
    s.holes = true;
    s.minArea = 0;
    s.tolerance = 0;
    const model::TraceResult r = model::traceSolidPixels(refToMask(b), s);
    QCOMPARE(r.shapes.size(), std::size_t(1));
    QCOMPARE(r.shapes[0].holes.size(), std::size_t(model::maxHolesPerShape));
    QCOMPARE(r.holeCount, std::size_t(model::maxHolesPerShape));
    QCOMPARE(r.polygons.size(), std::size_t(1));
    QVERIFY(collision::validateRegion(r.shapes[0]).isValid());
}

void TestTracePipeline::convexPiecesEverywhere()
{
    model::TraceSettings s;
    s.output = model::TraceOutput::ConvexPieces;
    const model::TraceResult r = model::traceSolidPixels(refToMask(synthetic("L-shape")), s);
    QVERIFY(r.polygons.size() >= 2);
    for (const model::TracedPolygon &p : r.polygons) {
        QVERIFY(p.piece >= 0);
        QVERIFY(collision::isConvex(p.polygon));
        QVERIFY(p.polygon.points.size() <= collision::box2dMaxPolygonVertices);
    }
}

void TestTracePipeline::convexHull()
{
    for (const char *name : {"star", "glyph e", "two blobs"}) {
        const RefBitmap b = synthetic(name);
        model::TraceSettings s;
        s.output = model::TraceOutput::ConvexHull;
        s.holes = true; // ignored for hulls
        s.conservative = true;
        const model::TraceResult r = model::traceSolidPixels(refToMask(b), s);
        QCOMPARE(r.polygons.size(), r.shapes.size());
        QCOMPARE(r.holeCount, std::size_t(0));
        for (const model::TracedPolygon &p : r.polygons) {
            QCOMPARE(p.piece, -1);
            QVERIFY2(collision::isConvex(p.polygon), name);
            QVERIFY2(collision::validatePolygon(p.polygon).isValid(), name);
        }
        // Conservative hulls hold every solid pixel.
        QCOMPARE(uncoveredCentres(b, r), 0);
        QCOMPARE(r.quality.coverage, 1.0);
    }
}

void TestTracePipeline::growAndConservativeCoverEverything()
{
    const RefBitmap e = synthetic("glyph e");
    model::TraceSettings s;
    s.tolerance = 2.0;
    s.conservative = true;
    s.holes = true; // the e's counter
    s.grow = 2;
    const model::TraceResult r = model::traceSolidPixels(refToMask(e), s);
    QCOMPARE(uncoveredCentres(e, r), 0);
    QCOMPARE(r.quality.coverage, 1.0);
    QVERIFY(r.quality.excess > 0.02); // grown by 2 px all round

    s.grow = -3;
    s.conservative = false;
    const model::TraceResult shrunk = model::traceSolidPixels(refToMask(e), s);
    QVERIFY(shrunk.quality.coverage < 0.95);
    QVERIFY2(shrunk.quality.excess < 0.01, qPrintable(QString::number(shrunk.quality.excess)));
}

void TestTracePipeline::spriteLocal()
{
    const collision::Polygon p{{{1, 2}, {5, 2}, {3, 7}}};
    QCOMPARE(model::toSpriteLocal(p, {3, 4}), (collision::Polygon{{{-2, -2}, {2, -2}, {0, 3}}}));
}

QTEST_GUILESS_MAIN(TestTracePipeline)
#include "tst_tracepipeline.moc"
