#include "explore/uncertainty.h"

#include <algorithm>
#include <chrono>
#include <mutex>
#include <cmath>

#include "common/input_error.h"
#include "common/parallel_for.h"
#include "explore/uncertain_target.h"
#include "plan/design_reuse.h"
#include "plan/evaluate.h"
#include "plan/metrics.h"

namespace cp {

namespace {

using Values = std::vector<std::optional<double>>;

// One thread's working copies: every sample sets every input, so nothing leaks between samples.
struct Worker {
    Profile profile;
    Catalog catalog;
    DesignReuse reuse;
};

struct Sampler {
    const UncertaintySpec& spec;
    std::vector<UncertainTarget> targets;
    std::vector<const Metric*> metrics;
    bool reuse = true;
    bool media_prices = false;  // a medium's price is sampled: the workers' reuse reprices (DesignReuse::media_prices_vary)

    Values plan(Worker& w, const std::vector<double>& inputs) const {
        EvaluateOptions numbers{.explanations = false};
        for (std::size_t j = 0; j < targets.size(); ++j) targets[j].set(w.profile, w.catalog, numbers, inputs[j]);
        const Plan p = reuse ? w.reuse.evaluate(w.profile, w.catalog, numbers) : evaluate(w.profile, w.catalog, numbers);
        Values out;
        out.reserve(metrics.size());
        for (const Metric* m : metrics) out.push_back(p.errors.empty() ? readMetric(*m, p) : std::nullopt);
        return out;
    }
};

// "/catalog/media/ID/price_usd_per_cable" or ".../price_usd_per_end": it picks media only through
// their ranking, which the reuse checks.
bool isMediaPrice(const std::string& path) {
    return path.starts_with("/catalog/media/") && (path.ends_with("/price_usd_per_cable") || path.ends_with("/price_usd_per_end"));
}

// Runs `points` (input vectors) on the threads, one Worker each; results in point order.
std::vector<Values> planAll(const Sampler& s, const Catalog& catalog, const std::vector<std::vector<double>>& points,
                            const UncertaintyControl& control) {
    std::vector<Values> results(points.size());
    const unsigned threads = loopThreads(control.threads, points.size(), 256);
    std::vector<Worker> workers(threads, Worker{s.spec.base, catalog, {}});
    for (Worker& w : workers) w.reuse.media_prices_vary = s.media_prices;
    std::atomic<std::size_t> done{0};
    std::mutex reporting;  // progress is called one call at a time (UncertaintyControl)
    parallelFor(points.size(), threads, control.cancel, [&](unsigned worker, std::size_t i) {
        results[i] = s.plan(workers[worker], points[i]);
        const std::size_t n = ++done;
        if (control.progress && (n % 64 == 0 || n == points.size())) {
            const std::lock_guard<std::mutex> lock(reporting);
            control.progress(n, points.size());
        }
    });
    return results;
}

// Standardized regression coefficients of y on the inputs over the samples with a value.
void regress(OutputDistribution& out, const std::vector<std::vector<double>>& x, const std::vector<Values>& rows, std::size_t metric) {
    std::vector<std::size_t> used;
    for (std::size_t i = 0; i < rows.size(); ++i)
        if (rows[i][metric]) used.push_back(i);
    const std::size_t k = x.empty() ? 0 : x.front().size();
    if (used.size() <= k + 1) return;
    Eigen::MatrixXd a(static_cast<Eigen::Index>(used.size()), static_cast<Eigen::Index>(k));
    Eigen::VectorXd y(static_cast<Eigen::Index>(used.size()));
    for (std::size_t r = 0; r < used.size(); ++r) {
        y(static_cast<Eigen::Index>(r)) = *rows[used[r]][metric];
        for (std::size_t j = 0; j < k; ++j) a(static_cast<Eigen::Index>(r), static_cast<Eigen::Index>(j)) = x[used[r]][j];
    }
    // Each column to mean 0 and standard deviation 1 (a constant column to 0); false for a constant.
    const auto standardize = [](auto&& column) {
        const double mean = column.mean();
        const double sd = std::sqrt((column.array() - mean).square().sum() / static_cast<double>(column.size() - 1));
        if (sd > 0)
            column = (column.array() - mean) / sd;
        else
            column.setZero();
        return sd > 0;
    };
    if (!standardize(y)) return;  // the output does not vary
    for (Eigen::Index j = 0; j < a.cols(); ++j) standardize(a.col(j));
    const Eigen::VectorXd beta = a.colPivHouseholderQr().solve(y);
    const double residual = (a * beta - y).squaredNorm(), total = y.squaredNorm();
    out.src.assign(beta.data(), beta.data() + beta.size());
    out.r_squared = total > 0 ? 1 - residual / total : 0;
}

OutputDistribution distribution(const std::string& metric, std::size_t index, const std::vector<Values>& rows) {
    OutputDistribution out;
    out.metric = metric;
    std::vector<double> v;
    for (const Values& r : rows)
        if (r[index]) v.push_back(*r[index]);
    out.count = v.size();
    if (v.empty()) return out;
    std::sort(v.begin(), v.end());
    double sum = 0;
    for (double x : v) sum += x;
    out.mean = sum / static_cast<double>(v.size());
    out.min = v.front();
    out.max = v.back();
    out.p10 = sortedQuantile(v, 0.1);
    out.p50 = sortedQuantile(v, 0.5);
    out.p90 = sortedQuantile(v, 0.9);
    out.histogram.assign(kHistogramBins, 0);
    const double width = (out.max - out.min) / static_cast<double>(kHistogramBins);
    for (double x : v) {
        const auto bin = width > 0 ? static_cast<std::size_t>((x - out.min) / width) : 0;
        ++out.histogram[std::min(bin, kHistogramBins - 1)];
    }
    return out;
}

// The samples' input values: each draw through its input's inverse distribution.
std::vector<std::vector<double>> drawInputs(const UncertaintySpec& spec) {
    const std::size_t k = spec.inputs.size();
    const Eigen::MatrixXd u = sampleUniforms(spec.inputs, spec.groups, spec.samples, spec.seed);
    std::vector<std::vector<double>> values(spec.samples, std::vector<double>(k));
    for (std::size_t i = 0; i < spec.samples; ++i)
        for (std::size_t j = 0; j < k; ++j)
            values[i][j] = rangeQuantile(spec.inputs[j].range, u(static_cast<Eigen::Index>(i), static_cast<Eigen::Index>(j)));
    return values;
}

// The share of samples meeting each limit and all at once (a sample without a value, whose design
// cannot be built, meets none), and the samples without any value.
void limitShares(const UncertaintySpec& spec, const std::vector<std::string>& metrics, UncertaintyResult& result) {
    std::vector<std::size_t> limitColumn;
    for (const OptimizeConstraint& limit : spec.limits)
        limitColumn.push_back(static_cast<std::size_t>(std::find(metrics.begin(), metrics.end(), limit.metric) - metrics.begin()));
    std::vector<std::size_t> met(spec.limits.size(), 0);
    std::size_t allMet = 0;
    for (const Values& row : result.output_values) {
        if (std::none_of(row.begin(), row.end(), [](const auto& v) { return v.has_value(); })) ++result.failed;
        bool all = true;
        for (std::size_t l = 0; l < spec.limits.size(); ++l) {
            const std::optional<double>& v = row[limitColumn[l]];
            const bool holds = v && spec.limits[l].holds(*v);
            met[l] += holds ? 1 : 0;
            all = all && holds;
        }
        allMet += all ? 1 : 0;
    }
    const auto share = [&](std::size_t n) { return static_cast<double>(n) / static_cast<double>(spec.samples); };
    for (std::size_t n : met) result.limit_probability.push_back(share(n));
    result.all_limits_probability = share(allMet);
}

}  // namespace

Eigen::MatrixXd sampleUniforms(const std::vector<UncertainInput>& inputs, const std::vector<CorrelatedGroup>& groups,
                               std::size_t samples, std::uint64_t seed) {
    Eigen::MatrixXd u = latinHypercube(samples, inputs.size(), seed);
    for (const CorrelatedGroup& group : groups) {
        std::vector<std::size_t> columns;
        for (const std::string& path : group.paths)
            for (std::size_t j = 0; j < inputs.size(); ++j)
                if (inputs[j].path == path) columns.push_back(j);
        correlateColumns(u, columns, group.rho);
    }
    return u;
}

UncertaintyResult runUncertainty(const UncertaintySpec& spec, const Catalog& catalog, const UncertaintyControl& control) {
    const auto start = std::chrono::steady_clock::now();
    Sampler sampler{spec, {}, {}, true};
    for (std::size_t j = 0; j < spec.inputs.size(); ++j) {
        std::string problem;
        std::optional<UncertainTarget> target = uncertainTarget(spec.inputs[j].path, catalog, problem);
        if (!target) throw InputError(spec.file, "/inputs/" + std::to_string(j) + "/path", problem);
        // A profile field's design reuse decides itself; a medium's price is repriced while the media keep their ranks.
        const bool mediaPrice = isMediaPrice(spec.inputs[j].path);
        sampler.reuse = sampler.reuse && !(target->build && !target->field && !mediaPrice);
        sampler.media_prices = sampler.media_prices || mediaPrice;
        sampler.targets.push_back(std::move(*target));
    }
    // The outputs: the spec's metrics, then each limit's that is not among them.
    std::vector<std::string> metrics = spec.metrics;
    for (const OptimizeConstraint& limit : spec.limits)
        if (std::find(metrics.begin(), metrics.end(), limit.metric) == metrics.end()) metrics.push_back(limit.metric);
    for (std::size_t m = 0; m < metrics.size(); ++m) {
        const Metric* metric = findMetric(metrics[m]);
        if (!metric || metric->needs_catalog)
            throw InputError(spec.file, "/metrics/" + std::to_string(m), "\"" + metrics[m] + "\" is not a plan metric");
        sampler.metrics.push_back(metric);
    }
    const Plan base = evaluate(spec.base, catalog, {.explanations = false});
    if (!base.errors.empty()) throw InputError(spec.base_name, base.errors.front().path, base.errors.front().message);

    UncertaintyResult result;
    result.inputs = spec.inputs;
    result.samples = spec.samples;
    result.designs_reused = sampler.reuse;
    result.designs_repriced = sampler.reuse && sampler.media_prices;
    const std::size_t k = spec.inputs.size();
    result.input_values = drawInputs(spec);
    result.output_values = planAll(sampler, catalog, result.input_values, control);
    if (control.cancel && *control.cancel) {  // the samples not planned have no values: nothing to summarize
        result.cancelled = true;
        result.output_values.clear();
        return result;
    }

    // The point (every input at likely), then the tornado: every input at its low, then at its
    // high, the others at likely.
    std::vector<double> likely(k);
    for (std::size_t j = 0; j < k; ++j) likely[j] = spec.inputs[j].range.likely;
    std::vector<std::vector<double>> ends{likely};
    for (std::size_t j = 0; j < (control.tornado ? k : 0); ++j)
        for (double v : {spec.inputs[j].range.low, spec.inputs[j].range.high}) {
            ends.push_back(likely);
            ends.back()[j] = v;
        }
    const std::vector<Values> tornado = planAll(sampler, catalog, ends, {control.threads, control.cancel, {}});

    for (std::size_t m = 0; m < metrics.size(); ++m) {
        OutputDistribution out = distribution(metrics[m], m, result.output_values);
        out.point = tornado[0][m];
        for (std::size_t j = 0; j < (control.tornado ? k : 0); ++j) {
            out.tornado_low.push_back(tornado[1 + 2 * j][m]);
            out.tornado_high.push_back(tornado[2 + 2 * j][m]);
        }
        regress(out, result.input_values, result.output_values, m);
        result.outputs.push_back(std::move(out));
    }
    limitShares(spec, metrics, result);
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}

}  // namespace cp
