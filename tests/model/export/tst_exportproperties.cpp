// Custom properties in the exports (README's export table): Tiled objects, tiles and
// tilesets (TSX and TSJ, Tiled's type names), Godot node metadata, Phaser fixture and body
// fields; each value of each type read back by an independent reader (QXmlStreamReader,
// QJsonDocument, tests/common/tscnreader.h) against values written here by hand. Names an
// export writes itself, and names Godot cannot take, are problems naming the owner.

#include "model/document/project.h"
#include "model/export/exporter.h"

#include "exportfixture.h"
#include "tscnreader.h"

#include <QJsonArray>
#include <QXmlStreamReader>
#include <QtTest>

using namespace hitbox;
using model::ExportFormat;
using model::Property;
using model::PropertyValue;
using model::Shape;

Q_DECLARE_METATYPE(hitbox::model::PropertyValue)

namespace {

// A sprite "hero" of two frames: a box with the shape property `p`, a circle without any,
// and a polygon with a hole (its convex pieces) with `p` too; frame 0 has `f`, the sprite
// `s`, its animation `a`.
exportfixture::Document heroDocument(const PropertyValue &value)
{
    exportfixture::Document doc;
    Shape box = Shape::makeBox({-8, -16, 16, 16}, QStringLiteral("hitbox"), QStringLiteral("fist"));
    box.properties = {{QStringLiteral("p"), value}, {QStringLiteral("damage"), 7}};
    Shape ring = exportfixture::polygon({{{-10, -10}, {10, -10}, {10, 10}, {-10, 10}}},
                                        QStringLiteral("body"),
                                        QStringLiteral("ring"),
                                        {{{{-2, -2}, {-2, 2}, {2, 2}, {2, -2}}}});
    ring.properties = {{QStringLiteral("p"), value}};
    const Shape head = Shape::makeCircle({{0, -20}, 4}, QStringLiteral("hurtbox"));
    model::Sprite &hero = doc.addSprite(QStringLiteral("hero"), QSize(64, 48), {box, head, ring});
    hero.frames[0].region.rect = QRect(0, 0, 32, 48); // a sheet of two cells
    hero.frames << hero.frames[0];
    hero.frames[1].region.rect = QRect(32, 0, 32, 48);
    hero.frames[1].shapes = {head};
    hero.frames[0].properties = {{QStringLiteral("f"), value}};
    hero.properties = {{QStringLiteral("s"), value}};
    hero.animations = {{QStringLiteral("idle"), {0, 1}}};
    hero.animations[0].properties = {{QStringLiteral("animation_only"), 1}};
    return doc;
}

model::ExportOptions allFrames()
{
    model::ExportOptions options;
    options.allFrames = true;
    return options;
}

struct XmlProperty
{
    QString owner; ///< the element the <properties> belong to: tileset, tile or object
    QString type;  ///< the type attribute; "string" when there is none (Tiled's default)
    QString value;
};

// name -> what the TSX says, for the properties of the first tileset, tile and object.
QHash<QString, XmlProperty> tsxProperties(const QByteArray &tsx)
{
    QHash<QString, XmlProperty> out;
    QXmlStreamReader xml(tsx);
    QStringList stack;
    QSet<QString> seen; // the first element of each kind only
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const QString name = xml.name().toString();
            if (name == u"property" && stack.size() >= 2
                && !seen.contains(stack[stack.size() - 2])) {
                const QXmlStreamAttributes a = xml.attributes();
                const QString type = a.hasAttribute(QStringLiteral("type"))
                                             ? a.value(QStringLiteral("type")).toString()
                                             : QStringLiteral("string");
                out.insert(a.value(QStringLiteral("name")).toString(),
                           {stack[stack.size() - 2],
                            type,
                            a.value(QStringLiteral("value")).toString()});
            }
            stack << name;
        } else if (xml.isEndElement()) {
            if (xml.name() == u"properties" && stack.size() >= 2)
                seen.insert(stack[stack.size() - 2]);
            stack.removeLast();
        }
    }
    if (xml.hasError())
        qWarning("%s", qPrintable(xml.errorString()));
    return out;
}

