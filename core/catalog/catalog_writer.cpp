#include "catalog/catalog_writer.h"

#include <cmath>

#include "catalog/catalog_fields.h"
#include "catalog/performance_specs_writer.h"

namespace cp {

namespace {

Json sourcedJson(const Sourced& s) { return Json{{"value", s.value}, {"source", s.source}}; }
Json sourcedJson(const SourcedCount& s) { return Json{{"value", s.value}, {"source", s.source}}; }

// {"fp8": ..., "bf16": ...} with only the precisions that have a value.
Json precisionsJson(const std::array<std::optional<Sourced>, kPrecisionCount>& values) {
    Json out = Json::object();
    for (Precision p : kPrecisions)
        if (const auto& v = values[static_cast<std::size_t>(p)]) out[precisionKey(p)] = sourcedJson(*v);
    return out;
}

// The part's declared sourced numbers (catalog_fields.h), in declaration order; an optional one
// only when given, a count as a whole number.
template <class Part>
void addSourcedFields(Json& out, const Part& part) {
    for (const SourcedField<Part>& f : sourcedFields<Part>())
        if (const std::optional<Sourced> v = f.get(part))
            out[std::string(f.key)] = f.count() ? sourcedJson(SourcedCount{std::llround(v->value), v->source}) : sourcedJson(*v);
}

template <class T>
void addSection(Json& doc, const char* key, const std::vector<T>& entries, bool keepEmpty) {
    if (entries.empty() && !keepEmpty) return;
    Json list = Json::array();
    for (const T& entry : entries) list.push_back(catalogEntryJson(entry));
    doc[key] = std::move(list);
}

}  // namespace

Json catalogEntryJson(const Gpu& g) {
    Json out{{"id", g.id},
             {"name", g.name},
             {"vendor", g.vendor},
             {"peak_tflops_dense", precisionsJson(g.peak_tflops_dense)}};
    addSourcedFields(out, g);
    return out;
}

Json catalogEntryJson(const NodeType& n) {
    Json nics = Json::array();
    for (const NodeNic& nic : n.nics)
        nics.push_back(Json{{"nic", nic.nic_id}, {"count", nic.count}, {"role", enumText(nic.role)}, {"source", nic.source}});
    Json out{{"id", n.id}, {"name", n.name}, {"gpu", n.gpu_id}, {"nics", nics}};
    addSourcedFields(out, n);
    if (!n.performance_host.empty()) out["performance_host"] = n.performance_host;
    const Json measured = precisionsJson(n.measured_gemm_tflops);
    if (!measured.empty()) out["measured_gemm_tflops"] = measured;
    return out;
}

Json catalogEntryJson(const Nic& n) {
    Json out{{"id", n.id}, {"name", n.name}};
    addSourcedFields(out, n);
    return out;
}

Json catalogEntryJson(const Switch& s) {
    Json modes = Json::array();
    for (const PortMode& m : s.port_modes)
        modes.push_back(Json{{"speed_gbps", m.speed_gbps}, {"ports", m.ports}, {"source", m.source}});
    Json out{{"id", s.id},
             {"name", s.name},
             {"vendor", s.vendor},
             {"kind", enumText(s.kind)},
             {"port_modes", modes}};
    addSourcedFields(out, s);
    return out;
}

Json catalogEntryJson(const Media& m) {
    Json out{{"id", m.id},
             {"name", m.name},
             {"speed_gbps", m.speed_gbps},
             {"class", m.media_class},
             {"pluggable_ends", m.pluggable_ends}};
    addSourcedFields(out, m);
    if (!m.twin_module.empty()) out["twin_module"] = m.twin_module;
    return out;
}

Json catalogEntryJson(const OrderableLengths& l) {
    return Json{{"id", l.id}, {"class", l.length_class}, {"lengths_m", l.lengths_m}, {"source", l.source}};
}

Json catalogEntryJson(const FailureClass& f) {
    Json out{{"id", f.id}, {"name", f.name}};
    addSourcedFields(out, f);
    if (!f.alternatives.empty()) {
        Json alternatives = Json::array();
        for (const NamedMttf& a : f.alternatives)
            alternatives.push_back(Json{{"name", a.name}, {"mttf_hours", sourcedJson(a.mttf_hours)}});
        out["alternatives"] = alternatives;
    }
    out["interrupts_job"] = f.interrupts_job;
    return out;
}

Json catalogEntryJson(const StorageServer& s) {
    Json out{{"id", s.id}, {"name", s.name}};
    addSourcedFields(out, s);
    return out;
}

Json catalogDocument(const Catalog& catalog, const std::string& description, bool keepEmptySections) {
    Json doc{{"schema", 1}};
    if (!description.empty()) doc["description"] = description;
    addSection(doc, "gpus", catalog.gpus, keepEmptySections);
    addSection(doc, "nodes", catalog.nodes, keepEmptySections);
    addSection(doc, "nics", catalog.nics, keepEmptySections);
    addSection(doc, "switches", catalog.switches, keepEmptySections);
    addSection(doc, "media", catalog.media, keepEmptySections);
    addSection(doc, "orderable_lengths", catalog.orderable_lengths, keepEmptySections);
    addSection(doc, "failure_classes", catalog.failure_classes, keepEmptySections);
    addSection(doc, "storage_servers", catalog.storage_servers, keepEmptySections);
    if (keepEmptySections || !perf::isEmpty(catalog.performance)) doc["performance"] = performanceSpecsJson(catalog.performance);
    return doc;
}

std::string catalogFileText(const Catalog& catalog, const std::string& description) {
    return catalogDocument(catalog, description).dump(2) + "\n";
}

}  // namespace cp
