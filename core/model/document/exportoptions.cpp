#include "model/document/exportoptions.h"

namespace hitbox::model {

QList<ExportFormat> allExportFormats()
{
    return {ExportFormat::Godot,
            ExportFormat::Tiled,
            ExportFormat::TiledJson,
            ExportFormat::Phaser,
            ExportFormat::LibGdx,
            ExportFormat::Defold,
            ExportFormat::Spine,
            ExportFormat::Air};
}

QString exportFormatName(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Godot:
        return QStringLiteral("godot");
    case ExportFormat::Tiled:
        return QStringLiteral("tiled");
    case ExportFormat::TiledJson:
        return QStringLiteral("tiled-json");
    case ExportFormat::Phaser:
        return QStringLiteral("phaser");
    case ExportFormat::LibGdx:
        return QStringLiteral("libgdx");
    case ExportFormat::Defold:
        return QStringLiteral("defold");
    case ExportFormat::Spine:
        return QStringLiteral("spine");
    case ExportFormat::Air:
        return QStringLiteral("air");
    }
    return {};
}

std::optional<ExportFormat> exportFormatFromName(const QString &name)
{
    for (ExportFormat format : allExportFormats()) {
        if (exportFormatName(format) == name)
            return format;
    }
    return std::nullopt;
}

} // namespace hitbox::model
