#pragma once
// One name table per enum: the word files, the CLI and the docs use, and a label for forms.
// An enum opts in by specialising EnumTable:
//
//   template <> struct EnumTable<SpareMode> {
//       static constexpr std::string_view what = "a spare mode";   // for "... is not a spare mode"
//       static constexpr std::array<EnumEntry<SpareMode>, 2> entries{{
//           {SpareMode::Hot, "hot", "hot (powered)"}, {SpareMode::Cold, "cold", "cold"}}};
//   };

#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace cp {

template <class E>
struct EnumEntry {
    E value;
    std::string_view name;   // in files and output
    std::string_view label;  // in forms
};

template <class E>
struct EnumTable;

template <class E>
concept NamedEnumType = std::is_enum_v<E> && requires {
    EnumTable<E>::entries;
};

template <class E>
constexpr std::string_view enumName(E value) {
    for (const auto& e : EnumTable<E>::entries)
        if (e.value == value) return e.name;
    return {};
}

template <class E>
std::string enumText(E value) {
    return std::string(enumName(value));
}

template <class E>
constexpr std::optional<E> enumFromName(std::string_view name) {
    for (const auto& e : EnumTable<E>::entries)
        if (e.name == name) return e.value;
    return std::nullopt;
}

template <class E>
std::vector<std::string> enumNames() {
    std::vector<std::string> out;
    for (const auto& e : EnumTable<E>::entries) out.emplace_back(e.name);
    return out;
}

template <class E>
std::vector<std::string> enumLabels() {
    std::vector<std::string> out;
    for (const auto& e : EnumTable<E>::entries) out.emplace_back(e.label);
    return out;
}

// Written as its name wherever text is made (JSON takes enumText explicitly: nlohmann would
// otherwise write the number).
template <NamedEnumType E>
std::ostream& operator<<(std::ostream& out, E value) {
    return out << enumName(value);
}

}  // namespace cp
