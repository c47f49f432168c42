#pragma once

#include <QString>

class QAbstractItemModel;
class QTableView;
class QWidget;

namespace hitbox::editor {

/// A compact read-only table for the preview's results: whole rows selected, no grid, no
/// row numbers, tier columns of one width.
QTableView *makeResultsTable(QAbstractItemModel *model, QWidget *parent, const QString &objectName);

} // namespace hitbox::editor
