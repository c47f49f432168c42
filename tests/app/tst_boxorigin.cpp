// The Properties dock's box position in either frame of reference, driven through its real
// widgets: "Origin" labels what X and Y are measured from, the pivot (as stored) or image
// pixels (as the status bar shows the cursor); editing in either stores the same
// pivot-relative box, as one undo step; the choice is remembered. Expected values are
// worked out by hand: ship is 32 x 16 with its pivot at the centre (16, 8) and the box
// {-10, -5, 20, 10}, so image pixels (6, 3).

#include "dockfixture.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>

using namespace hitbox;
using namespace hitbox::editor;
using namespace hitbox::testing;

class TestBoxOrigin : public QObject, private DockFixture
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setApplicationName(QStringLiteral("tst_boxorigin"));
    }
    void init()
    {
        QSettings().clear();
        createDocks();
        m_properties->show();
    }
    void cleanup() { destroyDocks(); }

    void showsEitherFrameOfReference_data();
    void showsEitherFrameOfReference();
    void choiceIsRemembered();

private:
    QComboBox *origin() const { return child<QComboBox>(m_properties.get(), "boxOrigin"); }
    QDoubleSpinBox *spin(const char *name) const
    {
        return child<QDoubleSpinBox>(m_properties.get(), name);
    }
};

void TestBoxOrigin::showsEitherFrameOfReference_data()
{
    QTest::addColumn<bool>("imagePixels");
    QTest::addColumn<QPointF>("shown");   // X, Y before the edit
    QTest::addColumn<QString>("typedX");  // typed into X
    QTest::addColumn<QString>("typedY");  // then into Y
    QTest::addColumn<QPointF>("stored");  // the box's stored x, y after both
    QTest::addColumn<QString>("tipSays"); // in X's tool tip

    QTest::newRow("pivot") << false << QPointF(-10, -5) << "-12"
                           << "-6" << QPointF(-12, -6) << "relative to the pivot";
    QTest::newRow("image pixels") << true << QPointF(6, 3) << "4"
                                  << "2" << QPointF(-12, -6) << "in image pixels";
    QTest::newRow("image pixels, at the corner") << true << QPointF(6, 3) << "0"
                                                 << "0" << QPointF(-16, -8) << "in image pixels";
}

void TestBoxOrigin::showsEitherFrameOfReference()
{
    QFETCH(bool, imagePixels);
    QFETCH(QPointF, shown);
    QFETCH(QString, typedX);
    QFETCH(QString, typedY);
    QFETCH(QPointF, stored);
    QFETCH(QString, tipSays);
    QCOMPARE(origin()->currentIndex(), 0); // the pivot by default
    origin()->setCurrentIndex(imagePixels ? 1 : 0);
    QCOMPARE(stack()->count(), 0); // switching is no edit
    QCOMPARE(spin("boxX")->value(), shown.x());
    QCOMPARE(spin("boxY")->value(), shown.y());
    QVERIFY2(spin("boxX")->toolTip().contains(tipSays), qPrintable(spin("boxX")->toolTip()));
    QVERIFY(origin()->currentText().startsWith(imagePixels ? "Image pixels" : "Pivot"));

    typeInto(spin("boxX"), typedX);
    typeInto(spin("boxY"), typedY);
    QCOMPARE(boxOf(m_document->sprite(0)),
             (collision::Rect{stored.x(), stored.y(), 20, 10})); // size untouched
    QCOMPARE(spin("boxX")->value(), typedX.toDouble());
    // The other frame of reference shows the same box.
    origin()->setCurrentIndex(imagePixels ? 0 : 1);
    const QPointF other = imagePixels ? stored : stored + QPointF(16, 8);
    QCOMPARE(spin("boxX")->value(), other.x());
    QCOMPARE(spin("boxY")->value(), other.y());
    stack()->undo();
    stack()->undo();
    QCOMPARE(boxOf(m_document->sprite(0)), (collision::Rect{-10, -5, 20, 10}));
}

void TestBoxOrigin::choiceIsRemembered()
{
    origin()->setCurrentIndex(1);
    destroyDocks();
    createDocks();
    m_properties->show();
    QCOMPARE(origin()->currentIndex(), 1);
    QCOMPARE(spin("boxX")->value(), 6.0);
}

QTEST_MAIN(TestBoxOrigin)
#include "tst_boxorigin.moc"
