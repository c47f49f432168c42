#include "docks/pivotsection.h"

#include "commands/spritecommands.h"
#include "docks/editsession.h"
#include "docks/propertyfields.h"
#include "document/document.h"
#include "icons/icons.h"

#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QUndoStack>

namespace hitbox::editor {

using fields::coordinateLimit;

PivotSection::PivotSection(Document *document,
                           EditSession *session,
                           int labelWidth,
                           QWidget *parent)
    : QGroupBox(tr("Pivot"), parent)
    , m_document(document)
    , m_session(session)
{
    setObjectName(QStringLiteral("pivotGroup"));
    setToolTip(tr("The point the sprite is positioned and rotated by; moving it "
                  "keeps the shapes where they are on the image"));
    const QString where = tr("in image pixels from the top-left corner");
    m_x = fields::coordinateSpin(
            QStringLiteral("pivotX"), tr("Pivot X %1").arg(where), -coordinateLimit, 0.5, session);
    m_y = fields::coordinateSpin(
            QStringLiteral("pivotY"), tr("Pivot Y %1").arg(where), -coordinateLimit, 0.5, session);
    for (QDoubleSpinBox *spin : {m_x, m_y})
        connect(spin, &QDoubleSpinBox::valueChanged, this, [this, spin] { commit(spin); });

    struct Preset
    {
        Icon iconId;
        QString text;
        QString tip;
        const char *name;
        double fx;
        double fy;
    };
    // clang-format off
    const Preset presets[] = {
            {Icon::PivotCenter, tr("Centre"), tr("Pivot at the image centre"), "pivotCentre",
             0.5, 0.5},
            {Icon::PivotBottomCenter, tr("Bottom"),
             tr("Pivot at the middle of the bottom edge (feet)"), "pivotBottomCentre", 0.5, 1.0},
            {Icon::PivotTopLeft, tr("Top left"), tr("Pivot at the top-left corner"),
             "pivotTopLeft", 0.0, 0.0},
    };
    // clang-format on
    auto *buttons = new QHBoxLayout;
    buttons->setSpacing(4);
    for (const Preset &p : presets) {
        auto *button = new QToolButton;
        button->setObjectName(QLatin1String(p.name));
        button->setIcon(icon(p.iconId));
        button->setText(p.text);
        button->setToolTip(p.tip);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setAutoRaise(false);
        connect(button, &QToolButton::clicked, this, [this, fx = p.fx, fy = p.fy] {
            setPreset(fx, fy);
        });
        buttons->addWidget(button);
    }
    buttons->addStretch(1);

    auto *grid = new QGridLayout(this);
    grid->addWidget(fields::fieldLabel(tr("X"), m_x, this), 0, 0);
    grid->addWidget(m_x, 0, 1);
    grid->addWidget(fields::fieldLabel(tr("Y"), m_y, this), 0, 2);
    grid->addWidget(m_y, 0, 3);
    grid->addLayout(buttons, 1, 0, 1, 4);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);
    grid->setColumnMinimumWidth(0, labelWidth);
}

void PivotSection::refresh(int index)
{
    const collision::Vec2 pivot = m_document->pivot(index);
    fields::showValue(m_x, pivot.x);
    fields::showValue(m_y, pivot.y);
}

void PivotSection::commit(QDoubleSpinBox *changed)
{
    const int index = m_document->currentSprite();
    if (!m_document->isValidSprite(index))
        return;
    collision::Vec2 pivot = m_document->pivot(index);
    double &field = changed == m_x ? pivot.x : pivot.y;
    if (fields::sameShown(field, changed->value(), changed->decimals()))
        return;
    field = changed->value();
    m_document->undoStack()->push(new SetPivot(m_document, index, pivot, m_session->id(changed)));
}

void PivotSection::setPreset(double fx, double fy)
{
    const int index = m_document->currentSprite();
    if (!m_document->isValidSprite(index))
        return;
    const QSize size = m_document->image(index).size();
    const collision::Vec2 pivot{fx * size.width(), fy * size.height()};
    if (pivot == m_document->pivot(index))
        return;
    // A fresh merge id: with the default 0, consecutive presets would merge into one step.
    m_session->end();
    m_document->undoStack()->push(new SetPivot(m_document, index, pivot, EditSession::freshId()));
}

} // namespace hitbox::editor
