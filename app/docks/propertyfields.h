#pragma once

#include <QList>
#include <QString>

class QDoubleSpinBox;
class QLabel;
class QWidget;

namespace hitbox::editor {

class EditSession;

/// Helpers shared by the sections of the Properties dock.
namespace fields {

/// The largest coordinate a position field accepts (and minus it the smallest).
inline constexpr double coordinateLimit = 100000.0;

/// True when `a` and `b` look the same in a spin box with `decimals` decimals. A spin box
/// holds rounded values: comparing like this keeps an untouched field from "changing".
bool sameShown(double a, double b, int decimals);

/// Shows `value` without emitting a change (and without touching an equal value, so a
/// field being typed into keeps its cursor).
void showValue(QDoubleSpinBox *spin, double value);

/// Empties and disables the fields of a missing shape (rather than showing zeros).
void showNothing(const QList<QDoubleSpinBox *> &spins);

/// `part` as a percentage of `whole` with one decimal, or a dash when `whole` is not
/// positive.
QString percent(double part, double whole);

/// A label for the field `buddy`, with the field's tooltip.
QLabel *fieldLabel(const QString &text, QWidget *buddy, QWidget *parent);

/// A compact field for a pixel coordinate or length from `minimum` to coordinateLimit.
/// Typed text is committed on Enter or focus loss, which also end `session`'s session.
QDoubleSpinBox *coordinateSpin(const QString &objectName,
                               const QString &toolTip,
                               double minimum,
                               double step,
                               EditSession *session);

} // namespace fields
} // namespace hitbox::editor
