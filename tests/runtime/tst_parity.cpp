// The runtime's answers are the editor's: for every test document (the generated ones of
// paritydocuments.h, resources/demo and the fuzz corpus's documents) and random placements
// of every pair of sprites' frames, with the document's matrix and with --roles, the C API
// (hitbox_collide) answers what the real `hitbox-cli collide DOC A#fa B#fb --a ... --b ...
// [--roles ra,rb] --json` prints: every tier, the pipeline and the deciding tier, and
// the overlapping pixels.

#include "../cli/clirunner.h"
#include "paritydocuments.h"

#include <hitbox/hitbox.h>
#include <hitbox/tiers.h>

#include <QDirIterator>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace hitbox;

namespace {

struct DocumentFree
{
    void operator()(hitbox_document *doc) const { hitbox_document_free(doc); }
};
using DocumentPtr = std::unique_ptr<hitbox_document, DocumentFree>;

// A sprite reference for the CLI: ':', '#' and '\' of the name escaped, then #frame.
QString reference(const char *name, int frame)
{
    QString escaped;
    for (const QChar c : QString::fromUtf8(name)) {
        if (c == u':' || c == u'#' || c == u'\\')
            escaped += u'\\';
        escaped += c;
    }
    return escaped + QStringLiteral("#%1").arg(frame);
}

QString placementText(const hitbox_placement &p)
{
    QStringList parts;
    for (const double v : {p.x, p.y, p.rotation_deg, p.scale_x, p.scale_y})
        parts << QString::number(v, 'g', 17);
    return parts.join(u',');
}

double uniform(QRandomGenerator &random, double low, double high)
{
    return low + random.generateDouble() * (high - low);
}

hitbox_placement randomPlacement(QRandomGenerator &random, double spread)
{
    const auto scale = [&] {
        const double s = uniform(random, 0.5, 2.0);
        return random.bounded(5) == 0 ? -s : s;
    };
    hitbox_placement p{uniform(random, -spread, spread),
                       uniform(random, -spread, spread),
                       random.bounded(4) == 0 ? 0.0 : uniform(random, -180.0, 180.0),
                       1.0,
                       1.0};
    if (random.bounded(3) != 0) {
        p.scale_x = scale();
        p.scale_y = random.bounded(2) == 0 ? p.scale_x : scale();
    }
    return p;
}

QString verdictName(hitbox_verdict v)
{
    const collision::Verdict kernel = v == HITBOX_HIT    ? collision::Verdict::Hit
                                      : v == HITBOX_MISS ? collision::Verdict::Miss
                                                         : collision::Verdict::NotApplicable;
    return QString::fromLatin1(collision::verdictName(kernel));
}

// The runtime's answer in the CLI's words, and the CLI's answer, as one line each.
QString runtimeLine(const hitbox_result &r)
{
    QStringList parts;
    for (int t = 0; t < HITBOX_TIER_COUNT; ++t) {
        parts << QString::fromLatin1(collision::tierName(collision::Tier(t))) + u'='
                         + verdictName(r.tiers[t]);
    }
    parts << QStringLiteral("pipeline=") + verdictName(r.pipeline);
    parts << QStringLiteral("decided_by=")
                     + (r.decided_by == HITBOX_TIER_COUNT ? QStringLiteral("null")
                                                          : QString::fromLatin1(collision::tierName(
                                                                  collision::Tier(r.decided_by))));
    parts << QStringLiteral("pixels=%1").arg(r.overlap_pixels);
    return parts.join(u' ');
}

QString cliLine(const QJsonObject &o)
{
    QStringList parts;
    const QJsonObject tiers = o.value(QStringLiteral("tiers")).toObject();
    for (const collision::Tier t : collision::allTiers) {
        const QString name = QString::fromLatin1(collision::tierName(t));
        parts << name + u'='
                         + tiers.value(name).toObject().value(QStringLiteral("verdict")).toString();
    }
    const QJsonObject pipeline = o.value(QStringLiteral("pipeline")).toObject();
    parts << QStringLiteral("pipeline=") + pipeline.value(QStringLiteral("verdict")).toString();
    const QJsonValue decided = pipeline.value(QStringLiteral("decided_by"));
    parts << QStringLiteral("decided_by=")
                     + (decided.isNull() ? QStringLiteral("null") : decided.toString());
    parts << QStringLiteral("pixels=%1")
                     .arg(tiers.value(QStringLiteral("pixel"))
                                  .toObject()
                                  .value(QStringLiteral("overlap_pixels"))
                                  .toInteger());
    return parts.join(u' ');
}

// Copies the documents of a folder (with the images their relative paths name, from
// resources/samples) into `dir`.
QStringList copyCorpus(const QString &from, const QDir &dir)
{
    const QString source = qEnvironmentVariable("HITBOX_SOURCE_DIR");
    QDir(dir).mkpath(QStringLiteral("project"));
    QDir(dir).mkpath(QStringLiteral("samples"));
    QDirIterator samples(source + QStringLiteral("/resources/samples"), {QStringLiteral("*.png")});
    while (samples.hasNext()) {
        const QString png = samples.next();
        QFile::copy(png, dir.filePath(QStringLiteral("samples/") + QFileInfo(png).fileName()));
    }
    QStringList paths;
    QDirIterator docs(source + from, {QStringLiteral("*.hitbox.json")});
    while (docs.hasNext()) {
        const QString doc = docs.next();
        const QString copy = dir.filePath(QStringLiteral("project/") + QFileInfo(doc).fileName());
        QFile::copy(doc, copy);
        paths << copy;
    }
    return paths;
}

} // namespace

