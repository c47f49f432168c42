#include "model/io/animatedimage.h"

#include "model/io/apngdecoder.h"

#include "model/io/localfile.h"

#include <QBuffer>
#include <QFileInfo>
#include <QImageReader>
#include <QtEndian>

#include <new>

namespace hitbox::model {
namespace {

// A reader on a whole file's bytes, checked like loadImage() checks before decoding.
class AnimationReader
{
public:
    explicit AnimationReader(const QString &path)
    {
        applyImageDecodeLimits();
        const LocalFileBytes file
                = readLocalFile(path, maxImageFileBytes, QStringLiteral("an image"));
        if (!file.ok()) {
            m_problem = file.problem;
            return;
        }
        m_bytes = file.bytes;
        if (m_bytes.isEmpty()) {
            m_problem = QStringLiteral("file is empty");
            return;
        }
        m_buffer.setData(m_bytes);
        m_buffer.open(QIODevice::ReadOnly);
        m_reader.setDevice(&m_buffer);
        if (!m_reader.canRead()) {
            m_problem = QStringLiteral("not an image format this program can read");
            return;
        }
        m_problem = declaredImageProblem(m_reader, m_bytes);
        if (!m_problem.isEmpty())
            return;
        const int count = m_reader.imageCount();
        if (count > maxFramesPerSprite) {
            m_problem = QStringLiteral("holds %1 frames, more than the %2 one import may hold")
                                .arg(QString::number(count), QString::number(maxFramesPerSprite));
            return;
        }
        const QSize size = m_reader.size();
        const qint64 frameBytes = qint64(size.width()) * size.height() * 4;
        if (size.isValid() && count > 1 && frameBytes * count > maxAnimationDecodeBytes) {
            m_problem = QStringLiteral("%1 frames of %2 x %3 pixels need more than %4 MB to "
                                       "decode")
                                .arg(QString::number(count),
                                     QString::number(size.width()),
                                     QString::number(size.height()),
                                     QString::number(maxAnimationDecodeBytes >> 20));
        }
    }
    AnimationReader(const AnimationReader &) = delete;
    AnimationReader &operator=(const AnimationReader &) = delete;

    const QString &problem() const { return m_problem; }
    const QByteArray &bytes() const { return m_bytes; }
    QImageReader &reader() { return m_reader; }

    // Frame `index` (the next one read), or why it cannot be read.
    QString readFrame(int index, QImage *image)
    {
        if (!m_reader.read(image) || image->isNull()) {
            return QStringLiteral("frame %1: broken image data (%2)")
                    .arg(QString::number(index), m_reader.errorString());
        }
        if (image->width() > maxImageSide || image->height() > maxImageSide)
            return QStringLiteral("frame %1 is larger than %2 x %2 pixels")
                    .arg(QString::number(index), QString::number(maxImageSide));
        return QString();
    }

private:
    QByteArray m_bytes;
    QBuffer m_buffer;
    QImageReader m_reader;
    QString m_problem;
};

// Every frame of an APNG, decoded (so that broken frames are refused now) and numbered.
ImportResult readAnimatedPng(const QString &path, const QByteArray &bytes)
{
    ApngDecoder decoder(bytes);
    if (!decoder.problem().isEmpty())
        return importFailure(path, decoder.problem());
    ImportResult result;
    result.sheet.kind = SheetKind::Animated;
    result.sheet.imagePath = path;
    for (int index = 0; index < decoder.frameCount(); ++index) {
        QImage image;
        if (const QString problem = decoder.readNextFrame(&image); !problem.isEmpty())
            return importFailure(path, problem);
        ImportedFrame frame;
        frame.region.imageIndex = index;
        frame.durationMs = frameDurationFromDelay(decoder.delayMs(index));
        result.sheet.frames.append(frame);
    }
    return result;
}

ImportResult readAnimation(const QString &path)
{
    AnimationReader animation(path);
    if (!animation.problem().isEmpty())
        return importFailure(path, animation.problem());
    if (animatedPngFrameCount(animation.bytes()))
        return readAnimatedPng(path, animation.bytes());
    ImportResult result;
    result.sheet.kind = SheetKind::Animated;
    result.sheet.imagePath = path;
    QImageReader &reader = animation.reader();
    const int declared = reader.imageCount();
    const qint64 frameBytes = qint64(reader.size().width()) * reader.size().height() * 4;
    qint64 decodedBytes = 0;
    for (int index = 0; declared <= 0 || index < declared; ++index) {
        if (index > 0 && !reader.canRead())
            break;
        if (index >= maxFramesPerSprite) {
            return importFailure(path,
                                 QStringLiteral("holds more than %1 frames, the most one import "
                                                "may hold")
                                         .arg(QString::number(maxFramesPerSprite)));
        }
        decodedBytes += frameBytes;
        if (decodedBytes > maxAnimationDecodeBytes) {
            return importFailure(path,
                                 QStringLiteral("its frames need more than %1 MB to decode")
                                         .arg(QString::number(maxAnimationDecodeBytes >> 20)));
        }
        QImage image;
        if (const QString problem = animation.readFrame(index, &image); !problem.isEmpty())
            return importFailure(path, problem);
        ImportedFrame frame;
        frame.region.imageIndex = index;
        frame.durationMs = frameDurationFromDelay(reader.nextImageDelay());
        result.sheet.frames.append(frame);
        if (declared <= 0 && !reader.supportsAnimation())
            break;
    }
    return result;
}

} // namespace

int frameDurationFromDelay(qint64 delayMs)
{
    return delayMs > 0 ? int(std::min<qint64>(delayMs, maxFrameDurationMs))
                       : defaultFrameDurationMs;
}

std::optional<quint32> animatedPngFrameCount(QIODevice &device)
{
    static const QByteArray signature("\x89PNG\r\n\x1a\n", 8);
    if (device.read(signature.size()) != signature)
        return std::nullopt;
    // Chunk headers only: the data of the chunks before acTL (iTXt, iCCP, eXIf of any
    // size) is skipped, not read.
    for (qint64 at = signature.size();;) {
        if (at > device.size() - 8 || !device.seek(at)) // QBuffer warns when seeking past it
            return std::nullopt;
        const QByteArray header = device.read(8);
        if (header.size() < 8)
            return std::nullopt;
        const quint32 length = qFromBigEndian<quint32>(header.constData());
        const QByteArray type = header.mid(4);
        if (type == "IDAT" || type == "IEND")
            return std::nullopt;
        if (type == "acTL") {
            const QByteArray frames = device.read(4);
            if (length < 4 || frames.size() < 4)
                return std::nullopt;
            return qFromBigEndian<quint32>(frames.constData());
        }
        at += 12 + qint64(length);
    }
}

std::optional<quint32> animatedPngFrameCount(const QByteArray &bytes)
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    return animatedPngFrameCount(buffer);
}

