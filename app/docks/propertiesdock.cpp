#include "docks/propertiesdock.h"

#include "docks/boxsection.h"
#include "docks/circlesection.h"
#include "docks/colorkeysection.h"
#include "docks/custompropertiessection.h"
#include "docks/pivotsection.h"
#include "docks/thresholdsection.h"
#include "document/document.h"

#include <QCoreApplication>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QWheelEvent>

namespace hitbox::editor {

PropertiesDock::PropertiesDock(Document *document, QWidget *parent)
    : QDockWidget(tr("Properties"), parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("propertiesDock"));

    // Every section's grid starts with a label column this wide, so the fields line up
    // from one section to the next.
    const int labelWidth = fontMetrics().horizontalAdvance(tr("Radius")) + 4;

    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    m_title = new QLabel(content);
    m_title->setObjectName(QStringLiteral("spriteTitle"));
    m_title->setTextFormat(Qt::RichText);
    m_title->setWordWrap(true);
    m_title->setToolTip(tr("The sprite being edited and its image size"));
    layout->addWidget(m_title);
    m_threshold = new ThresholdSection(document);
    connect(m_threshold,
            &ThresholdSection::retraceRequested,
            this,
            &PropertiesDock::retraceRequested);
    layout->addWidget(m_threshold);
    // The tolerance field is as wide as the threshold field above it.
    m_colorKey = new ColorKeySection(document, m_threshold->spinBox()->sizeHint().width());
    layout->addWidget(m_colorKey);
    m_pivot = new PivotSection(document, &m_session, labelWidth);
    layout->addWidget(m_pivot);
    m_box = new BoxSection(document, &m_session, labelWidth);
    layout->addWidget(m_box);
    m_circle = new CircleSection(document, &m_session, labelWidth);
    layout->addWidget(m_circle);
    m_custom = new CustomPropertiesSection(document);
    layout->addWidget(m_custom);
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
        m_colorKey->forgetColor();
        refresh();
    });
    connect(document, &Document::currentSpriteChanged, this, [this] {
        m_session.end();
        refresh();
    });
    connect(document, &Document::currentFrameChanged, this, [this](int index) {
        if (index == m_document->currentSprite()) {
            m_session.end();
            refresh();
        }
    });
    // The box and circle sections follow the selected box or circle.
    connect(document, &Document::selectionChanged, this, [this] {
        const int index = m_document->currentSprite();
        if (!m_document->isValidSprite(index))
            return;
        m_box->refresh(index);
        m_circle->refresh(index);
        m_custom->refresh(index);
    });
    connect(document, &Document::spriteChanged, this, [this](int index, SpriteChanges changes) {
        const SpriteChanges shown = SpriteChange::Properties | SpriteChange::Pivot
                                    | SpriteChange::Shapes | SpriteChange::Frames
                                    | SpriteChange::CustomProperties;
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

void PropertiesDock::refresh()
{
    const int index = m_document->currentSprite();
    const bool valid = m_document->isValidSprite(index);
    // Without a sprite there is nothing to show; hidden beats a panel of stale values.
    const QList<QWidget *> sections{m_threshold, m_colorKey, m_pivot, m_box, m_circle, m_custom};
    for (QWidget *section : sections)
        section->setVisible(valid);
    if (!valid) {
        m_title->setText(tr("<i>No sprite selected</i>"));
        return;
    }
    const QImage image = m_document->image(index);
    const QString name = m_document->sprite(index).name.toHtmlEscaped();
    m_title->setText(image.isNull()
                             ? tr("<b>%1</b> &mdash; %2")
                                       .arg(name, m_document->imageError(index).toHtmlEscaped())
                             : tr("<b>%1</b> &mdash; %2 &times; %3 px")
                                       .arg(name,
                                            QString::number(image.width()),
                                            QString::number(image.height())));
    m_threshold->refresh(index);
    m_colorKey->refresh(index);
    m_pivot->refresh(index);
    m_box->refresh(index);
    m_circle->refresh(index);
    m_custom->refresh(index);
}

} // namespace hitbox::editor
