#include "propertiesdock.h"

#include "compactdoublespinbox.h"
#include "document.h"
#include "icons.h"
#include "numbertext.h"
#include "shapecommands.h"
#include "spritecommands.h"

#include <QCheckBox>
#include <QColorDialog>
#include <QCoreApplication>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QSpinBox>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <cmath>

namespace hitbox::editor {
namespace {

constexpr double coordinateLimit = 100000.0;
constexpr int coordinateDecimals = 2;

// Merge ids of editing sessions. They live far above the small ids the canvas tools
// count up from, so a dock session never merges with a canvas drag.
quint64 nextSessionId()
{
    static quint64 counter = quint64(1) << 56;
    return ++counter;
}

// True when `a` and `b` look the same in a spin box with `decimals` decimals. A spin box
// holds rounded values: comparing like this keeps an untouched field from "changing".
bool sameShown(double a, double b, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return std::round(a * scale) == std::round(b * scale);
}

// Shows `value` without emitting a change (and without touching an equal value, so a
// field being typed into keeps its cursor).
void showValue(QDoubleSpinBox *spin, double value)
{
    const QSignalBlocker blocker(spin);
    if (spin->cleanText().isEmpty() || !sameShown(spin->value(), value, spin->decimals()))
        spin->setValue(value);
}

// Empties the fields of a missing shape (rather than showing zeros).
void showNothing(const QList<QDoubleSpinBox *> &spins)
{
    for (QDoubleSpinBox *spin : spins) {
        const QSignalBlocker blocker(spin);
        spin->setEnabled(false);
        spin->clear();
    }
}

QString percent(double part, double whole)
{
    return whole > 0 ? QLocale().toString(100.0 * part / whole, 'f', 1) + QLatin1Char('%')
                     : QStringLiteral("\u2013");
}

QLabel *hintLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    QPalette palette = label->palette();
    for (const auto group : {QPalette::Active, QPalette::Inactive})
        palette.setColor(group, QPalette::WindowText, palette.color(QPalette::PlaceholderText));
    label->setPalette(palette);
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * 0.9);
    label->setFont(font);
    return label;
}

// Every group's grid starts with a label column this wide, so the fields line up from
// one group to the next.
int labelColumnWidth(const QWidget *widget)
{
    return widget->fontMetrics().horizontalAdvance(PropertiesDock::tr("Radius")) + 4;
}

QLabel *fieldLabel(const QString &text, QWidget *buddy, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setBuddy(buddy);
    label->setToolTip(buddy->toolTip());
    return label;
}

QIcon colorSwatch(const QColor &color)
{
    QPixmap pixmap(16, 16);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setPen(QColor(0, 0, 0, 120));
    QColor opaque = color;
    opaque.setAlpha(255);
    painter.setBrush(opaque);
    painter.drawRect(QRectF(0.5, 0.5, 15, 15));
    return pixmap;
}

} // namespace

PropertiesDock::PropertiesDock(Document *document, QWidget *parent)
    : QDockWidget(tr("Properties"), parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("propertiesDock"));

    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    m_title = new QLabel(content);
    m_title->setObjectName(QStringLiteral("spriteTitle"));
    m_title->setTextFormat(Qt::RichText);
    m_title->setWordWrap(true);
    m_title->setToolTip(tr("The sprite being edited and its image size"));
    layout->addWidget(m_title);
    layout->addWidget(createThresholdGroup());
    layout->addWidget(createColorKeyGroup());
    layout->addWidget(createPivotGroup());
    layout->addWidget(createBoxGroup());
    layout->addWidget(createCircleGroup());
    layout->addStretch(1);

    m_scrollArea = new QScrollArea(this);
    m_scrollArea->setWidgetResizable(true);
    m_scrollArea->setFrameShape(QFrame::NoFrame);
    m_scrollArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scrollArea->setWidget(content);
    setWidget(m_scrollArea);

    // A wheel turned over a field the user is not editing scrolls the panel instead of
    // silently changing a value (and pushing an undo step).
    for (QWidget *w : content->findChildren<QWidget *>()) {
        if (qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QSlider *>(w)) {
            w->setFocusPolicy(Qt::StrongFocus);
            w->installEventFilter(this);
        }
    }

    connect(document, &Document::projectReset, this, [this] {
        m_keyColorSprite = -1;
        refresh();
    });
    connect(document, &Document::currentSpriteChanged, this, [this] {
        m_sessionEditor = nullptr;
        refresh();
    });
    connect(document, &Document::spriteChanged, this, [this](int index, SpriteChanges changes) {
        const SpriteChanges shown = SpriteChange::Properties | SpriteChange::Pivot
                                    | SpriteChange::Box | SpriteChange::Circle;
        if (index == m_document->currentSprite() && (changes & shown))
            refresh();
    });
    refresh();
}

