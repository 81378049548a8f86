#include "catalog/catalog_loader.h"

#include "catalog/catalog_fields.h"
#include "catalog/gpu_estimate.h"
#include "catalog/performance_specs_loader.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <limits>
#include <type_traits>
#include <unordered_map>
#include <unordered_set>

#include "common/file_io.h"
#include "common/format.h"
#include "common/input_error.h"
#include "common/json_reader.h"

namespace cp {

namespace {

constexpr std::int64_t kMaxSwitchPorts = 100000;
constexpr std::size_t kMaxNameBytes = 256;  // part names and vendors: shown in tables, BOMs and reports
// A NIC serves a compute, storage or frontend network; management takes a port of every host instead.
const std::vector<std::string> kNicRoles{"compute", "storage", "frontend"};
const std::vector<std::string> kMediaClasses{"dac", "aec", "utp", "aoc", "multimode", "singlemode", "coherent"};

std::string readId(JsonReader& r) {
    std::string id = r.string("id");
    const bool ok = !id.empty() && std::all_of(id.begin(), id.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.' || c == '_';
    });
    if (!ok) r.fail("id", "\"" + id + "\" is not a valid id; expected lowercase letters, digits, '-', '.', '_'");
    return id;
}

// A declared sourced number (catalog_fields.h) in its range, under its rule: prices are always
// editable assumptions, never presented as published facts; a powered part draws above 0 (media
// alone may draw nothing: a passive copper cable). nullopt: an optional one not given.
std::optional<Sourced> readSourcedField(JsonReader& r, const SourcedFieldSpec& f, bool optional, bool count) {
    if (optional && !r.has(f.key)) return std::nullopt;
    if (count) {
        const SourcedCount c = r.sourcedCount(f.key, std::llround(f.min), std::llround(f.max));
        return Sourced{static_cast<double>(c.value), c.source};
    }
    Sourced v = r.sourced(f.key, f.min, f.max);
    if (f.rule == SourcedRule::Price && !v.isAssumption())
        throw InputError(r.file(), r.childPath(f.key) + "/source",
                         "prices are assumptions the user edits; the source must start with \"assumption\"");
    if (f.rule == SourcedRule::Powered && v.value == 0)
        throw InputError(r.file(), r.childPath(f.key) + "/value",
                         "0 is out of range; expected a number > 0 (every powered part draws something)");
    return v;
}

template <class Part>
void readSourcedFields(JsonReader& r, Part& part) {
    for (const SourcedField<Part>& f : sourcedFields<Part>()) f.set(part, readSourcedField(r, f, f.optional(), f.count()));
}

// A fat tree gives half of a switch's ports down and half up (fabric/fat_tree.h), so a radix
// below 4 builds no tree (radix 1 divided by zero) and an odd one leaves a port no role.
std::int64_t readRadix(JsonReader& m) {
    const std::int64_t ports = m.integer("ports", 1, kMaxSwitchPorts);
    if (ports < 4 || ports % 2 != 0)
        m.fail("ports", std::to_string(ports) + " is not allowed; expected an even integer from 4 to " +
                            std::to_string(kMaxSwitchPorts) + " (a fat tree gives half the ports down and half up)");
    return ports;
}

Gpu readGpu(JsonReader& r) {
    Gpu g;
    g.id = readId(r);
    g.name = r.string("name", kMaxNameBytes);
    g.vendor = r.string("vendor", kMaxNameBytes);
    JsonReader peaks = r.object("peak_tflops_dense");
    for (Precision p : kPrecisions)
        g.peak_tflops_dense[static_cast<std::size_t>(p)] = peaks.optionalSourced(precisionKey(p), 0.001, 1e7);
    peaks.finish();
    if (std::none_of(kPrecisions.begin(), kPrecisions.end(), [&](Precision p) { return g.peakTflops(p).has_value(); }))
        r.fail("peak_tflops_dense", "needs at least one of " + joinQuoted(enumNames<Precision>()));
    readSourcedFields(r, g);
    return g;
}

NodeType readNode(JsonReader& r) {
    NodeType n;
    n.id = readId(r);
    n.name = r.string("name", kMaxNameBytes);
    n.gpu_id = r.string("gpu");
    readSourcedFields(r, n);
    for (JsonReader& nicReader : r.objects("nics", true)) {
        NodeNic nic;
        nic.nic_id = nicReader.string("nic");
        nic.count = nicReader.integer("count", 1, 1024);
        nic.role = *enumFromName<NetworkRole>(nicReader.oneOf("role", kNicRoles));
        nic.source = nicReader.string("source");
        nicReader.finish();
        n.nics.push_back(std::move(nic));
    }
    if (n.power_avg_w.value > n.power_max_w.value)
        throw InputError(r.file(), r.childPath("power_avg_w") + "/value",
                         formatNumber(n.power_avg_w.value) + " W is above power_max_w (" + formatNumber(n.power_max_w.value) +
                             " W); the average draw cannot exceed the maximum");
    n.performance_host = r.optionalString("performance_host").value_or("");
    if (auto measured = r.optionalObject("measured_gemm_tflops")) {
        for (Precision p : kPrecisions)
            n.measured_gemm_tflops[static_cast<std::size_t>(p)] = measured->optionalSourced(precisionKey(p), 0.001, 1e7);
        measured->finish();
    }
    return n;
}

Nic readNic(JsonReader& r) {
    Nic n;
    n.id = readId(r);
    n.name = r.string("name", kMaxNameBytes);
    readSourcedFields(r, n);
    return n;
}

FailureClass readFailureClass(JsonReader& r) {
    FailureClass f;
    f.id = readId(r);
    f.name = r.string("name", kMaxNameBytes);
    readSourcedFields(r, f);
    for (JsonReader& a : r.objects("alternatives", false)) {
        NamedMttf alt{a.string("name", kMaxNameBytes), a.sourced("mttf_hours", 1, 1e12)};
        a.finish();
        f.alternatives.push_back(std::move(alt));
    }
    f.interrupts_job = r.boolean("interrupts_job");
    return f;
}

StorageServer readStorageServer(JsonReader& r) {
    StorageServer s;
    s.id = readId(r);
    s.name = r.string("name", kMaxNameBytes);
    readSourcedFields(r, s);
    return s;
}

Switch readSwitch(JsonReader& r) {
    Switch s;
    s.id = readId(r);
    s.name = r.string("name", kMaxNameBytes);
    s.vendor = r.string("vendor", kMaxNameBytes);
    s.kind = r.choice<SwitchKind>("kind");
    auto modes = r.objects("port_modes", true);
    if (modes.empty()) r.fail("port_modes", "is empty; expected at least one {speed_gbps, ports, source}");
    for (JsonReader& m : modes) {
        PortMode mode;
        mode.speed_gbps = m.number("speed_gbps", 1, 1e5);
        mode.ports = readRadix(m);
        mode.source = m.string("source");
        m.finish();
        if (s.modeAt(mode.speed_gbps)) m.fail("speed_gbps", "repeats an earlier port mode's speed");
        s.port_modes.push_back(mode);
    }
    readSourcedFields(r, s);
    if (s.kind != SwitchKind::Chassis && s.line_card_slots)
        r.fail("line_card_slots", "only a chassis switch has line card slots (kind \"chassis\")");
    if (s.kind == SwitchKind::Chassis) {
        if (!s.line_card_slots) r.fail("line_card_slots", "is required but missing (a chassis switch)");
        for (std::size_t i = 0; i < s.port_modes.size(); ++i)
            if (s.port_modes[i].ports % s.line_card_slots->value != 0)
                r.failItem("port_modes", i,
                           std::to_string(s.port_modes[i].ports) + " ports do not divide over " +
                               std::to_string(s.line_card_slots->value) + " line card slots");
    }
    return s;
}

Media readMedia(JsonReader& r) {
    Media m;
    m.id = readId(r);
    m.name = r.string("name", kMaxNameBytes);
    m.speed_gbps = r.number("speed_gbps", 1, 1e5);
    m.media_class = r.oneOf("class", kMediaClasses);
    m.pluggable_ends = r.integer("pluggable_ends", 0, 2);
    if (m.pluggable_ends == 1) r.fail("pluggable_ends", "1 is not allowed; expected 0 or 2");
    readSourcedFields(r, m);
    m.twin_module = r.optionalString("twin_module").value_or("");
    return m;
}

OrderableLengths readLengths(JsonReader& r) {
    OrderableLengths l;
    l.id = readId(r);
    l.length_class = r.oneOf("class", {"dac", "aec", "utp", "aoc", "fiber"});
    l.lengths_m = r.optionalNumberList("lengths_m", 0.1, 1e6, 200);
    if (l.lengths_m.empty()) r.fail("lengths_m", "is required and must list at least one length");
    if (!std::is_sorted(l.lengths_m.begin(), l.lengths_m.end())) r.fail("lengths_m", "must be in ascending order");
    l.source = r.string("source");
    if (l.source.empty()) r.fail("source", "must not be empty; cite a document or say \"assumption\"");
    return l;
}

// Reads one section; an id already present from an earlier file is replaced. Ids are looked up
// in hash tables, so a section of n entries merges in O(n) (10^5 switches took 18 s before).
template <class T, class ReadFn>
void mergeSection(JsonReader& doc, std::string_view key, std::vector<T>& into, ReadFn read, const std::string& file,
                  Diagnostics& warnings) {
    std::vector<JsonReader> entries = doc.objects(key, false, kMaxCatalogEntries);
    std::unordered_map<std::string, std::size_t> existing;
    for (std::size_t i = 0; i < into.size(); ++i) existing.emplace(into[i].id, i);
    std::unordered_set<std::string> seenHere;
    for (JsonReader& entry : entries) {
        T item = read(entry);
        entry.finish();
        if (!seenHere.insert(item.id).second) entry.fail("id", "\"" + item.id + "\" appears twice in this file");
        item.origin = {file, entry.path()};
        if (auto it = existing.find(item.id); it != existing.end()) {
            T& replaced = into[it->second];
            warnings.push_back({entry.path(), file + " overrides \"" + item.id + "\" from " + replaced.origin.file});
            replaced = std::move(item);
        } else {
            existing.emplace(item.id, into.size());
            into.push_back(std::move(item));
        }
    }
}

}  // namespace

