#pragma once
// Plans side by side: every headline figure of each and its ratio to a baseline.
// Two plans (the CLI's `compare A B`: ratio b / a) or up to any number against a
// chosen baseline (the GUI's Compare view). The rows are the registry's metrics
// that have a compare id (plan/metrics.h), in registry order.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "catalog/catalog.h"
#include "plan/metrics.h"
#include "plan/plan.h"

namespace cp {

struct ComparisonRow {
    std::string key;  // e.g. "performance_tflops_per_gpu"
    std::string label;
    std::string unit;
    double a = 0, b = 0;
    std::optional<double> ratio;  // b / a; nullopt when a is 0
    std::string section;          // "compute", "network", "power", "cost", "training", "reliability"
    Better better = Better::None;
};

struct Comparison {
    std::string name_a, name_b;
    std::vector<ComparisonRow> rows;
    const ComparisonRow* row(const std::string& key) const;
};

// One metric of every plan. A plan without the section (e.g. no cost) has no value.
struct MultiComparisonRow {
    std::string key, label, unit, section;  // key: the metric's compare id; label with the comparison's basis
    Better better = Better::None;
    const Metric* metric = nullptr;             // the registry entry (format, explanation)
    std::vector<std::optional<double>> values;  // one per plan
    std::vector<std::optional<double>> ratios;  // value / baseline's; nullopt when either is missing or the baseline is 0
};

struct MultiComparison {
    std::vector<std::string> names;
    std::size_t baseline = 0;
    std::vector<MultiComparisonRow> rows;  // grouped by section, in the order above
    const MultiComparisonRow* row(const std::string& key) const;
};

// Performance uses measured GEMM throughput where the catalog has it for every
// node type (the Fire-Flyer comparison), else dense peak, at `precision`.
Comparison comparePlans(const Plan& a, const Plan& b, const Catalog& catalog, Precision precision = Precision::Bf16);
// `plans` must not be empty; `baseline` indexes it. A row appears when at least one plan has it.
MultiComparison comparePlans(const std::vector<const Plan*>& plans, std::size_t baseline, const Catalog& catalog,
                             Precision precision = Precision::Bf16);

// The comparison as a text table: a legend naming the plans A, B, C, ..., then per metric each
// plan's value as the summary shows it and each plan's ratio to the baseline ("B / A"). Columns
// are as wide as their longest cell, so long names never break the alignment.
std::string comparisonText(const MultiComparison& c);
std::string comparisonText(const Comparison& c);
std::string comparisonJsonText(const Comparison& c);

// The comparison as CSV, the one format of `compare --csv` and the Compare tab's export:
// section,metric,key,unit, one value column per plan (its name), then one ratio column per
// plan but the baseline ("NAME / BASELINE"); RFC 4180, full precision, empty cell = no value.
std::string comparisonCsv(const MultiComparison& c);

}  // namespace cp
