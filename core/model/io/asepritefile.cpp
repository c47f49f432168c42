#include "model/io/asepritefile.h"

#include "model/document/framesource.h"
#include "model/io/animatedimage.h"
#include "model/io/asepritebytes.h"
#include "model/io/imageloader.h"
#include "model/io/localfile.h"

#include <QDir>

#include <algorithm>

namespace hitbox::model {
namespace {

constexpr qsizetype headerBytes = aseHeaderBytes;
constexpr qsizetype frameHeaderBytes = 16;
constexpr quint16 fileMagic = 0xA5E0;
constexpr quint16 frameMagic = 0xF1FA;
constexpr int maxSliceCoordinate = 1 << 20;

enum ChunkType : quint16 {
    OldPaletteChunk = 0x0004,
    OldPalette64Chunk = 0x0011,
    LayerChunk = 0x2004,
    CelChunk = 0x2005,
    CelExtraChunk = 0x2006,
    TagsChunk = 0x2018,
    PaletteChunk = 0x2019,
    UserDataChunk = 0x2020,
    SliceChunk = 0x2022,
};

// What a user data chunk belongs to: the object of the chunk read last.
enum class Owner { None, Sprite, Layer, Cel, Tags, Slice };

class Parser
{
public:
    Parser(const QByteArray &bytes, AseFile *file)
        : m_bytes(bytes)
        , m_file(*file)
    {}

    QString parse();

private:
    QString header();
    QString paletteProblem() const;
    QString frame(int index, qsizetype *position);
    QString chunk(int frame, quint16 type, AseBytes &in);
    QString layer(AseBytes &in);
    QString tags(AseBytes &in);
    QString palette(AseBytes &in);
    QString oldPalette(AseBytes &in, bool sixBits);
    QString slice(AseBytes &in);
    void userData(AseBytes &in);

