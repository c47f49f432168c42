#include "trace/traceactions.h"

#include "trace/tracedialog.h"

#include "commands/shapecommands.h"
#include "docks/spritesdock.h"
#include "document/document.h"
#include "frames/frameplayer.h"
#include "icons/icons.h"
#include "tools/toolcontext.h"

#include "model/document/animationplayback.h"

#include <hitbox/trace/fitshapes.h>

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QMenu>
#include <QSettings>
#include <QUndoStack>

#include <cmath>

namespace hitbox::editor {
namespace {

using collision::Mask;

const QString shareKey = QStringLiteral("fit/share");

// Shares offered in the Fit Around menu, in percent.
constexpr int sharePercents[] = {100, 99, 98, 95, 90, 80};

QString sharePhrase(double share)
{
    if (share >= 1.0)
        return QObject::tr("Solid Pixels");
    return QObject::tr("%1% of Solid Pixels").arg(share * 100.0, 0, 'g', 3);
}

} // namespace

TraceActions::TraceActions(Document *document,
                           SpritesDock *spritesDock,
                           ToolContext *toolContext,
                           QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_spritesDock(spritesDock)
    , m_toolContext(toolContext)
    , m_window(window)
{
    m_traceAction = new QAction(icon(Icon::TraceAlpha), tr("&Trace Solid Pixels..."), this);
    m_traceAction->setObjectName(QStringLiteral("traceSolidPixels"));
    m_traceAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    m_traceAction->setStatusTip(tr("Trace the solid pixels of the selected sprites into "
                                   "armature polygons, with a live preview and fit scores"));
    m_traceAction->setToolTip(
            tr("Trace Solid Pixels (%1)")
                    .arg(m_traceAction->shortcut().toString(QKeySequence::NativeText)));
    connect(m_traceAction, &QAction::triggered, this, &TraceActions::openTraceDialog);

    m_traceFramesAction = new QAction(icon(Icon::TraceAlpha), tr("Trace All &Frames..."), this);
    m_traceFramesAction->setObjectName(QStringLiteral("traceAllFrames"));
    m_traceFramesAction->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_T));
    m_traceFramesAction->setStatusTip(
            tr("Trace every frame of the animation chosen in the frames strip (or of the "
               "sprite) at once; the traced polygons replace each frame's %1 polygons")
                    .arg(QLatin1String(model::tracedRole)));
    connect(m_traceFramesAction, &QAction::triggered, this, &TraceActions::openTraceFramesDialog);

    m_fitBoxAction = new QAction(icon(Icon::FitBox), QString(), this);
    m_fitBoxAction->setObjectName(QStringLiteral("fitBox"));
    connect(m_fitBoxAction, &QAction::triggered, this, &TraceActions::fitBox);
    m_fitCircleAction = new QAction(icon(Icon::FitCircle), QString(), this);
    m_fitCircleAction->setObjectName(QStringLiteral("fitCircle"));
    connect(m_fitCircleAction, &QAction::triggered, this, &TraceActions::fitCircle);

    m_shareMenu = new QMenu(tr("Fit Ar&ound"), window);
    m_shareMenu->setObjectName(QStringLiteral("fitShareMenu"));
    m_shareMenu->setToolTipsVisible(true);
    m_shareGroup = new QActionGroup(this);
    for (const int percent : sharePercents) {
        QAction *action = m_shareMenu->addAction(
                percent == 100 ? tr("All Solid Pixels") : tr("%1% of Solid Pixels").arg(percent));
        action->setObjectName(QStringLiteral("fitShare%1").arg(percent));
        action->setCheckable(true);
        action->setData(percent);
        action->setToolTip(percent == 100 ? tr("Fit around every solid pixel")
                                          : tr("Fit around %1% of the solid pixels, leaving out "
                                               "stray pixels and thin parts")
                                                    .arg(percent));
        m_shareGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, percent] {
            setFitShare(percent / 100.0);
        });
    }

    for (const auto signal :
         {&Document::currentSpriteChanged, &Document::spriteInserted, &Document::spriteRemoved})
        connect(m_document, signal, this, &TraceActions::updateActions);
    connect(m_document, &Document::projectReset, this, &TraceActions::updateActions);

    setFitShare(QSettings().value(shareKey, 1.0).toDouble());
    updateActions();
}