void mergeCatalogText(const std::string& text, const std::string& file, Catalog& catalog, Diagnostics& warnings) {
    const Json json = parseJson(text, file);
    ReadContext context{file, {}, {}};
    JsonReader doc(json, "", context);
    doc.schema(1, "catalog");
    Catalog merged = catalog;  // work on a copy: a failing file changes nothing
    mergeSection(doc, "gpus", merged.gpus, readGpu, file, context.warnings);
    mergeSection(doc, "nodes", merged.nodes, readNode, file, context.warnings);
    mergeSection(doc, "nics", merged.nics, readNic, file, context.warnings);
    mergeSection(doc, "switches", merged.switches, readSwitch, file, context.warnings);
    mergeSection(doc, "media", merged.media, readMedia, file, context.warnings);
    mergeSection(doc, "orderable_lengths", merged.orderable_lengths, readLengths, file, context.warnings);
    mergeSection(doc, "failure_classes", merged.failure_classes, readFailureClass, file, context.warnings);
    mergeSection(doc, "storage_servers", merged.storage_servers, readStorageServer, file, context.warnings);
    if (auto performance = doc.optionalObject("performance")) mergePerformanceSpecs(*performance, merged.performance);
    doc.optionalString("description");
    doc.finish();
    merged.files.push_back(file);
    catalog = std::move(merged);
    for (auto& w : context.warnings) warnings.push_back({file + ":" + w.path, w.message});
}

