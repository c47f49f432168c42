#include "model/document/engineproperties.h"

namespace hitbox::model {

QString tiledPropertyTypeName(PropertyType type)
{
    switch (type) {
    case PropertyType::String:
        break;
    case PropertyType::Int:
        return QStringLiteral("int");
    case PropertyType::Number:
        return QStringLiteral("float");
    case PropertyType::Bool:
        return QStringLiteral("bool");
    case PropertyType::Color:
        return QStringLiteral("color");
    }
    return QStringLiteral("string");
}

std::optional<PropertyType> propertyTypeFromTiledName(const QString &name)
{
    for (const PropertyType type : allPropertyTypes) {
        if (tiledPropertyTypeName(type) == name)
            return type;
    }
    return std::nullopt;
}

bool isTiledObjectPropertyName(const QString &name)
{
    return name == QLatin1String("sensor");
}

bool isTiledTilePropertyName(const QString &name)
{
    return name == QLatin1String("pivot_x") || name == QLatin1String("pivot_y");
}

bool isTiledTilesetPropertyName(const QString &name)
{
    return name.startsWith(tiledAnimationPropertyPrefix());
}

QString tiledAnimationPropertyPrefix()
{
    return QStringLiteral("animation ");
}

const QStringList &godotShapeMetadataNames()
{
    static const QStringList names{QStringLiteral("hitbox_shape"),
                                   QStringLiteral("hitbox_frame"),
                                   QStringLiteral("hitbox_sensor")};
    return names;
}

const QStringList &godotRootMetadataNames()
{
    static const QStringList names{QStringLiteral("hitbox_sprite"),
                                   QStringLiteral("hitbox_mirrored"),
                                   QStringLiteral("hitbox_frame_properties")};
    return names;
}

} // namespace hitbox::model
