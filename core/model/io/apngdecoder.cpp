#include "model/io/apngdecoder.h"

#include "model/io/animatedimage.h"

#include "model/document/framesource.h"
#include "model/io/imageloader.h"

#include <QBuffer>
#include <QImageReader>
#include <QPainter>
#include <QtEndian>

#include <array>

namespace hitbox::model {
namespace {

const QByteArray &pngSignature()
{
    static const QByteArray signature("\x89PNG\r\n\x1a\n", 8);
    return signature;
}

// CRC-32 of PNG chunks (ISO 3309), for the standalone PNGs built here: libpng checks them.
quint32 crc32(const QByteArray &bytes)
{
    static const std::array<quint32, 256> table = [] {
        std::array<quint32, 256> t{};
        for (quint32 n = 0; n < 256; ++n) {
            quint32 c = n;
            for (int k = 0; k < 8; ++k)
                c = (c & 1) ? 0xedb88320u ^ (c >> 1) : c >> 1;
            t[n] = c;
        }
        return t;
    }();
    quint32 crc = 0xffffffffu;
    for (const char byte : bytes)
        crc = table[(crc ^ quint8(byte)) & 0xff] ^ (crc >> 8);
    return crc ^ 0xffffffffu;
}

void appendBe32(QByteArray &out, quint32 value)
{
    std::array<uchar, 4> be{};
    qToBigEndian<quint32>(value, be.data());
    out.append(reinterpret_cast<const char *>(be.data()), 4);
}

QByteArray chunk(const QByteArray &type, const QByteArray &data)
{
    QByteArray out;
    appendBe32(out, quint32(data.size()));
    const QByteArray body = type + data;
    out += body;
    appendBe32(out, crc32(body));
    return out;
}

quint32 be32(const QByteArray &bytes, qsizetype at)
{
    return qFromBigEndian<quint32>(bytes.constData() + at);
}

quint16 be16(const QByteArray &bytes, qsizetype at)
{
    return qFromBigEndian<quint16>(bytes.constData() + at);
}

enum : quint8 { DisposeNone = 0, DisposeBackground = 1, DisposePrevious = 2 };
enum : quint8 { BlendSource = 0, BlendOver = 1 };

} // namespace

ApngDecoder::ApngDecoder(const QByteArray &bytes)
{
    applyImageDecodeLimits();
    m_problem = parse(bytes);
}

QString ApngDecoder::parse(const QByteArray &bytes)
{
    if (!bytes.startsWith(pngSignature()))
        return QStringLiteral("not a PNG file");
    qint64 declaredFrames = -1;
    bool seenImageData = false;
    bool defaultImageIsFrame = false;
    bool ended = false;
    for (qsizetype at = pngSignature().size(); !ended;) {
        if (at + 12 > bytes.size())
            return QStringLiteral("truncated: the PNG chunks end before IEND");
        const qint64 length = be32(bytes, at);
        if (length > bytes.size() - at - 12)
            return QStringLiteral("truncated: a chunk of %1 bytes runs past the end of the file")
                    .arg(QString::number(length));
        const QByteArray type = bytes.mid(at + 4, 4);
        const QByteArray data = bytes.mid(at + 8, length);
        const QByteArray whole = bytes.mid(at, length + 12);
        at += 12 + length;
        if (type == "IHDR") {
            if (length != 13 || !m_header.isEmpty())
                return QStringLiteral("broken IHDR chunk");
            m_header = data;
            const quint32 width = be32(data, 0);
            const quint32 height = be32(data, 4);
            if (width == 0 || height == 0)
                return QStringLiteral("declares an empty size");
            if (width > quint32(maxImageSide) || height > quint32(maxImageSide))
                return QStringLiteral("declares %1 x %2 pixels, more than the %3 x %3 limit")
                        .arg(QString::number(width),
                             QString::number(height),
                             QString::number(maxImageSide));
            m_canvas = QSize(int(width), int(height));
        } else if (m_header.isEmpty()) {
            return QStringLiteral("broken PNG: no IHDR chunk first");
        } else if (type == "acTL") {
            if (length != 8 || declaredFrames >= 0 || seenImageData)
                return QStringLiteral("broken acTL chunk");
            declaredFrames = be32(data, 0);
            if (declaredFrames == 0)
                return QStringLiteral("an animated PNG of 0 frames");
            if (declaredFrames > maxFramesPerSprite)
                return QStringLiteral("holds %1 frames, more than the %2 one import may hold")
                        .arg(QString::number(declaredFrames), QString::number(maxFramesPerSprite));
        } else if (type == "fcTL") {
            if (length != 26 || declaredFrames < 0)
                return QStringLiteral("broken fcTL chunk");
            if (!m_frames.isEmpty() && m_frames.constLast().data.isEmpty())
                return QStringLiteral("frame %1 has no image data").arg(m_frames.size() - 1);
            if (m_frames.size() >= maxFramesPerSprite || m_frames.size() >= declaredFrames)
                return QStringLiteral("holds more frames than its acTL chunk declares (%1)")
                        .arg(QString::number(std::max<qint64>(declaredFrames, 0)));
            const qint64 width = be32(data, 4);
            const qint64 height = be32(data, 8);
            const qint64 x = be32(data, 12);
            const qint64 y = be32(data, 16);
            Frame frame;
            const QString name = QStringLiteral("frame %1").arg(m_frames.size());
            if (width == 0 || height == 0 || x + width > m_canvas.width()
                || y + height > m_canvas.height()) {
                return QStringLiteral("%1 (%2 x %3 at %4, %5) lies outside the %6 x %7 canvas")
                        .arg(name, QString::number(width), QString::number(height))
                        .arg(QString::number(x), QString::number(y))
                        .arg(QString::number(m_canvas.width()), QString::number(m_canvas.height()));
            }
            if (!seenImageData
                && (x != 0 || y != 0 || width != m_canvas.width() || height != m_canvas.height())) {
                return QStringLiteral("%1 is the default image but does not cover the canvas")
                        .arg(name);
            }
            frame.rect = QRect(int(x), int(y), int(width), int(height));
            const qint64 numerator = be16(data, 20);
            const qint64 denominator = be16(data, 22) == 0 ? 100 : be16(data, 22);
            frame.delayMs = (numerator * 1000 + denominator / 2) / denominator;
            if (numerator > 0 && frame.delayMs == 0)
                frame.delayMs = 1;
            frame.dispose = quint8(data.at(24));
            frame.blend = quint8(data.at(25));
            if (frame.dispose > DisposePrevious || frame.blend > BlendOver)
                return QStringLiteral("%1 has an unknown dispose or blend operation").arg(name);
            if (m_frames.isEmpty() && frame.dispose == DisposePrevious)
                frame.dispose = DisposeBackground; // as the specification says
            if (!seenImageData)
                defaultImageIsFrame = true;
            m_frames.append(frame);
        } else if (type == "IDAT") {
            if (declaredFrames < 0)
                return QStringLiteral("not an animated PNG (no acTL chunk before IDAT)");
            seenImageData = true;
            if (defaultImageIsFrame) {
                if (m_frames.size() != 1)
                    return QStringLiteral("broken APNG: IDAT after fdAT");
                m_frames.last().data += data;
            }
        } else if (type == "fdAT") {
            if (length < 4 || !seenImageData)
                return QStringLiteral("broken fdAT chunk");
            if (m_frames.isEmpty() || (defaultImageIsFrame && m_frames.size() == 1))
                return QStringLiteral("image data (fdAT) without a frame control chunk before it");
            m_frames.last().data += data.mid(4);
        } else if (type == "IEND") {
            ended = true;
        } else if (!seenImageData && (quint8(type.at(0)) & 0x20) == 0 && type != "PLTE") {
            return QStringLiteral("unknown critical chunk before the image data");
        } else if (!seenImageData) {
            m_sharedChunks += whole;
        }
    }
    if (declaredFrames < 0 || !seenImageData)
        return QStringLiteral("not an animated PNG (no acTL chunk or no image data)");
    if (m_frames.isEmpty() || m_frames.constLast().data.isEmpty())
        return QStringLiteral("frame %1 has no image data")
                .arg(std::max<qsizetype>(m_frames.size() - 1, 0));
    if (m_frames.size() != declaredFrames)
        return QStringLiteral("its acTL chunk declares %1 frames but it holds %2")
                .arg(QString::number(declaredFrames), QString::number(m_frames.size()));
    const qint64 frameBytes = qint64(m_canvas.width()) * m_canvas.height() * 4;
    if (frameBytes > maxDecodedImageBytes)
        return QStringLiteral("needs %1 MB to decode, more than the %2 MB limit")
                .arg(QString::number(frameBytes >> 20),
                     QString::number(maxDecodedImageBytes >> 20));
    if (frameBytes * m_frames.size() > maxAnimationDecodeBytes)
        return QStringLiteral("its frames need more than %1 MB to decode")
                .arg(QString::number(maxAnimationDecodeBytes >> 20));
    return QString();
}

QString ApngDecoder::decodeFrameImage(const Frame &frame, QImage *image) const
{
    QByteArray header = m_header;
    qToBigEndian<quint32>(quint32(frame.rect.width()), header.data());
    qToBigEndian<quint32>(quint32(frame.rect.height()), header.data() + 4);
    const QByteArray png = pngSignature() + chunk("IHDR", header) + m_sharedChunks
                           + chunk("IDAT", frame.data) + chunk("IEND", QByteArray());
    QBuffer buffer;
    buffer.setData(png);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer, "png");
    if (const QString problem = declaredImageProblem(reader, png); !problem.isEmpty())
        return problem;
    if (!reader.read(image) || image->isNull() || image->size() != frame.rect.size())
        return QStringLiteral("broken image data (%1)").arg(reader.errorString());
    *image = image->convertToFormat(QImage::Format_ARGB32_Premultiplied);
    return QString();
}

