#pragma once
// An editable table for a list of objects inside the profile (extra switches, other hosts, leaf
// classes): a row per element, a column per declared field of the element (core/profile/profile_schema.cpp;
// counts, numbers and words edited in place, flags as check boxes),
// Add and Remove buttons. Each cell edit, addition or removal is one undoable Document edit; a
// refused edit is marked and the table reloads the profile's values.

#include <QString>
#include <QWidget>

#include <functional>
#include <string>
#include <vector>

#include "editor/form_builder.h"
#include "profile/profile.h"

class QPushButton;
class QTableWidget;

namespace cpui {

class EditorContext;

struct ListBinding {
    QString what;             // "extra switch": used in undo texts
    std::string section;      // the element's fields: "/networks/*/extra_switches/*"
    IndicesProvider indices;  // where the list is (the network)
    std::function<std::size_t(const cp::Profile&)> size;
    std::function<void(cp::Profile&)> append;  // adds a new element
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
    cp::FieldIndices cellIndices(int row) const;

    EditorContext* context_;
    ListBinding binding_;
    std::vector<const cp::ProfileField*> columns_;
    QTableWidget* table_;
    QPushButton* add_;
    QPushButton* remove_;
    bool loading_ = false;
};

}  // namespace cpui