namespace {

// A calibrated GPU's datasheet figures are its catalog entry's, so the two never disagree; its
// GEMM curve may not beat the measured cuBLAS rate relative to those peaks.
void linkPerformanceGpu(perf::GpuCalibration& g, const Gpu& gpu) {
    if (!(gpu.hbm_gb.value > 0))
        throw InputError(gpu.origin.file, gpu.origin.path + "/hbm_gb/value",
                         "is 0; a GPU with performance specs (" + g.origin_path + ") needs its HBM capacity");
    if (g.scale_up.gpus_per_domain > 1 && !(gpu.scaleup_gbyte_per_s.value > 0))
        throw InputError(gpu.origin.file, gpu.origin.path + "/scaleup_gbyte_per_s/value",
                         "is 0; its performance specs put " + std::to_string(g.scale_up.gpus_per_domain) +
                             " GPUs in a scale-up domain (" + g.origin_path + "/scale_up/gpus_per_domain), which needs a bandwidth above 0");
    takeDatasheetFigures(g, gpu);
    const double ceiling = perf::gemmEfficiencyCeiling(g.gpu, g.benchmark_gemm_flops_per_second);
    for (std::size_t i = 0; i < g.gpu.gemm_efficiency.size(); ++i)
        if (g.gpu.gemm_efficiency[i].efficiency > ceiling + 1e-9)
            throw InputError(g.origin_file, g.origin_path + "/gemm_efficiency/" + std::to_string(i) + "/efficiency",
                             formatNumber(g.gpu.gemm_efficiency[i].efficiency) + " is above the measured GEMM rate (" +
                                 formatNumber(ceiling) +
                                 " of peak in benchmark_gemm_flops_per_second); a training GEMM cannot beat the benchmark");
}

// The performance specs name catalog GPUs (whose datasheet figures they take), node types name
// their performance host, and the interconnect is complete once any GPU is calibrated. `gpus`:
// the catalog's GPUs by id (a hash map, so 10^4 specs stay linear).
template <class Gpus>
void linkPerformanceSpecs(Catalog& catalog, const Gpus& gpus) {
    perf::PerformanceCalibration& perf = catalog.performance;
    if (!perf.gpus.empty())
        if (const std::string missing = missingInterconnectValue(perf); !missing.empty())
            throw InputError(catalog.files.empty() ? "" : catalog.files.front(), "/performance/interconnect/" + missing,
                             "is required once a GPU has performance specs");
    for (perf::GpuCalibration& g : perf.gpus) {
        const auto gpu = gpus.find(g.gpu.name);
        if (gpu == gpus.end())
            throw InputError(g.origin_file, g.origin_path + "/id", "\"" + g.gpu.name + "\" is not a GPU in the catalog");
        linkPerformanceGpu(g, *gpu->second);
    }
    std::unordered_set<std::string> hosts;
    for (const perf::HostCalibration& h : perf.hosts) hosts.insert(h.name);
    for (const NodeType& node : catalog.nodes)
        if (!node.performance_host.empty() && !hosts.count(node.performance_host))
            throw InputError(node.origin.file, node.origin.path + "/performance_host",
                             "\"" + node.performance_host + "\" is not a host of the performance specs (/performance/hosts)");
}

// A node's maximum draw holds its GPUs and NICs: the rest of the node (CPUs, memory, fans) is what
// is left, and a node rated below its parts gave a negative "rest of node" (-2,928.8 kW).
template <class NicIndex>
void checkNodePower(const NodeType& node, const Gpu& gpu, const NicIndex& nics) {
    const double gpusW = static_cast<double>(node.gpus_per_node.value) * gpu.tdp_w.value;
    double nicsW = 0;
    for (const NodeNic& n : node.nics) nicsW += static_cast<double>(n.count) * nics.at(n.nic_id)->power_w.value;
    if (node.power_max_w.value >= gpusW + nicsW) return;
    throw InputError(node.origin.file, node.origin.path + "/power_max_w/value",
                     formatNumber(node.power_max_w.value) + " W is below what its parts draw (" +
                         std::to_string(node.gpus_per_node.value) + " × " + formatNumber(gpu.tdp_w.value) + " W GPUs" +
                         (nicsW > 0 ? " + " + formatNumber(nicsW) + " W of NICs" : std::string()) + " = " +
                         formatNumber(gpusW + nicsW) + " W); expected the whole node's maximum draw");
}

}  // namespace