QJsonObject namedProperty(const QJsonArray &properties, const QString &name)
{
    for (const QJsonValue &p : properties) {
        if (p[QStringLiteral("name")].toString() == name)
            return p.toObject();
    }
    return {};
}

QStringList propertyNames(const QJsonArray &properties)
{
    QStringList names;
    for (const QJsonValue &p : properties)
        names << p[QStringLiteral("name")].toString();
    return names;
}

const tscn::Section *node(const QList<tscn::Section> &sections, const QString &name)
{
    for (const tscn::Section &s : sections) {
        if (s.kind == u"node" && tscn::unquote(s.attributes.value(QStringLiteral("name"))) == name)
            return &s;
    }
    return nullptr;
}

} // namespace

class TestExportProperties : public QObject
{
    Q_OBJECT

private slots:
    void values_data();
    void tiled();
    void tiled_data() { values_data(); }
    void godot();
    void godot_data() { values_data(); }
    void phaser();
    void phaser_data() { values_data(); }
    void reservedNames_data();
    void reservedNames();
    void godotFrameProperties_data();
    void godotFrameProperties();
    void godotNames_data();
    void godotNames();
    void godotAnimationNames();
};

void TestExportProperties::values_data()
{
    QTest::addColumn<PropertyValue>("value");
    QTest::addColumn<QString>("tiledType");
    QTest::addColumn<QString>("tiledText"); // TSX value attribute
    QTest::addColumn<QJsonValue>("json");   // TSJ value and Phaser field
    QTest::addColumn<QString>("godot");     // Godot metadata value
    QTest::newRow("string") << PropertyValue(QStringLiteral("uppercut \"x\"")) << "string"
                            << "uppercut \"x\"" << QJsonValue("uppercut \"x\"")
                            << "\"uppercut \\\"x\\\"\"";
    QTest::newRow("empty string") << PropertyValue(QString()) << "string"
                                  << "" << QJsonValue("") << "\"\"";
    QTest::newRow("int") << PropertyValue(-12) << "int"
                         << "-12" << QJsonValue(-12) << "-12";
    QTest::newRow("int max") << PropertyValue(2147483647) << "int"
                             << "2147483647" << QJsonValue(2147483647) << "2147483647";
    QTest::newRow("number") << PropertyValue(2.5) << "float"
                            << "2.5" << QJsonValue(2.5) << "2.5";
    QTest::newRow("whole number") << PropertyValue(3.0) << "float"
                                  << "3" << QJsonValue(3.0) << "3.0";
    QTest::newRow("true") << PropertyValue(true) << "bool"
                          << "true" << QJsonValue(true) << "true";
    QTest::newRow("false") << PropertyValue(false) << "bool"
                           << "false" << QJsonValue(false) << "false";
    QTest::newRow("colour") << PropertyValue(QColor::fromRgba(0x80ff0033)) << "color"
                            << "#80ff0033" << QJsonValue("#80ff0033")
                            << "Color(1, 0, 0.2, 0.5019607843137255)";
    QTest::newRow("opaque colour") << PropertyValue(QColor::fromRgba(0xff000000)) << "color"
                                   << "#ff000000" << QJsonValue("#ff000000") << "Color(0, 0, 0, 1)";
}

