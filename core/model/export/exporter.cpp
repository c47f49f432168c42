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

namespace {

// `text` with line breaks and other control characters written as escapes (\n, \r, \t,
// \uXXXX), so that a name holding one cannot break a problem into several lines.
QString controlCharactersEscaped(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        const QChar::Category category = c.category();
        if (category != QChar::Other_Control && category != QChar::Separator_Line
            && category != QChar::Separator_Paragraph) {
            out += c;
        } else if (c == u'\n') {
            out += QStringLiteral("\\n");
        } else if (c == u'\r') {
            out += QStringLiteral("\\r");
        } else if (c == u'\t') {
            out += QStringLiteral("\\t");
        } else {
            out += QStringLiteral("\\u%1").arg(uint(c.unicode()), 4, 16, QChar(u'0'));
        }
    }
    return out;
}

} // namespace

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

QString writeExportPlan(const ExportPlan &plan, const QString &outputPath, bool writesFolder)
{
    const QString shownOutput = QDir::toNativeSeparators(outputPath);
    if (!plan.ok())
        return QStringLiteral("%1: the export has problems; nothing was written").arg(shownOutput);
    if (writesFolder) {
        const QFileInfo folder(fileSystemPath(outputPath));
        if (folder.exists() && !folder.isDir()) {
            const QString reason = folder.isFile() ? QStringLiteral("is a file, not a folder")
                                                   : unwritableReason(outputPath);
            return QStringLiteral("%1: %2; nothing was written").arg(shownOutput, reason);
        }
        if (!folder.exists() && folder.isSymLink())
            return QStringLiteral("%1: %2; nothing was written")
                    .arg(shownOutput, unwritableReason(outputPath));
    }
    FileTransaction transaction;
    transaction.setCreateFolders(writesFolder);
    for (const ExportedFile &file : plan.files)
        transaction.add(writesFolder ? QDir(outputPath).filePath(file.relativePath) : outputPath,
                        file.contents);
    return transaction.commit();
}

} // namespace hitbox::model
