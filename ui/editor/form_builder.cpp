#include "editor/form_builder.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QSlider>
#include <QSpinBox>

#include <algorithm>
#include <climits>
#include <cmath>

#include "base/catalog_items.h"
#include "editor/editor_context.h"
#include "editor/eliding_combo_box.h"
#include "editor/field_text.h"
#include "editor/optional_number_field.h"
#include "editor/ordered_choice_list.h"
#include "base/document.h"

namespace cpui {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

double asDouble(const cp::FieldValue& v) {
    if (const auto* i = std::get_if<std::int64_t>(&v)) return static_cast<double>(*i);
    if (const auto* d = std::get_if<double>(&v)) return *d;
    return 0;
}

std::string asText(const cp::FieldValue& v) {
    if (const auto* s = std::get_if<std::string>(&v)) return *s;
    if (const auto* i = std::get_if<std::int64_t>(&v)) return std::to_string(*i);
    return {};
}

// The value a list item takes when the list is shorter: a ratio of 1, the network's own switch.
cp::FieldValue missingItem(const cp::FieldSpec& spec) {
    if (spec.kind == cp::FieldKind::RealList) return spec.min;
    return std::string();
}

// Sets item `i` of a list value, padding with missing items and dropping them from the end.
cp::FieldValue withItem(const cp::FieldSpec& spec, cp::FieldValue list, std::size_t i, const cp::FieldValue& item) {
    if (auto* reals = std::get_if<std::vector<double>>(&list)) {
        if (reals->size() <= i) reals->resize(i + 1, spec.min);
        (*reals)[i] = asDouble(item);
        while (!reals->empty() && reals->back() == spec.min) reals->pop_back();
    } else if (auto* words = std::get_if<std::vector<std::string>>(&list)) {
        if (words->size() <= i) words->resize(i + 1);
        (*words)[i] = asText(item);
        while (!words->empty() && words->back().empty()) words->pop_back();
    }
    return list;
}

bool oneOfAPair(const cp::FieldSpec& s) { return s.optional && !s.excludes.empty(); }
bool smallCountChoice(const cp::FieldSpec& s) { return s.kind == cp::FieldKind::Count && !s.unset_json.empty(); }

ItemList comboItems(const cp::FieldSpec& s, bool listItem, const cp::Profile& p, const cp::Catalog& catalog, bool required) {
    ItemList items;
    if (s.kind == cp::FieldKind::Choice) {
        if (s.optional && !required) items.emplace_back(fieldUnsetText(s), QString());  // left out: what that means
        for (std::size_t i = 0; i < s.choices.size(); ++i) items.emplace_back(fieldChoiceLabel(s, i), q(s.choices[i]));
    }
    if (smallCountChoice(s)) {
        items.emplace_back(fieldUnsetText(s), QString());
        for (auto v = static_cast<std::int64_t>(s.min); v <= static_cast<std::int64_t>(s.max); ++v)
            items.emplace_back(QString::number(v), QString::number(v));
    }
    if (s.kind == cp::FieldKind::Part || s.kind == cp::FieldKind::PartList) {
        items = s.part == cp::PartKind::Node      ? nodeItems(catalog)
                : s.part == cp::PartKind::Nic     ? nicItems(catalog)
                : s.part == cp::PartKind::Storage ? storageItems(catalog)
                                                  : switchItems(catalog);
        if (listItem)
            items.insert(items.begin(), {QObject::tr("same as the network"), QString()});
        else if (!required)
            items.insert(items.begin(), {QObject::tr("none"), QString()});
    }
    if (s.kind == cp::FieldKind::Network) {
        if (!required) items.emplace_back(QObject::tr("none"), QString());
        for (const cp::NetworkInput& n : p.networks) items.emplace_back(q(n.name), q(n.name));
    }
    return items;
}

void setItems(QComboBox* combo, const ItemList& wanted) {
    bool same = static_cast<int>(wanted.size()) == combo->count();
    for (int i = 0; same && i < combo->count(); ++i)
        same = combo->itemText(i) == wanted[static_cast<std::size_t>(i)].first &&
               combo->itemData(i).toString() == wanted[static_cast<std::size_t>(i)].second;
    if (same) return;
    combo->clear();
    for (const auto& [shown, stored] : wanted) combo->addItem(shown, stored);
}

}  // namespace

