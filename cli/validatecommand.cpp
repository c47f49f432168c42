#include "validatecommand.h"

#include "commandline.h"
#include "quietstderr.h"

#include "model/evaluate/projectvalidation.h"
#include "model/io/projectformat.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace hitbox::cli {
namespace {

QJsonObject problemToJson(const QString &severity, const QString &where, const QString &message)
{
    return QJsonObject{{QStringLiteral("severity"), severity},
                       {QStringLiteral("where"), where},
                       {QStringLiteral("message"), message}};
}

} // namespace

QString validateUsage()
{
    return QStringLiteral(
            "usage: hitbox-cli validate FILE [--json]\n"
            "  Checks a project document: JSON structure and types, images, polygons.\n"
            "  --json  print {\"valid\": bool, \"problems\": [{severity, where, message}]}\n"
            "  exit 0 valid, 1 invalid, 2 unreadable file or bad arguments\n");
}

int runValidate(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QString path;
    bool json = false;
    try {
        ArgumentReader reader(arguments);
        QStringList positional;
        while (!reader.atEnd()) {
            if (reader.flag(QStringLiteral("--json"))) {
                json = true;
                continue;
            }
            const QString argument = reader.next();
            if (argument.startsWith(QLatin1String("--")))
                throw UsageError{QStringLiteral("unknown option '%1'").arg(argument)};
            positional << argument;
        }
        if (positional.size() != 1)
            throw UsageError{
                    QStringLiteral("validate needs one document, got %1").arg(positional.size())};
        path = positional.first();
    } catch (const UsageError &e) {
        err << "hitbox-cli validate: " << e.message << "\n";
        return 2;
    }

    const QString fileName = QDir::toNativeSeparators(path);
    const model::ProjectReadResult read = model::readProjectFile(path);
    if (read.unreadable) {
        err << "hitbox-cli validate: " << read.error << "\n";
        return 2;
    }
    QJsonArray problemsJson;
    bool valid = read.ok();
    if (!read.ok()) {
        const QString message = read.error.mid(fileName.size() + 2); // after "<file>: "
        problemsJson.append(
                problemToJson(QStringLiteral("error"), QStringLiteral("document"), message));
        if (!json)
            out << read.error << "\n";
    } else {
        QList<model::ProjectProblem> problems;
        {
            const QuietStderr quiet;
            problems = model::validateProject(read.project);
        }
        valid = !model::hasErrors(problems);
        for (const model::ProjectProblem &p : problems) {
            const QString severity = p.severity == model::ProjectProblem::Severity::Error
                                             ? QStringLiteral("error")
                                             : QStringLiteral("warning");
            problemsJson.append(problemToJson(severity, p.where, p.message));
            if (!json)
                out << fileName << ": " << p.where << ": " << severity << ": " << p.message << "\n";
        }
        if (!json) {
            out << fileName << ": " << (valid ? "valid" : "invalid") << ", "
                << read.project.sprites.size() << " sprite(s), " << problems.size()
                << " problem(s)\n";
        }
    }
    if (json) {
        const QJsonObject o{{QStringLiteral("valid"), valid},
                            {QStringLiteral("problems"), problemsJson}};
        out << QJsonDocument(o).toJson(QJsonDocument::Compact) << "\n";
    }
    return valid ? 0 : 1;
}

} // namespace hitbox::cli
