#include "frames/framesdock.h"

#include "base/makeaction.h"
#include "commands/editframes.h"
#include "commands/framecommands.h"
#include "document/document.h"
#include "frames/frameplayer.h"
#include "frames/frameshapecopy.h"
#include "frames/framestripdrag.h"
#include "frames/framethumbnaildelegate.h"
#include "frames/phaseband.h"
#include "icons/icons.h"

#include "model/document/animationplayback.h"
#include "model/document/timing.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPainter>
#include <QSpinBox>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace hitbox::editor {

namespace {

constexpr int thumbnailSize = 64;

QIcon thumbnail(const QImage &image)
{
    QPixmap pixmap(thumbnailSize, thumbnailSize);
    pixmap.fill(Qt::transparent);
    if (!image.isNull()) {
        const QImage scaled = image.scaled(
                thumbnailSize,
                thumbnailSize,
                Qt::KeepAspectRatio,
                image.width() < thumbnailSize ? Qt::FastTransformation : Qt::SmoothTransformation);
        QPainter painter(&pixmap);
        painter.drawImage((thumbnailSize - scaled.width()) / 2,
                          (thumbnailSize - scaled.height()) / 2,
                          scaled);
    }
    return QIcon(pixmap);
}

} // namespace

FramesDock::FramesDock(Document *document, QWidget *parent)
    : QDockWidget(tr("Frames"), parent)
    , m_document(document)
    , m_player(new FramePlayer(document, this))
    , m_shapeCopy(new FrameShapeCopy(document, m_player, this))
    , m_toolBar(new QToolBar(this))
    , m_list(new QListWidget(this))
    , m_animations(new QComboBox(this))
    , m_duration(new QSpinBox(this))
    , m_phaseBand(new PhaseBand(document, m_player, this))
{
    setObjectName(QStringLiteral("framesDock"));
    connect(m_shapeCopy, &FrameShapeCopy::statusMessage, this, &FramesDock::statusMessage);
    m_list->setObjectName(QStringLiteral("framesList"));
    m_list->setViewMode(QListView::IconMode);
    m_list->setFlow(QListView::LeftToRight);
    m_list->setWrapping(false);
    m_list->setMovement(QListView::Static);
    m_list->setIconSize(QSize(thumbnailSize, thumbnailSize));
    m_list->setGridSize(QSize(thumbnailSize + 24, thumbnailSize + 36));
    m_list->setUniformItemSizes(true);
    m_list->setItemDelegate(new FrameThumbnailDelegate(m_list));
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_list->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setFixedHeight(thumbnailSize + 36 + 2 * m_list->frameWidth()
                           + m_list->style()->pixelMetric(QStyle::PM_ScrollBarExtent));

    m_animations->setObjectName(QStringLiteral("animationCombo"));
    m_animations->setToolTip(tr("The frames that play and step: all, or one animation's"));
    m_animations->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_duration->setObjectName(QStringLiteral("frameDuration"));
    m_duration->setRange(1, 60000);
    m_duration->setSuffix(tr(" ms"));
    m_duration->setToolTip(tr("How long the current frame shows"));

    createActions();
    m_toolBar->setIconSize(QSize(16, 16));
    m_toolBar->addAction(m_previousAction);
    m_toolBar->addAction(m_playAction);
    m_toolBar->addAction(m_nextAction);
    m_toolBar->addAction(m_loopAction);
    m_toolBar->addWidget(m_animations);
    m_toolBar->addSeparator();
    auto *durationLabel = new QLabel(tr("Duration "), this);
    m_toolBar->addWidget(durationLabel);
    m_toolBar->addWidget(m_duration);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_copyFromPreviousAction);
    m_toolBar->addAction(m_propagateAction);
    m_toolBar->addAction(m_applyThresholdAction);
    m_toolBar->addSeparator();
    auto *frameMenu = new QMenu(tr("Frame"), this);
    frameMenu->setObjectName(QStringLiteral("frameMenu"));
    frameMenu->addActions({m_duplicateFrameAction,
                           m_removeFrameAction,
                           m_moveFrameLeftAction,
                           m_moveFrameRightAction});
    auto *frameButton = new QToolButton(this);
    frameButton->setObjectName(QStringLiteral("frameMenuButton"));
    frameButton->setText(tr("Frame"));
    frameButton->setToolTip(tr("Duplicate, remove or move the current frame (or drag a "
                               "thumbnail to another place)"));
    frameButton->setMenu(frameMenu);
    frameButton->setPopupMode(QToolButton::InstantPopup);
    frameButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_toolBar->addWidget(frameButton);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_onionSkinAction);
    m_toolBar->addAction(m_onionImagesAction);

    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(2, 0, 2, 2);
    layout->setSpacing(0);
    layout->addWidget(m_toolBar);
    layout->addWidget(m_list);
    layout->addWidget(m_phaseBand);
    setWidget(content);

    // Right-click a thumbnail for the frame commands; Delete and Alt+arrows act on the
    // strip while it has the focus.
    m_list->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_list->addActions({m_duplicateFrameAction,
                        m_removeFrameAction,
                        m_moveFrameLeftAction,
                        m_moveFrameRightAction});
    auto *drag = new FrameStripDrag(m_list);
    connect(drag, &FrameStripDrag::moveRequested, this, &FramesDock::moveFrame);

    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (!m_syncing && row >= 0)
            m_document->setCurrentFrame(m_document->currentSprite(), row);
    });
    connect(m_animations, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (m_syncing)
            return;
        m_player->setAnimation(index - 1);
        updateFrameMarks();
        updateActions();
    });
    connect(m_duration, &QSpinBox::valueChanged, this, [this](int value) {
        const int sprite = m_document->currentSprite();
        if (m_syncing || !m_document->isValidSprite(sprite))
            return;
        // In a document counting ticks the field holds ticks.
        const int rate = m_document->project().ticksPerSecond;
        const int ms = rate > 0 ? model::ticksToMs(value, rate) : value;
        m_document->undoStack()->push(
                new SetFrameDuration(m_document, sprite, m_document->currentFrame(sprite), ms));
    });
    connect(m_player, &FramePlayer::playingChanged, this, [this](bool playing) {
        m_playAction->setChecked(playing);
        m_playAction->setIcon(icon(playing ? Icon::Pause : Icon::Play));
        m_playAction->setText(playing ? tr("Pause") : tr("Play"));
    });

    connect(document, &Document::projectReset, this, [this] {
        rebuildAnimations();
        rebuildFrames();
    });
    connect(document, &Document::currentSpriteChanged, this, [this] {
        rebuildAnimations();
        rebuildFrames();
    });
    connect(document, &Document::timingChanged, this, &FramesDock::rebuildFrames);
    connect(document, &Document::currentFrameChanged, this, [this](int index) {
        if (index == m_document->currentSprite())
            syncCurrent();
    });
    connect(document, &Document::spriteChanged, this, [this](int index, SpriteChanges changes) {
        if (index != m_document->currentSprite())
            return;
        if (changes & (SpriteChange::Frames | SpriteChange::Properties)) {
            rebuildAnimations();
            rebuildFrames();
        } else {
            updateFrameMarks();
            updateActions();
        }
    });
    connect(document, &Document::selectionChanged, this, &FramesDock::updateActions);
    rebuildAnimations();
    rebuildFrames();
}