// One row's field: where it is now and how a value reaches the profile.
struct FormBuilder::Binding {
    const cp::ProfileField* field = nullptr;
    EditorContext* context = nullptr;
    IndicesProvider indices;
    std::function<std::optional<std::size_t>()> item;
    bool staticItem = false;
    RowSetter set;
    QString label;
    std::function<cp::FieldValue(const cp::Profile&, const cp::FieldIndices&)> get;

    const cp::FieldSpec& spec() const { return field->spec; }
    cp::FieldIndices at() const { return indices ? indices() : cp::FieldIndices{}; }
    std::optional<std::size_t> itemIndex() const { return item ? item() : std::nullopt; }

    // The field's path with the indices it edits now: the undo merge key.
    QString pointer() const {
        QString path = q(cp::concretePointer(spec().pointer, at()));
        if (const auto i = itemIndex()) path += "/" + QString::number(*i);
        return path;
    }
    // The path the row is known by: network (and element) 0, the item when it is fixed.
    QString documentedPath() const {
        const std::size_t stars = static_cast<std::size_t>(std::count(spec().pointer.begin(), spec().pointer.end(), '*'));
        QString path = q(cp::concretePointer(spec().pointer, cp::FieldIndices(stars, 0)));
        if (staticItem) path += "/" + QString::number(*item());
        return path;
    }
    cp::FieldValue value(const cp::Profile& p) const {
        if (get) return get(p, at());
        const cp::FieldValue whole = field->get(p, at());
        const auto i = itemIndex();
        if (!i) return whole;
        if (const auto* reals = std::get_if<std::vector<double>>(&whole); reals && *i < reals->size()) return (*reals)[*i];
        if (const auto* words = std::get_if<std::vector<std::string>>(&whole); words && *i < words->size()) return (*words)[*i];
        return missingItem(spec());
    }
    bool commit(QWidget* widget, const cp::FieldValue& v) const {
        const QString undo = QObject::tr("Change %1").arg(label.toLower());
        return context->apply(
            widget, undo,
            [&](cp::Profile& p) {
                const cp::FieldIndices where = at();
                if (set) return set(p, where, v);
                const auto i = itemIndex();
                field->set(p, where, i ? withItem(spec(), field->get(p, where), *i, v) : v);
            },
            pointer());
    }
};

FormBuilder::FormBuilder(EditorContext* context, QFormLayout* form, IndicesProvider indices)
    : context_(context), form_(form), indices_(std::move(indices)) {
    // In a narrow Design panel a row's label goes above its field rather than cutting it off.
    form_->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form_->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
}

QWidget* FormBuilder::field(const std::string& pattern, const RowOptions& options) {
    const cp::ProfileField* field = nullptr;
    for (const cp::ProfileField& f : cp::profileFields())
        if (f.spec.pointer == pattern) field = &f;
    Q_ASSERT_X(field, "FormBuilder::field", pattern.c_str());
    if (!field) return nullptr;
    Binding b{field, context_, indices_, {}, false, options.set, options.label, options.get};
    const bool itemised = cp::isListKind(field->spec.kind) && !field->spec.item_labels.empty();
    if (options.dynamicItem) {
        b.item = [pick = options.dynamicItem] { return std::optional<std::size_t>(pick()); };
    } else if (options.item || itemised) {
        QWidget* first = nullptr;
        const std::size_t from = options.item.value_or(0), to = options.item ? from + 1 : field->spec.item_labels.size();
        for (std::size_t i = from; i < to; ++i) {
            b.item = [i] { return std::optional<std::size_t>(i); };
            b.staticItem = true;
            b.label = options.label.isEmpty() ? fieldItemLabel(field->spec, i) : options.label;
            QWidget* w = row(b);
            if (!first) first = w;
        }
        return first;
    }
    if (b.label.isEmpty()) b.label = fieldLabel(field->spec);
    return row(b);
}

void FormBuilder::section(const std::string& sectionPointer) {
    for (const cp::ProfileField& f : cp::profileFields())
        if (f.section == sectionPointer) field(f.spec.pointer);
}

