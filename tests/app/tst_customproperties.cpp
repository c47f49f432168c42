// The Properties dock's custom properties driven through its real widgets (table cells,
// the type box, Add and Remove): every change is one undo command on the document, several
// selected shapes are edited at once (a value they do not share shows as mixed), bad names
// and values are refused with the model's message, and filling the table never pushes.

#include "dockfixture.h"

#include "commands/propertycommands.h"
#include "commands/shapecommands.h"
#include "model/io/shapesjson.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QWheelEvent>

using namespace hitbox;
using namespace hitbox::editor;
using namespace hitbox::testing;

namespace {

model::Property prop(const QString &name, model::PropertyValue value)
{
    return {name, std::move(value)};
}

} // namespace

class TestCustomProperties : public QObject, private DockFixture
{
    Q_OBJECT

private slots:
    void init();
    void cleanup() { destroyDocks(); }

    void addRenameTypeValueOnOneShape();
    void badEditsAreRefused_data();
    void badEditsAreRefused();
    void severalShapesAtOnce();
    void frameSpriteAndAnimation();
    void pastedShapesKeepTheirProperties();
    void fillingPushesNothing();

private:
    QTableWidget *table() const
    {
        return child<QTableWidget>(m_properties.get(), "customPropertiesTable");
    }
    QComboBox *ownerBox() const { return child<QComboBox>(m_properties.get(), "propertyOwner"); }
    QComboBox *typeBox(int row) const
    {
        return qobject_cast<QComboBox *>(table()->cellWidget(row, 1));
    }
    QString cell(int row, int column) const
    {
        const QTableWidgetItem *item = table()->item(row, column);
        return item ? item->text() : QStringLiteral("<none>");
    }
    // Types `text` into a cell as the user commits it, and lets the queued command run.
    void edit(int row, int column, const QString &text)
    {
        table()->item(row, column)->setText(text);
        QCoreApplication::processEvents();
    }
    void click(const char *button)
    {
        QTest::mouseClick(child<QPushButton>(m_properties.get(), button), Qt::LeftButton);
        QCoreApplication::processEvents();
    }
    void chooseOwner(const QString &text)
    {
        const int index = ownerBox()->findText(text);
        QVERIFY2(index >= 0, qPrintable(text));
        ownerBox()->setCurrentIndex(index);
    }
    const QList<model::Shape> &shapes() const { return m_document->sprite(0).frames[0].shapes; }
    void select(QSet<int> shapes) { m_document->setSelection({shapes, {}}); }
};

void TestCustomProperties::init()
{
    createDocks();
    m_properties->show();
}

// One shape: Add, then rename, type and value each as the user edits them: four undo
// steps, undone back to no properties.
void TestCustomProperties::addRenameTypeValueOnOneShape()
{
    select({0});
    QCOMPARE(ownerBox()->currentText(), "Selected shape");
    QCOMPARE(table()->rowCount(), 0);
    click("addPropertyButton");
    QCOMPARE(shapes()[0].properties, (model::Properties{prop("property", QString())}));
    QCOMPARE(table()->rowCount(), 1);
    QCOMPARE(cell(0, 0), "property");
    // Add opens the new name for typing.
    auto *editor = table()->viewport()->findChild<QLineEdit *>();
    QVERIFY(editor);
    QVERIFY(table()->isPersistentEditorOpen(table()->item(0, 0)) || editor->isVisible());
    editor->selectAll();
    QTest::keyClicks(editor, QStringLiteral("damage"));
    // The delegate commits on Return through a queued call, then the command is queued.
    QTest::keyClick(editor, Qt::Key_Return);
    QTRY_COMPARE(shapes()[0].properties, (model::Properties{prop("damage", QString())}));

    // The type box: one step down from "string" is "int"; "" is no int, so 0.
    QComboBox *type = typeBox(0);
    QVERIFY(type);
    QCOMPARE(type->currentText(), "string");
    type->setFocus();
    QTest::keyClick(type, Qt::Key_Down);
    QCoreApplication::processEvents();
    QCOMPARE(shapes()[0].properties, (model::Properties{prop("damage", 0)}));
    QCOMPARE(typeBox(0)->currentText(), "int");
    edit(0, 2, "12");
    QCOMPARE(shapes()[0].properties, (model::Properties{prop("damage", 12)}));
    QCOMPARE(cell(0, 2), "12");
    // int 12 as a number stays 12.
    typeBox(0)->setFocus();
    QTest::keyClick(typeBox(0), Qt::Key_Down);
    QCoreApplication::processEvents();
    QCOMPARE(shapes()[0].properties, (model::Properties{prop("damage", 12.0)}));
    QVERIFY(shapes()[1].properties.isEmpty());
    QCOMPARE(commandTexts(stack()),
             (QStringList{"Add Property",
                          "Rename Property",
                          "Set Property Type",
                          "Set Property",
                          "Set Property Type"}));
    while (stack()->canUndo())
        stack()->undo();
    QVERIFY(shapes()[0].properties.isEmpty());
    QCOMPARE(table()->rowCount(), 0);
    stack()->redo();
    stack()->redo();
    QCOMPARE(cell(0, 0), "damage");
}

