#include "preview/probedock.h"

#include "base/numbertext.h"
#include "preview/previewcontroller.h"
#include "preview/probemodel.h"
#include "preview/resultstable.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace hitbox::editor {

ProbeDock::ProbeDock(PreviewController *controller, QWidget *parent)
    : QDockWidget(tr("Point Probe"), parent)
    , m_controller(controller)
    , m_model(new ProbeModel(controller, this))
{
    setObjectName(QStringLiteral("probeDock"));
    auto *widget = new QWidget(this);
    auto *layout = new QVBoxLayout(widget);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    m_label = new QLabel(widget);
    m_label->setObjectName(QStringLiteral("probeLabel"));
    m_label->setWordWrap(true);
    layout->addWidget(m_label);
    m_table = makeResultsTable(m_model, widget, QStringLiteral("probeTable"));
    // Short answers: the tier columns share the width left by the names.
    m_table->horizontalHeader()->setDefaultSectionSize(96);
    m_table->horizontalHeader()->setStretchLastSection(false);
    layout->addWidget(m_table, 1);
    setWidget(widget);
    connect(controller, &PreviewController::probeChanged, this, &ProbeDock::refresh);
    refresh();
}

void ProbeDock::refresh()
{
    m_model->refresh();
    const auto point = m_controller->probePoint();
    if (!point) {
        m_label->setText(tr("Ctrl+click the canvas to test a point against every instance on "
                            "every tier."));
        return;
    }
    const QString at
            = QStringLiteral("(%1, %2)").arg(numberText(point->x, 1), numberText(point->y, 1));
    const int hits = m_model->hitCount();
    m_label->setText(hits == 0 ? tr("<b>%1</b>: no instance is hit on any tier.").arg(at)
                               : tr("<b>%1</b>: %n instance(s) hit", nullptr, hits).arg(at)
                                         + tr("; %n other(s) missed on every tier.",
                                              nullptr,
                                              m_model->missCount())
                                         + tr(" Esc clears."));
}

} // namespace hitbox::editor
