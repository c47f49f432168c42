#pragma once

#include <QString>

namespace hitbox::model {

/// A number in a message, exactly: the shortest decimal that reads back to the same double,
/// without an exponent from 0.00001 up to 1e21 ("3600001", "0.1", "10000000", "-2.5"),
/// with one beyond ("1e-300", "2.5e+21"), "nan" and "inf" as such. Never rounded to a few digits,
/// so a range error never shows a value that lies inside the range ("3.6e+06"). The one conversion
/// for numbers in the messages of the CLI and the document reader.
QString exactNumberText(double value);

} // namespace hitbox::model
