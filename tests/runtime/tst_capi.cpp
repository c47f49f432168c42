// The C API (hitbox.h) around the answers: loading and its messages, pixels handed from
// memory (equal to the pixels read from the file), argument checks, swapped arguments, and
// animation frames at a time against the editor's play mode (model::frameAtTime).

#include "documentoracle.h"
#include "paritydocuments.h"

#include "model/document/animationplayback.h"

#include <hitbox/hitbox.h>

#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <limits>
#include <memory>

using namespace hitbox;

namespace {

struct DocumentFree
{
    void operator()(hitbox_document *doc) const { hitbox_document_free(doc); }
};
using DocumentPtr = std::unique_ptr<hitbox_document, DocumentFree>;

bool sameResult(const hitbox_result &a, const hitbox_result &b)
{
    for (int t = 0; t < HITBOX_TIER_COUNT; ++t) {
        if (a.tiers[t] != b.tiers[t])
            return false;
    }
    return a.pipeline == b.pipeline && a.decided_by == b.decided_by
           && a.overlap_pixels == b.overlap_pixels;
}

constexpr hitbox_placement origin{0, 0, 0, 1, 1};

} // namespace

class TestCApi : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void loadFailures_data();
    void loadFailures();
    void errorBuffer();
    void lookups();
    void badArguments_data();
    void badArguments();
    void swappedArguments();
    void pixelsFromMemory();
    void setPixelsRefuses();
    void animationFrames();

private:
    QTemporaryDir m_dir;
    QString m_rich;
    QString m_old;
};

void TestCApi::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QStringList docs = testsupport::writeParityDocuments(QDir(m_dir.path()));
    m_rich = docs.at(0);
    m_old = docs.at(1);
}

void TestCApi::loadFailures_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message"); // after the document's path and ": "
    const QByteArray sprite = R"({"format":"hitbox","version":2,"sprites":[{"name":"s","image":")";
    QTest::newRow("missing image")
            << sprite + R"(nothere.png","frames":[{}]}]})"
            << QStringLiteral("sprite \"s\", frame 0: %1/nothere.png: file not found");
    QTest::newRow("not an image")
            << sprite + R"(doc.hitbox.json","frames":[{}]}]})"
            << QStringLiteral("sprite \"s\", frame 0: %1/doc.hitbox.json: not a readable image");
    QTest::newRow("image is a folder")
            << sprite + R"(.","frames":[{}]}]})"
            << QStringLiteral("sprite \"s\", frame 0: %1: is not a regular file");
    QTest::newRow("frame of a still image")
            << sprite + R"(blob.png","frames":[{"imageIndex":2}]}]})"
            << QStringLiteral("sprite \"s\", frame 0: %1/blob.png: frame 2 of an animated image");
    QTest::newRow("frame too large")
            << sprite + R"(blob.png","frames":[{"sourceSize":[20000,5]}]}]})"
            << QStringLiteral("sprite \"s\", frame 0: the frame's size is empty or above 16384");
    QTest::newRow("broken document")
            << QByteArray(R"({"format":"hitbox","version":2,"sprites":[{]})")
            << QStringLiteral("not valid JSON");
}