void FramesDock::createActions()
{
    m_playAction = makeAction(this,
                              icon(Icon::Play),
                              tr("Play"),
                              QKeySequence(Qt::Key_Space),
                              tr("Play or pause the frames at their durations"),
                              "playFrames");
    m_playAction->setCheckable(true);
    m_playAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(m_playAction); // Space works while the strip has focus
    connect(m_playAction, &QAction::triggered, m_player, &FramePlayer::setPlaying);

    m_loopAction = makeAction(this,
                              icon(Icon::Reset),
                              tr("Loop"),
                              QKeySequence(),
                              tr("Start again after the last frame (an animation that plays once, "
                                 "such as a MUGEN action ending in -1, stops there)"),
                              "loopFrames");
    m_loopAction->setCheckable(true);
    m_loopAction->setChecked(m_player->isLooping());
    connect(m_loopAction, &QAction::toggled, m_player, &FramePlayer::setLooping);

    m_previousAction = makeAction(this,
                                  icon(Icon::Step),
                                  tr("Previous Frame"),
                                  QKeySequence(Qt::Key_Comma),
                                  tr("Show the previous frame"),
                                  "previousFrame");
    m_previousAction->setIcon(
            QIcon(icon(Icon::Step).pixmap(16).transformed(QTransform().scale(-1, 1))));
    connect(m_previousAction, &QAction::triggered, m_player, &FramePlayer::previous);
    m_nextAction = makeAction(this,
                              icon(Icon::Step),
                              tr("Next Frame"),
                              QKeySequence(Qt::Key_Period),
                              tr("Show the next frame"),
                              "nextFrame");
    connect(m_nextAction, &QAction::triggered, m_player, &FramePlayer::next);

    m_copyFromPreviousAction = makeAction(this,
                                          icon(Icon::CopyShapes),
                                          tr("Copy Shapes from &Previous Frame"),
                                          QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_C),
                                          tr("Add the previous frame's shapes to this "
                                             "frame's (asks before replacing them)"),
                                          "copyShapesFromPrevious");
    connect(m_copyFromPreviousAction,
            &QAction::triggered,
            m_shapeCopy,
            &FrameShapeCopy::copyFromPrevious);
    m_propagateAction = makeAction(this,
                                   icon(Icon::ApplyShapesToSprites),
                                   tr("P&ropagate Shapes"),
                                   QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_P),
                                   tr("Copy the selected shapes to the next frames, to the "
                                      "end of the animation or to a range of frames (added; "
                                      "nothing is replaced)"),
                                   "propagateShapes");
    connect(m_propagateAction, &QAction::triggered, m_shapeCopy, &FrameShapeCopy::propagate);
    m_applyThresholdAction = makeAction(this,
                                        icon(Icon::SolidOverlay),
                                        tr("Apply &Threshold to All Frames"),
                                        QKeySequence(),
                                        tr("Give every frame this frame's alpha threshold"),
                                        "applyThresholdToAllFrames");
    connect(m_applyThresholdAction, &QAction::triggered, this, [this] {
        m_document->undoStack()->push(
                new ApplyThresholdToAllFrames(m_document, m_document->currentSprite()));
    });

    m_onionSkinAction = makeAction(this,
                                   icon(Icon::EditShapes),
                                   tr("&Onion Skin"),
                                   QKeySequence(Qt::Key_O),
                                   tr("Draw the previous and next frames' shapes faintly"),
                                   "onionSkin");
    m_onionSkinAction->setCheckable(true);
    m_onionSkinAction->setIcon(QIcon()); // no fitting icon yet: the tool bar shows the text
    m_onionSkinAction->setIconText(tr("Onion Skin"));
    m_onionImagesAction = makeAction(this,
                                     icon(Icon::PreviewMode),
                                     tr("Onion Skin &Images"),
                                     QKeySequence(Qt::SHIFT | Qt::Key_O),
                                     tr("Draw the previous and next frames' images faintly too"),
                                     "onionSkinImages");
    m_onionImagesAction->setCheckable(true);
    m_onionImagesAction->setIcon(QIcon());
    m_onionImagesAction->setIconText(tr("Images"));
    m_onionImagesAction->setEnabled(false);
    connect(m_onionSkinAction, &QAction::toggled, m_onionImagesAction, &QAction::setEnabled);
    createFrameEditActions();
}

