#include "roles/rolesdialog.h"

#include "commands/rolecommands.h"
#include "document/document.h"

#include <QCheckBox>
#include <QColorDialog>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPixmap>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

namespace hitbox::editor {

namespace {

QIcon swatch(const QColor &color)
{
    QPixmap pixmap(16, 16);
    pixmap.fill(color);
    return QIcon(pixmap);
}

} // namespace

RolesDialog::RolesDialog(const model::RoleTable &roles, QWidget *parent)
    : QDialog(parent)
    , m_table(roles)
{
    setWindowTitle(tr("Roles"));
    setObjectName(QStringLiteral("rolesDialog"));
    for (const model::Role &r : roles.roles)
        m_originals << r.name;

    auto *layout = new QVBoxLayout(this);
    auto *columns = new QHBoxLayout;
    auto *left = new QVBoxLayout;
    left->addWidget(new QLabel(tr("Roles (double-click to rename):"), this));
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("roleList"));
    left->addWidget(m_list, 1);
    auto *buttons = new QHBoxLayout;
    auto *add = new QPushButton(tr("&Add"), this);
    add->setObjectName(QStringLiteral("addRole"));
    m_remove = new QPushButton(tr("&Remove"), this);
    m_remove->setObjectName(QStringLiteral("removeRole"));
    m_color = new QPushButton(tr("&Colour..."), this);
    m_color->setObjectName(QStringLiteral("roleColor"));
    buttons->addWidget(add);
    buttons->addWidget(m_remove);
    buttons->addWidget(m_color);
    left->addLayout(buttons);
    m_image = new QCheckBox(tr("Uses the &image"), this);
    m_image->setObjectName(QStringLiteral("roleUsesImage"));
    m_image->setToolTip(tr("Bind this role to the sprite's solid pixels: where it meets a role "
                           "bound to the image on the other sprite, the pixel tier answers "
                           "too. A hitbox-against-hurtbox question with neither bound asks "
                           "only the shapes."));
    left->addWidget(m_image);
    m_frameData = new QComboBox(this);
    m_frameData->setObjectName(QStringLiteral("roleFrameData"));
    m_frameData->addItem(tr("Not counted"), int(model::FrameDataRole::None));
    m_frameData->addItem(tr("Hitbox: makes a frame active"), int(model::FrameDataRole::Hitbox));
    m_frameData->addItem(tr("Hurtbox: without one a frame is invulnerable"),
                         int(model::FrameDataRole::Hurtbox));
    m_frameData->setToolTip(tr("What this role's shapes count as in frame data (startup, "
                               "active and recovery ticks, invulnerable windows): by default the "
                               "role named hitbox and the one named hurtbox"));
    auto *frameDataRow = new QFormLayout;
    frameDataRow->addRow(tr("In &frame data:"), m_frameData);
    left->addLayout(frameDataRow);
    columns->addLayout(left);

    auto *right = new QVBoxLayout;
    right->addWidget(
            new QLabel(tr("Which roles collide (shapes of ticked pairs are tested):"), this));
    m_matrix = new QTableWidget(this);
    m_matrix->setObjectName(QStringLiteral("collisionMatrix"));
    m_matrix->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    right->addWidget(m_matrix, 1);
    columns->addLayout(right, 1);
    layout->addLayout(columns, 1);

    auto *box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(box);
    connect(box, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(add, &QPushButton::clicked, this, &RolesDialog::addRole);
    connect(m_remove, &QPushButton::clicked, this, [this] { removeRole(m_list->currentRow()); });
    connect(m_color, &QPushButton::clicked, this, &RolesDialog::chooseColor);
    connect(m_list, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        if (m_filling)
            return;
        const int row = m_list->row(item);
        if (!renameRole(row, item->text().trimmed()))
            rebuild(); // refused: show the old name again
    });
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        m_remove->setEnabled(row >= 0);
        m_color->setEnabled(row >= 0);
        showImageCheck();
        showFrameData();
    });
    connect(m_image, &QCheckBox::toggled, this, [this](bool on) {
        if (!m_filling)
            setRoleUsesImage(m_list->currentRow(), on);
    });
    connect(m_frameData, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_filling)
            setRoleFrameData(m_list->currentRow(),
                             model::FrameDataRole(m_frameData->currentData().toInt()));
    });
    connect(m_matrix, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (!m_filling)
            setCollide(item->row(), item->column(), item->checkState() == Qt::Checked);
    });
    rebuild();
    resize(780, 400);
}

QHash<QString, QString> RolesDialog::renames() const
{
    QHash<QString, QString> out;
    for (qsizetype i = 0; i < m_originals.size(); ++i) {
        if (!m_originals[i].isEmpty() && m_originals[i] != m_table.roles[i].name)
            out.insert(m_originals[i], m_table.roles[i].name);
    }
    return out;
}