ImportResult importAnimatedImage(const QString &path)
{
    const QString absolute = absoluteFileSystemPath(path);
    try {
        ImportResult result = readAnimation(absolute);
        if (result.ok() && result.sheet.frames.size() > 1) {
            // One animation over every frame, so the image plays as it does in a browser.
            const QString base = QFileInfo(absolute).completeBaseName();
            result.sheet.animations.append({base.isEmpty() ? QStringLiteral("animation") : base,
                                            0,
                                            int(result.sheet.frames.size()) - 1,
                                            AnimationDirection::Forward});
        }
        return result;
    } catch (const std::bad_alloc &) {
        return importFailure(absolute, QStringLiteral("not enough memory to decode it"));
    }
}

QString missingAnimatedFrameProblem(int index, int count)
{
    if (index >= 0 && index < count)
        return QString();
    return QStringLiteral("has no frame %1 (it holds %2)")
            .arg(QString::number(index), QString::number(count));
}

struct AnimatedFrameReader::State
{
    explicit State(const QString &path)
        : animation(path)
    {}
    AnimationReader animation;
    std::optional<ApngDecoder> apng;
    QImage canvas; // Qt's GIF reader composes the next frame onto the last one read
};

AnimatedFrameReader::AnimatedFrameReader(const QString &path)
{
    try {
        m_state = std::make_unique<State>(path);
        m_problem = m_state->animation.problem();
        if (m_problem.isEmpty() && animatedPngFrameCount(m_state->animation.bytes())) {
            m_state->apng.emplace(m_state->animation.bytes());
            m_problem = m_state->apng->problem();
        }
    } catch (const std::bad_alloc &) {
        m_problem = QStringLiteral("not enough memory to decode it");
    }
}

AnimatedFrameReader::~AnimatedFrameReader() = default;

std::optional<int> AnimatedFrameReader::frameCount() const
{
    if (m_problem.isEmpty() && m_state->apng)
        return m_state->apng->frameCount();
    return std::nullopt;
}

QString AnimatedFrameReader::readNext(QImage *image)
{
    if (!m_problem.isEmpty())
        return m_problem;
    const int index = m_next;
    if (const std::optional<int> count = frameCount(); count && index >= *count) {
        return missingAnimatedFrameProblem(index, *count);
    }
    if (index >= maxFramesPerSprite)
        return QStringLiteral("has no frame %1").arg(QString::number(index));
    try {
        if (m_state->apng) {
            if (const QString problem = m_state->apng->readNextFrame(image); !problem.isEmpty())
                return problem;
        } else {
            if (index > 0 && !m_state->animation.reader().canRead())
                return missingAnimatedFrameProblem(index, index);
            if (const QString problem = m_state->animation.readFrame(index, &m_state->canvas);
                !problem.isEmpty()) {
                return problem;
            }
            *image = m_state->canvas.convertToFormat(QImage::Format_ARGB32_Premultiplied);
        }
    } catch (const std::bad_alloc &) {
        return QStringLiteral("not enough memory to decode it");
    }
    ++m_next;
    return QString();
}

QString AnimatedFrameReader::readUpTo(int index,
                                      QImage *image,
                                      const std::function<void(int, const QImage &)> &passed)
{
    if (!m_problem.isEmpty())
        return m_problem;
    const std::optional<int> count = frameCount();
    if (index < m_next || index < 0 || index >= maxFramesPerSprite || (count && index >= *count)) {
        if (count && index >= *count)
            return missingAnimatedFrameProblem(index, *count);
        return QStringLiteral("has no frame %1").arg(QString::number(index));
    }
    while (m_next <= index) {
        const int next = m_next;
        if (const QString problem = readNext(image); !problem.isEmpty()) {
            if (!problem.startsWith(QLatin1String("has no frame")))
                return problem;
            return missingAnimatedFrameProblem(index, next);
        }
        if (next < index && passed)
            passed(next, *image);
    }
    return QString();
}

LoadedImage readAnimatedFrame(const QString &path, int index)
{
    const QString absolute = absoluteFileSystemPath(path);
    AnimatedFrameReader reader(absolute);
    QImage image;
    if (const QString problem = reader.readUpTo(index, &image); !problem.isEmpty())
        return {QImage(), importFailure(absolute, problem).error};
    return {image, QString()};
}

} // namespace hitbox::model