QWidget* FormBuilder::row(const Binding& b) {
    const cp::FieldSpec& s = b.spec();
    const bool item = b.item != nullptr;
    switch (s.kind) {
    case cp::FieldKind::Count:
        if (smallCountChoice(s)) return comboRow(b);
        return s.optional && !oneOfAPair(s) ? optionalRow(b) : countRow(b);
    case cp::FieldKind::Real:
        return s.optional ? optionalRow(b) : numberRow(b);
    case cp::FieldKind::RealList:
        return numberRow(b);  // an item
    case cp::FieldKind::Boolean:
        return s.optional ? optionalFlagRow(b) : flagRow(b);
    case cp::FieldKind::ChoiceList:
        return choiceListRow(b);
    case cp::FieldKind::Choice:
    case cp::FieldKind::Part:
    case cp::FieldKind::Network:
        return comboRow(b);
    case cp::FieldKind::PartList:
        return item ? comboRow(b) : textRow(b);
    case cp::FieldKind::Text:
    case cp::FieldKind::Auto:
        break;
    }
    return textRow(b);
}

void FormBuilder::registerRow(QWidget* widget, const Binding& b, const QString& label) {
    widget->setAccessibleName(label);
    context_->registerField(widget, b.documentedPath());
    if (!b.field->read || b.spec().unused_when.empty()) return;
    // A field the plan does not read with these settings is greyed out, with its label and slider,
    // and says why. The row is looked up when loading: a slider row is added after this call.
    const QString help = widget->toolTip(), unused = fieldWord(b.spec().unused_when);
    context_->addLoader([widget, b, help, unused, form = form_](const cp::Profile& p) {
        const bool read = b.field->read(p, b.at());
        QWidget* holder = widget->parentWidget();
        QWidget* row = !form->labelForField(widget) && holder && form->labelForField(holder) ? holder : widget;
        row->setEnabled(read);
        widget->setToolTip(read ? help : "<b>" + unused.toHtmlEscaped() + "</b><hr>" + help);
        if (QWidget* rowLabel = form->labelForField(row)) rowLabel->setEnabled(read), rowLabel->setToolTip(read ? QString() : unused);
    });
}

QWidget* FormBuilder::countRow(const Binding& b) {
    const cp::FieldSpec& s = b.spec();
    auto* spin = new QSpinBox;
    spin->setRange(static_cast<int>(s.min), static_cast<int>(std::min<double>(s.max, INT_MAX)));
    spin->setAccelerated(true);
    spin->setSuffix(fieldSuffix(s));
    if (s.min == 0) spin->setSpecialValueText(fieldZeroText(s));
    spin->setGroupSeparatorShown(true);
    spin->setKeyboardTracking(false);  // commit on Enter, focus change or arrows: typing never recomputes
    form_->addRow(b.label, spin);
    registerRow(spin, b, b.label);
    context_->addLoader([spin, b, ctx = context_](const cp::Profile& p) {
        const cp::FieldValue v = b.value(p);
        std::optional<double> shown;
        if (!std::holds_alternative<std::monostate>(v))
            shown = asDouble(v);
        else if (ctx->derivedValue)
            shown = ctx->derivedValue(b.spec().pointer);
        spin->setValue(static_cast<int>(std::clamp<double>(shown.value_or(b.spec().min), INT_MIN, INT_MAX)));
    });
    QObject::connect(spin, &QSpinBox::valueChanged, context_, [spin, b](int value) { b.commit(spin, std::int64_t{value}); });
    return spin;
}

