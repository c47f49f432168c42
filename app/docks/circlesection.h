#pragma once

#include <QGroupBox>

class QDoubleSpinBox;
class QLabel;
class QPushButton;

namespace hitbox::editor {

class Document;
class EditSession;

/// The Properties dock's circle: centre relative to the pivot and radius, the radius's
/// share of the image, and a button adding the default circle when the sprite has none.
class CircleSection : public QGroupBox
{
    Q_OBJECT

public:
    /// Edits share `session`; `labelWidth` is the width of the label column.
    CircleSection(Document *document,
                  EditSession *session,
                  int labelWidth,
                  QWidget *parent = nullptr);

    /// Shows sprite `index` (a valid sprite) without pushing a command.
    void refresh(int index);

private:
    void commit(QDoubleSpinBox *changed);

    Document *m_document;
    EditSession *m_session;
    QDoubleSpinBox *m_x = nullptr;
    QDoubleSpinBox *m_y = nullptr;
    QDoubleSpinBox *m_radius = nullptr;
    QLabel *m_readout = nullptr;
    QPushButton *m_addButton = nullptr;
};

} // namespace hitbox::editor
