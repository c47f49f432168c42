#include "docks/custompropertiessection.h"

#include "document/document.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

namespace hitbox::editor {
namespace {

// The owner combo's item data: the shapes, the frame, the sprite, or an animation's index.
constexpr int shapesOwner = -1;
constexpr int frameOwner = -2;
constexpr int spriteOwner = -3;

enum Column { NameColumn, TypeColumn, ValueColumn };

} // namespace

CustomPropertiesSection::CustomPropertiesSection(Document *document, QWidget *parent)
    : QGroupBox(tr("Custom Properties"), parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("customPropertiesGroup"));
    setToolTip(tr("Typed data carried into the Tiled, Godot and Phaser exports, such as a "
                  "hitbox's damage"));
    m_owner = new QComboBox;
    m_owner->setObjectName(QStringLiteral("propertyOwner"));
    m_owner->setToolTip(tr("Whose properties the table shows"));
    m_owner->setFocusPolicy(Qt::StrongFocus);
    m_owner->installEventFilter(this);
    connect(m_owner, &QComboBox::currentIndexChanged, this, [this] { fillTable(); });

    m_table = new QTableWidget(0, 3);
    m_table->setObjectName(QStringLiteral("customPropertiesTable"));
    m_table->setHorizontalHeaderLabels({tr("Name"), tr("Type"), tr("Value")});
    // The dock is narrow: name and value share the width, the type takes what it needs.
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(TypeColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(ValueColumn, QHeaderView::Stretch);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setMinimumHeight(m_table->verticalHeader()->defaultSectionSize() * 4);
    connect(m_table, &QTableWidget::itemChanged, this, &CustomPropertiesSection::itemEdited);

    m_add = new QPushButton(tr("Add"));
    m_add->setObjectName(QStringLiteral("addPropertyButton"));
    m_add->setToolTip(tr("Add a text property (to every selected shape)"));
    connect(m_add, &QPushButton::clicked, this, &CustomPropertiesSection::addProperty);
    m_remove = new QPushButton(tr("Remove"));
    m_remove->setObjectName(QStringLiteral("removePropertyButton"));
    m_remove->setToolTip(tr("Remove the selected properties (from every selected shape)"));
    connect(m_remove, &QPushButton::clicked, this, &CustomPropertiesSection::removeProperties);
    m_problem = new QLabel;
    m_problem->setObjectName(QStringLiteral("propertyProblem"));
    m_problem->setWordWrap(true);
    m_problem->hide();

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_owner);
    layout->addWidget(m_table);
    layout->addLayout(buttons);
    layout->addWidget(m_problem);
}

PropertyOwner CustomPropertiesSection::owner() const
{
    PropertyOwner owner;
    owner.sprite = m_document->currentSprite();
    const int chosen = m_owner->currentData().toInt();
    if (chosen == shapesOwner) {
        owner.kind = PropertyOwner::Kind::Shapes;
        owner.index = m_document->currentFrame(owner.sprite);
        owner.shapes = m_document->selection().shapes.values();
        std::sort(owner.shapes.begin(), owner.shapes.end());
    } else if (chosen == frameOwner) {
        owner.kind = PropertyOwner::Kind::Frame;
        owner.index = m_document->currentFrame(owner.sprite);
    } else if (chosen >= 0) {
        owner.kind = PropertyOwner::Kind::Animation;
        owner.index = chosen;
    }
    return owner;
}

void CustomPropertiesSection::refresh(int index)
{
    m_problem->hide();
    fillOwners(index);
    fillTable();
}

void CustomPropertiesSection::fillOwners(int index)
{
    const QVariant chosen = m_owner->currentData();
    const model::Sprite &sprite = m_document->sprite(index);
    const int shapes = int(m_document->selection().shapes.size());
    m_filling = true;
    m_owner->clear();
    m_owner->addItem(shapes == 1 ? tr("Selected shape") : tr("%n selected shapes", "", shapes),
                     shapesOwner);
    m_owner->addItem(tr("Frame #%1").arg(m_document->currentFrame(index)), frameOwner);
    m_owner->addItem(tr("Sprite \"%1\"").arg(sprite.name), spriteOwner);
    for (int a = 0; a < sprite.animations.size(); ++a)
        m_owner->addItem(tr("Animation \"%1\"").arg(sprite.animations[a].name), a);
    const int at = m_owner->findData(chosen.isValid() ? chosen : QVariant(shapesOwner));
    m_owner->setCurrentIndex(std::max(0, at));
    m_filling = false;
}

