#include "projectvalidation.h"

#include "imageloader.h"

#include "collision/polygon.h"

#include <QHash>

namespace hitbox::model {
namespace {

using Severity = ProjectProblem::Severity;

QString spriteWhere(qsizetype index, const Sprite &sprite)
{
    return QStringLiteral("sprites[%1] \"%2\"").arg(QString::number(index), sprite.name);
}

QString number(std::size_t n)
{
    return QString::number(n);
}

} // namespace

QString polygonProblemText(const collision::PolygonValidation &v)
{
    if (v.isValid())
        return {};
    const QString what = QString::fromLatin1(collision::describe(v.problem));
    // Points and edges count from 1 (edge k runs from point k to the next one).
    switch (v.problem) {
    case collision::PolygonProblem::RepeatedPoint:
        return QStringLiteral("%1 (points %2 and %3)")
                .arg(what, number(v.first + 1), number(v.second + 1));
    case collision::PolygonProblem::SelfIntersecting:
        return QStringLiteral("%1 (edges %2 and %3)")
                .arg(what, number(v.first + 1), number(v.second + 1));
    case collision::PolygonProblem::NonFinitePoint:
        return QStringLiteral("%1 (point %2)").arg(what, number(v.first + 1));
    case collision::PolygonProblem::TooFewPoints:
        return QStringLiteral("%1 (has %2)").arg(what, number(v.first));
    default:
        return what;
    }
}

QString polygonDisplayName(const PolygonShape &shape, qsizetype index)
{
    return shape.name.isEmpty() ? QStringLiteral("Polygon %1").arg(index + 1) : shape.name;
}

QList<ProjectProblem> validateProject(const Project &project)
{
    // One pair budget for the whole document: a file of many hostile stars costs no more
    // than a few of them (each polygon past the budget goes to the sweep line).
    collision::ValidationBudget pairBudget{4 * collision::validationPairBudget};
    QList<ProjectProblem> problems;
    QHash<QString, qsizetype> names;
    QHash<QString, QString> imageErrors; // each image is decoded once, however many use it
    for (qsizetype i = 0; i < project.sprites.size(); ++i) {
        const Sprite &s = project.sprites[i];
        const QString where = spriteWhere(i, s);
        auto known = imageErrors.constFind(s.imagePath);
        if (known == imageErrors.constEnd())
            known = imageErrors.insert(s.imagePath, loadImage(s.imagePath).error);
        if (!known->isEmpty())
            problems.append({Severity::Error, where, *known});
        if (s.name.trimmed().isEmpty())
            problems.append({Severity::Warning, where, QStringLiteral("the sprite has no name")});
        else if (names.contains(s.name))
            problems.append({Severity::Warning,
                             where,
                             QStringLiteral("the name is also used by sprites[%1]")
                                     .arg(names.value(s.name))});
        else
            names.insert(s.name, i);
        if (s.box && (s.box->w <= 0.0 || s.box->h <= 0.0))
            problems.append({Severity::Error,
                             where + QStringLiteral(", box"),
                             QStringLiteral("the reduced box has no area (%1 x %2)")
                                     .arg(s.box->w)
                                     .arg(s.box->h)});
        if (s.circle && s.circle->radius <= 0.0)
            problems.append({Severity::Error,
                             where + QStringLiteral(", circle"),
                             QStringLiteral("the circle has radius 0")});
        for (qsizetype p = 0; p < s.polygons.size(); ++p) {
            const collision::PolygonValidation v
                    = collision::validatePolygon(s.polygons[p].polygon, pairBudget);
            if (v.isValid())
                continue;
            const QString polygonWhere
                    = s.polygons[p].name.isEmpty()
                              ? QStringLiteral("%1, polygon %2")
                                        .arg(where, number(std::size_t(p) + 1))
                              : QStringLiteral("%1, polygon %2 \"%3\"")
                                        .arg(where, number(std::size_t(p) + 1), s.polygons[p].name);
            problems.append({Severity::Error, polygonWhere, polygonProblemText(v)});
        }
    }
    return problems;
}

bool hasErrors(const QList<ProjectProblem> &problems)
{
    for (const ProjectProblem &p : problems) {
        if (p.severity == ProjectProblem::Severity::Error)
            return true;
    }
    return false;
}

} // namespace hitbox::model