void TestCustomProperties::badEditsAreRefused_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("problem");
    const QString whole = QStringLiteral("expected a whole number from -2147483648 to 2147483647");
    QTest::newRow("fraction") << 2 << "1.5" << whole + ", found \"1.5\"";
    QTest::newRow("too large") << 2 << "2147483648" << whole + ", found \"2147483648\"";
    QTest::newRow("word") << 2 << "ten" << whole + ", found \"ten\"";
    QTest::newRow("taken name") << 0 << "team"
                                << "there is already a property named \"team\"";
    QTest::newRow("empty name") << 0 << "  "
                                << "a property needs a name";
}

// A value that is not of its type, a name taken or empty: nothing pushed, the cell shows the
// document's value again, and the model's message says why.
void TestCustomProperties::badEditsAreRefused()
{
    QFETCH(int, column);
    QFETCH(QString, text);
    QFETCH(QString, problem);
    const model::Properties before{prop("damage", 3), prop("team", QStringLiteral("red"))};
    stack()->push(new SetCustomProperties(m_document.get(),
                                          {PropertyOwner::Kind::Shapes, 0, 0, {0}},
                                          {before},
                                          QStringLiteral("setup")));
    select({0});
    QCOMPARE(table()->rowCount(), 2);
    const int count = stack()->count();
    edit(0, column, text);
    QCOMPARE(stack()->count(), count);
    QCOMPARE(shapes()[0].properties, before);
    QCOMPARE(cell(0, 0), "damage");
    QCOMPARE(cell(0, 2), "3");
    auto *label = child<QLabel>(m_properties.get(), "propertyProblem");
    QVERIFY(label->isVisible());
    QCOMPARE(label->text(), problem);
}

// Shapes 0 and 2 selected: a name only one has, or values that differ, show as mixed;
// setting a value sets it on both (added where missing), removing removes it from both,
// each as one undo step.
void TestCustomProperties::severalShapesAtOnce()
{
    stack()->push(new SetCustomProperties(
            m_document.get(),
            {PropertyOwner::Kind::Shapes, 0, 0, {0, 2}},
            {{prop("damage", 12)}, {prop("team", QStringLiteral("red")), prop("damage", 7)}},
            QStringLiteral("setup")));
    select({0, 2});
    QCOMPARE(ownerBox()->currentText(), "2 selected shapes");
    QCOMPARE(table()->rowCount(), 2);
    QCOMPARE(cell(0, 0), "damage");
    QCOMPARE(cell(0, 2), "(mixed)");
    QCOMPARE(cell(1, 0), "team");
    QCOMPARE(cell(1, 2), "(mixed)");
    QVERIFY(table()->item(0, 2)->font().italic());

    edit(0, 2, "5");
    QCOMPARE(shapes()[0].properties, (model::Properties{prop("damage", 5)}));
    QCOMPARE(shapes()[2].properties,
             (model::Properties{prop("team", QStringLiteral("red")), prop("damage", 5)}));
    QCOMPARE(cell(0, 2), "5");
    edit(1, 2, "blue");
    QCOMPARE(shapes()[0].properties,
             (model::Properties{prop("damage", 5), prop("team", QStringLiteral("blue"))}));
    QCOMPARE(cell(1, 2), "blue");
    table()->selectRow(1);
    click("removePropertyButton");
    QCOMPARE(shapes()[0].properties, (model::Properties{prop("damage", 5)}));
    QCOMPARE(shapes()[2].properties, (model::Properties{prop("damage", 5)}));
    QVERIFY(shapes()[1].properties.isEmpty());
    QCOMPARE(commandTexts(stack()),
             (QStringList{"setup", "Set Property", "Set Property", "Remove Property"}));
    stack()->undo();
    QCOMPARE(shapes()[2].properties,
             (model::Properties{prop("team", QStringLiteral("blue")), prop("damage", 5)}));
}

