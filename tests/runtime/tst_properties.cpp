// Custom properties through the runtime (hitbox/runtime/properties.h and hitbox.h): documents
// written by the editor's writer (model::serializeProject) read by the runtime as the editor
// reads them back (documentoracle.h) and equal to values written here by hand, through the
// C++ types and the C API, on every owner (sprite, animation, frame, shape); the C API's
// lookups and bad arguments; broken properties refused in the editor's words.

#include "documentoracle.h"

#include "model/document/project.h"

#include <hitbox/hitbox.h>
#include <hitbox/runtime/document.h>

#include <QtTest>

#include <cstring>
#include <limits>
#include <memory>

using namespace hitbox;

Q_DECLARE_METATYPE(hitbox::model::PropertyValue)
Q_DECLARE_METATYPE(hitbox::runtime::PropertyValue)

namespace {

const QString docPath = QStringLiteral("/projects/game/fighter.hitbox.json");

struct DocumentFree
{
    void operator()(hitbox_document *doc) const { hitbox_document_free(doc); }
};
using DocumentPtr = std::unique_ptr<hitbox_document, DocumentFree>;

DocumentPtr parseC(const QByteArray &json)
{
    char error[512] = "unset";
    DocumentPtr doc(hitbox_document_parse(json.constData(),
                                          std::size_t(json.size()),
                                          docPath.toUtf8().constData(),
                                          HITBOX_LOAD_NO_IMAGES,
                                          error,
                                          sizeof error));
    if (!doc)
        qWarning("%s", error);
    return doc;
}

// A sprite "fighter" of two frames whose owners all carry `p` = `value` beside an int
// "damage" (the shape) or nothing more (the others): frame 0 has a box "fist" with them and a
// circle "head" without any; frame 1 has a polygon; two animations are named "jab".
model::Project fighter(const model::PropertyValue &value)
{
    model::Project project;
    model::Sprite s;
    s.name = QStringLiteral("fighter");
    s.imagePath = QStringLiteral("/projects/game/fighter.png");
    model::Shape fist = model::Shape::makeBox(
            {-8, -16, 16, 16}, QStringLiteral("hitbox"), QStringLiteral("fist"));
    fist.properties = {{QStringLiteral("damage"), 12}, {QStringLiteral("p"), value}};
    const model::Shape head = model::Shape::makeCircle(
            {{0, -20}, 4}, QStringLiteral("hurtbox"), QStringLiteral("head"));
    s.frames[0].shapes = {fist, head};
    s.frames[0].properties = {{QStringLiteral("p"), value}};
    s.frames << model::Frame{};
    model::Shape body
            = model::Shape::makePolygon({{{-5, -5}, {5, -5}, {0, 5}}}, QStringLiteral("body"));
    body.properties = {{QStringLiteral("p"), value}};
    s.frames[1].shapes = {body};
    s.animations = {{QStringLiteral("jab"), {0, 1}}, {QStringLiteral("jab"), {1}}};
    s.animations[1].properties = {{QStringLiteral("p"), value}};
    s.properties = {{QStringLiteral("p"), value}};
    project.sprites = {s};
    return project;
}

// The C API's view of a property as a runtime value.
runtime::PropertyValue fromC(const hitbox_property &p)
{
    switch (p.type) {
    case HITBOX_PROPERTY_STRING:
        return std::string(p.string_value, p.string_length);
    case HITBOX_PROPERTY_INT:
        return std::int32_t(p.int_value);
    case HITBOX_PROPERTY_NUMBER:
        return p.number_value;
    case HITBOX_PROPERTY_BOOL:
        return p.bool_value != 0;
    case HITBOX_PROPERTY_COLOR:
        break;
    }
    return runtime::PropertyColor{
            p.color_value.r, p.color_value.g, p.color_value.b, p.color_value.a};
}

// The other value fields of a property are zero (hitbox.h promises it).
bool othersZero(const hitbox_property &p)
{
    const bool color = p.color_value.r == 0 && p.color_value.g == 0 && p.color_value.b == 0
                       && p.color_value.a == 0;
    return (p.type == HITBOX_PROPERTY_STRING || (p.string_length == 0 && *p.string_value == 0))
           && (p.type == HITBOX_PROPERTY_INT || p.int_value == 0)
           && (p.type == HITBOX_PROPERTY_NUMBER || p.number_value == 0.0)
           && (p.type == HITBOX_PROPERTY_BOOL || p.bool_value == 0)
           && (p.type == HITBOX_PROPERTY_COLOR || color);
}

QByteArray v2Frame(const QByteArray &frameJson)
{
    return R"({"format":"hitbox","version":2,"sprites":[{"image":"a.png","frames":[)" + frameJson
           + "]}]}";
}

} // namespace

