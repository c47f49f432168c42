#pragma once

#include <QDialog>

class QCheckBox;
class QSpinBox;

namespace hitbox::editor {

class Document;

/// Edit > Document Settings...: whether the document counts frame durations in ticks, and
/// at what rate (Project::ticksPerSecond, docs/format.md#timing). The dialog edits a copy;
/// editDocumentSettings() applies it as one undo step (SetTicksPerSecond).
class DocumentSettingsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit DocumentSettingsDialog(int ticksPerSecond, QWidget *parent = nullptr);

    /// The rate chosen, or 0 for milliseconds.
    int ticksPerSecond() const;

private:
    QCheckBox *m_countTicks;
    QSpinBox *m_rate;
};

/// Shows the dialog for `document` and pushes SetTicksPerSecond when the rate changed.
void editDocumentSettings(Document *document, QWidget *parent);

} // namespace hitbox::editor