void FramesDock::createFrameEditActions()
{
    m_duplicateFrameAction = makeAction(this,
                                        icon(Icon::CopyShapes),
                                        tr("&Duplicate Frame"),
                                        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D),
                                        tr("Insert a copy of the current frame (its shapes, "
                                           "duration and settings) after it"),
                                        "duplicateFrame");
    connect(m_duplicateFrameAction, &QAction::triggered, this, [this] {
        const int sprite = m_document->currentSprite();
        if (auto *command
            = EditFrames::duplicate(m_document, sprite, m_document->currentFrame(sprite)))
            m_document->undoStack()->push(command);
    });
    m_removeFrameAction = makeAction(this,
                                     icon(Icon::DeleteShape),
                                     tr("&Remove Frame"),
                                     QKeySequence(),
                                     tr("Remove the current frame (a sprite keeps at least one; "
                                        "Delete in the strip); animations drop it"),
                                     "removeFrame");
    addLocalShortcut(this, QKeySequence::Delete, m_removeFrameAction);
    connect(m_removeFrameAction, &QAction::triggered, this, [this] {
        const int sprite = m_document->currentSprite();
        if (auto *command
            = EditFrames::remove(m_document, sprite, m_document->currentFrame(sprite)))
            m_document->undoStack()->push(command);
    });
    m_moveFrameLeftAction = makeAction(this,
                                       icon(Icon::Step),
                                       tr("Move Frame &Left"),
                                       QKeySequence(Qt::ALT | Qt::Key_Left),
                                       tr("Swap the current frame with the one before it; "
                                          "animations keep playing the same pictures"),
                                       "moveFrameLeft");
    m_moveFrameLeftAction->setIcon(m_previousAction->icon());
    m_moveFrameLeftAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_moveFrameLeftAction, &QAction::triggered, this, [this] { moveCurrentFrame(-1); });
    m_moveFrameRightAction = makeAction(this,
                                        icon(Icon::Step),
                                        tr("Move Frame Ri&ght"),
                                        QKeySequence(Qt::ALT | Qt::Key_Right),
                                        tr("Swap the current frame with the one after it; "
                                           "animations keep playing the same pictures"),
                                        "moveFrameRight");
    m_moveFrameRightAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_moveFrameRightAction, &QAction::triggered, this, [this] { moveCurrentFrame(1); });
}

