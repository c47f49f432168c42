// The hit timeline (model::hitTimeline): one row per frame of A against B, each row the
// same as evaluating that frame pair on its own. Oracle: for the box and circle tiers,
// every shape pair of A's frame and B's frame tested by hand (plain inequalities on the
// placed shapes, no rotation) and kept only when the roles matrix lets the two roles
// meet; for every tier, A and B swapped gives the same verdicts.

#include "model/document/animationplayback.h"
#include "model/document/tiertext.h"
#include "model/evaluate/hittimeline.h"

#include <QImage>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>
#include <random>

using namespace hitbox;
namespace hc = hitbox::collision;

namespace {

QImage opaqueImage(int w, int h)
{
    QImage image(w, h, QImage::Format_ARGB32);
    image.fill(QColor(200, 40, 40));
    return image;
}

// The oracle: does any shape of A's frame (at `pa`) meet one of B's frame (at `pb`) by
// `meets`, among the pairs whose roles collide?
template<typename Meets>
bool anyPairMeets(const model::RoleTable &roles,
                  const model::Frame &fa,
                  hc::Vec2 pa,
                  const model::Frame &fb,
                  hc::Vec2 pb,
                  Meets meets)
{
    for (const model::Shape &a : fa.shapes) {
        for (const model::Shape &b : fb.shapes) {
            if (roles.collide(a.role, b.role) && meets(a, pa, b, pb))
                return true;
        }
    }
    return false;
}

// Boxes by their edges (half-open), unturned and unscaled.
bool boxesMeet(const model::Shape &a, hc::Vec2 pa, const model::Shape &b, hc::Vec2 pb)
{
    if (!a.isBox() || !b.isBox())
        return false;
    const double ax = pa.x + a.box.x, ay = pa.y + a.box.y;
    const double bx = pb.x + b.box.x, by = pb.y + b.box.y;
    return ax < bx + b.box.w && bx < ax + a.box.w && ay < by + b.box.h && by < ay + a.box.h;
}

// Circles by the distance of their centres.
bool circlesMeet(const model::Shape &a, hc::Vec2 pa, const model::Shape &b, hc::Vec2 pb)
{
    if (!a.isCircle() || !b.isCircle())
        return false;
    const double dx = (pa.x + a.circle.center.x) - (pb.x + b.circle.center.x);
    const double dy = (pa.y + a.circle.center.y) - (pb.y + b.circle.center.y);
    return std::hypot(dx, dy) < a.circle.radius + b.circle.radius;
}

} // namespace

class TestHitTimeline : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void rowsMatchTheOracle_data();
    void rowsMatchTheOracle();
    void randomPlacementsMatchTheOracle();
    void timelineFramesFollowTheAnimation();
    void mixedKindsConnect_data();
    void mixedKindsConnect();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    model::Project m_project;
    model::ImageCache m_images;
};

// A "fighter" (32 x 32) with three frames: 0 only a hurtbox, 1 a hitbox box reaching 40 px
// right of the pivot, 2 a hitbox circle 30 px left. B a "dummy" (32 x 32) with a hurtbox box
// and circle and a hitbox box (a hitbox never meets a hitbox by the default matrix).
void TestHitTimeline::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_images.clear();
    m_project = {};
    for (const char *name : {"fighter", "dummy"}) {
        const QString path = m_dir->filePath(QString::fromLatin1(name) + QStringLiteral(".png"));
        QVERIFY(opaqueImage(32, 32).save(path));
        model::Sprite s;
        s.name = QString::fromLatin1(name);
        s.imagePath = path;
        m_project.sprites << s;
    }
    const QString hit = QStringLiteral("hitbox");
    const QString hurt = QStringLiteral("hurtbox");
    model::Sprite &fighter = m_project.sprites[0];
    fighter.frames = {model::Frame{}, model::Frame{}, model::Frame{}};
    fighter.frames[0].shapes = {model::Shape::makeBox({-10, -10, 20, 20}, hurt)};
    fighter.frames[1].shapes = {model::Shape::makeBox({-10, -10, 20, 20}, hurt),
                                model::Shape::makeBox({0, -4, 40, 8}, hit, QStringLiteral("jab"))};
    fighter.frames[2].shapes = {model::Shape::makeBox({-10, -10, 20, 20}, hurt),
                                model::Shape::makeCircle({{-30, 0}, 6}, hit)};
    fighter.animations = {model::Animation{QStringLiteral("attack"), {2, 1, 1, 0}}};
    model::Sprite &dummy = m_project.sprites[1];
    dummy.frames[0].shapes = {model::Shape::makeBox({-8, -8, 16, 16}, hurt),
                              model::Shape::makeCircle({{0, 0}, 8}, hurt),
                              model::Shape::makeBox({-8, -8, 16, 16}, hit)};
}

