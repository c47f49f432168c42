// Sprites with frames (format version 2): version-1 documents open with the same tier
// answers as before (checked against colliders built straight from the version-1 JSON, as
// the old reader did), each frame of a sheet collides with its own pixels and shapes, and
// frames that reach outside their image are reported by validation.

#include "model/evaluate/projectvalidation.h"
#include "model/evaluate/spritecollider.h"
#include "model/io/projectformat.h"

#include <hitbox/pipeline.h>

#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QTemporaryDir>
#include <QtTest>

#include <random>

using namespace hitbox;
namespace hc = hitbox::collision;

class TestFrames : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void version1AnswersAreUnchanged();
    void eachFrameUsesItsOwnPixelsAndShapes();
    void framesOutsideTheImageAreReported();
    void animationsAndInstanceFramesAreChecked();

private:
    QTemporaryDir m_dir;
};

namespace {

QJsonArray point(double x, double y)
{
    return QJsonArray{x, y};
}

// A random version-1 sprite: maybe a box, maybe a circle, 0-2 polygons with roles
// version 1 did not filter by.
QJsonObject randomVersion1Sprite(std::mt19937 &rng, int index)
{
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const auto coord = [&] { return std::round((unit(rng) * 20.0 - 10.0) * 4.0) / 4.0; };
    QJsonObject s{{"name", QStringLiteral("s%1").arg(index)}, {"image", "disc.png"}};
    if (unit(rng) < 0.7)
        s["box"] = QJsonObject{{"x", coord()},
                               {"y", coord()},
                               {"w", 1 + unit(rng) * 12},
                               {"h", 1 + unit(rng) * 12}};
    if (unit(rng) < 0.7)
        s["circle"] = QJsonObject{{"center", point(coord(), coord())}, {"radius", unit(rng) * 9}};
    const QStringList roles{"", "hurtbox", "hitbox", "weapon"};
    QJsonArray polygons;
    for (int k = int(unit(rng) * 3); k > 0; --k) {
        const double cx = coord();
        const double cy = coord();
        const double r = 2 + unit(rng) * 6;
        QJsonObject p{{"points",
                       QJsonArray{point(cx - r, cy),
                                  point(cx, cy - r),
                                  point(cx + r, cy),
                                  point(cx, cy + r / 2)}}};
        const QString role = roles[int(unit(rng) * roles.size()) % roles.size()];
        if (!role.isEmpty())
            p["role"] = role;
        polygons.append(p);
    }
    s["polygons"] = polygons;
    return s;
}

// The collider the version-1 reader built: the sprite's box, circle and polygons, no
// roles, the pivot at the image centre, the mask of the whole image.
hc::Collider version1Collider(const QJsonObject &s,
                              QSize size,
                              const hc::Mask *mask,
                              const model::PreviewInstance &placed)
{
    hc::Collider c;
    c.width = size.width();
    c.height = size.height();
    c.transform = {placed.position,
                   {size.width() / 2.0, size.height() / 2.0},
                   placed.rotation,
                   placed.scale};
    const auto pt = [](const QJsonValue &v) {
        return hc::Vec2{v.toArray()[0].toDouble(), v.toArray()[1].toDouble()};
    };
    if (s.contains("box")) {
        const QJsonObject b = s["box"].toObject();
        c.boxes = {{b["x"].toDouble(), b["y"].toDouble(), b["w"].toDouble(), b["h"].toDouble()}};
    }
    if (s.contains("circle"))
        c.circles = {{pt(s["circle"].toObject()["center"]),
                      s["circle"].toObject()["radius"].toDouble()}};
    for (const QJsonValue p : s["polygons"].toArray()) {
        hc::Polygon polygon;
        for (const QJsonValue v : p.toObject()["points"].toArray())
            polygon.points.push_back(pt(v));
        c.armature.push_back(polygon);
    }
    c.mask = mask;
    return c;
}

} // namespace

