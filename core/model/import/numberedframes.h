#pragma once

#include "model/io/importedsheet.h"

namespace hitbox::model {

/// A frame or file name split around its trailing number: "run_0012.png" -> prefix "run",
/// digits "0012". The extension (a last ".xyz" of 1 to 8 letters and digits, one a letter)
/// is dropped first, then the trailing digits (ASCII), then the separators (_ - . space)
/// before them.
struct NumberedName
{
    QString prefix;
    QString digits; ///< empty when the name has no trailing number
};

NumberedName splitNumberedName(const QString &name);

/// Orders `frames` by their names' prefixes (in the order each prefix first appears),
/// then by trailing number (numerically, leading zeros ignored), then by name, and returns
/// one forward animation per prefix that is not empty and holds two or more numbered
/// frames: run_0001.png, run_0002.png -> "run". Frames without a number keep their place
/// among their prefix's frames, after the numbered ones.
QList<ImportedAnimation> orderNumberedFrames(QList<ImportedFrame> &frames);

} // namespace hitbox::model
