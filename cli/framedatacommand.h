#pragma once

#include <QStringList>
#include <QTextStream>

namespace hitbox::cli {

/// `hitbox-cli framedata DOC [SPRITE[:ANIMATION]] [--json | --csv]`: frame data
/// (model::frameData) of every animation of the document, of one sprite's, or of one
/// animation: startup, active, recovery and total in ticks and ms, the active and
/// invulnerable windows. Returns 0 when it ran, 2 with one line on `err` for bad
/// arguments, an unreadable document, an unknown sprite or animation, or a sprite without
/// animations.
int runFrameData(const QStringList &arguments, QTextStream &out, QTextStream &err);

/// The usage text of the framedata command.
QString frameDataUsage();

} // namespace hitbox::cli