bool PropertiesDock::eventFilter(QObject *watched, QEvent *event)
{
    auto *widget = qobject_cast<QWidget *>(watched);
    if (event->type() == QEvent::Wheel && widget && !widget->hasFocus()) {
        QCoreApplication::sendEvent(m_scrollArea->verticalScrollBar(), event);
        return true;
    }
    return QDockWidget::eventFilter(watched, event);
}

QDoubleSpinBox *PropertiesDock::createCoordinateSpin(const QString &objectName,
                                                     const QString &toolTip,
                                                     double minimum,
                                                     double step)
{
    auto *spin = new CompactDoubleSpinBox;
    spin->setObjectName(objectName);
    spin->setToolTip(toolTip);
    spin->setRange(minimum, coordinateLimit);
    spin->setDecimals(coordinateDecimals);
    spin->setSingleStep(step);
    spin->setAlignment(Qt::AlignRight);
    spin->setAccelerated(true);
    // The range's longest text would make the field (and the dock) needlessly wide.
    spin->setMinimumWidth(spin->fontMetrics().horizontalAdvance(QStringLiteral("-00000.00")) + 24);
    // Typed text is committed on Enter or focus loss, not digit by digit.
    spin->setKeyboardTracking(false);
    connect(spin, &QAbstractSpinBox::editingFinished, this, [this, spin] {
        if (m_sessionEditor == spin)
            m_sessionEditor = nullptr;
    });
    return spin;
}

QGroupBox *PropertiesDock::createThresholdGroup()
{
    m_thresholdGroup = new QGroupBox(tr("Alpha threshold"));
    m_thresholdGroup->setObjectName(QStringLiteral("thresholdGroup"));
    m_thresholdGroup->setToolTip(tr("A pixel is solid when its alpha is at least the threshold; "
                                    "0 makes every pixel solid"));
    const QString tip = tr("Alpha threshold, 0..255: a pixel is solid when alpha \u2265 "
                           "threshold (default 128)");
    m_thresholdSlider = new QSlider(Qt::Horizontal);
    m_thresholdSlider->setObjectName(QStringLiteral("thresholdSlider"));
    m_thresholdSlider->setRange(0, 255);
    m_thresholdSlider->setPageStep(16);
    m_thresholdSlider->setToolTip(tip);
    m_thresholdSpin = new QSpinBox;
    m_thresholdSpin->setObjectName(QStringLiteral("thresholdSpin"));
    m_thresholdSpin->setRange(0, 255);
    m_thresholdSpin->setAlignment(Qt::AlignRight);
    m_thresholdSpin->setKeyboardTracking(false);
    m_thresholdSpin->setToolTip(tip);
    m_solidLabel = new QLabel;
    m_solidLabel->setObjectName(QStringLiteral("solidLabel"));
    m_solidLabel->setWordWrap(true);
    m_solidLabel->setToolTip(tr("Solid pixels of the image at this threshold"));
    m_boundsLabel = new QLabel;
    m_boundsLabel->setObjectName(QStringLiteral("solidBoundsLabel"));
    m_boundsLabel->setWordWrap(true);
    m_boundsLabel->setToolTip(tr("The smallest rectangle holding every solid pixel, in image "
                                 "pixels from the top-left corner"));

    // SetAlphaThreshold merges consecutive changes, so a slider drag is one undo step.
    connect(m_thresholdSlider, &QSlider::valueChanged, this, &PropertiesDock::commitThreshold);
    connect(m_thresholdSpin, &QSpinBox::valueChanged, this, &PropertiesDock::commitThreshold);

    auto *grid = new QGridLayout(m_thresholdGroup);
    grid->addWidget(m_thresholdSlider, 0, 0);
    grid->addWidget(m_thresholdSpin, 0, 1);
    grid->addWidget(m_solidLabel, 1, 0, 1, 2);
    grid->addWidget(m_boundsLabel, 2, 0, 1, 2);
    grid->setColumnStretch(0, 1);
    return m_thresholdGroup;
}