void TestHitTimeline::rowsMatchTheOracle_data()
{
    QTest::addColumn<double>("bx");
    QTest::addColumn<double>("by");
    QTest::addColumn<QList<int>>("boxHits");    // rows whose box tier hits
    QTest::addColumn<QList<int>>("circleHits"); // rows whose circle tier hits

    // B 45 px right: only frame 1's jab (to x = 40) reaches its hurtbox (from x = 37).
    QTest::newRow("jab reaches") << 45.5 << 0.0 << QList<int>{1} << QList<int>{};
    // B 50 px right: the jab ends 2 px short.
    QTest::newRow("jab short") << 50.5 << 0.0 << QList<int>{} << QList<int>{};
    // B 40 px left: frame 2's circle (centre -30, radius 6) meets B's hurt circle.
    QTest::newRow("circle left") << -40.5 << 0.0 << QList<int>{} << QList<int>{2};
    // B on A: hurtbox does not meet hurtbox, but B's hitbox meets A's hurtbox on every
    // frame (the matrix is symmetric) and A's jab meets B's hurtbox on frame 1.
    QTest::newRow("on top") << 0.5 << 0.5 << QList<int>{0, 1, 2} << QList<int>{};
}

void TestHitTimeline::rowsMatchTheOracle()
{
    QFETCH(double, bx);
    QFETCH(double, by);
    QFETCH(QList<int>, boxHits);
    QFETCH(QList<int>, circleHits);
    const model::PreviewInstance a{0, 0, {0, 0}, 0.0, {1, 1}, {}};
    const model::PreviewInstance b{1, 0, {bx, by}, 0.0, {1, 1}, {}};
    const QList<int> frames{0, 1, 2};
    const QList<model::HitTimelineRow> rows = model::hitTimeline(m_project, m_images, a, frames, b);
    QCOMPARE(rows.size(), 3);
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(rows[i].frame, i);
        QVERIFY(rows[i].evaluation.error.isEmpty());
        const hc::CollisionReport &r = rows[i].evaluation.report;
        QCOMPARE(r[hc::Tier::Box].verdict == hc::Verdict::Hit, boxHits.contains(i));
        QCOMPARE(r[hc::Tier::Circle].verdict == hc::Verdict::Hit, circleHits.contains(i));
        // The row is the frame pair evaluated on its own.
        model::PreviewInstance atFrame = a;
        atFrame.frame = i;
        const model::FramePairEvaluation alone
                = model::evaluateFramePair(m_project, m_images, atFrame, b);
        for (const hc::Tier t : hc::allTiers)
            QCOMPARE(r[t].verdict, alone.report[t].verdict);
        QCOMPARE(rows[i].evaluation.boxPairs, alone.boxPairs);
        // Swapped: B against A's frame gives the same verdicts, the pairs reversed.
        const QList<model::HitTimelineRow> swapped
                = model::hitTimeline(m_project, m_images, b, {0}, atFrame);
        QCOMPARE(swapped.size(), 1);
        for (const hc::Tier t : hc::allTiers)
            QCOMPARE(swapped[0].evaluation.report[t].verdict, r[t].verdict);
        QCOMPARE(swapped[0].evaluation.report.hit, r.hit);
        QCOMPARE(swapped[0].evaluation.boxPairs.size(), rows[i].evaluation.boxPairs.size());
        for (const auto &[sa, sb] : rows[i].evaluation.boxPairs)
            QVERIFY(swapped[0].evaluation.boxPairs.contains(model::ShapeIndexPair{sb, sa}));
    }
    // The jab's evidence names frame 1's shape #1 against B's hurtbox #0.
    if (boxHits == QList<int>{1})
        QCOMPARE(rows[1].evaluation.boxPairs, (QList<model::ShapeIndexPair>{{1, 0}}));
}

