#include "performance/user_calibration.h"

#include <algorithm>
#include <cstdio>
#include <set>

#include "common/file_io.h"
#include "common/format.h"
#include "common/input_error.h"
#include "common/json_reader.h"

namespace cp::perf {

namespace {

// The ranges of the shipped reader (calibration.cpp), so a user value is held to the same rules.
constexpr double kMinEfficiency = 1e-3;
constexpr double kMaxLatencySeconds = 1e-2;
constexpr double kMinGemmFlopsPerSecond = 1e9;
constexpr double kMaxGemmFlopsPerSecond = 1e18;

std::size_t index(Precision p) { return static_cast<std::size_t>(p); }

std::string fourDigits(double v) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.4g", v);
    return buffer;
}

void readOptional(JsonReader& r, const char* key, std::optional<Sourced>& slot, double min, double max) {
    if (auto s = r.optionalSourced(key, min, max)) slot = *s;  // the reader refuses an empty source
}
void readEfficiency(JsonReader& r, const char* key, std::optional<Sourced>& slot) {
    readOptional(r, key, slot, kMinEfficiency, 1.0);
}
void readLatency(JsonReader& r, const char* key, std::optional<Sourced>& slot) {
    readOptional(r, key, slot, 0.0, kMaxLatencySeconds);
}

void readInterconnect(JsonReader r, UserCalibration& u) {
    readEfficiency(r, "nic_efficiency", u.nic_efficiency);
    readLatency(r, "network_hop_latency_seconds", u.network_hop_latency_seconds);
    readEfficiency(r, "pcie_efficiency", u.pcie_efficiency);
    readLatency(r, "pcie_hop_latency_seconds", u.pcie_hop_latency_seconds);
    readLatency(r, "ring_base_latency_seconds", u.ring_base_latency_seconds);
    readLatency(r, "tree_base_latency_seconds", u.tree_base_latency_seconds);
    readEfficiency(r, "tree_bandwidth_factor", u.tree_bandwidth_factor);
    r.finish();
}

std::vector<GemmEfficiencyPoint> readCurve(JsonReader& gpu) {
    std::vector<GemmEfficiencyPoint> curve;
    for (JsonReader& point : gpu.objects("gemm_efficiency", false)) {
        GemmEfficiencyPoint p;
        p.gemm_flops = point.number("gemm_flops", 1.0, 1e16);
        p.efficiency = point.number("efficiency", kMinEfficiency, 1.0);
        p.source = point.string("source");
        if (p.source.empty()) point.fail("source", "must not be empty; say what the point was fitted to");
        if (!curve.empty() && p.gemm_flops <= curve.back().gemm_flops)
            point.fail("gemm_flops", formatNumber(p.gemm_flops) + " is not above the previous point's " +
                                         formatNumber(curve.back().gemm_flops) + "; list the points by ascending GEMM size");
        point.finish();
        curve.push_back(p);
    }
    if (gpu.has("gemm_efficiency") && curve.empty())
        gpu.fail("gemm_efficiency", "needs at least one point (leave the key out to keep the shipped curve)");
    return curve;
}

UserGpuCalibration readGpu(JsonReader& r) {
    UserGpuCalibration g;
    g.name = r.string("name");
    if (g.name.empty()) r.fail("name", "must not be empty");
    if (auto s = r.optionalObject("scale_up")) {
        readEfficiency(*s, "efficiency", g.scale_up_efficiency);
        readLatency(*s, "latency_seconds", g.scale_up_latency_seconds);
        readEfficiency(*s, "nvls_efficiency", g.nvls_efficiency);
        s->finish();
    }
    readEfficiency(r, "memory_bound_efficiency", g.memory_bound_efficiency);
    readEfficiency(r, "flash_attention_efficiency", g.flash_attention_efficiency);
    readEfficiency(r, "usable_memory_fraction", g.usable_memory_fraction);
    g.gemm_efficiency = readCurve(r);
    if (auto b = r.optionalObject("benchmark_gemm_flops_per_second")) {
        for (const auto& entry : EnumTable<Precision>::entries)
            readOptional(*b, std::string(entry.name).c_str(), g.benchmark_gemm_flops_per_second[index(entry.value)],
                         kMinGemmFlopsPerSecond, kMaxGemmFlopsPerSecond);
        b->finish();
    }
    r.finish();
    return g;
}

void replace(Sourced& target, const std::optional<Sourced>& value) {
    if (value) target = *value;
}

// The merged GPU's curve must stay at or below its measured GEMM rate, as the shipped reader demands.
void checkCeiling(const GpuCalibration& merged, const UserGpuCalibration& user, std::size_t gpuIndex, const std::string& file) {
    const double ceiling = gemmEfficiencyCeiling(merged.gpu, merged.benchmark_gemm_flops_per_second);
    const std::vector<GemmEfficiencyPoint>& curve = merged.gpu.gemm_efficiency;
    for (std::size_t i = 0; i < curve.size(); ++i) {
        if (curve[i].efficiency <= ceiling + 1e-9) continue;
        const std::string gpuPath = "/gpus/" + std::to_string(gpuIndex);
        const std::string rate = "the measured GEMM rate (" + fourDigits(ceiling) +
                                 " of peak, benchmark_gemm_flops_per_second); a training GEMM cannot beat the benchmark";
        if (!user.gemm_efficiency.empty())
            throw InputError(file, gpuPath + "/gemm_efficiency/" + std::to_string(i) + "/efficiency",
                             formatNumber(curve[i].efficiency) + " is above " + rate);
        throw InputError(file, gpuPath + "/benchmark_gemm_flops_per_second",
                         "leaves the shipped GEMM curve (" + formatNumber(curve[i].efficiency) + " at " +
                             fourDigits(curve[i].gemm_flops) + " FLOPs) above " + rate + "; give a gemm_efficiency curve with it");
    }
}

void overlayGpu(GpuCalibration& g, const UserGpuCalibration& u) {
    replace(g.scale_up.efficiency, u.scale_up_efficiency);
    replace(g.scale_up.latency_seconds, u.scale_up_latency_seconds);
    replace(g.scale_up.nvls_efficiency, u.nvls_efficiency);
    replace(g.gpu.memory_bound_efficiency, u.memory_bound_efficiency);
    replace(g.gpu.flash_attention_efficiency, u.flash_attention_efficiency);
    replace(g.gpu.usable_memory_fraction, u.usable_memory_fraction);
    if (!u.gemm_efficiency.empty()) g.gpu.gemm_efficiency = u.gemm_efficiency;
    for (std::size_t i = 0; i < u.benchmark_gemm_flops_per_second.size(); ++i)
        replace(g.benchmark_gemm_flops_per_second[i], u.benchmark_gemm_flops_per_second[i]);
}

Json sourcedJson(const Sourced& s) { return Json{{"value", s.value}, {"source", s.source}}; }
void put(Json& object, const char* key, const std::optional<Sourced>& s) {
    if (s) object[key] = sourcedJson(*s);
}

Json gpuJson(const UserGpuCalibration& g) {
    Json out{{"name", g.name}};
    Json scaleUp = Json::object();
    put(scaleUp, "efficiency", g.scale_up_efficiency);
    put(scaleUp, "latency_seconds", g.scale_up_latency_seconds);
    put(scaleUp, "nvls_efficiency", g.nvls_efficiency);
    if (!scaleUp.empty()) out["scale_up"] = scaleUp;
    put(out, "memory_bound_efficiency", g.memory_bound_efficiency);
    put(out, "flash_attention_efficiency", g.flash_attention_efficiency);
    put(out, "usable_memory_fraction", g.usable_memory_fraction);
    if (!g.gemm_efficiency.empty()) {
        Json curve = Json::array();
        for (const GemmEfficiencyPoint& p : g.gemm_efficiency)
            curve.push_back({{"gemm_flops", p.gemm_flops}, {"efficiency", p.efficiency}, {"source", p.source}});
        out["gemm_efficiency"] = curve;
    }
    Json bench = Json::object();
    for (const auto& entry : EnumTable<Precision>::entries)
        put(bench, std::string(entry.name).c_str(), g.benchmark_gemm_flops_per_second[index(entry.value)]);
    if (!bench.empty()) out["benchmark_gemm_flops_per_second"] = bench;
    return out;
}

template <class T>
void take(std::optional<T>& older, const std::optional<T>& newer) {
    if (newer) older = newer;
}

}  // namespace

