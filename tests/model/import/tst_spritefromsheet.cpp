// spriteFromSheet: an ImportedSheet turned into a Sprite (frames, durations, animations).

#include "model/import/spritefromsheet.h"

#include <QtTest>

using namespace hitbox;
using hitbox::model::AnimationDirection;
using hitbox::model::FrameRegion;
using hitbox::model::ImportedAnimation;
using hitbox::model::ImportedFrame;
using hitbox::model::ImportedSheet;
using hitbox::model::SheetKind;
using hitbox::model::Sprite;

Q_DECLARE_METATYPE(hitbox::model::ImportedSheet)

class TestSpriteFromSheet : public QObject
{
    Q_OBJECT

private slots:
    void frames_data();
    void frames();
    void animations_data();
    void animations();
};

namespace {

ImportedFrame cell(int x, int y, int w, int h, int durationMs)
{
    ImportedFrame frame;
    frame.region.rect = QRect(x, y, w, h);
    frame.durationMs = durationMs;
    return frame;
}

ImportedSheet sheetOf(const QList<ImportedFrame> &frames,
                      const QList<ImportedAnimation> &animations = {})
{
    ImportedSheet sheet;
    sheet.kind = SheetKind::Grid;
    sheet.imagePath = QStringLiteral("/sheets/run.png");
    sheet.frames = frames;
    sheet.animations = animations;
    return sheet;
}

} // namespace

void TestSpriteFromSheet::frames_data()
{
    QTest::addColumn<ImportedSheet>("sheet");

    QTest::newRow("empty sheet") << sheetOf({});
    QTest::newRow("one frame") << sheetOf({cell(0, 0, 16, 16, 100)});
    QTest::newRow("four cells") << sheetOf({cell(0, 0, 32, 32, 80),
                                            cell(32, 0, 32, 32, 90),
                                            cell(64, 0, 32, 32, 100),
                                            cell(96, 0, 32, 32, 1)});
    ImportedFrame idle = cell(0, 0, 8, 8, 60);
    idle.name = QStringLiteral("idle:0");
    ImportedFrame unnamed = cell(8, 0, 8, 8, 60);
    ImportedFrame odd = cell(16, 0, 8, 8, 60);
    odd.name = QStringLiteral("hero 1.aseprite %1");
    QTest::newRow("atlas frame names") << sheetOf({idle, unnamed, odd});
    ImportedFrame trimmed = cell(3, 4, 10, 12, 250);
    trimmed.region.rotated = true;
    trimmed.region.sourceSize = QSize(20, 20);
    trimmed.region.trimOffset = QPoint(2, 5);
    QTest::newRow("trimmed rotated") << sheetOf({trimmed});
    ImportedFrame animated;
    animated.region.imageIndex = 3;
    animated.durationMs = 40;
    QTest::newRow("animated image frame") << sheetOf({animated});
    ImportedFrame sequence;
    sequence.region.imagePath = QStringLiteral("/seq/walk_002.png");
    sequence.name = QStringLiteral("walk_002.png");
    QTest::newRow("sequence frame") << sheetOf({sequence});
}

void TestSpriteFromSheet::frames()
{
    QFETCH(ImportedSheet, sheet);

    const Sprite sprite = model::spriteFromSheet(sheet, QStringLiteral("run"));

    QCOMPARE(sprite.name, QStringLiteral("run"));
    QCOMPARE(sprite.imagePath, sheet.imagePath);
    QVERIFY(!sprite.pivot.has_value());
    QCOMPARE(sprite.threshold, model::defaultThreshold);
    QVERIFY(sprite.animations.isEmpty());
    if (sheet.frames.isEmpty()) {
        QCOMPARE(sprite.frames, QList<model::Frame>{model::Frame{}});
        return;
    }
    QCOMPARE(sprite.frames.size(), sheet.frames.size());
    for (qsizetype i = 0; i < sheet.frames.size(); ++i) {
        const model::Frame &frame = sprite.frames.at(i);
        QCOMPARE(frame.name, sheet.frames.at(i).name);
        QCOMPARE(frame.region, sheet.frames.at(i).region);
        QCOMPARE(frame.durationMs, sheet.frames.at(i).durationMs);
        QVERIFY(frame.shapes.isEmpty());
        QVERIFY(!frame.pivot.has_value());
        QVERIFY(!frame.threshold.has_value());
        QVERIFY(!frame.colorKey.has_value());
    }
}

