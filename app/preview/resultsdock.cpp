#include "preview/resultsdock.h"

#include "preview/dockthrottle.h"
#include "preview/previewcontroller.h"
#include "preview/resultsmodel.h"
#include "preview/resultstable.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace hitbox::editor {

namespace hc = hitbox::collision;

ResultsDock::ResultsDock(PreviewController *controller, QWidget *parent)
    : QDockWidget(tr("Collision Results"), parent)
    , m_controller(controller)
    , m_model(new ResultsModel(controller, this))
{
    setObjectName(QStringLiteral("resultsDock"));
    auto *widget = new QWidget(this);
    auto *layout = new QVBoxLayout(widget);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);

    m_summary = new QLabel(widget);
    m_summary->setObjectName(QStringLiteral("resultsSummary"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);

    m_table = makeResultsTable(m_model, widget, QStringLiteral("resultsTable"));
    // Every tier column in view at any width: they share the room beside the pair names
    // and elide (the tool tips give the whole evidence).
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(ResultsModel::PairColumn,
                                                      QHeaderView::Interactive);
    m_table->setColumnWidth(ResultsModel::PairColumn, 180);
    layout->addWidget(m_table, 1);
    setWidget(widget);

    // While the simulation runs, every few frames (DockThrottle).
    m_throttle = new DockThrottle(
            controller, [this] { refresh(); }, this);
    connect(controller, &PreviewController::evaluated, m_throttle, &DockThrottle::request);
    connect(m_table, &QTableView::clicked, this, [this](const QModelIndex &index) {
        m_controller->setSelectedInstance(index.data(ResultsModel::InstanceRole).toInt());
    });
    refresh();
}

void ResultsDock::refresh()
{
    m_model->refresh();
    const model::PreviewEvaluation &r = m_controller->evaluation();
    if (m_controller->isLight()) {
        m_summary->setText(tr("Playing %n instances: the play tier decides the contacts (see "
                              "the Event Log). Pause (F5) for every tier's results.",
                              nullptr,
                              int(m_controller->scene().instances.size())));
        return;
    }
    int pixelHits = 0;
    for (const model::PreviewPair &p : r.pairs)
        pixelHits += p.report[hc::Tier::Pixel].verdict == hc::Verdict::Hit ? 1 : 0;
    QStringList parts;
    parts << tr("%n overlapping pair(s)", nullptr, int(r.pairs.size()));
    parts << tr("%n pixel collision(s)", nullptr, pixelHits);
    if (m_model->falseHitCount() > 0)
        parts << QStringLiteral("<span style='color:#d98200'>%1</span>")
                         .arg(tr("%n false hit(s)", nullptr, m_model->falseHitCount()));
    if (m_model->missedCount() > 0)
        parts << QStringLiteral("<span style='color:#d93b3d'>%1</span>")
                         .arg(tr("%n missed", nullptr, m_model->missedCount()));
    if (!r.boardContacts.empty())
        parts << tr("%n outside the board", nullptr, int(r.boardContacts.size()));
    m_summary->setText(parts.join(QStringLiteral(" · ")));
}

} // namespace hitbox::editor