void linkCatalog(Catalog& catalog) {
    // Hash sets, not Catalog::find* (a linear scan each): 10^5 nodes stay linear.
    auto ids = [](const auto& parts) {
        std::unordered_map<std::string, const std::remove_cvref_t<decltype(parts.front())>*> out;
        for (const auto& p : parts) out.emplace(p.id, &p);
        return out;
    };
    const auto media = ids(catalog.media);
    const auto gpus = ids(catalog.gpus);
    const auto nics = ids(catalog.nics);
    for (const Media& m : catalog.media) {
        if (m.twin_module.empty()) continue;
        const auto twin = media.find(m.twin_module);
        if (twin == media.end())
            throw InputError(m.origin.file, m.origin.path + "/twin_module",
                             "\"" + m.twin_module + "\" is not a medium in the catalog");
        if (twin->second->media_class != m.media_class || twin->second->speed_gbps != 2 * m.speed_gbps)
            throw InputError(m.origin.file, m.origin.path + "/twin_module",
                             "\"" + m.twin_module + "\" must be the same class at twice the speed (" +
                                 formatNumber(2 * m.speed_gbps) + "G " + m.media_class + ")");
    }
    linkPerformanceSpecs(catalog, gpus);
    for (const NodeType& node : catalog.nodes) {
        if (!gpus.count(node.gpu_id))
            throw InputError(node.origin.file, node.origin.path + "/gpu", "\"" + node.gpu_id + "\" is not a GPU in the catalog");
        for (std::size_t i = 0; i < node.nics.size(); ++i)
            if (!nics.count(node.nics[i].nic_id))
                throw InputError(node.origin.file, node.origin.path + "/nics/" + std::to_string(i) + "/nic",
                                 "\"" + node.nics[i].nic_id + "\" is not a NIC in the catalog");
        checkNodePower(node, *gpus.at(node.gpu_id), nics);
    }
}