class TestProperties : public QObject
{
    Q_OBJECT

private slots:
    void writtenByEditor_data();
    void writtenByEditor();
    void lookups();
    void badArguments();
    void broken_data();
    void broken();
};

void TestProperties::writtenByEditor_data()
{
    QTest::addColumn<model::PropertyValue>("value");
    QTest::addColumn<runtime::PropertyValue>("expected"); // by hand
    const auto row
            = [](const char *name, const model::PropertyValue &v, const runtime::PropertyValue &e) {
                  QTest::newRow(name) << v << e;
              };
    row("string", QStringLiteral("launcher"), std::string("launcher"));
    row("empty string", QString(), std::string());
    row("string of UTF-8",
        QStringLiteral("Schlag \u00fc \u2192 \U0001F44A"),
        std::string("Schlag \xc3\xbc \xe2\x86\x92 \xf0\x9f\x91\x8a"));
    row("string with a NUL",
        QString(QStringLiteral("a")) + QChar(0) + QStringLiteral("b"),
        std::string("a\0b", 3));
    row("string of quotes", QStringLiteral("\"\\/\n"), std::string("\"\\/\n"));
    row("int 0", 0, std::int32_t(0));
    row("int -1", -1, std::int32_t(-1));
    row("int min", std::numeric_limits<int>::min(), std::numeric_limits<std::int32_t>::min());
    row("int max", std::numeric_limits<int>::max(), std::numeric_limits<std::int32_t>::max());
    row("number 2.5", 2.5, 2.5);
    row("number -3", -3.0, -3.0);
    row("number 0.000001", 0.000001, 0.000001);
    row("number 1e15", 1e15, 1e15);
    row("bool true", true, true);
    row("bool false", false, false);
    row("colour opaque", QColor(255, 0, 255), runtime::PropertyColor{255, 0, 255, 255});
    row("colour with alpha", QColor(1, 2, 3, 128), runtime::PropertyColor{1, 2, 3, 128});
    row("colour transparent", QColor(0, 0, 0, 0), runtime::PropertyColor{0, 0, 0, 0});
}

void TestProperties::writtenByEditor()
{
    QFETCH(model::PropertyValue, value);
    QFETCH(runtime::PropertyValue, expected);
    const QByteArray json = model::serializeProject(fighter(value), docPath);
    const runtime::DocumentReadResult read = runtime::parseDocument(
            std::string_view(json.constData(), std::size_t(json.size())), docPath.toStdString());
    QVERIFY2(read.ok(), read.error.c_str());
    // The oracle: the editor's reading of the same bytes.
    const model::ProjectReadResult editor = model::parseProject(json, docPath);
    QVERIFY2(editor.ok(), qPrintable(editor.error));
    QVERIFY(read.document.sprites == testsupport::runtimeDocument(editor.project, 2).sprites);
    // By hand, through the C++ types.
    const runtime::Sprite &s = read.document.sprites.at(0);
    const runtime::Properties justP{{"p", expected}};
    QVERIFY(s.properties == justP);
    QVERIFY(s.frames.at(0).properties == justP);
    QVERIFY(s.frames.at(1).properties.empty());
    QVERIFY(s.animations.at(0).properties.empty());
    QVERIFY(s.animations.at(1).properties == justP);
    QVERIFY(s.frames[0].shapes.at(0).properties
            == (runtime::Properties{{"damage", std::int32_t(12)}, {"p", expected}}));
    QVERIFY(s.frames[0].shapes.at(1).properties.empty());
    QVERIFY(s.frames[1].shapes.at(0).properties == justP);
    QVERIFY(runtime::findProperty(s.properties, "p") == &s.properties[0]);
    QVERIFY(runtime::findProperty(s.properties, "P") == nullptr);
    QCOMPARE(int(s.properties[0].type()), int(expected.index()));

    // Through the C API, each owner by find and by index.
    const DocumentPtr doc = parseC(json);
    QVERIFY(doc);
    const hitbox_properties *owners[] = {hitbox_sprite_properties(doc.get(), 0),
                                         hitbox_animation_properties(doc.get(), 0, "jab_2"),
                                         hitbox_frame_properties(doc.get(), 0, 0),
                                         hitbox_shape_properties(doc.get(), 0, 0, 0),
                                         hitbox_shape_properties(doc.get(), 0, 1, 0)};
    for (const hitbox_properties *list : owners) {
        QVERIFY(list != nullptr);
        hitbox_property found{};
        const int index = hitbox_property_find(list, "p", &found);
        QCOMPARE(index, hitbox_property_count(list) - 1); // "p" is each owner's last
        QCOMPARE(int(found.type), int(expected.index()));
        QVERIFY(fromC(found) == expected);
        QVERIFY(othersZero(found));
        QCOMPARE(std::strcmp(found.name, "p"), 0);
        QCOMPARE(found.name_length, std::size_t(1));
        QCOMPARE(found.string_value[found.string_length], '\0');
        hitbox_property at{};
        QCOMPARE(hitbox_property_at(list, index, &at), int(HITBOX_OK));
        QVERIFY(std::memcmp(&at, &found, sizeof at) == 0);
    }
}

