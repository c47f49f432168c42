#include "files/recentfiles.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace hitbox::editor {
namespace {

const char settingsKey[] = "recentFiles";

} // namespace

RecentFiles::RecentFiles(QObject *parent)
    : QObject(parent)
{}

// One spelling per file: the canonical path of an existing file (symbolic links, "..",
// "./" resolved), else the cleaned absolute one.
QString RecentFiles::key(const QString &path)
{
    const QFileInfo info(path);
    const QString canonical = info.canonicalFilePath();
    return canonical.isEmpty() ? QDir::cleanPath(info.absoluteFilePath()) : canonical;
}

QStringList RecentFiles::files() const
{
    QStringList list;
    for (const QString &path : QSettings().value(QLatin1String(settingsKey)).toStringList()) {
        const QString k = key(path);
        if (!list.contains(k))
            list << k;
    }
    return list;
}

void RecentFiles::add(const QString &path)
{
    const QString absolute = key(path);
    QStringList list = files();
    list.removeAll(absolute);
    list.prepend(absolute);
    while (list.size() > maxFiles)
        list.removeLast();
    store(list);
}

void RecentFiles::remove(const QString &path)
{
    QStringList list = files();
    list.removeAll(key(path));
    store(list);
}

void RecentFiles::clear()
{
    store({});
}

void RecentFiles::populate(QMenu *menu)
{
    menu->clear();
    const QStringList list = files();
    int number = 1;
    for (const QString &path : list) {
        // The name and the folder it is in: two files of one name stay apart.
        const QFileInfo info(path);
        const QString named
                = tr("%1  (%2)")
                          .arg(info.fileName(), QDir::toNativeSeparators(info.absolutePath()));
        const QString label = number < 10 ? QStringLiteral("&%1 %2").arg(number).arg(named) : named;
        QAction *action = menu->addAction(label, this, [this, path] { emit openRequested(path); });
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
        action->setEnabled(QFileInfo::exists(path));
        ++number;
    }
    if (list.isEmpty())
        menu->addAction(tr("No Recent Files"))->setEnabled(false);
    menu->addSeparator();
    menu->addAction(tr("Clear Recent Files"), this, &RecentFiles::clear)
            ->setEnabled(!list.isEmpty());
}

void RecentFiles::store(const QStringList &files)
{
    QSettings().setValue(QLatin1String(settingsKey), files);
}

} // namespace hitbox::editor
