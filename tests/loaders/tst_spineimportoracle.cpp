// Our Spine import's bone transforms against spine-core itself: for random skeletons (a
// tree of bones with translation, rotation, scale, negative scale and shear, each with a
// slot holding a bounding box), every bounding box the import brings in has the world
// vertices spine-core computes (Skeleton.updateWorldTransform, then
// BoundingBoxAttachment.computeWorldVertices: tests/loaders/node/spine-world.mjs), y
// flipped to y down, within 1e-4.

#include "loaderscene.h"
#include "loaderskip.h"

#include "importedshapes.h"

#include "model/import/hitboximport.h"

#include <QRandomGenerator>
#include <QTemporaryDir>

#include <numbers>

using namespace loaderscene;

namespace {

double between(QRandomGenerator &rng, double low, double high)
{
    return low + rng.bounded(high - low);
}

// A skeleton of `bones` bones, each with a slot "slot N" holding the bounding box "box N".
QByteArray randomSkeleton(QRandomGenerator &rng, int bones)
{
    QJsonArray boneList, slotList;
    QJsonObject attachments;
    for (int i = 0; i < bones; ++i) {
        const QString name = QStringLiteral("bone %1").arg(i);
        QJsonObject bone{
                {QStringLiteral("name"), name},
                {QStringLiteral("x"), between(rng, -50, 50)},
                {QStringLiteral("y"), between(rng, -50, 50)},
                {QStringLiteral("rotation"), between(rng, -180, 180)},
                {QStringLiteral("scaleX"), between(rng, 0.3, 2) * (rng.bounded(4) == 0 ? -1 : 1)},
                {QStringLiteral("scaleY"), between(rng, 0.3, 2) * (rng.bounded(4) == 0 ? -1 : 1)},
                {QStringLiteral("shearX"), between(rng, -30, 30)},
                {QStringLiteral("shearY"), between(rng, -30, 30)}};
        if (i > 0)
            bone[QStringLiteral("parent")] = QStringLiteral("bone %1").arg(rng.bounded(i));
        boneList.append(bone);
        const QString slot = QStringLiteral("slot %1").arg(i);
        slotList.append(
                QJsonObject{{QStringLiteral("name"), slot}, {QStringLiteral("bone"), name}});
        const int n = 3 + int(rng.bounded(4));
        const double radius = between(rng, 5, 30), cx = between(rng, -20, 20),
                     cy = between(rng, -20, 20);
        QJsonArray vertices;
        for (int k = 0; k < n; ++k) {
            const double a = 2 * std::numbers::pi * k / n;
            vertices.append(cx + radius * std::cos(a));
            vertices.append(cy + radius * std::sin(a));
        }
        attachments[slot]
                = QJsonObject{{QStringLiteral("box %1").arg(i),
                               QJsonObject{{QStringLiteral("type"), QStringLiteral("boundingbox")},
                                           {QStringLiteral("vertexCount"), n},
                                           {QStringLiteral("vertices"), vertices}}}};
    }
    const QJsonObject root{
            {QStringLiteral("skeleton"),
             QJsonObject{{QStringLiteral("spine"), QStringLiteral("4.2.00")}}},
            {QStringLiteral("bones"), boneList},
            {QStringLiteral("slots"), slotList},
            {QStringLiteral("skins"),
             QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("default")},
                                    {QStringLiteral("attachments"), attachments}}}}};
    return QJsonDocument(root).toJson();
}

} // namespace

class TestSpineImportOracle : public QObject
{
    Q_OBJECT

private slots:
    void worldVerticesAsSpineCore_data();
    void worldVerticesAsSpineCore();
};

void TestSpineImportOracle::worldVerticesAsSpineCore_data()
{
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<int>("bones");
    QTest::newRow("one bone") << 1u << 1;
    for (const quint32 seed : {2u, 3u, 4u, 5u})
        QTest::newRow(qPrintable(QStringLiteral("seed %1, 8 bones").arg(seed))) << seed << 8;
    QTest::newRow("deep tree") << 6u << 30;
}

void TestSpineImportOracle::worldVerticesAsSpineCore()
{
    QFETCH(quint32, seed);
    QFETCH(int, bones);
    QString why;
    const QString dir = nodeFolder(&why);
    if (dir.isEmpty())
        HITBOX_SKIP_WITHOUT_LOADER(why);
    QRandomGenerator rng(seed);
    QTemporaryDir tmp;
    const QString path = tmp.filePath(QStringLiteral("rig.json"));
    testing::writeText(path, randomSkeleton(rng, bones));

    QString error;
    const QJsonArray boxes = runNode(dir, {QStringLiteral("spine-world.mjs"), path}, &error)
                                     .object()[u"boxes"]
                                     .toArray();
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(boxes.size(), bones);

    const model::HitboxImport imported = model::importHitboxes(path);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    QVERIFY2(imported.report.isEmpty(), qPrintable(imported.report.join(u'\n')));
    QCOMPARE(imported.sprites.size(), 1);
    const QList<model::Shape> &shapes = imported.sprites[0].frames[0].shapes;
    QCOMPARE(shapes.size(), bones);
    for (const QJsonValue &value : boxes) {
        const QJsonObject box = value.toObject();
        const QString name = box[u"attachment"].toString();
        const auto shape = std::find_if(shapes.begin(), shapes.end(), [&](const model::Shape &s) {
            return s.name == name;
        });
        QVERIFY2(shape != shapes.end(), qPrintable(name));
        const Polygon got = shape->isBox() ? collision::rectToPolygon(shape->box) : shape->polygon;
        Polygon want;
        const QJsonArray v = box[u"vertices"].toArray();
        for (qsizetype i = 0; i + 1 < v.size(); i += 2)
            want.points.push_back({v[i].toDouble(), -v[i + 1].toDouble()});
        QVERIFY2(testing::sameOutline(got, want, testing::PolygonMatch::SameStart, 1e-4),
                 qPrintable(name + QStringLiteral(": ") + testing::shapeText(*shape)));
    }
}

QTEST_GUILESS_MAIN(TestSpineImportOracle)
#include "tst_spineimportoracle.moc"
