#pragma once

#include <QByteArray>
#include <QImage>
#include <QList>
#include <QSize>
#include <QString>

namespace hitbox::model {

/// Decodes the frames of an animated PNG (APNG 1.0: acTL, fcTL, fdAT), which Qt's PNG
/// reader does not: each frame's data becomes a standalone PNG (IHDR with the frame's
/// size, the ancillary chunks before the first IDAT such as PLTE, tRNS and gAMA, the data
/// as IDAT, IEND) that Qt decodes, composed onto the canvas with the frame's offset,
/// blend_op (SOURCE, OVER) and the previous frame's dispose_op (NONE, BACKGROUND,
/// PREVIOUS). A default image without an fcTL before it is not part of the animation and
/// is skipped. CRCs are not checked; lengths are.
class ApngDecoder
{
public:
    /// Parses `bytes` and checks the structure: chunk lengths within the file, a canvas
    /// within maxImageSide and maxDecodedImageBytes, 1 .. maxFramesPerSprite frames that
    /// match acTL, frame rectangles inside the canvas, known dispose and blend operations,
    /// image data for every frame, all frames within maxAnimationDecodeBytes.
    explicit ApngDecoder(const QByteArray &bytes);

    /// Why the file cannot be decoded (without the file name), or empty.
    const QString &problem() const { return m_problem; }
    int frameCount() const { return int(m_frames.size()); }
    QSize canvasSize() const { return m_canvas; }
    /// Frame `index`'s delay in milliseconds (delay_num / delay_den, a denominator of 0
    /// meaning 1/100 s), rounded, 0 for "as fast as possible".
    qint64 delayMs(int index) const { return m_frames.at(index).delayMs; }

    /// Composes the next frame (0, 1, 2, ...) onto the canvas and stores the whole canvas,
    /// Format_ARGB32_Premultiplied, in `image`; returns why the frame cannot be decoded,
    /// or an empty string.
    QString readNextFrame(QImage *image);

private:
    struct Frame
    {
        QRect rect;
        qint64 delayMs = 0;
        quint8 dispose = 0;
        quint8 blend = 0;
        QByteArray data; ///< the zlib stream: IDAT or fdAT contents without sequence numbers
    };

    QString parse(const QByteArray &bytes);
    QString decodeFrameImage(const Frame &frame, QImage *image) const;

    QString m_problem;
    QSize m_canvas;
    QByteArray m_header;       ///< IHDR contents (13 bytes)
    QByteArray m_sharedChunks; ///< ancillary chunks before the first IDAT, whole
    QList<Frame> m_frames;
    int m_next = 0;
    QImage m_canvasImage;
    QImage m_saved; ///< the area under the last frame, for dispose_op PREVIOUS
};

} // namespace hitbox::model