void TestFrames::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QImage disc(24, 18, QImage::Format_ARGB32);
    disc.fill(Qt::transparent);
    QPainter p(&disc);
    p.setBrush(Qt::red);
    p.setPen(Qt::NoPen);
    p.drawEllipse(2, 1, 20, 16);
    p.end();
    QVERIFY(disc.save(m_dir.filePath("disc.png")));
    // A sheet of three 10 x 10 cells: a full square, nothing, a 2 x 2 dot in the corner.
    QImage sheet(30, 10, QImage::Format_ARGB32);
    sheet.fill(Qt::transparent);
    QPainter q(&sheet);
    q.fillRect(0, 0, 10, 10, Qt::blue);
    q.fillRect(20, 0, 2, 2, Qt::blue);
    q.end();
    QVERIFY(sheet.save(m_dir.filePath("sheet.png")));
}

void TestFrames::version1AnswersAreUnchanged()
{
    constexpr unsigned seed = 91u;
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    QJsonArray sprites;
    for (int i = 0; i < 12; ++i)
        sprites.append(randomVersion1Sprite(rng, i));
    const QByteArray v1
            = QJsonDocument(QJsonObject{{"format", "hitbox"}, {"version", 1}, {"sprites", sprites}})
                      .toJson();
    const QString docPath = m_dir.filePath("v1.hitbox.json");
    const model::ProjectReadResult read = model::parseProject(v1, docPath);
    QVERIFY2(read.ok(), qPrintable(read.error));
    // Saved as version 2 and read again (numbers rounded to 1e-6): the same bytes again.
    const QByteArray v2 = model::serializeProject(read.project, docPath);
    QVERIFY(v2.contains("\"version\": 2"));
    const model::ProjectReadResult again = model::parseProject(v2, docPath);
    QVERIFY2(again.ok(), qPrintable(again.error));
    QCOMPARE(again.project.sprites.size(), read.project.sprites.size());
    QCOMPARE(model::serializeProject(again.project, docPath), v2);

    model::ImageCache images;
    const auto mask = images.mask(m_dir.filePath("disc.png"), {}, model::defaultThreshold, {});
    const QSize size = images.image(m_dir.filePath("disc.png")).size();
    int hits = 0;
    for (int k = 0; k < 600; ++k) {
        const int i = int(unit(rng) * sprites.size()) % int(sprites.size());
        const int j = int(unit(rng) * sprites.size()) % int(sprites.size());
        model::PreviewInstance pa;
        model::PreviewInstance pb;
        pb.position = {unit(rng) * 30.0 - 15.0, unit(rng) * 30.0 - 15.0};
        pb.rotation = unit(rng) < 0.5 ? 90.0 * int(unit(rng) * 4) : unit(rng) * 360.0;
        for (const model::Project *project : {&read.project, &again.project}) {
            const model::PlacedFrame a
                    = model::placeFrame(*project, images, project->sprites[i], 0, pa);
            const model::PlacedFrame b
                    = model::placeFrame(*project, images, project->sprites[j], 0, pb);
            const hc::CollisionReport now = hc::evaluateAllTiers(a.collider, b.collider);
            const hc::CollisionReport before = hc::evaluateAllTiers(
                    version1Collider(sprites[i].toObject(), size, mask.get(), pa),
                    version1Collider(sprites[j].toObject(), size, mask.get(), pb));
            for (const hc::Tier t : hc::allTiers) {
                QVERIFY2(now[t].verdict == before[t].verdict,
                         qPrintable(QStringLiteral("seed %1 case %2 tier %3")
                                            .arg(seed)
                                            .arg(k)
                                            .arg(hc::tierName(t).data())));
            }
            QCOMPARE(now[hc::Tier::Armature].polygonPairs.size(),
                     before[hc::Tier::Armature].polygonPairs.size());
            hits += now.hit ? 1 : 0;
        }
    }
    QVERIFY(hits > 50);
}