QGroupBox *PropertiesDock::createColorKeyGroup()
{
    m_keyGroup = new QGroupBox(tr("Colour key"));
    m_keyGroup->setObjectName(QStringLiteral("colorKeyGroup"));
    m_keyGroup->setToolTip(tr("A colour treated as transparent, for images without alpha"));
    m_keyCheck = new QCheckBox(tr("Use colour key"));
    m_keyCheck->setObjectName(QStringLiteral("colorKeyCheck"));
    m_keyCheck->setToolTip(tr("Treat pixels of the key colour as transparent"));
    m_keyColorButton = new QToolButton;
    m_keyColorButton->setObjectName(QStringLiteral("colorKeyButton"));
    m_keyColorButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_keyColorButton->setToolTip(tr("Choose the key colour"));
    m_keyTolerance = new QSpinBox;
    m_keyTolerance->setObjectName(QStringLiteral("colorKeyTolerance"));
    m_keyTolerance->setRange(0, 255);
    m_keyTolerance->setAlignment(Qt::AlignRight);
    m_keyTolerance->setKeyboardTracking(false);
    m_keyTolerance->setMinimumWidth(m_thresholdSpin->sizeHint().width());
    m_keyTolerance->setToolTip(tr("Largest difference per red, green and blue channel still "
                                  "counted as the key colour (0 = exact match)"));
    QLabel *hint = hintLabel(tr("For images without an alpha channel: pixels of this colour "
                                "(within the tolerance) count as transparent."),
                             m_keyGroup);
    hint->setToolTip(m_keyGroup->toolTip());

    // SetColorKey merges consecutive changes.
    connect(m_keyCheck, &QCheckBox::toggled, this, &PropertiesDock::commitColorKey);
    connect(m_keyTolerance, &QSpinBox::valueChanged, this, &PropertiesDock::commitColorKey);
    connect(m_keyColorButton, &QToolButton::clicked, this, &PropertiesDock::chooseKeyColor);

    auto *grid = new QGridLayout(m_keyGroup);
    grid->addWidget(m_keyCheck, 0, 0, 1, 2);
    grid->addWidget(fieldLabel(tr("Colour"), m_keyColorButton, m_keyGroup), 1, 0);
    grid->addWidget(m_keyColorButton, 1, 1, Qt::AlignLeft);
    grid->addWidget(fieldLabel(tr("Tolerance"), m_keyTolerance, m_keyGroup), 2, 0);
    grid->addWidget(m_keyTolerance, 2, 1, Qt::AlignLeft);
    grid->addWidget(hint, 3, 0, 1, 2);
    grid->setColumnStretch(1, 1);
    return m_keyGroup;
}

