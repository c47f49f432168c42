#pragma once

// Documents for the runtime's parity tests, written into a folder with their images:
// both versions, every shape kind, polygons with holes and invalid ones, roles bound to
// the image and a custom matrix, thresholds, colour keys (also on semi-transparent pixels of
// cut frames), atlas rectangles, rotation, trims, source sizes reaching past the image,
// frame images, 16-bit and indexed PNGs, the frames of an animated GIF.

#include "animationfiles.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QStringList>

namespace hitbox::testsupport {

inline void writeParityImages(const QDir &dir)
{
    QImage blob(48, 40, QImage::Format_ARGB32);
    blob.fill(Qt::transparent);
    for (int y = 0; y < blob.height(); ++y) {
        for (int x = 0; x < blob.width(); ++x) {
            const double dx = (x - 24) / 22.0;
            const double dy = (y - 20) / 17.0;
            if (dx * dx + dy * dy <= 1.0)
                blob.setPixel(x, y, qRgba(200, 40 + x, 90, (x * 255) / 47));
        }
    }
    blob.save(dir.filePath(QStringLiteral("blob.png")));

    QImage keyed(40, 36, QImage::Format_RGB32);
    keyed.fill(QColor(255, 0, 255));
    QPainter painter(&keyed);
    painter.fillRect(2, 2, 12, 30, QColor(250, 5, 250)); // near the key: keyed out by tolerance
    painter.fillRect(16, 4, 20, 12, QColor(30, 160, 60));
    painter.fillRect(20, 20, 14, 14, QColor(241, 14, 255)); // just outside the tolerance
    painter.end();
    keyed.save(dir.filePath(QStringLiteral("keyed.png")));

    // A sheet of two cells with semi-transparent key-coloured pixels: their green is 2 or 30,
    // far enough from the tolerance (10) that the editor's premultiplied rounding of cut
    // frames (a step or two at these alphas) does not change the key's answer.
    QImage sheet(64, 32, QImage::Format_ARGB32);
    sheet.fill(Qt::transparent);
    for (int y = 0; y < 32; ++y) {
        for (int x = 0; x < 64; ++x) {
            const int cellX = x % 32;
            if ((cellX - 16) * (cellX - 16) + (y - 16) * (y - 16) < 14 * 14)
                sheet.setPixel(x, y, qRgba(255, x % 3 == 0 ? 30 : 2, 255, 90 + (y * 5) % 166));
            if (x >= 36 && x < 60 && y >= 4 && y < 10)
                sheet.setPixel(x, y, qRgba(20, 20, 200, 255));
        }
    }
    sheet.save(dir.filePath(QStringLiteral("sheet.png")));

    QImage deep(20, 18, QImage::Format_RGBA64);
    for (int y = 0; y < deep.height(); ++y) {
        for (int x = 0; x < deep.width(); ++x)
            deep.setPixelColor(
                    x, y, QColor::fromRgba64(1000, 50000, 3000, quint16(x * 3449 + y * 101)));
    }
    deep.save(dir.filePath(QStringLiteral("deep.png")));

    QImage indexed(24, 24, QImage::Format_Indexed8);
    indexed.setColorTable({qRgba(0, 0, 0, 0), qRgba(255, 0, 0, 255), qRgba(0, 0, 255, 127)});
    for (int y = 0; y < 24; ++y) {
        for (int x = 0; x < 24; ++x)
            indexed.setPixel(x, y, uint((x / 4 + y / 6) % 3));
    }
    indexed.save(dir.filePath(QStringLiteral("indexed.png")));

    // Three GIF frames of a square on the key colour, the square elsewhere in each: which
    // frame an imageIndex takes decides the pixel tier.
    QList<testing::AnimationFrame> gifFrames;
    for (int f = 0; f < 3; ++f) {
        QImage canvas(30, 24, QImage::Format_RGB32);
        canvas.fill(QColor(255, 0, 255));
        QPainter square(&canvas);
        square.fillRect(2 + f * 9, 3 + f * 5, 10, 8, QColor(40 * f, 200, 30));
        square.end();
        gifFrames.append({canvas, 60 + f * 20});
    }
    QFile gif(dir.filePath(QStringLiteral("moving.gif")));
    if (gif.open(QIODevice::WriteOnly))
        gif.write(testing::animatedGif(gifFrames));
}

inline const char *parityVersion2()
{
    return R"({"format": "hitbox", "version": 2,
  "roles": [{"name": "body", "collidesWith": ["body"], "image": true},
            {"name": "hitbox", "collidesWith": ["hurtbox", "shield"]},
            {"name": "hurtbox", "collidesWith": ["hitbox"]},
            {"name": "shield", "collidesWith": ["hitbox", "shield"], "image": true},
            {"name": "ghost"}],
  "sprites": [
    {"name": "blob", "image": "blob.png", "threshold": 100,
     "frames": [
       {"shapes": [{"type": "box", "x": -20, "y": -15, "w": 30, "h": 25},
                   {"type": "circle", "center": [4, 3], "radius": 12, "role": "hurtbox"},
                   {"type": "polygon", "role": "hitbox",
                    "points": [[-20, -10], [20, -10], [20, 10], [0, 0], [-20, 10]]},
                   {"type": "polygon", "points": [[-10, -10], [12, -10], [12, 12], [-10, 12]],
                    "holes": [[[-5, -5], [6, -5], [6, 6], [-5, 6]]]}]},
       {"threshold": 200, "pivot": [5, 5], "duration": 40,
        "shapes": [{"type": "polygon", "points": [[0, 0], [10, 10], [10, 0], [0, 10]]},
                   {"type": "polygon", "points": [[0, 0], [20, 0], [20, 20], [0, 20]],
                    "holes": [[[0, 5], [5, 5], [5, 10]]]},
                   {"type": "circle", "center": [0, 0], "radius": 9, "role": "shield"},
                   {"type": "box", "x": 0, "y": 0, "w": 8, "h": 8, "role": "ghost"}]},
       {"threshold": 0, "shapes": []}],
     "animations": [{"name": "pulse", "frames": [0, 1, 2], "direction": "pingpong"},
                    {"name": "once", "frames": [2, 0, 1], "direction": "reverse", "loop": false}]},
    {"name": "sheet:cell#1", "image": "sheet.png", "pivot": [16, 16],
     "frames": [
       {"rect": [0, 0, 32, 32], "colorKey": {"color": "#ff00ff", "tolerance": 10},
        "shapes": [{"type": "circle", "center": [0, 0], "radius": 10, "role": "hurtbox"},
                   {"type": "box", "x": -6, "y": -6, "w": 12, "h": 12, "role": "shield"}]},
       {"rect": [32, 0, 32, 32], "rotated": true, "trim": [2, 3], "sourceSize": [36, 38],
        "shapes": [{"type": "polygon", "role": "hitbox", "points": [[-8, -8], [8, -8], [0, 12]]}]},
       {"rect": [40, 20, 40, 20], "colorKey": {"color": "#ff00ff", "tolerance": 40},
        "shapes": [{"type": "box", "x": -4, "y": -4, "w": 30, "h": 6}]}]},
    {"name": "keyed", "image": "keyed.png", "colorKey": {"color": "#ff00ff", "tolerance": 6},
     "frames": [
       {"shapes": [{"type": "box", "x": -10, "y": -10, "w": 20, "h": 12, "role": "hitbox"}]},
       {"image": "deep.png", "threshold": 90, "colorKey": {"color": "#03c300", "tolerance": 1},
        "shapes": [{"type": "circle", "center": [2, 2], "radius": 6, "role": "hurtbox"}]},
       {"image": "indexed.png", "threshold": 127, "pivot": [0, 0],
        "shapes": [{"type": "polygon", "points": [[0, 0], [24, 0], [12, 24]], "role": "shield"}]},
       {"flipY": true, "shapes": [{"type": "box", "x": -10, "y": -10, "w": 20, "h": 12}]},
       {"image": "sheet.png", "rect": [32, 0, 32, 32], "rotated": true, "trim": [2, 3],
        "sourceSize": [36, 38], "flipX": true, "flipY": true,
        "shapes": [{"type": "polygon", "role": "hitbox", "points": [[-8, -8], [8, -8], [0, 12]]}]},
       {"image": "sheet.png", "rect": [40, 20, 40, 20], "flipX": true,
        "shapes": [{"type": "box", "x": -4, "y": -4, "w": 30, "h": 6}]}]},
    {"name": "moving", "image": "moving.gif", "colorKey": {"color": "#ff00ff"},
     "frames": [
       {"imageIndex": 0, "duration": 60, "shapes": [{"type": "box", "x": -4, "y": -4, "w": 8, "h": 8}]},
       {"imageIndex": 2, "duration": 100, "pivot": [0, 0]},
       {"imageIndex": 1, "duration": 80, "threshold": 255,
        "shapes": [{"type": "circle", "center": [3, 1], "radius": 5, "role": "hurtbox"}]}],
     "animations": [{"name": "slide", "frames": [0, 2, 1], "direction": "reverse"}]}
  ]})";
}

