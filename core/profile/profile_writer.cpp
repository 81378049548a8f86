// Writing a profile document from the field declarations: what the planner gave, and whatever
// differs from its default (an edit), never a default nobody asked for.

#include <cmath>

#include "common/file_io.h"
#include "profile/profile_io.h"
#include "profile/profile_schema.h"

namespace cp {

namespace {

// 200 stays 200, not 200.0: a whole number within double's exact integers is written as one.
Json numberJson(double v) {
    if (std::floor(v) == v && std::fabs(v) < 9.0e15) return Json(static_cast<std::int64_t>(v));
    return Json(v);
}

Json valueJson(const FieldValue& value) {
    return std::visit(
        [](const auto& v) -> Json {
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, std::monostate>)
                return Json();
            else if constexpr (std::is_same_v<T, double>)
                return numberJson(v);
            else if constexpr (std::is_same_v<T, std::vector<double>>) {
                Json list = Json::array();
                for (double d : v) list.push_back(numberJson(d));
                return list;
            } else
                return Json(v);
        },
        value);
}

template <class S>
void writeFields(Json& object, const Section<S>& section, const S& s) {
    for (const Field<S>& f : section.fields()) {
        const FieldValue value = f.get(s);
        const bool given = s.present.has(f.spec.key);
        if (std::holds_alternative<std::monostate>(value)) {
            if (given && !f.spec.unset_json.empty()) object[f.spec.key] = f.spec.unset_json;
            continue;
        }
        const bool emptyList = isListKind(f.spec.kind) && value == f.spec.default_value;  // [] says nothing
        if (!emptyList && (given || f.isRequired(s) || value != f.spec.default_value)) object[f.spec.key] = valueJson(value);
    }
}

template <class S>
Json objectJson(const Section<S>& section, const S& s) {
    Json object = Json::object();
    writeFields(object, section, s);
    return object;
}

template <class S>
void writeList(Json& parent, const char* key, const Section<S>& section, const std::vector<S>& items) {
    if (items.empty()) return;
    Json list = Json::array();
    for (const S& item : items) list.push_back(objectJson(section, item));
    parent[key] = std::move(list);
}

Json networkJson(const NetworkInput& n) {
    Json j = objectJson(networkSection(), n);
    if (Json join = objectJson(zoneJoinSection(), n.zone_join);
        n.zone_join.present.has("kind") || join.size() > 1 || n.zone_join.kind != ZoneJoin{}.kind)
        j["zone_join"] = join;
    if (Json placement = objectJson(placementSection(), n.placement); !placement.empty()) j["placement"] = placement;
    writeList(j, "other_hosts", otherHostsSection(), n.other_hosts);
    writeList(j, "leaf_classes", leafClassSection(), n.leaf_classes);
    writeList(j, "extra_switches", extraSwitchesSection(), n.extra_switches);
    return j;
}

// An optional section: written when it holds anything (layout: whenever the profile gives it,
// so an empty layout still says "these are my floor's values, not the defaults").
template <class S>
void writeSection(Json& doc, const char* key, const Section<S>& section, const S& s, bool always = false) {
    Json object = objectJson(section, s);
    if (always || !object.empty()) doc[key] = std::move(object);
}

}  // namespace

Json profileToJson(const Profile& p) {
    Json doc;
    doc["schema"] = p.schema;
    writeFields(doc, topSection(), p);
    doc["compute"] = objectJson(computeSection(), p.compute);
    Json networks = Json::array();
    for (const NetworkInput& n : p.networks) networks.push_back(networkJson(n));
    doc["networks"] = std::move(networks);
    writeSection(doc, "storage", storageSection(), p.storage);
    if (p.layout.given) writeSection(doc, "layout", layoutSection(), p.layout, true);
    writeSection(doc, "power", powerSection(), p.power);
    writeSection(doc, "cost", costSection(), p.cost);
    Json workload = objectJson(workloadSection(), p.workload);
    if (Json a = objectJson(architectureSection(), p.workload.architecture); !a.empty()) workload["architecture"] = a;
    if (Json par = objectJson(parallelismSection(), p.workload.parallelism); !par.empty()) workload["parallelism"] = par;
    if (Json pub = objectJson(publishedSection(), p.workload.published); !pub.empty()) workload["published"] = pub;
    if (!workload.empty()) doc["workload"] = workload;
    writeSection(doc, "reliability", reliabilitySection(), p.reliability);
    return doc;
}

std::string profileToJsonText(const Profile& profile) { return profileToJson(profile).dump(2) + "\n"; }

void saveProfileFile(const std::string& path, const Profile& profile) { writeFileAtomically(path, profileToJsonText(profile)); }

}  // namespace cp