void FramesDock::moveCurrentFrame(int by)
{
    const int sprite = m_document->currentSprite();
    if (!m_document->isValidSprite(sprite))
        return;
    const int from = m_document->currentFrame(sprite);
    moveFrame(from, from + by);
}

void FramesDock::moveFrame(int from, int to)
{
    if (auto *command = EditFrames::move(m_document, m_document->currentSprite(), from, to))
        m_document->undoStack()->push(command);
}

void FramesDock::rebuildFrames()
{
    m_syncing = true;
    m_list->clear();
    const int sprite = m_document->currentSprite();
    if (m_document->isValidSprite(sprite)) {
        const QList<model::Frame> &frames = m_document->sprite(sprite).frames;
        const int rate = m_document->project().ticksPerSecond;
        for (int f = 0; f < frames.size(); ++f) {
            auto *item = new QListWidgetItem(
                    thumbnail(m_document->frameImage(sprite, f)),
                    tr("#%1 · %2")
                            .arg(QString::number(f),
                                 model::durationText(frames[f].durationMs, rate)));
            item->setTextAlignment(Qt::AlignHCenter | Qt::AlignTop);
            m_list->addItem(item);
        }
    }
    updateFrameMarks();
    m_syncing = false;
    syncCurrent();
}

void FramesDock::rebuildAnimations()
{
    m_syncing = true;
    const int sprite = m_document->currentSprite();
    const int chosen = m_player->animation();
    m_animations->clear();
    m_animations->addItem(tr("All frames"));
    if (m_document->isValidSprite(sprite)) {
        // By their unique names, so that two animations of one name are told apart.
        const model::Sprite &s = m_document->sprite(sprite);
        const QStringList names = model::uniqueAnimationNames(s);
        for (qsizetype a = 0; a < names.size(); ++a) {
            m_animations->addItem(names[a]);
            if (names[a] != s.animations[a].name)
                m_animations->setItemData(
                        int(a + 1),
                        tr("Animation \"%1\", known as %2 in exports (another animation is "
                           "called \"%1\" too)")
                                .arg(s.animations[a].name, names[a]),
                        Qt::ToolTipRole);
        }
    }
    const int index = chosen + 1 < m_animations->count() ? chosen + 1 : 0;
    m_animations->setCurrentIndex(index);
    m_player->setAnimation(index - 1);
    m_syncing = false;
}

