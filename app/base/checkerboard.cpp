#include "base/checkerboard.h"

#include "base/canvasstyle.h"

#include <QPainter>

#include <cmath>

namespace hitbox::editor {

void drawCheckerboard(QPainter &painter, const QRectF &area, QPointF origin, qreal cell)
{
    if (area.isEmpty() || !(cell > 0.0))
        return;
    painter.fillRect(area, style::checkerLight);
    const int firstCol = int(std::floor((area.left() - origin.x()) / cell));
    const int firstRow = int(std::floor((area.top() - origin.y()) / cell));
    for (int row = firstRow; origin.y() + row * cell < area.bottom(); ++row) {
        // Dark where column + row is odd.
        for (int col = firstCol + ((firstCol + row) & 1 ? 0 : 1);
             origin.x() + col * cell < area.right();
             col += 2) {
            const QRectF square(origin.x() + col * cell, origin.y() + row * cell, cell, cell);
            painter.fillRect(square.intersected(area), style::checkerDark);
        }
    }
}

} // namespace hitbox::editor