QGroupBox *PropertiesDock::createPivotGroup()
{
    m_pivotGroup = new QGroupBox(tr("Pivot"));
    m_pivotGroup->setObjectName(QStringLiteral("pivotGroup"));
    m_pivotGroup->setToolTip(tr("The point the sprite is positioned and rotated by; moving it "
                                "keeps the shapes where they are on the image"));
    const QString where = tr("in image pixels from the top-left corner");
    m_pivotX = createCoordinateSpin(
            QStringLiteral("pivotX"), tr("Pivot X %1").arg(where), -coordinateLimit, 0.5);
    m_pivotY = createCoordinateSpin(
            QStringLiteral("pivotY"), tr("Pivot Y %1").arg(where), -coordinateLimit, 0.5);
    for (QDoubleSpinBox *spin : {m_pivotX, m_pivotY}) {
        connect(spin, &QDoubleSpinBox::valueChanged, this, [this, spin] { commitPivot(spin); });
    }

    struct Preset
    {
        Icon iconId;
        QString text;
        QString tip;
        const char *name;
        double fx;
        double fy;
    };
    // clang-format off
    const Preset presets[] = {
            {Icon::PivotCenter, tr("Centre"), tr("Pivot at the image centre"), "pivotCentre",
             0.5, 0.5},
            {Icon::PivotBottomCenter, tr("Bottom"),
             tr("Pivot at the middle of the bottom edge (feet)"), "pivotBottomCentre", 0.5, 1.0},
            {Icon::PivotTopLeft, tr("Top left"), tr("Pivot at the top-left corner"),
             "pivotTopLeft", 0.0, 0.0},
    };
    // clang-format on
    auto *buttons = new QHBoxLayout;
    buttons->setSpacing(4);
    for (const Preset &p : presets) {
        auto *button = new QToolButton;
        button->setObjectName(QLatin1String(p.name));
        button->setIcon(icon(p.iconId));
        button->setText(p.text);
        button->setToolTip(p.tip);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setAutoRaise(false);
        connect(button, &QToolButton::clicked, this, [this, fx = p.fx, fy = p.fy] {
            setPivotPreset(fx, fy);
        });
        buttons->addWidget(button);
    }
    buttons->addStretch(1);

    auto *grid = new QGridLayout(m_pivotGroup);
    grid->addWidget(fieldLabel(tr("X"), m_pivotX, m_pivotGroup), 0, 0);
    grid->addWidget(m_pivotX, 0, 1);
    grid->addWidget(fieldLabel(tr("Y"), m_pivotY, m_pivotGroup), 0, 2);
    grid->addWidget(m_pivotY, 0, 3);
    grid->addLayout(buttons, 1, 0, 1, 4);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);
    grid->setColumnMinimumWidth(0, labelColumnWidth(this));
    return m_pivotGroup;
}

QGroupBox *PropertiesDock::createBoxGroup()
{
    m_boxGroup = new QGroupBox(tr("Reduced box"));
    m_boxGroup->setObjectName(QStringLiteral("boxGroup"));
    m_boxGroup->setToolTip(tr("The box tier's rectangle, in sprite-local pixels relative to "
                              "the pivot"));
    const QString local = tr("relative to the pivot (sprite-local pixels)");
    m_boxX = createCoordinateSpin(
            QStringLiteral("boxX"), tr("Left edge, %1").arg(local), -coordinateLimit, 1.0);
    m_boxY = createCoordinateSpin(
            QStringLiteral("boxY"), tr("Top edge, %1").arg(local), -coordinateLimit, 1.0);
    m_boxW = createCoordinateSpin(QStringLiteral("boxW"), tr("Width in pixels"), 0.0, 1.0);
    m_boxH = createCoordinateSpin(QStringLiteral("boxH"), tr("Height in pixels"), 0.0, 1.0);
    for (QDoubleSpinBox *spin : {m_boxX, m_boxY, m_boxW, m_boxH})
        connect(spin, &QDoubleSpinBox::valueChanged, this, [this, spin] { commitBox(spin); });
    m_boxReadout = new QLabel;
    m_boxReadout->setObjectName(QStringLiteral("boxReadout"));
    m_boxReadout->setWordWrap(true);
    m_boxReadout->setToolTip(tr("The box's width and height as a share of the image's"));
    m_addBoxButton = new QPushButton(icon(Icon::AddReducedBox), tr("Add reduced box (80%)"));
    m_addBoxButton->setObjectName(QStringLiteral("addBoxButton"));
    m_addBoxButton->setToolTip(tr("Add the classic reduced box: 80% of the image, centred"));
    connect(m_addBoxButton, &QPushButton::clicked, this, [this] {
        const int index = m_document->currentSprite();
        if (m_document->isValidSprite(index))
            m_document->undoStack()->push(new AddReducedBox(m_document, index));
    });

    auto *grid = new QGridLayout(m_boxGroup);
    grid->addWidget(fieldLabel(tr("X"), m_boxX, m_boxGroup), 0, 0);
    grid->addWidget(m_boxX, 0, 1);
    grid->addWidget(fieldLabel(tr("Y"), m_boxY, m_boxGroup), 0, 2);
    grid->addWidget(m_boxY, 0, 3);
    grid->addWidget(fieldLabel(tr("W"), m_boxW, m_boxGroup), 1, 0);
    grid->addWidget(m_boxW, 1, 1);
    grid->addWidget(fieldLabel(tr("H"), m_boxH, m_boxGroup), 1, 2);
    grid->addWidget(m_boxH, 1, 3);
    grid->addWidget(m_boxReadout, 2, 0, 1, 4);
    grid->addWidget(m_addBoxButton, 3, 0, 1, 4);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);
    grid->setColumnMinimumWidth(0, labelColumnWidth(this));
    return m_boxGroup;
}

