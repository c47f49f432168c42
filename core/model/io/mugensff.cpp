#include "model/io/mugensff.h"

#include "model/io/asepritebytes.h"
#include "model/io/localfile.h"

#include <QDir>
#include <QFile>

namespace hitbox::model {
namespace {

constexpr QByteArrayView sffSignature("ElecbyteSpr\0", 12);
constexpr qsizetype sffV2HeaderBytes = 68;
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
    AseBytes in(bytes, 36, sffV2HeaderBytes);
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
    if (bytes.size() < 16 || quint8(bytes[15]) != 2) {
        *error = bytes.size() >= 16 && quint8(bytes[15]) == 1
                         ? QStringLiteral("an SFF v1 archive (PCX sprites), which this version "
                                          "does not read; save it as SFF v2")
                         : QStringLiteral("an SFF archive of unknown version");
        return std::nullopt;
    }
    if (bytes.size() < sffV2HeaderBytes) {
        *error = QStringLiteral("its SFF v2 header is cut short (%1 of %2 bytes)")
                         .arg(QString::number(bytes.size()), QString::number(sffV2HeaderBytes));
        return std::nullopt;
    }
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
