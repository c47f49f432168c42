#include "model/io/asepritefile.h"

#include "model/io/asepritebytes.h"
#include "model/io/localfile.h"

#include <QFile>

namespace hitbox::model {

bool isAsepriteHead(const QByteArray &head)
{
    if (head.size() < aseHeaderBytes || quint8(head[4]) != 0xE0 || quint8(head[5]) != 0xA5)
        return false;
    // The magic alone is two bytes: a RIFF file (WebP, WAV) whose size ends in 0xA5E0 has
    // them too. The colour depth and the first frame's magic number must fit as well.
    const int depth = quint8(head[12]) | quint8(head[13]) << 8;
    if (depth != 32 && depth != 16 && depth != 8)
        return false;
    const qsizetype frameMagicAt = aseHeaderBytes + 4;
    return head.size() < frameMagicAt + 2
           || (quint8(head[frameMagicAt]) == 0xFA && quint8(head[frameMagicAt + 1]) == 0xF1);
}

bool isAsepriteFile(const QString &path)
{
    QFile file(fileSystemPath(path));
    return file.open(QIODevice::ReadOnly) && isAsepriteHead(file.read(aseHeaderBytes + 6));
}

QSize asepriteFileCanvasSize(const QString &path)
{
    QFile file(fileSystemPath(path));
    return file.open(QIODevice::ReadOnly) ? asepriteHeaderSize(file.read(aseHeaderBytes + 6))
                                          : QSize();
}

QSize asepriteHeaderSize(const QByteArray &head)
{
    if (!isAsepriteHead(head))
        return {};
    return QSize(quint8(head[8]) | quint8(head[9]) << 8, quint8(head[10]) | quint8(head[11]) << 8);
}

int AseFile::bytesPerPixel() const
{
    switch (colorMode) {
    case AseColorMode::Rgba:
        return 4;
    case AseColorMode::Grayscale:
        return 2;
    case AseColorMode::Indexed:
        break;
    }
    return 1;
}

const AseCel *AseFile::cel(int frame, int layer) const
{
    if (frame < 0 || frame >= frames.size())
        return nullptr;
    for (const AseCel &cel : frames.at(frame).cels) {
        if (cel.layer == layer)
            return &cel;
    }
    return nullptr;
}

} // namespace hitbox::model