void TestProperties::lookups()
{
    const QByteArray json = model::serializeProject(fighter(QStringLiteral("x")), docPath);
    const DocumentPtr doc = parseC(json);
    QVERIFY(doc);
    // Shapes: every role, in the document's order.
    QCOMPARE(hitbox_shape_count(doc.get(), 0, 0), 2);
    QCOMPARE(hitbox_shape_count(doc.get(), 0, 1), 1);
    QCOMPARE(QByteArray(hitbox_shape_name(doc.get(), 0, 0, 0)), QByteArray("fist"));
    QCOMPARE(QByteArray(hitbox_shape_role(doc.get(), 0, 0, 0)), QByteArray("hitbox"));
    QCOMPARE(QByteArray(hitbox_shape_name(doc.get(), 0, 0, 1)), QByteArray("head"));
    QCOMPARE(QByteArray(hitbox_shape_role(doc.get(), 0, 0, 1)), QByteArray("hurtbox"));
    QCOMPARE(QByteArray(hitbox_shape_name(doc.get(), 0, 1, 0)), QByteArray(""));
    // The fist's two properties in order, by index and by name.
    const hitbox_properties *fist = hitbox_shape_properties(doc.get(), 0, 0, 0);
    QCOMPARE(hitbox_property_count(fist), 2);
    hitbox_property p{};
    QCOMPARE(hitbox_property_at(fist, 0, &p), int(HITBOX_OK));
    QCOMPARE(QByteArray(p.name), QByteArray("damage"));
    QCOMPARE(int(p.type), int(HITBOX_PROPERTY_INT));
    QCOMPARE(p.int_value, 12);
    QCOMPARE(hitbox_property_find(fist, "damage", &p), 0);
    QCOMPARE(hitbox_property_find(fist, "p", &p), 1);
    QCOMPARE(QByteArray(p.string_value), QByteArray("x"));
    // A missing name leaves the output alone.
    p.int_value = 99;
    QCOMPARE(hitbox_property_find(fist, "Damage", &p), -1);
    QCOMPARE(hitbox_property_find(fist, "", &p), -1);
    QCOMPARE(p.int_value, 99);
    // Owners without properties give an empty list, not NULL.
    for (const hitbox_properties *empty : {hitbox_shape_properties(doc.get(), 0, 0, 1),
                                           hitbox_frame_properties(doc.get(), 0, 1),
                                           hitbox_animation_properties(doc.get(), 0, "jab")}) {
        QVERIFY(empty != nullptr);
        QCOMPARE(hitbox_property_count(empty), 0);
        QCOMPARE(hitbox_property_at(empty, 0, &p), int(HITBOX_ERROR_ARGUMENT));
        QCOMPARE(hitbox_property_find(empty, "p", &p), -1);
    }
    // Each owner's list is its own.
    QVERIFY(hitbox_frame_properties(doc.get(), 0, 0) != hitbox_frame_properties(doc.get(), 0, 1));
    QVERIFY(hitbox_animation_properties(doc.get(), 0, "jab")
            != hitbox_animation_properties(doc.get(), 0, "jab_2"));
}

