#include "preview/eventlogdock.h"

#include "preview/dockthrottle.h"
#include "preview/eventlogmodel.h"
#include "preview/previewcontroller.h"
#include "preview/statustext.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <utility>

namespace hitbox::editor {

EventLogDock::EventLogDock(PreviewController *controller, QWidget *parent)
    : QDockWidget(tr("Event Log"), parent)
    , m_model(new EventLogModel(this))
{
    setObjectName(QStringLiteral("eventLogDock"));
    auto *widget = new QWidget(this);
    auto *layout = new QVBoxLayout(widget);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);

    auto *bar = new QHBoxLayout;
    m_clear = new QToolButton(widget);
    m_clear->setObjectName(QStringLiteral("clearEventLog"));
    m_clear->setText(tr("Clear"));
    m_clear->setToolTip(tr("Remove every event from the log"));
    m_follow = new QCheckBox(tr("Follow"), widget);
    m_follow->setObjectName(QStringLiteral("followEventLog"));
    m_follow->setToolTip(tr("Keep the newest event in view"));
    m_follow->setChecked(true);
    m_count = new StatusText(widget);
    m_count->setObjectName(QStringLiteral("eventCount"));
    bar->addWidget(m_clear);
    bar->addWidget(m_follow);
    bar->addStretch(1);
    bar->addWidget(m_count);
    layout->addLayout(bar);

    m_table = new QTableView(widget);
    m_table->setObjectName(QStringLiteral("eventLogTable"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);
    m_table->setShowGrid(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setHighlightSections(false);
    m_table->setColumnWidth(EventLogModel::EventColumn, 64);
    m_table->setColumnWidth(EventLogModel::ContactColumn, 150);
    m_table->setColumnWidth(EventLogModel::TierColumn, 90);
    m_table->setColumnWidth(EventLogModel::TimeColumn, 96);
    layout->addWidget(m_table, 1);
    setWidget(widget);

    // While the simulation runs, events are inserted in batches (DockThrottle).
    m_throttle = new DockThrottle(
            controller,
            [this] {
                m_model->append(std::exchange(m_waiting, {}));
                updateCount();
                if (m_follow->isChecked())
                    m_table->scrollToBottom();
            },
            this);
    connect(controller, &PreviewController::contactEvents, this, [this](const ContactEvents &e) {
        m_waiting += e;
        m_throttle->request();
    });
    const auto clear = [this] {
        m_throttle->cancel();
        m_waiting.clear();
        m_model->clear();
        updateCount();
    };
    connect(m_clear, &QToolButton::clicked, this, clear);
    // Another project's events would name instances that are not there.
    connect(controller, &PreviewController::projectReset, this, clear);
    updateCount();
}

void EventLogDock::updateCount()
{
    const int rows = m_model->rowCount();
    m_count->setText(rows >= EventLogModel::maxRows - EventLogModel::maxRows / 10
                             ? tr("%1 events (oldest dropped)").arg(rows)
                             : tr("%n event(s)", nullptr, rows));
}

} // namespace hitbox::editor
