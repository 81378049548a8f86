#pragma once
// Form rows made from the profile field declarations (core/profile/profile_schema.cpp): the
// widget follows the field's type (count, number, slider, optional, choice, catalog part,
// network, flag, text, list items), its range, decimals, unit and help come from the
// declaration, and a committed value is one undoable edit through the EditorContext.

#include <QString>

#include <cstddef>
#include <functional>
#include <optional>
#include <string>

#include "profile/profile_schema.h"

class QFormLayout;
class QWidget;

namespace cpui {

class EditorContext;

// The indices of the network (and list element) a form edits now: the network editor's choice,
// the inspector's selection. Empty for fields outside arrays.
using IndicesProvider = std::function<cp::FieldIndices()>;
// An edit a row makes instead of setting the field alone (a switch that brings its speed along).
using RowSetter = std::function<void(cp::Profile&, const cp::FieldIndices&, const cp::FieldValue&)>;

struct RowOptions {
    std::optional<std::size_t> item{};           // one item of a list field
    std::function<std::size_t()> dynamicItem{};  // the item, chosen at each load (the inspector's tier)
    RowSetter set{};                             // instead of setting the field
    std::function<cp::FieldValue(const cp::Profile&, const cp::FieldIndices&)> get{};  // instead of the field's value
    QString label{};                                                                   // instead of the declared label
};

class FormBuilder {
public:
    FormBuilder(EditorContext* context, QFormLayout* form, IndicesProvider indices = {});

    // A row for the field at `pattern` ("/layout/rack_power_kw", "/networks/*/zones"); a list field
    // edited item by item gets a row per item. Returns the (first) row's field widget.
    QWidget* field(const std::string& pattern, const RowOptions& options = {});
    // Rows for every field of a section ("/layout", "/networks/*/placement"), in file order.
    void section(const std::string& sectionPointer);

    QFormLayout* form() const { return form_; }

private:
    struct Binding;
    QWidget* row(const Binding& binding);
    QWidget* countRow(const Binding& b);
    QWidget* numberRow(const Binding& b);
    QWidget* optionalRow(const Binding& b);
    QWidget* comboRow(const Binding& b);
    QWidget* flagRow(const Binding& b);
    QWidget* optionalFlagRow(const Binding& b);
    QWidget* textRow(const Binding& b);
    QWidget* choiceListRow(const Binding& b);
    QWidget* orderedChoiceListRow(const Binding& b);
    void registerRow(QWidget* widget, const Binding& b, const QString& label);

    EditorContext* context_;
    QFormLayout* form_;
    IndicesProvider indices_;
};

}  // namespace cpui
