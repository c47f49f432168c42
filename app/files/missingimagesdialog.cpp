#include "files/missingimagesdialog.h"

#include "model/io/imageloader.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QDirIterator>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace hitbox::editor {

MissingImagesDialog::MissingImagesDialog(const QStringList &missing, QWidget *parent)
    : QDialog(parent)
    , m_missing(missing)
    , m_list(new QTreeWidget(this))
    , m_summary(new QLabel(this))
    , m_locateButton(new QPushButton(tr("&Locate..."), this))
{
    setWindowTitle(tr("Locate Missing Images"));
    auto *intro = new QLabel(tr("Some images of this project are not where it says. Point at "
                                "each file, or at a folder to search for all of them by name."),
                             this);
    intro->setWordWrap(true);
    m_list->setColumnCount(2);
    m_list->setHeaderLabels({tr("Image"), tr("Location")});
    m_list->setRootIsDecorated(false);
    m_list->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    connect(m_list, &QTreeWidget::itemDoubleClicked, this, &MissingImagesDialog::locateSelected);

    auto *searchButton = new QPushButton(tr("&Search Folder..."), this);
    searchButton->setToolTip(tr("Look for every missing image by file name in a folder and "
                                "its subfolders"));
    m_locateButton->setToolTip(tr("Choose the new location of the selected image"));
    connect(m_locateButton, &QPushButton::clicked, this, &MissingImagesDialog::locateSelected);
    connect(searchButton, &QPushButton::clicked, this, &MissingImagesDialog::chooseFolder);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    buttons->addButton(m_locateButton, QDialogButtonBox::ActionRole);
    buttons->addButton(searchButton, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_summary);
    layout->addWidget(buttons);
    resize(640, 360);
    refresh();
    if (m_list->topLevelItemCount() > 0)
        m_list->setCurrentItem(m_list->topLevelItem(0));
}

int MissingImagesDialog::searchFolder(const QString &folder)
{
    QHash<QString, QString> wanted; // file name -> old path
    for (const QString &path : m_missing) {
        if (!m_located.contains(path))
            wanted.insert(QFileInfo(path).fileName(), path);
    }
    int found = 0;
    QDirIterator it(folder, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext() && !wanted.isEmpty()) {
        const QFileInfo info(it.next());
        const auto match = wanted.find(info.fileName());
        if (match == wanted.end())
            continue;
        m_located.insert(match.value(), info.absoluteFilePath());
        wanted.erase(match);
        ++found;
    }
    refresh();
    return found;
}

void MissingImagesDialog::locate(const QString &oldPath, const QString &newPath)
{
    m_located.insert(oldPath, QFileInfo(newPath).absoluteFilePath());
    refresh();
}

void MissingImagesDialog::locateSelected()
{
    QTreeWidgetItem *item = m_list->currentItem();
    if (!item)
        return;
    const QString oldPath = item->data(0, Qt::UserRole).toString();
    const QString start = QFileInfo(m_located.value(oldPath, oldPath)).absolutePath();
    const QString chosen
            = QFileDialog::getOpenFileName(this,
                                           tr("Locate %1").arg(QFileInfo(oldPath).fileName()),
                                           QFileInfo::exists(start) ? start : QDir::homePath(),
                                           model::imageFileFilter());
    if (!chosen.isEmpty())
        locate(oldPath, chosen);
}

void MissingImagesDialog::chooseFolder()
{
    const QString folder
            = QFileDialog::getExistingDirectory(this, tr("Search Folder"), QDir::homePath());
    if (folder.isEmpty())
        return;
    const int found = searchFolder(folder);
    m_summary->setText(m_summary->text() + QLatin1Char(' ')
                       + tr("(%n found in the last search)", nullptr, found));
}

void MissingImagesDialog::refresh()
{
    const QString current = m_list->currentItem()
                                    ? m_list->currentItem()->data(0, Qt::UserRole).toString()
                                    : QString();
    m_list->clear();
    const QIcon missingIcon = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    const QIcon foundIcon = style()->standardIcon(QStyle::SP_DialogApplyButton);
    for (const QString &path : m_missing) {
        const bool found = m_located.contains(path);
        auto *item = new QTreeWidgetItem(m_list);
        item->setText(0, QFileInfo(path).fileName());
        item->setIcon(0, found ? foundIcon : missingIcon);
        item->setText(1, QDir::toNativeSeparators(found ? m_located.value(path) : path));
        item->setToolTip(1, found ? tr("Found") : tr("Not found: %1").arg(path));
        item->setData(0, Qt::UserRole, path);
        if (path == current)
            m_list->setCurrentItem(item);
    }
    const qsizetype left = m_missing.size() - m_located.size();
    m_summary->setText(left == 0 ? tr("All images located.")
                                 : tr("%n image(s) still missing; they open as placeholders.",
                                      nullptr,
                                      int(left)));
}

} // namespace hitbox::editor