void TestProperties::badArguments()
{
    const QByteArray json = model::serializeProject(fighter(1), docPath);
    const DocumentPtr doc = parseC(json);
    QVERIFY(doc);
    hitbox_document *d = doc.get();
    QCOMPARE(hitbox_shape_count(nullptr, 0, 0), -1);
    QCOMPARE(hitbox_shape_count(d, 1, 0), -1);
    QCOMPARE(hitbox_shape_count(d, 0, 2), -1);
    QCOMPARE(hitbox_shape_count(d, 0, -1), -1);
    QVERIFY(hitbox_shape_name(d, 0, 0, 2) == nullptr);
    QVERIFY(hitbox_shape_name(d, 0, 0, -1) == nullptr);
    QVERIFY(hitbox_shape_role(d, -1, 0, 0) == nullptr);
    QVERIFY(hitbox_sprite_properties(nullptr, 0) == nullptr);
    QVERIFY(hitbox_sprite_properties(d, 1) == nullptr);
    QVERIFY(hitbox_sprite_properties(d, -1) == nullptr);
    QVERIFY(hitbox_animation_properties(d, 0, nullptr) == nullptr);
    QVERIFY(hitbox_animation_properties(d, 0, "jab_3") == nullptr);
    QVERIFY(hitbox_animation_properties(d, 1, "jab") == nullptr);
    QVERIFY(hitbox_frame_properties(d, 0, 2) == nullptr);
    QVERIFY(hitbox_frame_properties(nullptr, 0, 0) == nullptr);
    QVERIFY(hitbox_shape_properties(d, 0, 1, 1) == nullptr);
    QVERIFY(hitbox_shape_properties(d, 0, 0, std::numeric_limits<int>::min()) == nullptr);
    hitbox_property p{};
    QCOMPARE(hitbox_property_count(nullptr), 0);
    QCOMPARE(hitbox_property_at(nullptr, 0, &p), int(HITBOX_ERROR_ARGUMENT));
    QCOMPARE(hitbox_property_find(nullptr, "p", &p), -1);
    const hitbox_properties *fist = hitbox_shape_properties(d, 0, 0, 0);
    QCOMPARE(hitbox_property_at(fist, 0, nullptr), int(HITBOX_ERROR_ARGUMENT));
    QCOMPARE(hitbox_property_at(fist, -1, &p), int(HITBOX_ERROR_ARGUMENT));
    QCOMPARE(hitbox_property_at(fist, 2, &p), int(HITBOX_ERROR_ARGUMENT));
    QCOMPARE(hitbox_property_find(fist, nullptr, &p), -1);
    QCOMPARE(hitbox_property_find(fist, "p", nullptr), -1);
}