QGroupBox *PropertiesDock::createCircleGroup()
{
    m_circleGroup = new QGroupBox(tr("Circle"));
    m_circleGroup->setObjectName(QStringLiteral("circleGroup"));
    m_circleGroup->setToolTip(tr("The circle tier's circle, in sprite-local pixels relative to "
                                 "the pivot"));
    const QString local = tr("relative to the pivot (sprite-local pixels)");
    m_circleX = createCoordinateSpin(
            QStringLiteral("circleX"), tr("Centre X, %1").arg(local), -coordinateLimit, 1.0);
    m_circleY = createCoordinateSpin(
            QStringLiteral("circleY"), tr("Centre Y, %1").arg(local), -coordinateLimit, 1.0);
    m_circleR = createCoordinateSpin(
            QStringLiteral("circleRadius"), tr("Radius in pixels"), 0.0, 1.0);
    for (QDoubleSpinBox *spin : {m_circleX, m_circleY, m_circleR})
        connect(spin, &QDoubleSpinBox::valueChanged, this, [this, spin] { commitCircle(spin); });
    m_circleReadout = new QLabel;
    m_circleReadout->setObjectName(QStringLiteral("circleReadout"));
    m_circleReadout->setWordWrap(true);
    m_circleReadout->setToolTip(tr("The radius as a share of half the image's larger side "
                                   "(the default circle uses 80%)"));
    m_addCircleButton = new QPushButton(icon(Icon::AddCircle), tr("Add circle"));
    m_addCircleButton->setObjectName(QStringLiteral("addCircleButton"));
    m_addCircleButton->setToolTip(tr("Add the classic circle: centred, radius 80% of half the "
                                     "larger side"));
    connect(m_addCircleButton, &QPushButton::clicked, this, [this] {
        const int index = m_document->currentSprite();
        if (m_document->isValidSprite(index))
            m_document->undoStack()->push(new AddCircle(m_document, index));
    });

    auto *grid = new QGridLayout(m_circleGroup);
    grid->addWidget(fieldLabel(tr("X"), m_circleX, m_circleGroup), 0, 0);
    grid->addWidget(m_circleX, 0, 1);
    grid->addWidget(fieldLabel(tr("Y"), m_circleY, m_circleGroup), 0, 2);
    grid->addWidget(m_circleY, 0, 3);
    grid->addWidget(fieldLabel(tr("Radius"), m_circleR, m_circleGroup), 1, 0);
    grid->addWidget(m_circleR, 1, 1);
    grid->addWidget(m_circleReadout, 2, 0, 1, 4);
    grid->addWidget(m_addCircleButton, 3, 0, 1, 4);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);
    grid->setColumnMinimumWidth(0, labelColumnWidth(this));
    return m_circleGroup;
}

void PropertiesDock::refresh()
{
    const int index = m_document->currentSprite();
    const bool valid = m_document->isValidSprite(index);
    // Without a sprite there is nothing to show; hidden beats a panel of stale values.
    for (QGroupBox *group : {m_thresholdGroup, m_keyGroup, m_pivotGroup, m_boxGroup, m_circleGroup})
        group->setVisible(valid);
    if (!valid) {
        m_title->setText(tr("<i>No sprite selected</i>"));
        return;
    }
    const QImage image = m_document->image(index);
    const QString name = m_document->sprite(index).name.toHtmlEscaped();
    m_title->setText(image.isNull() ? tr("<b>%1</b> &mdash; image missing").arg(name)
                                    : tr("<b>%1</b> &mdash; %2 &times; %3 px")
                                              .arg(name)
                                              .arg(image.width())
                                              .arg(image.height()));
    refreshThreshold(index);
    refreshColorKey(index);
    refreshPivot(index);
    refreshBox(index);
    refreshCircle(index);
}