void TestFrames::eachFrameUsesItsOwnPixelsAndShapes()
{
    model::Project project;
    model::Sprite sheet;
    sheet.name = "sheet";
    sheet.imagePath = m_dir.filePath("sheet.png");
    sheet.frames.clear();
    for (int cell = 0; cell < 3; ++cell) {
        model::Frame f;
        f.region.rect = QRect(cell * 10, 0, 10, 10);
        sheet.frames << f;
    }
    // Only the last frame has a hitbox, at its dot.
    sheet.frames[2].shapes << model::Shape::makeBox({-5, -5, 2, 2}, "hitbox", "fist");
    model::Sprite target = sheet;
    target.name = "target";
    target.frames = {sheet.frames[0]};
    target.frames[0].shapes = {model::Shape::makeBox({-5, -5, 10, 10}, "hurtbox", "body")};
    project.sprites << sheet << target;

    model::ImageCache images;
    const model::PreviewInstance here;
    const model::PlacedFrame t = model::placeFrame(project, images, target, 0, here);
    QCOMPARE(t.collider.width, 10.0);
    const std::array<hc::Verdict, 3> pixel{hc::Verdict::Hit, hc::Verdict::Miss, hc::Verdict::Hit};
    const std::array<hc::Verdict, 3> box{
            hc::Verdict::NotApplicable, hc::Verdict::NotApplicable, hc::Verdict::Hit};
    for (int f = 0; f < 3; ++f) {
        const model::PlacedFrame a = model::placeFrame(project, images, sheet, f, here);
        QCOMPARE(a.collider.width, 10.0);
        QCOMPARE(a.mask->solidCount(), std::int64_t(f == 0 ? 100 : f == 1 ? 0 : 4));
        for (const bool swap : {false, true}) {
            const hc::CollisionReport r = swap ? hc::evaluateAllTiers(t.collider, a.collider)
                                               : hc::evaluateAllTiers(a.collider, t.collider);
            QCOMPARE(r[hc::Tier::Pixel].verdict, pixel[std::size_t(f)]);
            QCOMPARE(r[hc::Tier::Box].verdict, box[std::size_t(f)]);
        }
    }
    // The fist moved two cells right no longer meets the body: shapes are per frame.
    project.sprites[0].frames[2].shapes[0].box.x += 20;
    const model::PlacedFrame moved
            = model::placeFrame(project, images, project.sprites[0], 2, here);
    QCOMPARE(hc::evaluateAllTiers(moved.collider, t.collider)[hc::Tier::Box].verdict,
             hc::Verdict::Miss);
}

void TestFrames::framesOutsideTheImageAreReported()
{
    model::Project project;
    model::Sprite s;
    s.name = "sheet";
    s.imagePath = m_dir.filePath("sheet.png");
    model::Frame inside;
    inside.region.rect = QRect(20, 0, 10, 10);
    model::Frame outside;
    outside.region.rect = QRect(25, 0, 10, 10);
    s.frames = {inside, outside};
    project.sprites << s;
    const QList<model::ProjectProblem> problems = model::validateProject(project);
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems[0].where, QStringLiteral("sprites[0] \"sheet\", frame #1"));
    QVERIFY2(problems[0].message.contains("reaches outside the 30 x 10 image"),
             qPrintable(problems[0].message));
}

void TestFrames::animationsAndInstanceFramesAreChecked()
{
    model::Project project;
    model::Sprite s;
    s.name = "sheet";
    s.imagePath = m_dir.filePath("sheet.png");
    s.frames = {model::Frame{}, model::Frame{}};
    s.animations = {{"run", {0, 1}, model::AnimationDirection::Forward},
                    {"run", {1}, model::AnimationDirection::Reverse},
                    {"", {}, model::AnimationDirection::Forward}};
    project.sprites << s;
    project.preview.instances = {{0, 1, {}, 0, {1, 1}, {}}, {0, 5, {}, 0, {1, 1}, {}}};
    QStringList found;
    for (const model::ProjectProblem &p : model::validateProject(project)) {
        QCOMPARE(p.severity, model::ProjectProblem::Severity::Warning);
        found << p.where + ": " + p.message;
    }
    QCOMPARE(found,
             (QStringList{"sprites[0] \"sheet\", animation 2 \"run\": another animation of the "
                          "sprite has the same name; the CLI and the exports call this one "
                          "\"run_2\"",
                          "sprites[0] \"sheet\", animation 3 \"\": the animation has no name",
                          "sprites[0] \"sheet\", animation 3 \"\": the animation has no frames",
                          "preview.instances[1]: shows frame #5, but its sprite has 2 frame(s); "
                          "the last one is shown"}));
}

QTEST_GUILESS_MAIN(TestFrames)
#include "tst_frames.moc"
