// Custom properties in documents and on the clipboard (docs/format.md#properties): every
// type round-trips on every owner, documents without them are written as before, and bad
// properties are reading errors naming the JSON path.

#include "model/io/projectformat.h"
#include "model/io/shapesjson.h"

#include <QtTest>

#include "parseerror.h"

using namespace hitbox;

Q_DECLARE_METATYPE(model::Property)

namespace {

const QString docPath = QStringLiteral("/game/fighter.hitbox.json");

enum class Owner { Shape, Frame, Animation, Sprite };

// A document whose `owner` (the first shape, frame, animation or the sprite) has the
// `properties` member `properties`.
QByteArray document(Owner owner, const QByteArray &properties)
{
    const auto member
            = [&](Owner o) { return o == owner ? R"(,"properties":)" + properties : QByteArray(); };
    return R"({"format":"hitbox","version":2,"sprites":[{"image":"f.png")" + member(Owner::Sprite)
           + R"(,"frames":[{"shapes":[{"type":"box","x":0,"y":0,"w":4,"h":4)" + member(Owner::Shape)
           + "}]" + member(Owner::Frame) + R"(}],"animations":[{"name":"a","frames":[0])"
           + member(Owner::Animation) + "}]}]}";
}

QString ownerPath(Owner owner)
{
    switch (owner) {
    case Owner::Shape:
        return QStringLiteral("sprites[0].frames[0].shapes[0].properties");
    case Owner::Frame:
        return QStringLiteral("sprites[0].frames[0].properties");
    case Owner::Animation:
        return QStringLiteral("sprites[0].animations[0].properties");
    case Owner::Sprite:
        break;
    }
    return QStringLiteral("sprites[0].properties");
}

const model::Properties &ownerProperties(const model::Project &p, Owner owner)
{
    const model::Sprite &s = p.sprites[0];
    switch (owner) {
    case Owner::Shape:
        return s.frames[0].shapes[0].properties;
    case Owner::Frame:
        return s.frames[0].properties;
    case Owner::Animation:
        return s.animations[0].properties;
    case Owner::Sprite:
        break;
    }
    return s.properties;
}

const Owner allOwners[] = {Owner::Shape, Owner::Frame, Owner::Animation, Owner::Sprite};

const char *ownerName(Owner owner)
{
    static const char *const names[] = {"shape", "frame", "animation", "sprite"};
    return names[int(owner)];
}

model::Property prop(const QString &name, model::PropertyValue value)
{
    return model::Property{name, std::move(value)};
}

model::Project parsed(const QByteArray &json)
{
    const model::ProjectReadResult r = model::parseProject(json, docPath);
    if (!r.ok())
        qFatal("%s", qPrintable(r.error));
    return r.project;
}

} // namespace

class TestPropertiesJson : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void documentsWithoutPropertiesUnchanged();
    void broken_data();
    void broken();
    void clipboardKeepsProperties_data();
    void clipboardKeepsProperties();
};

