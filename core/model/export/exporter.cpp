#include "exporter.h"

#include <QDir>
#include <QFileInfo>
#include <QImageReader>
#include <QSaveFile>

#include <memory>
#include <vector>

namespace hitbox::model {

QList<ExportFormat> allExportFormats()
{
    return {ExportFormat::Godot,
            ExportFormat::Tiled,
            ExportFormat::TiledJson,
            ExportFormat::Phaser,
            ExportFormat::LibGdx,
            ExportFormat::Defold,
            ExportFormat::Spine};
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

QString ExportProblem::text() const
{
    return where.isEmpty() ? reason : QStringLiteral("%1: %2").arg(where, reason);
}

QSize imageSizeFromHeader(const QString &imagePath)
{
    QImageReader reader(imagePath);
    return reader.size();
}

QString writeExportPlan(const ExportPlan &plan, const QString &outputPath, bool writesFolder)
{
    if (!plan.ok())
        return QStringLiteral("%1: the export has problems; nothing was written").arg(outputPath);
    if (writesFolder && !QDir().mkpath(outputPath))
        return QStringLiteral("%1: cannot create the folder").arg(outputPath);

    // Everything goes to temporary files first; they replace the real ones only when every
    // one was written, so a full disk halfway leaves all files as they were.
    std::vector<std::unique_ptr<QSaveFile>> files;
    for (const ExportedFile &file : plan.files) {
        const QString path
                = writesFolder ? QDir(outputPath).filePath(file.relativePath) : outputPath;
        if (writesFolder && !QDir().mkpath(QFileInfo(path).absolutePath()))
            return QStringLiteral("%1: cannot create the folder")
                    .arg(QFileInfo(path).absolutePath());
        auto out = std::make_unique<QSaveFile>(path);
        out->setDirectWriteFallback(false);
        if (!out->open(QIODevice::WriteOnly))
            return QStringLiteral("%1: %2").arg(path, out->errorString());
        if (out->write(file.contents) != file.contents.size())
            return QStringLiteral("%1: %2").arg(path, out->errorString());
        files.push_back(std::move(out));
    }
    for (const auto &file : files) {
        if (!file->commit())
            return QStringLiteral("%1: %2").arg(file->fileName(), file->errorString());
    }
    return {};
}

} // namespace hitbox::model