// TSX: the shape's property on its object (and on each piece of the polygon with a hole),
// the frame's on its tile beside the pivot, the sprite's on the tileset beside the
// animations; TSJ the same with JSON values; the animation's nowhere.
void TestExportProperties::tiled()
{
    QFETCH(PropertyValue, value);
    QFETCH(QString, tiledType);
    QFETCH(QString, tiledText);
    QFETCH(QJsonValue, json);
    const exportfixture::Document doc = heroDocument(value);
    const model::ExportPlan tsx
            = doc.plan(ExportFormat::Tiled, allFrames(), QStringLiteral("/out"));
    QVERIFY2(tsx.ok(), qPrintable(exportfixture::problemTexts(tsx).join('\n')));
    const QHash<QString, XmlProperty> xml = tsxProperties(tsx.files.value(0).contents);
    QCOMPARE(xml.value("p").owner, "object");
    QCOMPARE(xml.value("p").type, tiledType);
    QCOMPARE(xml.value("p").value, tiledText);
    QCOMPARE(xml.value("damage").type, "int");
    QCOMPARE(xml.value("f").owner, "tile");
    QCOMPARE(xml.value("f").value, tiledText);
    QCOMPARE(xml.value("s").owner, "tileset");
    QCOMPARE(xml.value("s").type, tiledType);
    QVERIFY(!tsx.files.value(0).contents.contains("animation_only"));

    const model::ExportPlan tsj
            = doc.plan(ExportFormat::TiledJson, allFrames(), QStringLiteral("/out"));
    QVERIFY(tsj.ok());
    const QJsonObject tileset = QJsonDocument::fromJson(tsj.files.value(0).contents).object();
    const QJsonObject expected{{"name", "p"}, {"type", tiledType}, {"value", json}};
    const QJsonArray tiles = tileset["tiles"].toArray();
    const QJsonObject tile0 = tiles.at(0).toObject();
    QCOMPARE(tile0["id"].toInt(), 0);
    const QJsonArray objects = tile0["objectgroup"]["objects"].toArray();
    // The box, the circle, then the ring's pieces: every one but the circle has `p`.
    QVERIFY(objects.size() >= 4);
    for (qsizetype i = 0; i < objects.size(); ++i) {
        const QJsonArray properties = objects[i]["properties"].toArray();
        if (i == 1) {
            QVERIFY(properties.isEmpty());
            continue;
        }
        QCOMPARE(namedProperty(properties, "p"), expected);
        // Sorted by name as Tiled writes them.
        const QStringList names = propertyNames(properties);
        QStringList sorted = names;
        sorted.sort();
        QCOMPARE(names, sorted);
    }
    QCOMPARE(propertyNames(objects[0]["properties"].toArray()), (QStringList{"damage", "p"}));
    QCOMPARE(propertyNames(tile0["properties"].toArray()),
             (QStringList{"f", "pivot_x", "pivot_y"}));
    QCOMPARE(namedProperty(tile0["properties"].toArray(), "f")["value"], json);
    QCOMPARE(propertyNames(tiles.at(1)["properties"].toArray()),
             (QStringList{"pivot_x", "pivot_y"}));
    QCOMPARE(propertyNames(tileset["properties"].toArray()), (QStringList{"animation idle", "s"}));
    QCOMPARE(namedProperty(tileset["properties"].toArray(), "s")["type"].toString(), tiledType);
}

