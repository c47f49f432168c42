#include "mainwindow.h"

#include "model/imageloader.h"
#include "model/projectformat.h"

#include <QEvent>
#include <QFileInfo>
#include <QGraphicsEllipseItem>
#include <QGraphicsPixmapItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsView>
#include <QPainterPath>
#include <QStatusBar>

namespace hitbox::editor {
namespace {

constexpr qreal spriteSpacing = 48.0;

QPen cosmeticPen(const QColor &color)
{
    QPen pen(color, 2.0);
    pen.setCosmetic(true);
    return pen;
}

// Adds one sprite with its shapes at x; returns the x after it.
qreal addSprite(QGraphicsScene *scene, const model::Sprite &sprite, const QImage &image, qreal x)
{
    auto *pixmap = scene->addPixmap(QPixmap::fromImage(image));
    pixmap->setTransformationMode(Qt::FastTransformation);
    pixmap->setPos(x, 0);
    const collision::Vec2 pivot = model::effectivePivot(sprite, image.size());
    const QPointF origin(x + pivot.x, pivot.y);

    if (sprite.box) {
        const collision::Rect &b = *sprite.box;
        scene->addRect(QRectF(origin.x() + b.x, origin.y() + b.y, b.w, b.h),
                       cosmeticPen(QColor(40, 120, 255)));
    }
    if (sprite.circle) {
        const collision::Circle &c = *sprite.circle;
        scene->addEllipse(QRectF(origin.x() + c.center.x - c.radius,
                                 origin.y() + c.center.y - c.radius, 2 * c.radius, 2 * c.radius),
                          cosmeticPen(QColor(30, 170, 90)));
    }
    for (const model::PolygonShape &shape : sprite.polygons) {
        QPolygonF polygon;
        for (const collision::Vec2 p : shape.polygon.points)
            polygon << origin + QPointF(p.x, p.y);
        scene->addPolygon(polygon, cosmeticPen(QColor(255, 140, 0)),
                          QColor(255, 140, 0, 50));
    }
    QPainterPath cross;
    cross.moveTo(origin + QPointF(-4, 0));
    cross.lineTo(origin + QPointF(4, 0));
    cross.moveTo(origin + QPointF(0, -4));
    cross.lineTo(origin + QPointF(0, 4));
    scene->addPath(cross, cosmeticPen(QColor(220, 0, 80)));

    auto *label = scene->addSimpleText(sprite.name);
    label->setBrush(QColor(220, 222, 228));
    label->setPos(x, image.height() + 6);
    return x + std::max<qreal>(image.width(), label->boundingRect().width()) + spriteSpacing;
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_scene(new QGraphicsScene(this))
    , m_view(new QGraphicsView(m_scene, this))
{
    setWindowTitle(tr("Hitbox Studio"));
    m_view->setBackgroundBrush(QColor(52, 54, 60));
    m_view->setRenderHint(QPainter::Antialiasing);
    setCentralWidget(m_view);
    m_view->viewport()->installEventFilter(this);
    statusBar()->showMessage(tr("Ready"));
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    // Keep the whole project in view whenever the canvas changes size.
    if (watched == m_view->viewport() && event->type() == QEvent::Resize)
        m_view->fitInView(m_scene->sceneRect(), Qt::KeepAspectRatio);
    return QMainWindow::eventFilter(watched, event);
}

bool MainWindow::openProject(const QString &path, QString *error)
{
    const model::ProjectReadResult read = model::readProjectFile(path);
    if (!read.ok()) {
        *error = read.error;
        return false;
    }
    QStringList problems;
    m_scene->clear();
    m_spriteCount = 0;
    qreal x = 0;
    for (const model::Sprite &sprite : read.project.sprites) {
        const model::LoadedImage loaded = model::loadImage(sprite.imagePath);
        if (!loaded.ok()) {
            problems << loaded.error;
            continue;
        }
        x = addSprite(m_scene, sprite, loaded.image, x);
        ++m_spriteCount;
    }
    m_scene->setSceneRect(m_scene->itemsBoundingRect().adjusted(-32, -32, 32, 32));
    m_view->fitInView(m_scene->sceneRect(), Qt::KeepAspectRatio);
    setWindowTitle(tr("%1 - Hitbox Studio").arg(QFileInfo(path).fileName()));
    statusBar()->showMessage(problems.isEmpty()
                                 ? tr("%n sprite(s) loaded", nullptr, m_spriteCount)
                                 : problems.join(QLatin1String("; ")));
    return true;
}

} // namespace hitbox::editor