void RolesDialog::addRole()
{
    QString name = QStringLiteral("role");
    for (int n = 2; m_table.indexOf(name); ++n)
        name = QStringLiteral("role %1").arg(n);
    m_table.roles.append(model::Role{name, QColor(128, 128, 128), {}});
    m_originals.append(QString());
    rebuild();
    m_list->setCurrentRow(int(m_table.roles.size()) - 1);
}

void RolesDialog::removeRole(int row)
{
    if (row < 0 || row >= m_table.roles.size())
        return;
    const QString name = m_table.roles[row].name;
    m_table.roles.removeAt(row);
    m_originals.removeAt(row);
    for (model::Role &r : m_table.roles)
        r.collidesWith.removeAll(name);
    rebuild();
}

bool RolesDialog::renameRole(int row, const QString &name)
{
    if (row < 0 || row >= m_table.roles.size())
        return false;
    const QString old = m_table.roles[row].name;
    if (name == old)
        return true;
    if (name.isEmpty() || m_table.indexOf(name))
        return false;
    for (model::Role &r : m_table.roles) {
        for (QString &other : r.collidesWith) {
            if (other == old)
                other = name;
        }
    }
    m_table.roles[row].name = name;
    rebuild();
    return true;
}

void RolesDialog::setRoleColor(int row, const QColor &color)
{
    if (row < 0 || row >= m_table.roles.size() || !color.isValid())
        return;
    m_table.roles[row].color = color;
    rebuild();
}

void RolesDialog::setRoleUsesImage(int row, bool on)
{
    if (row < 0 || row >= m_table.roles.size())
        return;
    m_table.roles[row].usesImage = on;
    rebuild();
}

void RolesDialog::showImageCheck()
{
    const int row = m_list->currentRow();
    const QSignalBlocker block(m_image);
    m_image->setEnabled(row >= 0 && row < m_table.roles.size());
    m_image->setChecked(m_image->isEnabled() && m_table.roles[row].usesImage);
}

void RolesDialog::setRoleFrameData(int row, model::FrameDataRole frameData)
{
    if (row < 0 || row >= m_table.roles.size())
        return;
    m_table.roles[row].frameData = frameData;
    rebuild();
}

void RolesDialog::showFrameData()
{
    const int row = m_list->currentRow();
    const QSignalBlocker block(m_frameData);
    const bool valid = row >= 0 && row < m_table.roles.size();
    m_frameData->setEnabled(valid);
    m_frameData->setCurrentIndex(valid ? m_frameData->findData(int(m_table.roles[row].frameData))
                                       : 0);
}

void RolesDialog::setCollide(int a, int b, bool on)
{
    const qsizetype n = m_table.roles.size();
    if (a < 0 || b < 0 || a >= n || b >= n)
        return;
    m_table.setCollide(m_table.roles[a].name, m_table.roles[b].name, on);
    rebuild();
}

void RolesDialog::chooseColor()
{
    const int row = m_list->currentRow();
    if (row < 0)
        return;
    const QColor color = QColorDialog::getColor(
            m_table.roles[row].color, this, tr("Colour of %1").arg(m_table.roles[row].name));
    setRoleColor(row, color);
}

void RolesDialog::rebuild()
{
    m_filling = true;
    const int current = m_list->currentRow();
    const int n = int(m_table.roles.size());
    m_list->clear();
    QStringList names;
    for (const model::Role &r : std::as_const(m_table.roles)) {
        auto *item = new QListWidgetItem(swatch(r.color), r.name, m_list);
        item->setFlags(item->flags() | Qt::ItemIsEditable);
        names << r.name;
    }
    m_list->setCurrentRow(std::min(current, n - 1));
    m_matrix->clear();
    m_matrix->setRowCount(n);
    m_matrix->setColumnCount(n);
    m_matrix->setHorizontalHeaderLabels(names);
    m_matrix->setVerticalHeaderLabels(names);
    for (int a = 0; a < n; ++a) {
        for (int b = 0; b < n; ++b) {
            auto *item = new QTableWidgetItem;
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            item->setCheckState(m_table.collide(names[a], names[b]) ? Qt::Checked : Qt::Unchecked);
            m_matrix->setItem(a, b, item);
        }
    }
    m_remove->setEnabled(m_list->currentRow() >= 0);
    m_color->setEnabled(m_list->currentRow() >= 0);
    showImageCheck();
    showFrameData();
    m_filling = false;
}

bool applyRoles(Document *document, const RolesDialog &dialog)
{
    const QHash<QString, QString> renames = dialog.renames();
    if (dialog.roles() == document->project().roles && renames.isEmpty())
        return false;
    document->undoStack()->push(new SetRoles(document, dialog.roles(), renames));
    return true;
}

void editRoles(Document *document, QWidget *parent)
{
    RolesDialog dialog(document->project().roles, parent);
    if (dialog.exec() == QDialog::Accepted)
        applyRoles(document, dialog);
}

} // namespace hitbox::editor
