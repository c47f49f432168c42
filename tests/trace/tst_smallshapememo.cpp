// simplifyShape's memory of tiny shapes (smallshapememo.h): a remembered answer is the
// one the simplifier gives the shape where it lies without shortcuts (and so without
// memories), for every option set, wherever on the pixel grid the shape is; shapes that
// do not qualify are left to the simplifier. The memory of tiny loops is checked by
// tst_simplifysearch's shortcutsAgree.

#include "simplify_p.h"
#include "smallshapememo.h"
#include <hitbox/mask.h>
#include <hitbox/shapes.h>
#include <hitbox/trace/contour.h>
#include <hitbox/trace/simplify.h>

#include <QTest>

#include <cmath>
#include <limits>
#include <random>
#include <set>

using namespace hitbox::collision;
namespace internal = hitbox::collision::detail;

Q_DECLARE_METATYPE(hitbox::collision::PolygonWithHoles)

class TestSmallShapeMemo : public QObject
{
    Q_OBJECT

private slots:
    void rememberedAsComputed();
    void optionsAndEvictions();
    void qualifies_data();
    void qualifies();
};

namespace {

std::vector<SimplifyOptions> optionSets()
{
    std::vector<SimplifyOptions> sets;
    for (const double tolerance : {0.0, 0.5, 1.0, 1.5, 2.0, 7.0}) {
        for (const SimplifyMethod method :
             {SimplifyMethod::Visvalingam, SimplifyMethod::DouglasPeucker}) {
            SimplifyOptions o;
            o.tolerance = tolerance;
            o.method = method;
            sets.push_back(o);
            o.conservative = true;
            sets.push_back(o);
        }
    }
    SimplifyOptions limited;
    limited.maxVertices = 4;
    sets.push_back(limited);
    limited.maxVertices = 3;
    limited.tolerance = 0.0;
    sets.push_back(limited);
    return sets;
}

// The hole-free shapes traced from every mask of up to 3 x 4 pixels: every form of up to
// 12 vertices a speck of a noisy mask takes, and some of more.
std::vector<PolygonWithHoles> tinyShapes()
{
    std::vector<PolygonWithHoles> shapes;
    std::set<std::vector<double>> forms; // each once, wherever in the mask
    for (unsigned bits = 1; bits < (1u << 12); ++bits) {
        Mask mask(3, 4);
        for (int i = 0; i < 12; ++i) {
            if (bits & (1u << i))
                mask.set(i % 3, i / 3);
        }
        for (PolygonWithHoles &shape : traceMask(mask)) {
            std::vector<double> form;
            const Vec2 first = shape.outer.points.front();
            for (const Vec2 p : shape.outer.points)
                form.insert(form.end(), {p.x - std::floor(first.x), p.y - std::floor(first.y)});
            if (shape.holes.empty() && forms.insert(form).second)
                shapes.push_back(std::move(shape));
        }
    }
    return shapes;
}

PolygonWithHoles moved(PolygonWithHoles shape, Vec2 by)
{
    for (Vec2 &p : shape.outer.points)
        p = p + by;
    for (Polygon &hole : shape.holes) {
        for (Vec2 &p : hole.points)
            p = p + by;
    }
    return shape;
}

bool same(const PolygonWithHoles &a, const PolygonWithHoles &b)
{
    if (a.outer.points != b.outer.points || a.holes.size() != b.holes.size())
        return false;
    for (std::size_t h = 0; h < a.holes.size(); ++h) {
        if (a.holes[h].points != b.holes[h].points)
            return false;
    }
    return true;
}

QString describe(const PolygonWithHoles &shape)
{
    QString out;
    for (const Vec2 p : shape.outer.points)
        out += QStringLiteral("(%1, %2) ").arg(p.x, 0, 'g', 17).arg(p.y, 0, 'g', 17);
    return out;
}

} // namespace

// Every tiny form at whole-pixel offsets up to 2^40 away, remembered and looked up again:
// each answer is the simplifier's own for the shape where it lies.
void TestSmallShapeMemo::rememberedAsComputed()
{
    const std::vector<PolygonWithHoles> shapes = tinyShapes();
    QVERIFY(shapes.size() > 500);
    std::mt19937 rng(5);
    std::uniform_int_distribution<int> near(-3000, 3000);
    const double far = std::ldexp(1.0, 40);
    const std::vector<Vec2> offsets{{0, 0}, {-far, far - 8}, {far - 7, -far + 3}};
    int remembered = 0;
    for (const SimplifyOptions &options : optionSets()) {
        for (int pass = 0; pass < 2; ++pass) { // the second pass finds them remembered
            for (std::size_t s = 0; s < shapes.size(); ++s) {
                const Vec2 by = s % 4 == 3 ? offsets[(s / 4) % offsets.size()]
                                           : Vec2{double(near(rng)), double(near(rng))};
                const PolygonWithHoles shape = moved(shapes[s], by);
                const PolygonWithHoles direct
                        = internal::simplifyOptimistic(shape, options, false).shape;
                const std::optional<PolygonWithHoles> memo
                        = internal::simplifySmallShape(shape, options);
                if (shape.outer.points.size() > 12) {
                    QVERIFY(!memo);
                    continue;
                }
                QVERIFY2(memo, qPrintable(describe(shape)));
                ++remembered;
                QVERIFY2(same(*memo, direct),
                         qPrintable(
                                 QStringLiteral("tolerance %1, method %2: %3 remembered as "
                                                "%4, simplified to %5")
                                         .arg(options.tolerance)
                                         .arg(int(options.method))
                                         .arg(describe(shape), describe(*memo), describe(direct))));
                QVERIFY(same(simplifyShape(shape, options), direct));
            }
        }
    }
    QVERIFY(remembered > 20000);
}

