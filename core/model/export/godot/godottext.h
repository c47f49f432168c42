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

/// A custom property's value as Godot 4's text resources write it: "text", 12, 2.5 (a
/// float keeps ".0"), true, Color(1, 0.843137, 0, 1).
QString godotPropertyValue(const PropertyValue &value);

/// The custom properties as node metadata lines, "metadata/NAME = value" in the owner's
/// order. A name Godot cannot take as metadata (not an ASCII identifier: letters, digits and
/// `_`, not starting with a digit) or one in `reserved` (the exporter's own metadata) is a
/// problem at `where`, and left out.
QStringList godotMetadata(const Properties &properties,
                          const QStringList &reserved,
                          const QString &where,
                          QList<ExportProblem> *problems);

/// The custom properties as a Godot Dictionary literal, {"NAME": value, ...} in the owner's
/// order (a key may be any text).
QString godotDictionary(const Properties &properties);

/// PackedVector2Array(x0, y0, x1, y1, ...).
QString godotPackedVector2Array(const std::vector<collision::Vec2> &points);

} // namespace hitbox::model
