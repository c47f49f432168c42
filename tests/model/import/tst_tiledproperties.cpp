// Tiled custom properties imported (core/model/import/tiled): each of Tiled's types on an
// object, a tile and the tileset, in TSX (attribute and element text) and TSJ, becomes a
// property of the shape, frame or sprite with the value written here by hand; the names the
// import reads itself (sensor, pivot_x, pivot_y, animation NAME) stay out; what a document
// cannot hold (Tiled's file, object and class types, a value not of its type, a repeated
// name) is one report line naming the file, the owner and the property.

#include "model/import/hitboximport.h"

#include "importedshapes.h"

#include <QTemporaryDir>
#include <QtTest>

#include <limits>

using namespace hitbox;
using namespace hitbox::model;

Q_DECLARE_METATYPE(hitbox::model::Properties)

namespace {

using testing::propertiesDifference;
using testing::writeImage;
using testing::writeText;

// A tileset of one 8 x 8 tile whose tileset, tile and one object each carry `properties`
// (TSX <property> elements).
QByteArray tsx(const QByteArray &properties)
{
    return R"(<tileset name="t" tilewidth="8" tileheight="8" tilecount="1" columns="1">
 <properties>)"
           + properties + R"(</properties>
 <image source="t.png" width="8" height="8"/>
 <tile id="0">
  <properties>)"
           + properties + R"(</properties>
  <objectgroup><object id="1" name="o" x="0" y="0" width="4" height="4"><properties>)"
           + properties + R"(</properties></object></objectgroup>
 </tile>
</tileset>)";
}

// The same as TSJ (`properties`: the JSON array's items).
QByteArray tsj(const QByteArray &properties)
{
    return R"({"type": "tileset", "name": "t", "tilewidth": 8, "tileheight": 8, "tilecount": 1,
 "columns": 1, "image": "t.png", "imagewidth": 8, "imageheight": 8, "properties": [)"
           + properties + R"(], "tiles": [{"id": 0, "properties": [)" + properties
           + R"(], "objectgroup": {"objects": [{"id": 1, "name": "o", "x": 0, "y": 0, "width": 4,
 "height": 4, "properties": [)"
           + properties + "]}]}}]}";
}

} // namespace

class TestTiledProperties : public QObject
{
    Q_OBJECT

private slots:
    void everyOwner_data();
    void everyOwner();
};

