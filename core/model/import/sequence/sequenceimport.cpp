#include "model/import/sequence/sequenceimport.h"

#include "model/import/numberedframes.h"

#include "model/io/imageloader.h"
#include "model/io/localfile.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace hitbox::model {

ImportResult importSequence(const QStringList &paths)
{
    if (paths.isEmpty()) {
        ImportResult result;
        result.error = QStringLiteral("no image files to import");
        return result;
    }
    if (paths.size() > maxFramesPerSprite) {
        return importFailure(
                absoluteFileSystemPath(paths.first()),
                QStringLiteral("one of %1 files, more than the %2 frames one import "
                               "may hold")
                        .arg(QString::number(paths.size()), QString::number(maxFramesPerSprite)));
    }
    ImportResult result;
    ImportedSheet &sheet = result.sheet;
    sheet.kind = SheetKind::Sequence;
    QStringList sorted = paths;
    std::sort(sorted.begin(), sorted.end(), [](const QString &a, const QString &b) {
        return QFileInfo(a).fileName() < QFileInfo(b).fileName();
    });
    for (const QString &path : std::as_const(sorted)) {
        ImportedFrame frame;
        frame.region.imagePath = absoluteFileSystemPath(path);
        frame.name = QFileInfo(frame.region.imagePath).fileName();
        sheet.frames.append(frame);
    }
    sheet.animations = orderNumberedFrames(sheet.frames);
    for (const ImportedFrame &frame : std::as_const(sheet.frames)) {
        if (const LoadedImage loaded = loadImage(frame.region.imagePath); !loaded.ok()) {
            ImportResult failed;
            failed.error = loaded.error;
            return failed;
        }
    }
    sheet.imagePath = sheet.frames.first().region.imagePath;
    return result;
}

ImportResult importFolder(const QString &folder)
{
    const QString absolute = absoluteFileSystemPath(folder);
    const QFileInfo info(absolute);
    if (!info.isDir())
        return importFailure(absolute, QStringLiteral("not a folder"));
    const QDir dir(absolute);
    const QStringList names
            = dir.entryList(imageFileNamePatterns(), QDir::Files | QDir::Readable, QDir::Name);
    if (names.isEmpty())
        return importFailure(absolute, QStringLiteral("holds no image files"));
    if (names.size() > maxFramesPerSprite) {
        return importFailure(
                absolute,
                QStringLiteral("holds %1 image files, more than the %2 frames one "
                               "import may hold")
                        .arg(QString::number(names.size()), QString::number(maxFramesPerSprite)));
    }
    QStringList paths;
    for (const QString &name : names)
        paths.append(dir.filePath(fileSystemPath(name)));
    return importSequence(paths);
}

namespace {

class SequenceImporter final : public Importer
{
public:
    QString name() const override { return QStringLiteral("sequence"); }
    QString inputText() const override { return QStringLiteral("a folder"); }
    QStringList fileNamePatterns() const override { return {}; }
    bool reads(const ImportInput &input) const override { return input.isFolder; }
    ImportResult read(const ImportInput &input) const override { return importFolder(input.path); }
};

} // namespace

const Importer &sequenceImporter()
{
    static const SequenceImporter importer;
    return importer;
}

} // namespace hitbox::model
