#pragma once

// Make/Ninja dependency files ("depfiles"): the rule "TARGET: DEP DEP ..." a command
// writes beside its output so that a game's build runs it again only when a file it read
// changed (`--depfile FILE` of hitbox-cli trace, import, reimport and export).

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace hitbox::model {

class FileTransaction;

/// A name as written in a dependency file, so that GNU make and ninja both read it back
/// as the same name; or, when there is no such spelling, an empty text and the reason.
/// Escaped:
///  - a space: "\ ", the backslashes right before it doubled ("a\ b" is written "a\\\ b");
///  - '#': "\#";  '$': "$$";  ':': "\:";
///  - '%' in the target only: "\%" (make would read a pattern rule).
/// Everything else is written as it is, other backslashes too ("art\x.png"). Refused:
///  - control characters (a newline, a carriage return, a tab, ...);
///  - ';', '|' and '=' (make reads a recipe, order-only prerequisites, a variable);
///  - a backslash right before '#' or ':', or at the end of the name (make and ninja
///    read it differently), and an empty name.
/// Ninja 1.12 and older end a name at a quote, '&', '*', '?', '<', '>', '`' or '^' (make
/// reads them); such a name is still written as make reads it.
struct DepfileName
{
    QString text;
    QString problem; ///< empty when the name can be written

    bool ok() const { return problem.isEmpty(); }
};

enum class DepfileRole { Target, Dependency };

DepfileName depfileName(const QString &path, DepfileRole role);

/// The text of a dependency file, or why it cannot be written.
struct DepfileText
{
    QByteArray text; ///< UTF-8
    QString error;   ///< "<file>: <problem>" naming the file; empty on success

    bool ok() const { return error.isEmpty(); }
};

/// "TARGET: DEP DEP ...\n": one target, the dependencies in the order given, each once: a
/// dependency naming the same file as an earlier one or as the target (compared as clean
/// absolute paths) is left out, and so is an empty one. Paths are written as given. A name that
/// cannot be written (depfileName) fails the whole text, the error naming that file and the
/// problem.
DepfileText depfileText(const QString &target, const QStringList &dependencies);

/// Adds the dependency file `depfile` to `transaction`, so that it is written with the
/// command's own output, all or none. Returns an empty string, or the error of
/// depfileText() (then nothing is added).
QString addDepfile(FileTransaction &transaction,
                   const QString &depfile,
                   const QString &target,
                   const QStringList &dependencies);

} // namespace hitbox::model