void TestHitTimeline::randomPlacementsMatchTheOracle()
{
    std::mt19937 random(20261124);
    std::uniform_real_distribution<double> coordinate(-70.0, 70.0);
    const model::Sprite &fighter = m_project.sprites[0];
    const model::Sprite &dummy = m_project.sprites[1];
    const QList<int> frames = model::playSequence(fighter, 0);
    for (int round = 0; round < 300; ++round) {
        const hc::Vec2 pa{coordinate(random), coordinate(random)};
        const hc::Vec2 pb{coordinate(random), coordinate(random)};
        const model::PreviewInstance a{0, 0, pa, 0.0, {1, 1}, {}};
        const model::PreviewInstance b{1, 0, pb, 0.0, {1, 1}, {}};
        const QList<model::HitTimelineRow> rows
                = model::hitTimeline(m_project, m_images, a, frames, b);
        QCOMPARE(rows.size(), frames.size());
        for (qsizetype i = 0; i < rows.size(); ++i) {
            const int f = frames[i];
            QCOMPARE(rows[i].frame, f);
            const hc::CollisionReport &r = rows[i].evaluation.report;
            const model::Frame &fa = fighter.frames[f];
            const model::Frame &fb = dummy.frames[0];
            QVERIFY2((r[hc::Tier::Box].verdict == hc::Verdict::Hit)
                             == anyPairMeets(m_project.roles, fa, pa, fb, pb, boxesMeet),
                     qPrintable(QStringLiteral("round %1 frame %2").arg(round).arg(f)));
            QVERIFY2((r[hc::Tier::Circle].verdict == hc::Verdict::Hit)
                             == anyPairMeets(m_project.roles, fa, pa, fb, pb, circlesMeet),
                     qPrintable(QStringLiteral("round %1 frame %2").arg(round).arg(f)));
            model::PreviewInstance atFrame = a;
            atFrame.frame = f;
            const QList<model::HitTimelineRow> swapped
                    = model::hitTimeline(m_project, m_images, b, {0}, atFrame);
            for (const hc::Tier t : hc::allTiers)
                QCOMPARE(swapped[0].evaluation.report[t].verdict, r[t].verdict);
        }
    }
}

void TestHitTimeline::timelineFramesFollowTheAnimation()
{
    // The timeline's frames are the one play order (playSequence), direction included.
    model::Sprite fighter = m_project.sprites[0];
    QCOMPARE(model::playSequence(fighter), (QList<int>{0, 1, 2}));
    QCOMPARE(model::playSequence(fighter, 0), (QList<int>{2, 1, 1, 0}));
    QCOMPARE(model::playSequence(fighter, 1), (QList<int>{0, 1, 2})); // no such animation
    QCOMPARE(model::playSequence(m_project.sprites[1]), (QList<int>{0}));
    fighter.animations[0].direction = model::AnimationDirection::Reverse;
    QCOMPARE(model::playSequence(fighter, 0), (QList<int>{0, 1, 1, 2}));
}

void TestHitTimeline::mixedKindsConnect_data()
{
    QTest::addColumn<double>("bx");
    QTest::addColumn<double>("by");
    QTest::addColumn<QList<int>>("connect"); // frames whose hitbox meets the hurt diamond

    // The dummy's hurtbox is a diamond of radius 8 around its pivot. The jab (frame 1,
    // x 0..40, y -4..4) reaches its left corner at bx = 45.5 (corner at 37.5).
    QTest::newRow("jab reaches the diamond") << 45.5 << 0.0 << QList<int>{1};
    // 6 px up the jab (y up to 4) misses the corner's slope: |x - 46| + |y + 6| < 8 needs
    // x > 40 at y = 4. Nothing connects.
    QTest::newRow("jab passes below") << 46.0 << -10.5 << QList<int>{};
    // Frame 2's hit circle (centre -30, radius 6) meets the diamond 40 px left.
    QTest::newRow("circle meets the diamond") << -40.5 << 0.0 << QList<int>{2};
}