class TestParity : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void sameAnswersAsCli_data();
    void sameAnswersAsCli();

private:
    QTemporaryDir m_dir;
};

void TestParity::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(!qEnvironmentVariableIsEmpty("HITBOX_CLI"));
}

void TestParity::sameAnswersAsCli_data()
{
    QTest::addColumn<QString>("document");
    QTest::addColumn<bool>("loads"); // the runtime loads it (every image is there)
    QTest::addColumn<int>("rounds"); // placements of each frame pair
    const QDir root(m_dir.path());
    root.mkpath(QStringLiteral("generated"));
    for (const QString &path :
         testsupport::writeParityDocuments(QDir(root.filePath(QStringLiteral("generated")))))
        QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path << true << 3;
    // resources/demo/demo.hitbox.json names its images ../samples/, as the copies do.
    root.mkpath(QStringLiteral("demo"));
    for (const QString &path :
         copyCorpus(QStringLiteral("/resources/demo"), QDir(root.filePath(QStringLiteral("demo")))))
        QTest::newRow(qPrintable(QStringLiteral("demo/") + QFileInfo(path).fileName()))
                << path << true << 1;
    root.mkpath(QStringLiteral("corpus"));
    for (const QString &path : copyCorpus(QStringLiteral("/tests/fuzz/corpus/project"),
                                          QDir(root.filePath(QStringLiteral("corpus"))))) {
        // shapes.hitbox.json names images that are not there.
        const bool loads = !path.endsWith(QStringLiteral("shapes.hitbox.json"));
        QTest::newRow(qPrintable(QStringLiteral("corpus/") + QFileInfo(path).fileName()))
                << path << loads << 1;
    }
}

