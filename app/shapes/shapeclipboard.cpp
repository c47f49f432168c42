#include "shapes/shapeclipboard.h"

#include "base/makeaction.h"
#include "commands/shapecommands.h"
#include "docks/spritesdock.h"
#include "document/document.h"
#include "icons/icons.h"

#include "model/io/shapesjson.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QMimeData>
#include <QUndoStack>

namespace hitbox::editor {

ShapeClipboard::ShapeClipboard(Document *document, SpritesDock *spritesDock, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_spritesDock(spritesDock)
{
    m_copyAction = makeAction(this,
                              icon(Icon::CopyShapes),
                              tr("&Copy Shapes"),
                              QKeySequence::Copy,
                              tr("Copy the selected shapes (or all shapes of the frame)"),
                              "copyShapes");
    connect(m_copyAction, &QAction::triggered, this, &ShapeClipboard::copyShapes);
    m_pasteAction = makeAction(this,
                               icon(Icon::PasteShapes),
                               tr("&Paste Shapes"),
                               QKeySequence::Paste,
                               tr("Paste shapes into the current frame"),
                               "pasteShapes");
    connect(m_pasteAction, &QAction::triggered, this, &ShapeClipboard::pasteShapes);
    m_applyAction = makeAction(this,
                               icon(Icon::ApplyShapesToSprites),
                               tr("Apply Shapes to &Selected Sprites"),
                               QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V),
                               tr("Give the sprites selected in the sprite list the current "
                                  "frame's shapes"),
                               "applyShapes");
    connect(m_applyAction, &QAction::triggered, this, &ShapeClipboard::applyShapesToSelected);

    connect(m_document, &Document::currentSpriteChanged, this, &ShapeClipboard::updateActions);
    connect(m_document, &Document::projectReset, this, &ShapeClipboard::updateActions);
    connect(m_document, &Document::spriteInserted, this, &ShapeClipboard::updateActions);
    connect(m_document, &Document::spriteRemoved, this, &ShapeClipboard::updateActions);
    connect(m_document, &Document::selectionChanged, this, &ShapeClipboard::updateActions);
    updateActions();
}

void ShapeClipboard::updateActions()
{
    const bool hasSprite = m_document->isValidSprite(m_document->currentSprite());
    m_copyAction->setEnabled(hasSprite);
    m_pasteAction->setEnabled(hasSprite);
    m_applyAction->setEnabled(hasSprite && m_document->spriteCount() > 1);
}

void ShapeClipboard::copyShapes()
{
    const int index = m_document->currentSprite();
    if (!m_document->isValidSprite(index))
        return;
    const ShapeList &shapes = m_document->shapes(index);
    const ShapeSelection &selection = m_document->selection();
    ShapeList clip;
    if (selection.isEmpty()) {
        clip = shapes;
    } else {
        QSet<int> chosen = selection.shapes;
        for (const auto &[shape, vertex] : selection.points)
            chosen.insert(shape);
        for (qsizetype i = 0; i < shapes.size(); ++i) {
            if (chosen.contains(int(i)))
                clip << shapes[i];
        }
    }
    auto *mime = new QMimeData;
    const QByteArray bytes = model::serializeShapes(clip);
    mime->setData(QLatin1String(model::shapesMimeType), bytes);
    mime->setText(QString::fromUtf8(bytes));
    QApplication::clipboard()->setMimeData(mime);
    emit statusMessage(tr("Copied %n shape(s)", nullptr, int(clip.size())), 4000);
}

void ShapeClipboard::pasteShapes()
{
    const int index = m_document->currentSprite();
    if (!m_document->isValidSprite(index))
        return;
    const QMimeData *mime = QApplication::clipboard()->mimeData();
    QByteArray bytes;
    if (mime && mime->hasFormat(QLatin1String(model::shapesMimeType)))
        bytes = mime->data(QLatin1String(model::shapesMimeType));
    else if (mime && mime->hasText())
        bytes = mime->text().toUtf8();
    QString error;
    const std::optional<ShapeList> clip = model::parseShapes(bytes, &error);
    if (!clip) {
        emit statusMessage(tr("Nothing to paste: %1").arg(error), 5000);
        return;
    }
    m_document->undoStack()->push(new PasteShapes(m_document, index, *clip));
}

void ShapeClipboard::applyShapesToSelected()
{
    const int index = m_document->currentSprite();
    if (!m_document->isValidSprite(index))
        return;
    QList<int> targets = m_spritesDock->selectedSprites();
    targets.removeAll(index);
    if (targets.isEmpty()) {
        emit errorOccurred(tr("Apply Shapes"),
                           tr("Select the sprites that should receive the shapes in the Sprites "
                              "list (Ctrl+click or Shift+click), then choose Apply Shapes again."));
        return;
    }
    m_document->undoStack()->push(
            new ApplyShapesToSprites(m_document, m_document->shapes(index), targets));
}

} // namespace hitbox::editor
