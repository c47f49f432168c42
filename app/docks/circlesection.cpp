#include "docks/circlesection.h"

#include "commands/shapecommands.h"
#include "docks/editsession.h"
#include "docks/propertyfields.h"
#include "document/document.h"
#include "icons/icons.h"

#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QUndoStack>

#include <algorithm>

namespace hitbox::editor {

using fields::coordinateLimit;

CircleSection::CircleSection(Document *document,
                             EditSession *session,
                             int labelWidth,
                             QWidget *parent)
    : QGroupBox(tr("Circle"), parent)
    , m_document(document)
    , m_session(session)
{
    setObjectName(QStringLiteral("circleGroup"));
    setToolTip(tr("The circle tier's circle, in sprite-local pixels relative to the pivot"));
    const QString local = tr("relative to the pivot (sprite-local pixels)");
    m_x = fields::coordinateSpin(QStringLiteral("circleX"),
                                 tr("Centre X, %1").arg(local),
                                 -coordinateLimit,
                                 1.0,
                                 session);
    m_y = fields::coordinateSpin(QStringLiteral("circleY"),
                                 tr("Centre Y, %1").arg(local),
                                 -coordinateLimit,
                                 1.0,
                                 session);
    m_radius = fields::coordinateSpin(
            QStringLiteral("circleRadius"), tr("Radius in pixels"), 0.0, 1.0, session);
    for (QDoubleSpinBox *spin : {m_x, m_y, m_radius})
        connect(spin, &QDoubleSpinBox::valueChanged, this, [this, spin] { commit(spin); });
    m_readout = new QLabel;
    m_readout->setObjectName(QStringLiteral("circleReadout"));
    m_readout->setWordWrap(true);
    m_readout->setToolTip(tr("The radius as a share of half the image's larger side "
                             "(the default circle uses 80%)"));
    m_addButton = new QPushButton(icon(Icon::AddCircle), tr("Add circle"));
    m_addButton->setObjectName(QStringLiteral("addCircleButton"));
    m_addButton->setToolTip(tr("Add the classic circle: centred, radius 80% of half the "
                               "larger side"));
    connect(m_addButton, &QPushButton::clicked, this, [this] {
        const int index = m_document->currentSprite();
        if (m_document->isValidSprite(index))
            m_document->undoStack()->push(new AddCircle(m_document, index));
    });

    auto *grid = new QGridLayout(this);
    grid->addWidget(fields::fieldLabel(tr("X"), m_x, this), 0, 0);
    grid->addWidget(m_x, 0, 1);
    grid->addWidget(fields::fieldLabel(tr("Y"), m_y, this), 0, 2);
    grid->addWidget(m_y, 0, 3);
    grid->addWidget(fields::fieldLabel(tr("Radius"), m_radius, this), 1, 0);
    grid->addWidget(m_radius, 1, 1);
    grid->addWidget(m_readout, 2, 0, 1, 4);
    grid->addWidget(m_addButton, 3, 0, 1, 4);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);
    grid->setColumnMinimumWidth(0, labelWidth);
}

void CircleSection::refresh(int index)
{
    const ShapeList &shapes = m_document->shapes(index);
    const int shape = focusedShape(shapes, m_document->selection(), model::ShapeKind::Circle);
    const QSize size = m_document->image(index).size();
    m_addButton->setEnabled(!size.isEmpty());
    if (shape < 0) {
        fields::showNothing({m_x, m_y, m_radius});
        m_readout->setText(tr("This frame has no circle."));
        return;
    }
    const collision::Circle *circle = &shapes[shape].circle;
    for (QDoubleSpinBox *spin : {m_x, m_y, m_radius})
        spin->setEnabled(true);
    fields::showValue(m_x, circle->center.x);
    fields::showValue(m_y, circle->center.y);
    fields::showValue(m_radius, circle->radius);
    const double halfLarger = std::max(size.width(), size.height()) / 2.0;
    m_readout->setText(tr("radius = %1 of half the larger side")
                               .arg(fields::percent(circle->radius, halfLarger)));
}

void CircleSection::commit(QDoubleSpinBox *changed)
{
    const int index = m_document->currentSprite();
    if (!m_document->isValidSprite(index))
        return;
    const ShapeList &shapes = m_document->shapes(index);
    const int shape = focusedShape(shapes, m_document->selection(), model::ShapeKind::Circle);
    if (shape < 0)
        return;
    collision::Circle circle = shapes[shape].circle;
    double &field = changed == m_x   ? circle.center.x
                    : changed == m_y ? circle.center.y
                                     : circle.radius;
    if (fields::sameShown(field, changed->value(), changed->decimals()))
        return;
    field = changed->value();
    m_document->undoStack()->push(
            new SetCircle(m_document, index, shape, circle, m_session->id(changed)));
}

} // namespace hitbox::editor
