#include "docks/spritelistmodel.h"

#include "base/checkerboard.h"
#include "commands/spritecommands.h"
#include "document/document.h"

#include <QApplication>
#include <QFont>
#include <QMimeData>
#include <QPainter>
#include <QStyle>
#include <QUndoStack>

#include <algorithm>
#include <utility>

namespace hitbox::editor {
namespace {

// A transparent square of `side` logical pixels at the application's pixel ratio.
QPixmap blankThumbnail(int side)
{
    const qreal dpr = qApp->devicePixelRatio();
    QPixmap pixmap(qRound(side * dpr), qRound(side * dpr));
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    return pixmap;
}

// The image centred in the square on a checkerboard, so transparent pixels read as
// such. Sprites that fit are enlarged by a whole factor with nearest-neighbour, so
// pixel art stays crisp; bigger ones are scaled down smoothly.
QPixmap imageThumbnail(const QImage &image, int side)
{
    QPixmap pixmap = blankThumbnail(side);
    const int device = pixmap.width();
    const int largest = std::max(image.width(), image.height());
    QImage scaled;
    if (largest <= device) {
        const int factor = device / largest;
        scaled = image.scaled(image.size() * factor, Qt::IgnoreAspectRatio, Qt::FastTransformation);
    } else {
        scaled = image.scaled(device, device, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    }
    const QRect target((device - scaled.width()) / 2,
                       (device - scaled.height()) / 2,
                       scaled.width(),
                       scaled.height());

    QPainter painter(&pixmap);
    painter.scale(1.0 / pixmap.devicePixelRatio(), 1.0 / pixmap.devicePixelRatio());
    painter.setClipRect(target);
    drawCheckerboard(painter, QRectF(target), target.topLeft(), std::max(1, device / 12));
    painter.drawImage(target.topLeft(), scaled);
    return pixmap;
}

// A dashed frame with a warning sign, for an image that could not be loaded.
QPixmap missingThumbnail(int side)
{
    QPixmap pixmap = blankThumbnail(side);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    QColor frame = qApp->palette().color(QPalette::Text);
    frame.setAlpha(110);
    painter.setPen(QPen(frame, 1.0, Qt::DashLine));
    painter.drawRoundedRect(QRectF(0.5, 0.5, side - 1.0, side - 1.0), 4, 4);
    const int iconSide = side * 2 / 3;
    const QIcon warning = qApp->style()->standardIcon(QStyle::SP_MessageBoxWarning);
    warning.paint(&painter,
                  QRect((side - iconSide) / 2, (side - iconSide) / 2, iconSide, iconSide));
    return pixmap;
}

} // namespace

SpriteListModel::SpriteListModel(Document *document, QObject *parent)
    : QAbstractListModel(parent)
    , m_document(document)
    , m_rowCount(document->spriteCount())
    , m_thumbnails(m_rowCount)
    , m_boldRow(document->currentSprite())
{
    connect(document, &Document::projectReset, this, [this] {
        beginResetModel();
        m_rowCount = m_document->spriteCount();
        m_thumbnails = QList<Thumbnail>(m_rowCount);
        endResetModel();
    });
    connect(document, &Document::spriteInserted, this, [this](int index) {
        beginInsertRows(QModelIndex(), index, index);
        ++m_rowCount;
        m_thumbnails.insert(index, Thumbnail());
        endInsertRows();
    });
    connect(document, &Document::spriteRemoved, this, [this](int index) {
        beginRemoveRows(QModelIndex(), index, index);
        --m_rowCount;
        m_thumbnails.removeAt(index);
        endRemoveRows();
    });
    connect(document, &Document::currentSpriteChanged, this, [this](int index) {
        const int previous = std::exchange(m_boldRow, index);
        for (const int row : {previous, index}) {
            if (row >= 0 && row < m_rowCount)
                emit dataChanged(this->index(row), this->index(row), {Qt::FontRole});
        }
    });
    connect(document, &Document::spriteChanged, this, [this](int index, SpriteChanges changes) {
        if (!(changes & SpriteChange::Properties) || index < 0 || index >= m_rowCount)
            return;
        // The thumbnail is rebuilt only if the image changed (see thumbnail()).
        const QModelIndex changed = this->index(index);
        emit dataChanged(changed, changed);
    });
}

int SpriteListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rowCount;
}

QVariant SpriteListModel::data(const QModelIndex &index, int role) const
{
    const int row = index.row();
    if (!index.isValid() || row >= m_rowCount || !m_document->isValidSprite(row))
        return {};
    const model::Sprite &sprite = m_document->sprite(row);
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        return sprite.name;
    case Qt::DecorationRole:
        return thumbnail(row);
    case Qt::FontRole:
        if (row == m_document->currentSprite()) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::ToolTipRole: {
        const QImage image = m_document->image(row);
        if (image.isNull()) {
            return tr("%1\n%2").arg(sprite.name, m_document->imageError(row));
        }
        return tr("%1\n%2\n%3 \u00d7 %4 px")
                .arg(sprite.name,
                     sprite.imagePath,
                     QString::number(image.width()),
                     QString::number(image.height()));
    }
    default:
        return {};
    }
}

