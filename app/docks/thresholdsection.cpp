#include "docks/thresholdsection.h"

#include "commands/spritecommands.h"
#include "docks/propertyfields.h"
#include "document/document.h"

#include <QGridLayout>
#include <QLabel>
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

    // SetAlphaThreshold merges consecutive changes, so a slider drag is one undo step.
    connect(m_slider, &QSlider::valueChanged, this, &ThresholdSection::commit);
    connect(m_spin, &QSpinBox::valueChanged, this, &ThresholdSection::commit);

    auto *grid = new QGridLayout(this);
    grid->addWidget(m_slider, 0, 0);
    grid->addWidget(m_spin, 0, 1);
    grid->addWidget(m_solidLabel, 1, 0, 1, 2);
    grid->addWidget(m_boundsLabel, 2, 0, 1, 2);
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

void ThresholdSection::commit(int threshold)
{
    const int index = m_document->currentSprite();
    if (!m_document->isValidSprite(index) || m_document->sprite(index).threshold == threshold)
        return;
    m_document->undoStack()->push(new SetAlphaThreshold(m_document, index, threshold));
}

} // namespace hitbox::editor