// The owner box: the frame, the sprite and each animation have their own properties.
void TestCustomProperties::frameSpriteAndAnimation()
{
    model::Project project = m_document->project();
    project.sprites[0].animations = {{QStringLiteral("idle"), {0}}};
    m_document->resetProject(project, m_document->fileName());
    m_document->setCurrentSprite(0);
    QStringList owners;
    for (int i = 0; i < ownerBox()->count(); ++i)
        owners << ownerBox()->itemText(i);
    QCOMPARE(owners,
             (QStringList{
                     "0 selected shapes", "Frame #0", "Sprite \"ship\"", "Animation \"idle\""}));
    QVERIFY(!child<QPushButton>(m_properties.get(), "addPropertyButton")->isEnabled());

    chooseOwner("Frame #0");
    click("addPropertyButton");
    chooseOwner("Sprite \"ship\"");
    QCOMPARE(table()->rowCount(), 0);
    click("addPropertyButton");
    click("addPropertyButton");
    chooseOwner("Animation \"idle\"");
    click("addPropertyButton");
    const model::Sprite &ship = m_document->sprite(0);
    QCOMPARE(ship.frames[0].properties, (model::Properties{prop("property", QString())}));
    QCOMPARE(ship.properties,
             (model::Properties{prop("property", QString()), prop("property 2", QString())}));
    QCOMPARE(ship.animations[0].properties, (model::Properties{prop("property", QString())}));
    for (const model::Shape &shape : ship.frames[0].shapes)
        QVERIFY(shape.properties.isEmpty());
    QCOMPARE(stack()->count(), 4);
    // The owner chosen stays chosen as the document changes.
    QCOMPARE(ownerBox()->currentText(), "Animation \"idle\"");
    stack()->undo();
    QVERIFY(m_document->sprite(0).animations[0].properties.isEmpty());
    chooseOwner("Sprite \"ship\"");
    QCOMPARE(table()->rowCount(), 2);
    QCOMPARE(cell(1, 0), "property 2");
}

// Shapes pasted (the clipboard's form, then PasteShapes) keep their properties.
void TestCustomProperties::pastedShapesKeepTheirProperties()
{
    model::Shape box = shapes()[0];
    box.properties = {prop("damage", 9), prop("flash", QColor::fromRgba(0x80112233))};
    QString error;
    const std::optional<QList<model::Shape>> clip
            = model::parseShapes(model::serializeShapes({box}), &error);
    QVERIFY2(clip, qPrintable(error));
    stack()->push(new PasteShapes(m_document.get(), 0, *clip));
    QCOMPARE(shapes().last().properties, box.properties);
    select({int(shapes().size()) - 1});
    QCOMPARE(cell(1, 0), "flash");
    QCOMPARE(cell(1, 2), "#80112233");
    QCOMPARE(typeBox(1)->currentText(), "color");
}

// Showing other sprites, frames, selections and owners pushes nothing, nor does a wheel
// passing over a type box the user is not in.
void TestCustomProperties::fillingPushesNothing()
{
    stack()->push(new SetCustomProperties(m_document.get(),
                                          {PropertyOwner::Kind::Shapes, 0, 0, {1}},
                                          {{prop("hitstun", 4)}},
                                          QStringLiteral("setup")));
    select({0, 1});
    chooseOwner("Sprite \"ship\"");
    m_document->setCurrentSprite(1);
    m_document->setCurrentSprite(0);
    select({});
    chooseOwner("Frame #0");
    select({1});
    chooseOwner("Selected shape");
    QCOMPARE(cell(0, 0), "hitstun");
    QComboBox *type = typeBox(0);
    QVERIFY(!type->hasFocus());
    const QPointF pos = QPointF(type->rect().center());
    QWheelEvent wheel(pos,
                      type->mapToGlobal(pos),
                      QPoint(),
                      QPoint(0, -120),
                      Qt::NoButton,
                      Qt::NoModifier,
                      Qt::NoScrollPhase,
                      false);
    QApplication::sendEvent(type, &wheel);
    QCoreApplication::processEvents();
    QCOMPARE(type->currentText(), "int");
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(shapes()[1].properties, (model::Properties{prop("hitstun", 4)}));
}

QTEST_MAIN(TestCustomProperties)
#include "tst_customproperties.moc"
