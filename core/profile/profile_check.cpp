// Checking a profile held in memory (an edit) against the field declarations and the rules, with
// the reader's words, so an edit is refused exactly as the same value in a file would be.

#include <algorithm>

#include "common/input_error.h"
#include "common/json_reader.h"
#include "profile/profile_io.h"
#include "profile/profile_rules.h"
#include "profile/profile_schema.h"

namespace cp {

namespace {

std::string numberProblem(const FieldSpec& f, double v) {
    if (f.kind == FieldKind::Count)
        return integerOutOfRange(static_cast<std::int64_t>(v), static_cast<std::int64_t>(f.min),
                                 static_cast<std::int64_t>(f.max));
    return numberOutOfRange(v, f.min, f.max);
}

bool inRange(const FieldSpec& f, double v) { return std::isfinite(v) && v >= f.min && v <= f.max; }

bool isChoice(const FieldSpec& f, const std::string& word) {
    return std::find(f.choices.begin(), f.choices.end(), word) != f.choices.end();
}

}  // namespace

std::string wordProblem(const FieldSpec& f, const FieldValue& value, std::size_t& item) {
    item = SIZE_MAX;
    if (const auto* text = std::get_if<std::string>(&value); text && f.kind == FieldKind::Choice && !isChoice(f, *text))
        return "\"" + *text + "\" is not allowed; expected one of " + joinQuoted(f.choices);
    if (const auto* words = std::get_if<std::vector<std::string>>(&value); words && f.kind == FieldKind::ChoiceList)
        for (item = 0; item < words->size(); ++item)
            if (!isChoice(f, (*words)[item]))
                return "\"" + (*words)[item] + "\" is not " + f.choice_what + "; expected one of " + joinQuoted(f.choices);
    item = SIZE_MAX;
    return {};
}

namespace {

// The problem with one value, or "" (with `item` set when a list element is at fault).
std::string valueProblem(const FieldSpec& f, const FieldValue& value, const Catalog& catalog, std::size_t& item) {
    if (const auto* i = std::get_if<std::int64_t>(&value))
        return inRange(f, static_cast<double>(*i)) ? "" : numberProblem(f, static_cast<double>(*i));
    if (const auto* d = std::get_if<double>(&value)) return inRange(f, *d) ? "" : numberProblem(f, *d);
    if (const auto* list = std::get_if<std::vector<double>>(&value)) {
        if (list->size() > f.max_items)
            return "has " + std::to_string(list->size()) + " entries; at most " + std::to_string(f.max_items) + " are allowed";
        for (item = 0; item < list->size(); ++item)
            if (!inRange(f, (*list)[item])) return numberProblem(f, (*list)[item]);
        item = SIZE_MAX;
    }
    if (std::string words = wordProblem(f, value, item); !words.empty()) return words;
    if (const auto* text = std::get_if<std::string>(&value)) {
        if (f.kind == FieldKind::Text && f.max > 0 && static_cast<double>(text->size()) > f.max)
            return textTooLong(text->size(), static_cast<std::size_t>(f.max));
        if (std::string bad = controlCharacterProblem(*text); !bad.empty()) return bad;
        if (f.kind == FieldKind::Part && !catalogHas(catalog, f.part, *text)) return missingPartMessage(*text, f.part);
    }
    if (const auto* words = std::get_if<std::vector<std::string>>(&value)) {
        if (words->size() > f.max_items)
            return "has " + std::to_string(words->size()) + " entries; at most " + std::to_string(f.max_items) + " are allowed";
        for (item = 0; item < words->size(); ++item) {
            const std::string& w = (*words)[item];
            if (f.kind == FieldKind::PartList && !w.empty() && !catalogHas(catalog, f.part, w))
                return missingPartMessage(w, f.part);
        }
        item = SIZE_MAX;
    }
    return {};
}

// Every index combination of a field's pattern that exists in the profile.
std::vector<FieldIndices> instances(const Profile& p, const std::string& pattern) {
    const auto stars = std::count(pattern.begin(), pattern.end(), '*');
    if (stars == 0) return {{}};
    std::vector<FieldIndices> out;
    for (std::size_t n = 0; n < p.networks.size(); ++n) {
        if (stars == 1) {
            out.push_back({n});
            continue;
        }
        const NetworkInput& net = p.networks[n];
        std::size_t items = net.extra_switches.size();
        if (pattern.find("/other_hosts/") != std::string::npos) items = net.other_hosts.size();
        if (pattern.find("/leaf_classes/") != std::string::npos) items = net.leaf_classes.size();
        for (std::size_t i = 0; i < items; ++i) out.push_back({n, i});
    }
    return out;
}

void checkField(const Profile& p, const ProfileField& field, const FieldIndices& at, const Catalog& catalog,
                const std::string& file) {
    const FieldValue value = field.get(p, at);
    const std::string path = concretePointer(field.spec.pointer, at);
    const bool required = field.required(p, at);
    if (std::holds_alternative<std::monostate>(value)) {
        if (required) throw InputError(file, path, "is required but missing");
        return;
    }
    // A value nobody gave that still has its default is not checked: links = 0 while zones are not joined by links.
    if (!required && value == field.spec.default_value) return;
    std::size_t item = SIZE_MAX;
    const std::string problem = valueProblem(field.spec, value, catalog, item);
    if (!problem.empty()) throw InputError(file, item == SIZE_MAX ? path : path + "/" + std::to_string(item), problem);
}

// The rules between fields, in the reader's order.
void checkRules(const Profile& p, const Catalog& catalog, const std::string& file) {
    checkComputeRules(p.compute, file);
    for (std::size_t i = 0; i < p.networks.size(); ++i)
        checkNetworkRules(p.networks[i], i, {p.networks.begin(), p.networks.begin() + static_cast<std::ptrdiff_t>(i)}, catalog,
                          file);
    checkStorageRules(p.storage, p.networks, file);
    checkWorkloadRules(p.workload, file);
    checkReliabilityRules(p.reliability, file);
}

}  // namespace

void checkProfile(const Profile& p, const Catalog& catalog, const std::string& file) {
    if (p.schema != kProfileSchema) throw InputError(file, "/schema", std::to_string(p.schema) + " is not schema 1");
    if (p.networks.empty()) throw InputError(file, "/networks", "is empty; expected at least the backend compute network");
    for (const ProfileField& field : profileFields())
        for (const FieldIndices& at : instances(p, field.spec.pointer)) checkField(p, field, at, catalog, file);
    checkRules(p, catalog, file);
}

void checkProfileRules(const Profile& p, const Catalog& catalog, const std::string& file) {
    for (const ProfileField& field : profileFields())
        for (const FieldIndices& at : instances(p, field.spec.pointer))
            if (field.required(p, at) && std::holds_alternative<std::monostate>(field.get(p, at)))
                throw InputError(file, concretePointer(field.spec.pointer, at), "is required but missing");
    checkRules(p, catalog, file);
}

}  // namespace cp