void TestParity::sameAnswersAsCli()
{
    QFETCH(QString, document);
    QFETCH(bool, loads);
    QFETCH(int, rounds);
    char error[512];
    const DocumentPtr doc(hitbox_document_load(document.toUtf8().constData(), error, sizeof error));
    if (!loads) {
        QVERIFY(!doc);
        QVERIFY2(QString::fromUtf8(error).contains(QStringLiteral("file not found")), error);
        return;
    }
    QVERIFY2(doc, error);
    QCOMPARE(error[0], '\0');
    // The role names, for --roles.
    QJsonObject json;
    {
        QFile file(document);
        QVERIFY(file.open(QIODevice::ReadOnly));
        json = QJsonDocument::fromJson(file.readAll()).object();
    }
    QStringList roles;
    for (const QJsonValue &role : json.value(QStringLiteral("roles")).toArray())
        roles << role.toObject().value(QStringLiteral("name")).toString();
    if (roles.isEmpty())
        roles = {QStringLiteral("body"), QStringLiteral("hitbox"), QStringLiteral("hurtbox")};

    QRandomGenerator random(qHash(QFileInfo(document).fileName()));
    int compared = 0;
    int hits = 0;
    int deciders[HITBOX_TIER_COUNT + 1] = {};
    const int sprites = hitbox_sprite_count(doc.get());
    for (int sa = 0; sa < sprites; ++sa) {
        for (int sb = sa; sb < sprites; ++sb) {
            for (int fa = 0; fa < hitbox_frame_count(doc.get(), sa); ++fa) {
                for (int fb = 0; fb < hitbox_frame_count(doc.get(), sb); ++fb) {
                    // Big documents: every frame pair of different sprites once, the rest
                    // of the same sprite only between its first frames.
                    if (sa == sb && fa > 1 && fb > 1)
                        continue;
                    for (int round = 0; round < rounds; ++round) {
                        const hitbox_placement a = randomPlacement(random, 4.0);
                        const hitbox_placement b = randomPlacement(random, 30.0);
                        const bool withRoles = random.bounded(2) == 0;
                        const QString roleA = roles[random.bounded(int(roles.size()))];
                        const QString roleB = roles[random.bounded(int(roles.size()))];
                        QStringList arguments{QStringLiteral("collide"),
                                              document,
                                              reference(hitbox_sprite_name(doc.get(), sa), fa),
                                              reference(hitbox_sprite_name(doc.get(), sb), fb),
                                              QStringLiteral("--a"),
                                              placementText(a),
                                              QStringLiteral("--b"),
                                              placementText(b),
                                              QStringLiteral("--json")};
                        if (withRoles)
                            arguments << QStringLiteral("--roles") << roleA + u',' + roleB;
                        hitbox_result result{};
                        const int status
                                = hitbox_collide(doc.get(),
                                                 sa,
                                                 fa,
                                                 a,
                                                 sb,
                                                 fb,
                                                 b,
                                                 withRoles ? roleA.toUtf8().constData() : nullptr,
                                                 withRoles ? roleB.toUtf8().constData() : nullptr,
                                                 &result);
                        QCOMPARE(status, HITBOX_OK);
                        const testing::CliRun run = testing::runCli(arguments);
                        QVERIFY2(run.exitCode == 0,
                                 qPrintable(arguments.join(u' ') + u'\n' + run.err));
                        const QJsonObject answer
                                = QJsonDocument::fromJson(run.out.toUtf8()).object();
                        const QString got = runtimeLine(result);
                        const QString want = cliLine(answer);
                        QVERIFY2(got == want,
                                 qPrintable(arguments.join(u' ') + QStringLiteral("\nruntime: ")
                                            + got + QStringLiteral("\ncli:     ") + want));
                        ++compared;
                        hits += result.pipeline == HITBOX_HIT ? 1 : 0;
                        ++deciders[result.decided_by];
                    }
                }
            }
        }
    }
    qInfo("%d placements compared, %d hits; decided by aabb %d, box %d, circle %d, armature %d, "
          "pixel %d, none %d",
          compared,
          hits,
          deciders[0],
          deciders[1],
          deciders[2],
          deciders[3],
          deciders[4],
          deciders[5]);
    QVERIFY(compared > 0 || sprites == 0);
}

QTEST_GUILESS_MAIN(TestParity)
#include "tst_parity.moc"
