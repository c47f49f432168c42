#include "preview/previewlegend.h"

#include "preview/previewstyle.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QToolButton>
#include <QVBoxLayout>

namespace hitbox::editor {
namespace {

enum class Mark { Intersection, Contact, Board };

QPixmap markPixmap(Mark mark, qreal dpr)
{
    QPixmap pixmap(QSize(16, 16) * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    switch (mark) {
    case Mark::Intersection:
        p.setPen(QPen(previewstyle::intersection, 1.5, Qt::DashLine));
        p.drawRect(QRectF(2.5, 4.5, 11, 8));
        break;
    case Mark::Contact:
        p.setPen(QPen(previewstyle::firstContact, 1.5));
        p.drawEllipse(QPointF(8, 8), 4, 4);
        p.drawLine(QPointF(0.5, 8), QPointF(2.5, 8));
        p.drawLine(QPointF(13.5, 8), QPointF(15.5, 8));
        break;
    case Mark::Board:
        p.setPen(QPen(previewstyle::boardHit, 3));
        p.drawLine(QPointF(3, 2), QPointF(3, 14));
        p.setPen(QPen(previewstyle::board, 1.2, Qt::DashLine));
        p.drawLine(QPointF(3, 2), QPointF(14, 2));
        break;
    }
    return pixmap;
}

} // namespace

PreviewLegend::PreviewLegend(const QList<QAction *> &tierActions, QWidget *parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("previewLegend"));
    setAutoFillBackground(false);
    setStyleSheet(QStringLiteral(
            "#previewLegend { background: rgba(24, 26, 30, 215); border: 1px solid "
            "rgba(255, 255, 255, 40); border-radius: 6px; }"
            "#previewLegend QLabel, #previewLegend QToolButton { color: #e8eaed; "
            "background: transparent; border: none; }"
            "#previewLegend QToolButton:!checked { color: #7d828a; }"
            "#previewLegend QToolButton:hover { background: rgba(255, 255, 255, 24); "
            "border-radius: 3px; }"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 8);
    layout->setSpacing(1);
    auto *title = new QLabel(tr("<b>Tiers</b> <span style='color:#9aa0a6'>(click to "
                                "show/hide)</span>"),
                             this);
    layout->addWidget(title);
    for (QAction *action : tierActions) {
        auto *button = new QToolButton(this);
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setAutoRaise(true);
        button->setIconSize(QSize(16, 16));
        button->setObjectName(action->objectName() + QStringLiteral("Legend"));
        layout->addWidget(button);
    }
    const qreal dpr = devicePixelRatioF();
    const std::pair<Mark, QString> marks[] = {
            {Mark::Intersection, tr("intersection of the bounds")},
            {Mark::Contact, tr("first contact pixel")},
            {Mark::Board, tr("board edge crossed")},
    };
    for (const auto &[mark, text] : marks) {
        auto *row = new QWidget(this);
        auto *h = new QHBoxLayout(row);
        h->setContentsMargins(6, 2, 0, 0);
        h->setSpacing(6);
        auto *icon = new QLabel(row);
        icon->setPixmap(markPixmap(mark, dpr));
        h->addWidget(icon);
        h->addWidget(new QLabel(text, row), 1);
        layout->addWidget(row);
    }
    adjustSize();
}

} // namespace hitbox::editor
