// Tests of maxImportedFrames (core/model/import/framekey.h): frame keys "NAME#9999" in a
// Phaser or libGDX file may ask for many frames each; the file's sprites together get at most
// 100,000, and every body past that is reported and left out. The Spine import's own test
// (tst_spineimport) covers it there.

#include "model/import/framekey.h"
#include "model/import/hitboximport.h"

#include "importedshapes.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

using namespace hitbox;
using namespace hitbox::model;
using testing::writeText;

namespace {

enum class Format { Phaser, LibGdx };

using Asks = QList<QPair<qsizetype, int>>; ///< (frames, index) per FrameBudget::grow

// One body per key, each a triangle, in the format's own words. A vertex set is wrapped as
// QJsonValue(set): clang reads QJsonArray{set} as a copy of the set, not an array holding it.
QByteArray fileOf(Format format, const QStringList &keys)
{
    if (format == Format::Phaser) {
        QJsonObject root;
        const QJsonArray triangle{QJsonObject{{"x", 0}, {"y", 0}},
                                  QJsonObject{{"x", 10}, {"y", 0}},
                                  QJsonObject{{"x", 0}, {"y", 10}}};
        for (const QString &key : keys) {
            root[key] = QJsonObject{
                    {"type", "fromPhysicsEditor"},
                    {"fixtures",
                     QJsonArray{QJsonObject{{"vertices", QJsonArray{QJsonValue(triangle)}}}}}};
        }
        return QJsonDocument(root).toJson();
    }
    QJsonArray bodies;
    const QJsonArray triangle{QJsonObject{{"x", 0}, {"y", 0}},
                              QJsonObject{{"x", 0.1}, {"y", 0}},
                              QJsonObject{{"x", 0}, {"y", 0.1}}};
    for (const QString &key : keys) {
        bodies.append(QJsonObject{{"name", key},
                                  {"origin", QJsonObject{{"x", 0}, {"y", 0}}},
                                  {"polygons", QJsonArray{QJsonValue(triangle)}},
                                  {"circles", QJsonArray{}}});
    }
    return QJsonDocument(QJsonObject{{"rigidBodies", bodies}}).toJson();
}

qsizetype frameCount(const HitboxImport &imported)
{
    qsizetype frames = 0;
    for (const Sprite &sprite : imported.sprites)
        frames += sprite.frames.size();
    return frames;
}

} // namespace

class TestImportFrameBudget : public QObject
{
    Q_OBJECT

private slots:
    void budget_data();
    void budget();
    void files_data();
    void files();
};

void TestImportFrameBudget::budget_data()
{
    QTest::addColumn<Asks>("asks");
    QTest::addColumn<QList<bool>>("granted");
    QTest::addColumn<QString>("why");
    const int last = maxFramesPerSprite - 1;
    Asks tenFull;
    for (int i = 0; i < 10; ++i)
        tenFull.append({0, last});
    QTest::newRow("ten sprites of 10,000 fill it")
            << tenFull << QList<bool>(10, true) << "100,000 frames exactly";
    QTest::newRow("one more frame does not fit")
            << (tenFull + Asks{{0, 0}}) << (QList<bool>(10, true) << false)
            << "the 100,001st frame";
    QTest::newRow("a frame a sprite has costs nothing")
            << (tenFull + Asks{{10000, 5}, {10000, 9999}})
            << (QList<bool>(10, true) << true << true) << "index below the sprite's frames";
    QTest::newRow("growing counts only the new frames")
            << Asks{{0, 4}, {5, 9}, {10, 9}} << QList<bool>{true, true, true} << "5 + 5 + 0";
    QTest::newRow("a refused ask takes nothing")
            << (Asks{{0, last}} + Asks(9, {0, last}) + Asks{{0, 1}, {10000, 10000}})
            << (QList<bool>(10, true) << false << false) << "full, then asks past it";
}

void TestImportFrameBudget::budget()
{
    QFETCH(const Asks, asks);
    QFETCH(const QList<bool>, granted);
    QCOMPARE(asks.size(), granted.size());
    FrameBudget budget;
    qsizetype taken = 0;
    for (qsizetype i = 0; i < asks.size(); ++i) {
        const auto [frames, index] = asks[i];
        // The reference: what the ask adds, against what earlier granted asks added.
        const qsizetype added = index < frames ? 0 : index + 1 - frames;
        const bool expected = taken + added <= maxImportedFrames;
        QCOMPARE(expected, granted[i]);
        QCOMPARE(budget.grow(frames, index), granted[i]);
        if (expected)
            taken += added;
    }
}

void TestImportFrameBudget::files_data()
{
    QTest::addColumn<Format>("format");
    QTest::addColumn<QStringList>("keys");
    QTest::addColumn<qsizetype>("frames");
    QTest::addColumn<QStringList>("leftOut"); // the keys reported as past the budget
    QStringList full;
    for (int i = 0; i < 10; ++i)
        full << QStringLiteral("s%1#9999").arg(i);
    for (const Format format : {Format::Phaser, Format::LibGdx}) {
        const char *name = format == Format::Phaser ? "phaser" : "libgdx";
        QTest::addRow("%s: ten sprites of 10,000 frames", name)
                << format << full << qsizetype(100000) << QStringList{};
        QTest::addRow("%s: an eleventh sprite is left out", name)
                << format << (full + QStringList{"t#0"}) << qsizetype(100000) << QStringList{"t#0"};
        QTest::addRow("%s: a frame of a full sprite still comes in", name)
                << format << (full + QStringList{"s3#17", "u"}) << qsizetype(100000)
                << QStringList{"u"};
        QTest::addRow("%s: many huge keys, few frames each", name)
                << format << (full + QStringList{"x#9999", "y#1", "s0#0"}) << qsizetype(100000)
                << QStringList{"x#9999", "y#1"};
    }
}

void TestImportFrameBudget::files()
{
    QFETCH(const Format, format);
    QFETCH(const QStringList, keys);
    QFETCH(const qsizetype, frames);
    QFETCH(const QStringList, leftOut);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("many %1.json"));
    writeText(path, fileOf(format, keys));
    const HitboxImport imported = importHitboxes(path);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    QCOMPARE(frameCount(imported), frames);
    QStringList reported;
    const QString prefix = QDir::toNativeSeparators(path) + QStringLiteral(": \"");
    const QString suffix
            = QStringLiteral("\": its frame would pass 100000 frames in all; left out");
    for (const QString &line : imported.report) {
        if (line.startsWith(prefix) && line.endsWith(suffix))
            reported << line.mid(prefix.size(), line.size() - prefix.size() - suffix.size());
    }
    QCOMPARE(reported, leftOut);
    // Every key that came in has its shape on the frame it names.
    for (const QString &key : keys) {
        if (leftOut.contains(key))
            continue;
        const FrameKey frameKey = parseFrameKey(key);
        const auto sprite
                = std::find_if(imported.sprites.cbegin(),
                               imported.sprites.cend(),
                               [&](const Sprite &s) { return s.name == frameKey.sprite; });
        QVERIFY2(sprite != imported.sprites.cend(), qPrintable(key));
        QVERIFY2(frameKey.frame < sprite->frames.size(), qPrintable(key));
        QCOMPARE(sprite->frames[frameKey.frame].shapes.size(), 1);
    }
}

QTEST_GUILESS_MAIN(TestImportFrameBudget)
#include "tst_importframebudget.moc"