void TestCApi::loadFailures()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    const QString path = m_dir.filePath(QStringLiteral("doc.hitbox.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(json);
    file.close();
    char error[512] = "untouched";
    QVERIFY(!hitbox_document_load(path.toUtf8().constData(), error, sizeof error));
    const QString got = QString::fromUtf8(error);
    const QString want
            = message.contains(QStringLiteral("%1")) ? message.arg(m_dir.path()) : message;
    // Document problems start with the document; image problems name the image.
    if (!message.startsWith(QStringLiteral("sprite")))
        QVERIFY2(got.startsWith(path + QStringLiteral(": ") + want), error);
    else
        QVERIFY2(got.startsWith(want), error);
    // The same bytes from memory fail the same way.
    char again[512];
    QVERIFY(!hitbox_document_parse(json.constData(),
                                   std::size_t(json.size()),
                                   path.toUtf8().constData(),
                                   0,
                                   again,
                                   sizeof again));
    QCOMPARE(QString::fromUtf8(again), got);
}

void TestCApi::errorBuffer()
{
    char small[8];
    QVERIFY(!hitbox_document_load("/no/such.hitbox.json", small, sizeof small));
    QCOMPARE(QByteArray(small), QByteArray("/no/suc")); // truncated, terminated
    QVERIFY(!hitbox_document_load("/no/such.hitbox.json", nullptr, 0));
    QVERIFY(!hitbox_document_load(nullptr, small, sizeof small));
    QVERIFY(!hitbox_document_parse(nullptr, 4, "x", 0, small, sizeof small));
    hitbox_document_free(nullptr);
    char error[256] = "stale";
    const DocumentPtr doc(hitbox_document_load(m_rich.toUtf8().constData(), error, sizeof error));
    QVERIFY2(doc, error);
    QCOMPARE(error[0], '\0'); // success clears the message
}

void TestCApi::lookups()
{
    char error[256];
    const DocumentPtr doc(hitbox_document_load(m_rich.toUtf8().constData(), error, sizeof error));
    QVERIFY2(doc, error);
    QCOMPARE(hitbox_sprite_count(doc.get()), 4);
    QCOMPARE(hitbox_sprite_find(doc.get(), "keyed"), 2);
    QCOMPARE(hitbox_sprite_find(doc.get(), "sheet:cell#1"), 1);
    QCOMPARE(hitbox_sprite_find(doc.get(), "Keyed"), -1);
    QCOMPARE(hitbox_sprite_find(doc.get(), nullptr), -1);
    QCOMPARE(hitbox_sprite_find(nullptr, "keyed"), -1);
    QCOMPARE(QByteArray(hitbox_sprite_name(doc.get(), 0)), QByteArray("blob"));
    QCOMPARE(QByteArray(hitbox_sprite_name(doc.get(), 3)), QByteArray("moving"));
    QVERIFY(!hitbox_sprite_name(doc.get(), 4));
    QVERIFY(!hitbox_sprite_name(doc.get(), -1));
    QCOMPARE(hitbox_frame_count(doc.get(), 1), 3);
    QCOMPARE(hitbox_frame_count(doc.get(), 3), 3); // the frames of an animated GIF
    QCOMPARE(hitbox_frame_count(doc.get(), 4), -1);
    QCOMPARE(hitbox_frame_count(nullptr, 0), -1);
    QCOMPARE(QByteArray(hitbox_status_text(HITBOX_OK)), QByteArray("ok"));
    QVERIFY(QByteArray(hitbox_status_text(HITBOX_ERROR_NO_PIXELS))
                    .contains("hitbox_document_set_pixels"));
    QCOMPARE(QByteArray(hitbox_status_text(99)), QByteArray("unknown status"));
}

void TestCApi::badArguments_data()
{
    QTest::addColumn<int>("spriteA");
    QTest::addColumn<int>("frameA");
    QTest::addColumn<double>("x");
    QTest::addColumn<double>("rotation");
    QTest::addColumn<double>("scale");
    QTest::addColumn<QByteArray>("roleA");
    QTest::addColumn<QByteArray>("roleB");
    QTest::addColumn<int>("status");
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    QTest::newRow("fine") << 0 << 0 << 1.0 << 0.0 << 1.0 << QByteArray() << QByteArray()
                          << int(HITBOX_OK);
    QTest::newRow("fine with roles") << 0 << 2 << 1.0 << 0.0 << -1.0 << QByteArray("body")
                                     << QByteArray("ghost") << int(HITBOX_OK);
    QTest::newRow("limits") << 0 << 0 << 1e7 << -1e7 << 1000.0 << QByteArray() << QByteArray()
                            << int(HITBOX_OK);
    QTest::newRow("small scale") << 0 << 0 << 0.0 << 0.0 << -0.001 << QByteArray() << QByteArray()
                                 << int(HITBOX_OK);
    QTest::newRow("sprite -1") << -1 << 0 << 0.0 << 0.0 << 1.0 << QByteArray() << QByteArray()
                               << int(HITBOX_ERROR_ARGUMENT);
    QTest::newRow("sprite 4") << 4 << 0 << 0.0 << 0.0 << 1.0 << QByteArray() << QByteArray()
                              << int(HITBOX_ERROR_ARGUMENT);
    QTest::newRow("frame 3") << 0 << 3 << 0.0 << 0.0 << 1.0 << QByteArray() << QByteArray()
                             << int(HITBOX_ERROR_ARGUMENT);
    QTest::newRow("frame -1") << 0 << -1 << 0.0 << 0.0 << 1.0 << QByteArray() << QByteArray()
                              << int(HITBOX_ERROR_ARGUMENT);
    QTest::newRow("NaN x") << 0 << 0 << nan << 0.0 << 1.0 << QByteArray() << QByteArray()
                           << int(HITBOX_ERROR_ARGUMENT);
    QTest::newRow("infinite angle") << 0 << 0 << 0.0 << inf << 1.0 << QByteArray() << QByteArray()
                                    << int(HITBOX_ERROR_ARGUMENT);
    QTest::newRow("far x") << 0 << 0 << 1.0000001e7 << 0.0 << 1.0 << QByteArray() << QByteArray()
                           << int(HITBOX_ERROR_ARGUMENT);
    QTest::newRow("scale 0") << 0 << 0 << 0.0 << 0.0 << 0.0 << QByteArray() << QByteArray()
                             << int(HITBOX_ERROR_ARGUMENT);
    QTest::newRow("scale 1001") << 0 << 0 << 0.0 << 0.0 << 1001.0 << QByteArray() << QByteArray()
                                << int(HITBOX_ERROR_ARGUMENT);
    QTest::newRow("NaN scale") << 0 << 0 << 0.0 << 0.0 << nan << QByteArray() << QByteArray()
                               << int(HITBOX_ERROR_ARGUMENT);
    QTest::newRow("one role") << 0 << 0 << 0.0 << 0.0 << 1.0 << QByteArray("body") << QByteArray()
                              << int(HITBOX_ERROR_ARGUMENT);
    QTest::newRow("unknown role") << 0 << 0 << 0.0 << 0.0 << 1.0 << QByteArray("body")
                                  << QByteArray("nobody") << int(HITBOX_ERROR_ARGUMENT);
}

void TestCApi::badArguments()
{
    QFETCH(int, spriteA);
    QFETCH(int, frameA);
    QFETCH(double, x);
    QFETCH(double, rotation);
    QFETCH(double, scale);
    QFETCH(QByteArray, roleA);
    QFETCH(QByteArray, roleB);
    QFETCH(int, status);
    char error[256];
    const DocumentPtr doc(hitbox_document_load(m_rich.toUtf8().constData(), error, sizeof error));
    QVERIFY2(doc, error);
    const hitbox_placement a{x, 0, rotation, scale, 1};
    hitbox_result result{};
    const char *ra = roleA.isNull() ? nullptr : roleA.constData();
    const char *rb = roleB.isNull() ? nullptr : roleB.constData();
    QCOMPARE(hitbox_collide(doc.get(), spriteA, frameA, a, 1, 0, origin, ra, rb, &result), status);
    // The same placement on B's side, and the roles swapped, are checked the same way.
    QCOMPARE(hitbox_collide(doc.get(), 1, 0, origin, spriteA, frameA, a, rb, ra, &result), status);
    QCOMPARE(hitbox_collide(doc.get(), spriteA, frameA, a, 1, 0, origin, ra, rb, nullptr),
             int(HITBOX_ERROR_ARGUMENT));
    QCOMPARE(hitbox_collide(nullptr, spriteA, frameA, a, 1, 0, origin, ra, rb, &result),
             int(HITBOX_ERROR_ARGUMENT));
}

// Swapping A and B never changes a verdict.
void TestCApi::swappedArguments()
{
    char error[256];
    const DocumentPtr doc(hitbox_document_load(m_rich.toUtf8().constData(), error, sizeof error));
    QVERIFY2(doc, error);
    QRandomGenerator random(7);
    int hits = 0;
    for (int i = 0; i < 400; ++i) {
        const int sa = random.bounded(3);
        const int sb = random.bounded(3);
        const int fa = random.bounded(hitbox_frame_count(doc.get(), sa));
        const int fb = random.bounded(hitbox_frame_count(doc.get(), sb));
        const hitbox_placement a{
                random.bounded(20.0) - 10, random.bounded(20.0) - 10, random.bounded(360.0), 1, 1};
        const hitbox_placement b{random.bounded(40.0) - 20,
                                 random.bounded(40.0) - 20,
                                 random.bounded(360.0),
                                 -1,
                                 1.5};
        hitbox_result ab{};
        hitbox_result ba{};
        QCOMPARE(hitbox_collide(doc.get(), sa, fa, a, sb, fb, b, nullptr, nullptr, &ab),
                 int(HITBOX_OK));
        QCOMPARE(hitbox_collide(doc.get(), sb, fb, b, sa, fa, a, nullptr, nullptr, &ba),
                 int(HITBOX_OK));
        // The verdicts and the decider are the same; the pixels are counted in A's image,
        // so their number changes with the scales, but not whether there are any.
        for (int t = 0; t < HITBOX_TIER_COUNT; ++t)
            QCOMPARE(ab.tiers[t], ba.tiers[t]);
        QCOMPARE(ab.pipeline, ba.pipeline);
        QCOMPARE(ab.decided_by, ba.decided_by);
        QCOMPARE(ab.overlap_pixels > 0, ba.overlap_pixels > 0);
        hits += ab.pipeline == HITBOX_HIT;
    }
    QVERIFY(hits > 20 && hits < 380); // the placements ask both ways
}

// A game that holds the pixels hands them instead of files: the answers are those of the
// document loaded with its images.
void TestCApi::pixelsFromMemory()
{
    char error[256];
    const QByteArray path = m_rich.toUtf8();
    const DocumentPtr files(hitbox_document_load(path.constData(), error, sizeof error));
    QVERIFY2(files, error);
    const DocumentPtr bare(hitbox_document_load_with(
            path.constData(), HITBOX_LOAD_NO_IMAGES, error, sizeof error));
    QVERIFY2(bare, error);
    hitbox_result result{};
    QCOMPARE(hitbox_collide(bare.get(), 0, 0, origin, 1, 0, origin, nullptr, nullptr, &result),
             int(HITBOX_ERROR_NO_PIXELS));
    const auto hand = [&](int sprite, int frame, const QString &file) {
        const QImage image = QImage(m_dir.filePath(file)).convertToFormat(QImage::Format_RGBA8888);
        // A padded stride: rows 16 bytes apart more than they need.
        QByteArray padded(int(image.height() * (image.bytesPerLine() + 16)), '\x7f');
        for (int y = 0; y < image.height(); ++y)
            std::memcpy(padded.data() + y * (image.bytesPerLine() + 16),
                        image.constScanLine(y),
                        std::size_t(image.bytesPerLine()));
        return hitbox_document_set_pixels(
                bare.get(),
                sprite,
                frame,
                reinterpret_cast<const unsigned char *>(padded.constData()),
                image.width(),
                image.height(),
                int(image.bytesPerLine() + 16),
                error,
                sizeof error);
    };
    QCOMPARE(hand(0, -1, QStringLiteral("blob.png")), int(HITBOX_OK));
    QCOMPARE(hand(1, -1, QStringLiteral("sheet.png")), int(HITBOX_OK));
    QCOMPARE(hand(2, -1, QStringLiteral("keyed.png")),
             int(HITBOX_OK)); // frames 0 and 3 (flipped) only: the others have their own
    QCOMPARE(hitbox_collide(bare.get(), 2, 1, origin, 0, 0, origin, nullptr, nullptr, &result),
             int(HITBOX_ERROR_NO_PIXELS));
    QCOMPARE(hand(2, 1, QStringLiteral("deep.png")), int(HITBOX_OK));
    QCOMPARE(hand(2, 2, QStringLiteral("indexed.png")), int(HITBOX_OK));
    // Flipped frames cut from their own image: the runtime mirrors the pixels handed to it.
    QCOMPARE(hand(2, 4, QStringLiteral("sheet.png")), int(HITBOX_OK));
    QCOMPARE(hand(2, 5, QStringLiteral("sheet.png")), int(HITBOX_OK));
    QRandomGenerator random(11);
    for (int i = 0; i < 300; ++i) {
        const int sa = random.bounded(3);
        const int sb = random.bounded(3);
        const int fa = random.bounded(hitbox_frame_count(files.get(), sa));
        const int fb = random.bounded(hitbox_frame_count(files.get(), sb));
        const hitbox_placement a{
                random.bounded(10.0), random.bounded(10.0), random.bounded(90.0), 1, 1};
        const hitbox_placement b{random.bounded(30.0), random.bounded(30.0), 0, 1, -1};
        hitbox_result fromFiles{};
        hitbox_result fromMemory{};
        QCOMPARE(hitbox_collide(files.get(), sa, fa, a, sb, fb, b, nullptr, nullptr, &fromFiles),
                 int(HITBOX_OK));
        QCOMPARE(hitbox_collide(bare.get(), sa, fa, a, sb, fb, b, nullptr, nullptr, &fromMemory),
                 int(HITBOX_OK));
        QVERIFY2(sameResult(fromFiles, fromMemory),
                 qPrintable(QStringLiteral("%1#%2 %3#%4").arg(sa).arg(fa).arg(sb).arg(fb)));
    }
}

void TestCApi::setPixelsRefuses()
{
    char error[256];
    const DocumentPtr doc(hitbox_document_load_with(
            m_rich.toUtf8().constData(), HITBOX_LOAD_NO_IMAGES, error, sizeof error));
    QVERIFY2(doc, error);
    const QByteArray pixels(64 * 64 * 4, '\xff');
    const auto *rgba = reinterpret_cast<const unsigned char *>(pixels.constData());
    QCOMPARE(hitbox_document_set_pixels(doc.get(), 0, 0, rgba, 8, 8, 31, error, sizeof error),
             int(HITBOX_ERROR_ARGUMENT));
    QVERIFY2(QByteArray(error).contains("stride of 31 bytes"), error);
    QCOMPARE(hitbox_document_set_pixels(doc.get(), 0, 0, nullptr, 8, 8, 32, error, sizeof error),
             int(HITBOX_ERROR_ARGUMENT));
    QCOMPARE(hitbox_document_set_pixels(doc.get(), 0, 0, rgba, 0, 8, 32, error, sizeof error),
             int(HITBOX_ERROR_ARGUMENT));
    QCOMPARE(
            hitbox_document_set_pixels(doc.get(), 0, 0, rgba, 20000, 1, 80000, error, sizeof error),
            int(HITBOX_ERROR_ARGUMENT));
    QCOMPARE(hitbox_document_set_pixels(doc.get(), 4, 0, rgba, 8, 8, 32, error, sizeof error),
             int(HITBOX_ERROR_ARGUMENT));
    QVERIFY2(QByteArray(error).contains("no sprite 4"), error);
    QCOMPARE(hitbox_document_set_pixels(doc.get(), 0, 3, rgba, 8, 8, 32, error, sizeof error),
             int(HITBOX_ERROR_ARGUMENT));
    QCOMPARE(hitbox_document_set_pixels(doc.get(), 0, -2, rgba, 8, 8, 32, error, sizeof error),
             int(HITBOX_ERROR_ARGUMENT));
    QCOMPARE(hitbox_document_set_pixels(nullptr, 0, 0, rgba, 8, 8, 32, error, sizeof error),
             int(HITBOX_ERROR_ARGUMENT));
    // Good pixels pass and clear the message.
    QCOMPARE(hitbox_document_set_pixels(doc.get(), 0, 0, rgba, 8, 8, 32, error, sizeof error),
             int(HITBOX_OK));
    QCOMPARE(error[0], '\0');
}

// hitbox_animation_frame is the editor's play mode: model::frameAtTime is the oracle.
void TestCApi::animationFrames()
{
    for (const QString &path : {m_rich, m_old}) {
        char error[256];
        const DocumentPtr doc(hitbox_document_load(path.toUtf8().constData(), error, sizeof error));
        QVERIFY2(doc, error);
        const model::ProjectReadResult editor = model::readProjectFile(path);
        QVERIFY2(editor.ok(), qPrintable(editor.error));
        for (int s = 0; s < hitbox_sprite_count(doc.get()); ++s) {
            const model::Sprite &sprite = editor.project.sprites[s];
            QCOMPARE(hitbox_animation_frame(doc.get(), s, "no such", 0), -1);
            QCOMPARE(hitbox_animation_frame(doc.get(), s, "", 0), -1);
            const QStringList names = model::uniqueAnimationNames(sprite);
            for (int a = 0; a < names.size(); ++a) {
                const QByteArray name = names[a].toUtf8();
                for (double t = -50; t < 1000; t += 7.5) {
                    const int want = model::frameAtTime(sprite, a, qint64(std::floor(t)));
                    QCOMPARE(hitbox_animation_frame(doc.get(), s, name.constData(), t), want);
                }
                QCOMPARE(hitbox_animation_frame(doc.get(), s, name.constData(), std::nan("")), -1);
                QCOMPARE(hitbox_animation_frame(doc.get(), s, name.constData(), 1e300),
                         model::frameAtTime(sprite, a, qint64(9e18)));
            }
        }
        QCOMPARE(hitbox_animation_frame(doc.get(), 9, "pulse", 0), -1);
    }
    // The rich document's ping-pong of 3 frames (100, 40, 100 ms): 0 1 2 1, 280 ms a cycle.
    char error[256];
    const DocumentPtr doc(hitbox_document_load(m_rich.toUtf8().constData(), error, sizeof error));
    QVERIFY2(doc, error);
    const std::pair<double, int> expected[] = {{-1, 0},
                                               {0, 0},
                                               {99.9, 0},
                                               {100, 1},
                                               {139, 1},
                                               {140, 2},
                                               {239, 2},
                                               {240, 1},
                                               {279, 1},
                                               {280, 0},
                                               {380, 1},
                                               {2800 + 150, 2}};
    for (const auto &[t, frame] : expected)
        QCOMPARE(hitbox_animation_frame(doc.get(), 0, "pulse", t), frame);
    // "once" plays 2 0 1 reversed (1 0 2: 40, 100, 100 ms) one time, then holds frame 2.
    const std::pair<double, int> once[] = {{-1, 1},
                                           {0, 1},
                                           {39, 1},
                                           {40, 0},
                                           {139, 0},
                                           {140, 2},
                                           {239, 2},
                                           {240, 2},
                                           {241, 2},
                                           {1e9, 2},
                                           {1e300, 2}};
    for (const auto &[t, frame] : once)
        QCOMPARE(hitbox_animation_frame(doc.get(), 0, "once", t), frame);
}

QTEST_GUILESS_MAIN(TestCApi)
#include "tst_capi.moc"