// More forms than the memo holds, with the options changing between them: an answer
// remembered under other options, or pushed out by another form, is never given.
void TestSmallShapeMemo::optionsAndEvictions()
{
    const std::vector<PolygonWithHoles> shapes = tinyShapes();
    const std::vector<SimplifyOptions> sets = optionSets();
    std::mt19937 rng(11);
    std::uniform_int_distribution<std::size_t> pickShape(0, shapes.size() - 1);
    std::uniform_int_distribution<std::size_t> pickOptions(0, sets.size() - 1);
    int differentAnswers = 0;
    for (int i = 0; i < 20000; ++i) {
        const PolygonWithHoles &shape = shapes[pickShape(rng)];
        if (shape.outer.points.size() > 12)
            continue;
        // Runs of one option set, so that forms are remembered and then found.
        const SimplifyOptions &options = sets[(i / 700 + pickOptions(rng) % 2) % sets.size()];
        const PolygonWithHoles direct = internal::simplifyOptimistic(shape, options, false).shape;
        const PolygonWithHoles memo = simplifyShape(shape, options);
        QVERIFY2(same(memo, direct),
                 qPrintable(QStringLiteral("call %1: %2 gave %3, simplified %4")
                                    .arg(i)
                                    .arg(describe(shape), describe(memo), describe(direct))));
        differentAnswers += !same(direct, shape);
    }
    QVERIFY(differentAnswers > 1000); // the options matter for these shapes
}

void TestSmallShapeMemo::qualifies_data()
{
    QTest::addColumn<PolygonWithHoles>("shape");
    QTest::addColumn<bool>("remembered");
    const auto loop = [](std::vector<Vec2> points) {
        PolygonWithHoles shape;
        shape.outer.points = std::move(points);
        return shape;
    };
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    const double far = std::ldexp(1.0, 40);
    QTest::newRow("pixel") << loop({{5, 5}, {6, 5}, {6, 6}, {5, 6}}) << true;
    QTest::newRow("negative") << loop({{-5, -9}, {-4, -9}, {-4, -8}, {-5, -8}}) << true;
    QTest::newRow("negative quarters")
            << loop({{-4.75, -9.25}, {-4, -9}, {-4, -8}, {-5, -8}, {-5, -9}}) << true;
    QTest::newRow("64 wide") << loop({{0, 0}, {64, 0}, {64, -64}}) << true;
    QTest::newRow("65 wide") << loop({{0, 0}, {65, 0}, {65, 1}}) << false;
    QTest::newRow("64 from the pixel below") << loop({{0.5, 0}, {64, 0}, {-63.75, 1}}) << true;
    QTest::newRow("65 from the pixel below") << loop({{0.5, 0}, {65, 0}, {1, 1}}) << false;
    QTest::newRow("at 2^40") << loop({{far, -far}, {far + 1, -far}, {far + 1, 1 - far}}) << true;
    QTest::newRow("past 2^40") << loop({{2 * far, 0}, {2 * far + 1, 0}, {2 * far, 1}}) << false;
    QTest::newRow("quarters") << loop({{0.75, 0}, {1.5, 0.25}, {1.5, 1}}) << true;
    QTest::newRow("an eighth") << loop({{0, 0}, {1.125, 0}, {1, 1}}) << false;
    QTest::newRow("moved off the grid") << loop({{0.3, 0}, {1.3, 0}, {1.3, 1}}) << false;
    QTest::newRow("NaN") << loop({{0, 0}, {1, nan}, {1, 1}}) << false;
    QTest::newRow("NaN first") << loop({{nan, 0}, {1, 0}, {1, 1}}) << false;
    QTest::newRow("infinite") << loop({{0, 0}, {inf, 0}, {1, 1}}) << false;
    QTest::newRow("two points") << loop({{0, 0}, {1, 0}}) << false;
    std::vector<Vec2> twelve, thirteen;
    for (int i = 0; i < 6; ++i)
        twelve.insert(twelve.end(), {{double(i), double(i)}, {double(i + 1), double(i)}});
    thirteen = twelve;
    thirteen.push_back({0, 6});
    QTest::newRow("12 vertices") << loop(twelve) << true;
    QTest::newRow("13 vertices") << loop(thirteen) << false;
    PolygonWithHoles holed = loop({{0, 0}, {5, 0}, {5, 5}, {0, 5}});
    holed.holes.push_back({{{2, 2}, {2, 3}, {3, 3}, {3, 2}}});
    QTest::newRow("with a hole") << holed << false;
}

void TestSmallShapeMemo::qualifies()
{
    QFETCH(PolygonWithHoles, shape);
    QFETCH(bool, remembered);
    const std::optional<PolygonWithHoles> memo = internal::simplifySmallShape(shape, {});
    QCOMPARE(memo.has_value(), remembered);
    if (memo)
        QVERIFY(same(*memo, internal::simplifyOptimistic(shape, {}, false).shape));
}

QTEST_GUILESS_MAIN(TestSmallShapeMemo)
#include "tst_smallshapememo.moc"