void TestPropertiesJson::roundTrip_data()
{
    QTest::addColumn<int>("owner");
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<model::Properties>("expected");
    QTest::addColumn<QByteArray>("saved"); // a fragment the saved document holds
    struct Row
    {
        const char *name;
        QByteArray json;
        model::Properties expected;
        QByteArray saved;
    };
    const QList<Row> rows{
            {"string",
             R"([{"name":"move","type":"string","value":"Schlag \"hoch\" ✓"}])",
             {prop("move", QStringLiteral("Schlag \"hoch\" ✓"))},
             R"("value": "Schlag \"hoch\" ✓")"},
            {"empty string",
             R"([{"name":"s","type":"string","value":""}])",
             {prop("s", QString())},
             R"("value": "")"},
            {"int",
             R"([{"name":"damage","type":"int","value":12}])",
             {prop("damage", 12)},
             R"("value": 12)"},
            {"int extremes",
             R"([{"name":"lo","type":"int","value":-2147483648},)"
             R"({"name":"hi","type":"int","value":2147483647}])",
             {prop("lo", std::numeric_limits<int>::min()),
              prop("hi", std::numeric_limits<int>::max())},
             R"("value": 2147483647)"},
            {"whole number",
             R"([{"name":"k","type":"number","value":3}])",
             {prop("k", 3.0)},
             R"("type": "number")"},
            {"number",
             R"([{"name":"k","type":"number","value":-2.125}])",
             {prop("k", -2.125)},
             R"("value": -2.125)"},
            {"small number",
             R"([{"name":"k","type":"number","value":0.000001}])",
             {prop("k", 0.000001)},
             R"("value": 0.000001)"},
            {"bools",
             R"([{"name":"t","type":"bool","value":true},{"name":"f","type":"bool","value":false}])",
             {prop("t", true), prop("f", false)},
             R"("value": false)"},
            {"opaque colour",
             R"([{"name":"c","type":"color","value":"#FFD700"}])",
             {prop("c", QColor::fromRgba(0xffffd700))},
             R"("value": "#ffffd700")"},
            {"colour with alpha",
             R"([{"name":"c","type":"color","value":"#80ff00Ff"}])",
             {prop("c", QColor::fromRgba(0x80ff00ff))},
             R"("value": "#80ff00ff")"},
            {"order kept",
             R"([{"name":"z","type":"int","value":1},{"name":"a","type":"int","value":2},)"
             R"({"name":"Z","type":"int","value":3}])",
             {prop("z", 1), prop("a", 2), prop("Z", 3)},
             R"("name": "Z")"},
            {"empty list", "[]", {}, R"("format": "hitbox")"},
    };
    for (const Owner owner : allOwners) {
        for (const Row &row : rows) {
            QTest::addRow("%s %s", ownerName(owner), row.name)
                    << int(owner) << document(owner, row.json) << row.expected << row.saved;
        }
    }
}

// Read, the properties are the ones written by hand; saved, they read back the same and
// save the same bytes.
void TestPropertiesJson::roundTrip()
{
    QFETCH(int, owner);
    QFETCH(QByteArray, json);
    QFETCH(model::Properties, expected);
    QFETCH(QByteArray, saved);
    const model::Project p = parsed(json);
    QCOMPARE(ownerProperties(p, Owner(owner)), expected);
    const QByteArray bytes = model::serializeProject(p, docPath);
    QVERIFY2(bytes.contains(saved), bytes.constData());
    QCOMPARE(bytes.count("\"properties\""), expected.isEmpty() ? 0 : 1);
    const model::Project again = parsed(bytes);
    QVERIFY(again == p);
    QCOMPARE(model::serializeProject(again, docPath), bytes);
}

// A document without properties saves exactly as the writer wrote it before properties
// existed: no "properties" member anywhere.
void TestPropertiesJson::documentsWithoutPropertiesUnchanged()
{
    const model::Project p = parsed(document(Owner::Shape, "[]"));
    const QByteArray bytes = model::serializeProject(p, docPath);
    QVERIFY(!bytes.contains("properties"));
    const model::Project withoutMember
            = parsed(R"({"format":"hitbox","version":2,"sprites":[{"image":"f.png","frames":)"
                     R"([{"shapes":[{"type":"box","x":0,"y":0,"w":4,"h":4}]}],)"
                     R"("animations":[{"name":"a","frames":[0]}]}]})");
    QCOMPARE(model::serializeProject(withoutMember, docPath), bytes);
}