bool UserGpuCalibration::empty() const {
    return !scale_up_efficiency && !scale_up_latency_seconds && !nvls_efficiency && !memory_bound_efficiency &&
           !flash_attention_efficiency && !usable_memory_fraction && gemm_efficiency.empty() &&
           std::none_of(benchmark_gemm_flops_per_second.begin(), benchmark_gemm_flops_per_second.end(),
                        [](const auto& b) { return b.has_value(); });
}

UserGpuCalibration* UserCalibration::gpu(const std::string& name) {
    for (UserGpuCalibration& g : gpus)
        if (g.name == name) return &g;
    return nullptr;
}
const UserGpuCalibration* UserCalibration::gpu(const std::string& name) const {
    for (const UserGpuCalibration& g : gpus)
        if (g.name == name) return &g;
    return nullptr;
}
UserGpuCalibration& UserCalibration::gpuEntry(const std::string& name) {
    if (UserGpuCalibration* g = gpu(name)) return *g;
    gpus.push_back({});
    gpus.back().name = name;
    return gpus.back();
}

std::size_t UserCalibration::valueCount() const {
    auto has = [](const std::optional<Sourced>& s) { return s ? std::size_t{1} : std::size_t{0}; };
    std::size_t n = has(nic_efficiency) + has(network_hop_latency_seconds) + has(pcie_efficiency) +
                    has(pcie_hop_latency_seconds) + has(ring_base_latency_seconds) + has(tree_base_latency_seconds) +
                    has(tree_bandwidth_factor);
    for (const UserGpuCalibration& g : gpus) {
        n += has(g.scale_up_efficiency) + has(g.scale_up_latency_seconds) + has(g.nvls_efficiency) +
             has(g.memory_bound_efficiency) + has(g.flash_attention_efficiency) + has(g.usable_memory_fraction) +
             (g.gemm_efficiency.empty() ? 0 : 1);
        for (const auto& b : g.benchmark_gemm_flops_per_second) n += has(b);
    }
    return n;
}

