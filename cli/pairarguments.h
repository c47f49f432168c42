#pragma once

#include "framepair.h"
#include "framereference.h"

#include "model/document/project.h"

#include <QStringList>
#include <QTextStream>

#include <optional>

namespace hitbox::cli {

/// The arguments `collide DOC A B` and `frames DOC A B` share: the document, two sprite
/// references, their placements (--a, --b), --roles and --json.
struct PairArguments
{
    QString documentPath;
    QString spriteA;
    QString spriteB;
    model::PreviewInstance placementA;
    model::PreviewInstance placementB;
    QString roles; ///< --roles A_ROLE,B_ROLE as given; checked against the document
    bool json = false;
};

/// Parses DOC A B [--a ..] [--b ..] [--roles ..] [--json] for `command` ("collide",
/// "frames"). An unknown option is refused with `unknownOptionHint` after its name. Throws
/// UsageError.
PairArguments parsePairArguments(const QStringList &arguments,
                                 const QString &command,
                                 const QString &unknownOptionHint = {});

/// The document read and both references resolved. Filled in place: `a` and `b` point into
/// `project`.
struct LoadedPair
{
    model::Project project;
    FrameReference a;
    FrameReference b;
    std::optional<RolePair> roles;
};

/// Reads the document, resolves A and B and checks --roles. On failure prints one line
/// "hitbox-cli COMMAND: ..." on `err` and returns false (exit code 2).
bool loadPair(const PairArguments &args,
              const QString &command,
              QTextStream &err,
              LoadedPair &loaded);

} // namespace hitbox::cli
