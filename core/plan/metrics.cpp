#include "plan/metrics.h"

#include <cctype>
#include <cmath>
#include <string_view>
#include <unordered_map>

#include "common/format.h"
#include "common/json_reader.h"
#include "plan/output_declare.h"
#include "plan/plan_json.h"

namespace cp {

namespace {

using Value = std::optional<double>;

constexpr std::string_view kPerGpu = "/per_gpu";  // then a metric path
// "/derived/first_failure_minutes/CLASS": the job's mean minutes to the first failure of one
// failure class alone (its MTTF / its count), e.g. the optics-only figures of reference cases R1 and R2.
constexpr std::string_view kClassMinutes = "/derived/first_failure_minutes/";

Value perGpu(const Plan& plan, Value v) {
    if (!v || plan.compute.gpus <= 0) return std::nullopt;
    return *v / static_cast<double>(plan.compute.gpus);
}

bool isClassMinutes(const std::string& path) { return path.size() > kClassMinutes.size() && path.starts_with(kClassMinutes); }

Value classMinutes(const Plan& p, const std::string& path) {
    if (!p.reliability) return std::nullopt;
    const std::string id = path.substr(kClassMinutes.size());
    for (const FailureLine& l : p.reliability->breakdown)
        if (l.failure_class == id && l.count > 0) return l.mttf_hours / l.count * 60;
    return std::nullopt;  // the class has no parts in this plan
}

const std::unordered_map<std::string, const Metric*>& byKey() {
    static const auto index = [] {
        std::unordered_map<std::string, const Metric*> keys;
        for (const Metric& m : metricRegistry()) keys.emplace(m.key, &m);
        return keys;
    }();
    return index;
}

bool isPerGpu(const std::string& path) { return path.size() > kPerGpu.size() + 1 && path.starts_with("/per_gpu/"); }

// A registry metric that sweeps may read (needs nothing but the plan).
const Metric* planMetric(const std::string& path) {
    const Metric* m = findMetric(path);
    return m && !m->needs_catalog ? m : nullptr;
}

Value fromJson(const Json& doc, const std::string& path) {
    try {
        const Json::json_pointer pointer(path);
        if (!doc.contains(pointer)) return std::nullopt;
        const Json& v = doc.at(pointer);
        if (v.is_boolean()) return v.get<bool>() ? 1.0 : 0.0;
        if (v.is_number()) return v.get<double>();
    } catch (const Json::exception&) {  // not a JSON pointer, or an index into an object
    }
    return std::nullopt;
}

std::string withUnit(std::string label, const std::string& unit) { return unit.empty() ? label : label + " [" + unit + "]"; }

void replaceAll(std::string& text, std::string_view what, const std::string& with) {
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + with.size()))
        text.replace(at, what.size(), with);
}

}  // namespace

namespace outputs {

std::string keySection(const std::string& key) {
    const auto end = key.find('/', 1);
    return key.substr(1, end == std::string::npos ? std::string::npos : end - 1);
}

}  // namespace outputs

const std::vector<Metric>& planOutputs() {
    static const std::vector<Metric> declared = [] {
        outputs::OutputList m;
        outputs::addComputeOutputs(m);
        outputs::addFabricOutputs(m);
        outputs::addCablingOutputs(m);
        outputs::addPowerOutputs(m);
        outputs::addCostOutputs(m);
        outputs::addPerformanceOutputs(m);
        outputs::addTrainingOutputs(m);
        outputs::addReliabilityOutputs(m);
        return m;
    }();
    return declared;
}

const std::vector<Metric>& metricRegistry() {
    static const std::vector<Metric> registry = [] {
        std::vector<Metric> numbers;
        for (const Metric& m : planOutputs())
            if (m.read) numbers.push_back(m);
        return numbers;
    }();
    return registry;
}

const Metric* findMetric(const std::string& key) {
    const auto it = byKey().find(key);
    return it == byKey().end() ? nullptr : it->second;
}

const Metric* findMetricById(const std::string& id) {
    for (const Metric& m : metricRegistry())
        if (!id.empty() && m.id == id) return &m;
    return nullptr;
}

std::optional<double> readMetric(const Metric& metric, const Plan& plan, const MetricContext& context) {
    if (!metric.read || (metric.needs_catalog && !context.catalog)) return std::nullopt;
    return metric.read(plan, context);
}

