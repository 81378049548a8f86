#pragma once
// Two plans side by side: every headline figure of each and their ratio (b / a).

#include <optional>
#include <string>
#include <vector>

#include "catalog/catalog.h"
#include "plan/plan.h"

namespace cp {

struct ComparisonRow {
    std::string key;      // e.g. "performance_tflops_per_gpu"
    std::string label;
    std::string unit;
    double a = 0, b = 0;
    std::optional<double> ratio;  // b / a; nullopt when a is 0
};

struct Comparison {
    std::string name_a, name_b;
    std::vector<ComparisonRow> rows;
    const ComparisonRow* row(const std::string& key) const;
};

// Performance uses measured GEMM throughput where the catalog has it for both
// node types (the Fire-Flyer comparison), else dense peak, at `precision`.
Comparison comparePlans(const Plan& a, const Plan& b, const Catalog& catalog, Precision precision = Precision::Bf16);

std::string comparisonText(const Comparison& c);
std::string comparisonJsonText(const Comparison& c);

}  // namespace cp
