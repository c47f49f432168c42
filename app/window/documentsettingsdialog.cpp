#include "window/documentsettingsdialog.h"

#include "commands/framecommands.h"
#include "document/document.h"

#include "model/document/timing.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QUndoStack>
#include <QVBoxLayout>

namespace hitbox::editor {

DocumentSettingsDialog::DocumentSettingsDialog(int ticksPerSecond, QWidget *parent)
    : QDialog(parent)
    , m_countTicks(new QCheckBox(tr("Count frame durations in &ticks"), this))
    , m_rate(new QSpinBox(this))
{
    setWindowTitle(tr("Document Settings"));
    m_countTicks->setObjectName(QStringLiteral("countTicks"));
    m_countTicks->setChecked(ticksPerSecond > 0);
    m_countTicks->setToolTip(tr("Fighting games count time in ticks: frame data is then exact. "
                                "Every frame's duration becomes its nearest whole number of "
                                "ticks."));
    m_rate->setObjectName(QStringLiteral("ticksPerSecond"));
    m_rate->setRange(1, model::maxTicksPerSecond);
    m_rate->setValue(ticksPerSecond > 0 ? ticksPerSecond : model::defaultFrameDataTicksPerSecond);
    m_rate->setSuffix(tr(" per second"));
    m_rate->setEnabled(ticksPerSecond > 0);
    connect(m_countTicks, &QCheckBox::toggled, m_rate, &QSpinBox::setEnabled);

    auto *form = new QFormLayout;
    form->addRow(m_countTicks);
    form->addRow(tr("Tick &rate:"), m_rate);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

int DocumentSettingsDialog::ticksPerSecond() const
{
    return m_countTicks->isChecked() ? m_rate->value() : 0;
}

void editDocumentSettings(Document *document, QWidget *parent)
{
    DocumentSettingsDialog dialog(document->project().ticksPerSecond, parent);
    if (dialog.exec() == QDialog::Accepted
        && dialog.ticksPerSecond() != document->project().ticksPerSecond)
        document->undoStack()->push(new SetTicksPerSecond(document, dialog.ticksPerSecond()));
}

} // namespace hitbox::editor
