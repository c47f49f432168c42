#include "model/import/numberedframes.h"

#include <algorithm>
#include <map>
#include <vector>

namespace hitbox::model {
namespace {

bool isSeparator(QChar c)
{
    return c == QLatin1Char('_') || c == QLatin1Char('-') || c == QLatin1Char('.')
           || c == QLatin1Char(' ');
}

// Negative, zero or positive as the digit strings compare as numbers.
int compareNumbers(QStringView a, QStringView b)
{
    while (a.size() > 1 && a.front() == QLatin1Char('0'))
        a = a.mid(1);
    while (b.size() > 1 && b.front() == QLatin1Char('0'))
        b = b.mid(1);
    if (a.size() != b.size())
        return a.size() < b.size() ? -1 : 1;
    return a.compare(b);
}

} // namespace

NumberedName splitNumberedName(const QString &name)
{
    QStringView stem(name);
    const qsizetype dot = stem.lastIndexOf(QLatin1Char('.'));
    if (dot > 0 && stem.size() - dot - 1 <= 8) {
        const QStringView extension = stem.mid(dot + 1);
        if (std::any_of(extension.begin(), extension.end(), [](QChar c) { return c.isLetter(); })
            && std::all_of(extension.begin(), extension.end(), [](QChar c) {
                   return c.isLetterOrNumber();
               })) {
            stem = stem.left(dot);
        }
    }
    qsizetype digitsStart = stem.size();
    while (digitsStart > 0 && stem.at(digitsStart - 1).isDigit()
           && stem.at(digitsStart - 1).unicode() < 128) {
        --digitsStart;
    }
    NumberedName split;
    split.digits = stem.mid(digitsStart).toString();
    qsizetype prefixEnd = digitsStart;
    if (!split.digits.isEmpty()) {
        while (prefixEnd > 0 && isSeparator(stem.at(prefixEnd - 1)))
            --prefixEnd;
    }
    split.prefix = stem.left(prefixEnd).toString();
    return split;
}

QList<ImportedAnimation> orderNumberedFrames(QList<ImportedFrame> &frames)
{
    struct Keyed
    {
        NumberedName split;
        int group = 0;
        ImportedFrame frame;
    };
    std::map<QString, int> groups;
    std::vector<Keyed> keyed;
    keyed.reserve(size_t(frames.size()));
    for (const ImportedFrame &frame : std::as_const(frames)) {
        NumberedName split = splitNumberedName(frame.name);
        const int group = groups.try_emplace(split.prefix, int(groups.size())).first->second;
        keyed.push_back({std::move(split), group, frame});
    }
    std::stable_sort(keyed.begin(), keyed.end(), [](const Keyed &a, const Keyed &b) {
        if (a.group != b.group)
            return a.group < b.group;
        if (a.split.digits.isEmpty() != b.split.digits.isEmpty())
            return b.split.digits.isEmpty();
        if (const int c = compareNumbers(a.split.digits, b.split.digits); c != 0)
            return c < 0;
        return a.frame.name < b.frame.name;
    });
    QList<ImportedAnimation> animations;
    for (size_t i = 0; i < keyed.size();) {
        size_t end = i;
        int numbered = 0;
        while (end < keyed.size() && keyed[end].group == keyed[i].group) {
            numbered += keyed[end].split.digits.isEmpty() ? 0 : 1;
            ++end;
        }
        if (!keyed[i].split.prefix.isEmpty() && numbered >= 2) {
            animations.append({keyed[i].split.prefix,
                               int(i),
                               int(i) + numbered - 1,
                               AnimationDirection::Forward});
        }
        i = end;
    }
    frames.clear();
    for (Keyed &k : keyed)
        frames.append(std::move(k.frame));
    return animations;
}

} // namespace hitbox::model