void TraceActions::setFitShare(double share)
{
    m_share = std::clamp(std::isfinite(share) ? share : 1.0, 0.01, 1.0);
    QSettings().setValue(shareKey, m_share);
    const int percent = int(std::lround(m_share * 100.0));
    for (QAction *action : m_shareGroup->actions())
        action->setChecked(action->data().toInt() == percent);

    const QString phrase = sharePhrase(m_share);
    m_fitBoxAction->setText(tr("Fit &Box to %1").arg(phrase));
    m_fitBoxAction->setStatusTip(m_share >= 1.0 ? tr("Set the box (the selected one, or the first) "
                                                     "to the smallest box around the solid pixels")
                                                : tr("Set the box (the selected one, or the first) "
                                                     "to the smallest box holding %1% of the solid "
                                                     "pixels")
                                                          .arg(percent));
    m_fitBoxAction->setToolTip(m_fitBoxAction->statusTip());
    m_fitCircleAction->setText(tr("Fit &Circle to %1").arg(phrase));
    m_fitCircleAction->setStatusTip(
            m_share >= 1.0 ? tr("Set the circle to the smallest circle around the solid pixels")
                           : tr("Set the circle to a small circle holding %1% of the solid pixels")
                                     .arg(percent));
    m_fitCircleAction->setToolTip(m_fitCircleAction->statusTip());
}

QList<int> TraceActions::targetSprites() const
{
    QList<int> sprites = m_spritesDock ? m_spritesDock->selectedSprites() : QList<int>();
    if (sprites.isEmpty() && m_document->isValidSprite(m_document->currentSprite()))
        sprites << m_document->currentSprite();
    return sprites;
}

void TraceActions::updateActions()
{
    const bool hasSprite = m_document->isValidSprite(m_document->currentSprite());
    for (QAction *action : {m_traceAction, m_traceFramesAction, m_fitBoxAction, m_fitCircleAction})
        action->setEnabled(hasSprite);
}

void TraceActions::openTraceDialog()
{
    const QList<int> sprites = targetSprites();
    if (sprites.isEmpty())
        return;
    TraceDialog dialog(m_document, sprites, m_document->currentSprite(), m_window);
    dialog.exec();
}

namespace {

// The frames of the animation at `animation`, each once in its order, skipping those out
// of range; empty when there is no such animation.
QList<int> animationFrames(const model::Sprite &sprite, int animation)
{
    QList<int> frames;
    if (animation < 0 || animation >= sprite.animations.size())
        return frames;
    for (const int f : sprite.animations[animation].frames) {
        if (f >= 0 && f < sprite.frames.size() && !frames.contains(f))
            frames << f;
    }
    return frames;
}

} // namespace

int TraceActions::tracedAnimation() const
{
    const int index = m_document->currentSprite();
    const int animation = m_player ? m_player->animation() : -1;
    if (!m_document->isValidSprite(index)
        || animationFrames(m_document->sprite(index), animation).isEmpty())
        return -1;
    return animation;
}

QList<int> TraceActions::framesToTrace() const
{
    const int index = m_document->currentSprite();
    if (!m_document->isValidSprite(index))
        return {};
    const model::Sprite &sprite = m_document->sprite(index);
    QList<int> frames = animationFrames(sprite, tracedAnimation());
    if (frames.isEmpty()) {
        for (int f = 0; f < sprite.frames.size(); ++f)
            frames << f;
    }
    return frames;
}

