#pragma once

#include "model/import/hitboximport.h"

#include <QDialog>
#include <QList>
#include <QStringList>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTreeWidget;

namespace hitbox::editor {

class Document;

/// File > Import Hitboxes: reads other tools' hitbox files (model::importHitboxes: Tiled
/// tilesets, ...) and shows what comes in before anything changes: one row per imported
/// sprite with its frames, animations and shapes, where it goes (a new sprite, or onto
/// the project's sprite of the same image or name, model::matchingSprite, which the user
/// may change), and the report: files that could not be read, what they hold that a
/// document cannot, the roles that will be added. Import applies it all as one undo step.
class ImportHitboxesDialog : public QDialog
{
    Q_OBJECT

public:
    ImportHitboxesDialog(Document *document, const QStringList &paths, QWidget *parent = nullptr);

    /// The imported sprites, in file order.
    const QList<model::Sprite> &sprites() const { return m_sprites; }
    /// Where imported sprite `row` goes: an index of the document's sprites, or -1 for a
    /// new sprite.
    int destination(int row) const;
    void setDestination(int row, int sprite);
    /// The report's lines (errors first, then what was left out, then roles added).
    QStringList report() const { return m_report; }

    /// Applies the import as one undo step ("Import Hitboxes"); returns the number of
    /// shapes brought in (0: nothing changed). summary() then says what was done.
    int apply();
    QString summary() const { return m_summary; }
    /// The shapes the last apply() brought in.
    int importedShapes() const { return m_imported; }

    void accept() override;

private:
    void readFiles(const QStringList &paths);
    void fillRows();
    void updateReport();
    /// The document's roles with the roles the import adds (colliding as the files say);
    /// `added` gets their names.
    model::RoleTable rolesAfterImport(QStringList *added) const;
    /// The document's tick rate after the import (model::tickRateAfterImport, file by file),
    /// with a report line for each file whose rate it does not take.
    int tickRateAfterImport(QStringList *kept) const;

    Document *m_document;
    QList<model::Sprite> m_sprites;
    QList<model::RoleTable> m_fileRoles; ///< each file's roles and their collisions
    struct FileRate
    {
        QString path;
        int ticksPerSecond = 0; ///< HitboxImport::ticksPerSecond
        bool hasSprites = false;
    };
    QList<FileRate> m_fileRates; ///< each file read, in order
    QStringList m_errors;
    QStringList m_notes;
    QStringList m_report;
    QString m_summary;
    int m_imported = 0;
    QTreeWidget *m_tree;
    QPlainTextEdit *m_reportView;
    QLabel *m_caption;
    QPushButton *m_importButton;
};

} // namespace hitbox::editor
