#pragma once

#include <QImage>
#include <QSize>
#include <QString>
#include <QStringList>

namespace hitbox::model {

/// Largest image side the editor and the CLI accept. Bigger declared sizes are refused
/// before any pixel is decoded, so a hostile header cannot exhaust memory.
inline constexpr int maxImageSide = 16384;

/// An image read from disk, or the reason it could not be.
struct LoadedImage
{
    QImage image;  ///< the decoded image; null on failure
    QString error; ///< "<file>: <problem>" on failure, empty on success

    bool ok() const { return error.isEmpty(); }
};

/// Reads an image with Qt's image plugins (PNG, WebP, GIF, BMP, JPEG, ... whatever is
/// installed). Refuses missing and unreadable files, unknown formats, declared sizes
/// above maxImageSide or zero, and truncated or corrupt data, each with a one-line
/// message that names the file.
LoadedImage loadImage(const QString &path);

/// "*.png", "*.webp", ...: one pattern per image format Qt can read.
QStringList imageFileNamePatterns();

/// File name filter for open dialogs, built from imageFileNamePatterns().
QString imageFileFilter();

} // namespace hitbox::model
