#include "files/asepriteimportdialog.h"

#include "base/countedtext.h"

#include "model/import/aseprite/asepriteplan.h"
#include "model/io/asepritefile.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPalette>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace hitbox::editor {

AsepriteImportDialog::AsepriteImportDialog(const model::AseFile &file,
                                           const QString &fileName,
                                           QWidget *parent)
    : QDialog(parent)
    , m_tree(new QTreeWidget)
{
    setObjectName(QStringLiteral("asepriteImportDialog"));
    setWindowTitle(tr("Add %1").arg(fileName));
    auto *caption = new QLabel(
            tr("%1 (%2, %3 \u00d7 %4 px) becomes one sprite:")
                    .arg(fileName,
                         countedText(file.frames.size(), tr("%1 frame"), tr("%1 frames")),
                         QString::number(file.size.width()),
                         QString::number(file.size.height())));
    caption->setWordWrap(true);

    m_tree->setObjectName(QStringLiteral("asepritePlan"));
    m_tree->setHeaderLabels({tr("In the file"), tr("Becomes")});
    m_tree->setRootIsDecorated(true);
    m_tree->setWordWrap(true);
    m_tree->header()->setStretchLastSection(true);
    const QColor muted = palette().color(QPalette::PlaceholderText);
    QTreeWidgetItem *groups[3] = {};
    const QString titles[3] = {tr("Layers"), tr("Slices"), tr("Tags")};
    for (const model::AsePlanItem &item : model::asepriteImportPlan(file)) {
        const int kind = int(item.kind);
        if (!groups[kind]) {
            groups[kind] = new QTreeWidgetItem(m_tree, {titles[kind]});
            groups[kind]->setFirstColumnSpanned(true);
            groups[kind]->setExpanded(true);
        }
        auto *row = new QTreeWidgetItem(groups[kind], {item.name, item.becomes});
        row->setToolTip(1, item.becomes);
        if (!item.imported) {
            row->setForeground(0, muted);
            row->setForeground(1, muted);
        }
    }
    m_tree->resizeColumnToContents(0);

    auto *note = new QLabel(tr("A layer or slice whose name (or slice user data) names a role, "
                               "as \"hitbox\", \"hurtbox: head\" or \"fist:hitbox\", becomes "
                               "shapes; hidden layers stay out of the picture."));
    note->setWordWrap(true);
    note->setForegroundRole(QPalette::PlaceholderText);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    QPushButton *add = buttons->addButton(tr("Add Sprite"), QDialogButtonBox::AcceptRole);
    add->setObjectName(QStringLiteral("addSprite"));
    add->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(caption);
    layout->addWidget(m_tree, 1);
    layout->addWidget(note);
    layout->addWidget(buttons);
    resize(680, 420);
    add->setFocus(); // Enter adds; Cancel is a click or Escape away
}

} // namespace hitbox::editor
