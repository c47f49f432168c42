#pragma once

#include <hitbox/geometry.h>

#include <QGroupBox>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;

namespace hitbox::editor {

class Document;
class EditSession;

/// The Properties dock's reduced box: position and size, its share of the image, and a
/// button adding the default box when the sprite has none. The position is shown, as the
/// "Origin" field says, relative to the pivot (as stored) or in image pixels (the frame's,
/// as the status bar shows the cursor); the choice is remembered.
class BoxSection : public QGroupBox
{
    Q_OBJECT

public:
    /// Edits share `session`; `labelWidth` is the width of the label column.
    BoxSection(Document *document, EditSession *session, int labelWidth, QWidget *parent = nullptr);

    /// Shows sprite `index` (a valid sprite) without pushing a command.
    void refresh(int index);
    /// True when X and Y are in image pixels, false when relative to the pivot.
    bool showsImagePixels() const;

private:
    void commit(QDoubleSpinBox *changed);
    void originChanged();
    /// What X and Y add to the stored (pivot-relative) position: the pivot, or nothing.
    collision::Vec2 shownOffset(int index) const;

    Document *m_document;
    EditSession *m_session;
    QDoubleSpinBox *m_x = nullptr;
    QDoubleSpinBox *m_y = nullptr;
    QDoubleSpinBox *m_w = nullptr;
    QDoubleSpinBox *m_h = nullptr;
    QComboBox *m_origin = nullptr;
    QLabel *m_readout = nullptr;
    QPushButton *m_addButton = nullptr;
};

} // namespace hitbox::editor