QString ApngDecoder::readNextFrame(QImage *image)
{
    if (!m_problem.isEmpty())
        return m_problem;
    if (m_next >= m_frames.size())
        return QStringLiteral("has no frame %1").arg(QString::number(m_next));
    const int index = m_next++;
    if (index == 0) {
        m_canvasImage = QImage(m_canvas, QImage::Format_ARGB32_Premultiplied);
        if (m_canvasImage.isNull())
            return QStringLiteral("not enough memory to decode it");
        m_canvasImage.fill(Qt::transparent);
    }
    if (index > 0) { // the previous frame's dispose_op
        const Frame &previous = m_frames.at(index - 1);
        QPainter painter(&m_canvasImage);
        painter.setCompositionMode(QPainter::CompositionMode_Source);
        if (previous.dispose == DisposeBackground)
            painter.fillRect(previous.rect, Qt::transparent);
        else if (previous.dispose == DisposePrevious)
            painter.drawImage(previous.rect.topLeft(), m_saved);
    }
    const Frame &frame = m_frames.at(index);
    QImage pixels;
    if (const QString problem = decodeFrameImage(frame, &pixels); !problem.isEmpty())
        return QStringLiteral("frame %1: %2").arg(QString::number(index), problem);
    if (frame.dispose == DisposePrevious)
        m_saved = m_canvasImage.copy(frame.rect);
    {
        QPainter painter(&m_canvasImage);
        painter.setCompositionMode(frame.blend == BlendOver ? QPainter::CompositionMode_SourceOver
                                                            : QPainter::CompositionMode_Source);
        painter.drawImage(frame.rect.topLeft(), pixels);
    }
    *image = m_canvasImage.copy();
    return QString();
}

} // namespace hitbox::model