QWidget* FormBuilder::numberRow(const Binding& b) {
    const cp::FieldSpec& s = b.spec();
    const double scale = s.display_scale;
    auto* spin = new QDoubleSpinBox;
    spin->setRange(s.min / scale, s.max / scale);
    spin->setDecimals(s.decimals);
    spin->setSuffix(fieldSuffix(s));
    if (s.min == 0) spin->setSpecialValueText(fieldZeroText(s));
    spin->setGroupSeparatorShown(true);
    spin->setKeyboardTracking(false);
    registerRow(spin, b, b.label);
    context_->addLoader([spin, b, scale](const cp::Profile& p) { spin->setValue(asDouble(b.value(p)) / scale); });
    QObject::connect(spin, &QDoubleSpinBox::valueChanged, context_, [spin, b, scale](double v) { b.commit(spin, v * scale); });
    if (!s.slider) {
        form_->addRow(b.label, spin);
        return spin;
    }
    // A slider beside the number: a drag commits once, on release (one evaluation, one undo step).
    auto* holder = new QWidget;
    auto* layout = new QHBoxLayout(holder);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* bar = new QSlider(Qt::Horizontal);
    const double step = std::pow(10.0, s.decimals);  // one slider step = the spin box's last decimal
    bar->setRange(static_cast<int>(std::lround(s.min * step)),
                  static_cast<int>(std::lround((s.slider_max > 0 ? s.slider_max : s.max) * step)));
    bar->setToolTip(spin->toolTip());
    layout->addWidget(bar, 1);
    layout->addWidget(spin);
    form_->addRow(b.label, holder);
    auto follow = [bar, spin, step] {
        const QSignalBlocker block(bar);
        bar->setValue(static_cast<int>(std::lround(spin->value() * step)));
    };
    context_->addLoader([follow](const cp::Profile&) { follow(); });
    QObject::connect(spin, &QDoubleSpinBox::valueChanged, bar, follow);
    QObject::connect(bar, &QSlider::valueChanged, spin, [bar, spin, step](int v) {
        if (!bar->isSliderDown()) spin->setValue(v / step);
    });
    QObject::connect(bar, &QSlider::sliderReleased, spin, [bar, spin, step] { spin->setValue(bar->value() / step); });
    return spin;
}

QWidget* FormBuilder::optionalRow(const Binding& b) {
    const cp::FieldSpec& s = b.spec();
    const double scale = s.display_scale;
    const int decimals = s.kind == cp::FieldKind::Count ? 0 : s.decimals;
    auto* field = new OptionalNumberField(s.min / scale, s.max / scale, decimals, fieldSuffix(s), fieldUnsetText(s));
    form_->addRow(b.label, field);
    registerRow(field, b, b.label);
    context_->addLoader([field, b, scale](const cp::Profile& p) {
        const cp::FieldValue v = b.value(p);
        field->setValue(std::holds_alternative<std::monostate>(v) ? std::nullopt : std::optional<double>(asDouble(v) / scale));
    });
    QObject::connect(field, &OptionalNumberField::committed, context_, [field, b, scale] {
        const std::optional<double> v = field->value();
        if (!v)
            b.commit(field, cp::FieldValue{});
        else if (b.spec().kind == cp::FieldKind::Count)
            b.commit(field, static_cast<std::int64_t>(std::llround(*v)));
        else
            b.commit(field, *v * scale);
    });
    return field;
}

QWidget* FormBuilder::comboRow(const Binding& b) {
    auto* combo = new ElidingComboBox;
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(14);
    form_->addRow(b.label, combo);
    registerRow(combo, b, b.label);
    const cp::Catalog* catalog = &context_->document()->catalog();
    context_->addLoader([combo, b, catalog](const cp::Profile& p) {
        const bool required = b.field->required(p, b.at());
        setItems(combo, comboItems(b.spec(), b.item != nullptr, p, *catalog, required));
        combo->setCurrentIndex(combo->findData(q(asText(b.value(p)))));
    });
    QObject::connect(combo, &QComboBox::activated, context_, [combo, b] {
        const QString data = combo->currentData().toString();
        if (data.isEmpty() && (smallCountChoice(b.spec()) || b.spec().kind == cp::FieldKind::Choice))
            b.commit(combo, cp::FieldValue{});  // the unset item
        else if (smallCountChoice(b.spec()))
            b.commit(combo, cp::FieldValue{data.toLongLong()});
        else
            b.commit(combo, data.toStdString());
    });
    return combo;
}