void TestSpriteFromSheet::animations_data()
{
    QTest::addColumn<QList<ImportedAnimation>>("imported");
    QTest::addColumn<QList<QList<int>>>("frames");
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<QList<AnimationDirection>>("directions");

    QTest::newRow("none") << QList<ImportedAnimation>{} << QList<QList<int>>{} << QStringList{}
                          << QList<AnimationDirection>{};
    QTest::newRow("one whole")
            << QList<ImportedAnimation>{{QStringLiteral("run"), 0, 5, AnimationDirection::Forward}}
            << QList<QList<int>>{{0, 1, 2, 3, 4, 5}} << QStringList{QStringLiteral("run")}
            << QList<AnimationDirection>{AnimationDirection::Forward};
    QTest::newRow("tags overlap, directions")
            << QList<ImportedAnimation>{{QStringLiteral("idle"),
                                         0,
                                         1,
                                         AnimationDirection::PingPong},
                                        {QStringLiteral("hit"), 1, 3, AnimationDirection::Reverse},
                                        {QStringLiteral("last"), 5, 5, AnimationDirection::Forward}}
            << QList<QList<int>>{{0, 1}, {1, 2, 3}, {5}}
            << QStringList{QStringLiteral("idle"), QStringLiteral("hit"), QStringLiteral("last")}
            << QList<AnimationDirection>{AnimationDirection::PingPong,
                                         AnimationDirection::Reverse,
                                         AnimationDirection::Forward};
    QTest::newRow("out of range clamped, empty dropped") << QList<
            ImportedAnimation>{{QStringLiteral("wide"), -2, 9, AnimationDirection::Forward},
                               {QStringLiteral("beyond"), 7, 8, AnimationDirection::Forward},
                               {QStringLiteral("backwards"), 3, 2, AnimationDirection::Forward}}
                                                         << QList<QList<int>>{{0, 1, 2, 3, 4, 5}}
                                                         << QStringList{QStringLiteral("wide")}
                                                         << QList<AnimationDirection>{
                                                                    AnimationDirection::Forward};
    // Aseprite allows tags of one name: stored under model::uniqueAnimationNames' names, so
    // the CLI and every export can tell them apart ("fall_2" is a tag's own name here; an
    // empty tag dropped before naming takes no name).
    QTest::newRow("repeated tag names") << QList<
            ImportedAnimation>{{QStringLiteral("fall"), 0, 1, AnimationDirection::Forward},
                               {QStringLiteral("fall"), 7, 8, AnimationDirection::Forward},
                               {QStringLiteral("fall"), 2, 3, AnimationDirection::Reverse},
                               {QStringLiteral("fall_2"), 4, 4, AnimationDirection::Forward},
                               {QStringLiteral("fall"), 5, 5, AnimationDirection::PingPong}}
                                        << QList<QList<int>>{{0, 1}, {2, 3}, {4}, {5}}
                                        << QStringList{QStringLiteral("fall"),
                                                       QStringLiteral("fall_3"),
                                                       QStringLiteral("fall_2"),
                                                       QStringLiteral("fall_4")}
                                        << QList<AnimationDirection>{AnimationDirection::Forward,
                                                                     AnimationDirection::Reverse,
                                                                     AnimationDirection::Forward,
                                                                     AnimationDirection::PingPong};
}

void TestSpriteFromSheet::animations()
{
    QFETCH(QList<ImportedAnimation>, imported);
    QFETCH(QList<QList<int>>, frames);
    QFETCH(QStringList, names);
    QFETCH(QList<AnimationDirection>, directions);

    QList<ImportedFrame> cells;
    for (int i = 0; i < 6; ++i)
        cells.append(cell(16 * i, 0, 16, 16, 100));
    const Sprite sprite = model::spriteFromSheet(sheetOf(cells, imported), QStringLiteral("s"));

    QCOMPARE(sprite.animations.size(), frames.size());
    for (qsizetype i = 0; i < frames.size(); ++i) {
        QCOMPARE(sprite.animations.at(i).name, names.at(i));
        QCOMPARE(sprite.animations.at(i).frames, frames.at(i));
        QCOMPARE(sprite.animations.at(i).direction, directions.at(i));
    }
}

QTEST_GUILESS_MAIN(TestSpriteFromSheet)
#include "tst_spritefromsheet.moc"
