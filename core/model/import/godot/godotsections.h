#pragma once

// The sections of a scene's text, shared by the scene reader's two files (godotparser.cpp
// reads the text, godotreader.cpp makes a GodotScene of it).

#include "model/import/godot/godotsource.h"

namespace hitbox::model {

/// A problem of a scene's text ("line N: <problem>"), thrown while reading and caught by
/// parseGodotScene, which names the file.
struct GodotReadError
{
    QString message;
};

/// One section as read: [tag key=value ...] and its `key = value` lines.
struct GodotSection
{
    QString tag;
    GodotProperties attributes;
    GodotProperties properties;
    int line = 0;
};

/// The sections of a scene's text, values as Godot spells them; throws GodotReadError
/// when it breaks the syntax or the limits (maxGodotNesting, maxGodotNumbers,
/// maxGodotItems, maxGodotSections).
QList<GodotSection> parseGodotSections(const QByteArray &text);

} // namespace hitbox::model
