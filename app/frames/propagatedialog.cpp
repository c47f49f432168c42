#include "frames/propagatedialog.h"

#include "commands/framecommands.h"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace hitbox::editor {

namespace {

QString frameList(const QList<int> &frames)
{
    QStringList numbers;
    for (int f : frames)
        numbers << QString::number(f);
    return numbers.join(QStringLiteral(", "));
}

} // namespace

PropagateDialog::PropagateDialog(const QList<int> &sequence,
                                 const QString &sequenceName,
                                 int current,
                                 int frameCount,
                                 int shapeCount,
                                 QWidget *parent)
    : QDialog(parent)
    , m_sequence(sequence)
    , m_current(current)
    , m_frameCount(std::max(1, frameCount))
    , m_shapeCount(shapeCount)
    , m_next(new QRadioButton(tr("The &next"), this))
    , m_toEnd(new QRadioButton(this))
    , m_chosen(new QRadioButton(tr("&Frames"), this))
    , m_count(new QSpinBox(this))
    , m_first(new QSpinBox(this))
    , m_last(new QSpinBox(this))
    , m_plan(new QLabel(this))
{
    setWindowTitle(tr("Propagate Shapes"));
    setObjectName(QStringLiteral("propagateDialog"));
    m_next->setObjectName(QStringLiteral("nextRadio"));
    m_toEnd->setObjectName(QStringLiteral("toEndRadio"));
    m_chosen->setObjectName(QStringLiteral("chosenRadio"));
    m_count->setObjectName(QStringLiteral("countSpin"));
    m_first->setObjectName(QStringLiteral("firstSpin"));
    m_last->setObjectName(QStringLiteral("lastSpin"));
    m_plan->setObjectName(QStringLiteral("planLabel"));
    m_toEnd->setText(sequenceName.isEmpty()
                             ? tr("To the &end of the sprite's frames")
                             : tr("To the &end of the animation \"%1\"").arg(sequenceName));
    m_count->setRange(1, m_frameCount);
    // " frame" or " frames", following the value (no translations load, so no %n plurals).
    const auto setCountSuffix
            = [this](int n) { m_count->setSuffix(n == 1 ? tr(" frame") : tr(" frames")); };
    setCountSuffix(m_count->value());
    connect(m_count, &QSpinBox::valueChanged, this, setCountSuffix);
    for (QSpinBox *spin : {m_first, m_last}) {
        spin->setRange(0, m_frameCount - 1);
        spin->setPrefix(tr("#"));
    }
    m_first->setValue(std::min(current + 1, m_frameCount - 1));
    m_last->setValue(m_frameCount - 1);
    m_plan->setWordWrap(true);

    auto *grid = new QGridLayout;
    grid->addWidget(m_next, 0, 0);
    grid->addWidget(m_count, 0, 1);
    grid->addWidget(m_toEnd, 1, 0, 1, 4);
    grid->addWidget(m_chosen, 2, 0);
    grid->addWidget(m_first, 2, 1);
    grid->addWidget(new QLabel(tr("to"), this), 2, 2);
    grid->addWidget(m_last, 2, 3);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("&Copy"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(grid);
    layout->addWidget(m_plan);
    layout->addWidget(buttons);

    for (QRadioButton *radio : {m_next, m_toEnd, m_chosen})
        connect(radio, &QRadioButton::toggled, this, &PropagateDialog::updatePlan);
    for (QSpinBox *spin : {m_count, m_first, m_last})
        connect(spin, &QSpinBox::valueChanged, this, &PropagateDialog::updatePlan);
    m_next->setChecked(true);
    updatePlan();
}

PropagateDialog::Range PropagateDialog::range() const
{
    if (m_toEnd->isChecked())
        return Range::ToEnd;
    return m_chosen->isChecked() ? Range::Chosen : Range::Next;
}

void PropagateDialog::setRange(Range range)
{
    (range == Range::ToEnd    ? m_toEnd
     : range == Range::Chosen ? m_chosen
                              : m_next)
            ->setChecked(true);
}

QList<int> PropagateDialog::targets() const
{
    return targets(m_sequence,
                   m_current,
                   m_frameCount,
                   range(),
                   m_count->value(),
                   m_first->value(),
                   m_last->value());
}

QList<int> PropagateDialog::targets(const QList<int> &sequence,
                                    int current,
                                    int frameCount,
                                    Range range,
                                    int count,
                                    int first,
                                    int last)
{
    QList<int> candidates;
    if (range == Range::Chosen) {
        const int from = std::clamp(std::min(first, last), 0, frameCount - 1);
        const int to = std::clamp(std::max(first, last), 0, frameCount - 1);
        for (int f = from; f <= to; ++f)
            candidates << f;
    } else {
        // After the current frame's place in the sequence; from its start when it is not in it.
        const qsizetype at = sequence.indexOf(current);
        candidates = sequence.mid(at + 1);
        if (range == Range::Next)
            candidates = candidates.mid(0, std::max(0, count));
    }
    QList<int> frames;
    for (int f : std::as_const(candidates)) {
        if (f != current && f >= 0 && f < frameCount && !frames.contains(f))
            frames << f;
    }
    return frames;
}

void PropagateDialog::updatePlan()
{
    m_count->setEnabled(m_next->isChecked());
    m_first->setEnabled(m_chosen->isChecked());
    m_last->setEnabled(m_chosen->isChecked());
    const QList<int> frames = targets();
    const QString shapes = shapeCountText(m_shapeCount);
    if (frames.isEmpty())
        m_plan->setText(tr("No frame to copy to in this range (frame %1 is the one shown).")
                                .arg(m_current));
    else if (frames.size() == 1)
        m_plan->setText(tr("Copies %1 to frame %2.").arg(shapes).arg(frames.first()));
    else
        m_plan->setText(tr("Copies %1 to %2 frames: %3.")
                                .arg(shapes)
                                .arg(frames.size())
                                .arg(frameList(frames)));
    m_ok->setEnabled(!frames.isEmpty());
}

} // namespace hitbox::editor
