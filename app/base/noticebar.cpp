#include "base/noticebar.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>

namespace hitbox::editor {

NoticeBar::NoticeBar(QWidget *parent)
    : QFrame(parent)
    , m_text(new QLabel(this))
    , m_buttons(new QHBoxLayout)
{
    setObjectName(QStringLiteral("noticeBar"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    // The tooltip colours: a light strip in light themes, a dark one in dark themes, and
    // always readable.
    QPalette colours = palette();
    colours.setColor(QPalette::Window, colours.color(QPalette::ToolTipBase));
    colours.setColor(QPalette::WindowText, colours.color(QPalette::ToolTipText));
    setPalette(colours);

    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setObjectName(QStringLiteral("noticeText"));
    auto *close = new QToolButton(this);
    close->setObjectName(QStringLiteral("noticeClose"));
    close->setAutoRaise(true);
    close->setText(QStringLiteral("\u2715"));
    close->setToolTip(tr("Dismiss"));
    connect(close, &QToolButton::clicked, this, &QWidget::hide);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 4, 4);
    layout->addWidget(m_text, 1);
    layout->addLayout(m_buttons);
    layout->addWidget(close);
    hide();
}

void NoticeBar::showNotice(const QString &text, const QList<QAction *> &actions)
{
    while (QLayoutItem *item = m_buttons->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_text->setText(text);
    for (QAction *action : actions) {
        auto *button = new QPushButton(
                action->text().remove(QLatin1Char('&')).remove(QStringLiteral("...")), this);
        button->setObjectName(action->objectName() + QStringLiteral("Notice"));
        button->setToolTip(action->toolTip());
        button->setEnabled(action->isEnabled());
        connect(button, &QPushButton::clicked, this, [this, action] {
            hide();
            action->trigger();
        });
        m_buttons->addWidget(button);
    }
    show();
}

QString NoticeBar::text() const
{
    return isHidden() ? QString() : m_text->text();
}

} // namespace hitbox::editor