void TestProperties::broken_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message"); // after "<file>: ", the editor's too
    const auto shape
            = [](const char *name, const QByteArray &properties, const QByteArray &message) {
                  QTest::newRow(name)
                          << v2Frame(R"({"shapes":[{"type":"circle","center":[0,0],"radius":1,)"
                                     R"("properties":)"
                                     + properties + "}]}")
                          << QString::fromUtf8(message);
              };
    const char *const at = "sprites[0].frames[0].shapes[0].properties";
    const auto in = [at](const QByteArray &rest) { return QByteArray(at) + rest; };
    shape("not an array", R"({"damage":1})", in(": expected an array, found an object"));
    shape("item not an object", R"([1])", in("[0]: expected an object, found 1"));
    shape("no name", R"([{"type":"int","value":1}])", in("[0]: missing field \"name\""));
    shape("empty name",
          R"([{"name":"","type":"int","value":1}])",
          in("[0].name: a property needs a name"));
    shape("name a number",
          R"([{"name":7,"type":"int","value":1}])",
          in("[0].name: expected a string, found 7"));
    shape("repeated name",
          R"([{"name":"d","type":"int","value":1},{"name":"d","type":"bool","value":true}])",
          in("[1].name: there is already a property named \"d\""));
    shape("unknown type",
          R"([{"name":"d","type":"float","value":1}])",
          in("[0].type: expected \"string\", \"int\", \"number\", \"bool\" or \"color\", found "
             "\"float\""));
    shape("no value", R"([{"name":"d","type":"int"}])", in("[0]: missing field \"value\""));
    shape("int fraction",
          R"([{"name":"d","type":"int","value":1.5}])",
          in("[0].value: expected a whole number from -2147483648 to 2147483647, found 1.5"));
    shape("int past 32 bits",
          R"([{"name":"d","type":"int","value":2147483648}])",
          in("[0].value: expected a whole number from -2147483648 to 2147483647, found "
             "2147483648"));
    shape("int below 32 bits",
          R"([{"name":"d","type":"int","value":-2147483649}])",
          in("[0].value: expected a whole number from -2147483648 to 2147483647, found "
             "-2147483649"));
    shape("int as a string",
          R"([{"name":"d","type":"int","value":"12"}])",
          in("[0].value: expected a whole number from -2147483648 to 2147483647, found the "
             "string \"12\""));
    shape("number null",
          R"([{"name":"d","type":"number","value":null}])",
          in("[0].value: expected a number, found null"));
    shape("bool as 1",
          R"([{"name":"d","type":"bool","value":1}])",
          in("[0].value: expected true or false, found 1"));
    shape("string as a number",
          R"([{"name":"d","type":"string","value":3}])",
          in("[0].value: expected a string, found 3"));
    const char *colour = "[0].value: expected a colour like \"#ff00ff\" or \"#80ff00ff\", found ";
    shape("colour word",
          R"([{"name":"c","type":"color","value":"gold"}])",
          in(colour) + "\"gold\"");
    shape("colour of 3 digits",
          R"([{"name":"c","type":"color","value":"#fff"}])",
          in(colour) + "\"#fff\"");
    shape("colour of 7 digits",
          R"([{"name":"c","type":"color","value":"#fffffff"}])",
          in(colour) + "\"#fffffff\"");
    shape("colour not hex",
          R"([{"name":"c","type":"color","value":"#ff00gg"}])",
          in(colour) + "\"#ff00gg\"");
    shape("colour without #",
          R"([{"name":"c","type":"color","value":"ff00ff00"}])",
          in(colour) + "\"ff00ff00\"");
    shape("colour empty", R"([{"name":"c","type":"color","value":""}])", in(colour) + "\"\"");
    shape("colour a number",
          R"([{"name":"c","type":"color","value":16711935}])",
          in("[0].value: expected a string, found 16711935"));
    QByteArray many = "[";
    for (int i = 0; i <= runtime::maxPropertiesPerOwner; ++i)
        many += (i ? "," : "") + QByteArray(R"({"name":"p)") + QByteArray::number(i)
                + R"(","type":"bool","value":true})";
    shape("1001 properties", many + "]", in(": more than 1000 properties"));
    // Each owner's path.
    const QByteArray bad = R"([{"name":"","type":"int","value":1}])";
    QTest::newRow("frame") << v2Frame(R"({"properties":)" + bad + "}")
                           << QStringLiteral("sprites[0].frames[0].properties[0].name: a property "
                                             "needs a name");
    QTest::newRow("sprite") << QByteArray(
            R"({"format":"hitbox","version":2,"sprites":[{"image":"a.png",)"
            R"("frames":[{}],"properties":)"
            + bad
            + "}]}") << QStringLiteral("sprites[0].properties[0].name: a property needs a name");
    QTest::newRow("version 1 sprite")
            << QByteArray(R"({"format":"hitbox","version":1,"sprites":[{"image":"a.png",)"
                          R"("properties":)"
                          + bad + "}]}")
            << QStringLiteral("sprites[0].properties[0].name: a property needs a name");
    QTest::newRow("animation")
            << QByteArray(R"({"format":"hitbox","version":2,"sprites":[{"image":"a.png",)"
                          R"("frames":[{}],"animations":[{"name":"a","frames":[0],"properties":)"
                          + bad + "}]}]}")
            << QStringLiteral("sprites[0].animations[0].properties[0].name: a property needs a "
                              "name");
}

void TestProperties::broken()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    const runtime::DocumentReadResult read = runtime::parseDocument(
            std::string_view(json.constData(), std::size_t(json.size())), docPath.toStdString());
    QVERIFY(!read.ok());
    const QString expected = docPath + QStringLiteral(": ") + message;
    QCOMPARE(QString::fromStdString(read.error), expected);
    // The editor refuses it in the same words.
    QCOMPARE(model::parseProject(json, docPath).error, expected);
    // The C API says the same, and returns no document.
    char error[512];
    hitbox_document *doc = hitbox_document_parse(json.constData(),
                                                 std::size_t(json.size()),
                                                 docPath.toUtf8().constData(),
                                                 HITBOX_LOAD_NO_IMAGES,
                                                 error,
                                                 sizeof error);
    QVERIFY(doc == nullptr);
    QCOMPARE(QString::fromUtf8(error), expected);
}

QTEST_GUILESS_MAIN(TestProperties)
#include "tst_properties.moc"
