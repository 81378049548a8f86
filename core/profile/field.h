#pragma once
// A profile field, declared once: its JSON key, type, unit, range, default, help and how it is
// read from and written to its section struct. The reader, the writer, the in-memory check,
// docs/profile-format.md's tables, the editor's form rows, sweep axes and the assumptions list
// all work from these declarations (profile_schema.h lists them).

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <type_traits>
#include <variant>
#include <vector>

#include "catalog/part_kind.h"
#include "common/enum_names.h"

namespace cp {

enum class FieldKind {
    Auto,   // deduced from the member's type when the field is declared
    Count,  // integer
    Real,   // finite number
    Boolean,
    Text,
    Choice,   // one word of a fixed list (an enum)
    Part,     // a catalog id (PartKind says which)
    Network,  // the name of a network of the profile
    RealList,
    ChoiceList,  // words of a fixed list
    PartList,    // catalog ids; "" = the default part
};

// A field's value as editors and sweeps handle it; monostate = not given (an optional field).
using FieldValue =
    std::variant<std::monostate, std::int64_t, double, bool, std::string, std::vector<double>, std::vector<std::string>>;

struct FieldSpec {
    std::string key{};                         // JSON member name in its object
    std::string label{};                       // form label; lists edited item by item: "%1 switch" (%1: the item label)
    std::string unit{};                        // as in the key's name: "kW", "m", "USD"; empty for plain numbers
    double min = 0, max = 0;                   // numbers and counts (list items likewise)
    int decimals = 0;                          // shown in forms and docs
    std::string help{};                        // one line: what it means
    std::string unset{};                       // optional fields: what leaving it out means ("derived", "none")
    std::string unset_json{};                  // a word also accepted, and written, for "not given" ("auto")
    std::vector<std::string> choices{};        // Choice / ChoiceList words (from the enum's name table)
    std::vector<std::string> choice_labels{};  // form labels of the choices
    std::string choice_what{};                 // "a media policy", for messages
    PartKind part = PartKind::None;
    std::vector<std::string> excludes{};     // sibling keys cleared when this one is set (one of a pair)
    std::vector<std::string> item_labels{};  // lists edited item by item: a label per item ("leaf", "spine")
    std::size_t max_items = 0;               // lists
    bool ordered = false;                    // choice lists whose order means something (forms let it be rearranged)
    bool required = false;                   // must be in the file
    std::string when{};                      // required only when this holds (the declaration's predicate, in words)
    std::string unused_when{};               // forms: why the field is greyed out when the section does not read it
    bool assumption = false;                 // a price or tariff the planner should check
    bool slider = false;                     // forms: a slider beside the number
    double slider_max = 0;                   // forms: the slider's end when the valid range is far wider
    double display_scale = 1;                // forms show value / display_scale ...
    std::string display_unit{};              // ... in this unit (default: unit)
    std::string zero_text{};                 // numbers whose 0 means something else: what forms show for 0 ("no limit")
    FieldKind kind = FieldKind::Auto;        // filled in when declared
    bool optional = false;                   // filled in: the member is std::optional
    FieldValue default_value{};              // filled in: the member's value in a default-made section
    std::string pointer{};                   // filled in by the registry: "/layout/rack_power_kw", "/networks/*/zones"
    // Where the default comes from: a published source, or "assumption: " and a one-line rationale
    // (shown in the Assumptions sheet and the form's tooltip when the default is used). Last, so any
    // declaration can end with it.
    std::string default_source{};
};

bool isNumberKind(FieldKind kind);
bool isListKind(FieldKind kind);

// Presence of keys in the file (or set by an edit), so saving writes what the planner wrote and
// leaves other defaults out. Not part of a section's value: two sections with the same values are
// the same design whichever keys were written.
class FieldPresence {
public:
    void mark(const std::string& key) { keys_.insert(key); }
    void clear(const std::string& key) { keys_.erase(key); }
    bool has(const std::string& key) const { return keys_.count(key) > 0; }
    bool empty() const { return keys_.empty(); }
    bool operator==(const FieldPresence&) const { return true; }

private:
    std::set<std::string> keys_;
};

// ---- Member type ↔ FieldValue ------------------------------------------------------------------

template <class T>
struct FieldTraits;

template <class E>
concept NamedEnum = NamedEnumType<E>;

template <>
struct FieldTraits<std::int64_t> {
    static constexpr FieldKind kind = FieldKind::Count;
    static FieldValue to(std::int64_t v) { return v; }
    static std::int64_t from(const FieldValue& v) {
        if (const double* d = std::get_if<double>(&v)) return static_cast<std::int64_t>(std::llround(*d));
        return std::get<std::int64_t>(v);
    }
};

template <>
struct FieldTraits<int> {
    static constexpr FieldKind kind = FieldKind::Count;
    static FieldValue to(int v) { return std::int64_t{v}; }
    static int from(const FieldValue& v) { return static_cast<int>(FieldTraits<std::int64_t>::from(v)); }
};

template <>
struct FieldTraits<double> {
    static constexpr FieldKind kind = FieldKind::Real;
    static FieldValue to(double v) { return v; }
    static double from(const FieldValue& v) {
        if (const std::int64_t* i = std::get_if<std::int64_t>(&v)) return static_cast<double>(*i);
        return std::get<double>(v);
    }
};

template <>
struct FieldTraits<bool> {
    static constexpr FieldKind kind = FieldKind::Boolean;
    static FieldValue to(bool v) { return v; }
    static bool from(const FieldValue& v) { return std::get<bool>(v); }
};

template <>
struct FieldTraits<std::string> {
    static constexpr FieldKind kind = FieldKind::Text;
    static FieldValue to(const std::string& v) { return v; }
    static std::string from(const FieldValue& v) { return std::get<std::string>(v); }
};

template <>
struct FieldTraits<std::vector<double>> {
    static constexpr FieldKind kind = FieldKind::RealList;
    static FieldValue to(const std::vector<double>& v) { return v; }
    static std::vector<double> from(const FieldValue& v) { return std::get<std::vector<double>>(v); }
};

template <>
struct FieldTraits<std::vector<std::string>> {
    static constexpr FieldKind kind = FieldKind::PartList;  // refined by the declaration
    static FieldValue to(const std::vector<std::string>& v) { return v; }
    static std::vector<std::string> from(const FieldValue& v) { return std::get<std::vector<std::string>>(v); }
};

template <NamedEnum E>
struct FieldTraits<E> {
    static constexpr FieldKind kind = FieldKind::Choice;
    static FieldValue to(E v) { return enumText(v); }
    static E from(const FieldValue& v) {
        return enumFromName<E>(std::get<std::string>(v)).value_or(EnumTable<E>::entries[0].value);
    }
};

template <NamedEnum E>
struct FieldTraits<std::vector<E>> {
    static constexpr FieldKind kind = FieldKind::ChoiceList;
    static FieldValue to(const std::vector<E>& v) {
        std::vector<std::string> names;
        for (E e : v) names.push_back(enumText(e));
        return names;
    }
    static std::vector<E> from(const FieldValue& v) {
        std::vector<E> out;
        for (const std::string& name : std::get<std::vector<std::string>>(v))
            if (auto e = enumFromName<E>(name)) out.push_back(*e);
        return out;
    }
};

template <class T>
struct FieldTraits<std::optional<T>> {
    static constexpr FieldKind kind = FieldTraits<T>::kind;
    static FieldValue to(const std::optional<T>& v) { return v ? FieldTraits<T>::to(*v) : FieldValue{}; }
    static std::optional<T> from(const FieldValue& v) {
        if (std::holds_alternative<std::monostate>(v)) return std::nullopt;
        return FieldTraits<T>::from(v);
    }
};

template <class T>
inline constexpr bool kIsOptional = false;
template <class T>
inline constexpr bool kIsOptional<std::optional<T>> = true;

template <class E>
struct EnumOf {
    using type = E;
};
template <class E>
struct EnumOf<std::vector<E>> {
    using type = E;
};
template <class E>
struct EnumOf<std::optional<E>> {
    using type = E;
};

// ---- One section's fields --------------------------------------------------------------------

template <class S>
struct Field {
    FieldSpec spec;
    std::function<FieldValue(const S&)> get;
    std::function<void(S&, const FieldValue&)> set;  // marks the key present
    std::function<bool(const S&)> required_when;     // required only when this holds (null: spec.required)
    std::function<bool(const S&)> read_when;         // the plan reads the field only when this holds (null: always)

