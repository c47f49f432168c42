#pragma once

#include <QByteArray>
#include <QString>

namespace hitbox::model {

/// Replaces the file at `path` with `bytes` through QSaveFile: the data goes to a
/// temporary file that is renamed over the old one only when everything was written,
/// so a failed save (full disk, no permission, missing folder) never destroys the old
/// file. Returns an empty string on success, else "<file>: <problem>".
QString writeFileSafely(const QString &path, const QByteArray &bytes);

} // namespace hitbox::model
