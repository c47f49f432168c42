#include "sheetimport.h"

#include "animatedimport.h"
#include "atlasimport.h"
#include "gridslicer.h"
#include "sequenceimport.h"

#include "model/imageloader.h"
#include "model/localfile.h"

#include <QFile>
#include <QFileInfo>
#include <QImageReader>

namespace hitbox::model {
namespace {

// The first bytes of a file, for the JSON test.
constexpr qint64 probeBytes = 64 * 1024;

bool startsLikeJson(const QByteArray &head)
{
    for (const char c : head) {
        if (c == '{')
            return true;
        if (c != ' ' && c != '\t' && c != '\r' && c != '\n')
            return false;
    }
    return false;
}

bool isAnimated(const QString &path)
{
    QFile file(path);
    if (file.open(QIODevice::ReadOnly) && animatedPngFrameCount(file))
        return true;
    QImageReader reader(path);
    return reader.supportsAnimation() && reader.imageCount() > 1;
}

} // namespace

ImportResult importStillImage(const QString &path)
{
    const QString absolute = absoluteFileSystemPath(path);
    const LoadedImage loaded = loadImage(absolute);
    ImportResult result;
    if (!loaded.ok()) {
        result.error = loaded.error;
        return result;
    }
    result.sheet.kind = SheetKind::Image;
    result.sheet.imagePath = absolute;
    result.sheet.frames.append(ImportedFrame{});
    return result;
}

ImportResult
importSheet(const QString &path, const std::optional<GridSpec> &grid, FrameSources *sources)
{
    const QString absolute = absoluteFileSystemPath(path);
    const QFileInfo info(absolute);
    if (info.isDir()) {
        if (grid)
            return importFailure(absolute, QStringLiteral("a grid splits one image, not a folder"));
        return importFolder(absolute);
    }
    if (const QString reason = unreadableReason(absolute, QStringLiteral("an image or atlas"));
        !reason.isEmpty()) {
        return importFailure(absolute, reason);
    }
    QFile file(absolute);
    if (!file.open(QIODevice::ReadOnly))
        return importFailure(absolute,
                             QStringLiteral("cannot be read (%1)").arg(file.errorString()));
    const QByteArray head = file.read(probeBytes);
    file.close();
    if (startsLikeJson(head)) {
        if (grid) {
            return importFailure(absolute,
                                 QStringLiteral("a grid splits one image, not an atlas JSON"));
        }
        return importAtlasJson(absolute, sources);
    }
    if (grid)
        return importGrid(absolute, *grid, sources);
    // Larger files are left to importStillImage(), which refuses them before reading.
    if (info.size() <= maxImageFileBytes && isAnimated(absolute))
        return importAnimatedImage(absolute);
    return importStillImage(absolute);
}

} // namespace hitbox::model
