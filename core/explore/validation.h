#pragma once
// The step-time model against published training runs, through the product's own path: each run is
// a profile (data/validation/) whose workload names the published figure (workload.published); it is
// loaded, validated and evaluated as `plan` would, and its prediction compared with the figure.

#include <string>
#include <vector>

#include "catalog/catalog.h"
#include "performance/published_run.h"

namespace cp {

struct ValidationRun {
    std::string file;
    std::string name;            // the profile's name
    std::string split;           // the parallelism the plan used (describeParallelism)
    PublishedComparison result;  // metric, published, predicted, error, source, group
    std::string problem;         // why the run could not be compared (load error, no published figure)
};

struct ValidationGroup {
    std::string group;  // the source table
    std::size_t runs = 0;
    double mean_abs_error = 0;
    double worst_abs_error = 0;
};

struct ValidationReport {
    std::vector<ValidationRun> runs;      // in file-name order
    std::vector<ValidationGroup> groups;  // in order of first appearance; runs with a problem are left out
    ValidationGroup all;                  // every comparable run
    std::size_t problems = 0;
    // Quantiles of the signed errors (+: the model is faster), the likely range the plan quotes.
    double error_p10 = 0, error_p90 = 0;
};

// The profiles named (files, or folders whose *.json are taken), evaluated on `threads` threads (0: all cores).
ValidationReport validatePublishedRuns(const std::vector<std::string>& paths, const Catalog& catalog, unsigned threads = 0);

// The q-quantile (0..1) of `values`, linearly interpolated between order statistics.
double quantile(std::vector<double> values, double q);

}  // namespace cp
