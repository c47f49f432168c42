#include "preview/hittimelinedock.h"

#include "preview/previewcontroller.h"
#include "preview/previewstyle.h"

#include "document/document.h"

#include "model/document/animationplayback.h"
#include "model/document/tiertext.h"
#include "model/evaluate/hittimeline.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hitbox::editor {

namespace hc = hitbox::collision;

namespace {

QTableWidgetItem *cellItem(const QString &text, bool hit)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    item->setTextAlignment(Qt::AlignCenter);
    if (hit) {
        item->setBackground(previewstyle::hitCell);
        item->setForeground(Qt::black);
    }
    return item;
}

} // namespace

HitTimelineDock::HitTimelineDock(PreviewController *controller, QWidget *parent)
    : QDockWidget(tr("Hit Timeline"), parent)
    , m_controller(controller)
{
    setObjectName(QStringLiteral("hitTimelineDock"));
    auto *widget = new QWidget(this);
    auto *layout = new QVBoxLayout(widget);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);

    auto *form = new QFormLayout;
    m_bCombo = new QComboBox(widget);
    m_bCombo->setObjectName(QStringLiteral("hitTimelineB"));
    m_bCombo->setToolTip(tr("The instance B that A's frames are tested against"));
    form->addRow(tr("Against (B):"), m_bCombo);
    m_animationCombo = new QComboBox(widget);
    m_animationCombo->setObjectName(QStringLiteral("hitTimelineAnimation"));
    m_animationCombo->setToolTip(tr("A's frames: an animation's, or every frame"));
    form->addRow(tr("A's frames:"), m_animationCombo);
    layout->addLayout(form);

    m_summary = new QLabel(widget);
    m_summary->setObjectName(QStringLiteral("hitTimelineSummary"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);

    m_table = new QTableWidget(widget);
    m_table->setObjectName(QStringLiteral("hitTimelineTable"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    // Short titles, so a narrow dock shows every column; the tool tips say more.
    QStringList header{tr("Frame")};
    QStringList tips{tr("A's frame and its duration")};
    for (const hc::Tier t : hc::allTiers) {
        header << model::tierText(t);
        tips << tr("The %1 tier's verdict for the frame").arg(model::tierTitle(t));
    }
    header << tr("pipeline");
    tips << tr("What the pipeline answers for the frame");
    m_table->setColumnCount(int(header.size()));
    for (int c = 0; c < int(header.size()); ++c) {
        auto *item = new QTableWidgetItem(header[c]);
        item->setToolTip(tips[c]);
        m_table->setHorizontalHeaderItem(c, item);
    }
    // Every column in view: the tiers share the room beside the frame numbers.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(frameColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setMinimumSectionSize(24);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    layout->addWidget(m_table, 1);
    setWidget(widget);

    connect(controller, &PreviewController::evaluated, this, &HitTimelineDock::refresh);
    connect(controller, &PreviewController::selectionChanged, this, &HitTimelineDock::refresh);
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible)
            refresh();
    });
    connect(m_bCombo, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_filling)
            refresh();
    });
    connect(m_animationCombo, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_filling)
            refresh();
    });
    connect(m_table, &QTableWidget::cellClicked, this, [this](int row, int) { showRow(row); });
    refresh();
}

// B: the instance chosen before if it is still there, else the first one whose bounds
// overlap A's (the pair list), else the first other one.
void HitTimelineDock::fillInstances()
{
    const int previous = m_bCombo->currentData().isValid() ? m_bCombo->currentData().toInt() : -1;
    m_bCombo->clear();
    const qsizetype count = m_controller->scene().instances.size();
    for (int i = 0; i < int(count); ++i) {
        if (i != m_a)
            m_bCombo->addItem(m_controller->instanceName(i), i);
    }
    int keep = m_bCombo->findData(previous);
    if (keep < 0) {
        for (const model::PreviewPair &pair : m_controller->evaluation().pairs) {
            if (pair.a == m_a || pair.b == m_a) {
                keep = m_bCombo->findData(pair.a == m_a ? pair.b : pair.a);
                break;
            }
        }
    }
    m_bCombo->setCurrentIndex(keep >= 0 ? keep : (m_bCombo->count() > 0 ? 0 : -1));
    m_b = m_bCombo->currentIndex() >= 0 ? m_bCombo->currentData().toInt() : -1;
}

