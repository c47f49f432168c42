// Tests for LabelsItem::arrangedTags: name tags that would cover each other are stacked
// upwards, checked against the plain properties of the result (pairwise apart, each tag
// only moved up, its width, height and x kept, tags that were apart left alone).

#include "preview/labelsitem.h"

#include <QTest>

#include <random>

using namespace hitbox::editor;

namespace {

// What any arrangement must give for `boxes`; empty when it does.
QString problemsOf(const QList<QRectF> &boxes, const QList<QRectF> &placed)
{
    if (placed.size() != boxes.size())
        return QStringLiteral("%1 tags for %2").arg(placed.size()).arg(boxes.size());
    for (qsizetype i = 0; i < placed.size(); ++i) {
        if (placed[i].size() != boxes[i].size() || placed[i].x() != boxes[i].x())
            return QStringLiteral("tag %1 changed its size or x").arg(i);
        if (placed[i].y() > boxes[i].y())
            return QStringLiteral("tag %1 moved down").arg(i);
        for (qsizetype j = 0; j < i; ++j) {
            if (placed[i].intersects(placed[j]))
                return QStringLiteral("tags %1 and %2 overlap").arg(j).arg(i);
        }
    }
    return {};
}

} // namespace

class TestLabelsItem : public QObject
{
    Q_OBJECT

private slots:
    void arranged_data();
    void arranged();
    void randomTags();
    void obstacles_data();
    void obstacles();
};

void TestLabelsItem::arranged_data()
{
    QTest::addColumn<QList<QRectF>>("boxes");
    QTest::addColumn<QList<QRectF>>("expected");
    const QRectF tag(100, 200, 80, 16);
    QTest::newRow("none") << QList<QRectF>{} << QList<QRectF>{};
    QTest::newRow("one") << QList<QRectF>{tag} << QList<QRectF>{tag};
    QTest::newRow("apart") << QList<QRectF>{tag, tag.translated(90, 0)}
                           << QList<QRectF>{tag, tag.translated(90, 0)};
    // Touching edges do not overlap (QRectF::intersects is strict).
    QTest::newRow("side by side") << QList<QRectF>{tag, tag.translated(80, 0)}
                                  << QList<QRectF>{tag, tag.translated(80, 0)};
    QTest::newRow("same place") << QList<QRectF>{tag, tag}
                                << QList<QRectF>{tag, tag.translated(0, -17)};
    // The fighter and the dummy it hits: the second tag half over the first.
    QTest::newRow("half over") << QList<QRectF>{tag, tag.translated(40, 5)}
                               << QList<QRectF>{tag, QRectF(140, 200 - 1 - 16, 80, 16)};
    QTest::newRow("three in one place")
            << QList<QRectF>{tag, tag, tag}
            << QList<QRectF>{tag, tag.translated(0, -17), tag.translated(0, -34)};
    // Moving above the first lands on the second: it goes above that one too.
    QTest::newRow("chain") << QList<QRectF>{tag, tag.translated(0, -17), tag.translated(10, 3)}
                           << QList<QRectF>{tag, tag.translated(0, -17), QRectF(110, 166, 80, 16)};
    QTest::newRow("empty tag") << QList<QRectF>{tag, QRectF(120, 205, 0, 0)}
                               << QList<QRectF>{tag, QRectF(120, 205, 0, 0)};
}

void TestLabelsItem::arranged()
{
    QFETCH(QList<QRectF>, boxes);
    QFETCH(QList<QRectF>, expected);
    const QList<QRectF> placed = LabelsItem::arrangedTags(boxes);
    QCOMPARE(placed, expected);
    QVERIFY2(problemsOf(boxes, placed).isEmpty(), qPrintable(problemsOf(boxes, placed)));
}

void TestLabelsItem::randomTags()
{
    std::mt19937 rng(12);
    std::uniform_real_distribution<double> coordinate(0.0, 300.0);
    std::uniform_real_distribution<double> width(20.0, 120.0);
    for (int round = 0; round < 200; ++round) {
        QList<QRectF> boxes;
        const int count = 1 + round % 40; // the scene shows at most 40 tags
        for (int i = 0; i < count; ++i)
            boxes << QRectF(coordinate(rng), coordinate(rng), width(rng), 16.0);
        const QList<QRectF> placed = LabelsItem::arrangedTags(boxes);
        const QString problems = problemsOf(boxes, placed);
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QStringLiteral("round %1: ").arg(round) + problems));
        // Tags that covered nothing before them stay where they were.
        for (int i = 0; i < count; ++i) {
            bool covered = false;
            for (int j = 0; j < i; ++j)
                covered = covered || boxes[i].intersects(placed[j]);
            if (!covered)
                QCOMPARE(placed[i], boxes[i]);
        }
    }
}

void TestLabelsItem::obstacles_data()
{
    QTest::addColumn<QList<QRectF>>("boxes");
    QTest::addColumn<QList<QRectF>>("obstacles");
    QTest::addColumn<QList<QRectF>>("expected");
    const QRectF tag(100, 200, 80, 16);
    // A rotate handle's stem rising from the middle of the sprite's top edge at x = 140.
    const QRectF stem(134, 176, 12, 40);
    QTest::newRow("clear of it") << QList<QRectF>{tag.translated(-60, 0)} << QList<QRectF>{stem}
                                 << QList<QRectF>{tag.translated(-60, 0)};
    QTest::newRow("crossed: moves left") << QList<QRectF>{tag} << QList<QRectF>{stem}
                                         << QList<QRectF>{QRectF(134 - 1 - 80, 200, 80, 16)};
    // Touching is not covering.
    QTest::newRow("touching its left side")
            << QList<QRectF>{tag.translated(-46, 0)} << QList<QRectF>{stem}
            << QList<QRectF>{tag.translated(-46, 0)};
    // A second obstacle where the tag would go: it rises above the first instead.
    QTest::newRow("no room on the left")
            << QList<QRectF>{tag} << QList<QRectF>{stem, QRectF(40, 190, 20, 30)}
            << QList<QRectF>{QRectF(100, 176 - 1 - 16, 80, 16)};
    // Two tags at the same place: both move left, the second above the first.
    QTest::newRow("two tags") << QList<QRectF>{tag, tag} << QList<QRectF>{stem}
                              << QList<QRectF>{QRectF(53, 200, 80, 16), QRectF(53, 183, 80, 16)};
    QTest::newRow("rotated stem to the right")
            << QList<QRectF>{tag} << QList<QRectF>{QRectF(150, 204, 40, 12)}
            << QList<QRectF>{QRectF(150 - 1 - 80, 200, 80, 16)};
}

void TestLabelsItem::obstacles()
{
    QFETCH(QList<QRectF>, boxes);
    QFETCH(QList<QRectF>, obstacles);
    QFETCH(QList<QRectF>, expected);
    const QList<QRectF> placed = LabelsItem::arrangedTags(boxes, obstacles);
    QCOMPARE(placed, expected);
    // Whatever the rule, no tag covers an obstacle or another tag, and none grows.
    for (qsizetype i = 0; i < placed.size(); ++i) {
        QCOMPARE(placed[i].size(), boxes[i].size());
        for (const QRectF &o : obstacles)
            QVERIFY(!placed[i].intersects(o));
        for (qsizetype j = 0; j < i; ++j)
            QVERIFY(!placed[i].intersects(placed[j]));
    }
}

QTEST_MAIN(TestLabelsItem)
#include "tst_labelsitem.moc"
