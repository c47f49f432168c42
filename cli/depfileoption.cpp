#include "depfileoption.h"

#include "model/import/reimport.h"
#include "model/io/depfile.h"
#include "model/io/localfile.h"
#include "model/io/projectformat.h"

#include <QDir>

namespace hitbox::cli {

QString depfileUsage(const QString &target, const QStringList &dependencies, int column)
{
    QStringList lines{QStringLiteral("also write FILE, a Make/Ninja dependency file"),
                      QStringLiteral("\"%1: DEP DEP ...\", DEPs being").arg(target)};
    lines += dependencies;
    lines << QStringLiteral("(each once), written with %1, all or none, only on").arg(target)
          << QStringLiteral("success (exit 0); on failure FILE is left as it was.")
          << QStringLiteral("A name make and ninja cannot both read (a line break,")
          << QStringLiteral("';', '|', '=') is refused: exit 2, nothing written");
    QString text = QStringLiteral("  --depfile FILE").leftJustified(column, QLatin1Char(' '));
    for (qsizetype i = 0; i < lines.size(); ++i)
        text += (i == 0 ? QString() : QString(column, QLatin1Char(' '))) + lines[i] + '\n';
    return text;
}

QString depfileTargetProblem(const QString &depfile, const QString &target)
{
    if (depfile.isEmpty())
        return {};
    if (model::absoluteFileSystemPath(depfile) == model::absoluteFileSystemPath(target)) {
        return QStringLiteral("%1: the dependency file would replace the output; give it a name "
                              "of its own")
                .arg(QDir::toNativeSeparators(depfile));
    }
    return model::unwritableTargetMessage(depfile);
}

QString addDepfileIfAsked(model::FileTransaction &transaction,
                          const QString &depfile,
                          const QString &target,
                          const QStringList &dependencies)
{
    if (depfile.isEmpty())
        return {};
    const QString problem = model::addDepfile(transaction, depfile, target, dependencies);
    return problem.isEmpty() ? problem : problem + QStringLiteral("; nothing was written");
}

QString writeDocumentAndDepfile(const model::Project &project,
                                const QString &path,
                                const QString &depfile,
                                const QStringList &dependencies)
{
    model::FileTransaction transaction;
    if (const QString problem = addDepfileIfAsked(transaction, depfile, path, dependencies);
        !problem.isEmpty())
        return problem;
    return model::writeProjectFile(project, path, transaction);
}

QStringList spriteFiles(const model::Sprite &sprite)
{
    QStringList files = model::spriteSourceFiles(sprite);
    if (!files.isEmpty())
        return files;
    files << sprite.imagePath;
    for (const model::Frame &frame : sprite.frames)
        files << frame.region.imagePath;
    files.removeAll(QString());
    return files;
}

} // namespace hitbox::cli