// Godot: metadata on every shape node made from a shape with properties (each convex
// piece too) after the exporter's own, on the root for the sprite, the frames' in one
// dictionary on the root keyed by frame (frames without any left out), the animation's on
// its Animation resource.
void TestExportProperties::godot()
{
    QFETCH(PropertyValue, value);
    QFETCH(QString, godot);
    const exportfixture::Document doc = heroDocument(value);
    const model::ExportPlan plan
            = doc.plan(ExportFormat::Godot, allFrames(), QStringLiteral("/out"));
    QVERIFY2(plan.ok(), qPrintable(exportfixture::problemTexts(plan).join('\n')));
    const QString text = QString::fromUtf8(plan.files.value(0).contents);
    const std::optional<QList<tscn::Section>> sections = tscn::parse(text);
    QVERIFY2(sections, qPrintable(text));
    int withMetadata = 0;
    int pieces = 0;
    for (const tscn::Section &s : *sections) {
        const QString type = tscn::unquote(s.attributes.value("type"));
        if (s.kind != u"node" || (type != u"CollisionShape2D" && type != u"CollisionPolygon2D"))
            continue;
        const QString shape = tscn::unquote(s.property("metadata/hitbox_shape"));
        const bool carries = shape == u"fist" || shape == u"ring";
        pieces += shape == u"ring" ? 1 : 0;
        QCOMPARE(s.has("metadata/p"), carries);
        if (!carries)
            continue;
        ++withMetadata;
        QCOMPARE(s.property("metadata/p"), godot);
        // After the exporter's own metadata, in the owner's order.
        const auto keyAt = [&](const QString &key) {
            for (qsizetype i = 0; i < s.properties.size(); ++i) {
                if (s.properties[i].first == key)
                    return i;
            }
            return qsizetype(-1);
        };
        QVERIFY(keyAt("metadata/hitbox_shape") < keyAt("metadata/p"));
        if (shape == u"fist") {
            QCOMPARE(s.property("metadata/damage"), "7");
            QVERIFY(keyAt("metadata/p") < keyAt("metadata/damage"));
        }
    }
    QVERIFY(pieces >= 2);
    QCOMPARE(withMetadata, 1 + pieces);
    const tscn::Section *root = node(*sections, "hero");
    QVERIFY(root);
    QCOMPARE(root->property("metadata/s"), godot);
    QCOMPARE(root->property("metadata/hitbox_frame_properties"),
             QStringLiteral("{0: {\"f\": %1}}").arg(godot));
    QVERIFY(!text.contains("metadata/f "));
    int animations = 0;
    for (const tscn::Section &s : *sections) {
        if (s.kind != u"sub_resource" || tscn::unquote(s.attributes.value("type")) != u"Animation")
            continue;
        ++animations;
        const bool idle = tscn::unquote(s.property("resource_name")) == u"idle";
        QCOMPARE(s.has("metadata/animation_only"), idle);
        if (idle)
            QCOMPARE(s.property("metadata/animation_only"), "1");
    }
    QCOMPARE(animations, 2); // RESET and idle
}

// Frames' properties in Godot: a key may be any text (a dictionary key, not a metadata
// name); frames without properties are left out; no frame with any, no line.
void TestExportProperties::godotFrameProperties_data()
{
    QTest::addColumn<QString>("frame0");
    QTest::addColumn<QString>("frame1");
    QTest::addColumn<QString>("expected"); // empty: no hitbox_frame_properties
    QTest::newRow("none") << ""
                          << ""
                          << "";
    QTest::newRow("first only") << "a"
                                << ""
                                << "{0: {\"a\": 1}}";
    QTest::newRow("second only") << ""
                                 << "b"
                                 << "{1: {\"b\": 1}}";
    QTest::newRow("both") << "a"
                          << "b"
                          << "{0: {\"a\": 1}, 1: {\"b\": 1}}";
    QTest::newRow("any text") << "hit stun \"%1\""
                              << "1st"
                              << "{0: {\"hit stun \\\"%1\\\"\": 1}, 1: {\"1st\": 1}}";
}

void TestExportProperties::godotFrameProperties()
{
    QFETCH(QString, frame0);
    QFETCH(QString, frame1);
    QFETCH(QString, expected);
    exportfixture::Document doc = heroDocument(1);
    model::Sprite &hero = doc.project.sprites[0];
    hero.frames[0].properties.clear();
    if (!frame0.isEmpty())
        hero.frames[0].properties = {{frame0, 1}};
    if (!frame1.isEmpty())
        hero.frames[1].properties = {{frame1, 1}};
    const model::ExportPlan plan
            = doc.plan(ExportFormat::Godot, allFrames(), QStringLiteral("/out"));
    QVERIFY2(plan.ok(), qPrintable(exportfixture::problemTexts(plan).join('\n')));
    const std::optional<QList<tscn::Section>> sections
            = tscn::parse(QString::fromUtf8(plan.files.value(0).contents));
    QVERIFY(sections);
    const tscn::Section *root = node(*sections, "hero");
    QVERIFY(root);
    QCOMPARE(root->has("metadata/hitbox_frame_properties"), !expected.isEmpty());
    if (!expected.isEmpty())
        QCOMPARE(root->property("metadata/hitbox_frame_properties"), expected);
}

