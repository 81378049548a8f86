#include "catalog/performance_specs_loader.h"

#include <algorithm>
#include <initializer_list>
#include <unordered_map>
#include <unordered_set>

#include "catalog/catalog_limits.h"
#include "common/format.h"
#include "common/input_error.h"

namespace cp {

using namespace perf;  // the types this file reads

namespace {

constexpr double kMaxFlops = 1e18;
constexpr double kMaxBytesPerSecond = 1e15;
constexpr double kMaxLatencySeconds = 1e-2;
constexpr double kMinEfficiency = 1e-3;
// Points of one GPU's GEMM efficiency curve: every GEMM of every candidate the parallelism search
// tries looks the curve up, so its length multiplies the search time (the shipped curves have 5-6).
constexpr std::size_t kMaxCurvePoints = 100;

Sourced efficiency(JsonReader& r, std::string_view key) { return r.sourced(key, kMinEfficiency, 1.0); }
Sourced latency(JsonReader& r, std::string_view key) { return r.sourced(key, 0.0, kMaxLatencySeconds); }
Sourced absent(const char* why) { return Sourced{0.0, why}; }

// Each value a file gives replaces the one before (a user calibration overrides the shipped one).
void readInterconnect(JsonReader r, PerformanceCalibration& c) {
    for (const auto& v : interconnectValues(c))
        if (r.has(v.key)) *v.value = v.latency ? latency(r, v.key) : efficiency(r, v.key);
    r.finish();
}

// Measured GEMM rates {"bf16": {...}, ...}: any subset of the precisions, at least one.
std::array<Sourced, kPrecisionCount> readBenchmarks(JsonReader r) {
    std::array<Sourced, kPrecisionCount> out;
    out.fill(absent("not measured"));
    bool any = false;
    for (const Precision p : kPrecisions)
        if (auto s = r.optionalSourced(precisionKey(p), 1e9, kMaxFlops)) {
            out[static_cast<std::size_t>(p)] = *s;
            any = true;
        }
    if (!any) r.failHere("expected at least one of " + joinQuoted(enumNames<Precision>()));
    r.finish();
    return out;
}

// Ascending GEMM sizes, efficiencies in (0, 1]. That none is above the measured cuBLAS rate is
// checked once the GPU's peaks are known (linkPerformanceSpecs).
std::vector<GemmEfficiencyPoint> readCurve(JsonReader& gpu) {
    std::vector<GemmEfficiencyPoint> curve;
    for (JsonReader& point : gpu.objects("gemm_efficiency", true, kMaxCurvePoints)) {
        GemmEfficiencyPoint p;
        p.gemm_flops = point.number("gemm_flops", 1.0, 1e16);
        p.efficiency = point.number("efficiency", kMinEfficiency, 1.0);
        p.source = point.string("source");
        if (p.source.empty()) point.fail("source", "must not be empty; cite a document or say \"assumption\"");
        if (!curve.empty() && p.gemm_flops <= curve.back().gemm_flops)
            point.fail("gemm_flops", formatNumber(p.gemm_flops) + " is not above the previous point's " +
                                         formatNumber(curve.back().gemm_flops) + "; list the points by ascending GEMM size");
        point.finish();
        curve.push_back(p);
    }
    if (curve.empty()) gpu.fail("gemm_efficiency", "needs at least one point");
    return curve;
}

// Keys that files written before these figures moved to the GPU entry still carry: read, not used.
void ignoreDatasheetKeys(JsonReader& r, std::initializer_list<std::string_view> keys) {
    for (const std::string_view key : keys)
        if (r.has(key)) {
            (void)r.raw(key);
            r.context().warnings.push_back({r.childPath(key),
                                            "ignored: a GPU's peaks, HBM capacity and bandwidth and scale-up bandwidth are "
                                            "its catalog entry's (/gpus: peak_tflops_dense, hbm_gb, hbm_gbyte_per_s, "
                                            "scaleup_gbyte_per_s)"});
        }
}

void readScaleUp(JsonReader r, GpuCalibration& g) {
    ignoreDatasheetKeys(r, {"bandwidth_bytes_per_second"});
    g.scale_up_gpus = r.sourced("gpus_per_domain", 1, 1'000'000);
    g.scale_up.gpus_per_domain = static_cast<std::int64_t>(g.scale_up_gpus.value);
    if (static_cast<double>(g.scale_up.gpus_per_domain) != g.scale_up_gpus.value)
        r.fail("gpus_per_domain", "expected a whole number of GPUs");
    g.scale_up.efficiency = efficiency(r, "efficiency");
    g.scale_up.latency_seconds = latency(r, "latency_seconds");
    g.scale_up.nvls_efficiency = r.optionalSourced("nvls_efficiency", kMinEfficiency, 1.0).value_or(absent("no NVLink SHARP"));
    r.finish();
}

GpuCalibration readGpu(JsonReader& r) {
    GpuCalibration g;
    g.gpu.name = r.string("id");  // the catalog GPU it calibrates
    g.origin_file = r.file();
    g.origin_path = r.path();
    if (g.gpu.name.empty()) r.fail("id", "must not be empty");
    ignoreDatasheetKeys(r, {"peak_flops_per_second", "hbm_bytes", "hbm_bytes_per_second"});
    if (auto bench = r.optionalObject("benchmark_gemm_flops_per_second"))
        g.benchmark_gemm_flops_per_second = readBenchmarks(*bench);
    else
        g.benchmark_gemm_flops_per_second.fill(absent("not measured"));
    g.gpu.gemm_efficiency = readCurve(r);
    g.gpu.memory_bound_efficiency = efficiency(r, "memory_bound_efficiency");
    g.gpu.flash_attention_efficiency = efficiency(r, "flash_attention_efficiency");
    g.gpu.fp8_gemm_share = r.optionalSourced("fp8_gemm_share", 0.05, 1).value_or(absent("FP8 GEMMs at the curve"));
    g.gpu.usable_memory_fraction = efficiency(r, "usable_memory_fraction");
    readScaleUp(r.object("scale_up"), g);
    r.finish();
    return g;
}

HostCalibration readHost(JsonReader& r) {
    HostCalibration h;
    h.name = r.string("id");  // what node types name as their performance_host
    if (h.name.empty()) r.fail("id", "must not be empty");
    h.gpus_per_node = r.sourced("gpus_per_node", 1, 1'000'000);
    if (h.gpus_per_node.value != static_cast<double>(static_cast<std::int64_t>(h.gpus_per_node.value)))
        r.fail("gpus_per_node", "expected a whole number of GPUs");
    h.pcie_bytes_per_second = r.sourced("pcie_bytes_per_second", 1e6, kMaxBytesPerSecond);
    h.p2p_through_host_bytes_per_second =
        r.optionalSourced("p2p_through_host_bytes_per_second", 1e6, kMaxBytesPerSecond).value_or(absent("GPUs peer directly"));
    h.host_memory_bytes_per_second =
        r.optionalSourced("host_memory_bytes_per_second", 1e6, kMaxBytesPerSecond).value_or(absent("not limited"));
    r.finish();
    return h;
}

SoftwareStack readStack(JsonReader& r) {
    SoftwareStack s;
    s.name = r.string("id");  // what profiles name as their workload.software_stack
    if (s.name.empty()) r.fail("id", "must not be empty");
    s.label = r.string("name");
    s.layer_overhead_seconds = r.sourced("layer_overhead_seconds", 0, 1);
    r.finish();
    return s;
}

// An entry whose id repeats one from an earlier file replaces it; twice in one file is an error.
// At most kMaxCatalogEntries per file, ids looked up in hash tables: linear in the entries.
template <class Item, class Id, class Read>
void mergeEntries(JsonReader& parent, const char* key, std::vector<Item>& into, Id id, Read read) {
    std::unordered_map<std::string, std::size_t> existing;
    for (std::size_t i = 0; i < into.size(); ++i) existing.emplace(id(into[i]), i);
    std::unordered_set<std::string> inThisFile;
    for (JsonReader& entry : parent.objects(key, false, kMaxCatalogEntries)) {
        Item item = read(entry);
        const std::string itemId = id(item);
        if (!inThisFile.insert(itemId).second)  // built by append: GCC 12 warns (-Wrestrict) on "\"" + id + "..."
            entry.fail("id", std::string("\"").append(itemId).append("\" is listed twice in this file; each id once"));
        if (auto same = existing.find(itemId); same != existing.end()) {
            into[same->second] = std::move(item);
        } else {
            existing.emplace(itemId, into.size());
            into.push_back(std::move(item));
        }
    }
}

}  // namespace

void mergePerformanceSpecs(JsonReader& performance, PerformanceCalibration& into) {
    if (auto interconnect = performance.optionalObject("interconnect")) readInterconnect(*interconnect, into);
    mergeEntries(
        performance, "gpus", into.gpus, [](const GpuCalibration& g) { return g.gpu.name; }, readGpu);
    mergeEntries(
        performance, "hosts", into.hosts, [](const HostCalibration& h) { return h.name; }, readHost);
    mergeEntries(
        performance, "software_stacks", into.stacks, [](const SoftwareStack& s) { return s.name; }, readStack);
    if (auto error = performance.optionalObject("model_error")) {
        into.model_error.throughput_p10 = error->sourced("throughput_p10", -0.9, 9);
        into.model_error.throughput_p90 = error->sourced("throughput_p90", -0.9, 9);
        if (into.model_error.throughput_p90.value < into.model_error.throughput_p10.value)
            error->fail("throughput_p90", "is below throughput_p10; expected the 90th percentile at or above the 10th");
        error->finish();
    }
    performance.finish();
}

std::string missingInterconnectValue(const PerformanceCalibration& c) {
    for (const auto& v : interconnectValues(c))
        if (v.value->source.empty()) return v.key;
    return {};
}

}  // namespace cp
