#pragma once
// An editable table for a list inside the profile (extra switches, other hosts):
// one row per element, Add and Remove buttons. Each cell edit, addition or
// removal is one undoable Document edit; a refused edit is marked and the
// table reloads the profile's values.

#include <QStringList>
#include <QVariant>
#include <QWidget>

#include <functional>
#include <vector>

#include "profile/profile.h"

class QPushButton;
class QTableWidget;

namespace cpui {

class EditorContext;

struct ListBinding {
    QString what;                 // "extra switch": used in undo texts
    QString path;                 // JSON path of the list, e.g. "/networks/0/extra_switches"
    QStringList headers;
    QStringList keys;             // JSON key per column (for the field docs)
    std::function<std::vector<QVariantList>(const cp::Profile&)> rows;  // int cells edit as integers
    std::function<void(cp::Profile&, int row, int column, const QVariant& value)> setCell;
    std::function<void(cp::Profile&)> append;
    std::function<void(cp::Profile&, int row)> remove;
};

class ListTableEditor : public QWidget {
    Q_OBJECT

public:
    ListTableEditor(EditorContext* context, ListBinding binding, QWidget* parent = nullptr);
    QTableWidget* table() const { return table_; }
    QPushButton* addButton() const { return add_; }
    QPushButton* removeButton() const { return remove_; }

private:
    void load(const cp::Profile& profile);

    EditorContext* context_;
    ListBinding binding_;
    QTableWidget* table_;
    QPushButton* add_;
    QPushButton* remove_;
    bool loading_ = false;
};

}  // namespace cpui
