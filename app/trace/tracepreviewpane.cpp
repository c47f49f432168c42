#include "trace/tracepreviewpane.h"

#include "trace/tracepreview.h"
#include "trace/tracerunner.h"

#include "base/canvasstyle.h"
#include "document/document.h"
#include "icons/icons.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QSignalBlocker>
#include <QToolButton>
#include <QVBoxLayout>

namespace hitbox::editor {

TracePreviewPane::TracePreviewPane(Document *document, const QList<int> &sprites, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    auto *top = new QHBoxLayout;
    m_spriteCombo = new QComboBox;
    m_spriteCombo->setObjectName(QStringLiteral("previewSprite"));
    m_spriteCombo->setToolTip(tr("The sprite shown in the preview; Apply traces all of them"));
    for (const int s : sprites)
        m_spriteCombo->addItem(m_document->sprite(s).name, s);
    connect(m_spriteCombo, &QComboBox::currentIndexChanged, this, [this](int row) {
        emit spriteChosen(m_spriteCombo->itemData(row).toInt());
    });
    top->addWidget(new QLabel(sprites.size() > 1 ? tr("Preview of %1 sprites:").arg(sprites.size())
                                                 : tr("Sprite:")));
    top->addWidget(m_spriteCombo);
    m_spriteCombo->setVisible(sprites.size() > 1);
    m_spriteInfo = new QLabel;
    m_spriteInfo->setObjectName(QStringLiteral("spriteInfo"));
    top->addWidget(m_spriteInfo, 1);
    layout->addLayout(top);

    m_preview = new TracePreview;
    m_preview->setObjectName(QStringLiteral("tracePreview"));
    layout->addWidget(m_preview, 1);
    layout->addLayout(createLegendBar());
}

// Legend and zoom under the picture.
QHBoxLayout *TracePreviewPane::createLegendBar()
{
    auto *bar = new QHBoxLayout;
    bar->setSpacing(6);
    auto *solidCheck = new QCheckBox(tr("Solid pixels"));
    solidCheck->setObjectName(QStringLiteral("showSolid"));
    solidCheck->setChecked(true);
    solidCheck->setToolTip(tr("Tint the pixels at or above the threshold"));
    connect(solidCheck, &QCheckBox::toggled, m_preview, &TracePreview::setSolidPixelsVisible);
    bar->addWidget(solidCheck);
    const auto swatch = [bar](const QColor &fill,
                              const QColor &line,
                              Qt::PenStyle pen,
                              const QString &text,
                              const QString &tip) {
        QPixmap pixmap(28, 14);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        p.setBrush(fill);
        p.setPen(QPen(line, 2.0, pen));
        p.drawRoundedRect(QRectF(1, 1, 26, 12), 2, 2);
        p.end();
        auto *icon = new QLabel;
        icon->setPixmap(pixmap);
        icon->setToolTip(tip);
        auto *label = new QLabel(text);
        label->setToolTip(tip);
        bar->addSpacing(8);
        bar->addWidget(icon);
        bar->addWidget(label);
    };
    QColor polygonFill = style::polygon;
    polygonFill.setAlpha(90);
    swatch(polygonFill,
           style::polygon,
           Qt::SolidLine,
           tr("Polygon"),
           tr("A traced polygon, stored as it is"));
    QColor pieceFill = TracePreview::pieceColor(1);
    pieceFill.setAlpha(110);
    swatch(pieceFill,
           QColor(255, 236, 200),
           Qt::SolidLine,
           tr("Convex piece"),
           tr("Pieces of a cut shape, in alternating shades"));
    swatch(Qt::transparent,
           TracePreview::holeColor(),
           Qt::DashLine,
           tr("Hole"),
           tr("A hole kept out of the pieces"));
    bar->addStretch(1);
    const auto zoomButton = [this, bar](Icon id, const QString &tip, void (TracePreview::*slot)()) {
        auto *button = new QToolButton;
        button->setIcon(icon(id));
        button->setToolTip(tip);
        button->setAutoRaise(true);
        connect(button, &QToolButton::clicked, m_preview, slot);
        bar->addWidget(button);
    };
    zoomButton(Icon::ZoomOut, tr("Zoom out"), &TracePreview::zoomOut);
    m_zoomLabel = new QLabel;
    m_zoomLabel->setMinimumWidth(
            m_zoomLabel->fontMetrics().horizontalAdvance(QStringLiteral("6400%")));
    m_zoomLabel->setAlignment(Qt::AlignCenter);
    bar->addWidget(m_zoomLabel);
    zoomButton(Icon::ZoomIn, tr("Zoom in"), &TracePreview::zoomIn);
    zoomButton(Icon::ZoomFit, tr("Fit the sprite into the preview"), &TracePreview::fitToView);
    connect(m_preview, &TracePreview::zoomChanged, this, [this](qreal zoom) {
        m_zoomLabel->setText(QStringLiteral("%1%").arg(zoom * 100.0, 0, 'f', 0));
    });
    return bar;
}

void TracePreviewPane::showSprite(int sprite)
{
    {
        const QSignalBlocker blocker(m_spriteCombo);
        m_spriteCombo->setCurrentIndex(m_spriteCombo->findData(sprite));
    }
    const QImage image = m_document->image(sprite);
    const collision::Vec2 pivot = m_document->pivot(sprite);
    // The combo box names the sprite when there are several.
    const QString name = m_spriteCombo->count() > 1
                                 ? QString()
                                 : QStringLiteral("<b>%1</b> &nbsp; ")
                                           .arg(m_document->sprite(sprite).name.toHtmlEscaped());
    m_spriteInfo->setText(tr("%1%2 \u00d7 %3 px, pivot (%4, %5)")
                                  .arg(name,
                                       QString::number(image.width()),
                                       QString::number(image.height()),
                                       QString::number(pivot.x),
                                       QString::number(pivot.y)));
    m_preview->setImage(image);
    m_preview->setSolidPixels({});
    m_preview->setTrace({});
    m_preview->setMessage(image.isNull() ? m_document->imageError(sprite) : QString());
}

void TracePreviewPane::showTrace(const TraceOutcome &outcome)
{
    m_preview->setSolidPixels(outcome.solidPixels);
    m_preview->setTrace(outcome.result);
}

} // namespace hitbox::editor