    const QByteArray &m_bytes;
    AseFile &m_file;
    bool m_layerOpacity = false;
    int m_speed = 0;
    int m_frameCount = 0;
    qint64 m_celBytes = 0;
    QList<int> m_lastAtLevel; // the last layer read at each child level
    Owner m_owner = Owner::None;
    int m_nextTagUserData = 0;
    bool m_newPalette = false;
    QList<QRgb> m_oldPalette;
};

QString Parser::parse()
{
    if (QString problem = header(); !problem.isEmpty())
        return problem;
    qsizetype position = headerBytes;
    for (int i = 0; i < m_frameCount; ++i) {
        if (QString problem = frame(i, &position); !problem.isEmpty())
            return problem;
    }
    if (!m_newPalette)
        m_file.palette = m_oldPalette;
    return paletteProblem();
}

// An indexed cel's pixels must all be in the palette (or the transparent index).
QString Parser::paletteProblem() const
{
    if (m_file.colorMode != AseColorMode::Indexed)
        return {};
    const qsizetype colours = m_file.palette.size();
    for (int f = 0; f < m_file.frames.size(); ++f) {
        for (const AseCel &cel : m_file.frames.at(f).cels) {
            const AseLayer &layer = m_file.layers.at(cel.layer);
            for (const char c : cel.pixels) {
                const int index = quint8(c);
                if (index >= colours && (index != m_file.transparentIndex || layer.background))
                    return QStringLiteral("frame %1, layer \"%2\": colour index %3 is past the "
                                          "palette of %4 colours")
                            .arg(f)
                            .arg(layer.name)
                            .arg(index)
                            .arg(colours);
            }
        }
    }
    return {};
}

QString Parser::header()
{
    if (m_bytes.size() < headerBytes)
        return QStringLiteral("truncated: shorter than the 128-byte Aseprite header");
    AseBytes in(m_bytes, 0, headerBytes);
    in.dword(); // the file size
    if (in.word() != fileMagic)
        return QStringLiteral("not an Aseprite file (no magic number 0xA5E0)");
    m_frameCount = in.word();
    const int width = in.word();
    const int height = in.word();
    const int depth = in.word();
    m_layerOpacity = in.dword() & 1;
    m_speed = in.word();
    in.skip(8);
    m_file.transparentIndex = in.byte();
    m_file.size = QSize(width, height);
    if (depth != 32 && depth != 16 && depth != 8)
        return QStringLiteral("unknown colour depth %1 (32, 16 or 8 bits a pixel)").arg(depth);
    m_file.colorMode = depth == 32   ? AseColorMode::Rgba
                       : depth == 16 ? AseColorMode::Grayscale
                                     : AseColorMode::Indexed;
    if (m_frameCount == 0)
        return QStringLiteral("it has no frames");
    if (m_frameCount > maxFramesPerSprite)
        return QStringLiteral("%1 frames, more than the %2 limit")
                .arg(m_frameCount)
                .arg(maxFramesPerSprite);
    if (width == 0 || height == 0 || width > maxImageSide || height > maxImageSide)
        return QStringLiteral("a canvas of %1x%2 pixels (1 to %3 a side)")
                .arg(width)
                .arg(height)
                .arg(maxImageSide);
    const qint64 frameBytes = qint64(width) * height * 4;
    if (frameBytes > maxDecodedImageBytes || frameBytes * m_frameCount > maxAnimationDecodeBytes)
        return QStringLiteral("its %1 frames of %2x%3 pixels need %4 MB to decode, more than "
                              "the %5 MB limit")
                .arg(m_frameCount)
                .arg(width)
                .arg(height)
                .arg(frameBytes * m_frameCount >> 20)
                .arg(maxAnimationDecodeBytes >> 20);
    return {};
}

QString Parser::frame(int index, qsizetype *position)
{
    AseBytes head(m_bytes, *position, m_bytes.size());
    const qint64 size = head.dword();
    const quint16 magic = head.word();
    const int oldChunks = head.word();
    const int duration = head.word();
    head.skip(2);
    const quint32 newChunks = head.dword();
    if (head.failed() || size < frameHeaderBytes || size > m_bytes.size() - *position)
        return QStringLiteral("truncated: frame %1 runs past the end of the file").arg(index);
    if (magic != frameMagic)
        return QStringLiteral("frame %1 has no frame magic number 0xF1FA").arg(index);
    AseFrame frame;
    frame.durationMs = duration ? duration : m_speed ? m_speed : defaultFrameDurationMs;
    m_file.frames << frame;
    const qsizetype end = *position + size;
    qsizetype chunkStart = *position + frameHeaderBytes;
    *position = end;
    const qint64 chunks = newChunks ? qint64(newChunks) : oldChunks;
    for (qint64 c = 0; c < chunks; ++c) {
        AseBytes chunkHead(m_bytes, chunkStart, end);
        const qint64 chunkSize = chunkHead.dword();
        const quint16 type = chunkHead.word();
        if (chunkHead.failed() || chunkSize < 6 || chunkSize > end - chunkStart)
            return QStringLiteral("truncated: chunk %1 of frame %2 runs past its frame")
                    .arg(c)
                    .arg(index);
        AseBytes in(m_bytes, chunkStart + 6, chunkStart + chunkSize);
        if (QString problem = chunk(index, type, in); !problem.isEmpty())
            return problem;
        if (in.failed())
            return QStringLiteral("truncated: chunk 0x%1 of frame %2 ends before its data")
                    .arg(type, 4, 16, QLatin1Char('0'))
                    .arg(index);
        chunkStart += chunkSize;
    }
    return {};
}

QString Parser::chunk(int frame, quint16 type, AseBytes &in)
{
    switch (type) {
    case LayerChunk:
        m_owner = Owner::Layer;
        return layer(in);
    case CelChunk: {
        m_owner = Owner::Cel;
        AseCel cel;
        if (QString problem = readAseCel(in, m_file, frame, &m_celBytes, &cel); !problem.isEmpty())
            return problem;
        if (m_file.cel(frame, cel.layer))
            return QStringLiteral("frame %1 has two cels on layer \"%2\"")
                    .arg(frame)
                    .arg(m_file.layers.at(cel.layer).name);
        m_file.frames.last().cels << cel;
        return {};
    }
    case CelExtraChunk:
        return {};
    case TagsChunk:
        m_owner = Owner::Tags;
        return tags(in);
    case PaletteChunk:
        m_owner = Owner::Sprite;
        return palette(in);
    case OldPaletteChunk:
    case OldPalette64Chunk:
        m_owner = Owner::None;
        return oldPalette(in, type == OldPalette64Chunk);
    case UserDataChunk:
        userData(in);
        return {};
    case SliceChunk:
        m_owner = Owner::Slice;
        return slice(in);
    default: // colour profile, external files, tilesets, masks: nothing to show
        m_owner = Owner::None;
        return {};
    }
}

QString Parser::layer(AseBytes &in)
{
    AseLayer layer;
    const quint16 flags = in.word();
    const int type = in.word();
    const int level = in.word();
    in.skip(4);
    const int blend = in.word();
    const int opacity = in.byte();
    in.skip(3);
    layer.name = in.string();
    if (in.failed())
        return {};
    layer.visible = flags & 1;
    layer.background = flags & 8;
    layer.opacity = m_layerOpacity ? opacity : 255;
    if (type == 2)
        return QStringLiteral("layer \"%1\" is a tilemap layer, which is not supported")
                .arg(layer.name);
    if (type > 2)
        return QStringLiteral("layer \"%1\" has the unknown type %2").arg(layer.name).arg(type);
    layer.type = type == 1 ? AseLayerType::Group : AseLayerType::Image;
    if (blend > int(AseBlendMode::Divide))
        return QStringLiteral("layer \"%1\" has the unknown blend mode %2")
                .arg(layer.name)
                .arg(blend);
    layer.blendMode = AseBlendMode(blend);
    if (level > 0) {
        if (level > m_lastAtLevel.size()
            || m_file.layers.at(m_lastAtLevel.at(level - 1)).type != AseLayerType::Group)
            return QStringLiteral("layer \"%1\" is at child level %2 without a group above it")
                    .arg(layer.name)
                    .arg(level);
        layer.parent = m_lastAtLevel.at(level - 1);
    }
    m_lastAtLevel.resize(level + 1);
    m_lastAtLevel[level] = int(m_file.layers.size());
    m_file.layers << layer;
    return {};
}

QString Parser::tags(AseBytes &in)
{
    const int count = in.word();
    in.skip(8);
    m_nextTagUserData = int(m_file.tags.size());
    for (int i = 0; i < count && !in.failed(); ++i) {
        AseTag tag;
        tag.from = in.word();
        tag.to = in.word();
        const int direction = in.byte();
        tag.repeat = in.word();
        in.skip(10);
        tag.name = in.string();
        if (in.failed())
            return {};
        if (tag.from > tag.to || tag.to >= m_frameCount)
            return QStringLiteral("tag \"%1\" runs from frame %2 to %3, outside its %4 frames")
                    .arg(tag.name)
                    .arg(tag.from)
                    .arg(tag.to)
                    .arg(m_frameCount);
        if (direction > int(AseDirection::PingPongReverse))
            return QStringLiteral("tag \"%1\" has the unknown direction %2")
                    .arg(tag.name)
                    .arg(direction);
        tag.direction = AseDirection(direction);
        m_file.tags << tag;
    }
    return {};
}

QString Parser::palette(AseBytes &in)
{
    const quint32 size = in.dword();
    const quint32 first = in.dword();
    const quint32 last = in.dword();
    in.skip(8);
    if (in.failed())
        return {};
    if (size > quint32(maxAsepritePaletteSize))
        return QStringLiteral("a palette of %1 colours, more than %2")
                .arg(size)
                .arg(maxAsepritePaletteSize);
    if (first > last || last >= size)
        return QStringLiteral("a palette of %1 colours changes entries %2 to %3")
                .arg(size)
                .arg(first)
                .arg(last);
    m_newPalette = true;
    m_file.palette.resize(size);
    for (quint32 i = first; i <= last && !in.failed(); ++i) {
        const quint16 flags = in.word();
        const int r = in.byte();
        const int g = in.byte();
        const int b = in.byte();
        const int a = in.byte();
        if (flags & 1)
            in.string();
        m_file.palette[i] = qRgba(r, g, b, a);
    }
    return {};
}

QString Parser::oldPalette(AseBytes &in, bool sixBits)
{
    const int packets = in.word();
    int index = 0;
    for (int p = 0; p < packets && !in.failed(); ++p) {
        index += in.byte();
        int count = in.byte();
        if (count == 0)
            count = 256;
        if (index + count > maxAsepritePaletteSize)
            return QStringLiteral("an old palette chunk runs past %1 colours")
                    .arg(maxAsepritePaletteSize);
        if (m_oldPalette.size() < index + count)
            m_oldPalette.resize(index + count, qRgba(0, 0, 0, 255));
        for (int c = 0; c < count && !in.failed(); ++c, ++index) {
            int rgb[3];
            for (int &v : rgb)
                v = sixBits ? in.byte() * 255 / 63 : in.byte();
            m_oldPalette[index] = qRgba(
                    std::min(rgb[0], 255), std::min(rgb[1], 255), std::min(rgb[2], 255), 255);
        }
    }
    return {};
}

QString Parser::slice(AseBytes &in)
{
    AseSlice slice;
    const quint32 keys = in.dword();
    const quint32 flags = in.dword();
    in.dword();
    slice.name = in.string();
    const qint64 keyBytes = 20 + (flags & 1 ? 16 : 0) + (flags & 2 ? 8 : 0);
    if (in.failed() || qint64(keys) * keyBytes > in.remaining())
        return QStringLiteral("truncated: slice \"%1\" ends before its %2 keys")
                .arg(slice.name)
                .arg(keys);
    for (quint32 k = 0; k < keys; ++k) {
        AseSliceKey key;
        const quint32 frame = in.dword();
        const qint64 v[4] = {in.longValue(), in.longValue(), in.dword(), in.dword()};
        qint64 centre[4] = {};
        if (flags & 1)
            centre[0] = in.longValue(), centre[1] = in.longValue(), centre[2] = in.dword(),
            centre[3] = in.dword();
        qint64 pivot[2] = {};
        if (flags & 2)
            pivot[0] = in.longValue(), pivot[1] = in.longValue();
        const auto inRange = [](std::initializer_list<qint64> values) {
            return std::all_of(values.begin(), values.end(), [](qint64 value) {
                return value >= -maxSliceCoordinate && value <= maxSliceCoordinate;
            });
        };
        if (frame >= quint32(m_frameCount))
            return QStringLiteral("slice \"%1\" has a key on frame %2, outside its %3 frames")
                    .arg(slice.name)
                    .arg(frame)
                    .arg(m_frameCount);
        if (!inRange({v[0],
                      v[1],
                      v[2],
                      v[3],
                      centre[0],
                      centre[1],
                      centre[2],
                      centre[3],
                      pivot[0],
                      pivot[1]}))
            return QStringLiteral("slice \"%1\" has coordinates past %2")
                    .arg(slice.name)
                    .arg(maxSliceCoordinate);
        key.frame = int(frame);
        key.bounds = QRect(int(v[0]), int(v[1]), int(v[2]), int(v[3]));
        if (flags & 1)
            key.centre = QRect(int(centre[0]), int(centre[1]), int(centre[2]), int(centre[3]));
        if (flags & 2)
            key.pivot = QPoint(int(pivot[0]), int(pivot[1]));
        slice.keys << key;
    }
    std::stable_sort(slice.keys.begin(),
                     slice.keys.end(),
                     [](const AseSliceKey &a, const AseSliceKey &b) { return a.frame < b.frame; });
    m_file.slices << slice;
    return {};
}

void Parser::userData(AseBytes &in)
{
    AseUserData data;
    const quint32 flags = in.dword();
    if (flags & 1)
        data.text = in.string();
    if (flags & 2) {
        const int r = in.byte();
        const int g = in.byte();
        const int b = in.byte();
        data.color = qRgba(r, g, b, in.byte());
    }
    // Properties (flag 4) are not read.
    switch (m_owner) {
    case Owner::Sprite:
        m_file.userData = data;
        break;
    case Owner::Layer:
        m_file.layers.last().userData = data;
        break;
    case Owner::Cel:
        if (!m_file.frames.last().cels.isEmpty())
            m_file.frames.last().cels.last().userData = data;
        break;
    case Owner::Tags:
        if (m_nextTagUserData < m_file.tags.size())
            m_file.tags[m_nextTagUserData++].userData = data;
        break;
    case Owner::Slice:
        m_file.slices.last().userData = data;
        break;
    case Owner::None:
        break;
    }
}

} // namespace

AseReadResult readAseprite(const QByteArray &bytes, const QString &path)
{
    AseReadResult result;
    QString problem;
    try {
        problem = Parser(bytes, &result.file).parse();
    } catch (const std::bad_alloc &) {
        problem = QStringLiteral("not enough memory to decode it");
    }
    if (!problem.isEmpty()) {
        result.file = {};
        result.error = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), problem);
    }
    return result;
}

AseReadResult readAsepriteFile(const QString &path)
{
    const LocalFileBytes file
            = readLocalFile(path, maxImageFileBytes, QStringLiteral("an Aseprite file"));
    if (!file.ok()) {
        AseReadResult result;
        result.error = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), file.problem);
        return result;
    }
    return readAseprite(file.bytes, path);
}

} // namespace hitbox::model
