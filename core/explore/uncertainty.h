#pragma once
// Ranges instead of points (docs/uncertainty.md): inputs of the profile and values of the catalog
// carry a range; N designs are sampled on a Latin hypercube (reproducible seed, correlated groups
// through a Gaussian copula) and planned with numbers only; every output gets its P10 / P50 / P90,
// mean and histogram, every limit the probability that it holds, and each output says which inputs
// drive its spread, twice: a tornado (each input at its low and its high, the others at likely) and
// standardized regression coefficients over the samples (Eigen's least squares).

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "catalog/catalog.h"
#include "explore/optimize_spec.h"
#include "explore/sampling.h"
#include "profile/profile.h"

namespace cp {

inline constexpr std::size_t kMaxUncertaintySamples = 100000;
inline constexpr std::size_t kMaxUncertainInputs = 200;

struct UncertainInput {
    // "/power/pue" (a real-valued profile field) or "/catalog/SECTION/ID/KEY" (a sourced number of a
    // catalog part: SECTION gpus, nodes, nics, switches, media, failure_classes or storage_servers).
    std::string path;
    std::string label;  // "PUE", "dgx-h100: price"
    InputRange range;
    std::string basis;  // where the range comes from: "given", or the default's rule and why
};

// Inputs whose normal scores are correlated with `rho` (e.g. every optics price).
struct CorrelatedGroup {
    std::vector<std::string> paths;
    double rho = 0;
};

struct UncertaintySpec {
    std::string file;       // for messages; empty when made from a profile alone
    std::string name;       // the chooser's title ("" : the file's name)
    std::string question;   // what the ranges are for, in a sentence (optional)
    std::string base_name;  // the profile's file
    Profile base;
    bool default_ranges = true;  // add the defaults (below) for what `inputs` leaves out
    std::vector<UncertainInput> inputs;
    std::vector<CorrelatedGroup> groups;
    std::size_t samples = 1000;
    std::uint64_t seed = 1;
    std::vector<std::string> metrics;  // registry metrics; empty: the headline ones
    std::vector<OptimizeConstraint> limits;
};

// The default ranges for a profile's plan (docs/uncertainty.md#default-ranges): the prices and
// failure rates of the catalog parts it uses and the profile's own assumption fields (tariffs,
// facility cost, support), each from what its source says. Inputs already in `given` are left out.
std::vector<UncertainInput> defaultRanges(const Profile& profile, const Catalog& catalog,
                                          const std::vector<UncertainInput>& given = {});

// The default correlated groups among default ranges: the media prices (rho 0.8).
std::vector<CorrelatedGroup> defaultGroups(const std::vector<UncertainInput>& defaults);

// The metrics shown when a spec names none: capex, TCO, cost per GPU-hour, days, GPU-hours, run
// cost, ETTR, facility MW, electricity per year.
std::vector<std::string> headlineMetrics();

// Checks and completes a spec: each input's path resolves (a real-valued profile field, a catalog
// part's number), its range can be sampled and stays inside the field's valid range, labels and
// likely values filled in (likely: the profile's or catalog's own value when the spec gives none);
// groups name inputs and are valid correlation matrices; metrics are registry metrics. Throws
// InputError naming the spec part ("/inputs/2/high").
void resolveUncertainty(UncertaintySpec& spec, const Catalog& catalog);

struct OutputDistribution {
    std::string metric;
    std::optional<double> point;  // the plan with every input at likely
    std::size_t count = 0;        // samples with a value
    double mean = 0, p10 = 0, p50 = 0, p90 = 0, min = 0, max = 0;
    std::vector<std::size_t> histogram;  // kHistogramBins equal bins from min to max
    // Per input: the output with that input at its low and at its high, the others at likely.
    std::vector<std::optional<double>> tornado_low, tornado_high;
    // Per input: the standardized regression coefficient (the output's change in standard deviations
    // per standard deviation of the input, the others held), and how much of the variance the linear
    // fit explains (R²). Empty when the output does not vary.
    std::vector<double> src;
    double r_squared = 0;
};

inline constexpr std::size_t kHistogramBins = 20;

struct UncertaintyResult {
    std::vector<UncertainInput> inputs;  // as sampled (defaults included)
    std::vector<OutputDistribution> outputs;
    std::vector<double> limit_probability;  // per spec limit: the share of samples meeting it
    double all_limits_probability = 0;      // meeting every limit at once
    std::size_t samples = 0, failed = 0;    // failed: samples whose plan had errors
    bool designs_reused = false;            // no sampled input reaches the build stages but media prices
    bool designs_repriced = false;          // media prices are sampled: a reused design's cabling is repriced
    bool cancelled = false;                 // stopped by UncertaintyControl::cancel: no outputs, no sample values
    double seconds = 0;
    // Sample by sample (for the CSV): the inputs' values and each output's (nullopt: no value).
    std::vector<std::vector<double>> input_values;
    std::vector<std::vector<std::optional<double>>> output_values;
};

struct UncertaintyControl {
    unsigned threads = 0;  // 0: every core; the result is the same on any number
    const std::atomic<bool>* cancel = nullptr;
    std::function<void(std::size_t, std::size_t)> progress;  // samples planned, of all; called one call at a time
    bool tornado = true;  // false: no tornado ends planned (tornado_low/high stay empty), the deciles only
};

// The samples' draws in (0, 1), a column per input: a Latin hypercube from the seed with each
// group's columns correlated (sampling.h). Drawn before any plan, so no thread count changes them.
Eigen::MatrixXd sampleUniforms(const std::vector<UncertainInput>& inputs, const std::vector<CorrelatedGroup>& groups,
                               std::size_t samples, std::uint64_t seed);

// Samples and plans a resolved spec. Throws InputError when the base plan cannot be built.
UncertaintyResult runUncertainty(const UncertaintySpec& spec, const Catalog& catalog, const UncertaintyControl& control = {});

}  // namespace cp
