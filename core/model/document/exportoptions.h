#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace hitbox::model {

/// The targets `hitbox-cli export` and File > Export As write.
enum class ExportFormat {
    Godot,     ///< Godot 4 scene per sprite (.tscn)
    Tiled,     ///< Tiled tileset (.tsx)
    TiledJson, ///< Tiled tileset (.tsj)
    Phaser,    ///< PhysicsEditor JSON for Phaser's Matter physics
    LibGdx,    ///< libGDX Physics Body Editor JSON
    Defold,    ///< Defold .convexshape files
    Spine,     ///< Spine skeleton JSON with bounding-box attachments
    Air,       ///< MUGEN / Ikemen GO animations (.air)
};

/// Every format, in the order menus and `--help` list them.
QList<ExportFormat> allExportFormats();

/// The name on the command line and in documents: "godot", "tiled", "tiled-json",
/// "phaser", "libgdx", "defold", "spine", "air".
QString exportFormatName(ExportFormat format);

/// The format called `name` (see exportFormatName), or none.
std::optional<ExportFormat> exportFormatFromName(const QString &name);

/// Fewest and most vertices a convex piece may be allowed (ExportOptions::maxPolygonVertices).
inline constexpr int minExportPolygonVertices = 3;
inline constexpr int maxExportPolygonVertices = 1024;

/// What to export and how. Formats ignore the options they have no use for. There is no y
/// direction option: every target has one convention, which its exporter follows.
struct ExportOptions
{
    ExportFormat format = ExportFormat::Godot;
    double pixelsPerMetre = 32.0; ///< Box2D-family targets (libGDX, Defold): pixels per unit
    QStringList sprites;          ///< sprite names to export; empty: every sprite
    QStringList roles;            ///< shape roles to export; empty: every role
    bool allFrames = true;        ///< every frame; false: only each sprite's frame 0
    bool mirrored = false;        ///< also write copies flipped about the pivot ("NAME_flipped")
    int maxPolygonVertices = 8;   ///< convex pieces' vertex limit (Box2D: 8)

    /// True when the sprite named `name` is exported (`sprites` is empty or names it).
    bool exportsSprite(const QString &name) const
    {
        return sprites.isEmpty() || sprites.contains(name);
    }

    friend bool operator==(const ExportOptions &, const ExportOptions &) = default;
};

/// The last export of a document, saved with it so File > Export can repeat it.
struct ExportSettings
{
    ExportOptions options;
    /// The file or folder written, absolute in memory; the document stores it relative to
    /// its own folder, like image paths.
    QString outputPath;
    bool exportOnSave = false; ///< File > Save also exports with these settings

    friend bool operator==(const ExportSettings &, const ExportSettings &) = default;
};

} // namespace hitbox::model
