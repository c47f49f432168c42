#pragma once

#include "model/evaluate/tracepipeline.h"

#include <QImage>
#include <QWidget>

namespace hitbox::editor {

/// The Trace dialog's picture: the sprite on a checkerboard, its solid pixels tinted, and
/// the traced polygons on top: whole polygons filled and outlined, convex pieces each in
/// their own shade with thin seams, the outline of a cut shape drawn over its pieces and
/// its holes dashed. Fits the sprite into the widget (whole zoom steps from 100% up, so
/// pixels stay crisp) until the user zooms with the wheel; dragging pans, a double-click
/// fits again. Coordinates are image pixels.
class TracePreview : public QWidget
{
    Q_OBJECT

public:
    explicit TracePreview(QWidget *parent = nullptr);

    /// The sprite's image; fits it into the widget.
    void setImage(const QImage &image);
    /// The solid pixels as a tinted, otherwise transparent image of the same size.
    void setSolidPixels(const QImage &tinted);
    void setSolidPixelsVisible(bool visible);
    /// The polygons and shapes to draw.
    void setTrace(const model::TraceResult &trace);
    /// Text shown instead of the picture (e.g. a missing image); empty to show it.
    void setMessage(const QString &message);

    /// Screen pixels per image pixel.
    qreal zoom() const { return m_zoom; }
    /// True while the view follows the widget's size.
    bool isFitting() const { return m_fitting; }
    void fitToView();
    void zoomIn();
    void zoomOut();

    QSize sizeHint() const override { return {520, 460}; }
    QSize minimumSizeHint() const override { return {240, 200}; }

    /// The preview's colours, for the dialog's legend.
    static QColor pieceColor(int index);
    static QColor holeColor();

signals:
    void zoomChanged(qreal zoom);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;

private:
    void setZoomAt(qreal zoom, QPointF anchor);
    void updateFit();
    QTransform imageToView() const;
    void drawTrace(QPainter &painter) const;

    QImage m_image;
    QImage m_solid;
    bool m_solidVisible = true;
    model::TraceResult m_trace;
    QString m_message;
    qreal m_zoom = 1.0;
    QPointF m_origin; // view position of image pixel (0, 0)
    bool m_fitting = true;
    bool m_panning = false;
    QPointF m_panLast;
};

} // namespace hitbox::editor