// Phaser: a "properties" object on the fixture of each shape with properties, and on the
// body of the frame with properties.
void TestExportProperties::phaser()
{
    QFETCH(PropertyValue, value);
    QFETCH(QJsonValue, json);
    const exportfixture::Document doc = heroDocument(value);
    const model::ExportPlan plan = doc.plan(ExportFormat::Phaser, allFrames());
    QVERIFY2(plan.ok(), qPrintable(exportfixture::problemTexts(plan).join('\n')));
    const QJsonObject root = exportfixture::onlyJson(plan);
    const QJsonObject body0 = root["hero#0"].toObject();
    const QJsonArray fixtures = body0["fixtures"].toArray();
    QCOMPARE(fixtures.size(), 3);
    QCOMPARE(fixtures[0]["properties"].toObject(), (QJsonObject{{"p", json}, {"damage", 7}}));
    QVERIFY(!fixtures[1].toObject().contains("properties"));
    QCOMPARE(fixtures[2]["properties"].toObject(), (QJsonObject{{"p", json}}));
    QCOMPARE(body0["properties"].toObject(), (QJsonObject{{"f", json}}));
    const QJsonObject body1 = root["hero#1"].toObject();
    QVERIFY(!body1.isEmpty());
    QVERIFY(!body1.contains("properties"));
    QVERIFY(!plan.files.value(0).contents.contains("animation_only"));
}

void TestExportProperties::reservedNames_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<int>("owner"); // 0 shape, 1 frame, 2 sprite
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("problem"); // empty: exported
    const QString shape = QStringLiteral("sprites[0] \"hero\", frame #0, box 1 \"fist\": ");
    const QString frame = QStringLiteral("sprites[0] \"hero\", frame #0: ");
    const QString sprite = QStringLiteral("sprites[0] \"hero\": ");
    const auto own = [](const char *format, const char *name) {
        return QStringLiteral("the %1 export writes its own \"%2\" there; rename the custom "
                              "property")
                .arg(QLatin1String(format), QLatin1String(name));
    };
    const int tiled = int(ExportFormat::Tiled);
    const int godot = int(ExportFormat::Godot);
    QTest::newRow("tiled sensor") << tiled << 0 << "sensor" << shape + own("Tiled", "sensor");
    QTest::newRow("tiled Sensor") << tiled << 0 << "Sensor"
                                  << "";
    QTest::newRow("tiled pivot_x") << tiled << 1 << "pivot_x" << frame + own("Tiled", "pivot_x");
    QTest::newRow("tiled pivot_y") << tiled << 1 << "pivot_y" << frame + own("Tiled", "pivot_y");
    QTest::newRow("tiled pivot on a shape") << tiled << 0 << "pivot_x"
                                            << "";
    QTest::newRow("tiled animation")
            << tiled << 2 << "animation idle" << sprite + own("Tiled", "animation idle");
    QTest::newRow("tiled other animation")
            << tiled << 2 << "animation run" << sprite + own("Tiled", "animation run");
    QTest::newRow("tiled animations") << tiled << 2 << "animations"
                                      << "";
    QTest::newRow("godot hitbox_shape")
            << godot << 0 << "hitbox_shape" << shape + own("Godot", "hitbox_shape");
    QTest::newRow("godot hitbox_sensor")
            << godot << 0 << "hitbox_sensor" << shape + own("Godot", "hitbox_sensor");
    QTest::newRow("godot hitbox_frame")
            << godot << 0 << "hitbox_frame" << shape + own("Godot", "hitbox_frame");
    QTest::newRow("godot hitbox_sprite")
            << godot << 2 << "hitbox_sprite" << sprite + own("Godot", "hitbox_sprite");
    QTest::newRow("godot hitbox_mirrored")
            << godot << 2 << "hitbox_mirrored" << sprite + own("Godot", "hitbox_mirrored");
    QTest::newRow("godot hitbox_frame_properties")
            << godot << 2 << "hitbox_frame_properties"
            << sprite + own("Godot", "hitbox_frame_properties");
    QTest::newRow("godot hitbox_frame_properties on a frame")
            << godot << 1 << "hitbox_frame_properties"
            << "";
    QTest::newRow("godot hitbox_role on a shape") << godot << 0 << "hitbox_role"
                                                  << "";
    QTest::newRow("godot hitbox_sprite on a shape") << godot << 0 << "hitbox_sprite"
                                                    << "";
    QTest::newRow("phaser label") << int(ExportFormat::Phaser) << 0 << "label"
                                  << "";
    QTest::newRow("phaser isSensor") << int(ExportFormat::Phaser) << 0 << "isSensor"
                                     << "";
}