inline const char *parityVersion1()
{
    return R"({"format": "hitbox", "version": 1,
  "sprites": [
    {"name": "old blob", "image": "blob.png", "threshold": 60, "pivot": [24, 20],
     "box": {"x": -18, "y": -12, "w": 36, "h": 24},
     "circle": {"center": [0, 0], "radius": 15},
     "polygons": [{"name": "wing", "role": "wing", "points": [[-20, 0], [0, -18], [20, 0]]},
                  {"points": [[0, 0], [4, 4], [4, 0], [0, 4]]}]},
    {"image": "keyed.png", "colorKey": {"color": "#ff00ff", "tolerance": 6},
     "polygons": [{"role": "tail", "points": [[-10, -10], [10, -10], [10, 10]]}]}]})";
}

/// Writes the parity documents and their images into `dir`; returns their paths.
inline QStringList writeParityDocuments(const QDir &dir)
{
    writeParityImages(dir);
    QStringList paths;
    for (const auto &[name, text] : {std::pair{"rich-v2.hitbox.json", parityVersion2()},
                                     std::pair{"old-v1.hitbox.json", parityVersion1()}}) {
        const QString path = dir.filePath(QString::fromLatin1(name));
        QFile file(path);
        if (file.open(QIODevice::WriteOnly))
            file.write(text);
        paths << path;
    }
    return paths;
}

} // namespace hitbox::testsupport
