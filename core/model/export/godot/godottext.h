#pragma once

#include "model/export/exportframes.h"

#include <hitbox/geometry.h>

#include <QSet>
#include <QString>

#include <vector>

namespace hitbox::model {

/// `name` as a Godot node name: the characters Godot forbids in node names (`. : @ / " %`)
/// and control characters become `_`, leading and trailing spaces are dropped, and an
/// empty result becomes `fallback`.
QString godotNodeName(const QString &name, const QString &fallback);

/// `name` as a file name every file system takes: `/ \ : * ? " < > |` and control
/// characters become `_`, leading and trailing spaces and trailing dots are dropped, and an
/// empty result becomes `fallback`.
QString godotFileName(const QString &name, const QString &fallback);

/// A quoted Godot string literal: "a \"b\"", with `\`, `"` and control characters escaped.
QString godotString(const QString &text);

/// A number as Godot's text resources read it whatever the locale: the shortest text that
/// reads back as the same double, with ".0" on whole numbers (Godot types such a value
/// as a float).
QString godotReal(double value);

/// Vector2(x, y).
QString godotVector2(collision::Vec2 point);

/// PackedVector2Array(x0, y0, x1, y1, ...).
QString godotPackedVector2Array(const std::vector<collision::Vec2> &points);

} // namespace hitbox::model
