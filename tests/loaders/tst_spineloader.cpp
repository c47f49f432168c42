// Spine's SkeletonJson (spine-core, under node) reads our Spine export: every shape of the
// scene arrives as its slot's setup bounding box with our vertices (the document's, relative
// to the pivot with y up), and for random points SkeletonBounds' containment equals the
// kernel's pointInPolygon on the document's shape. The scene adds a box to the two
// sprites' concave polygons (circles are checked in tests/model/export/tst_spineexport).

#include "loaderscene.h"
#include "loaderskip.h"

#include <QTemporaryDir>

using namespace loaderscene;

class TestSpineLoader : public QObject
{
    Q_OBJECT

private slots:
    void skeletonJsonReadsOurBoxes();
};

void TestSpineLoader::skeletonJsonReadsOurBoxes()
{
    QString why;
    const QString dir = nodeFolder(&why);
    if (dir.isEmpty())
        HITBOX_SKIP_WITHOUT_LOADER(why);
    model::Project project = scene();
    project.sprites[1].frames[0].shapes.append(
            model::Shape::makeBox({-20, -20, 7, 3}, QStringLiteral("body"), QStringLiteral("b")));
    QTemporaryDir tmp;
    const QString skeleton = tmp.filePath(QStringLiteral("skeleton.json"));
    QCOMPARE(writeExport(project, model::ExportFormat::Spine, skeleton), QString());

    std::mt19937 random(7);
    std::uniform_real_distribution<double> coordinate(-30.0, 30.0);
    QJsonArray points;
    std::vector<Vec2> yUp;
    for (int i = 0; i < 4000; ++i) {
        yUp.push_back({coordinate(random), coordinate(random)});
        points.append(QJsonArray{yUp.back().x, yUp.back().y});
    }
    QFile file(tmp.filePath(QStringLiteral("points.json")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(points).toJson());
    file.close();

    QString error;
    const QJsonArray boxes
            = runNode(dir, {QStringLiteral("spine-read.mjs"), skeleton, file.fileName()}, &error)
                      .object()[u"boxes"]
                      .toArray();
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(boxes.size(), 5);
    int k = 0;
    for (const model::Sprite &sprite : project.sprites) {
        for (const model::Shape &shape : sprite.frames[0].shapes) {
            const QJsonObject box = boxes[k++].toObject();
            QCOMPARE(box[u"slot"].toString(), sprite.name + QLatin1Char('/') + shape.name);
            QCOMPARE(box[u"attachment"].toString(), shape.name);
            // The document's outline with y negated, as a set of points (the export may
            // reverse the order to run counter-clockwise).
            const Polygon outline
                    = shape.isBox() ? collision::rectToPolygon(shape.box) : shape.polygon;
            const QJsonArray vertices = box[u"vertices"].toArray();
            QCOMPARE(vertices.size(), qsizetype(2 * outline.points.size()));
            for (Vec2 p : outline.points) {
                bool found = false;
                for (qsizetype i = 0; i + 1 < vertices.size(); i += 2) {
                    found = found
                            || (std::abs(vertices[i].toDouble() - p.x) < 1e-6
                                && std::abs(vertices[i + 1].toDouble() + p.y) < 1e-6);
                }
                QVERIFY2(found,
                         qPrintable(
                                 QStringLiteral("%1: (%2, %3)").arg(shape.name).arg(p.x).arg(p.y)));
            }
            const QJsonArray contains = box[u"contains"].toArray();
            for (std::size_t i = 0; i < yUp.size(); ++i) {
                const Vec2 local{yUp[i].x, -yUp[i].y};
                const collision::Containment ours = collision::pointInPolygon(outline, local);
                if (ours == collision::Containment::Boundary)
                    continue;
                QCOMPARE(contains[qsizetype(i)].toBool(), ours == collision::Containment::Inside);
            }
        }
    }
}

QTEST_GUILESS_MAIN(TestSpineLoader)
#include "tst_spineloader.moc"
