#include "model/io/importedsheet.h"

#include <QDir>

namespace hitbox::model {

ImportResult importFailure(const QString &path, const QString &problem)
{
    ImportResult result;
    result.error = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), problem);
    return result;
}

} // namespace hitbox::model
