#pragma once

#include "model/document/roles.h"

#include <QDialog>
#include <QHash>
#include <QStringList>

class QCheckBox;
class QComboBox;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace hitbox::editor {

class Document;

/// Edit > Roles...: the document's roles (name, colour, bound to the image, what it counts as
/// in frame data; add, remove, rename) and the collision matrix, one checkbox per pair of roles,
/// kept symmetric (ticking (a, b) ticks (b, a)). The dialog edits a copy; editRoles() applies it as
/// one undo step.
class RolesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit RolesDialog(const model::RoleTable &roles, QWidget *parent = nullptr);

    /// The edited roles and matrix.
    const model::RoleTable &roles() const { return m_table; }
    /// Roles of the original table renamed: old name -> new name.
    QHash<QString, QString> renames() const;

    /// Adds a role with a free name ("role", "role 2", ...) colliding with nothing.
    void addRole();
    void removeRole(int row);
    /// Renames the role in row `row`; false (and nothing changes) when `name` is empty or
    /// another role has it.
    bool renameRole(int row, const QString &name);
    void setRoleColor(int row, const QColor &color);
    /// Binds the role in row `row` to the image or not (Role::usesImage).
    void setRoleUsesImage(int row, bool on);
    /// Sets what the role in row `row` counts as in frame data (Role::frameData).
    void setRoleFrameData(int row, model::FrameDataRole frameData);
    /// Ticks or clears the matrix cell of roles `a` and `b` (rows), and its mirror.
    void setCollide(int a, int b, bool on);

    QListWidget *roleList() const { return m_list; }
    QTableWidget *matrix() const { return m_matrix; }
    /// "Uses the image": the current role's Role::usesImage.
    QCheckBox *imageCheck() const { return m_image; }
    /// "In frame data": the current role's Role::frameData (item data: the enum's value).
    QComboBox *frameDataCombo() const { return m_frameData; }

private:
    void rebuild();
    void chooseColor();
    void showImageCheck();
    void showFrameData();

    model::RoleTable m_table;
    QStringList m_originals; ///< per row: the role's name in the original table, or empty
    QListWidget *m_list;
    QTableWidget *m_matrix;
    QPushButton *m_color;
    QPushButton *m_remove;
    QCheckBox *m_image;
    QComboBox *m_frameData;
    bool m_filling = false;
};

/// Opens the roles dialog on the document's roles and, when it is accepted with changes,
/// pushes one SetRoles command.
void editRoles(Document *document, QWidget *parent);

/// Pushes one SetRoles command for the dialog's result when it changes the document;
/// returns whether it did.
bool applyRoles(Document *document, const RolesDialog &dialog);

} // namespace hitbox::editor
