#include "frames/slicedialog.h"

#include "model/import/grid/gridslicer.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace hitbox::editor {
namespace {

constexpr int previewSide = 360;

QSpinBox *spinBox(const QString &objectName, int minimum, int maximum, const QString &special = {})
{
    auto *box = new QSpinBox;
    box->setObjectName(objectName);
    box->setRange(minimum, maximum);
    if (!special.isEmpty())
        box->setSpecialValueText(special);
    return box;
}

} // namespace

SliceDialog::SliceDialog(const QImage &image,
                         const QString &fileName,
                         const model::GridSpec &initial,
                         QWidget *parent)
    : QDialog(parent)
    , m_image(image)
    , m_cellWidth(spinBox(QStringLiteral("cellWidth"), 1, std::max(1, image.width())))
    , m_cellHeight(spinBox(QStringLiteral("cellHeight"), 1, std::max(1, image.height())))
    , m_margin(spinBox(QStringLiteral("margin"), 0, std::max(0, image.width())))
    , m_spacing(spinBox(QStringLiteral("spacing"), 0, std::max(0, image.width())))
    , m_count(spinBox(QStringLiteral("count"), 0, model::maxFramesPerSprite, tr("All")))
    , m_preview(new QLabel)
    , m_frames(new QLabel)
{
    setWindowTitle(tr("Slice %1").arg(fileName));
    m_preview->setObjectName(QStringLiteral("preview"));
    m_preview->setAlignment(Qt::AlignCenter);
    m_preview->setMinimumSize(previewSide / 2, previewSide / 2);
    m_frames->setObjectName(QStringLiteral("frameCount"));

    auto *form = new QFormLayout;
    form->addRow(tr("Cell &width:"), m_cellWidth);
    form->addRow(tr("Cell &height:"), m_cellHeight);
    form->addRow(tr("&Margin:"), m_margin);
    form->addRow(tr("&Spacing:"), m_spacing);
    form->addRow(tr("&Frames:"), m_count);
    auto *automatic = new QPushButton(tr("&Automatic"));
    automatic->setObjectName(QStringLiteral("automatic"));
    automatic->setToolTip(tr("Split on fully transparent gutters"));
    form->addRow(automatic);
    form->addRow(m_frames);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    auto *single = buttons->addButton(tr("Single &Image"), QDialogButtonBox::AcceptRole);
    single->setObjectName(QStringLiteral("singleImage"));
    connect(single, &QPushButton::clicked, this, [this] { m_single = true; });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *row = new QHBoxLayout;
    row->addLayout(form);
    row->addWidget(m_preview, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(row);
    layout->addWidget(buttons);

    setFields(initial);
    for (QSpinBox *box : {m_cellWidth, m_cellHeight, m_margin, m_spacing, m_count})
        connect(box, &QSpinBox::valueChanged, this, &SliceDialog::updatePreview);
    connect(automatic, &QPushButton::clicked, this, [this] {
        if (!applyAutomatic())
            m_frames->setText(tr("No transparent gutters found"));
    });
    updatePreview();
}

model::GridSpec SliceDialog::gridSpec() const
{
    model::GridSpec spec;
    spec.cell = QSize(m_cellWidth->value(), m_cellHeight->value());
    spec.margin = m_margin->value();
    spec.spacing = m_spacing->value();
    spec.count = m_count->value();
    return spec;
}

std::optional<model::GridSpec> SliceDialog::result() const
{
    if (m_single)
        return std::nullopt;
    return gridSpec();
}

bool SliceDialog::applyAutomatic()
{
    const std::optional<model::GridSpec> found = model::autoGrid(m_image);
    if (!found)
        return false;
    setFields(*found);
    return true;
}

void SliceDialog::setFields(const model::GridSpec &spec)
{
    const QSignalBlocker blockers[] = {QSignalBlocker(m_cellWidth),
                                       QSignalBlocker(m_cellHeight),
                                       QSignalBlocker(m_margin),
                                       QSignalBlocker(m_spacing),
                                       QSignalBlocker(m_count)};
    m_cellWidth->setValue(spec.cell.isValid() ? spec.cell.width() : m_image.width());
    m_cellHeight->setValue(spec.cell.isValid() ? spec.cell.height() : m_image.height());
    m_margin->setValue(spec.margin);
    m_spacing->setValue(spec.spacing);
    m_count->setValue(spec.count);
    updatePreview();
}

void SliceDialog::updatePreview()
{
    const model::GridSlicing slicing = model::sliceGrid(m_image.size(), gridSpec());
    const bool ok = slicing.ok();
    if (m_ok)
        m_ok->setEnabled(ok);
    m_frames->setText(ok ? tr("%n frame(s)", nullptr, int(slicing.frames.size()))
                         : slicing.problem);

    const qreal scale = std::min(1.0 * previewSide / std::max(1, m_image.width()),
                                 1.0 * previewSide / std::max(1, m_image.height()));
    const qreal zoom = scale >= 1 ? std::floor(scale) : scale;
    QPixmap pixmap(QSize(int(m_image.width() * zoom) + 1, int(m_image.height() * zoom) + 1));
    pixmap.fill(palette().color(QPalette::Base));
    QPainter painter(&pixmap);
    painter.scale(zoom, zoom);
    painter.drawImage(0, 0, m_image);
    QPen pen(QColor(255, 64, 160));
    pen.setCosmetic(true);
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    for (const model::ImportedFrame &frame : slicing.frames)
        painter.drawRect(QRectF(frame.region.rect));
    painter.end();
    m_preview->setPixmap(pixmap);
}

} // namespace hitbox::editor
