#include "preview/statustext.h"

#include <QPainter>
#include <QStyle>

namespace hitbox::editor {

StatusText::StatusText(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

void StatusText::setText(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    const int advance = fontMetrics().horizontalAdvance(text);
    const int width = text.isEmpty() ? 0 : (advance / widthStep + 1) * widthStep;
    // Grows at once, shrinks only for a much shorter text: a line alternating between
    // two lengths keeps the longer one's width.
    if (width > m_width || width + shrinkSteps * widthStep < m_width) {
        m_width = width;
        ++m_relayouts;
        updateGeometry();
    }
    update();
}

QSize StatusText::sizeHint() const
{
    return {m_width, fontMetrics().height()};
}

void StatusText::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    style()->drawItemText(&painter,
                          rect(),
                          int(Qt::AlignLeft | Qt::AlignVCenter),
                          palette(),
                          isEnabled(),
                          m_text,
                          foregroundRole());
}

} // namespace hitbox::editor
