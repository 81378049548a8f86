#include "profile/field_table.h"

#include <cmath>
#include <sstream>

#include "common/format.h"
#include "common/json_reader.h"
#include "profile/profile_schema.h"

namespace cp {

namespace {

// Bounds as people write them: 0.1, 2000, 1e+10; an unbounded count says so.
std::string bound(double v) {
    if (std::fabs(v) >= 1e6 && std::fabs(v) < static_cast<double>(JsonReader::kMaxCount)) {
        const double exponent = std::log10(std::fabs(v));
        if (exponent == std::floor(exponent)) return "10^" + std::to_string(static_cast<int>(exponent));
    }
    return formatNumber(v);
}

std::string range(const FieldSpec& f) {
    if (f.max >= static_cast<double>(JsonReader::kMaxCount)) return "≥ " + bound(f.min);
    return bound(f.min) + "–" + bound(f.max);
}

std::string words(const std::vector<std::string>& items, const char* separator) {
    std::string out;
    for (const std::string& w : items) out += (out.empty() ? "" : separator) + ("`" + w + "`");
    return out;
}

const char* partName(PartKind part) {
    switch (part) {
    case PartKind::Node:
        return "node";
    case PartKind::Switch:
        return "switch";
    case PartKind::Nic:
        return "NIC";
    case PartKind::Storage:
        return "storage server";
    case PartKind::Gpu:
        return "GPU";
    case PartKind::Media:
        return "medium";
    case PartKind::None:
        break;
    }
    return "part";
}

std::string valueText(const FieldValue& value) {
    return std::visit(
        [](const auto& v) -> std::string {
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, std::monostate>)
                return "none";
            else if constexpr (std::is_same_v<T, bool>)
                return v ? "true" : "false";
            else if constexpr (std::is_same_v<T, std::int64_t>)
                return formatCount(v);
            else if constexpr (std::is_same_v<T, double>)
                return v >= 1000 && v == std::floor(v) ? formatFixed(v, 0) : formatNumber(v);
            else if constexpr (std::is_same_v<T, std::string>)
                return v.empty() ? "`\"\"`" : "`" + v + "`";
            else
                return v.empty() ? "`[]`" : "…";
        },
        value);
}

// Pipes inside a cell would end it.
std::string cell(std::string text) {
    for (std::size_t at = 0; (at = text.find('|', at)) != std::string::npos; at += 2) text.replace(at, 1, "\\|");
    return text;
}

}  // namespace

std::string fieldTypeText(const FieldSpec& f) {
    switch (f.kind) {
    case FieldKind::Count:
        return f.unset_json.empty() ? "integer " + range(f) : "`\"" + f.unset_json + "\"` or integer " + range(f);
    case FieldKind::Real:
        return "number " + range(f);
    case FieldKind::Boolean:
        return "boolean";
    case FieldKind::Choice:
        return words(f.choices, " | ");
    case FieldKind::Part:
        return std::string("catalog ") + partName(f.part) + " id";
    case FieldKind::Network:
        return "network name";
    case FieldKind::Text:
        if (f.max > 0) return "text, at most " + bound(f.max) + " bytes";
        break;
    case FieldKind::RealList:
        return "array of numbers " + range(f) + ", at most " + std::to_string(f.max_items);
    case FieldKind::ChoiceList:
        return "array of " + words(f.choices, ", ") + "; at most " + std::to_string(f.max_items);
    case FieldKind::PartList:
        return std::string("array of ") + partName(f.part) + " ids, at most " + std::to_string(f.max_items);
    case FieldKind::Auto:
        break;
    }
    return "text";
}

std::string fieldDefaultText(const FieldSpec& f) {
    if (f.required) return "required";
    if (!f.when.empty()) return "required when " + f.when;
    if (!f.unset.empty() && (f.optional || std::holds_alternative<std::string>(f.default_value))) return f.unset;
    return valueText(f.default_value);
}

std::string fieldTableMarkdown(const std::string& sectionPointer) {
    std::ostringstream out;
    out << "| key | type | unit | default | meaning |\n|---|---|---|---|---|\n";
    for (const ProfileField& f : profileFields()) {
        if (f.section != sectionPointer) continue;
        const FieldSpec& s = f.spec;
        out << "| `" << s.key << "` | " << cell(fieldTypeText(s)) << " | " << cell(s.unit) << " | " << cell(fieldDefaultText(s))
            << " | " << cell(s.help) << (s.assumption ? " (an assumption to check)" : "") << " |\n";
    }
    return out.str();
}

std::string fieldListText() {
    std::size_t width = 0;
    for (const ProfileField& f : profileFields()) width = std::max(width, f.spec.pointer.size());
    std::ostringstream out;
    for (const ProfileField& f : profileFields()) {
        const FieldSpec& s = f.spec;
        out << s.pointer << std::string(width + 2 - s.pointer.size(), ' ') << fieldTypeText(s);
        if (!s.unit.empty()) out << " [" << s.unit << "]";
        out << "; default " << fieldDefaultText(s) << "\n";
    }
    out << "\n"
        << profileFields().size() << " fields; \"*\" is an array index. Meanings: docs/profile-format.md "
        << "(or clusterplanner-cli fields --markdown)\n";
    return out.str();
}

std::string allFieldTablesMarkdown() {
    std::string out;
    for (const SectionInfo& section : profileSections())
        out += "<!-- fields " + (section.pointer.empty() ? std::string("/") : section.pointer) + " -->\n" +
               fieldTableMarkdown(section.pointer) + "<!-- end fields -->\n\n";
    return out;
}

}  // namespace cp
