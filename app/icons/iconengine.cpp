#include "icons/iconengine.h"

#include "icons/fileicons.h"
#include "icons/othericons.h"
#include "icons/previewicons.h"
#include "icons/toolicons.h"

#include <QApplication>
#include <QPixmapCache>
#include <QStyle>
#include <QStyleOption>

namespace hitbox::editor::icons {
namespace {

// Line colours for light and dark window colours (Fusion's toolbars in both schemes).
const QColor inkOnLight(0x3c, 0x40, 0x48);
const QColor inkOnDark(0xd4, 0xd7, 0xdd);

void paintIcon(IconCanvas &c, int id)
{
    if (id == applicationIconId) {
        drawApplicationIcon(c);
        return;
    }
    switch (static_cast<Icon>(id)) {
    case Icon::EditShapes:
        drawEditShapes(c);
        break;
    case Icon::DrawPolygon:
        drawDrawPolygon(c);
        break;
    case Icon::AddReducedBox:
        drawAddReducedBox(c);
        break;
    case Icon::AddCircle:
        drawAddCircle(c);
        break;
    case Icon::DeleteShape:
        drawDeleteShape(c);
        break;
    case Icon::SnapPixelCorners:
        drawSnapPixelCorners(c);
        break;
    case Icon::SnapPixelCenters:
        drawSnapPixelCenters(c);
        break;
    case Icon::SnapOff:
        drawSnapOff(c);
        break;
    case Icon::ZoomIn:
        drawZoomIn(c);
        break;
    case Icon::ZoomOut:
        drawZoomOut(c);
        break;
    case Icon::ZoomFit:
        drawZoomFit(c);
        break;
    case Icon::ZoomActual:
        drawZoomActual(c);
        break;
    case Icon::PixelGrid:
        drawPixelGrid(c);
        break;
    case Icon::SolidOverlay:
        drawSolidOverlay(c);
        break;
    case Icon::PivotCenter:
        pivotFrame(c, P(12, 12));
        break;
    case Icon::PivotBottomCenter:
        pivotFrame(c, P(12, 19));
        break;
    case Icon::PivotTopLeft:
        pivotFrame(c, P(5, 5));
        break;
    case Icon::NewProject:
        drawNewProject(c);
        break;
    case Icon::OpenProject:
        drawOpenProject(c);
        break;
    case Icon::SaveProject:
        drawSaveProject(c);
        break;
    case Icon::SaveProjectAs:
        drawSaveProjectAs(c);
        break;
    case Icon::AddSprites:
        drawAddSprites(c);
        break;
    case Icon::ImportHitboxes:
        drawImportHitboxes(c);
        break;
    case Icon::ReloadSources:
        drawReloadSources(c);
        break;
    case Icon::Revert:
        drawRevert(c);
        break;
    case Icon::ExportProject:
        drawExportProject(c);
        break;
    case Icon::Undo:
        drawUndo(c);
        break;
    case Icon::Redo:
        drawRedo(c);
        break;
    case Icon::CopyShapes:
        drawCopyShapes(c);
        break;
    case Icon::PasteShapes:
        drawPasteShapes(c);
        break;
    case Icon::ApplyShapesToSprites:
        drawApplyShapesToSprites(c);
        break;
    case Icon::PreviewMode:
        drawPreviewMode(c);
        break;
    case Icon::Play:
        drawPlay(c);
        break;
    case Icon::Pause:
        drawPause(c);
        break;
    case Icon::Step:
        drawStep(c);
        break;
    case Icon::Reset:
        drawReset(c);
        break;
    case Icon::SpawnBalls:
        drawSpawnBalls(c);
        break;
    case Icon::Continuous:
        drawContinuous(c);
        break;
    case Icon::Board:
        drawBoard(c);
        break;
    case Icon::VelocityArrow:
        drawVelocityArrow(c);
        break;
    case Icon::TraceAlpha:
        drawTraceAlpha(c);
        break;
    case Icon::FitBox:
        drawFitBox(c);
        break;
    case Icon::FitCircle:
        drawFitCircle(c);
        break;
    case Icon::Warning:
        drawWarning(c);
        break;
    case Icon::EventLog:
        drawEventLog(c);
        break;
    }
}

bool darkPalette()
{
    return QGuiApplication::palette().color(QPalette::Window).lightness() < 128;
}

} // namespace

void IconEngine::paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state)
{
    const qreal dpr = painter->device() ? painter->device()->devicePixelRatio() : 1.0;
    QPixmap pm = pixmap((QSizeF(rect.size()) * dpr).toSize(), mode, state);
    pm.setDevicePixelRatio(dpr);
    painter->drawPixmap(rect.topLeft(), pm);
}

QPixmap IconEngine::pixmap(const QSize &size, QIcon::Mode mode, QIcon::State)
{
    if (size.isEmpty())
        return {};
    const bool dark = darkPalette();
    const QString key = QStringLiteral("hitbox-icon-%1-%2x%3-%4-%5")
                                .arg(m_id)
                                .arg(size.width())
                                .arg(size.height())
                                .arg(int(mode))
                                .arg(dark);
    QPixmap pm;
    if (QPixmapCache::find(key, &pm))
        return pm;
    pm = render(size, dark);
    // The style needs a QApplication; a QGuiApplication gets the normal look.
    const bool widgets = qobject_cast<QApplication *>(QCoreApplication::instance());
    if (mode == QIcon::Disabled && widgets) {
        QStyleOption option;
        option.palette = QApplication::palette();
        pm = QApplication::style()->generatedIconPixmap(mode, pm, &option);
    }
    QPixmapCache::insert(key, pm);
    return pm;
}

QString IconEngine::iconName()
{
    return m_id == applicationIconId ? QStringLiteral("hitbox-studio")
                                     : editor::iconName(static_cast<Icon>(m_id));
}

QPixmap IconEngine::render(const QSize &size, bool dark) const
{
    const int side = std::min(size.width(), size.height());
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    // Centre the square drawing; a whole-pixel offset keeps the snapping intact.
    painter.translate((size.width() - side) / 2, (size.height() - side) / 2);
    IconCanvas canvas(painter, side, dark ? inkOnDark : inkOnLight);
    paintIcon(canvas, m_id);
    painter.end();
    return QPixmap::fromImage(image);
}

} // namespace hitbox::editor::icons
