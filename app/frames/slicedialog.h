#pragma once

#include "model/io/importedsheet.h"

#include <QDialog>
#include <QImage>

#include <optional>

class QLabel;
class QPushButton;
class QSpinBox;

namespace hitbox::editor {

/// Asks how to split a sprite sheet: cell width and height, margin, spacing and frame
/// count, with an "Automatic" button (model::autoGrid) and a live preview of the image
/// with the grid drawn over it and the number of frames. OK takes the grid; "Single
/// image" keeps the image one frame; Cancel adds nothing.
class SliceDialog : public QDialog
{
    Q_OBJECT

public:
    /// `initial` fills the fields (an automatic split found beforehand, or a guess).
    SliceDialog(const QImage &image,
                const QString &fileName,
                const model::GridSpec &initial,
                QWidget *parent = nullptr);

    /// The grid in the fields (count 0: every cell that fits).
    model::GridSpec gridSpec() const;
    /// After accept(): the grid, or empty when "Single image" was chosen.
    std::optional<model::GridSpec> result() const;

    /// Fills the fields with model::autoGrid's split; false (fields unchanged) when it
    /// finds none.
    bool applyAutomatic();

private:
    void setFields(const model::GridSpec &spec);
    void updatePreview();

    QImage m_image;
    bool m_single = false;
    QSpinBox *m_cellWidth;
    QSpinBox *m_cellHeight;
    QSpinBox *m_margin;
    QSpinBox *m_spacing;
    QSpinBox *m_count;
    QLabel *m_preview;
    QLabel *m_frames;
    QPushButton *m_ok = nullptr;
};

} // namespace hitbox::editor
