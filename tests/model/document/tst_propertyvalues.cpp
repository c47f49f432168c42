// Custom property values as text (properties.h): what the editor shows and reads and the
// exports write. Each value's text reads back to the value; bad texts name what was
// expected; names are checked against their owner's other properties.

#include "model/document/properties.h"

#include <QtTest>

#include <cmath>

using namespace hitbox;

Q_DECLARE_METATYPE(model::PropertyValue)

class TestPropertyValues : public QObject
{
    Q_OBJECT

private slots:
    void typeNames();
    void text_data();
    void text();
    void badText_data();
    void badText();
    void names_data();
    void names();
    void valueProblems();
};

// Every type has a distinct name that reads back to it, and nothing else reads as a type.
void TestPropertyValues::typeNames()
{
    QStringList names;
    for (const model::PropertyType type : model::allPropertyTypes) {
        const QString name = model::propertyTypeName(type);
        QVERIFY(!names.contains(name));
        names << name;
        QCOMPARE(model::propertyTypeFromName(name), type);
        QCOMPARE(model::defaultPropertyValue(type).index(), std::size_t(type));
    }
    QCOMPARE(names, (QStringList{"string", "int", "number", "bool", "color"}));
    for (const char *other : {"", "float", "Int", "colour", "integer", "boolean"})
        QVERIFY2(!model::propertyTypeFromName(QString::fromLatin1(other)), other);
}

void TestPropertyValues::text_data()
{
    QTest::addColumn<model::PropertyValue>("value");
    QTest::addColumn<QString>("text");
    QTest::newRow("string") << model::PropertyValue(QStringLiteral(" a b ")) << " a b ";
    QTest::newRow("empty string") << model::PropertyValue(QString()) << "";
    QTest::newRow("int") << model::PropertyValue(-12) << "-12";
    QTest::newRow("int max") << model::PropertyValue(std::numeric_limits<int>::max())
                             << "2147483647";
    QTest::newRow("int min") << model::PropertyValue(std::numeric_limits<int>::min())
                             << "-2147483648";
    QTest::newRow("number") << model::PropertyValue(0.1) << "0.1";
    QTest::newRow("whole number") << model::PropertyValue(3.0) << "3";
    QTest::newRow("huge number") << model::PropertyValue(2.5e300) << "2.5e+300";
    QTest::newRow("tiny number") << model::PropertyValue(1e-9) << "1e-09";
    QTest::newRow("true") << model::PropertyValue(true) << "true";
    QTest::newRow("false") << model::PropertyValue(false) << "false";
    QTest::newRow("colour") << model::PropertyValue(QColor::fromRgba(0x80ff0010)) << "#80ff0010";
    QTest::newRow("opaque colour")
            << model::PropertyValue(QColor::fromRgba(0xff000000)) << "#ff000000";
}

// The value's text is the expected one and reads back to the same value of the same type.
void TestPropertyValues::text()
{
    QFETCH(model::PropertyValue, value);
    QFETCH(QString, text);
    QCOMPARE(model::propertyValueText(value), text);
    const model::PropertyType type = model::PropertyType(value.index());
    QString problem;
    const std::optional<model::PropertyValue> read
            = model::parsePropertyValue(type, text, &problem);
    QVERIFY2(read, qPrintable(problem));
    QVERIFY(*read == value);
    QVERIFY(model::propertyValueProblem(value).isEmpty());
}

void TestPropertyValues::badText_data()
{
    QTest::addColumn<int>("type");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("problem");
    const auto row = [](const char *name,
                        model::PropertyType type,
                        const QString &text,
                        const QString &expected) {
        QTest::newRow(name) << int(type) << text
                            << QStringLiteral("expected %1, found \"%2\"").arg(expected, text);
    };
    const QString whole = QStringLiteral("a whole number from -2147483648 to 2147483647");
    row("int fraction", model::PropertyType::Int, "1.5", whole);
    row("int too large", model::PropertyType::Int, "2147483648", whole);
    row("int too small", model::PropertyType::Int, "-2147483649", whole);
    row("int empty", model::PropertyType::Int, "", whole);
    row("int word", model::PropertyType::Int, "ten", whole);
    row("number nan", model::PropertyType::Number, "nan", "a finite number");
    row("number inf", model::PropertyType::Number, "inf", "a finite number");
    row("number overflow", model::PropertyType::Number, "1e999", "a finite number");
    row("number empty", model::PropertyType::Number, "", "a finite number");
    row("bool yes", model::PropertyType::Bool, "yes", "true or false");
    row("bool 1", model::PropertyType::Bool, "1", "true or false");
    row("bool True", model::PropertyType::Bool, "True", "true or false");
    const QString colour = QStringLiteral("a colour like \"#ff00ff\" or \"#80ff00ff\"");
    row("colour short", model::PropertyType::Color, "#fff", colour);
    row("colour name", model::PropertyType::Color, "red", colour);
    row("colour no hash", model::PropertyType::Color, "ff00ff", colour);
    row("colour 16 bit", model::PropertyType::Color, "#ffff0000ffff", colour);
}

void TestPropertyValues::badText()
{
    QFETCH(int, type);
    QFETCH(QString, text);
    QFETCH(QString, problem);
    QString got;
    QVERIFY(!model::parsePropertyValue(model::PropertyType(type), text, &got));
    QCOMPARE(got, problem);
}

void TestPropertyValues::names_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("ignoreIndex");
    QTest::addColumn<QString>("problem");
    QTest::newRow("free") << "knockback" << -1 << "";
    QTest::newRow("case differs") << "Damage" << -1 << "";
    QTest::newRow("taken") << "damage" << -1 << "there is already a property named \"damage\"";
    QTest::newRow("taken by another")
            << "damage" << 1 << "there is already a property named \"damage\"";
    QTest::newRow("its own name") << "damage" << 0 << "";
    QTest::newRow("empty") << "" << -1 << "a property needs a name";
    QTest::newRow("empty, renaming") << "" << 0 << "a property needs a name";
}

void TestPropertyValues::names()
{
    QFETCH(QString, name);
    QFETCH(int, ignoreIndex);
    QFETCH(QString, problem);
    const model::Properties owner{{QStringLiteral("damage"), 3}, {QStringLiteral("hitstun"), 12}};
    QCOMPARE(model::propertyNameProblem(owner, name, ignoreIndex), problem);
    QCOMPARE(model::findProperty(owner, name) != nullptr, name == "damage");
}

// Values made in code that no document or text can hold are named.
void TestPropertyValues::valueProblems()
{
    QCOMPARE(model::propertyValueProblem(std::nan("")), "expected a finite number, found nan");
    QCOMPARE(model::propertyValueProblem(-HUGE_VAL), "expected a finite number, found -inf");
    QVERIFY(!model::propertyValueProblem(QColor()).isEmpty());
    QVERIFY(model::propertyValueProblem(1e308).isEmpty());
}

QTEST_GUILESS_MAIN(TestPropertyValues)
#include "tst_propertyvalues.moc"
