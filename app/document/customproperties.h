#pragma once

// The custom properties of several owners at once (the selected shapes), as the Properties
// panel shows and edits them: one row per name any owner has, its value where they agree.

#include "model/document/properties.h"

#include <QList>
#include <QString>

#include <optional>

namespace hitbox::editor {

/// One row of the custom properties table.
struct CustomPropertyRow
{
    QString name;
    /// The type of the first owner having the property.
    model::PropertyType type = model::PropertyType::String;
    /// The value when every owner has the property with the same value; empty (shown as
    /// mixed) when the owners differ or some lack it.
    std::optional<model::PropertyValue> value;
};

/// The rows of `owners`' properties: each name once, in the order of first appearance
/// (the first owner's order, then names only later owners have).
QList<CustomPropertyRow> customPropertyRows(const QList<model::Properties> &owners);

/// Every owner with property `name` set to `value` (added at the end where missing, its
/// place kept where present).
QList<model::Properties> withPropertyValue(QList<model::Properties> owners,
                                           const QString &name,
                                           const model::PropertyValue &value);

/// Every owner without property `name`.
QList<model::Properties> withoutProperty(QList<model::Properties> owners, const QString &name);

/// Every owner's property `from` renamed `to`; nullopt, and `problem` set, when `to` is
/// empty or another property of one of the owners has it already.
std::optional<QList<model::Properties>> withPropertyRenamed(QList<model::Properties> owners,
                                                            const QString &from,
                                                            const QString &to,
                                                            QString *problem);

/// A name no owner has yet: "property", else "property 2", "property 3", ...
QString newPropertyName(const QList<model::Properties> &owners);

/// `value` as a property of `type`: itself when it has that type, else its text read as the
/// new type (int 12 becomes number 12, any value becomes its text as a string), else the
/// type's default.
model::PropertyValue convertedPropertyValue(const model::PropertyValue &value,
                                            model::PropertyType type);

} // namespace hitbox::editor
