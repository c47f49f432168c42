#pragma once

#include <QObject>
#include <QStringList>

class QMenu;

namespace hitbox::editor {

/// The most recently opened or saved project files, kept in QSettings, each once (by its
/// canonical path), and the File > Open Recent menu built from them: "name  (folder)".
class RecentFiles : public QObject
{
    Q_OBJECT

public:
    static constexpr int maxFiles = 10;

    explicit RecentFiles(QObject *parent = nullptr);

    QStringList files() const;
    /// The one spelling a path is listed by: the canonical path of an existing file, else
    /// the cleaned absolute path.
    static QString key(const QString &path);
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
