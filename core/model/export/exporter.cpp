#include "model/export/exporter.h"

#include "model/io/asepritefile.h"
#include "model/io/localfile.h"
#include "model/io/safewrite.h"

#include <QDir>
#include <QFileInfo>
#include <QImageReader>

namespace hitbox::model {

const Exporter *exporterFor(ExportFormat format)
{
    for (const Exporter *exporter : exporters()) {
        if (exporter->format() == format)
            return exporter;
    }
    return nullptr;
}

QString ExportProblem::text() const
{
    return controlCharactersEscaped(where.isEmpty() ? reason
                                                    : QStringLiteral("%1: %2").arg(where, reason));
}

QSize imageSizeFromHeader(const QString &imagePath)
{
    if (const QSize canvas = asepriteFileCanvasSize(imagePath); !canvas.isEmpty())
        return canvas;
    QImageReader reader(imagePath);
    return reader.size();
}

QStringList exportFilePaths(const ExportPlan &plan, const QString &outputPath, bool writesFolder)
{
    QStringList paths;
    paths.reserve(plan.files.size());
    for (const ExportedFile &file : plan.files)
        paths << (writesFolder ? QDir(outputPath).filePath(file.relativePath) : outputPath);
    return paths;
}

QString exportTargetProblem(const QString &outputPath, bool writesFolder)
{
    const QFileInfo target(fileSystemPath(outputPath));
    if (!writesFolder)
        return unwritableReason(outputPath);
    if (target.exists() && !target.isDir())
        return target.isFile() ? QStringLiteral("is a file, not a folder")
                               : unwritableReason(outputPath);
    if (!target.exists() && target.isSymLink())
        return unwritableReason(outputPath);
    return QString();
}

QString writeExportPlan(const ExportPlan &plan,
                        const QString &outputPath,
                        bool writesFolder,
                        FileTransaction with)
{
    const QString shownOutput = QDir::toNativeSeparators(outputPath);
    if (!plan.ok())
        return QStringLiteral("%1: the export has problems; nothing was written").arg(shownOutput);
    if (writesFolder) {
        if (const QString problem = exportTargetProblem(outputPath, true); !problem.isEmpty())
            return QStringLiteral("%1: %2; nothing was written").arg(shownOutput, problem);
    }
    with.setCreateFolders(true);
    const QStringList paths = exportFilePaths(plan, outputPath, writesFolder);
    for (qsizetype i = 0; i < paths.size(); ++i)
        with.add(paths[i], plan.files[i].contents);
    return with.commit();
}

} // namespace hitbox::model
