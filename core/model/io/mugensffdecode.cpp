#include "model/io/mugensffdecode.h"

#include <algorithm>

namespace hitbox::model {
namespace {

// Reads bytes from the compressed data; reading past its end sets `ended`.
class Input
{
public:
    explicit Input(QByteArrayView in)
        : m_in(in)
    {}
    quint8 next()
    {
        if (m_pos >= m_in.size()) {
            m_ended = true;
            return 0;
        }
        return quint8(m_in[m_pos++]);
    }
    bool ended() const { return m_ended; }

private:
    QByteArrayView m_in;
    qsizetype m_pos = 0;
    bool m_ended = false;
};

// The pixels decoded so far, never more than the declared count. The buffer grows as
// pixels arrive, so data that ends early costs no more than it decoded.
class Output
{
public:
    Output(qsizetype pixels, QByteArray *out)
        : m_out(out)
        , m_pixels(pixels)
    {
        out->clear();
        out->reserve(std::min<qsizetype>(pixels, qsizetype(1) << 16));
    }
    bool full() const { return m_out->size() >= m_pixels; }
    qsizetype count() const { return m_out->size(); }
    void run(quint8 index, qsizetype length)
    {
        m_out->append(std::min(length, m_pixels - m_out->size()), char(index));
    }
    // Copies `length` pixels from `distance` back; false when that is before the first.
    bool copy(qsizetype distance, qsizetype length)
    {
        if (distance > m_out->size())
            return false;
        for (qsizetype n = std::min(length, m_pixels - m_out->size()); n > 0; --n)
            m_out->append(m_out->at(m_out->size() - distance));
        return true;
    }

private:
    QByteArray *m_out;
    qsizetype m_pixels;
};

QString endedEarly(const char *format, const Output &out, qsizetype pixels)
{
    return QStringLiteral("its %1 data ends after %2 of %3 pixels")
            .arg(QLatin1String(format), QString::number(out.count()), QString::number(pixels));
}

} // namespace

QString decodeSffRle8(QByteArrayView in, qsizetype pixels, QByteArray *out)
{
    Input input(in);
    Output output(pixels, out);
    while (!output.full()) {
        quint8 d = input.next();
        qsizetype n = 1;
        if ((d & 0xc0) == 0x40) {
            n = d & 0x3f;
            d = input.next();
        }
        if (input.ended())
            return endedEarly("RLE8", output, pixels);
        output.run(d, n);
    }
    return QString();
}

QString decodeSffRle5(QByteArrayView in, qsizetype pixels, QByteArray *out)
{
    Input input(in);
    Output output(pixels, out);
    while (!output.full()) {
        const int firstRun = input.next();
        const quint8 lengths = input.next();
        const quint8 colour = (lengths & 0x80) ? input.next() : 0;
        if (input.ended())
            return endedEarly("RLE5", output, pixels);
        output.run(colour, qsizetype(firstRun) + 1);
        for (int runs = lengths & 0x7f; runs > 0 && !output.full(); --runs) {
            const quint8 d = input.next();
            if (input.ended())
                return endedEarly("RLE5", output, pixels);
            output.run(d & 0x1f, (d >> 5) + 1);
        }
    }
    return QString();
}

QString decodeSffLz5(QByteArrayView in, qsizetype pixels, QByteArray *out)
{
    Input input(in);
    Output output(pixels, out);
    quint8 recycled = 0; // the top bits of short copies, two at a time
    int recycledBits = 0;
    while (!output.full()) {
        const quint8 flags = input.next();
        for (int packet = 0; packet < 8 && !output.full(); ++packet) {
            const int d = input.next();
            if (flags & (1 << packet)) {
                qsizetype distance = 0;
                qsizetype length = 0;
                if ((d & 0x3f) == 0) {
                    distance = ((d << 2) | input.next()) + 1;
                    length = qsizetype(input.next()) + 3;
                } else {
                    recycled |= quint8((d & 0xc0) >> recycledBits);
                    recycledBits += 2;
                    length = (d & 0x3f) + 1;
                    if (recycledBits < 8) {
                        distance = qsizetype(input.next()) + 1;
                    } else {
                        distance = qsizetype(recycled) + 1;
                        recycled = 0;
                        recycledBits = 0;
                    }
                }
                if (input.ended())
                    return endedEarly("LZ5", output, pixels);
                if (!output.copy(distance, length))
                    return QStringLiteral("its LZ5 data copies from %1 pixels back after only %2")
                            .arg(QString::number(distance), QString::number(output.count()));
            } else {
                qsizetype length = d >> 5;
                if (length == 0)
                    length = qsizetype(input.next()) + 8;
                if (input.ended())
                    return endedEarly("LZ5", output, pixels);
                output.run(quint8(d & 0x1f), length);
            }
        }
    }
    return QString();
}

QString sffPcxSize(QByteArrayView pcx, QSize *size)
{
    if (pcx.size() < 128)
        return QStringLiteral("its PCX header is cut short (%1 of 128 bytes)").arg(pcx.size());
    const auto word = [&](int at) { return int(quint8(pcx[at]) | quint8(pcx[at + 1]) << 8); };
    if (quint8(pcx[3]) != 8 || quint8(pcx[65]) != 1)
        return QStringLiteral("its PCX image has %1 bits per pixel in %2 planes, not 8 in 1")
                .arg(QString::number(quint8(pcx[3])), QString::number(quint8(pcx[65])));
    *size = QSize(word(8) - word(4) + 1, word(10) - word(6) + 1);
    return QString();
}

QString decodeSffPcx(QByteArrayView pcx, QSize size, QByteArray *out)
{
    const bool rle = pcx[2] == 1;
    const int bytesPerLine = quint8(pcx[66]) | quint8(pcx[67]) << 8;
    if (bytesPerLine < size.width())
        return QStringLiteral("its PCX lines of %1 bytes are shorter than its width %2")
                .arg(QString::number(bytesPerLine), QString::number(size.width()));
    Input input(pcx.sliced(128));
    const qsizetype pixels = qsizetype(size.width()) * size.height();
    out->clear();
    out->reserve(std::min<qsizetype>(pixels, qsizetype(1) << 16));
    int column = 0; // in the line of bytesPerLine bytes
    while (out->size() < pixels) {
        quint8 d = input.next();
        int n = 1;
        if (rle && (d & 0xc0) == 0xc0) {
            n = d & 0x3f;
            d = input.next();
        }
        if (input.ended())
            return QStringLiteral("its PCX data ends after %1 of %2 pixels")
                    .arg(QString::number(out->size()), QString::number(pixels));
        for (; n > 0 && out->size() < pixels; --n) {
            if (column < size.width())
                out->append(char(d));
            if (++column == bytesPerLine) {
                column = 0;
                break; // a run ends at the end of its line
            }
        }
    }
    return QString();
}

} // namespace hitbox::model
