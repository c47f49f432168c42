#include "frames/frameshapecopy.h"

#include "commands/framecommands.h"
#include "document/document.h"
#include "frames/frameplayer.h"
#include "frames/propagatedialog.h"

#include <QMessageBox>
#include <QPushButton>
#include <QUndoStack>

namespace hitbox::editor {

namespace {

constexpr int messageTimeoutMs = 8000;

} // namespace

FrameShapeCopy::FrameShapeCopy(Document *document, FramePlayer *player, QWidget *parent)
    : QObject(parent)
    , m_document(document)
    , m_player(player)
    , m_parent(parent)
{}

QList<int> FrameShapeCopy::sequence() const
{
    const int sprite = m_document->currentSprite();
    if (!m_document->isValidSprite(sprite))
        return {};
    const model::Sprite &s = m_document->sprite(sprite);
    const int animation = m_player->animation();
    if (animation >= 0 && animation < s.animations.size())
        return s.animations[animation].frames;
    QList<int> frames;
    for (int f = 0; f < s.frames.size(); ++f)
        frames << f;
    return frames;
}

void FrameShapeCopy::copyFromPrevious()
{
    const int sprite = m_document->currentSprite();
    if (!CopyShapesFromPreviousFrame::canApply(m_document, sprite))
        return;
    const int frame = m_document->currentFrame(sprite);
    const qsizetype own = m_document->shapes(sprite).size();
    const qsizetype previous = m_document->sprite(sprite).frames[frame - 1].shapes.size();
    if (own == 0 || previous == 0) {
        copy(sprite, false);
        return;
    }
    auto *box
            = new QMessageBox(QMessageBox::Question,
                              tr("Copy Shapes from Previous Frame"),
                              tr("Frame %1 has %2 of its own.").arg(frame).arg(shapeCountText(own)),
                              QMessageBox::Cancel,
                              m_parent);
    box->setObjectName(QStringLiteral("copyShapesQuestion"));
    box->setInformativeText(tr("Add frame %1's %2 to them, or replace them?")
                                    .arg(frame - 1)
                                    .arg(shapeCountText(previous)));
    QPushButton *add = box->addButton(tr("&Add"), QMessageBox::AcceptRole);
    QPushButton *replace = box->addButton(tr("&Replace"), QMessageBox::DestructiveRole);
    add->setObjectName(QStringLiteral("addButton"));
    replace->setObjectName(QStringLiteral("replaceButton"));
    box->setDefaultButton(add);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::buttonClicked, this, [=, this](QAbstractButton *button) {
        // The document may have changed while the question was open.
        if (button != add && button != replace)
            return;
        if (m_document->currentSprite() == sprite && m_document->isValidSprite(sprite)
            && m_document->currentFrame(sprite) == frame)
            copy(sprite, button == replace);
    });
    box->open();
}

void FrameShapeCopy::copy(int sprite, bool replace)
{
    auto *command = new CopyShapesFromPreviousFrame(
            m_document, sprite, replace ? CopyMode::Replace : CopyMode::Add);
    const QString summary = command->summary();
    m_document->undoStack()->push(command);
    emit statusMessage(summary, messageTimeoutMs);
}

void FrameShapeCopy::propagate()
{
    const int sprite = m_document->currentSprite();
    if (!m_document->isValidSprite(sprite) || m_document->selection().shapes.isEmpty())
        return;
    const model::Sprite &s = m_document->sprite(sprite);
    const int animation = m_player->animation();
    const QString name = animation >= 0 && animation < s.animations.size()
                                 ? s.animations[animation].name
                                 : QString();
    auto *dialog = new PropagateDialog(sequence(),
                                       name,
                                       m_document->currentFrame(sprite),
                                       int(s.frames.size()),
                                       int(m_document->selection().shapes.size()),
                                       m_parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const int frame = m_document->currentFrame(sprite);
    connect(dialog, &QDialog::accepted, this, [=, this] {
        if (m_document->currentSprite() != sprite || !m_document->isValidSprite(sprite)
            || m_document->currentFrame(sprite) != frame)
            return;
        auto *command = new PropagateShapes(m_document, sprite, dialog->targets());
        const QString summary = command->summary();
        m_document->undoStack()->push(command);
        emit statusMessage(summary, messageTimeoutMs);
    });
    dialog->open();
}

} // namespace hitbox::editor
