#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QPixmap>

namespace hitbox::editor {

class Document;

/// The document's sprites as a list: name (editable, renames through RenameSprite),
/// a 48 px thumbnail, the current sprite in bold, and a tooltip with the image path or the loader's
/// error. Rows can be dragged out as spriteMimeType carrying the sprite indices.
class SpriteListModel : public QAbstractListModel
{
    Q_OBJECT

public:
    /// The drag format: the dragged sprite indices, ascending, as ASCII "0,2,5".
    static constexpr char spriteMimeType[] = "application/x-hitbox-sprite";
    /// Side of the square thumbnails in device-independent pixels.
    static constexpr int thumbnailSize = 48;

    explicit SpriteListModel(Document *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    /// Renames a sprite (Qt::EditRole). Refuses empty names and names of other sprites.
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    Qt::DropActions supportedDragActions() const override;

    /// The sprite indices carried by `mime`, empty when it holds no spriteMimeType.
    static QList<int> spriteIndices(const QMimeData *mime);

private:
    QPixmap thumbnail(int row) const;

    Document *m_document;
    // Mirrors the document's sprite count, so the count is right between
    // begin/endInsertRows and begin/endRemoveRows (the document changes first).
    int m_rowCount = 0;
    struct Thumbnail
    {
        QPixmap pixmap;      // null = not built yet
        qint64 imageKey = 0; // QImage::cacheKey() of the image it shows
    };
    mutable QList<Thumbnail> m_thumbnails;
    int m_boldRow; // the current sprite as last drawn
};

} // namespace hitbox::editor
