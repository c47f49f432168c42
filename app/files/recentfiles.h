#pragma once

#include <QObject>
#include <QStringList>

class QMenu;

namespace hitbox::editor {

/// The most recently opened or saved project files, kept in QSettings, and the
/// File > Open Recent menu built from them.
class RecentFiles : public QObject
{
    Q_OBJECT

public:
    static constexpr int maxFiles = 10;

    explicit RecentFiles(QObject *parent = nullptr);

    QStringList files() const;
    /// Moves `path` to the top of the list.
    void add(const QString &path);
    void remove(const QString &path);
    void clear();

    /// Fills `menu` with the files (missing ones disabled) and "Clear Recent Files".
    void populate(QMenu *menu);

signals:
    void openRequested(const QString &path);

private:
    void store(const QStringList &files);
};

} // namespace hitbox::editor
