#include "shapes/pivotpresets.h"

#include "base/makeaction.h"
#include "commands/spritecommands.h"
#include "document/document.h"
#include "icons/icons.h"
#include "tools/toolcontext.h"

#include <QAction>
#include <QUndoStack>

namespace hitbox::editor {

PivotPresets::PivotPresets(Document *document, ToolContext *toolContext, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_toolContext(toolContext)
{
    struct Preset
    {
        Icon iconId;
        QString text;
        double fx, fy;
        const char *name;
    };
    const Preset presets[] = {
            {Icon::PivotCenter, tr("Pivot at &Centre"), 0.5, 0.5, "pivotCenter"},
            {Icon::PivotBottomCenter, tr("Pivot at &Bottom Centre"), 0.5, 1.0, "pivotBottomCenter"},
            {Icon::PivotTopLeft, tr("Pivot at &Top Left"), 0.0, 0.0, "pivotTopLeft"},
    };
    for (const Preset &p : presets) {
        QAction *action = makeAction(this,
                                     icon(p.iconId),
                                     p.text,
                                     QKeySequence(),
                                     tr("Move the pivot; shapes stay where they are on the image"),
                                     p.name);
        connect(action, &QAction::triggered, this, [this, fx = p.fx, fy = p.fy] {
            setPivot(fx, fy);
        });
        m_actions << action;
    }

    // The signals that can change whether there is a current sprite.
    connect(m_document, &Document::currentSpriteChanged, this, &PivotPresets::updateActions);
    connect(m_document, &Document::projectReset, this, &PivotPresets::updateActions);
    connect(m_document, &Document::spriteInserted, this, &PivotPresets::updateActions);
    connect(m_document, &Document::spriteRemoved, this, &PivotPresets::updateActions);
    updateActions();
}

void PivotPresets::updateActions()
{
    const bool hasSprite = m_document->isValidSprite(m_document->currentSprite());
    for (QAction *action : std::as_const(m_actions))
        action->setEnabled(hasSprite);
}

void PivotPresets::setPivot(double fx, double fy)
{
    const int index = m_document->currentSprite();
    if (!m_document->isValidSprite(index))
        return;
    const QSize size = m_document->image(index).size();
    const collision::Vec2 pivot{fx * size.width(), fy * size.height()};
    // A fresh drag id, so that two presets in a row stay two undo steps.
    m_document->undoStack()->push(
            new SetPivot(m_document, index, pivot, m_toolContext->nextDragId()));
}

} // namespace hitbox::editor
