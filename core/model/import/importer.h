#pragma once

#include "model/io/importedsheet.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace hitbox::model {

class FrameSources;

/// How many bytes of a file ImportInput::head holds (64 KiB).
inline constexpr qint64 importProbeBytes = 64 * 1024;

/// What an importer is asked to read: one file or folder, looked at once by importSheet().
struct ImportInput
{
    QString path;                 ///< absolute
    bool isFolder = false;        ///< a folder; head and size are then empty
    QByteArray head;              ///< the file's first importProbeBytes bytes
    qint64 size = 0;              ///< the file's size in bytes
    std::optional<GridSpec> grid; ///< a grid to split one image by (`--grid`, Slice Sheet)
    /// Decodes a sheet's image once for the importer and for the frames cut from it later
    /// (trace); may be null.
    FrameSources *sources = nullptr;
};

/// One input format, as Tiled's MapFormat plugins are: it says which inputs it takes
/// (by content, never by the name's extension), what a file dialog offers for it, and
/// reads an input into an ImportedSheet (frames, their durations, named animations) that
/// spriteFromSheet() turns into a sprite. Its problems are ImportResult::error
/// ("<file>: <problem>", nothing imported) and ImportResult::warning (imported, part left
/// out). Importers are stateless; each lives in its own folder under core/model/import/
/// and importers() (importerregistry.cpp) is the one list of them.
class Importer
{
public:
    virtual ~Importer() = default;

    /// A short stable name: "sequence", "atlas", "grid", "animated", "image".
    virtual QString name() const = 0;
    /// What it reads, as a refusal names it: "a folder", "an atlas JSON", "an image".
    virtual QString inputText() const = 0;
    /// The file name patterns an open dialog offers for it ("*.json"); empty when it reads
    /// folders.
    virtual QStringList fileNamePatterns() const = 0;
    /// True when it reads `input`; decided by the content (ImportInput::head), a folder,
    /// or a grid given, never by the name's extension.
    virtual bool reads(const ImportInput &input) const = 0;
    /// True when it splits its input by ImportInput::grid; importSheet() refuses a grid
    /// given for an input that any other importer reads.
    virtual bool takesGrid() const { return false; }
    /// The sheet in `input`, or why there is none.
    virtual ImportResult read(const ImportInput &input) const = 0;
};

/// Every importer, in the order importSheet() asks them; the first that reads an input
/// imports it. The one list of import formats.
const QList<const Importer *> &importers();

/// The file name patterns of every importer, once each, in registry order: the filter of
/// the editor's Add Sprites dialog.
QStringList importFileNamePatterns();

} // namespace hitbox::model
