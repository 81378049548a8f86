#include "explore/sweep_bands.h"

#include <chrono>

#include "common/input_error.h"
#include "explore/uncertainty.h"
#include "explore/uncertainty_spec.h"
#include "plan/metrics.h"
#include "profile/profile_io.h"

namespace cp {

namespace {

// The sweep's metrics a sample can read (registry metrics that need no catalog), with their index.
std::vector<std::pair<std::size_t, std::string>> bandMetrics(const SweepSpec& spec) {
    std::vector<std::pair<std::size_t, std::string>> out;
    for (std::size_t m = 0; m < spec.metrics.size(); ++m)
        if (const Metric* metric = findMetric(spec.metrics[m]); metric && !metric->needs_catalog)
            out.emplace_back(m, spec.metrics[m]);
    return out;
}

}  // namespace

SweepBands sweepBands(const SweepSpec& spec, const SweepResult& result, const Catalog& catalog, const BandSpec& bands,
                      const SweepControl& control) {
    const auto start = std::chrono::steady_clock::now();
    SweepBands out;
    out.samples = bands.samples;
    out.seed = bands.seed;
    out.rows.assign(result.rows.size(), std::vector<std::optional<SweepBand>>(spec.metrics.size()));
    const auto metrics = bandMetrics(spec);
    if (bands.samples == 0 || metrics.empty()) return out;
    UncertaintyControl each{control.threads, control.cancel, {}};
    each.tornado = false;  // a band needs the deciles only
    for (std::size_t r = 0; r < result.rows.size(); ++r) {
        if (control.cancel && *control.cancel) {
            out.cancelled = true;
            break;
        }
        const SweepRow& row = result.rows[r];
        if (row.done && row.error.empty()) try {
                Diagnostics warnings;
                const Profile point = readProfileJson(pointDocument(spec, row.point), "", catalog, warnings);
                UncertaintySpec u = profileUncertainty(point, "", catalog, bands.samples, bands.seed);
                u.metrics.clear();  // the sweep's, not the headline ones
                for (const auto& [index, path] : metrics) u.metrics.push_back(path);
                const UncertaintyResult sampled = runUncertainty(u, catalog, each);
                for (std::size_t k = 0; k < metrics.size() && !sampled.cancelled; ++k)
                    if (const OutputDistribution& o = sampled.outputs[k]; o.count)
                        out.rows[r][metrics[k].first] = SweepBand{o.p10, o.p50, o.p90};
            } catch (const InputError&) {
                // the point planned but cannot be sampled (its design fails with a sampled value): no band
            }
        if (control.progress) control.progress(r + 1, result.rows.size());
    }
    out.cancelled = out.cancelled || (control.cancel && *control.cancel);
    out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return out;
}

}  // namespace cp
