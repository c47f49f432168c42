#include "document/customproperties.h"

#include <algorithm>

namespace hitbox::editor {

QList<CustomPropertyRow> customPropertyRows(const QList<model::Properties> &owners)
{
    QList<CustomPropertyRow> rows;
    for (const model::Properties &owner : owners) {
        for (const model::Property &p : owner) {
            const bool seen = std::any_of(rows.cbegin(), rows.cend(), [&](const auto &row) {
                return row.name == p.name;
            });
            if (!seen)
                rows.append({p.name, p.type(), p.value});
        }
    }
    for (CustomPropertyRow &row : rows) {
        for (const model::Properties &owner : owners) {
            const model::Property *p = model::findProperty(owner, row.name);
            if (!p || !row.value || p->value != *row.value)
                row.value.reset();
        }
    }
    return rows;
}

QList<model::Properties> withPropertyValue(QList<model::Properties> owners,
                                           const QString &name,
                                           const model::PropertyValue &value)
{
    for (model::Properties &owner : owners) {
        const auto it = std::find_if(owner.begin(), owner.end(), [&](const model::Property &p) {
            return p.name == name;
        });
        if (it == owner.end())
            owner.append({name, value});
        else
            it->value = value;
    }
    return owners;
}

QList<model::Properties> withoutProperty(QList<model::Properties> owners, const QString &name)
{
    for (model::Properties &owner : owners)
        owner.removeIf([&](const model::Property &p) { return p.name == name; });
    return owners;
}

std::optional<QList<model::Properties>> withPropertyRenamed(QList<model::Properties> owners,
                                                            const QString &from,
                                                            const QString &to,
                                                            QString *problem)
{
    for (model::Properties &owner : owners) {
        const auto it = std::find_if(owner.begin(), owner.end(), [&](const model::Property &p) {
            return p.name == from;
        });
        if (it == owner.end())
            continue;
        const QString why = model::propertyNameProblem(owner, to, int(it - owner.begin()));
        if (!why.isEmpty()) {
            *problem = why;
            return std::nullopt;
        }
        it->name = to;
    }
    return owners;
}

QString newPropertyName(const QList<model::Properties> &owners)
{
    const auto taken = [&](const QString &name) {
        return std::any_of(owners.cbegin(), owners.cend(), [&](const model::Properties &owner) {
            return model::findProperty(owner, name) != nullptr;
        });
    };
    const QString base = QStringLiteral("property");
    QString name = base;
    for (int n = 2; taken(name); ++n)
        name = QStringLiteral("%1 %2").arg(base).arg(n);
    return name;
}

model::PropertyValue convertedPropertyValue(const model::PropertyValue &value,
                                            model::PropertyType type)
{
    if (model::PropertyType(value.index()) == type)
        return value;
    QString ignored;
    if (const std::optional<model::PropertyValue> read
        = model::parsePropertyValue(type, model::propertyValueText(value), &ignored))
        return *read;
    return model::defaultPropertyValue(type);
}

} // namespace hitbox::editor