    bool isRequired(const S& s) const { return required_when ? required_when(s) : spec.required; }
    bool isRead(const S& s) const { return !read_when || read_when(s); }
};

// The fields of one JSON object (a section struct S with a FieldPresence `present` member), in
// the order the file lists them and the reader reads them.
template <class S>
class Section {
public:
    template <class T>
    Section& add(T S::*member, FieldSpec spec, std::function<bool(const S&)> requiredWhen = {}) {
        using Traits = FieldTraits<T>;
        if (spec.kind == FieldKind::Auto) spec.kind = Traits::kind;
        if (spec.kind == FieldKind::Text && !spec.choices.empty()) spec.kind = FieldKind::Choice;
        if (spec.kind == FieldKind::Text && spec.part != PartKind::None) spec.kind = FieldKind::Part;
        if (spec.kind == FieldKind::PartList && !spec.choices.empty()) spec.kind = FieldKind::ChoiceList;
        using Plain = typename EnumOf<T>::type;
        if constexpr (NamedEnum<Plain>) {
            spec.choices = enumNames<Plain>();
            if (spec.choice_labels.empty()) spec.choice_labels = enumLabels<Plain>();
            spec.choice_what = std::string(EnumTable<Plain>::what);
        }
        spec.optional = kIsOptional<T>;
        spec.default_value = Traits::to(S{}.*member);
        const std::string key = spec.key;
        Field<S> f;
        f.spec = std::move(spec);
        f.get = [member](const S& s) { return Traits::to(s.*member); };
        f.set = [member, key](S& s, const FieldValue& v) {
            s.*member = Traits::from(v);
            s.present.mark(key);
        };
        f.required_when = std::move(requiredWhen);
        fields_.push_back(std::move(f));
        return *this;
    }

    // The field added last is read only when `read` holds (forms grey it out otherwise, saying
    // its spec's unused_when).
    Section& readOnlyWhen(std::function<bool(const S&)> read) {
        fields_.back().read_when = std::move(read);
        return *this;
    }

    const std::vector<Field<S>>& fields() const { return fields_; }
    const Field<S>* find(const std::string& key) const {
        for (const Field<S>& f : fields_)
            if (f.spec.key == key) return &f;
        return nullptr;
    }

private:
    std::vector<Field<S>> fields_;
};

}  // namespace cp
