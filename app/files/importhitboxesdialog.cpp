#include "files/importhitboxesdialog.h"

#include "base/countedtext.h"
#include "commands/changespriteshapes.h"
#include "commands/framecommands.h"
#include "commands/rolecommands.h"
#include "commands/spritecommands.h"
#include "document/document.h"

#include "model/import/hitboxmerge.h"
#include "model/io/frameimage.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include <map>

namespace hitbox::editor {

namespace {

enum Column { NameColumn, FramesColumn, AnimationsColumn, ShapesColumn, DestinationColumn };

int shapeCount(const model::Sprite &sprite)
{
    int count = 0;
    for (const model::Frame &frame : sprite.frames)
        count += int(frame.shapes.size());
    return count;
}

} // namespace

ImportHitboxesDialog::ImportHitboxesDialog(Document *document,
                                           const QStringList &paths,
                                           QWidget *parent)
    : QDialog(parent)
    , m_document(document)
    , m_tree(new QTreeWidget)
    , m_reportView(new QPlainTextEdit)
    , m_caption(new QLabel)
{
    setObjectName(QStringLiteral("importHitboxesDialog"));
    setWindowTitle(tr("Import Hitboxes"));
    m_caption->setWordWrap(true);
    m_tree->setObjectName(QStringLiteral("importedSprites"));
    m_tree->setRootIsDecorated(false);
    m_tree->setHeaderLabels(
            {tr("Sprite"), tr("Frames"), tr("Animations"), tr("Shapes"), tr("Goes to")});
    m_tree->header()->setStretchLastSection(true);
    m_tree->setToolTip(tr("The sprites the files hold; choose for each whether it becomes a new "
                          "sprite or brings its shapes onto a sprite of the project"));
    m_reportView->setObjectName(QStringLiteral("importReport"));
    m_reportView->setReadOnly(true);
    m_reportView->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_reportView->setToolTip(tr("Files that could not be read, what the files hold that a "
                                "document cannot, and the roles the import adds"));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    m_importButton = buttons->addButton(tr("Import"), QDialogButtonBox::AcceptRole);
    m_importButton->setObjectName(QStringLiteral("import"));
    m_importButton->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &ImportHitboxesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_caption);
    layout->addWidget(m_tree, 2);
    layout->addWidget(new QLabel(tr("Report:")));
    layout->addWidget(m_reportView, 1);
    layout->addWidget(buttons);
    resize(720, 460);

    readFiles(paths);
    fillRows();
    updateReport();
    if (m_importButton->isEnabled())
        m_importButton->setFocus(); // Enter imports
}

void ImportHitboxesDialog::readFiles(const QStringList &paths)
{
    QStringList names;
    for (const QString &path : paths) {
        const model::HitboxImport imported = model::importHitboxes(path);
        if (!imported.ok()) {
            m_errors << imported.error;
            continue;
        }
        m_notes << imported.report;
        m_sprites << imported.sprites;
        m_fileRoles << imported.roles;
        m_fileRates.append({path, imported.ticksPerSecond, !imported.sprites.isEmpty()});
        names << QFileInfo(path).fileName();
    }
    const QString files = names.join(QStringLiteral(", "));
    if (names.isEmpty())
        m_caption->setText(tr("No file could be read."));
    else if (m_sprites.size() == 1)
        m_caption->setText(
                tr("From %1: 1 sprite with its frames, animations and shapes.").arg(files));
    else
        m_caption->setText(tr("From %1: %2 sprites with their frames, animations and shapes.")
                                   .arg(files, QString::number(m_sprites.size())));
}

void ImportHitboxesDialog::fillRows()
{
    const model::Project &project = m_document->project();
    for (int row = 0; row < m_sprites.size(); ++row) {
        const model::Sprite &sprite = m_sprites[row];
        auto *item = new QTreeWidgetItem(m_tree);
        item->setText(NameColumn, sprite.name);
        item->setText(FramesColumn, QString::number(sprite.frames.size()));
        item->setText(AnimationsColumn, QString::number(sprite.animations.size()));
        item->setText(ShapesColumn, QString::number(shapeCount(sprite)));
        for (const Column c : {FramesColumn, AnimationsColumn, ShapesColumn})
            item->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);
        auto *combo = new QComboBox;
        combo->setObjectName(QStringLiteral("destination%1").arg(row));
        combo->addItem(tr("A new sprite"), -1);
        for (int s = 0; s < project.sprites.size(); ++s)
            combo->addItem(tr("Onto \"%1\"").arg(project.sprites[s].name), s);
        combo->setCurrentIndex(combo->findData(model::matchingSprite(project, sprite)));
        combo->setToolTip(tr("A new sprite, or the shapes added frame by frame onto a sprite of "
                             "the project (proposed: the one with the same image, else the "
                             "same name)"));
        connect(combo, &QComboBox::currentIndexChanged, this, &ImportHitboxesDialog::updateReport);
        m_tree->setItemWidget(item, DestinationColumn, combo);
    }
    for (const Column c : {NameColumn, FramesColumn, AnimationsColumn, ShapesColumn})
        m_tree->resizeColumnToContents(c);
}

int ImportHitboxesDialog::destination(int row) const
{
    const auto *combo = qobject_cast<QComboBox *>(
            m_tree->itemWidget(m_tree->topLevelItem(row), DestinationColumn));
    return combo ? combo->currentData().toInt() : -1;
}

void ImportHitboxesDialog::setDestination(int row, int sprite)
{
    auto *combo = qobject_cast<QComboBox *>(
            m_tree->itemWidget(m_tree->topLevelItem(row), DestinationColumn));
    if (combo)
        combo->setCurrentIndex(std::max(0, combo->findData(sprite)));
}

