#include "explore/uncertain_target.h"

#include <type_traits>

#include "catalog/catalog_fields.h"

namespace cp {

namespace {

constexpr std::string_view kCatalog = "/catalog/";

// Whether the build stages can read the field: a price (of anything but a medium, whose price picks
// the medium) and a failure class's figures are read only by the BOM, cost and reliability stages
// (test_uncertainty checks that varying them leaves every shipped design's fabric and cabling alike).
template <class Part>
bool buildReads(const SourcedField<Part>& field) {
    if constexpr (std::is_same_v<Part, FailureClass>) return false;
    if constexpr (std::is_same_v<Part, Media>) return true;
    return field.rule != SourcedRule::Price;
}

template <class Part>
std::optional<UncertainTarget> partNumber(std::vector<Part> Catalog::*parts, const Catalog& catalog, const std::string& id,
                                          const std::string& key, std::string& problem) {
    const std::vector<Part>& list = catalog.*parts;
    std::size_t index = list.size();
    for (std::size_t i = 0; i < list.size(); ++i)
        if (list[i].id == id) index = i;
    if (index == list.size()) {
        problem = "the catalog has no part \"" + id + "\" there";
        return std::nullopt;
    }
    for (const SourcedField<Part>& field : sourcedFields<Part>()) {
        if (field.key != key) continue;
        if (!field.get(list[index])) {
            problem = "\"" + id + "\" does not give " + key;
            return std::nullopt;
        }
        if (field.count()) {
            problem = std::string(key) + " is a count; ranges are for real-valued numbers";
            return std::nullopt;
        }
        UncertainTarget t;
        t.label = id + ": " + std::string(field.label);
        t.min = field.min;
        t.max = field.max;
        t.build = buildReads(field);
        t.catalog_get = [parts, index, field](const Catalog& c) { return field.get((c.*parts)[index])->value; };
        t.catalog_set = [parts, index, field](Catalog& c, double v) {
            Part& part = (c.*parts)[index];
            field.set(part, Sourced{v, field.get(part)->source});
        };
        return t;
    }
    problem = "a " + std::string(key) + " is not a sourced number of that part (catalog --markdown lists them)";
    return std::nullopt;
}

std::optional<UncertainTarget> catalogNumber(const std::string& path, const Catalog& catalog, std::string& problem) {
    const std::string rest = path.substr(kCatalog.size());
    const auto a = rest.find('/'), b = a == std::string::npos ? a : rest.find('/', a + 1);
    if (b == std::string::npos || rest.find('/', b + 1) != std::string::npos) {
        problem = "a catalog input is /catalog/SECTION/ID/KEY";
        return std::nullopt;
    }
    const std::string section = rest.substr(0, a), id = rest.substr(a + 1, b - a - 1), key = rest.substr(b + 1);
    if (section == "gpus") return partNumber(&Catalog::gpus, catalog, id, key, problem);
    if (section == "nodes") return partNumber(&Catalog::nodes, catalog, id, key, problem);
    if (section == "nics") return partNumber(&Catalog::nics, catalog, id, key, problem);
    if (section == "switches") return partNumber(&Catalog::switches, catalog, id, key, problem);
    if (section == "media") return partNumber(&Catalog::media, catalog, id, key, problem);
    if (section == "failure_classes") return partNumber(&Catalog::failure_classes, catalog, id, key, problem);
    if (section == "storage_servers") return partNumber(&Catalog::storage_servers, catalog, id, key, problem);
    problem = "\"" + section + "\" is not a catalog section (gpus, nodes, nics, switches, media, failure_classes, storage_servers)";
    return std::nullopt;
}

}  // namespace

double UncertainTarget::value(const Profile& profile, const Catalog& catalog) const {
    if (step_time_factor) return 1;
    if (!field) return catalog_get(catalog);
    const FieldValue v = fieldValue(profile, *field);
    if (const double* d = std::get_if<double>(&v)) return *d;
    return 0;  // an optional field not given: no value to vary (refused when resolved)
}

void UncertainTarget::set(Profile& profile, Catalog& catalog, EvaluateOptions& options, double v) const {
    if (step_time_factor)
        options.step_time_factor = v;
    else if (field)
        setFieldValue(profile, *field, FieldValue{v});
    else
        catalog_set(catalog, v);
}

std::string catalogPath(const std::string& section, const std::string& id, const std::string& key) {
    return std::string(kCatalog) + section + "/" + id + "/" + key;
}

std::optional<UncertainTarget> uncertainTarget(const std::string& path, const Catalog& catalog, std::string& problem) {
    if (path.starts_with(kCatalog)) return catalogNumber(path, catalog, problem);
    if (path == kStepTimeFactor) {
        UncertainTarget t;
        t.step_time_factor = true;
        t.label = "step-time model error (true step ÷ modelled)";
        t.min = 0.1;
        t.max = 10;
        return t;
    }
    const std::optional<FieldRef> ref = findProfileField(path);
    if (!ref) {
        problem = "no profile field is at this path (clusterplanner-cli fields lists them)";
        return std::nullopt;
    }
    if (ref->field->spec.kind != FieldKind::Real) {
        problem = "not a real-valued field; ranges are for real numbers (counts and words are design choices: sweep them)";
        return std::nullopt;
    }
    UncertainTarget t;
    t.field = ref;
    t.label = ref->field->spec.label;
    t.min = ref->field->spec.min;
    t.max = ref->field->spec.max;
    // The build stages are handed the build sections alone (plan/design_reuse.h).
    const std::string& section = ref->field->section;
    t.build = section.starts_with("/compute") || section.starts_with("/networks") || section.starts_with("/storage") ||
              section.starts_with("/layout");
    return t;
}

}  // namespace cp