bool SpriteListModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    const int row = index.row();
    if (role != Qt::EditRole || !index.isValid() || !m_document->isValidSprite(row))
        return false;
    const QString name = value.toString().trimmed();
    if (name.isEmpty())
        return false;
    if (name == m_document->sprite(row).name)
        return true;
    for (int i = 0; i < m_document->spriteCount(); ++i) {
        if (m_document->sprite(i).name == name)
            return false; // names are unique in a project
    }
    m_document->undoStack()->push(new RenameSprite(m_document, row, name));
    return true;
}

Qt::ItemFlags SpriteListModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable | Qt::ItemIsDragEnabled
           | Qt::ItemNeverHasChildren;
}

QStringList SpriteListModel::mimeTypes() const
{
    return {QLatin1String(spriteMimeType)};
}

QMimeData *SpriteListModel::mimeData(const QModelIndexList &indexes) const
{
    QList<int> rows;
    for (const QModelIndex &index : indexes) {
        if (index.isValid() && m_document->isValidSprite(index.row()))
            rows << index.row();
    }
    if (rows.isEmpty())
        return nullptr;
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    QStringList parts;
    for (const int row : std::as_const(rows))
        parts << QString::number(row);
    auto *mime = new QMimeData;
    mime->setData(QLatin1String(spriteMimeType), parts.join(QLatin1Char(',')).toLatin1());
    return mime;
}

Qt::DropActions SpriteListModel::supportedDragActions() const
{
    return Qt::CopyAction;
}

QList<int> SpriteListModel::spriteIndices(const QMimeData *mime)
{
    QList<int> indices;
    if (!mime || !mime->hasFormat(QLatin1String(spriteMimeType)))
        return indices;
    const QByteArray bytes = mime->data(QLatin1String(spriteMimeType));
    for (const QByteArray &part : bytes.split(',')) {
        bool ok = false;
        const int index = part.toInt(&ok);
        if (ok && index >= 0)
            indices << index;
    }
    return indices;
}

QPixmap SpriteListModel::thumbnail(int row) const
{
    Thumbnail &cached = m_thumbnails[row];
    // Threshold and colour key changes keep the image: scaling a big one down again
    // would make the threshold slider lag.
    const QImage image = m_document->image(row);
    if (cached.pixmap.isNull() || cached.imageKey != image.cacheKey()) {
        cached.pixmap = image.isNull() ? missingThumbnail(thumbnailSize)
                                       : imageThumbnail(image, thumbnailSize);
        cached.imageKey = image.cacheKey();
    }
    return cached.pixmap;
}

} // namespace hitbox::editor