std::vector<std::string> catalogFilesIn(const std::string& dir) {
    namespace fs = std::filesystem;
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) throw InputError(dir, "", "catalog folder not found");
    std::vector<std::string> files;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        if (entry.path().extension() != ".json") continue;
        // The error_code forms: a symlink loop threw filesystem_error out of main. A .json that is
        // not a readable regular file is named: the catalog would silently lack its parts.
        std::error_code entryError;
        if (!entry.is_regular_file(entryError))
            throw InputError(entry.path().string(), "",
                             entryError ? "cannot be read: " + entryError.message()
                                        : "is not a regular file (a pipe, FIFO, device or socket); expected a file saved on disk");
        files.push_back(entry.path().string());
    }
    std::sort(files.begin(), files.end());
    if (files.empty()) throw InputError(dir, "", "catalog folder has no .json files");
    return files;
}

std::vector<std::string> catalogFileList(const std::string& dataDir, const std::vector<std::string>& userFiles) {
    std::vector<std::string> files = catalogFilesIn(dataDir + "/catalog");
    files.insert(files.end(), userFiles.begin(), userFiles.end());
    return files;
}

Catalog overlayCatalogText(const Catalog& base, const std::string& text, const std::string& file, Diagnostics& warnings) {
    Catalog catalog = base;
    Diagnostics collected;
    mergeCatalogText(text, file, catalog, collected);
    linkCatalog(catalog);
    warnings.insert(warnings.end(), collected.begin(), collected.end());
    return catalog;
}

Catalog loadCatalogFiles(const std::vector<std::string>& files, Diagnostics& warnings) {
    Catalog catalog;
    Diagnostics collected;
    for (const auto& file : files) mergeCatalogText(readTextFile(file), file, catalog, collected);
    linkCatalog(catalog);
    warnings.insert(warnings.end(), collected.begin(), collected.end());
    return catalog;
}

}  // namespace cp
