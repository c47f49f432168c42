// The documentation and the bundled files agree with the code: the example in
// docs/format.md parses as described, the JSON Schema is valid JSON with the fields the
// reader knows, and the demo project opens with every polygon usable.

#include "model/projectformat.h"
#include "model/projectvalidation.h"

#include "collision/polygon.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QtTest>

using namespace hitbox;

class TestFormatDoc : public QObject
{
    Q_OBJECT

private slots:
    void exampleInFormatDocParses();
    void schemaMatchesReader();
    void demoProjectOpens();

private:
    static QByteArray read(const QString &relative);
};

QByteArray TestFormatDoc::read(const QString &relative)
{
    QFile file(qEnvironmentVariable("HITBOX_SOURCE_DIR") + QLatin1Char('/') + relative);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    return file.readAll();
}

void TestFormatDoc::exampleInFormatDocParses()
{
    const QString doc = QString::fromUtf8(read("docs/format.md"));
    const QRegularExpression block(QStringLiteral("```json\\n(.*?)```"),
                                   QRegularExpression::DotMatchesEverythingOption);
    const QRegularExpressionMatch match = block.match(doc);
    QVERIFY(match.hasMatch());
    const model::ProjectReadResult r
            = model::parseProject(match.captured(1).toUtf8(), "/game/level.hitbox.json");
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.project.sprites.size(), 2);
    const model::Sprite &ship = r.project.sprites[0];
    QCOMPARE(ship.imagePath, "/game/sprites/ship.png");
    QCOMPARE(ship.polygons.size(), 1);
    QVERIFY(collision::validatePolygon(ship.polygons[0].polygon).isValid());
    QCOMPARE(ship.box->w, 76.8);
    const model::Sprite &old = r.project.sprites[1];
    QCOMPARE(old.threshold, model::defaultThreshold);
    QCOMPARE(old.colorKey->tolerance, 4);
    QVERIFY(!old.pivot);
}

void TestFormatDoc::schemaMatchesReader()
{
    QJsonParseError error;
    const QJsonDocument schema
            = QJsonDocument::fromJson(read("resources/schema/hitbox.schema.json"), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonObject root = schema.object();
    QCOMPARE(root.value("properties").toObject().value("version").toObject().value("const").toInt(),
             model::projectFormatVersion);
    const QJsonObject sprite = root.value("$defs").toObject().value("sprite").toObject();
    const QStringList fields = sprite.value("properties").toObject().keys();
    QCOMPARE(fields,
             (QStringList{"box",
                          "circle",
                          "colorKey",
                          "image",
                          "name",
                          "pivot",
                          "polygons",
                          "threshold"}));
    // Every field the schema lists survives a write of a sprite that uses all of them.
    model::Sprite s{"n",
                    "/p/i.png",
                    3,
                    model::ColorKey{Qt::red, 1},
                    collision::Vec2{1, 2},
                    collision::Rect{0, 0, 1, 1},
                    collision::Circle{{0, 0}, 1},
                    {model::PolygonShape{"p", "hitbox", {{{0, 0}, {1, 0}, {0, 1}}}}}};
    model::Project p;
    p.sprites << s;
    const QJsonObject written
            = QJsonDocument::fromJson(model::serializeProject(p, "/p/x.hitbox.json"))
                      .object()
                      .value("sprites")
                      .toArray()
                      .first()
                      .toObject();
    QCOMPARE(written.keys(), fields);
}

void TestFormatDoc::demoProjectOpens()
{
    const QString path = qEnvironmentVariable("HITBOX_SOURCE_DIR")
                         + QStringLiteral("/resources/demo/demo.hitbox.json");
    const model::ProjectReadResult r = model::readProjectFile(path);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QVERIFY(r.project.sprites.size() >= 6);
    // The demo is in the editor's own layout, so saving it unchanged rewrites nothing.
    QCOMPARE(model::serializeProject(r.project, path), read("resources/demo/demo.hitbox.json"));
    const QList<model::ProjectProblem> problems = model::validateProject(r.project);
    for (const model::ProjectProblem &p : problems)
        qWarning("%s: %s", qPrintable(p.where), qPrintable(p.message));
    QVERIFY(problems.isEmpty());
    int concave = 0;
    for (const model::Sprite &s : r.project.sprites) {
        for (const model::PolygonShape &shape : s.polygons)
            concave += collision::isConvex(shape.polygon) ? 0 : 1;
    }
    QVERIFY2(concave >= 2, "the demo should show concave armatures");
}

QTEST_GUILESS_MAIN(TestFormatDoc)
#include "tst_formatdoc.moc"
