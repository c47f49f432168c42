#include "model/io/asepritebytes.h"

#include "model/io/imageloader.h"

#include <zlib.h>

#include <algorithm>
#include <limits>

namespace hitbox::model {

quint8 AseBytes::byte()
{
    const QByteArrayView b = take(1);
    return b.isEmpty() ? 0 : quint8(b[0]);
}

quint16 AseBytes::word()
{
    const QByteArrayView b = take(2);
    return b.isEmpty() ? 0 : quint16(quint8(b[0]) | quint8(b[1]) << 8);
}

quint32 AseBytes::dword()
{
    const QByteArrayView b = take(4);
    if (b.isEmpty())
        return 0;
    return quint32(quint8(b[0])) | quint32(quint8(b[1])) << 8 | quint32(quint8(b[2])) << 16
           | quint32(quint8(b[3])) << 24;
}

QString AseBytes::string()
{
    const quint16 length = word();
    return QString::fromUtf8(take(length));
}

QByteArrayView AseBytes::take(qsizetype n)
{
    if (m_failed || n < 0 || n > remaining()) {
        m_failed = true;
        m_pos = m_end;
        return {};
    }
    const QByteArrayView view(m_data.constData() + m_pos, n);
    m_pos += n;
    return view;
}

namespace {

enum CelType : quint16 { RawCel = 0, LinkedCel = 1, CompressedCel = 2, TilemapCel = 3 };

// Inflates `compressed` into exactly `size` bytes. The output never grows past the declared
// size, so a stream that would inflate to more is stopped there and refused; it grows as
// data arrives (from 1 MiB, doubling), so a small corrupt stream costs little memory.
QString inflateCel(QByteArrayView compressed, qsizetype size, QByteArray *pixels)
{
    if (compressed.size() > std::numeric_limits<uInt>::max())
        return QStringLiteral("a compressed cel is too large");
    z_stream stream{};
    if (inflateInit(&stream) != Z_OK)
        return QStringLiteral("zlib could not start");
    stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(compressed.data()));
    stream.avail_in = uInt(compressed.size());
    pixels->resize(std::min<qsizetype>(size, qsizetype(1) << 20));
    qsizetype written = 0;
    bool more = false; // the stream holds bytes past the declared size
    int status = Z_OK;
    char extra = 0;
    while (status == Z_OK) {
        if (written == pixels->size() && written < size)
            pixels->resize(std::min(size, written * 2));
        const bool full = written == size; // then one byte more is asked for, to find the end
        stream.next_out = reinterpret_cast<Bytef *>(full ? &extra : pixels->data() + written);
        stream.avail_out = full ? 1 : uInt(pixels->size() - written);
        status = inflate(&stream, Z_NO_FLUSH);
        if (full) {
            more = stream.avail_out == 0;
            if (more)
                break;
        } else {
            written = pixels->size() - stream.avail_out;
        }
    }
    const QString message = stream.msg ? QString::fromLatin1(stream.msg) : QString();
    inflateEnd(&stream);
    if (more)
        return QStringLiteral("a compressed cel holds more than its declared size");
    if (status == Z_STREAM_END && written == size)
        return {};
    if (status == Z_DATA_ERROR || status == Z_NEED_DICT || status == Z_STREAM_ERROR)
        return QStringLiteral("a compressed cel is corrupt (%1)").arg(message);
    return QStringLiteral("a compressed cel ends before its %1 bytes of pixels").arg(size);
}

QString
readCelPixels(AseBytes &in, const AseFile &file, quint16 type, qint64 *celBytes, AseCel *cel)
{
    const int width = in.word();
    const int height = in.word();
    if (in.failed())
        return QStringLiteral("a cel chunk is truncated");
    if (width > maxImageSide || height > maxImageSide)
        return QStringLiteral("a cel of %1x%2 pixels is larger than %3 pixels a side")
                .arg(width)
                .arg(height)
                .arg(maxImageSide);
    const qint64 bytes = qint64(width) * height * file.bytesPerPixel();
    if (*celBytes + bytes > maxAsepriteCelBytes)
        return QStringLiteral("its cels need more than %1 MB to decode")
                .arg(maxAsepriteCelBytes >> 20);
    *celBytes += bytes;
    cel->size = QSize(width, height);
    if (type == RawCel) {
        const QByteArrayView raw = in.take(bytes);
        if (in.failed())
            return QStringLiteral("a raw cel ends before its %1 bytes of pixels").arg(bytes);
        cel->pixels = raw.toByteArray();
        return {};
    }
    if (bytes == 0)
        return {};
    return inflateCel(in.take(in.remaining()), bytes, &cel->pixels);
}

} // namespace

QString readAseCel(AseBytes &in, const AseFile &file, int frame, qint64 *celBytes, AseCel *cel)
{
    cel->layer = in.word();
    const int x = in.shortValue();
    const int y = in.shortValue();
    cel->position = QPoint(x, y);
    cel->opacity = in.byte();
    const quint16 type = in.word();
    cel->zIndex = in.shortValue();
    in.skip(5);
    if (in.failed())
        return QStringLiteral("a cel chunk is truncated");
    if (cel->layer >= file.layers.size())
        return QStringLiteral("frame %1 has a cel on layer %2, which does not exist")
                .arg(frame)
                .arg(cel->layer);
    const AseLayer &layer = file.layers.at(cel->layer);
    if (layer.type == AseLayerType::Group)
        return QStringLiteral("frame %1 has a cel on the group \"%2\"").arg(frame).arg(layer.name);
    switch (type) {
    case RawCel:
    case CompressedCel:
        return readCelPixels(in, file, type, celBytes, cel);
    case LinkedCel: {
        const int target = in.word();
        if (in.failed())
            return QStringLiteral("a cel chunk is truncated");
        if (target >= frame)
            return QStringLiteral("the cel of layer \"%1\" on frame %2 links to frame %3, "
                                  "which is not an earlier frame")
                    .arg(layer.name)
                    .arg(frame)
                    .arg(target);
        const AseCel *source = file.cel(target, cel->layer);
        if (!source)
            return QStringLiteral("the cel of layer \"%1\" on frame %2 links to frame %3, "
                                  "which has no cel on that layer")
                    .arg(layer.name)
                    .arg(frame)
                    .arg(target);
        const int layerIndex = cel->layer;
        *cel = *source;
        cel->layer = layerIndex;
        cel->linkedFrame = target;
        cel->userData = {};
        return {};
    }
    case TilemapCel:
        return QStringLiteral("layer \"%1\" has a tilemap cel, which is not supported")
                .arg(layer.name);
    default:
        return QStringLiteral("the cel of layer \"%1\" on frame %2 has the unknown type %3")
                .arg(layer.name)
                .arg(frame)
                .arg(type);
    }
}

} // namespace hitbox::model