// An optional flag: left to the engine (its unset text), on or off.
QWidget* FormBuilder::optionalFlagRow(const Binding& b) {
    auto* combo = new QComboBox;
    combo->addItem(fieldUnsetText(b.spec()), QString());
    combo->addItem(QObject::tr("on"), QStringLiteral("on"));
    combo->addItem(QObject::tr("off"), QStringLiteral("off"));
    form_->addRow(b.label, combo);
    registerRow(combo, b, b.label);
    context_->addLoader([combo, b](const cp::Profile& p) {
        const cp::FieldValue v = b.value(p);
        combo->setCurrentIndex(!std::holds_alternative<bool>(v) ? 0 : std::get<bool>(v) ? 1 : 2);
    });
    QObject::connect(combo, &QComboBox::activated, context_, [combo, b](int index) {
        b.commit(combo, index == 0 ? cp::FieldValue{} : cp::FieldValue{index == 1});
    });
    return combo;
}

QWidget* FormBuilder::flagRow(const Binding& b) {
    auto* box = new QCheckBox;
    form_->addRow(b.label, box);
    registerRow(box, b, b.label);
    context_->addLoader([box, b](const cp::Profile& p) {
        const cp::FieldValue v = b.value(p);
        box->setChecked(std::holds_alternative<bool>(v) && std::get<bool>(v));
    });
    QObject::connect(box, &QCheckBox::toggled, context_, [box, b](bool on) { b.commit(box, on); });
    return box;
}

QWidget* FormBuilder::textRow(const Binding& b) {
    auto* edit = new QLineEdit;
    form_->addRow(b.label, edit);
    registerRow(edit, b, b.label);
    context_->addLoader([edit, b](const cp::Profile& p) {
        const QString value = q(asText(b.value(p)));
        if (edit->text() != value) edit->setText(value);
    });
    QObject::connect(edit, &QLineEdit::editingFinished, context_, [edit, b] { b.commit(edit, edit->text().toStdString()); });
    return edit;
}

// An ordered list (rank order): one row per word, checked when in the list, dragged or moved to reorder.
QWidget* FormBuilder::orderedChoiceListRow(const Binding& b) {
    QStringList labels;
    for (std::size_t i = 0; i < b.spec().choices.size(); ++i) labels << fieldChoiceLabel(b.spec(), i);
    auto* list = new OrderedChoiceList(b.spec().choices, labels);
    form_->addRow(b.label, list);
    registerRow(list, b, b.label);
    context_->addLoader([list, b](const cp::Profile& p) {
        const cp::FieldValue v = b.value(p);
        const auto* words = std::get_if<std::vector<std::string>>(&v);
        if (list->chosen() != (words ? *words : std::vector<std::string>{})) list->setChosen(words ? *words : std::vector<std::string>{});
    });
    QObject::connect(list, &OrderedChoiceList::edited, context_,
                     [list, b](const std::vector<std::string>& chosen) { b.commit(list, chosen); });
    return list;
}

// A flag per word (media policy): on adds the word, off removes it.
QWidget* FormBuilder::choiceListRow(const Binding& b) {
    if (b.spec().ordered) return orderedChoiceListRow(b);
    form_->addRow(new QLabel(b.label));  // the list's name above its flags, which carry the words' labels
    QWidget* first = nullptr;
    for (std::size_t i = 0; i < b.spec().choices.size(); ++i) {
        const std::string word = b.spec().choices[i];
        const QString label = fieldChoiceLabel(b.spec(), i);
        auto* box = new QCheckBox;
        form_->addRow(label, box);
        registerRow(box, b, label);
        const auto words = [b](const cp::Profile& p) {
            const cp::FieldValue v = b.value(p);
            const auto* list = std::get_if<std::vector<std::string>>(&v);
            return list ? *list : std::vector<std::string>{};
        };
        context_->addLoader([box, words, word](const cp::Profile& p) {
            const auto list = words(p);
            box->setChecked(std::find(list.begin(), list.end(), word) != list.end());
        });
        QObject::connect(box, &QCheckBox::toggled, context_, [box, b, words, word, ctx = context_](bool on) {
            std::vector<std::string> list = words(ctx->profile());
            list.erase(std::remove(list.begin(), list.end(), word), list.end());
            if (on) list.push_back(word);
            b.commit(box, list);
        });
        if (!first) first = box;
    }
    return first;
}

}  // namespace cpui
