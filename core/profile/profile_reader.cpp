// Reading a profile document: every field from its declaration (profile_schema.cpp), then the
// rules between fields (profile_rules.cpp).

#include <algorithm>

#include "common/file_io.h"
#include "common/input_error.h"
#include "profile/profile_io.h"
#include "profile/profile_rules.h"
#include "profile/profile_schema.h"

namespace cp {

namespace {

std::int64_t countBound(double bound) { return static_cast<std::int64_t>(bound); }

FieldValue readCount(JsonReader& r, const FieldSpec& f) {
    if (!f.unset_json.empty()) {
        const Json& raw = r.raw(f.key);
        if (raw.is_string()) {
            if (raw.get<std::string>() == f.unset_json) return FieldValue{};
            r.fail(f.key, "expected \"" + f.unset_json + "\" or an integer from " + std::to_string(countBound(f.min)) + " to " +
                              std::to_string(countBound(f.max)) + ", found " + JsonReader::describe(raw));
        }
    }
    return r.integer(f.key, countBound(f.min), countBound(f.max));
}

std::vector<std::string> readWords(JsonReader& r, const FieldSpec& f, const Catalog& catalog) {
    std::vector<std::string> words = r.optionalTextList(f.key, f.max_items);
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (f.kind == FieldKind::PartList && !words[i].empty() && !catalogHas(catalog, f.part, words[i]))
            r.failItem(f.key, i, missingPartMessage(words[i], f.part));
        if (f.kind == FieldKind::ChoiceList && std::find(f.choices.begin(), f.choices.end(), words[i]) == f.choices.end())
            r.failItem(f.key, i, "\"" + words[i] + "\" is not " + f.choice_what + "; expected one of " + joinQuoted(f.choices));
    }
    return words;
}

FieldValue readValue(JsonReader& r, const FieldSpec& f, const Catalog& catalog) {
    switch (f.kind) {
    case FieldKind::Count:
        return readCount(r, f);
    case FieldKind::Real:
        return r.number(f.key, f.min, f.max);
    case FieldKind::Boolean:
        return r.boolean(f.key);
    case FieldKind::Choice:
        return r.oneOf(f.key, f.choices);
    case FieldKind::Part: {
        std::string id = r.string(f.key);
        if (!catalogHas(catalog, f.part, id)) r.fail(f.key, missingPartMessage(id, f.part));
        return id;
    }
    case FieldKind::RealList:
        return r.optionalNumberList(f.key, f.min, f.max, f.max_items);
    case FieldKind::ChoiceList:
    case FieldKind::PartList:
        return readWords(r, f, catalog);
    case FieldKind::Text:
    case FieldKind::Network:
    case FieldKind::Auto:
        break;
    }
    // A text field's max is its length in bytes (profile_schema.cpp); else the reader's limit.
    return r.string(f.key, f.max > 0 ? static_cast<std::size_t>(f.max) : JsonReader::kMaxTextBytes);
}

// A file's errors reported at once: at most this many (a hostile file could have millions).
constexpr std::size_t kMaxCollectedErrors = 100;

// Every field of the section; a bad field is collected (the field keeps its default) and reading
// goes on, so one run of `validate` names every bad field of the file.
template <class S>
void readFields(JsonReader& r, const Section<S>& section, S& s, const Catalog& catalog) {
    for (const Field<S>& f : section.fields()) try {
            if (!r.has(f.spec.key)) {
                if (f.isRequired(s)) r.fail(f.spec.key, "is required but missing");
                continue;
            }
            f.set(s, readValue(r, f.spec, catalog));
        } catch (const InputError& e) {
            std::vector<InputError>& errors = r.context().errors;
            if (errors.size() + 1 >= kMaxCollectedErrors) throw;
            errors.push_back(e);
        }
}

// The rules between fields judge values the file gave: after a bad field (now its default) they
// would report what the file does not say, so they wait until every field read.
template <class Check>
void checkRules(const ReadContext& context, Check check) {
    if (context.errors.empty()) check();
}

template <class S>
S readObject(JsonReader r, const Section<S>& section, const Catalog& catalog) {
    S s;
    readFields(r, section, s, catalog);
    r.finish();
    return s;
}

template <class S>
std::vector<S> readObjects(JsonReader& r, const char* key, const Section<S>& section, const Catalog& catalog) {
    std::vector<S> out;
    for (JsonReader& item : r.objects(key, false, kMaxProfileListItems)) out.push_back(readObject(item, section, catalog));
    return out;
}

NetworkInput readNetwork(JsonReader& r, std::size_t index, const std::vector<NetworkInput>& earlier, const Catalog& catalog) {
    NetworkInput n;
    readFields(r, networkSection(), n, catalog);
    if (auto join = r.optionalObject("zone_join")) n.zone_join = readObject(*join, zoneJoinSection(), catalog);
    if (auto placement = r.optionalObject("placement")) n.placement = readObject(*placement, placementSection(), catalog);
    n.other_hosts = readObjects(r, "other_hosts", otherHostsSection(), catalog);
    n.leaf_classes = readObjects(r, "leaf_classes", leafClassSection(), catalog);
    n.extra_switches = readObjects(r, "extra_switches", extraSwitchesSection(), catalog);
    r.finish();
    checkRules(r.context(), [&] { checkNetworkRules(n, index, earlier, catalog, r.file()); });
    return n;
}

// The workload with its architecture and parallelism objects.
WorkloadInput readWorkload(JsonReader r, const Catalog& catalog) {
    WorkloadInput w;
    readFields(r, workloadSection(), w, catalog);
    if (auto a = r.optionalObject("architecture")) w.architecture = readObject(*a, architectureSection(), catalog);
    if (auto p = r.optionalObject("parallelism")) w.parallelism = readObject(*p, parallelismSection(), catalog);
    if (auto p = r.optionalObject("published")) w.published = readObject(*p, publishedSection(), catalog);
    r.finish();
    return w;
}

// An optional section: its struct's defaults when absent.
template <class S>
void readOptionalSection(JsonReader& doc, const char* key, const Section<S>& section, S& s, const Catalog& catalog) {
    if (auto r = doc.optionalObject(key)) s = readObject(*r, section, catalog);
}

Profile readSections(const Json& json, ReadContext& context, const Catalog& catalog) {
    JsonReader doc(json, "", context);
    Profile p;
    p.schema = doc.schema(kProfileSchema, "profile");
    readFields(doc, topSection(), p, catalog);
    p.compute = readObject(doc.object("compute"), computeSection(), catalog);
    checkRules(context, [&] { checkComputeRules(p.compute, context.file); });
    auto networks = doc.objects("networks", true, kMaxProfileNetworks);
    if (networks.empty()) doc.fail("networks", "is empty; expected at least the backend compute network");
    for (std::size_t i = 0; i < networks.size(); ++i) p.networks.push_back(readNetwork(networks[i], i, p.networks, catalog));
    readOptionalSection(doc, "storage", storageSection(), p.storage, catalog);
    checkRules(context, [&] { checkStorageRules(p.storage, p.networks, context.file); });
    if (doc.has("layout")) {
        readOptionalSection(doc, "layout", layoutSection(), p.layout, catalog);
        p.layout.given = true;
    }
    readOptionalSection(doc, "power", powerSection(), p.power, catalog);
    readOptionalSection(doc, "cost", costSection(), p.cost, catalog);
    if (auto w = doc.optionalObject("workload")) p.workload = readWorkload(*w, catalog);
    checkRules(context, [&] { checkWorkloadRules(p.workload, context.file); });
    readOptionalSection(doc, "reliability", reliabilitySection(), p.reliability, catalog);
    checkRules(context, [&] { checkReliabilityRules(p.reliability, context.file); });
    doc.finish();
    return p;
}

// The profile, or the first error with every other one the reader collected attached: field
// errors go on reading; an error of the file's structure (a section that is not an object, an
// array too long) or of a rule stops it.
Profile readProfile(const Json& json, ReadContext& context, const Catalog& catalog) {
    std::vector<InputError>& errors = context.errors;
    try {
        Profile p = readSections(json, context, catalog);
        if (errors.empty()) return p;
    } catch (const InputError& e) {
        if (errors.empty()) throw;
        errors.push_back(e);
    }
    std::vector<std::string> further;
    for (std::size_t i = 1; i < errors.size(); ++i) further.push_back(errors[i].what());
    InputError first = errors.front();
    throw first.withFurtherErrors(std::move(further));
}

}  // namespace

const NetworkInput* Profile::findNetwork(const std::string& networkName) const {
    auto it = std::find_if(networks.begin(), networks.end(), [&](const NetworkInput& n) { return n.name == networkName; });
    return it == networks.end() ? nullptr : &*it;
}

Profile readProfileJson(const Json& document, const std::string& file, const Catalog& catalog, Diagnostics& warnings) {
    ReadContext context{file, {}, {}};
    Profile profile = readProfile(document, context, catalog);
    warnings.insert(warnings.end(), context.warnings.begin(), context.warnings.end());
    return profile;
}

Profile parseProfile(const std::string& text, const std::string& file, const Catalog& catalog, Diagnostics& warnings) {
    Json document = parseJson(text, file);
    Profile profile = readProfileJson(document, file, catalog, warnings);
    discardJson(document);
    return profile;
}

Profile loadProfileFile(const std::string& path, const Catalog& catalog, Diagnostics& warnings) {
    return parseProfile(readTextFile(path), path, catalog, warnings);
}

}  // namespace cp
