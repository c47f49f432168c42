#pragma once

#include <QFrame>
#include <QList>

class QAction;

namespace hitbox::editor {

/// The legend in the corner of the preview canvas: one toggle per tier (the Preview
/// menu's "Show ..." actions, with their colours) and the meaning of the other marks:
/// intersection rectangle, first contact, board edge.
class PreviewLegend : public QFrame
{
    Q_OBJECT

public:
    /// `tierActions` are the five checkable tier toggles, cheapest tier first.
    PreviewLegend(const QList<QAction *> &tierActions, QWidget *parent = nullptr);
};

} // namespace hitbox::editor