void TestTiledProperties::everyOwner_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<Properties>("expected"); // on each owner
    QTest::addColumn<QString>("problem");     // the report line per owner, after its property
    const auto x = [](const char *name,
                      const QByteArray &properties,
                      const Properties &want,
                      const char *problem = "") {
        QTest::newRow(name) << QStringLiteral("t.tsx") << tsx(properties) << want
                            << QString::fromUtf8(problem);
    };
    const auto j = [](const char *name,
                      const QByteArray &properties,
                      const Properties &want,
                      const char *problem = "") {
        QTest::newRow(name) << QStringLiteral("t.tsj") << tsj(properties) << want
                            << QString::fromUtf8(problem);
    };
    const QString d = QStringLiteral("d");
    x("tsx string, no type",
      R"(<property name="d" value="a &amp; b"/>)",
      {{d, QStringLiteral("a & b")}});
    x("tsx string as element text",
      "<property name=\"d\" type=\"string\">two\nlines</property>",
      {{d, QStringLiteral("two\nlines")}});
    x("tsx int", R"(<property name="d" type="int" value="-12"/>)", {{d, -12}});
    x("tsx int min",
      R"(<property name="d" type="int" value="-2147483648"/>)",
      {{d, std::numeric_limits<int>::min()}});
    x("tsx float", R"(<property name="d" type="float" value="0.125"/>)", {{d, 0.125}});
    x("tsx float exponent", R"(<property name="d" type="float" value="1e3"/>)", {{d, 1000.0}});
    x("tsx bool", R"(<property name="d" type="bool" value="false"/>)", {{d, false}});
    x("tsx colour",
      R"(<property name="d" type="color" value="#ff112233"/>)",
      {{d, QColor(0x11, 0x22, 0x33, 0xff)}});
    x("tsx colour without alpha",
      R"(<property name="d" type="color" value="#112233"/>)",
      {{d, QColor(0x11, 0x22, 0x33)}});
    x("tsx several, in file order",
      R"(<property name="z" type="int" value="1"/><property name="a" type="bool" value="true"/>)",
      {{QStringLiteral("z"), 1}, {QStringLiteral("a"), true}});
    x("tsx int beyond 32 bits",
      R"(<property name="d" type="int" value="2147483648"/>)",
      {},
      R"(: the custom property "d": expected a whole number from -2147483648 to 2147483647, found "2147483648"; left out)");
    x("tsx int fraction",
      R"(<property name="d" type="int" value="1.5"/>)",
      {},
      R"(: the custom property "d": expected a whole number from -2147483648 to 2147483647, found "1.5"; left out)");
    x("tsx float nan",
      R"(<property name="d" type="float" value="nan"/>)",
      {},
      R"(: the custom property "d": expected a finite number, found "nan"; left out)");
    x("tsx bool yes",
      R"(<property name="d" type="bool" value="yes"/>)",
      {},
      R"(: the custom property "d": expected true or false, found "yes"; left out)");
    x("tsx colour unset",
      R"(<property name="d" type="color" value=""/>)",
      {},
      R"(: the custom property "d": expected a colour like "#ff00ff" or "#80ff00ff", found ""; left out)");
    x("tsx file",
      R"(<property name="d" type="file" value="t.png"/>)",
      {},
      R"(: the custom property "d" is of Tiled's type file, which a document cannot hold; left out)");
    x("tsx object",
      R"(<property name="d" type="object" value="3"/>)",
      {},
      R"(: the custom property "d" is of Tiled's type object, which a document cannot hold; left out)");
    x("tsx class",
      R"(<property name="d" type="class" propertytype="Hit"><properties><property name="x" type="int" value="1"/></properties></property>)",
      {},
      R"(: the custom property "d" is of Tiled's type class, which a document cannot hold; left out)");
    x("tsx repeated name",
      R"(<property name="d" type="int" value="1"/><property name="d" type="int" value="2"/>)",
      {{d, 1}},
      R"(: the custom property "d": there is already a property named "d"; left out)");
    j("tsj every type",
      R"({"name": "s", "value": "x"}, {"name": "i", "type": "int", "value": 2147483647},
         {"name": "f", "type": "float", "value": -0.5}, {"name": "b", "type": "bool", "value": true},
         {"name": "c", "type": "color", "value": "#80ff0000"})",
      {{QStringLiteral("s"), QStringLiteral("x")},
       {QStringLiteral("i"), std::numeric_limits<int>::max()},
       {QStringLiteral("f"), -0.5},
       {QStringLiteral("b"), true},
       {QStringLiteral("c"), QColor(255, 0, 0, 128)}});
    j("tsj int fraction",
      R"({"name": "d", "type": "int", "value": 2.5})",
      {},
      R"(: the custom property "d": expected a whole number from -2147483648 to 2147483647, found "2.5"; left out)");
    j("tsj class",
      R"({"name": "d", "type": "class", "propertytype": "Hit", "value": {"x": 1}})",
      {},
      R"(: the custom property "d" is of Tiled's type class, which a document cannot hold; left out)");
}

void TestTiledProperties::everyOwner()
{
    QFETCH(QString, fileName);
    QFETCH(QByteArray, text);
    QFETCH(Properties, expected);
    QFETCH(QString, problem);
    QTemporaryDir dir;
    writeImage(dir.filePath(QStringLiteral("t.png")), {8, 8});
    const QString path = dir.filePath(fileName);
    writeText(path, text);
    const HitboxImport imported = importHitboxes(path);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    const Sprite &sprite = imported.sprites.first();
    const Frame &frame = sprite.frames.first();
    QCOMPARE(frame.shapes.size(), 1);
    for (const Properties *got :
         {&sprite.properties, &frame.properties, &frame.shapes[0].properties}) {
        const QString difference = propertiesDifference(*got, expected);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
    }
    QStringList report;
    if (!problem.isEmpty()) {
        // Object, tile, then tileset, as the import meets them.
        const QString shown = QDir::toNativeSeparators(path) + QStringLiteral(": ");
        for (const char *owner : {"tile 0, object 1 \"o\"", "tile 0", "the tileset"})
            report << shown + QString::fromUtf8(owner) + problem;
    }
    QCOMPARE(imported.report, report);
}

QTEST_GUILESS_MAIN(TestTiledProperties)
#include "tst_tiledproperties.moc"
