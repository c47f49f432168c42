#include "model/io/asepriteblend.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace hitbox::model {
namespace {

int divide255(int a, int b) // Aseprite's DIV_UN8: a * 255 / b, rounded
{
    return (a * 0xff + b / 2) / b;
}

int screen(int b, int s)
{
    return b + s - aseMultiply255(b, s);
}

int hardLight(int b, int s)
{
    return s < 128 ? aseMultiply255(b, s << 1) : screen(b, (s << 1) - 255);
}

int colorDodge(int b, int s)
{
    if (b == 0)
        return 0;
    s = 255 - s;
    return b >= s ? 255 : divide255(b, s);
}

int colorBurn(int b, int s)
{
    if (b == 255)
        return 255;
    b = 255 - b;
    return b >= s ? 0 : 255 - divide255(b, s);
}

int softLight(int backdrop, int source)
{
    const double b = backdrop / 255.0;
    const double s = source / 255.0;
    const double d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : std::sqrt(b);
    const double r = s <= 0.5 ? b - (1.0 - 2.0 * s) * b * (1.0 - b) : b + (2.0 * s - 1.0) * (d - b);
    return int(r * 255 + 0.5);
}

int divideChannel(int b, int s)
{
    if (b == 0)
        return 0;
    return b >= s ? 255 : divide255(b, s);
}

int channel(AseBlendMode mode, int b, int s)
{
    switch (mode) {
    case AseBlendMode::Multiply:
        return aseMultiply255(b, s);
    case AseBlendMode::Screen:
        return screen(b, s);
    case AseBlendMode::Overlay:
        return hardLight(s, b);
    case AseBlendMode::Darken:
        return std::min(b, s);
    case AseBlendMode::Lighten:
        return std::max(b, s);
    case AseBlendMode::ColorDodge:
        return colorDodge(b, s);
    case AseBlendMode::ColorBurn:
        return colorBurn(b, s);
    case AseBlendMode::HardLight:
        return hardLight(b, s);
    case AseBlendMode::SoftLight:
        return softLight(b, s);
    case AseBlendMode::Difference:
        return std::abs(b - s);
    case AseBlendMode::Exclusion:
        return b + s - 2 * aseMultiply255(b, s);
    case AseBlendMode::Addition:
        return std::min(b + s, 255);
    case AseBlendMode::Subtract:
        return std::max(b - s, 0);
    case AseBlendMode::Divide:
        return divideChannel(b, s);
    default: // Normal, and the HSL modes approximated by it
        return s;
    }
}

QRgb normal(QRgb backdrop, QRgb source, int opacity)
{
    if (qAlpha(backdrop) == 0)
        return (source & 0x00ffffffu) | QRgb(aseMultiply255(qAlpha(source), opacity)) << 24;
    if (qAlpha(source) == 0)
        return backdrop;
    const int ba = qAlpha(backdrop);
    const int sa = aseMultiply255(qAlpha(source), opacity);
    const int ra = sa + ba - aseMultiply255(ba, sa);
    const auto mix = [&](int b, int s) { return b + (s - b) * sa / ra; };
    return qRgba(mix(qRed(backdrop), qRed(source)),
                 mix(qGreen(backdrop), qGreen(source)),
                 mix(qBlue(backdrop), qBlue(source)),
                 ra);
}

} // namespace

QRgb aseBlend(AseBlendMode mode, QRgb backdrop, QRgb source, int opacity)
{
    if (mode == AseBlendMode::Normal || qAlpha(backdrop) == 0)
        return normal(backdrop, source, opacity);
    const QRgb blended = qRgba(channel(mode, qRed(backdrop), qRed(source)),
                               channel(mode, qGreen(backdrop), qGreen(source)),
                               channel(mode, qBlue(backdrop), qBlue(source)),
                               qAlpha(source));
    return normal(backdrop, blended, opacity);
}

} // namespace hitbox::model
