#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>
#include <utility>

namespace hitbox::model {

/// The tick rate of MUGEN and Ikemen GO: element times are ticks at 60 per second.
inline constexpr int mugenTicksPerSecond = 60;

/// The frame name of an action's element: "ACTION:INDEX" ("200:0"), index from 0. The
/// .air export finds each frame's element by it.
QString mugenFrameName(int action, int element);

/// The action and element index a frame name of mugenFrameName names, or empty.
std::optional<std::pair<int, int>> mugenElementOfFrame(const QString &frameName);

/// Largest .air file read (16 MiB; the biggest real characters' are under 1 MiB).
inline constexpr qint64 maxAirBytes = 16 * 1024 * 1024;
/// Most boxes one `Clsn1:` / `Clsn2:` set may declare.
inline constexpr int maxAirBoxesPerSet = 256;
/// Most elements one .air file may hold, all actions together (one document sprite).
inline constexpr int maxAirElements = 10000;

/// A MUGEN collision box as `ClsnK[i] = left, top, right, bottom`: pixels relative to the
/// character's axis, y down, normalised so that left <= right and top <= bottom.
struct AirBox
{
    int left = 0;
    int top = 0;
    int right = 0;
    int bottom = 0;

    friend bool operator==(const AirBox &, const AirBox &) = default;
};

/// The boxes of one element: [0] Clsn1 (attack boxes), [1] Clsn2 (hurt boxes).
using AirBoxSets = std::array<QList<AirBox>, 2>;

/// One element line `group, number, x, y, time[, flip[, blend ...]]` of an action.
struct AirElement
{
    int line = 0;   ///< index into AirFile::lines
    int group = 0;  ///< sprite group in the .sff
    int number = 0; ///< sprite number in the group
    int x = 0;      ///< the sprite's offset from the axis, as written
    int y = 0;
    int time = 0;       ///< ticks; -1: hold forever
    bool flipH = false; ///< the flip field has an H
    bool flipV = false; ///< the flip field has a V
    /// The fields after the flip as written (blend `A`, `S`, `AS256D0`; Ikemen GO's scale
    /// and angle), lower-cased and trimmed; empty when there are none or all are blank. The
    /// document does not show them.
    QByteArray drawing;
    AirBoxSets read;  ///< the boxes the file gives the element (the Clsn rules applied)
    AirBoxSets boxes; ///< the boxes to write; writeAir rewrites an action where they differ
};

/// One `[Begin Action N]` section: its lines are [headerLine, endLine).
struct AirAction
{
    int number = 0;
    int headerLine = 0;
    int endLine = 0;
    std::optional<int> loopStart; ///< the element `Loopstart` precedes
    QList<AirElement> elements;
    QList<int> clsnLines;   ///< the `ClsnK[Default]: n` and `ClsnK[i] = ...` lines
    bool duplicate = false; ///< an earlier action has the same number (MUGEN uses that one)
};

/// A .air file as read, losslessly: every line with its own line ending, and what the
/// actions mean. writeAir(readAir(bytes)) == bytes when no element's boxes changed.
struct AirFile
{
    QList<QByteArray> lines;
    QList<AirAction> actions;
    QStringList notes; ///< "line 12: ..." for what MUGEN reads otherwise than the model
};

/// Reads a .air file's bytes. Keys are case-insensitive, `;` starts a comment, blank lines
/// and unknown lines are kept. `ClsnKDefault: n` holds for every later element of the
/// action until replaced, `ClsnK: n` for the next element only; `ClsnK: 0` gives none.
/// Empty optional with `*error` "line N: <problem>" when the file breaks a rule or a
/// limit (a number that is not a whole number in range, a box line with fewer than four
/// numbers, too many boxes, elements or bytes).
std::optional<AirFile> readAir(const QByteArray &bytes, QString *error);

/// The file's bytes: the lines as read, except the Clsn lines of each action where an
/// element's `boxes` differ from `read`. There they are written anew before each element:
/// nothing when its boxes equal the default in force, `ClsnKDefault: n` when the next
/// element has the same boxes, else `ClsnK: n`, each box as
/// ` ClsnK[i] = left, top, right, bottom` with the action header's line ending.
QByteArray writeAir(const AirFile &file);

/// The Clsn lines that give `elements` (each one's boxes) in order, none in force at the
/// start: the rule writeAir follows. Each line ends with `newline`.
QList<QList<QByteArray>> airClsnLines(const QList<AirBoxSets> &elements, const QByteArray &newline);

} // namespace hitbox::model