void TestPropertiesJson::broken_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    struct Row
    {
        const char *name;
        QByteArray properties;
        QString message; // after the owner's path
    };
    const QString intRange
            = QStringLiteral("expected a whole number from -2147483648 to 2147483647");
    const QString colour
            = QStringLiteral(R"(expected a colour like "#ff00ff" or "#80ff00ff", found)");
    const QList<Row> rows{
            {"not an array", "{}", ": expected an array, found an object"},
            {"not an object", "[7]", "[0]: expected an object, found 7"},
            {"no name", R"([{"type":"int","value":1}])", R"([0]: missing field "name")"},
            {"no type", R"([{"name":"a","value":1}])", R"([0]: missing field "type")"},
            {"no value", R"([{"name":"a","type":"int"}])", R"([0]: missing field "value")"},
            {"empty name",
             R"([{"name":"","type":"int","value":1}])",
             "[0].name: a property needs a name"},
            {"name not a string",
             R"([{"name":3,"type":"int","value":1}])",
             "[0].name: expected a string, found 3"},
            {"repeated name",
             R"([{"name":"d","type":"int","value":1},{"name":"e","type":"int","value":1},)"
             R"({"name":"d","type":"bool","value":true}])",
             R"([2].name: there is already a property named "d")"},
            {"unknown type",
             R"([{"name":"a","type":"float","value":1}])",
             R"([0].type: expected "string", "int", "number", "bool" or "color", found "float")"},
            {"int not whole",
             R"([{"name":"a","type":"int","value":1.5}])",
             "[0].value: " + intRange + ", found 1.5"},
            {"int too large",
             R"([{"name":"a","type":"int","value":2147483648}])",
             "[0].value: " + intRange + ", found 2147483648"},
            {"int too small",
             R"([{"name":"a","type":"int","value":-2147483649}])",
             "[0].value: " + intRange + ", found -2147483649"},
            {"int as text",
             R"([{"name":"a","type":"int","value":"12"}])",
             "[0].value: " + intRange + R"(, found the string "12")"},
            {"NaN as text",
             R"([{"name":"a","type":"number","value":"NaN"}])",
             R"([0].value: expected a number, found the string "NaN")"},
            {"number null",
             R"([{"name":"a","type":"number","value":null}])",
             "[0].value: expected a number, found null"},
            {"bool as number",
             R"([{"name":"a","type":"bool","value":1}])",
             "[0].value: expected true or false, found 1"},
            {"string as number",
             R"([{"name":"a","type":"string","value":5}])",
             "[0].value: expected a string, found 5"},
            {"colour name",
             R"([{"name":"a","type":"color","value":"gold"}])",
             "[0].value: " + colour + R"( "gold")"},
            {"short colour",
             R"([{"name":"a","type":"color","value":"#fff"}])",
             "[0].value: " + colour + R"( "#fff")"},
            {"seven digits",
             R"([{"name":"a","type":"color","value":"#1234567"}])",
             "[0].value: " + colour + R"( "#1234567")"},
            {"colour as number",
             R"([{"name":"a","type":"color","value":16777215}])",
             "[0].value: expected a string, found 16777215"},
    };
    for (const Owner owner : allOwners) {
        for (const Row &row : rows) {
            QTest::addRow("%s %s", ownerName(owner), row.name)
                    << document(owner, row.properties) << ownerPath(owner) + row.message;
        }
    }
    QByteArray many = "[";
    for (int i = 0; i <= model::maxPropertiesPerOwner; ++i)
        many += (i ? "," : "")
                + QStringLiteral(R"({"name":"p%1","type":"int","value":%1})").arg(i).toUtf8();
    QTest::newRow("too many") << document(Owner::Shape, many + ']')
                              << ownerPath(Owner::Shape) + ": more than 1000 properties";
}

void TestPropertiesJson::broken()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    QVERIFY(testsupport::parseFailsWith(json, docPath, message));
}

void TestPropertiesJson::clipboardKeepsProperties_data()
{
    QTest::addColumn<model::Properties>("properties");
    QTest::newRow("none") << model::Properties{};
    QTest::newRow("every type") << model::Properties{prop("s", QStringLiteral("x")),
                                                     prop("i", -7),
                                                     prop("n", 0.25),
                                                     prop("b", true),
                                                     prop("c", QColor::fromRgba(0x10203040))};
}

// Copied shapes keep their properties; the other shape of the copy keeps none.
void TestPropertiesJson::clipboardKeepsProperties()
{
    QFETCH(model::Properties, properties);
    model::Shape box = model::Shape::makeBox(collision::Rect{1, 2, 3, 4}, "hitbox", "fist");
    box.properties = properties;
    const model::Shape circle = model::Shape::makeCircle(collision::Circle{{0, 0}, 5}, "body");
    QString error;
    const std::optional<QList<model::Shape>> pasted
            = model::parseShapes(model::serializeShapes({circle, box}), &error);
    QVERIFY2(pasted, qPrintable(error));
    QCOMPARE(pasted->size(), 2);
    QVERIFY(pasted->at(0) == circle);
    QVERIFY(pasted->at(1) == box);
    QCOMPARE(pasted->at(1).properties, properties);
    QVERIFY(pasted->at(0).properties.isEmpty());
}

QTEST_GUILESS_MAIN(TestPropertiesJson)
#include "tst_propertiesjson.moc"
