#pragma once

#include <QColor>
#include <QGroupBox>

class QCheckBox;
class QSpinBox;
class QToolButton;

namespace hitbox::editor {

class Document;

/// The Properties dock's colour key: on or off, the key colour (from a colour dialog) and
/// the tolerance. Consecutive changes merge into one undo step.
class ColorKeySection : public QGroupBox
{
    Q_OBJECT

public:
    /// `toleranceWidth` is the tolerance field's minimum width.
    ColorKeySection(Document *document, int toleranceWidth, QWidget *parent = nullptr);

    /// Shows sprite `index` (a valid sprite) without pushing a command. Without a key it
    /// suggests the image's top-left pixel, or the colour last chosen for that sprite.
    void refresh(int index);

    /// Forgets the colour last chosen (for a new project).
    void forgetColor() { m_colorSprite = -1; }

private:
    void commit();
    void chooseColor();
    void showColor();

    Document *m_document;
    QCheckBox *m_check = nullptr;
    QToolButton *m_colorButton = nullptr;
    QSpinBox *m_tolerance = nullptr;
    QColor m_color;
    int m_colorSprite = -1; // the sprite m_color was chosen for
};

} // namespace hitbox::editor
