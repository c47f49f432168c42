#pragma once

#include <QList>
#include <QWidget>

class QComboBox;
class QHBoxLayout;
class QLabel;

namespace hitbox::editor {

class Document;
class TracePreview;
struct TraceOutcome;

/// The Trace dialog's left side: the previewed sprite (a combo box to pick it when there
/// are several) with its size and pivot, the TracePreview, and under it the legend, the
/// solid pixels switch and the zoom buttons.
class TracePreviewPane : public QWidget
{
    Q_OBJECT

public:
    /// Offers `sprites` (indices into `document`) in the combo box.
    TracePreviewPane(Document *document, const QList<int> &sprites, QWidget *parent = nullptr);

    TracePreview *preview() const { return m_preview; }

    /// Shows `sprite`'s image (or why it is missing) without a trace, and selects it in the
    /// combo box without emitting spriteChosen().
    void showSprite(int sprite);
    /// Shows a trace of the sprite: its solid pixels and polygons.
    void showTrace(const TraceOutcome &outcome);

signals:
    /// The user picked `sprite` in the combo box.
    void spriteChosen(int sprite);

private:
    QHBoxLayout *createLegendBar();

    Document *m_document;
    QComboBox *m_spriteCombo = nullptr;
    QLabel *m_spriteInfo = nullptr;
    TracePreview *m_preview = nullptr;
    QLabel *m_zoomLabel = nullptr;
};

} // namespace hitbox::editor
