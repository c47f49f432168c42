#pragma once

#include <QGroupBox>

class QDoubleSpinBox;

namespace hitbox::editor {

class Document;
class EditSession;

/// The Properties dock's pivot: X and Y fields in image pixels and buttons for the usual
/// places (centre, bottom centre, top left). Moving the pivot keeps the shapes on the image.
class PivotSection : public QGroupBox
{
    Q_OBJECT

public:
    /// Edits share `session`; `labelWidth` is the width of the label column.
    PivotSection(Document *document,
                 EditSession *session,
                 int labelWidth,
                 QWidget *parent = nullptr);

    /// Shows sprite `index` (a valid sprite) without pushing a command.
    void refresh(int index);

private:
    void commit(QDoubleSpinBox *changed);
    void setPreset(double fx, double fy);

    Document *m_document;
    EditSession *m_session;
    QDoubleSpinBox *m_x = nullptr;
    QDoubleSpinBox *m_y = nullptr;
};

} // namespace hitbox::editor