void HitTimelineDock::fillAnimations()
{
    const int previous = m_animationCombo->currentData().isValid()
                                 ? m_animationCombo->currentData().toInt()
                                 : -1;
    m_animationCombo->clear();
    m_animationCombo->addItem(tr("All frames"), -1);
    const int sprite = m_controller->scene().instances[m_a].sprite;
    if (m_controller->document()->isValidSprite(sprite)) {
        const model::Sprite &s = m_controller->document()->sprite(sprite);
        for (int i = 0; i < int(s.animations.size()); ++i)
            m_animationCombo->addItem(s.animations[i].name, i);
    }
    const int keep = m_animationCombo->findData(previous);
    m_animationCombo->setCurrentIndex(keep >= 0 ? keep : 0);
}

void HitTimelineDock::refresh()
{
    if (!isVisible())
        return; // costs nothing while hidden; visibilityChanged refreshes
    const QList<model::PreviewInstance> &instances = m_controller->scene().instances;
    const int selected = m_controller->selectedInstance();
    m_a = selected >= 0 && selected < instances.size() ? selected : -1;
    {
        m_filling = true;
        const QSignalBlocker blockB(m_bCombo);
        const QSignalBlocker blockAnimation(m_animationCombo);
        if (m_a >= 0) {
            fillInstances();
            fillAnimations();
        } else {
            m_bCombo->clear();
            m_animationCombo->clear();
            m_b = -1;
        }
        m_filling = false;
    }
    Document *document = m_controller->document();
    const bool usable = m_a >= 0 && m_b >= 0 && document->isValidSprite(instances[m_a].sprite)
                        && document->isValidSprite(instances[m_b].sprite);
    if (!usable) {
        m_frames.clear();
        m_table->setRowCount(0);
        m_summary->setText(m_a < 0 ? tr("Select an instance (A) to see on which of its frames "
                                        "it meets another instance (B).")
                                   : tr("Place a second instance (B) to compare A's frames with."));
        return;
    }
    const model::PreviewInstance &a = instances[m_a];
    const model::Sprite &spriteA = document->sprite(a.sprite);
    m_frames = model::playSequence(spriteA, m_animationCombo->currentData().toInt());
    const QList<model::HitTimelineRow> rows = model::hitTimeline(
            document->project(), document->images(), a, m_frames, instances[m_b]);
    m_table->setRowCount(int(rows.size()));
    int hits = 0;
    int current = -1;
    for (int r = 0; r < int(rows.size()); ++r) {
        const model::HitTimelineRow &row = rows[r];
        const hc::CollisionReport &report = row.evaluation.report;
        auto *frameItem
                = new QTableWidgetItem(tr("#%1 (%2 ms)")
                                               .arg(row.frame)
                                               .arg(model::frameAt(spriteA, row.frame).durationMs));
        frameItem->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        frameItem->setData(Qt::UserRole, row.frame);
        m_table->setItem(r, frameColumn, frameItem);
        int column = frameColumn + 1;
        for (const hc::Tier t : hc::allTiers) {
            const hc::Verdict v = report[t].verdict;
            QTableWidgetItem *item = cellItem(model::verdictText(v), v == hc::Verdict::Hit);
            if (v == hc::Verdict::NotApplicable) {
                item->setToolTip(model::notApplicableText(t,
                                                          report[t].reason,
                                                          m_controller->instanceName(m_a),
                                                          m_controller->instanceName(m_b)));
            }
            m_table->setItem(r, column++, item);
        }
        const QString pipeline
                = !report.decidedBy
                          ? model::verdictText(hc::Verdict::NotApplicable)
                          : model::verdictText(report.hit ? hc::Verdict::Hit : hc::Verdict::Miss);
        m_table->setItem(r, column, cellItem(pipeline, report.hit));
        bool shapesMeet = false;
        for (const hc::Tier t : {hc::Tier::Box, hc::Tier::Circle, hc::Tier::Armature})
            shapesMeet = shapesMeet || report[t].verdict == hc::Verdict::Hit;
        hits += shapesMeet ? 1 : 0;
        if (row.frame == a.frame && current < 0)
            current = r;
    }
    {
        const QSignalBlocker block(m_table);
        if (current >= 0)
            m_table->selectRow(current);
        else
            m_table->clearSelection();
    }
    m_summary->setText(tr("%1 (A) against %2 (B): shapes whose roles collide meet on %n of %3 "
                          "frame(s).",
                          nullptr,
                          hits)
                               .arg(m_controller->instanceName(m_a),
                                    m_controller->instanceName(m_b),
                                    QString::number(rows.size())));
}

void HitTimelineDock::showRow(int row)
{
    if (row < 0 || row >= m_frames.size() || m_a < 0 || m_controller->isPlaying())
        return;
    const QList<model::PreviewInstance> &instances = m_controller->scene().instances;
    if (m_a >= instances.size())
        return;
    model::PreviewInstance instance = instances[m_a];
    instance.frame = m_frames[row];
    m_controller->setInstance(m_a, instance);
}

} // namespace hitbox::editor
