#pragma once

#include <QImage>
#include <QSize>
#include <QString>
#include <QStringList>

class QImageReader;

namespace hitbox::model {

/// Largest image side the editor and the CLI accept. Bigger declared sizes are refused
/// before any pixel is decoded, so a hostile header cannot exhaust memory.
inline constexpr int maxImageSide = 16384;

/// Most memory one decoded image may take (1 GiB: 16384 x 16384 pixels of 32 bits; a
/// 16-bit-per-channel image takes twice as much per pixel). Checked against the format
/// the decoder will produce, before decoding.
inline constexpr qint64 maxDecodedImageBytes = qint64(1) << 30;

/// Qt's own guard against huge allocations (QImageReader::setAllocationLimit, in MB):
/// above maxDecodedImageBytes, which the loaders check first. Qt's default, 128 MB,
/// would refuse frames of animations that the documented limits allow.
inline constexpr qint64 imageReaderAllocationLimitMb = (maxDecodedImageBytes >> 20) + 64;

/// Sets Qt's image reader allocation limit to imageReaderAllocationLimitMb, once per
/// process (later calls do nothing). Called at the start of the editor and the CLI and
/// by the loaders before they decode, so that a file is accepted or refused the same
/// whatever was decoded before it.
void applyImageDecodeLimits();

/// Largest image file read (256 MiB).
inline constexpr qint64 maxImageFileBytes = qint64(256) << 20;

/// An image read from disk, or the reason it could not be.
struct LoadedImage
{
    QImage image;  ///< the decoded image; null on failure
    QString error; ///< "<file>: <problem>" on failure, empty on success

    bool ok() const { return error.isEmpty(); }
};

/// Reads an image with Qt's image plugins (PNG, WebP, GIF, BMP, JPEG, ... whatever is
/// installed). Refuses missing and unreadable files, unknown formats, declared sizes
/// above maxImageSide or zero or above maxDecodedImageBytes, truncated or corrupt data
/// (see imageDataProblem(), and damage the decoder only warns about), and running out of
/// memory, each with a one-line message that names the file. Never throws.
LoadedImage loadImage(const QString &path);

/// What loadImage() does after reading the file: decodes `bytes` with every check, naming
/// `path` in messages. Never throws.
LoadedImage decodeImage(const QByteArray &bytes, const QString &path);

/// Why the image `reader` is about to decode from `bytes` must not be decoded, or an empty
/// string: a declared size that is empty or above maxImageSide or maxDecodedImageBytes,
/// or imageDataProblem(). Without the file name; decodeImage() and the animated image
/// importer check it before reading any pixel.
QString declaredImageProblem(QImageReader &reader, const QByteArray &bytes);

/// "*.png", "*.webp", ...: one pattern per image format Qt can read.
QStringList imageFileNamePatterns();

/// File name filter for open dialogs, built from imageFileNamePatterns().
QString imageFileFilter();

} // namespace hitbox::model
