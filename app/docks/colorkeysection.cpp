#include "docks/colorkeysection.h"

#include "commands/spritecommands.h"
#include "docks/propertyfields.h"
#include "document/document.h"

#include <QCheckBox>
#include <QColorDialog>
#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QSpinBox>
#include <QToolButton>
#include <QUndoStack>

namespace hitbox::editor {
namespace {

QLabel *hintLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    QPalette palette = label->palette();
    for (const auto group : {QPalette::Active, QPalette::Inactive})
        palette.setColor(group, QPalette::WindowText, palette.color(QPalette::PlaceholderText));
    label->setPalette(palette);
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * 0.9);
    label->setFont(font);
    return label;
}

QIcon colorSwatch(const QColor &color)
{
    QPixmap pixmap(16, 16);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setPen(QColor(0, 0, 0, 120));
    QColor opaque = color;
    opaque.setAlpha(255);
    painter.setBrush(opaque);
    painter.drawRect(QRectF(0.5, 0.5, 15, 15));
    return pixmap;
}

} // namespace

ColorKeySection::ColorKeySection(Document *document, int toleranceWidth, QWidget *parent)
    : QGroupBox(tr("Colour key"), parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("colorKeyGroup"));
    setToolTip(tr("A colour treated as transparent, for images without alpha"));
    m_check = new QCheckBox(tr("Use colour key"));
    m_check->setObjectName(QStringLiteral("colorKeyCheck"));
    m_check->setToolTip(tr("Treat pixels of the key colour as transparent"));
    m_colorButton = new QToolButton;
    m_colorButton->setObjectName(QStringLiteral("colorKeyButton"));
    m_colorButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_colorButton->setToolTip(tr("Choose the key colour"));
    m_tolerance = new QSpinBox;
    m_tolerance->setObjectName(QStringLiteral("colorKeyTolerance"));
    m_tolerance->setRange(0, 255);
    m_tolerance->setAlignment(Qt::AlignRight);
    m_tolerance->setKeyboardTracking(false);
    m_tolerance->setMinimumWidth(toleranceWidth);
    m_tolerance->setToolTip(tr("Largest difference per red, green and blue channel still "
                               "counted as the key colour (0 = exact match)"));
    QLabel *hint = hintLabel(tr("For images without an alpha channel: pixels of this colour "
                                "(within the tolerance) count as transparent."),
                             this);
    hint->setToolTip(toolTip());

    // SetColorKey merges consecutive changes.
    connect(m_check, &QCheckBox::toggled, this, &ColorKeySection::commit);
    connect(m_tolerance, &QSpinBox::valueChanged, this, &ColorKeySection::commit);
    connect(m_colorButton, &QToolButton::clicked, this, &ColorKeySection::chooseColor);

    auto *grid = new QGridLayout(this);
    grid->addWidget(m_check, 0, 0, 1, 2);
    grid->addWidget(fields::fieldLabel(tr("Colour"), m_colorButton, this), 1, 0);
    grid->addWidget(m_colorButton, 1, 1, Qt::AlignLeft);
    grid->addWidget(fields::fieldLabel(tr("Tolerance"), m_tolerance, this), 2, 0);
    grid->addWidget(m_tolerance, 2, 1, Qt::AlignLeft);
    grid->addWidget(hint, 3, 0, 1, 2);
    grid->setColumnStretch(1, 1);
}

void ColorKeySection::refresh(int index)
{
    const std::optional<model::ColorKey> &key = m_document->sprite(index).colorKey;
    if (key) {
        m_color = key->color;
    } else if (index != m_colorSprite) {
        // Suggest the top-left pixel: colour-keyed sprites usually have their key there.
        // For the same sprite the last colour stays, so unchecking and checking again
        // brings it back.
        const QImage image = m_document->image(index);
        m_color = image.isNull() ? QColor(Qt::magenta) : image.pixelColor(0, 0);
    }
    m_color.setAlpha(255);
    m_colorSprite = index;
    {
        const QSignalBlocker checkBlocker(m_check);
        const QSignalBlocker toleranceBlocker(m_tolerance);
        m_check->setChecked(key.has_value());
        if (key)
            m_tolerance->setValue(key->tolerance);
    }
    m_colorButton->setEnabled(key.has_value());
    m_tolerance->setEnabled(key.has_value());
    showColor();
}

void ColorKeySection::showColor()
{
    m_colorButton->setIcon(colorSwatch(m_color));
    m_colorButton->setText(m_color.name(QColor::HexRgb).toUpper());
}

void ColorKeySection::commit()
{
    const int index = m_document->currentSprite();
    if (!m_document->isValidSprite(index))
        return;
    std::optional<model::ColorKey> key;
    if (m_check->isChecked())
        key = model::ColorKey{m_color, m_tolerance->value()};
    if (key != m_document->sprite(index).colorKey)
        m_document->undoStack()->push(new SetColorKey(m_document, index, key));
    else
        refresh(index); // e.g. the enabled state of the colour button
}

void ColorKeySection::chooseColor()
{
    // Not modal-blocking (open(), not exec()), so it can be driven by tests.
    auto *dialog = new QColorDialog(m_color, this);
    dialog->setObjectName(QStringLiteral("colorKeyDialog"));
    dialog->setWindowTitle(tr("Colour Key"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const int index = m_document->currentSprite();
    connect(dialog, &QColorDialog::colorSelected, this, [this, index](const QColor &color) {
        if (index != m_document->currentSprite() || !color.isValid())
            return;
        m_color = color;
        m_color.setAlpha(255);
        showColor();
        commit();
    });
    dialog->open();
}

} // namespace hitbox::editor