// A box and a circle hitbox against a polygon hurtbox (issue 19's main use): the armature
// tier finds the frames that connect, against a sampling oracle, with B's shapes only a
// polygon so no other tier can; asked by roles, the pixels are not in the question.
void TestHitTimeline::mixedKindsConnect()
{
    QFETCH(double, bx);
    QFETCH(double, by);
    QFETCH(QList<int>, connect);
    m_project.sprites[1].frames[0].shapes = {model::Shape::makePolygon(
            hc::Polygon{{{-8, 0}, {0, -8}, {8, 0}, {0, 8}}}, QStringLiteral("hurtbox"))};
    const model::PreviewInstance a{0, 0, {0, 0}, 0.0, {1, 1}, {}};
    const model::PreviewInstance b{1, 0, {bx, by}, 0.0, {1, 1}, {}};
    // The oracle: points on a 1/8 px grid strictly inside one of A's hitbox shapes and
    // the diamond.
    const auto oracle = [&](int frame) {
        for (const model::Shape &shape : m_project.sprites[0].frames[frame].shapes) {
            if (shape.role != QStringLiteral("hitbox"))
                continue;
            for (double x = -60; x <= 60; x += 0.125) {
                for (double y = -20; y <= 20; y += 0.125) {
                    const bool inA = shape.isBox()
                                             ? x > shape.box.x && x < shape.box.x + shape.box.w
                                                       && y > shape.box.y
                                                       && y < shape.box.y + shape.box.h
                                             : std::hypot(x - shape.circle.center.x,
                                                          y - shape.circle.center.y)
                                                       < shape.circle.radius;
                    if (inA && std::abs(x - bx) + std::abs(y - by) < 8)
                        return true;
                }
            }
        }
        return false;
    };
    const model::RoleOnly hitOnly{QStringLiteral("hitbox"), {1, 2}, false};
    const model::RoleOnly hurtOnly{QStringLiteral("hurtbox"), {2, 1}, false};
    const QList<model::HitTimelineRow> rows
            = model::hitTimeline(m_project, m_images, a, {0, 1, 2}, b, hitOnly, hurtOnly);
    QList<int> found;
    for (const model::HitTimelineRow &row : rows) {
        const hc::CollisionReport &r = row.evaluation.report;
        QCOMPARE(r.hit, oracle(row.frame));
        found << (r.hit ? row.frame : -1);
        // Nothing but the diamond on B: the box and circle tiers cannot answer.
        QCOMPARE(r[hc::Tier::Box].verdict, hc::Verdict::NotApplicable);
        QCOMPARE(r[hc::Tier::Box].reason,
                 row.frame == 0 ? hc::NotApplicableReason::MissingInBoth
                                : (row.frame == 1 ? hc::NotApplicableReason::MissingInB
                                                  : hc::NotApplicableReason::MissingInBoth));
        // The pixels are not asked (neither role is bound to the image), though the
        // opaque images overlap.
        QCOMPARE(r[hc::Tier::Pixel].verdict, hc::Verdict::NotApplicable);
        QCOMPARE(r[hc::Tier::Pixel].reason, hc::NotApplicableReason::PixelsNotAsked);
        QCOMPARE(model::notApplicableText(hc::Tier::Pixel,
                                          r[hc::Tier::Pixel].reason,
                                          QStringLiteral("fighter"),
                                          QStringLiteral("dummy")),
                 QStringLiteral("pixels not in the question: no role bound to the image on "
                                "fighter meets one on dummy"));
        if (r.hit) {
            QCOMPARE(*r.decidedBy, hc::Tier::Armature);
            QCOMPARE(row.evaluation.polygonPairs.size(), 1);
            QCOMPARE(row.evaluation.polygonPairs[0].second, qsizetype(0)); // the diamond
        }
        // Swapped, the same answer.
        model::PreviewInstance atFrame = a;
        atFrame.frame = row.frame;
        QCOMPARE(model::evaluateFramePair(m_project, m_images, b, atFrame, hurtOnly, hitOnly)
                         .report.hit,
                 r.hit);
    }
    found.removeAll(-1);
    QCOMPARE(found, connect);
    // With the document's matrix instead, body (bound to the image by default) meets body:
    // the pixels are asked.
    const model::FramePairEvaluation matrix = model::evaluateFramePair(m_project, m_images, a, b);
    QVERIFY(matrix.report[hc::Tier::Pixel].verdict != hc::Verdict::NotApplicable);
    QCOMPARE(matrix.report[hc::Tier::Pixel].reason, hc::NotApplicableReason::None);
}

QTEST_GUILESS_MAIN(TestHitTimeline)
#include "tst_hittimeline.moc"