// A custom property named like one the export writes there is the one problem of the
// export, naming the owner; the same name elsewhere is exported.
void TestExportProperties::reservedNames()
{
    QFETCH(int, format);
    QFETCH(int, owner);
    QFETCH(QString, name);
    QFETCH(QString, problem);
    exportfixture::Document doc = heroDocument(1);
    model::Sprite &hero = doc.project.sprites[0];
    hero.properties.clear();
    hero.frames[0].properties.clear();
    hero.frames[0].shapes[0].properties.clear();
    model::Properties &target = owner == 0   ? hero.frames[0].shapes[0].properties
                                : owner == 1 ? hero.frames[0].properties
                                             : hero.properties;
    target = {{name, true}};
    const model::ExportPlan plan
            = doc.plan(ExportFormat(format), allFrames(), QStringLiteral("/out"));
    if (problem.isEmpty()) {
        QVERIFY2(plan.ok(), qPrintable(exportfixture::problemTexts(plan).join('\n')));
        return;
    }
    QCOMPARE(exportfixture::problemTexts(plan), QStringList{problem});
    QVERIFY(plan.files.isEmpty());
}

void TestExportProperties::godotNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("ok");
    QTest::newRow("letters") << "damage" << true;
    QTest::newRow("underscore first") << "_x1" << true;
    QTest::newRow("capitals and digits") << "Hit2Stun" << true;
    QTest::newRow("space") << "hit stun" << false;
    QTest::newRow("digit first") << "1st" << false;
    QTest::newRow("slash") << "a/b" << false;
    QTest::newRow("equals") << "a=b" << false;
    QTest::newRow("not ASCII") << "schäden" << false;
    QTest::newRow("dot") << "a.b" << false;
}

// Godot's metadata names are ASCII identifiers; any other is a problem naming the shape and
// the property (the scene's text format could not even hold it).
void TestExportProperties::godotNames()
{
    QFETCH(QString, name);
    QFETCH(bool, ok);
    exportfixture::Document doc = heroDocument(1);
    model::Sprite &hero = doc.project.sprites[0];
    hero.properties.clear();
    hero.frames[0].shapes[0].properties = {{name, 5}};
    const model::ExportPlan plan
            = doc.plan(ExportFormat::Godot, allFrames(), QStringLiteral("/out"));
    if (ok) {
        QVERIFY2(plan.ok(), qPrintable(exportfixture::problemTexts(plan).join('\n')));
        QVERIFY(plan.files.value(0).contents.contains("metadata/" + name.toUtf8() + " = 5"));
        return;
    }
    QCOMPARE(exportfixture::problemTexts(plan),
             QStringList{QStringLiteral("sprites[0] \"hero\", frame #0, box 1 \"fist\": Godot "
                                        "metadata names are letters, digits and _, not starting "
                                        "with a digit: rename the custom property \"%1\"")
                                 .arg(name)});
}

// An animation's metadata names follow the same rule, the problem naming the animation.
void TestExportProperties::godotAnimationNames()
{
    exportfixture::Document doc = heroDocument(1);
    model::Sprite &hero = doc.project.sprites[0];
    hero.animations[0].properties = {{QStringLiteral("hit stun"), 5}};
    const model::ExportPlan plan
            = doc.plan(ExportFormat::Godot, allFrames(), QStringLiteral("/out"));
    QCOMPARE(exportfixture::problemTexts(plan),
             QStringList{QStringLiteral("sprites[0] \"hero\", animation 1 \"idle\": Godot "
                                        "metadata names are letters, digits and _, not starting "
                                        "with a digit: rename the custom property \"hit stun\"")});
    QVERIFY(plan.files.isEmpty());
}

QTEST_GUILESS_MAIN(TestExportProperties)
#include "tst_exportproperties.moc"