void PropertiesDock::refreshThreshold(int index)
{
    const int threshold = m_document->sprite(index).threshold;
    {
        const QSignalBlocker sliderBlocker(m_thresholdSlider);
        const QSignalBlocker spinBlocker(m_thresholdSpin);
        m_thresholdSlider->setValue(threshold);
        m_thresholdSpin->setValue(threshold);
    }
    if (m_document->image(index).isNull()) {
        m_solidLabel->setText(
                tr("Image missing: %1")
                        .arg(m_document->images().error(m_document->sprite(index).imagePath)));
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
                                       percent(double(solid), double(total))));
    const collision::PixelRect bounds = mask->solidBounds();
    m_boundsLabel->setText(solid == 0 ? tr("No solid pixel")
                                      : tr("Solid bounds: x %1, y %2, %3 \u00d7 %4 px")
                                                .arg(bounds.x)
                                                .arg(bounds.y)
                                                .arg(bounds.w)
                                                .arg(bounds.h));
}

void PropertiesDock::refreshColorKey(int index)
{
    const std::optional<model::ColorKey> &key = m_document->sprite(index).colorKey;
    if (key) {
        m_keyColor = key->color;
    } else if (index != m_keyColorSprite) {
        // Suggest the top-left pixel: colour-keyed sprites usually have their key there.
        // For the same sprite the last colour stays, so unchecking and checking again
        // brings it back.
        const QImage image = m_document->image(index);
        m_keyColor = image.isNull() ? QColor(Qt::magenta) : image.pixelColor(0, 0);
    }
    m_keyColor.setAlpha(255);
    m_keyColorSprite = index;
    {
        const QSignalBlocker checkBlocker(m_keyCheck);
        const QSignalBlocker toleranceBlocker(m_keyTolerance);
        m_keyCheck->setChecked(key.has_value());
        if (key)
            m_keyTolerance->setValue(key->tolerance);
    }
    m_keyColorButton->setEnabled(key.has_value());
    m_keyTolerance->setEnabled(key.has_value());
    showKeyColor();
}

void PropertiesDock::showKeyColor()
{
    m_keyColorButton->setIcon(colorSwatch(m_keyColor));
    m_keyColorButton->setText(m_keyColor.name(QColor::HexRgb).toUpper());
}

void PropertiesDock::refreshPivot(int index)
{
    const collision::Vec2 pivot = m_document->pivot(index);
    showValue(m_pivotX, pivot.x);
    showValue(m_pivotY, pivot.y);
}

void PropertiesDock::refreshBox(int index)
{
    const std::optional<collision::Rect> &box = m_document->sprite(index).box;
    const QSize size = m_document->image(index).size();
    m_addBoxButton->setVisible(!box);
    m_addBoxButton->setEnabled(!size.isEmpty());
    if (!box) {
        showNothing({m_boxX, m_boxY, m_boxW, m_boxH});
        m_boxReadout->setText(tr("This sprite has no reduced box."));
        return;
    }
    for (QDoubleSpinBox *spin : {m_boxX, m_boxY, m_boxW, m_boxH})
        spin->setEnabled(true);
    showValue(m_boxX, box->x);
    showValue(m_boxY, box->y);
    showValue(m_boxW, box->w);
    showValue(m_boxH, box->h);
    m_boxReadout->setText(
            tr("%1 \u00d7 %2 of the sprite")
                    .arg(percent(box->w, size.width()), percent(box->h, size.height())));
}

void PropertiesDock::refreshCircle(int index)
{
    const std::optional<collision::Circle> &circle = m_document->sprite(index).circle;
    const QSize size = m_document->image(index).size();
    m_addCircleButton->setVisible(!circle);
    m_addCircleButton->setEnabled(!size.isEmpty());
    if (!circle) {
        showNothing({m_circleX, m_circleY, m_circleR});
        m_circleReadout->setText(tr("This sprite has no circle."));
        return;
    }
    for (QDoubleSpinBox *spin : {m_circleX, m_circleY, m_circleR})
        spin->setEnabled(true);
    showValue(m_circleX, circle->center.x);
    showValue(m_circleY, circle->center.y);
    showValue(m_circleR, circle->radius);
    const double halfLarger = std::max(size.width(), size.height()) / 2.0;
    m_circleReadout->setText(
            tr("radius = %1 of half the larger side").arg(percent(circle->radius, halfLarger)));
}

