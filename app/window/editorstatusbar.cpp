#include "window/editorstatusbar.h"

#include "canvas/canvasview.h"
#include "document/document.h"
#include "preview/previewview.h"
#include "preview/previewworkspace.h"
#include "preview/statustext.h"

#include "model/evaluate/projectvalidation.h"
#include <hitbox/shapes.h>

#include <QLabel>

#include <cmath>

namespace hitbox::editor {

EditorStatusBar::EditorStatusBar(Document *document,
                                 CanvasView *canvas,
                                 PreviewWorkspace *preview,
                                 QWidget *parent)
    : QStatusBar(parent)
    , m_document(document)
    , m_canvas(canvas)
    , m_preview(preview)
    , m_warningLabel(new QLabel(this))
    , m_cursorLabel(new QLabel(this))
    , m_alphaLabel(new QLabel(this))
    , m_zoomLabel(new QLabel(this))
{
    // As QMainWindow::statusBar() sets on the bar it makes: the labels never widen the window.
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_warningLabel->setStyleSheet(QStringLiteral("color: #d93b3d; font-weight: 600;"));
    for (QLabel *label : {m_cursorLabel, m_alphaLabel, m_zoomLabel}) {
        label->setMinimumWidth(
                label->fontMetrics().horizontalAdvance(QStringLiteral("alpha 255 (solid)__")));
    }
    m_zoomLabel->setObjectName(QStringLiteral("zoomLabel"));
    addWidget(m_warningLabel);
    addPermanentWidget(m_cursorLabel);
    addPermanentWidget(m_alphaLabel);
    addPermanentWidget(m_zoomLabel);
    addPermanentWidget(preview->statusLabel());

    updateZoom();
    // The hidden canvas zooms too (a sprite picked in preview mode is fitted on the shapes
    // canvas): only the zoom of the canvas shown counts.
    connect(canvas, &CanvasView::zoomChanged, this, &EditorStatusBar::updateZoom);
    connect(preview->view(), &PreviewView::zoomChanged, this, &EditorStatusBar::updateZoom);
    connect(preview->view(), &PreviewView::cursorMoved, this, [this](QPointF scenePos) {
        m_cursorLabel->setText(tr("x %1, y %2")
                                       .arg(int(std::floor(scenePos.x())))
                                       .arg(int(std::floor(scenePos.y()))));
        m_alphaLabel->clear();
    });
    connect(canvas, &CanvasView::cursorMoved, this, &EditorStatusBar::showCanvasCursor);
    connect(canvas, &CanvasView::cursorLeft, this, [this] {
        m_cursorLabel->clear();
        m_alphaLabel->clear();
    });
    connect(m_document,
            &Document::currentSpriteChanged,
            this,
            &EditorStatusBar::updateValidityWarning);
    connect(m_document, &Document::spriteChanged, this, &EditorStatusBar::updateValidityWarning);
}

void EditorStatusBar::updateZoom()
{
    const qreal zoom = m_preview->isActive() ? m_preview->view()->zoom() : m_canvas->zoom();
    // One decimal below 10%, where whole percents would hide the steps.
    m_zoomLabel->setText(tr("zoom %1%").arg(zoom * 100.0, 0, 'f', zoom < 0.1 ? 1 : 0));
}

void EditorStatusBar::showCanvasCursor(QPointF scenePos)
{
    const int x = int(std::floor(scenePos.x()));
    const int y = int(std::floor(scenePos.y()));
    m_cursorLabel->setText(tr("x %1, y %2").arg(x).arg(y));
    const int index = m_document->currentSprite();
    if (!m_document->isValidSprite(index)) {
        m_alphaLabel->clear();
        return;
    }
    const model::Sprite &sprite = m_document->sprite(index);
    const model::Frame &frame = m_document->frame(index);
    const QImage alpha = m_document->images().alpha(
            sprite.imagePath, frame.region, model::effectiveColorKey(sprite, frame));
    if (x < 0 || y < 0 || x >= alpha.width() || y >= alpha.height()) {
        m_alphaLabel->setText(tr("outside the image"));
        return;
    }
    const int a = alpha.constScanLine(y)[x];
    m_alphaLabel->setText(a >= model::effectiveThreshold(sprite, frame)
                                  ? tr("alpha %1 (solid)").arg(a)
                                  : tr("alpha %1 (clear)").arg(a));
}

void EditorStatusBar::updateValidityWarning()
{
    const int index = m_document->currentSprite();
    QStringList problems;
    if (m_document->isValidSprite(index)) {
        const QList<model::Shape> &shapes = m_document->shapes(index);
        for (qsizetype i = 0; i < shapes.size(); ++i) {
            if (!shapes[i].isPolygon())
                continue;
            const QString problem = model::polygonShapeProblemText(shapes[i]);
            if (problem.isEmpty())
                continue;
            problems << tr("%1: %2").arg(model::shapeDisplayName(shapes, i), problem);
        }
        if (m_document->image(index).isNull())
            problems.prepend(m_document->imageError(index));
    }
    m_warningLabel->setText(problems.join(QLatin1String("; ")));
    m_warningLabel->setToolTip(problems.join(QLatin1Char('\n')));
}

} // namespace hitbox::editor
