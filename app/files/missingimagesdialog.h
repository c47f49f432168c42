#pragma once

#include <QDialog>
#include <QHash>
#include <QStringList>

class QTreeWidget;
class QTreeWidgetItem;
class QLabel;
class QPushButton;

namespace hitbox::editor {

/// Asked when a document refers to images that are not where it says: lists them and
/// lets the user point at each file, or at a folder searched for all of them by name.
/// "Open" keeps what was found; sprites still missing open with a placeholder.
class MissingImagesDialog : public QDialog
{
    Q_OBJECT

public:
    /// `missing` are absolute paths as the document names them.
    MissingImagesDialog(const QStringList &missing, QWidget *parent = nullptr);

    /// Old path -> new path for every image that was located.
    QHash<QString, QString> located() const { return m_located; }

    /// Searches `folder` (and its subfolders) for the missing files by name; returns
    /// how many were found. Used by the "Search Folder..." button.
    int searchFolder(const QString &folder);
    /// Sets the new location of one image (used by the "Locate..." button).
    void locate(const QString &oldPath, const QString &newPath);

private:
    void locateSelected();
    void chooseFolder();
    void refresh();

    QStringList m_missing;
    QHash<QString, QString> m_located;
    QTreeWidget *m_list;
    QLabel *m_summary;
    QPushButton *m_locateButton;
};

} // namespace hitbox::editor