double gemmEfficiencyCeiling(const GpuSpec& gpu, const std::array<Sourced, 4>& benchmarks) {
    double ceiling = 1.0;
    for (const auto& entry : EnumTable<Precision>::entries) {
        const double peak = gpu.peak(entry.value).value;
        const double measured = benchmarks[index(entry.value)].value;
        if (peak > 0 && measured > 0) ceiling = std::min(ceiling, measured / peak);
    }
    return ceiling;
}

UserCalibration parseUserCalibration(const std::string& text, const std::string& file, Diagnostics& warnings) {
    const Json json = parseJson(text, file);
    ReadContext context{file, {}};
    JsonReader root(json, "", context);
    root.schema(1, "user calibration file");
    UserCalibration u;
    u.description = root.optionalString("description").value_or("");
    if (auto interconnect = root.optionalObject("interconnect")) readInterconnect(*interconnect, u);
    std::vector<JsonReader> gpus = root.objects("gpus", false);
    std::set<std::string, std::less<>> seen;
    for (std::size_t i = 0; i < gpus.size(); ++i) {
        u.gpus.push_back(readGpu(gpus[i]));
        if (!seen.insert(u.gpus.back().name).second)
            gpus[i].fail("name", "\"" + u.gpus.back().name + "\" is listed twice; each GPU once");
    }
    root.finish();
    warnings.insert(warnings.end(), context.warnings.begin(), context.warnings.end());
    return u;
}

PerformanceCalibration overlayUserCalibration(const PerformanceCalibration& base, const UserCalibration& user,
                                              const std::string& file) {
    PerformanceCalibration c = base;
    replace(c.nic_efficiency, user.nic_efficiency);
    replace(c.network_hop_latency_seconds, user.network_hop_latency_seconds);
    replace(c.pcie_efficiency, user.pcie_efficiency);
    replace(c.pcie_hop_latency_seconds, user.pcie_hop_latency_seconds);
    replace(c.collectives.ring_base_seconds, user.ring_base_latency_seconds);
    replace(c.collectives.tree_base_seconds, user.tree_base_latency_seconds);
    replace(c.collectives.tree_bandwidth_factor, user.tree_bandwidth_factor);
    for (std::size_t i = 0; i < user.gpus.size(); ++i) {
        const UserGpuCalibration& u = user.gpus[i];
        auto it = std::find_if(c.gpus.begin(), c.gpus.end(), [&](const GpuCalibration& g) { return g.gpu.name == u.name; });
        if (it == c.gpus.end()) {
            std::vector<std::string> names;
            for (const GpuCalibration& g : base.gpus) names.push_back(g.gpu.name);
            throw InputError(file, "/gpus/" + std::to_string(i) + "/name",
                             "\"" + u.name + "\" is not a GPU of the shipped calibration; expected one of " +
                                 joinQuoted(names));
        }
        overlayGpu(*it, u);
        checkCeiling(*it, u, i, file);
    }
    return c;
}

