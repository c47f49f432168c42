#include "model/import/godot/godotmetadata.h"

#include <QColor>

#include <cmath>

namespace hitbox::model {
namespace {

// Appends NAME = value to `out` when the document can hold it, else a problem line naming
// `label` (how the entry is written in the scene). False when the owner is full.
bool append(Properties &out,
            const QString &name,
            const GodotValue &value,
            const QString &where,
            const QString &label,
            QStringList *problems)
{
    QString problem = propertyNameProblem(out, name);
    std::optional<PropertyValue> converted;
    if (problem.isEmpty())
        converted = godotMetadataValue(value, &problem);
    if (!converted) {
        problems->append(where + QStringLiteral(": %1: %2; left out").arg(label.left(60), problem));
        return true;
    }
    if (out.size() == maxPropertiesPerOwner) {
        problems->append(where
                         + QStringLiteral(": more than %1 metadata; the rest are left out")
                                   .arg(maxPropertiesPerOwner));
        return false;
    }
    out.append({name, *converted});
    return true;
}

} // namespace

std::optional<PropertyValue> godotMetadataValue(const GodotValue &v, QString *problem)
{
    using Type = GodotValue::Type;
    if (v.type == Type::Bool)
        return v.boolean;
    if (v.type == Type::String)
        return v.text;
    if (v.isNumber() && v.integer) {
        if (v.number >= minPropertyInt && v.number <= maxPropertyInt)
            return int(v.number);
        *problem = QStringLiteral("an int beyond 32 bits, which a document cannot hold");
    } else if (v.isNumber()) {
        if (std::isfinite(v.number))
            return v.number;
        *problem = QStringLiteral("a number that is not finite");
    } else if (v.isConstructor(u"Color") && (v.numbers.size() == 3 || v.numbers.size() == 4)) {
        int channels[4] = {255, 255, 255, 255};
        for (std::size_t i = 0; i < v.numbers.size(); ++i) {
            if (!(v.numbers[i] >= 0.0 && v.numbers[i] <= 1.0)) {
                *problem = QStringLiteral("a colour with a channel outside 0 to 1");
                return std::nullopt;
            }
            channels[i] = int(std::lround(v.numbers[i] * 255.0));
        }
        return QColor(channels[0], channels[1], channels[2], channels[3]);
    } else {
        *problem = QStringLiteral("a value other than a String, int, float, bool or Color, which "
                                  "a document cannot hold");
    }
    return std::nullopt;
}

Properties godotMetadataProperties(const GodotProperties &properties,
                                   const QStringList &reserved,
                                   const QString &where,
                                   QStringList *problems)
{
    Properties out;
    for (const GodotProperty &p : properties.list) {
        if (!p.key.startsWith(u"metadata/"))
            continue;
        const QString name = p.key.mid(9);
        if (reserved.contains(name))
            continue;
        if (!append(out, name, p.value, where, p.key, problems))
            break;
    }
    return out;
}

Properties
godotDictionaryProperties(const GodotValue &dictionary, const QString &where, QStringList *problems)
{
    Properties out;
    if (dictionary.type != GodotValue::Type::Dictionary) {
        problems->append(where + QStringLiteral(": not a Dictionary of properties; left out"));
        return out;
    }
    for (std::size_t i = 0; i + 1 < dictionary.items.size(); i += 2) {
        const GodotValue &key = dictionary.items[i];
        if (key.type != GodotValue::Type::String) {
            problems->append(where + QStringLiteral(": a key that is not a String; left out"));
            continue;
        }
        if (!append(out, key.text, dictionary.items[i + 1], where, key.text, problems))
            break;
    }
    return out;
}

} // namespace hitbox::model