QString TraceActions::framesToTraceAnimation() const
{
    const int animation = tracedAnimation();
    if (animation < 0)
        return QString();
    return model::uniqueAnimationNames(m_document->sprite(m_document->currentSprite()))
            .value(animation);
}

void TraceActions::openTraceFramesDialog()
{
    const int sprite = m_document->currentSprite();
    const QList<int> frames = framesToTrace();
    if (frames.isEmpty())
        return;
    TraceDialog dialog(m_document, {sprite}, sprite, m_window);
    dialog.setFrames(frames, framesToTraceAnimation());
    if (dialog.exec() == QDialog::Accepted)
        emit statusMessage(tr("Traced %1").arg(dialog.framesPhrase()));
}

void TraceActions::retraceFrames(const QList<int> &frames)
{
    const int sprite = m_document->currentSprite();
    if (frames.isEmpty() || !m_document->isValidSprite(sprite))
        return;
    TraceDialog dialog(m_document, {sprite}, sprite, m_window);
    dialog.setFrames(frames, QString());
    if (dialog.exec() == QDialog::Accepted)
        emit statusMessage(tr("Traced %1 again").arg(dialog.framesPhrase()));
}

int TraceActions::fitBox()
{
    const int changed = pushFits(m_fitBoxAction->text(), [this](int sprite, const Mask &mask) {
        collision::Rect box = m_share >= 1.0 ? collision::fitBox(mask)
                                             : collision::fitBoxCovering(mask, m_share);
        const collision::Vec2 pivot = m_document->pivot(sprite);
        box.x -= pivot.x;
        box.y -= pivot.y;
        const int shape = focusedShape(
                m_document->shapes(sprite),
                sprite == m_document->currentSprite() ? m_document->selection() : ShapeSelection{},
                model::ShapeKind::Box);
        return shape < 0 ? static_cast<QUndoCommand *>(new AddBox(m_document, sprite, box))
                         : new SetBox(m_document, sprite, shape, box, m_toolContext->nextDragId());
    });
    if (changed == 0)
        emit statusMessage(tr("No solid pixels to fit a box to"));
    return changed;
}

int TraceActions::fitCircle()
{
    const int changed = pushFits(m_fitCircleAction->text(), [this](int sprite, const Mask &mask) {
        collision::Circle circle = m_share >= 1.0 ? collision::fitCircle(mask)
                                                  : collision::fitCircleCovering(mask, m_share);
        circle.center = circle.center - m_document->pivot(sprite);
        const int shape = focusedShape(
                m_document->shapes(sprite),
                sprite == m_document->currentSprite() ? m_document->selection() : ShapeSelection{},
                model::ShapeKind::Circle);
        return shape < 0 ? static_cast<QUndoCommand *>(new AddCircle(m_document, sprite, circle))
                         : new SetCircle(
                                 m_document, sprite, shape, circle, m_toolContext->nextDragId());
    });
    if (changed == 0)
        emit statusMessage(tr("No solid pixels to fit a circle to"));
    return changed;
}

int TraceActions::pushFits(QString text,
                           const std::function<QUndoCommand *(int, const Mask &)> &fit)
{
    text.remove(QLatin1Char('&'));
    QList<QUndoCommand *> commands;
    // A share fit of a large sprite takes a moment (see collision::fitBoxCovering).
    QApplication::setOverrideCursor(Qt::WaitCursor);
    for (const int sprite : targetSprites()) {
        const std::shared_ptr<const Mask> mask = m_document->mask(sprite);
        if (!mask || mask->solidCount() == 0)
            continue;
        QUndoCommand *command = fit(sprite, *mask);
        command->setText(text);
        commands << command;
    }
    QApplication::restoreOverrideCursor();
    QUndoStack *stack = m_document->undoStack();
    if (commands.size() > 1)
        stack->beginMacro(text);
    for (QUndoCommand *command : std::as_const(commands))
        stack->push(command);
    if (commands.size() > 1)
        stack->endMacro();
    return int(commands.size());
}

} // namespace hitbox::editor