PerformanceCalibration overlayUserCalibrationText(const PerformanceCalibration& base, const std::string& text,
                                                  const std::string& file, Diagnostics& warnings) {
    return overlayUserCalibration(base, parseUserCalibration(text, file, warnings), file);
}

PerformanceCalibration loadLayeredCalibration(const std::string& data_dir, const std::vector<std::string>& user_files,
                                              Diagnostics& warnings) {
    PerformanceCalibration c = loadPerformanceCalibration(performanceCalibrationPath(data_dir), warnings);
    for (const std::string& file : user_files) c = overlayUserCalibrationText(c, readTextFile(file), file, warnings);
    return c;
}

void mergeUserCalibration(UserCalibration& older, const UserCalibration& newer) {
    if (!newer.description.empty()) older.description = newer.description;
    take(older.nic_efficiency, newer.nic_efficiency);
    take(older.network_hop_latency_seconds, newer.network_hop_latency_seconds);
    take(older.pcie_efficiency, newer.pcie_efficiency);
    take(older.pcie_hop_latency_seconds, newer.pcie_hop_latency_seconds);
    take(older.ring_base_latency_seconds, newer.ring_base_latency_seconds);
    take(older.tree_base_latency_seconds, newer.tree_base_latency_seconds);
    take(older.tree_bandwidth_factor, newer.tree_bandwidth_factor);
    for (const UserGpuCalibration& n : newer.gpus) {
        UserGpuCalibration& o = older.gpuEntry(n.name);
        take(o.scale_up_efficiency, n.scale_up_efficiency);
        take(o.scale_up_latency_seconds, n.scale_up_latency_seconds);
        take(o.nvls_efficiency, n.nvls_efficiency);
        take(o.memory_bound_efficiency, n.memory_bound_efficiency);
        take(o.flash_attention_efficiency, n.flash_attention_efficiency);
        take(o.usable_memory_fraction, n.usable_memory_fraction);
        if (!n.gemm_efficiency.empty()) o.gemm_efficiency = n.gemm_efficiency;
        for (std::size_t i = 0; i < n.benchmark_gemm_flops_per_second.size(); ++i)
            take(o.benchmark_gemm_flops_per_second[i], n.benchmark_gemm_flops_per_second[i]);
    }
}

UserCalibration updatedUserCalibration(const PerformanceCalibration& shipped, const UserCalibration& existing,
                                       const UserCalibration& fitted, const std::string& file) {
    UserCalibration merged = existing;
    mergeUserCalibration(merged, fitted);
    overlayUserCalibration(shipped, merged, file);
    return merged;
}

std::string userCalibrationJsonText(const UserCalibration& user) {
    Json root{{"schema", 1}};
    if (!user.description.empty()) root["description"] = user.description;
    Json interconnect = Json::object();
    put(interconnect, "nic_efficiency", user.nic_efficiency);
    put(interconnect, "network_hop_latency_seconds", user.network_hop_latency_seconds);
    put(interconnect, "pcie_efficiency", user.pcie_efficiency);
    put(interconnect, "pcie_hop_latency_seconds", user.pcie_hop_latency_seconds);
    put(interconnect, "ring_base_latency_seconds", user.ring_base_latency_seconds);
    put(interconnect, "tree_base_latency_seconds", user.tree_base_latency_seconds);
    put(interconnect, "tree_bandwidth_factor", user.tree_bandwidth_factor);
    if (!interconnect.empty()) root["interconnect"] = interconnect;
    Json gpus = Json::array();
    for (const UserGpuCalibration& g : user.gpus)
        if (!g.empty()) gpus.push_back(gpuJson(g));
    if (!gpus.empty()) root["gpus"] = gpus;
    return root.dump(2) + "\n";
}

}  // namespace cp::perf
