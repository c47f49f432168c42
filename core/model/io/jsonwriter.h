#pragma once

#include <QByteArray>
#include <QJsonObject>

namespace hitbox::model {

/// Decimals kept when a number is saved: values are rounded to the nearest 1e-6 (a
/// millionth of a pixel for coordinates), which removes the noise of computed values
/// (0.8 * 96 = 76.80000000000001 is saved as 76.8) and makes saving idempotent.
inline constexpr int savedDecimals = 6;

/// A number as documents store it: rounded to savedDecimals, then the shortest decimal
/// that reads back to that double ("76.8", "-3", "0.000001"), never an exponent, never
/// "-0". Reading the text and writing it again gives the same text. Only finite numbers
/// with |value| < 1e9 are rounded; larger ones are written as they are.
QByteArray jsonNumber(double value);

/// The JSON text of a document: indented by 4 spaces per level as QJsonDocument::Indented
/// does, keys in QJsonObject's (sorted) order, strings escaped as Qt escapes them, numbers
/// by jsonNumber(), and every array holding only numbers (a point [x, y], a scale) on one
/// line. Empty arrays and objects are written as [] and {}. Ends with a newline.
QByteArray writeDocumentJson(const QJsonObject &root);

} // namespace hitbox::model
