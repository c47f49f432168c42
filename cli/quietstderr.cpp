#include "quietstderr.h"

#include <QtGlobal>

#include <cstdio>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <unistd.h>
#endif

namespace hitbox::cli {

QuietStderr::QuietStderr()
{
#ifdef Q_OS_UNIX
    if (qEnvironmentVariableIsSet("HITBOX_VERBOSE"))
        return;
    std::fflush(stderr);
    const int devNull = ::open("/dev/null", O_WRONLY);
    if (devNull < 0)
        return;
    m_saved = ::dup(2);
    if (m_saved >= 0)
        ::dup2(devNull, 2);
    ::close(devNull);
#endif
}

QuietStderr::~QuietStderr()
{
#ifdef Q_OS_UNIX
    if (m_saved < 0)
        return;
    std::fflush(stderr);
    ::dup2(m_saved, 2);
    ::close(m_saved);
#endif
}

} // namespace hitbox::cli
