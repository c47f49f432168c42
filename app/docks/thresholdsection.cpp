#include "docks/thresholdsection.h"

#include "commands/spritecommands.h"
#include "docks/propertyfields.h"
#include "document/document.h"

#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QUndoStack>

namespace hitbox::editor {

ThresholdSection::ThresholdSection(Document *document, QWidget *parent)
    : QGroupBox(tr("Alpha threshold"), parent)
    , m_document(document)
    , m_slider(new QSlider(Qt::Horizontal))
    , m_spin(new QSpinBox)
    , m_solidLabel(new QLabel)
    , m_boundsLabel(new QLabel)
    , m_outdatedLabel(new QLabel)
    , m_retraceButton(new QPushButton(tr("Trace Again...")))
{
    setObjectName(QStringLiteral("thresholdGroup"));
    setToolTip(tr("A pixel is solid when its alpha is at least the threshold; "
                  "0 makes every pixel solid"));
    const QString tip = tr("Alpha threshold, 0..255: a pixel is solid when alpha \u2265 "
                           "threshold (default 128)");
    m_slider->setObjectName(QStringLiteral("thresholdSlider"));
    m_slider->setRange(0, 255);
    m_slider->setPageStep(16);
    m_slider->setToolTip(tip);
    m_spin->setObjectName(QStringLiteral("thresholdSpin"));
    m_spin->setRange(0, 255);
    m_spin->setAlignment(Qt::AlignRight);
    m_spin->setKeyboardTracking(false);
    m_spin->setToolTip(tip);
    m_solidLabel->setObjectName(QStringLiteral("solidLabel"));
    m_solidLabel->setWordWrap(true);
    m_solidLabel->setToolTip(tr("Solid pixels of the image at this threshold"));
    m_boundsLabel->setObjectName(QStringLiteral("solidBoundsLabel"));
    m_boundsLabel->setWordWrap(true);
    m_boundsLabel->setToolTip(tr("The smallest rectangle holding every solid pixel, in image "
                                 "pixels from the top-left corner"));

    m_outdatedLabel->setObjectName(QStringLiteral("outdatedTracesLabel"));
    m_outdatedLabel->setWordWrap(true);
    m_outdatedLabel->setVisible(false);
    m_retraceButton->setObjectName(QStringLiteral("retraceButton"));
    m_retraceButton->setToolTip(tr("Trace the frames whose outlines were traced at another "
                                   "threshold again, at the threshold they have now"));
    m_retraceButton->setVisible(false);
    connect(m_retraceButton, &QPushButton::clicked, this, [this] {
        if (!m_outdatedFrames.isEmpty())
            emit retraceRequested(m_outdatedFrames);
    });

    // SetAlphaThreshold merges consecutive changes, so a slider drag is one undo step.
    connect(m_slider, &QSlider::valueChanged, this, &ThresholdSection::commit);
    connect(m_spin, &QSpinBox::valueChanged, this, &ThresholdSection::commit);

    auto *grid = new QGridLayout(this);
    grid->addWidget(m_slider, 0, 0);
    grid->addWidget(m_spin, 0, 1);
    grid->addWidget(m_solidLabel, 1, 0, 1, 2);
    grid->addWidget(m_boundsLabel, 2, 0, 1, 2);
    grid->addWidget(m_outdatedLabel, 3, 0, 1, 2);
    grid->addWidget(m_retraceButton, 4, 0, 1, 2, Qt::AlignLeft);
    grid->setColumnStretch(0, 1);
}

void ThresholdSection::refresh(int index)
{
    const int threshold = m_document->sprite(index).threshold;
    {
        const QSignalBlocker sliderBlocker(m_slider);
        const QSignalBlocker spinBlocker(m_spin);
        m_slider->setValue(threshold);
        m_spin->setValue(threshold);
    }
    showOutdatedTraces(index);
    if (m_document->image(index).isNull()) {
        m_solidLabel->setText(m_document->imageError(index));
        m_boundsLabel->clear();
        return;
    }
    const auto mask = m_document->mask(index);
    const qint64 total = qint64(mask->width()) * mask->height();
    const qint64 solid = mask->solidCount();
    const QLocale locale;
    m_solidLabel->setText(tr("%1 of %2 pixels solid (%3)")
                                  .arg(locale.toString(solid),
                                       locale.toString(total),
                                       fields::percent(double(solid), double(total))));
    const collision::PixelRect bounds = mask->solidBounds();
    m_boundsLabel->setText(solid == 0 ? tr("No solid pixel")
                                      : tr("Solid bounds: x %1, y %2, %3 \u00d7 %4 px")
                                                .arg(bounds.x)
                                                .arg(bounds.y)
                                                .arg(bounds.w)
                                                .arg(bounds.h));
}

void ThresholdSection::showOutdatedTraces(int index)
{
    const model::Sprite &sprite = m_document->sprite(index);
    m_outdatedFrames.clear();
    int shapes = 0;
    QList<int> thresholds;
    for (int f = 0; f < sprite.frames.size(); ++f) {
        const model::Frame &frame = sprite.frames[f];
        for (const model::Shape &shape : frame.shapes) {
            if (!model::isOutdatedTrace(sprite, frame, shape))
                continue;
            ++shapes;
            if (!thresholds.contains(*shape.tracedThreshold))
                thresholds << *shape.tracedThreshold;
            if (m_outdatedFrames.isEmpty() || m_outdatedFrames.last() != f)
                m_outdatedFrames << f;
        }
    }
    m_outdatedLabel->setVisible(shapes > 0);
    m_retraceButton->setVisible(shapes > 0);
    if (shapes == 0)
        return;
    const QString outlines
            = shapes == 1 ? tr("1 traced outline") : tr("%1 traced outlines").arg(shapes);
    const QString frames = m_outdatedFrames.size() == 1
                                   ? tr("frame %1").arg(m_outdatedFrames.first())
                                   : tr("%1 frames").arg(m_outdatedFrames.size());
    const QString at = thresholds.size() == 1 ? tr("at threshold %1").arg(thresholds.first())
                                              : tr("at other thresholds");
    m_outdatedLabel->setText(
            (shapes == 1 ? tr("\u26a0 %1 on %2 was traced %3 and no longer matches the solid "
                              "pixels.")
                         : tr("\u26a0 %1 on %2 were traced %3 and no longer match the solid "
                              "pixels."))
                    .arg(outlines, frames, at));
    m_retraceButton->setText(m_outdatedFrames.size() == 1
                                     ? tr("Trace Frame %1 Again...").arg(m_outdatedFrames.first())
                                     : tr("Trace %1 Frames Again...").arg(m_outdatedFrames.size()));
}

void ThresholdSection::commit(int threshold)
{
    const int index = m_document->currentSprite();
    if (!m_document->isValidSprite(index) || m_document->sprite(index).threshold == threshold)
        return;
    m_document->undoStack()->push(new SetAlphaThreshold(m_document, index, threshold));
}

} // namespace hitbox::editor
