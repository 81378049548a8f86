#pragma once
// The plan's outputs, each declared once (plan/outputs_*.cpp): its key, label, unit, format,
// direction, explanation key, how it is read as a number and how it is written into the plan
// JSON. The plan JSON (plan_json.cpp) is written from these declarations in their order, and the
// metric registry (the numbers among them) serves sweeps and studies, the optimizer, compare, the
// overview cards, the XLSX Summary and the text summary.
//
// An output is named by a key, a JSON path into the plan document of docs/cli.md
// ("/fabric/switches_total", "/reliability/ettr"), or
//   "/derived/NAME"      a figure the plan JSON does not hold as one number, or
//   "/per_gpu" + METRIC  that metric divided by /compute/gpus (any metric path).
// Sweeps also accept any other path into the plan JSON (looked up there), so every
// number of the contract works; only registry metrics have labels and directions.

#include <functional>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <vector>

#include "catalog/catalog.h"
#include "plan/plan.h"

namespace cp {

// Which way a metric improves. Totals that grow with the cluster (switches, capex,
// power) have none: a per-GPU metric (switches per 1,000 GPUs) carries it. A /per_gpu
// form keeps its metric's direction, so a total's has none either.
enum class Better { None, Higher, Lower };

// How a value reads, so each consumer picks its own number format from one hint.
enum class MetricFormat {
    Count,     // whole things: "9,920" switches
    Money,     // USD (unit "USD"); `decimals` 2 for per-hour prices, else whole dollars
    Share,     // a fraction of a whole, shown as a percentage (network share)
    Ratio,     // a dimensionless figure shown as is, `decimals` places (ETTR)
    Quantity,  // a physical or time figure in `unit`, `decimals` places
};

// What a metric may read beyond the plan: compare's node and performance rows read
// the catalog's node specs. Without a catalog such metrics have no value.
struct MetricContext {
    const Catalog* catalog = nullptr;
    Precision precision = Precision::Bf16;
    bool measured_performance = false;  // measured GEMM (every compared node has it), else dense peak
};

struct Metric {
    std::string key = {};    // "/fabric/switches_total"
    std::string id = {};     // "switches": compare's row key; empty when compare does not show it
    std::string label = {};  // "switches"; lower case unless a name ("GPUs"); metricHeading capitalises
    std::string unit = {};   // "kW", "USD", "days"; empty for counts and ratios
    Better better = Better::None;
    MetricFormat format = MetricFormat::Quantity;
    int decimals = 0;  // places a summary shows (Money: 0 or 2)
    std::string section =
        {};  // the plan section it reads: compute, fabric, cabling, power, cost, training, performance, reliability
    std::string explanation = {};  // the Plan::explain key that explains it ("fabric.switches_total"); empty when none
    bool needs_catalog = false;    // reads MetricContext::catalog; not offered to sweeps
    bool omit_when_all_zero = false;  // compare leaves the row out when it is 0 for every plan (a step part none has)
    bool offered = true;       // listed where a metric is chosen (sweeps, the optimizer, docs/sweeps.md); any number can be read
    bool may_be_null = false;  // null in the plan JSON when the design has no such figure (no deadline, no storage)
    // The number; empty for an output that is no number (a text, a flag, a table), which the registry leaves out.
    std::function<std::optional<double>(const Plan&, const MetricContext&)> read = {};
    // The output as the plan JSON holds it at `key`; nullopt when its stage did not run (the key is
    // left out). Empty for a /derived figure, which the plan JSON does not hold.
    std::function<std::optional<nlohmann::ordered_json>(const Plan&)> json = {};
};

// Every declared output in plan JSON order: the numbers, texts, flags and tables of each section,
// and the /derived figures beside what they derive from.
const std::vector<Metric>& planOutputs();

// The numbers among them (every output with a reader), in the same order.
const std::vector<Metric>& metricRegistry();

// The registry metric with this key, or with this compare id; nullptr when there is none.
const Metric* findMetric(const std::string& key);
const Metric* findMetricById(const std::string& id);

// The metric's value; nullopt when its section was not computed (or, for a catalog
// metric, the context has no catalog).
std::optional<double> readMetric(const Metric& metric, const Plan& plan, const MetricContext& context = {});

// The label with the context's words filled in ("performance per GPU (measured GEMM, bf16)").
std::string metricLabel(const Metric& metric, const MetricContext& context);
// The label starting upper case, for a heading or a row of a summary ("Switches", "Job MTTF").
std::string metricHeading(const Metric& metric);

// The value as a summary line shows it: counts with separators ("1,320"), money as "$12.3M"
// (or "$2.15" with decimals), shares as "12.3%", the rest with `decimals` places and the unit ("4.52 h").
std::string metricText(const Metric& metric, double value);
// The same for a metric path; a path that is no registry metric prints the number alone.
std::string metricText(const std::string& path, double value);

// The value at `path`; nullopt when the plan has no such number (a section not
// computed, a null, a text, or a path that does not exist).
std::optional<double> metricValue(const Plan& plan, const std::string& path);

// Whether `path` is served without building the plan JSON (a plan-only registry
// metric, its /per_gpu form or a /derived/first_failure_minutes/CLASS).
bool isTableMetric(const std::string& path);

// The path of `path` in the plan JSON: `path` without a leading /per_gpu.
std::string metricJsonPath(const std::string& path);

// A readable label with unit ("switches", "hardware capex [USD per GPU]"); the path when unknown.
std::string metricLabel(const std::string& path);

// The format of `path` (of its metric for /per_gpu forms); Quantity when unknown.
MetricFormat metricFormat(const std::string& path);

// Which way `path` improves: the registry's direction (a /per_gpu form keeps it); None when unknown.
Better metricBetter(const std::string& path);

// The offered plan-only registry keys (what sweeps and the optimizer list), in registry order.
std::vector<std::string> knownMetrics();

// Reads many metrics of one plan, building the plan JSON at most once.
std::vector<std::optional<double>> metricValues(const Plan& plan, const std::vector<std::string>& paths);

}  // namespace cp
