#include "model/io/mugensff.h"

#include "model/io/asepritebytes.h"
#include "model/io/localfile.h"
#include "model/io/mugensffdecode.h"

#include <QDir>
#include <QFile>

namespace hitbox::model {
namespace {

constexpr QByteArrayView sffSignature("ElecbyteSpr\0", 12);
constexpr qsizetype sffHeaderBytes = 68; // the fields read: v2's end at 68, v1's before
constexpr qint64 spriteNodeBytes = 28;
constexpr qint64 paletteNodeBytes = 16;

// The header fields of an SFF v2 archive that locate its nodes and data.
struct SffV2Header
{
    quint32 spriteOffset = 0;
    quint32 spriteCount = 0;
    quint32 paletteOffset = 0;
    quint32 paletteCount = 0;
    quint32 ldataOffset = 0;
    quint32 tdataOffset = 0;
};

SffV2Header readHeader(const QByteArray &bytes)
{
    AseBytes in(bytes, 36, sffHeaderBytes);
    SffV2Header h;
    h.spriteOffset = in.dword();
    h.spriteCount = in.dword();
    h.paletteOffset = in.dword();
    h.paletteCount = in.dword();
    h.ldataOffset = in.dword();
    in.dword(); // ldata length
    h.tdataOffset = in.dword();
    return h;
}

QString
tableProblem(const char *what, quint32 offset, quint32 count, qint64 nodeBytes, qint64 fileSize)
{
    if (qint64(offset) + qint64(count) * nodeBytes <= fileSize)
        return QString();
    return QStringLiteral("its %1 table (%2 nodes at byte %3) ends past the end of the file "
                          "(%4 bytes)")
            .arg(QLatin1String(what),
                 QString::number(count),
                 QString::number(offset),
                 QString::number(fileSize));
}

SffSprite readSprite(AseBytes &in, const SffV2Header &h)
{
    SffSprite s;
    s.group = in.word();
    s.number = in.word();
    const int width = in.word();
    const int height = in.word();
    s.size = QSize(width, height);
    const int axisX = in.shortValue();
    const int axisY = in.shortValue();
    s.axis = QPoint(axisX, axisY);
    s.linked = in.word();
    s.format = in.byte();
    s.depth = in.byte();
    const quint32 offset = in.dword();
    s.dataLength = in.dword();
    s.palette = in.word();
    const quint16 flags = in.word();
    s.dataOffset = qint64(offset) + ((flags & 1) ? h.tdataOffset : h.ldataOffset);
    return s;
}

SffPalette readPalette(AseBytes &in, const SffV2Header &h)
{
    SffPalette p;
    p.group = in.word();
    p.number = in.word();
    p.colours = in.shortValue();
    p.linked = in.word();
    p.dataOffset = qint64(in.dword()) + h.ldataOffset;
    p.dataLength = in.dword();
    return p;
}

constexpr qint64 v1SubheaderBytes = 32;

// The chain of SFF v1 sprite headers from the header's first one.
std::optional<SffArchive> readSffV1(const QByteArray &bytes, QString *error)
{
    AseBytes header(bytes, 20, 28);
    const quint32 count = header.dword();
    quint32 at = header.dword();
    if (count > quint32(maxSffSprites)) {
        *error = QStringLiteral("declares %1 sprites; at most %2 are read")
                         .arg(QString::number(count), QString::number(maxSffSprites));
        return std::nullopt;
    }
    SffArchive archive;
    archive.bytes = bytes;
    archive.version = 1;
    for (quint32 i = 0; i < count; ++i) {
        if (qint64(at) + v1SubheaderBytes > bytes.size()) {
            *error = QStringLiteral("the header of sprite %1 (at byte %2) lies past the end of "
                                    "the file (%3 bytes)")
                             .arg(QString::number(i),
                                  QString::number(at),
                                  QString::number(bytes.size()));
            return std::nullopt;
        }
        AseBytes in(bytes, at, qint64(at) + v1SubheaderBytes);
        const quint32 next = in.dword();
        const quint32 length = in.dword();
        SffSprite s;
        const int axisX = in.shortValue();
        const int axisY = in.shortValue();
        s.axis = QPoint(axisX, axisY);
        s.group = in.word();
        s.number = in.word();
        s.linked = in.word();
        s.samePalette = in.byte() != 0;
        s.depth = 8;
        s.dataOffset = qint64(at) + v1SubheaderBytes;
        // As Ikemen GO reads it: the data runs up to the next header when that follows.
        s.dataLength = length == 0                   ? 0
                       : qint64(next) > s.dataOffset ? qint64(next) - s.dataOffset
                                                     : qint64(length);
        if (s.dataLength > 0 && s.dataOffset + s.dataLength <= bytes.size())
            sffPcxSize(QByteArrayView(bytes).sliced(s.dataOffset, s.dataLength), &s.size);
        archive.sprites << s;
        at = next;
    }
    return archive;
}

} // namespace

bool isSffHead(const QByteArray &head)
{
    return head.startsWith(sffSignature);
}

bool isSffFile(const QString &path)
{
    QFile file(fileSystemPath(path));
    return file.open(QIODevice::ReadOnly) && isSffHead(file.read(sffSignature.size()));
}

std::optional<SffArchive> readSff(const QByteArray &bytes, QString *error)
{
    if (!isSffHead(bytes)) {
        *error = QStringLiteral("not an SFF sprite archive (no \"ElecbyteSpr\" signature)");
        return std::nullopt;
    }
    if (bytes.size() < 16 || (quint8(bytes[15]) != 1 && quint8(bytes[15]) != 2)) {
        *error = QStringLiteral("an SFF archive of unknown version");
        return std::nullopt;
    }
    if (bytes.size() < sffHeaderBytes) {
        *error = QStringLiteral("its SFF header is cut short (%1 of %2 bytes)")
                         .arg(QString::number(bytes.size()), QString::number(sffHeaderBytes));
        return std::nullopt;
    }
    if (quint8(bytes[15]) == 1)
        return readSffV1(bytes, error);
    const SffV2Header h = readHeader(bytes);
    if (h.spriteCount > quint32(maxSffSprites) || h.paletteCount > quint32(maxSffPalettes)) {
        *error = QStringLiteral("declares %1 sprites and %2 palettes; at most %3 sprites and "
                                "%4 palettes are read")
                         .arg(QString::number(h.spriteCount),
                              QString::number(h.paletteCount),
                              QString::number(maxSffSprites),
                              QString::number(maxSffPalettes));
        return std::nullopt;
    }
    *error = tableProblem("sprite", h.spriteOffset, h.spriteCount, spriteNodeBytes, bytes.size());
    if (error->isEmpty())
        *error = tableProblem(
                "palette", h.paletteOffset, h.paletteCount, paletteNodeBytes, bytes.size());
    if (!error->isEmpty())
        return std::nullopt;
    SffArchive archive;
    archive.bytes = bytes;
    archive.minorVersion = quint8(bytes[13]);
    archive.sprites.reserve(h.spriteCount);
    AseBytes sprites(
            bytes, h.spriteOffset, qint64(h.spriteOffset) + h.spriteCount * spriteNodeBytes);
    for (quint32 i = 0; i < h.spriteCount; ++i)
        archive.sprites << readSprite(sprites, h);
    archive.palettes.reserve(h.paletteCount);
    AseBytes palettes(
            bytes, h.paletteOffset, qint64(h.paletteOffset) + h.paletteCount * paletteNodeBytes);
    for (quint32 i = 0; i < h.paletteCount; ++i)
        archive.palettes << readPalette(palettes, h);
    return archive;
}

SffReadResult readSffFile(const QString &path)
{
    SffReadResult result;
    const QString shown = QDir::toNativeSeparators(path) + QStringLiteral(": ");
    const LocalFileBytes read
            = readLocalFile(path, maxSffFileBytes, QStringLiteral("an .sff sprite archive"));
    if (!read.ok()) {
        result.error = shown + read.problem;
        return result;
    }
    if (std::optional<SffArchive> archive = readSff(read.bytes, &result.error))
        result.archive = std::move(*archive);
    else
        result.error.prepend(shown);
    return result;
}

int sffSpriteIndex(const SffArchive &archive, int group, int number)
{
    for (qsizetype i = 0; i < archive.sprites.size(); ++i) {
        const SffSprite &s = archive.sprites[i];
        if (s.group == group && s.number == number)
            return int(i);
    }
    return -1;
}

} // namespace hitbox::model
