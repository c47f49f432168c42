// Phaser's PhysicsEditorParser (Matter.js, under node) reads our Phaser export, and for
// random placements of two bodies Matter's answer (colliding parts whose filters meet)
// equals the kernel's armature tier with the document's role matrix. Matter decides with
// doubles and the export rounds coordinates to 1e-6 px, so a disagreement is allowed only
// when the two boundaries come within 1e-4 px of each other (none did when this was
// written; the test prints how many).

#include "loaderscene.h"
#include "loaderskip.h"

#include <QTemporaryDir>

using namespace loaderscene;

class TestPhaserLoader : public QObject
{
    Q_OBJECT

private slots:
    void matterAgreesWithTheKernel();
};

void TestPhaserLoader::matterAgreesWithTheKernel()
{
    QString why;
    const QString dir = nodeFolder(&why);
    if (dir.isEmpty())
        HITBOX_SKIP_WITHOUT_LOADER(why);
    const model::Project project = scene();
    QTemporaryDir tmp;
    const QString exported = tmp.filePath(QStringLiteral("shapes.json"));
    QCOMPARE(writeExport(project, model::ExportFormat::Phaser, exported), QString());

    const std::vector<Case> cases = randomCases(3000);
    QJsonArray caseList;
    const auto placement = [&](const Placement &p) {
        const model::Sprite &sprite = project.sprites[p.sprite];
        const Vec2 pivot
                = model::effectivePivot(sprite, sprite.frames[0], sceneImageSize(sprite.imagePath));
        return QJsonObject{{"key", sprite.name},
                           {"x", p.position.x},
                           {"y", p.position.y},
                           {"angle", p.rotation * M_PI / 180.0},
                           {"pivotX", pivot.x},
                           {"pivotY", pivot.y}};
    };
    for (const Case &c : cases)
        caseList.append(QJsonObject{{"a", placement(c.a)}, {"b", placement(c.b)}});
    QFile file(tmp.filePath(QStringLiteral("cases.json")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(caseList).toJson());
    file.close();

    QString error;
    const QJsonArray answers
            = runNode(dir,
                      {QStringLiteral("phaser-collide.cjs"), exported, file.fileName()},
                      &error)
                      .array();
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(answers.size(), qsizetype(cases.size()));
    // The arrow is cut into 3 convex parts plus the tail; the claw's C into 3 plus the core.
    int hits = 0;
    int nearTouching = 0;
    for (std::size_t i = 0; i < cases.size(); ++i) {
        const bool ours = kernelHit(project, cases[i], true);
        const bool matter = answers[qsizetype(i)][u"hit"].toBool();
        hits += ours ? 1 : 0;
        if (ours == matter)
            continue;
        const double gap = boundaryGap(project, cases[i], true);
        QVERIFY2(gap <= 1e-4,
                 qPrintable(QStringLiteral("case %1: kernel %2, Matter %3, boundaries %4 px apart")
                                    .arg(i)
                                    .arg(ours)
                                    .arg(matter)
                                    .arg(gap)));
        ++nearTouching;
    }
    qInfo("%d of %zu placements hit; %d near-touching disagreements",
          hits,
          cases.size(),
          nearTouching);
    QVERIFY(hits > int(cases.size()) / 10);
    QVERIFY(hits < int(cases.size()) * 9 / 10);
}

QTEST_GUILESS_MAIN(TestPhaserLoader)
#include "tst_phaserloader.moc"
