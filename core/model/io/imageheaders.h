#pragma once

#include <QByteArray>
#include <QSize>
#include <QString>

namespace hitbox::model {

/// Why an image file's bytes cannot hold the pixels its header declares, or an empty
/// string when they might. Checked before decoding, so a tiny file declaring a huge image
/// is refused at once instead of being decoded into a mostly invented picture:
/// - BMP without compression: the pixel rows must all be in the file (Qt's reader
///   otherwise leaves the missing rows uninitialised);
/// - JPEG: the end-of-image marker must follow the last scan (truncated files lack it);
/// - GIF: every block (extensions, images with their LZW data sub-blocks) must be complete
///   and the trailer must follow them (Qt's reader makes a cut file's missing pixels
///   transparent without an error);
/// - every format with a known best compression ratio (BMP RLE, Huffman-coded JPEG, PNG,
///   GIF): the declared pixels must fit that ratio, with room to spare.
/// `format` is the name QImageReader::format() gives ("bmp", "jpeg", "png", "gif", ...);
/// `declared` the size from the header.
QString imageDataProblem(const QByteArray &bytes, const QByteArray &format, QSize declared);

/// Bytes per pixel of the image QImageReader will decode into (QImage::Format as int),
/// at least 1: what the decoded image costs in memory.
int decodedBytesPerPixel(int imageFormat);

} // namespace hitbox::model
