#include "plan/assumptions.h"

#include <algorithm>
#include <utility>

#include "catalog/catalog_fields.h"
#include "common/format.h"
#include "profile/network_roles.h"
#include "profile/profile_schema.h"

namespace cp {

namespace {

class AssumptionList {
public:
    void sourced(const std::string& kind, const std::string& id, const std::string& name, const std::string& field,
                 const Sourced& v, const std::string& unit) {
        rows.push_back({kind, id, name, field, v.value, unit, v.source});
    }
    // The part's declared sourced numbers that the plan rests on (catalog_fields.h).
    template <class Part>
    void cited(const std::string& kind, const Part& part) {
        for (const SourcedField<Part>& f : sourcedFields<Part>())
            if (const std::optional<Sourced> v = f.cited ? f.get(part) : std::nullopt)
                sourced(kind, part.id, part.name, std::string(f.label), *v, std::string(f.unit));
    }
    void input(const std::string& field, std::variant<double, std::string> value, const std::string& unit,
               const std::string& source = "profile") {
        rows.push_back({"profile", "", "", field, std::move(value), unit, source});
    }
    std::vector<Assumption> rows;
};

template <typename T>
void addOnce(std::vector<T>& list, const T& value) {
    if (std::find(list.begin(), list.end(), value) == list.end()) list.push_back(value);
}

std::string joined(const std::vector<double>& values) {
    std::string out;
    for (double v : values) out += (out.empty() ? "" : ", ") + formatNumber(v);
    return out;
}

void listCatalogValues(const Profile& profile, const Catalog& catalog, const Plan& plan, AssumptionList& a) {
    const NodeType* node = catalog.findNode(plan.compute.node_type_id);
    if (!node) return;
    if (const Gpu* g = catalog.findGpu(node->gpu_id)) {
        for (Precision p : kPrecisions)
            if (const auto& peak = g->peakTflops(p))
                a.sourced("GPU", g->id, g->name, std::string("Peak dense ") + precisionKey(p), *peak, "TFLOP/s");
        a.cited("GPU", *g);
    }
    a.cited("node", *node);
    for (Precision p : kPrecisions)
        if (const auto& gemm = node->measuredTflops(p))
            a.sourced("node", node->id, node->name, std::string("Measured GEMM ") + precisionKey(p), *gemm, "TFLOP/s");

    std::vector<std::string> nics;
    for (const NodeNic& n : node->nics)  // those the design cables: the others are only in the node's price
        if (cablesNicRole(profile, n.role)) addOnce(nics, n.nic_id);
    if (profile.storage.servers > 0) addOnce(nics, profile.storage.nic);
    for (const std::string& id : nics)
        if (const Nic* n = catalog.findNic(id)) a.cited("NIC", *n);

    std::vector<std::string> switches, media;
    if (plan.fabric)
        for (const NetworkResult& net : plan.fabric->networks)
            for (const TierResult& t : net.tiers) addOnce(switches, t.switch_id);
    for (const NetworkInput& net : profile.networks)
        for (const ExtraSwitches& e : net.extra_switches) addOnce(switches, e.switch_id);
    for (const std::string& id : switches)
        if (const Switch* sw = catalog.findSwitch(id)) {
            for (const PortMode& m : sw->port_modes)
                a.rows.push_back({"switch", sw->id, sw->name, std::string("Ports at ") + formatNumber(m.speed_gbps) + "G",
                                  static_cast<double>(m.ports), "", m.source});
            a.cited("switch", *sw);
        }
    if (plan.cabling) {
        for (const MediaUse& m : plan.cabling->by_media) addOnce(media, m.media);
        for (const TransceiverUse& t : plan.cabling->transceivers) addOnce(media, t.module);
    }
    std::vector<std::string> lengthClasses;
    for (const std::string& id : media)
        if (const Media* m = catalog.findMedia(id)) {
            a.cited("medium", *m);
            addOnce(lengthClasses, m->lengthClass());
        }
    for (const std::string& c : lengthClasses)
        if (const OrderableLengths* l = catalog.lengthsFor(c))
            a.rows.push_back({"lengths", l->id, c, "Orderable lengths", joined(l->lengths_m), "m", l->source});
    if (profile.storage.servers > 0)
        if (const StorageServer* s = catalog.findStorageServer(profile.storage.server_type))
            a.cited("storage server", *s);
    if (plan.reliability)
        for (const FailureLine& line : plan.reliability->breakdown)
            if (const FailureClass* fc = catalog.findFailureClass(line.failure_class))
                a.cited("failure class", *fc);
}

// A field's value as the sheet shows it: numbers as numbers, the rest as text; nullopt when the
// field says nothing (not given, an empty list or text).
std::optional<std::variant<double, std::string>> shownValue(const FieldValue& value) {
    if (const auto* i = std::get_if<std::int64_t>(&value)) return static_cast<double>(*i);
    if (const auto* d = std::get_if<double>(&value)) return *d;
    if (const auto* b = std::get_if<bool>(&value)) return std::string(*b ? "true" : "false");
    if (const auto* t = std::get_if<std::string>(&value); t && !t->empty()) return *t;
    if (const auto* list = std::get_if<std::vector<double>>(&value); list && !list->empty()) return joined(*list);
    if (const auto* words = std::get_if<std::vector<std::string>>(&value); words && !words->empty()) {
        std::string out;
        for (const std::string& w : *words) out += (out.empty() ? "" : ", ") + w;
        return out;
    }
    return std::nullopt;
}

// "networks[backend].zone_join.kind": the field's pointer with networks named, dots for slashes.
std::string inputName(const Profile& profile, const ProfileField& field, const FieldIndices& at) {
    std::string name = concretePointer(field.spec.pointer, at).substr(1);
    if (name.rfind("networks/", 0) == 0 && !at.empty()) {
        const std::string index = std::to_string(at[0]);
        name = "networks[" + profile.networks[at[0]].name + "]" + name.substr(9 + index.size());
    }
    for (char& c : name)
        if (c == '/') c = '.';
    return name;
}

// Every field that holds a value, in file order, from the field declarations.
void listProfileInputs(const Profile& profile, AssumptionList& a) {
    const std::string layoutDefault = "default (assumption): the profile has no layout section";
    for (const ProfileField& field : profileFields()) {
        // Not the name and description, nor the fields of listed hosts and extra switches (the BOM and plan show those).
        const bool listElement = field.section.find("/*/") != std::string::npos && field.section.back() == '*';
        if (field.section.empty() || listElement) continue;
        const bool perNetwork = field.spec.pointer.rfind("/networks/", 0) == 0;
        for (std::size_t n = 0; n < (perNetwork ? profile.networks.size() : 1); ++n) {
            const FieldIndices at = perNetwork ? FieldIndices{n} : FieldIndices{};
            if (!field.spec.when.empty() && !field.required(profile, at)) continue;  // inter-zone links without a links join
            const auto value = shownValue(field.get(profile, at));
            if (!value) continue;
            std::string source = field.spec.assumption ? "profile (assumption)" : "profile";
            if (field.section == "/layout" && !profile.layout.given) source = layoutDefault;
            if (!field.spec.default_source.empty() && field.get(profile, at) == field.spec.default_value)
                source = "default: " + field.spec.default_source;
            a.input(inputName(profile, field, at), *value, field.spec.unit, source);
        }
    }
}

}  // namespace

std::vector<Assumption> planAssumptions(const Profile& profile, const Catalog& catalog, const Plan& plan) {
    AssumptionList list;
    listCatalogValues(profile, catalog, plan, list);
    listProfileInputs(profile, list);
    return std::move(list.rows);
}

}  // namespace cp
