#include "docks/propertyfields.h"

#include "base/compactdoublespinbox.h"
#include "docks/editsession.h"

#include <QLabel>
#include <QLocale>

#include <cmath>

namespace hitbox::editor::fields {

bool sameShown(double a, double b, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return std::round(a * scale) == std::round(b * scale);
}

void showValue(QDoubleSpinBox *spin, double value)
{
    const QSignalBlocker blocker(spin);
    if (spin->cleanText().isEmpty() || !sameShown(spin->value(), value, spin->decimals()))
        spin->setValue(value);
}

void showNothing(const QList<QDoubleSpinBox *> &spins)
{
    for (QDoubleSpinBox *spin : spins) {
        const QSignalBlocker blocker(spin);
        spin->setEnabled(false);
        spin->clear();
    }
}

QString percent(double part, double whole)
{
    return whole > 0 ? QLocale().toString(100.0 * part / whole, 'f', 1) + QLatin1Char('%')
                     : QStringLiteral("\u2013");
}

QLabel *fieldLabel(const QString &text, QWidget *buddy, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setBuddy(buddy);
    label->setToolTip(buddy->toolTip());
    return label;
}

QDoubleSpinBox *coordinateSpin(const QString &objectName,
                               const QString &toolTip,
                               double minimum,
                               double step,
                               EditSession *session)
{
    auto *spin = new CompactDoubleSpinBox;
    spin->setObjectName(objectName);
    spin->setToolTip(toolTip);
    spin->setRange(minimum, coordinateLimit);
    spin->setDecimals(2);
    spin->setSingleStep(step);
    spin->setAlignment(Qt::AlignRight);
    spin->setAccelerated(true);
    // The range's longest text would make the field (and the dock) needlessly wide.
    spin->setMinimumWidth(spin->fontMetrics().horizontalAdvance(QStringLiteral("-00000.00")) + 24);
    // Typed text is committed on Enter or focus loss, not digit by digit.
    spin->setKeyboardTracking(false);
    QObject::connect(spin, &QAbstractSpinBox::editingFinished, session, [session, spin] {
        session->endFor(spin);
    });
    return spin;
}

} // namespace hitbox::editor::fields
