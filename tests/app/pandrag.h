#pragma once

// A drag with one mouse button held across the moves, as a pan gesture needs
// (QTest::mouseMove sends no buttons).

#include <QCoreApplication>
#include <QMouseEvent>
#include <QTest>

namespace hitbox::editor::testing {

inline void
buttonDrag(QWidget *viewport, Qt::MouseButton button, QPoint from, QPoint to, int steps = 4)
{
    QTest::mousePress(viewport, button, {}, from);
    for (int i = 1; i <= steps; ++i) {
        const QPoint at = from + (to - from) * i / steps;
        QMouseEvent move(QEvent::MouseMove,
                         at,
                         viewport->mapToGlobal(at),
                         Qt::NoButton,
                         button,
                         Qt::NoModifier);
        QCoreApplication::sendEvent(viewport, &move);
    }
    QTest::mouseRelease(viewport, button, {}, to);
}

} // namespace hitbox::editor::testing
