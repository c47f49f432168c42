#pragma once

// The editor's reading of a document (model::parseProject) as the runtime's value types:
// the oracle the runtime's reader is checked against.

#include "model/io/projectformat.h"

#include <hitbox/runtime/document.h>

#include <optional>

namespace hitbox::testsupport {

inline std::string utf8(const QString &s)
{
    return s.toStdString();
}

inline std::optional<runtime::ColorKey> runtimeKey(const std::optional<model::ColorKey> &key)
{
    if (!key)
        return std::nullopt;
    const QColor c = key->color;
    return runtime::ColorKey{
            std::uint8_t(c.red()), std::uint8_t(c.green()), std::uint8_t(c.blue()), key->tolerance};
}

inline runtime::Properties runtimeProperties(const model::Properties &properties)
{
    runtime::Properties out;
    for (const model::Property &p : properties) {
        runtime::PropertyValue value;
        switch (p.type()) {
        case model::PropertyType::String:
            value = utf8(std::get<QString>(p.value));
            break;
        case model::PropertyType::Int:
            value = std::int32_t(std::get<int>(p.value));
            break;
        case model::PropertyType::Number:
            value = std::get<double>(p.value);
            break;
        case model::PropertyType::Bool:
            value = std::get<bool>(p.value);
            break;
        case model::PropertyType::Color: {
            const QColor c = std::get<QColor>(p.value);
            value = runtime::PropertyColor{std::uint8_t(c.red()),
                                           std::uint8_t(c.green()),
                                           std::uint8_t(c.blue()),
                                           std::uint8_t(c.alpha())};
            break;
        }
        }
        out.push_back({utf8(p.name), value});
    }
    return out;
}

inline runtime::Shape runtimeShape(const model::Shape &s)
{
    runtime::Shape out;
    out.kind = s.isBox()      ? runtime::ShapeKind::Box
               : s.isCircle() ? runtime::ShapeKind::Circle
                              : runtime::ShapeKind::Polygon;
    out.name = utf8(s.name);
    out.role = utf8(s.role);
    out.sensor = s.sensor;
    out.box = s.box;
    out.circle = s.circle;
    out.polygon = s.polygon;
    out.holes.assign(s.holes.cbegin(), s.holes.cend());
    out.properties = runtimeProperties(s.properties);
    return out;
}

inline runtime::Frame runtimeFrame(const model::Frame &f)
{
    runtime::Frame out;
    const model::FrameRegion &r = f.region;
    out.region.imagePath = utf8(r.imagePath);
    out.region.imageIndex = r.imageIndex;
    out.region.hasRect = !r.rect.isNull();
    if (out.region.hasRect) {
        out.region.x = r.rect.x();
        out.region.y = r.rect.y();
        out.region.width = r.rect.width();
        out.region.height = r.rect.height();
    }
    out.region.rotated = r.rotated;
    if (!r.sourceSize.isEmpty()) {
        out.region.sourceWidth = r.sourceSize.width();
        out.region.sourceHeight = r.sourceSize.height();
    }
    out.region.trimX = r.trimOffset.x();
    out.region.trimY = r.trimOffset.y();
    out.region.flipX = r.flipX;
    out.region.flipY = r.flipY;
    out.durationMs = f.durationMs;
    out.pivot = f.pivot;
    out.threshold = f.threshold;
    out.colorKey = runtimeKey(f.colorKey);
    for (const model::Shape &s : f.shapes)
        out.shapes.push_back(runtimeShape(s));
    out.properties = runtimeProperties(f.properties);
    return out;
}

/// The model's project as the runtime would hold it (version: `version`).
inline runtime::Document runtimeDocument(const model::Project &project, int version)
{
    runtime::Document doc;
    doc.version = version;
    for (const model::Sprite &s : project.sprites) {
        runtime::Sprite out;
        out.name = utf8(s.name);
        out.imagePath = utf8(s.imagePath);
        out.threshold = s.threshold;
        out.colorKey = runtimeKey(s.colorKey);
        out.pivot = s.pivot;
        for (const model::Frame &f : s.frames)
            out.frames.push_back(runtimeFrame(f));
        for (const model::Animation &a : s.animations) {
            out.animations.push_back({utf8(a.name),
                                      {a.frames.cbegin(), a.frames.cend()},
                                      runtime::AnimationDirection(int(a.direction)),
                                      a.loop,
                                      runtimeProperties(a.properties)});
        }
        out.properties = runtimeProperties(s.properties);
        doc.sprites.push_back(std::move(out));
    }
    doc.roles.roles.clear();
    for (const model::Role &r : project.roles.roles) {
        runtime::Role role{utf8(r.name), {}, r.usesImage};
        for (const QString &with : r.collidesWith)
            role.collidesWith.push_back(utf8(with));
        doc.roles.roles.push_back(std::move(role));
    }
    return doc;
}

} // namespace hitbox::testsupport
