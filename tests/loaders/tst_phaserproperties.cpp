// Custom properties through Phaser's own PhysicsEditorParser (Matter.js, under node): our
// Phaser export of shapes and frames with properties of every type, read by Phaser, gives
// every part Matter makes of a fixture (each convex piece of a concave polygon) the
// shape's properties and the body the frame's, with the values written here by hand;
// shapes and frames without properties give Matter none.

#include "loaderscene.h"
#include "loaderskip.h"

#include <QTemporaryDir>

using namespace loaderscene;

class TestPhaserProperties : public QObject
{
    Q_OBJECT

private slots:
    void matterPartsCarryTheProperties();
};

void TestPhaserProperties::matterPartsCarryTheProperties()
{
    QString why;
    const QString dir = nodeFolder(&why);
    if (dir.isEmpty())
        HITBOX_SKIP_WITHOUT_LOADER(why);
    // The arrow's concave head (three convex parts) and the claw's C carry properties of every
    // type, the arrow's frame too; the tail, the core and the claw's frame carry none.
    model::Project project = scene();
    model::Sprite &arrow = project.sprites[0];
    arrow.frames[0].shapes[0].properties
            = {{QStringLiteral("damage"), 12},
               {QStringLiteral("knockback"), 2.5},
               {QStringLiteral("launcher"), true},
               {QStringLiteral("tint"), QColor::fromRgba(0x80ffd700)},
               {QStringLiteral("label"), QStringLiteral("spike \"x\" \u00fc")}};
    arrow.frames[0].properties = {{QStringLiteral("startup"), 3}, {QStringLiteral("super"), false}};
    project.sprites[1].frames[0].shapes[0].properties
            = {{QStringLiteral("armour"), -2147483647 - 1}};
    QTemporaryDir tmp;
    const QString exported = tmp.filePath(QStringLiteral("shapes.json"));
    QCOMPARE(writeExport(project, model::ExportFormat::Phaser, exported), QString());

    QString error;
    const QJsonObject read
            = runNode(dir, {QStringLiteral("phaser-properties.cjs"), exported}, &error).object();
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QJsonObject head{{"damage", 12},
                           {"knockback", 2.5},
                           {"launcher", true},
                           {"tint", "#80ffd700"},
                           {"label", QStringLiteral("spike \"x\" \u00fc")}};
    const QHash<QString, QJsonValue> parts{
            {QStringLiteral("head"), head},
            {QStringLiteral("tail"), QJsonValue::Null},
            {QStringLiteral("C"), QJsonObject{{"armour", -2147483648.0}}},
            {QStringLiteral("core"), QJsonValue::Null}};
    const QHash<QString, QJsonValue> bodies{
            {QStringLiteral("arrow"), QJsonObject{{"startup", 3}, {"super", false}}},
            {QStringLiteral("claw"), QJsonValue::Null}};
    QCOMPARE(read.keys(), (QStringList{QStringLiteral("arrow"), QStringLiteral("claw")}));
    QHash<QString, int> partCount;
    for (auto body = read.begin(); body != read.end(); ++body) {
        const QJsonObject b = body.value().toObject();
        QCOMPARE(b[u"body"], bodies.value(body.key()));
        for (const QJsonValue &part : b[u"parts"].toArray()) {
            const QString label = part[u"label"].toString();
            QVERIFY2(parts.contains(label), qPrintable(label));
            QCOMPARE(part[u"properties"], parts.value(label));
            ++partCount[label];
        }
    }
    // Matter made one part of each convex piece the export wrote (the concave outlines are
    // cut in several): every one carries its shape's properties.
    QFile file(exported);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject written = QJsonDocument::fromJson(file.readAll()).object();
    QHash<QString, int> pieces;
    for (const QString &key : {QStringLiteral("arrow"), QStringLiteral("claw")}) {
        for (const QJsonValue &fixture : written[key][u"fixtures"].toArray())
            pieces[fixture[u"label"].toString()] += int(fixture[u"vertices"].toArray().size());
    }
    QVERIFY(pieces.value(QStringLiteral("head")) >= 2);
    QVERIFY(pieces.value(QStringLiteral("C")) >= 2);
    QCOMPARE(partCount, pieces);
}

QTEST_GUILESS_MAIN(TestPhaserProperties)
#include "tst_phaserproperties.moc"