void FramesDock::updateFrameMarks()
{
    const int sprite = m_document->currentSprite();
    if (!m_document->isValidSprite(sprite))
        return;
    const model::Sprite &s = m_document->sprite(sprite);
    const int animation = m_player->animation();
    const bool filtered = animation >= 0 && animation < s.animations.size();
    for (int f = 0; f < m_list->count() && f < s.frames.size(); ++f) {
        QListWidgetItem *item = m_list->item(f);
        const int shapes = int(s.frames[f].shapes.size());
        const bool in = !filtered || s.animations[animation].frames.contains(f);
        item->setData(FrameThumbnailDelegate::ShapeCountRole, shapes);
        item->setData(FrameThumbnailDelegate::InAnimationRole, in);
        // With the name the frame had in its atlas ("idle:0"), when it had one.
        const QString frameName
                = s.frames[f].name.isEmpty()
                          ? tr("Frame %1").arg(f)
                          : tr("Frame %1 \"%2\"").arg(QString::number(f), s.frames[f].name);
        // One multi-argument arg(): a "%1" in a frame's name stays text.
        QString tip = tr("%1: %2, %3")
                              .arg(frameName,
                                   model::durationText(s.frames[f].durationMs,
                                                       m_document->project().ticksPerSecond),
                                   shapes == 0   ? tr("no shapes")
                                   : shapes == 1 ? tr("1 shape")
                                                 : tr("%1 shapes").arg(shapes));
        if (!in)
            tip += tr(" (not in the animation chosen)");
        item->setToolTip(tip);
    }
}

void FramesDock::syncCurrent()
{
    m_syncing = true;
    const int sprite = m_document->currentSprite();
    const bool valid = m_document->isValidSprite(sprite);
    const int frame = valid ? m_document->currentFrame(sprite) : -1;
    m_list->setCurrentRow(frame);
    if (QListWidgetItem *item = m_list->item(frame))
        m_list->scrollToItem(item);
    m_duration->setEnabled(valid);
    // Ticks in a document counting them (Document > Settings), else milliseconds.
    const int rate = m_document->project().ticksPerSecond;
    m_duration->setSuffix(rate > 0 ? tr(" ticks") : tr(" ms"));
    m_duration->setRange(1, rate > 0 ? model::maxFrameTicks(rate) : 60000);
    const int ms = valid ? m_document->frame(sprite).durationMs : 1;
    m_duration->setValue(rate > 0 ? model::msToTicks(ms, rate) : ms);
    m_syncing = false;
    updateActions();
}

void FramesDock::updateActions()
{
    const int sprite = m_document->currentSprite();
    const bool valid = m_document->isValidSprite(sprite);
    const bool several = valid && m_document->sprite(sprite).frames.size() > 1;
    m_playAction->setEnabled(several);
    m_previousAction->setEnabled(several);
    m_nextAction->setEnabled(several);
    m_copyFromPreviousAction->setEnabled(CopyShapesFromPreviousFrame::canApply(m_document, sprite));
    m_propagateAction->setEnabled(several && !m_document->selection().shapes.isEmpty());
    m_applyThresholdAction->setEnabled(ApplyThresholdToAllFrames::canApply(m_document, sprite));
    m_onionSkinAction->setEnabled(several || m_onionSkinAction->isChecked());
    const int frame = valid ? m_document->currentFrame(sprite) : -1;
    const int count = valid ? int(m_document->sprite(sprite).frames.size()) : 0;
    m_duplicateFrameAction->setEnabled(valid);
    m_removeFrameAction->setEnabled(several);
    m_moveFrameLeftAction->setEnabled(several && frame > 0);
    m_moveFrameRightAction->setEnabled(several && frame + 1 < count);
}

} // namespace hitbox::editor
