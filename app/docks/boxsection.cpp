#include "docks/boxsection.h"

#include "commands/shapecommands.h"
#include "docks/editsession.h"
#include "docks/propertyfields.h"
#include "document/document.h"
#include "icons/icons.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QUndoStack>

namespace hitbox::editor {

using fields::coordinateLimit;

namespace {

const QString originKey = QStringLiteral("properties/boxInImagePixels");

} // namespace

BoxSection::BoxSection(Document *document, EditSession *session, int labelWidth, QWidget *parent)
    : QGroupBox(tr("Box"), parent)
    , m_document(document)
    , m_session(session)
{
    setObjectName(QStringLiteral("boxGroup"));
    setToolTip(tr("The box tier's rectangle"));
    m_origin = new QComboBox;
    m_origin->setObjectName(QStringLiteral("boxOrigin"));
    m_origin->addItem(tr("Pivot (stored)"));
    m_origin->addItem(tr("Image pixels (as the status bar)"));
    m_origin->setToolTip(tr("What X and Y are measured from: the pivot, as the box is stored "
                            "and exported, or the frame image's top-left corner, as the status "
                            "bar shows the cursor"));
    m_origin->setCurrentIndex(QSettings().value(originKey, false).toBool() ? 1 : 0);
    connect(m_origin, &QComboBox::currentIndexChanged, this, &BoxSection::originChanged);
    m_x = fields::coordinateSpin(QStringLiteral("boxX"), QString(), -coordinateLimit, 1.0, session);
    m_y = fields::coordinateSpin(QStringLiteral("boxY"), QString(), -coordinateLimit, 1.0, session);
    m_w = fields::coordinateSpin(QStringLiteral("boxW"), tr("Width in pixels"), 0.0, 1.0, session);
    m_h = fields::coordinateSpin(QStringLiteral("boxH"), tr("Height in pixels"), 0.0, 1.0, session);
    for (QDoubleSpinBox *spin : {m_x, m_y, m_w, m_h})
        connect(spin, &QDoubleSpinBox::valueChanged, this, [this, spin] { commit(spin); });
    m_readout = new QLabel;
    m_readout->setObjectName(QStringLiteral("boxReadout"));
    m_readout->setWordWrap(true);
    m_readout->setToolTip(tr("The box's width and height as a share of the image's"));
    m_addButton = new QPushButton(icon(Icon::AddReducedBox), tr("Add box (80%)"));
    m_addButton->setObjectName(QStringLiteral("addBoxButton"));
    m_addButton->setToolTip(tr("Add a box to this frame: the classic reduced box, 80% of the "
                               "frame, centred (or draw one with the Box tool, B)"));
    connect(m_addButton, &QPushButton::clicked, this, [this] {
        const int index = m_document->currentSprite();
        if (m_document->isValidSprite(index))
            m_document->undoStack()->push(new AddBox(m_document, index));
    });

    auto *grid = new QGridLayout(this);
    grid->addWidget(fields::fieldLabel(tr("Origin"), m_origin, this), 0, 0);
    grid->addWidget(m_origin, 0, 1, 1, 3);
    grid->addWidget(fields::fieldLabel(tr("X"), m_x, this), 1, 0);
    grid->addWidget(m_x, 1, 1);
    grid->addWidget(fields::fieldLabel(tr("Y"), m_y, this), 1, 2);
    grid->addWidget(m_y, 1, 3);
    grid->addWidget(fields::fieldLabel(tr("W"), m_w, this), 2, 0);
    grid->addWidget(m_w, 2, 1);
    grid->addWidget(fields::fieldLabel(tr("H"), m_h, this), 2, 2);
    grid->addWidget(m_h, 2, 3);
    grid->addWidget(m_readout, 3, 0, 1, 4);
    grid->addWidget(m_addButton, 4, 0, 1, 4);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);
    grid->setColumnMinimumWidth(0, labelWidth);
    originChanged();
}

bool BoxSection::showsImagePixels() const
{
    return m_origin->currentIndex() == 1;
}

void BoxSection::originChanged()
{
    QSettings().setValue(originKey, showsImagePixels());
    const QString from = showsImagePixels()
                                 ? tr("in image pixels (from the frame's top-left corner, as the "
                                      "status bar shows)")
                                 : tr("relative to the pivot (sprite-local pixels, as stored)");
    m_x->setToolTip(tr("Left edge, %1").arg(from));
    m_y->setToolTip(tr("Top edge, %1").arg(from));
    const int index = m_document->currentSprite();
    if (m_document->isValidSprite(index))
        refresh(index);
}

collision::Vec2 BoxSection::shownOffset(int index) const
{
    return showsImagePixels() ? m_document->pivot(index) : collision::Vec2{0, 0};
}

void BoxSection::refresh(int index)
{
    const ShapeList &shapes = m_document->shapes(index);
    const int shape = focusedShape(shapes, m_document->selection(), model::ShapeKind::Box);
    const QSize size = m_document->image(index).size();
    m_addButton->setEnabled(!size.isEmpty());
    if (shape < 0) {
        fields::showNothing({m_x, m_y, m_w, m_h});
        m_readout->setText(tr("This frame has no box."));
        return;
    }
    const collision::Rect *box = &shapes[shape].box;
    for (QDoubleSpinBox *spin : {m_x, m_y, m_w, m_h})
        spin->setEnabled(true);
    const collision::Vec2 offset = shownOffset(index);
    fields::showValue(m_x, box->x + offset.x);
    fields::showValue(m_y, box->y + offset.y);
    fields::showValue(m_w, box->w);
    fields::showValue(m_h, box->h);
    m_readout->setText(tr("%1 \u00d7 %2 of the sprite")
                               .arg(fields::percent(box->w, size.width()),
                                    fields::percent(box->h, size.height())));
}

void BoxSection::commit(QDoubleSpinBox *changed)
{
    const int index = m_document->currentSprite();
    if (!m_document->isValidSprite(index))
        return;
    const ShapeList &shapes = m_document->shapes(index);
    const int shape = focusedShape(shapes, m_document->selection(), model::ShapeKind::Box);
    if (shape < 0)
        return;
    collision::Rect box = shapes[shape].box;
    const collision::Vec2 offset = shownOffset(index);
    double &field = changed == m_x   ? box.x
                    : changed == m_y ? box.y
                    : changed == m_w ? box.w
                                     : box.h;
    const double shift = changed == m_x ? offset.x : changed == m_y ? offset.y : 0.0;
    // Only the edited field is taken from its spin box; the others keep their exact
    // (unrounded) values.
    if (fields::sameShown(field + shift, changed->value(), changed->decimals()))
        return;
    field = changed->value() - shift;
    m_document->undoStack()->push(
            new SetBox(m_document, index, shape, box, m_session->id(changed)));
}

} // namespace hitbox::editor
