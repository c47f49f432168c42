#include "preview/previewinteraction.h"

#include "base/qtgeometry.h"
#include "preview/previewcontroller.h"
#include "preview/previewgraphicsscene.h"
#include "preview/previewstyle.h"

#include <hitbox/queries.h>

#include <QKeyEvent>
#include <QLineF>

#include <cmath>
#include <numbers>

namespace hitbox::editor {

namespace hc = hitbox::collision;

namespace {

constexpr double snapDegrees = 15.0;
constexpr double minScale = 0.05;
constexpr qreal missingImageGrab = 16.0;

double snapped(double degrees, bool snap)
{
    return snap ? std::round(degrees / snapDegrees) * snapDegrees : degrees;
}

// Degrees in (-180, 180].
double normalized(double degrees)
{
    degrees = std::fmod(degrees, 360.0);
    if (degrees > 180.0)
        degrees -= 360.0;
    if (degrees <= -180.0)
        degrees += 360.0;
    return degrees;
}

// Screen angle of a vector in degrees, clockwise on screen like the rotation.
double angleOf(QPointF v)
{
    return std::atan2(v.y(), v.x()) * 180.0 / std::numbers::pi;
}

} // namespace

PreviewInteraction::PreviewInteraction(PreviewController *controller, PreviewGraphicsScene *scene)
    : m_controller(controller)
    , m_scene(scene)
{}

int PreviewInteraction::instanceAt(QPointF scenePos) const
{
    const model::PreviewEvaluator &evaluator = m_controller->evaluator();
    for (int i = evaluator.instanceCount() - 1; i >= 0; --i) {
        const hc::Collider &c = evaluator.collider(i);
        if (c.width <= 0 || c.height <= 0) {
            if (QLineF(toQt(c.transform.position), scenePos).length() <= missingImageGrab)
                return i;
            continue;
        }
        const hc::Vec2 pivot = c.transform.pivot;
        const hc::Rect image{-pivot.x, -pivot.y, c.width, c.height};
        if (hc::pointInBox(image, c.transform, toVec2(scenePos)))
            return i;
    }
    return -1;
}

InstanceHandle PreviewInteraction::handleAt(QPointF scenePos) const
{
    const int selected = m_controller->selectedInstance();
    if (selected < 0 || m_controller->isPlaying()
        || selected >= m_controller->evaluator().instanceCount())
        return InstanceHandle::None;
    const qreal px = m_scene->pixelSize();
    const InstanceHandles handles = handlesFor(m_controller->evaluator().collider(selected),
                                               m_controller->scene().instances[selected].velocity,
                                               px);
    return editor::handleAt(handles, scenePos, px);
}

Qt::CursorShape PreviewInteraction::cursorAt(QPointF scenePos) const
{
    switch (m_drag) {
    case Drag::Move:
        return Qt::ClosedHandCursor;
    case Drag::Rotate:
    case Drag::Velocity:
    case Drag::Probe:
        return Qt::CrossCursor;
    case Drag::Scale:
        return Qt::SizeFDiagCursor;
    case Drag::None:
        break;
    }
    switch (handleAt(scenePos)) {
    case InstanceHandle::Rotate:
    case InstanceHandle::Velocity:
        return Qt::CrossCursor;
    case InstanceHandle::Scale:
        return Qt::SizeFDiagCursor;
    case InstanceHandle::None:
        break;
    }
    if (m_controller->isPlaying())
        return Qt::ArrowCursor;
    return instanceAt(scenePos) >= 0 ? Qt::OpenHandCursor : Qt::ArrowCursor;
}

bool PreviewInteraction::press(QPointF scenePos,
                               Qt::MouseButton button,
                               Qt::KeyboardModifiers modifiers)
{
    if (button != Qt::LeftButton)
        return false;
    m_pressPos = scenePos;
    if (modifiers & Qt::ControlModifier) {
        m_drag = Drag::Probe;
        m_controller->probe(toVec2(scenePos));
        return true;
    }
    // R or V held: turn or aim the instance under the cursor, whatever handle is there.
    const bool keyDrag = m_rotateKey || m_velocityKey;
    const InstanceHandle handle = keyDrag ? InstanceHandle::None : handleAt(scenePos);
    int index = m_controller->selectedInstance();
    if (handle == InstanceHandle::None) {
        index = instanceAt(scenePos);
        if (index < 0 && keyDrag)
            index = m_controller->selectedInstance();
        m_controller->setSelectedInstance(index);
    }
    if (index < 0 || m_controller->isPlaying()) {
        m_drag = Drag::None;
        return true;
    }
    m_instance = index;
    m_start = m_controller->placedScene().instances[index];
    switch (handle) {
    case InstanceHandle::Rotate:
        m_drag = Drag::Rotate;
        break;
    case InstanceHandle::Scale:
        m_drag = Drag::Scale;
        break;
    case InstanceHandle::Velocity:
        m_drag = Drag::Velocity;
        break;
    case InstanceHandle::None:
        m_drag = m_rotateKey ? Drag::Rotate : m_velocityKey ? Drag::Velocity : Drag::Move;
        break;
    }
    return true;
}

bool PreviewInteraction::move(QPointF scenePos, Qt::KeyboardModifiers modifiers)
{
    if (m_drag == Drag::None)
        return false;
    dragTo(scenePos, modifiers);
    return true;
}

void PreviewInteraction::dragTo(QPointF scenePos, Qt::KeyboardModifiers modifiers)
{
    if (m_drag == Drag::Probe) {
        m_controller->probe(toVec2(scenePos));
        return;
    }
    const bool shift = modifiers & Qt::ShiftModifier;
    const QPointF pivot = toQt(m_start.position);
    model::PreviewInstance instance = m_start;
    switch (m_drag) {
    case Drag::Move:
        instance.position = toVec2(pivot + (scenePos - m_pressPos));
        break;
    case Drag::Rotate: {
        if (QLineF(pivot, scenePos).length() <= 0 || QLineF(pivot, m_pressPos).length() <= 0)
            return;
        const double turn = angleOf(scenePos - pivot) - angleOf(m_pressPos - pivot);
        instance.rotation = normalized(snapped(m_start.rotation + turn, shift));
        break;
    }
    case Drag::Scale: {
        const qreal from = QLineF(pivot, m_pressPos).length();
        if (from <= 0)
            return;
        const double factor = QLineF(pivot, scenePos).length() / from;
        const auto scaled = [factor](double s) {
            const double v = s * factor;
            return std::abs(v) < minScale ? std::copysign(minScale, s) : v;
        };
        instance.scale = {scaled(m_start.scale.x), scaled(m_start.scale.y)};
        break;
    }
    case Drag::Velocity: {
        QLineF arrow(pivot, scenePos);
        if (shift && arrow.length() > 0)
            arrow.setAngle(snapped(arrow.angle(), true));
        instance.velocity = toVec2((arrow.p2() - arrow.p1()) / previewstyle::arrowSeconds);
        break;
    }
    case Drag::None:
    case Drag::Probe:
        return;
    }
    m_controller->setInstance(m_instance, instance);
}

bool PreviewInteraction::release(Qt::MouseButton button)
{
    if (button != Qt::LeftButton || m_drag == Drag::None)
        return false;
    m_drag = Drag::None;
    m_instance = -1;
    return true;
}

bool PreviewInteraction::keyPress(QKeyEvent *event)
{
    if (event->isAutoRepeat() && (event->key() == Qt::Key_R || event->key() == Qt::Key_V))
        return true;
    const int selected = m_controller->selectedInstance();
    switch (event->key()) {
    case Qt::Key_R:
        m_rotateKey = true;
        return true;
    case Qt::Key_V:
        m_velocityKey = true;
        return true;
    case Qt::Key_Escape:
        m_controller->clearProbe();
        m_controller->setSelectedInstance(-1);
        return true;
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        if (selected < 0 || m_controller->isPlaying())
            return false;
        m_controller->removeInstance(selected);
        return true;
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down: {
        if (selected < 0 || m_controller->isPlaying() || m_drag != Drag::None)
            return false;
        const double step = event->modifiers() & Qt::ShiftModifier ? 10.0 : 1.0;
        model::PreviewInstance instance = m_controller->placedScene().instances[selected];
        instance.position.x += event->key() == Qt::Key_Left    ? -step
                               : event->key() == Qt::Key_Right ? step
                                                               : 0.0;
        instance.position.y += event->key() == Qt::Key_Up     ? -step
                               : event->key() == Qt::Key_Down ? step
                                                              : 0.0;
        m_controller->setInstance(selected, instance);
        return true;
    }
    default:
        return false;
    }
}

bool PreviewInteraction::keyRelease(QKeyEvent *event)
{
    if (event->isAutoRepeat())
        return false;
    if (event->key() == Qt::Key_R) {
        m_rotateKey = false;
        return true;
    }
    if (event->key() == Qt::Key_V) {
        m_velocityKey = false;
        return true;
    }
    return false;
}

void PreviewInteraction::cancel()
{
    m_rotateKey = false;
    m_velocityKey = false;
    m_drag = Drag::None;
    m_instance = -1;
}

} // namespace hitbox::editor
