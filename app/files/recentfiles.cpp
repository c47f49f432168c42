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

QStringList RecentFiles::files() const
{
    return QSettings().value(QLatin1String(settingsKey)).toStringList();
}

void RecentFiles::add(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
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
    list.removeAll(path);
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
        const QString label
                = number < 10 ? QStringLiteral("&%1 %2").arg(number).arg(QFileInfo(path).fileName())
                              : QFileInfo(path).fileName();
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