void ImportHitboxesDialog::updateReport()
{
    m_report = m_errors + m_notes;
    QStringList added;
    const model::RoleTable roles = rolesAfterImport(&added);
    m_report << model::newRoleLines(roles, added);
    tickRateAfterImport(&m_report);
    // Only the report is wanted here, and pivots do not change it.
    const auto frameSize = [](const model::Sprite &, const model::Frame &) { return QSize(); };
    for (int row = 0; row < m_sprites.size(); ++row) {
        const int target = destination(row);
        if (target >= 0)
            m_report << model::withImportedShapes(
                                m_document->sprite(target), m_sprites[row], frameSize)
                                .report;
    }
    m_reportView->setPlainText(m_report.isEmpty() ? tr("Everything in the files comes in.")
                                                  : m_report.join(QLatin1Char('\n')));
    m_importButton->setEnabled(!m_sprites.isEmpty());
    m_importButton->setToolTip(m_sprites.isEmpty() ? tr("The files hold nothing to import")
                                                   : QString());
}

model::RoleTable ImportHitboxesDialog::rolesAfterImport(QStringList *added) const
{
    model::RoleTable roles = m_document->project().roles;
    *added = model::addMissingRoles(roles, m_sprites);
    for (const model::RoleTable &fileRoles : m_fileRoles)
        model::addImportedCollisions(roles, *added, fileRoles);
    return roles;
}

int ImportHitboxesDialog::tickRateAfterImport(QStringList *kept) const
{
    int rate = m_document->project().ticksPerSecond;
    bool hasSprites = m_document->spriteCount() > 0;
    for (const FileRate &file : m_fileRates) {
        const QString text = model::keptTickRateText(rate, hasSprites, file.ticksPerSecond);
        if (!text.isEmpty())
            *kept << QDir::toNativeSeparators(file.path) + QStringLiteral(": ") + text;
        rate = model::tickRateAfterImport(rate, hasSprites, file.ticksPerSecond);
        hasSprites = hasSprites || file.hasSprites;
    }
    return rate;
}

int ImportHitboxesDialog::apply()
{
    if (m_sprites.isEmpty())
        return 0;
    const auto frameSize = [this](const model::Sprite &s, const model::Frame &f) {
        if (!f.region.rect.isNull())
            return model::frameSize(f.region, QSize());
        const QString path = f.region.imagePath.isEmpty() ? s.imagePath : f.region.imagePath;
        return model::frameSize(f.region, m_document->images().image(path, f.region).size());
    };
    QStringList rolesAdded;
    const model::RoleTable roles = rolesAfterImport(&rolesAdded);

    QList<model::Sprite> added;
    std::map<int, model::Sprite> changed; // document sprite -> with the shapes brought in
    QStringList names;
    for (int i = 0; i < m_document->spriteCount(); ++i)
        names << m_document->sprite(i).name;
    int shapes = 0;
    for (int row = 0; row < m_sprites.size(); ++row) {
        const int target = destination(row);
        if (target < 0) {
            model::Sprite sprite = m_sprites[row];
            sprite.name = model::uniqueSpriteName(
                    sprite.name, [&](const QString &n) { return names.contains(n); });
            names << sprite.name;
            shapes += shapeCount(sprite);
            added << sprite;
            continue;
        }
        const model::Sprite &base
                = changed.count(target) ? changed[target] : m_document->sprite(target);
        const model::MergedShapes merged
                = model::withImportedShapes(base, m_sprites[row], frameSize);
        shapes += merged.shapesAdded;
        changed[target] = merged.sprite;
    }

    QUndoStack *stack = m_document->undoStack();
    const QString text = tr("Import Hitboxes");
    stack->beginMacro(text);
    if (!rolesAdded.isEmpty())
        stack->push(new SetRoles(m_document, roles));
    QStringList kept;
    const int rate = tickRateAfterImport(&kept);
    const bool rateChanged = rate != m_document->project().ticksPerSecond;
    if (rateChanged)
        stack->push(new SetTicksPerSecond(m_document, rate));
    if (!changed.empty()) {
        auto *onto = new QUndoCommand(text);
        for (const auto &[sprite, after] : changed) {
            const model::Sprite &before = m_document->sprite(sprite);
            for (int f = 0; f < before.frames.size(); ++f) {
                if (after.frames[f].shapes != before.frames[f].shapes)
                    new ChangeSpriteShapes(
                            m_document, sprite, f, after.frames[f].shapes, text, onto);
            }
        }
        stack->push(onto);
    }
    const int first = m_document->spriteCount();
    if (!added.isEmpty())
        stack->push(new AddSprites(m_document, added));
    stack->endMacro();
    if (!added.isEmpty())
        m_document->setCurrentSprite(first);
    else if (!changed.empty())
        m_document->setCurrentSprite(changed.begin()->first);

    m_summary = tr("Imported %1").arg(countedText(shapes, tr("%1 shape"), tr("%1 shapes")));
    if (!added.isEmpty())
        m_summary += tr(" as %1").arg(
                countedText(added.size(), tr("%1 new sprite"), tr("%1 new sprites")));
    if (!changed.empty())
        m_summary += (added.isEmpty() ? tr(" onto %1") : tr(" and onto %1"))
                             .arg(countedText(
                                     qint64(changed.size()), tr("%1 sprite"), tr("%1 sprites")));
    if (!rolesAdded.isEmpty())
        m_summary += tr("; roles added: %1").arg(rolesAdded.join(QStringLiteral(", ")));
    if (rateChanged)
        m_summary += tr("; durations counted in ticks, %1 per second").arg(rate);
    m_imported = shapes;
    return shapes;
}

void ImportHitboxesDialog::accept()
{
    apply();
    QDialog::accept();
}

} // namespace hitbox::editor
