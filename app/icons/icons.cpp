#include "icons/icons.h"

#include "icons/iconengine.h"

#include <QHash>

namespace hitbox::editor {

using icons::applicationIconId;
using icons::IconEngine;

QIcon icon(Icon id)
{
    static QHash<int, QIcon> cache; // GUI thread only, like QIcon itself
    const int key = static_cast<int>(id);
    auto it = cache.find(key);
    if (it == cache.end())
        it = cache.insert(key, QIcon(new IconEngine(key)));
    return *it;
}

QString iconName(Icon id)
{
    switch (id) {
    case Icon::EditShapes:
        return QStringLiteral("EditShapes");
    case Icon::DrawPolygon:
        return QStringLiteral("DrawPolygon");
    case Icon::AddReducedBox:
        return QStringLiteral("AddReducedBox");
    case Icon::AddCircle:
        return QStringLiteral("AddCircle");
    case Icon::DeleteShape:
        return QStringLiteral("DeleteShape");
    case Icon::SnapPixelCorners:
        return QStringLiteral("SnapPixelCorners");
    case Icon::SnapPixelCenters:
        return QStringLiteral("SnapPixelCenters");
    case Icon::SnapOff:
        return QStringLiteral("SnapOff");
    case Icon::ZoomIn:
        return QStringLiteral("ZoomIn");
    case Icon::ZoomOut:
        return QStringLiteral("ZoomOut");
    case Icon::ZoomFit:
        return QStringLiteral("ZoomFit");
    case Icon::ZoomActual:
        return QStringLiteral("ZoomActual");
    case Icon::PixelGrid:
        return QStringLiteral("PixelGrid");
    case Icon::SolidOverlay:
        return QStringLiteral("SolidOverlay");
    case Icon::PivotCenter:
        return QStringLiteral("PivotCenter");
    case Icon::PivotBottomCenter:
        return QStringLiteral("PivotBottomCenter");
    case Icon::PivotTopLeft:
        return QStringLiteral("PivotTopLeft");
    case Icon::NewProject:
        return QStringLiteral("NewProject");
    case Icon::OpenProject:
        return QStringLiteral("OpenProject");
    case Icon::SaveProject:
        return QStringLiteral("SaveProject");
    case Icon::SaveProjectAs:
        return QStringLiteral("SaveProjectAs");
    case Icon::AddSprites:
        return QStringLiteral("AddSprites");
    case Icon::ImportHitboxes:
        return QStringLiteral("ImportHitboxes");
    case Icon::ReloadSources:
        return QStringLiteral("ReloadSources");
    case Icon::Revert:
        return QStringLiteral("Revert");
    case Icon::ExportProject:
        return QStringLiteral("ExportProject");
    case Icon::Undo:
        return QStringLiteral("Undo");
    case Icon::Redo:
        return QStringLiteral("Redo");
    case Icon::CopyShapes:
        return QStringLiteral("CopyShapes");
    case Icon::PasteShapes:
        return QStringLiteral("PasteShapes");
    case Icon::ApplyShapesToSprites:
        return QStringLiteral("ApplyShapesToSprites");
    case Icon::PreviewMode:
        return QStringLiteral("PreviewMode");
    case Icon::Play:
        return QStringLiteral("Play");
    case Icon::Pause:
        return QStringLiteral("Pause");
    case Icon::Step:
        return QStringLiteral("Step");
    case Icon::Reset:
        return QStringLiteral("Reset");
    case Icon::SpawnBalls:
        return QStringLiteral("SpawnBalls");
    case Icon::Continuous:
        return QStringLiteral("Continuous");
    case Icon::Board:
        return QStringLiteral("Board");
    case Icon::VelocityArrow:
        return QStringLiteral("VelocityArrow");
    case Icon::TraceAlpha:
        return QStringLiteral("TraceAlpha");
    case Icon::FitBox:
        return QStringLiteral("FitBox");
    case Icon::FitCircle:
        return QStringLiteral("FitCircle");
    case Icon::Warning:
        return QStringLiteral("Warning");
    case Icon::EventLog:
        return QStringLiteral("EventLog");
    }
    return {};
}

QIcon applicationIcon()
{
    static const QIcon appIcon(new IconEngine(applicationIconId));
    return appIcon;
}

} // namespace hitbox::editor