void PropertiesDock::commitThreshold(int threshold)
{
    const int index = m_document->currentSprite();
    if (!m_document->isValidSprite(index) || m_document->sprite(index).threshold == threshold)
        return;
    m_document->undoStack()->push(new SetAlphaThreshold(m_document, index, threshold));
}

void PropertiesDock::commitColorKey()
{
    const int index = m_document->currentSprite();
    if (!m_document->isValidSprite(index))
        return;
    std::optional<model::ColorKey> key;
    if (m_keyCheck->isChecked())
        key = model::ColorKey{m_keyColor, m_keyTolerance->value()};
    if (key != m_document->sprite(index).colorKey)
        m_document->undoStack()->push(new SetColorKey(m_document, index, key));
    else
        refreshColorKey(index); // e.g. the enabled state of the colour button
}

void PropertiesDock::chooseKeyColor()
{
    // Not modal-blocking (open(), not exec()), so it can be driven by tests.
    auto *dialog = new QColorDialog(m_keyColor, this);
    dialog->setObjectName(QStringLiteral("colorKeyDialog"));
    dialog->setWindowTitle(tr("Colour Key"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const int index = m_document->currentSprite();
    connect(dialog, &QColorDialog::colorSelected, this, [this, index](const QColor &color) {
        if (index != m_document->currentSprite() || !color.isValid())
            return;
        m_keyColor = color;
        m_keyColor.setAlpha(255);
        showKeyColor();
        commitColorKey();
    });
    dialog->open();
}

void PropertiesDock::commitPivot(QDoubleSpinBox *changed)
{
    const int index = m_document->currentSprite();
    if (!m_document->isValidSprite(index))
        return;
    const collision::Vec2 old = m_document->pivot(index);
    collision::Vec2 pivot = old;
    double &field = changed == m_pivotX ? pivot.x : pivot.y;
    if (sameShown(field, changed->value(), changed->decimals()))
        return;
    field = changed->value();
    m_document->undoStack()->push(new SetPivot(m_document, index, pivot, sessionId(changed)));
}

void PropertiesDock::setPivotPreset(double fx, double fy)
{
    const int index = m_document->currentSprite();
    if (!m_document->isValidSprite(index))
        return;
    const QSize size = m_document->image(index).size();
    const collision::Vec2 pivot{fx * size.width(), fy * size.height()};
    if (pivot == m_document->pivot(index))
        return;
    // A fresh merge id: with the default 0, consecutive presets would merge into one step.
    m_sessionEditor = nullptr;
    m_document->undoStack()->push(new SetPivot(m_document, index, pivot, nextSessionId()));
}

void PropertiesDock::commitBox(QDoubleSpinBox *changed)
{
    const int index = m_document->currentSprite();
    if (!m_document->isValidSprite(index) || !m_document->sprite(index).box)
        return;
    collision::Rect box = *m_document->sprite(index).box;
    double &field = changed == m_boxX   ? box.x
                    : changed == m_boxY ? box.y
                    : changed == m_boxW ? box.w
                                        : box.h;
    // Only the edited field is taken from its spin box; the others keep their exact
    // (unrounded) values.
    if (sameShown(field, changed->value(), changed->decimals()))
        return;
    field = changed->value();
    m_document->undoStack()->push(new SetReducedBox(m_document, index, box, sessionId(changed)));
}

void PropertiesDock::commitCircle(QDoubleSpinBox *changed)
{
    const int index = m_document->currentSprite();
    if (!m_document->isValidSprite(index) || !m_document->sprite(index).circle)
        return;
    collision::Circle circle = *m_document->sprite(index).circle;
    double &field = changed == m_circleX   ? circle.center.x
                    : changed == m_circleY ? circle.center.y
                                           : circle.radius;
    if (sameShown(field, changed->value(), changed->decimals()))
        return;
    field = changed->value();
    m_document->undoStack()->push(new SetCircle(m_document, index, circle, sessionId(changed)));
}

quint64 PropertiesDock::sessionId(QObject *editor)
{
    if (editor != m_sessionEditor) {
        m_sessionEditor = editor;
        m_sessionId = nextSessionId();
    }
    return m_sessionId;
}

} // namespace hitbox::editor
