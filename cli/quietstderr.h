#pragma once

namespace hitbox::cli {

/// While alive, sends whatever the process writes to file descriptor 2 to /dev/null.
/// libpng's default error handler prints "libpng error: ..." straight to stderr while
/// Qt decodes a broken PNG; the CLI promises exactly one line per problem, so image
/// decoding runs inside one of these. Does nothing when HITBOX_VERBOSE is set.
class QuietStderr
{
public:
    QuietStderr();
    ~QuietStderr();
    QuietStderr(const QuietStderr &) = delete;
    QuietStderr &operator=(const QuietStderr &) = delete;

private:
    int m_saved = -1;
};

} // namespace hitbox::cli
