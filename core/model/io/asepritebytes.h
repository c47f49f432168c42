#pragma once

#include "model/io/asepritefile.h"

#include <QByteArray>
#include <QString>

namespace hitbox::model {

/// The size of an Aseprite file's header; the first frame follows it.
inline constexpr qsizetype aseHeaderBytes = 128;

/// Reads Aseprite's little-endian values from `data[begin, end)`. Reading past the end
/// returns zeros and sets failed(), so a parser checks once after a chunk.
class AseBytes
{
public:
    AseBytes(const QByteArray &data, qsizetype begin, qsizetype end)
        : m_data(data)
        , m_pos(begin)
        , m_end(end)
    {}

    bool failed() const { return m_failed; }
    qsizetype position() const { return m_pos; }
    qsizetype remaining() const { return m_end - m_pos; }

    quint8 byte();
    quint16 word();
    qint16 shortValue() { return qint16(word()); }
    quint32 dword();
    qint32 longValue() { return qint32(dword()); }
    /// A WORD length and that many bytes of UTF-8.
    QString string();
    /// The next `n` bytes, or nothing (and failed()) when fewer are left.
    QByteArrayView take(qsizetype n);
    void skip(qsizetype n) { take(n); }

private:
    const QByteArray &m_data;
    qsizetype m_pos;
    qsizetype m_end;
    bool m_failed = false;
};

/// Reads one cel chunk (0x2005) of frame `frame` into `cel`, counting its decoded bytes
/// into `*celBytes` (checked against maxAsepriteCelBytes before inflating). Returns the
/// problem (without the file name), or an empty string.
QString readAseCel(AseBytes &in, const AseFile &file, int frame, qint64 *celBytes, AseCel *cel);

} // namespace hitbox::model