void CustomPropertiesSection::fillTable()
{
    if (m_filling || !m_document->isValidSprite(m_document->currentSprite()))
        return;
    const PropertyOwner current = owner();
    const QList<model::Properties> owners = ownerProperties(m_document, current);
    m_rows = customPropertyRows(owners);
    const bool editable = !owners.isEmpty();
    m_add->setEnabled(editable);
    m_remove->setEnabled(editable && !m_rows.isEmpty());
    m_filling = true;
    m_table->clearContents();
    m_table->setRowCount(int(m_rows.size()));
    for (int row = 0; row < m_rows.size(); ++row) {
        const CustomPropertyRow &r = m_rows[row];
        m_table->setItem(row, NameColumn, new QTableWidgetItem(r.name));
        auto *type = new QComboBox;
        type->setObjectName(QStringLiteral("propertyType"));
        for (const model::PropertyType t : model::allPropertyTypes)
            type->addItem(model::propertyTypeName(t), int(t));
        type->setCurrentIndex(int(r.type));
        type->setFocusPolicy(Qt::StrongFocus);
        type->installEventFilter(this); // no type change by a wheel passing over it
        connect(type, &QComboBox::activated, this, [this, row, type] {
            typeChosen(row, model::PropertyType(type->currentData().toInt()));
        });
        m_table->setCellWidget(row, TypeColumn, type);
        auto *value
                = new QTableWidgetItem(r.value ? model::propertyValueText(*r.value) : QString());
        if (!r.value) {
            value->setData(Qt::ToolTipRole, tr("Mixed: the selected shapes differ"));
            value->setData(Qt::AccessibleTextRole, tr("mixed"));
            QFont italic = value->font();
            italic.setItalic(true);
            value->setFont(italic);
            value->setText(tr("(mixed)"));
        } else if (r.type == model::PropertyType::Color) {
            value->setData(Qt::DecorationRole, std::get<QColor>(*r.value));
        }
        m_table->setItem(row, ValueColumn, value);
    }
    m_filling = false;
}

void CustomPropertiesSection::push(const QList<model::Properties> &after,
                                   const QString &text,
                                   const QString &editName)
{
    m_problem->hide();
    // Queued: the command refills the table, which must not delete the item or the type
    // box whose signal is being handled.
    const PropertyOwner target = owner();
    QMetaObject::invokeMethod(
            this,
            [this, target, after, text, editName] {
                m_document->undoStack()->push(
                        new SetCustomProperties(m_document, target, after, text));
                for (int row = 0; row < m_rows.size() && !editName.isEmpty(); ++row) {
                    if (m_rows[row].name == editName) {
                        m_table->setCurrentCell(row, NameColumn);
                        m_table->editItem(m_table->item(row, NameColumn));
                    }
                }
            },
            Qt::QueuedConnection);
}

void CustomPropertiesSection::itemEdited(QTableWidgetItem *item)
{
    if (m_filling || item->row() >= m_rows.size())
        return;
    const CustomPropertyRow row = m_rows[item->row()];
    const QList<model::Properties> owners = ownerProperties(m_document, owner());
    QString problem;
    if (item->column() == NameColumn) {
        const QString name = item->text().trimmed();
        if (name == row.name)
            return;
        if (const auto renamed = withPropertyRenamed(owners, row.name, name, &problem))
            return push(*renamed, tr("Rename Property"));
    } else if (item->column() == ValueColumn) {
        if (!row.value && item->text() == tr("(mixed)"))
            return;
        if (const auto value = model::parsePropertyValue(row.type, item->text(), &problem))
            return push(withPropertyValue(owners, row.name, *value), tr("Set Property"));
    }
    // Back to the document's value, once the item's signal has returned.
    QMetaObject::invokeMethod(
            this, [this] { fillTable(); }, Qt::QueuedConnection);
    showProblem(problem);
}

void CustomPropertiesSection::typeChosen(int row, model::PropertyType type)
{
    if (row >= m_rows.size() || m_rows[row].type == type)
        return;
    const CustomPropertyRow &r = m_rows[row];
    const model::PropertyValue value = convertedPropertyValue(
            r.value ? *r.value : model::defaultPropertyValue(r.type), type);
    push(withPropertyValue(ownerProperties(m_document, owner()), r.name, value),
         tr("Set Property Type"));
}

void CustomPropertiesSection::addProperty()
{
    const QList<model::Properties> owners = ownerProperties(m_document, owner());
    if (owners.isEmpty())
        return;
    for (const model::Properties &o : owners) {
        if (o.size() >= model::maxPropertiesPerOwner)
            return showProblem(tr("At most %1 properties").arg(model::maxPropertiesPerOwner));
    }
    const QString name = newPropertyName(owners);
    push(withPropertyValue(owners, name, QString()), tr("Add Property"), name);
}

void CustomPropertiesSection::removeProperties()
{
    QList<model::Properties> owners = ownerProperties(m_document, owner());
    QSet<int> rows;
    for (const QModelIndex &index : m_table->selectionModel()->selectedIndexes())
        rows.insert(index.row());
    if (rows.isEmpty() && m_table->currentRow() >= 0)
        rows.insert(m_table->currentRow());
    if (rows.isEmpty())
        return;
    for (const int row : std::as_const(rows)) {
        if (row < m_rows.size())
            owners = withoutProperty(owners, m_rows[row].name);
    }
    push(owners, rows.size() == 1 ? tr("Remove Property") : tr("Remove Properties"));
}

bool CustomPropertiesSection::eventFilter(QObject *watched, QEvent *event)
{
    auto *widget = qobject_cast<QWidget *>(watched);
    if (event->type() == QEvent::Wheel && widget && !widget->hasFocus()) {
        event->ignore();
        return true;
    }
    return QGroupBox::eventFilter(watched, event);
}

void CustomPropertiesSection::showProblem(const QString &problem)
{
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
}

} // namespace hitbox::editor