std::string metricLabel(const Metric& metric, const MetricContext& context) {
    std::string label = metric.label;
    replaceAll(label, "{basis}", context.measured_performance ? "measured GEMM" : "dense peak");
    replaceAll(label, "{precision}", precisionKey(context.precision));
    return label;
}

std::string metricHeading(const Metric& metric) {
    std::string heading = metricLabel(metric, {});
    if (!heading.empty()) heading[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(heading[0])));
    return heading;
}

std::string metricText(const Metric& metric, double value) {
    switch (metric.format) {
    case MetricFormat::Count:
        return formatCount(static_cast<std::int64_t>(std::llround(value)));
    case MetricFormat::Money:
        return metric.decimals > 0 ? formatUsd(value, metric.decimals) : formatUsdMillions(value);
    case MetricFormat::Share:
        return formatFixed(100 * value, metric.decimals) + "%";
    case MetricFormat::Ratio:
        return formatFixed(value, metric.decimals);
    case MetricFormat::Quantity:
        break;
    }
    if (metric.unit == "kW") return formatPowerKw(value);  // 20.6 kW, 4.29 MW: the unit scales
    return formatFixed(value, metric.decimals) + (metric.unit.empty() ? "" : " " + metric.unit);
}

std::string metricJsonPath(const std::string& path) { return isPerGpu(path) ? path.substr(kPerGpu.size()) : path; }

bool isTableMetric(const std::string& path) {
    const std::string plain = metricJsonPath(path);
    return planMetric(plain) || isClassMinutes(plain);
}

std::vector<std::optional<double>> metricValues(const Plan& plan, const std::vector<std::string>& paths) {
    std::vector<std::optional<double>> out;
    out.reserve(paths.size());
    std::optional<Json> doc;  // built once, only when a path is not in the registry
    for (const std::string& full : paths) {
        const std::string path = metricJsonPath(full);
        Value v;
        if (const Metric* m = planMetric(path)) {
            v = m->read(plan, {});
        } else if (isClassMinutes(path)) {
            v = classMinutes(plan, path);
        } else {
            if (!doc) doc = Json::parse(planToJsonText(plan, false));
            v = fromJson(*doc, path);
        }
        out.push_back(isPerGpu(full) ? perGpu(plan, v) : v);
    }
    return out;
}

std::optional<double> metricValue(const Plan& plan, const std::string& path) { return metricValues(plan, {path}).front(); }

std::string metricLabel(const std::string& path) {
    if (isPerGpu(path)) {
        std::string inner = metricLabel(metricJsonPath(path));
        const auto unit = inner.find(" [");
        // Inside the unit's brackets: "hardware capex [USD per GPU]".
        return unit == std::string::npos ? inner + " per GPU" : inner.insert(inner.size() - 1, " per GPU");
    }
    if (isClassMinutes(path)) {
        static const std::unordered_map<std::string, std::string> names{{"nic", "NIC module"},
                                                                        {"nic_leaf_link_optical", "NIC-leaf optical link"},
                                                                        {"switch_link_optical", "switch optical link"},
                                                                        {"gpu", "GPU"},
                                                                        {"node", "node"},
                                                                        {"leaf_switch", "leaf switch"}};
        const std::string id = path.substr(kClassMinutes.size());
        const auto it = names.find(id);
        return std::string("first ") + (it == names.end() ? id : it->second) + " failure [min]";
    }
    const Metric* m = findMetric(path);
    return m ? withUnit(metricLabel(*m, {}), m->unit) : path;
}

std::string metricText(const std::string& path, double value) {
    const Metric* m = findMetric(path);
    return m ? metricText(*m, value) : formatNumber(value);
}

MetricFormat metricFormat(const std::string& path) {
    const Metric* m = findMetric(metricJsonPath(path));
    if (!m) return MetricFormat::Quantity;
    return isPerGpu(path) && m->format == MetricFormat::Count ? MetricFormat::Quantity
                                                              : m->format;  // a count per GPU is a fraction
}

Better metricBetter(const std::string& path) {
    if (isClassMinutes(metricJsonPath(path))) return Better::Higher;  // minutes to a failure
    const Metric* m = findMetric(metricJsonPath(path));
    return m ? m->better : Better::None;
}

std::vector<std::string> knownMetrics() {
    std::vector<std::string> paths;
    for (const Metric& m : metricRegistry())
        if (m.offered && !m.needs_catalog) paths.push_back(m.key);
    return paths;
}

}  // namespace cp
