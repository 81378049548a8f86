// The uncertainty spec's inputs: the default ranges and the checks that make a spec runnable.
#include <algorithm>
#include <cmath>
#include <set>

#include "common/input_error.h"
#include "explore/uncertain_target.h"
#include "explore/uncertainty.h"
#include "plan/evaluate.h"
#include "plan/metrics.h"

namespace cp {

namespace {

// Default widths, as ratios to the likely value (triangular, likely the catalog's or profile's own):
// an assumed price, tariff or rating −20 % / +25 % (quotes for servers, switches and optics differ by
// tens of percent between vendors and over a procurement window); a published failure rate ÷1.5 /
// ×1.5 (fleet studies of the same part differ by about that much); an assumed one ÷2 / ×2.
struct Width {
    double low, high;
    const char* why;
};
constexpr Width kAssumedPrice{0.8, 1.25, "default: an assumption, −20 % / +25 % (quotes and ratings differ by tens of percent)"};
constexpr Width kPublishedMttf{1 / 1.5, 1.5, "default: a published failure rate, ÷1.5 / ×1.5 (fleet studies differ by about that)"};
constexpr Width kAssumedMttf{0.5, 2.0, "default: an assumed failure rate, ÷2 / ×2"};

void addDefault(std::vector<UncertainInput>& out, std::set<std::string>& seen, const std::string& path, double likely,
                const Width& width, const Catalog& catalog) {
    if (likely <= 0 || !seen.insert(path).second) return;
    std::string problem;
    const std::optional<UncertainTarget> target = uncertainTarget(path, catalog, problem);
    if (!target) return;
    InputRange range{Distribution::Triangular, std::max(target->min, likely * width.low), likely,
                     std::min(target->max, likely * width.high)};
    out.push_back({path, target->label, range, width.why});
}

}  // namespace

std::vector<CorrelatedGroup> defaultGroups(const std::vector<UncertainInput>& defaults) {
    // Optics prices move together (the same lasers, DSPs and market): one group, correlation 0.8.
    CorrelatedGroup optics{{}, 0.8};
    for (const UncertainInput& in : defaults)
        if (in.path.starts_with("/catalog/media/")) optics.paths.push_back(in.path);
    if (optics.paths.size() < 2) return {};
    return {optics};
}

std::vector<std::string> headlineMetrics() {
    return {"/cost/capex_usd",    "/cost/tco_usd_per_year",   "/cost/usd_per_gpu_hour", "/training/days",
            "/training/gpu_hours", "/training/run_cost_usd",  "/reliability/ettr",      "/derived/facility_mw",
            "/power/energy_cost_usd_per_year"};
}

std::vector<UncertainInput> defaultRanges(const Profile& profile, const Catalog& catalog, const std::vector<UncertainInput>& given) {
    std::vector<UncertainInput> out;
    std::set<std::string> seen;
    for (const UncertainInput& g : given) seen.insert(g.path);
    const Plan plan = evaluate(profile, catalog, {.explanations = false});
    // The parts the plan uses: its node type, its switches, the media it cables with.
    if (const NodeType* node = catalog.findNode(plan.compute.node_type_id))
        addDefault(out, seen, catalogPath("nodes", node->id, "price_usd"), node->price_usd.value, kAssumedPrice, catalog);
    if (plan.fabric)
        for (const NetworkResult& n : plan.fabric->networks)
            for (const TierResult& t : n.tiers)
                if (const Switch* s = catalog.findSwitch(t.switch_id))
                    addDefault(out, seen, catalogPath("switches", s->id, "price_usd"), s->price_usd.value, kAssumedPrice, catalog);
    if (plan.cabling)
        for (const MediaUse& use : plan.cabling->by_media)
            if (const Media* m = catalog.findMedia(use.media)) {
                addDefault(out, seen, catalogPath("media", m->id, "price_usd_per_cable"), m->price_usd_per_cable.value, kAssumedPrice,
                           catalog);
                addDefault(out, seen, catalogPath("media", m->id, "price_usd_per_end"), m->price_usd_per_end.value, kAssumedPrice,
                           catalog);
            }
    // The step-time model's own error: its P10 and P90 on published runs (catalog performance.model_error).
    if (plan.performance && plan.performance->likely && seen.insert(kStepTimeFactor).second) {
        const auto& likely = *plan.performance->likely;
        std::string problem;
        out.push_back({kStepTimeFactor, uncertainTarget(kStepTimeFactor, catalog, problem)->label,
                       triangularFromDeciles(likely.step_low_factor, 1, likely.step_high_factor),
                       "default: the model's error on published runs as the range's P10 and P90 (catalog "
                       "performance.model_error)"});
    }
    // The failure classes the job meets, where the plan uses the class's default source.
    if (plan.reliability)
        for (const FailureLine& line : plan.reliability->breakdown)
            if (const FailureClass* f = catalog.findFailureClass(line.failure_class);
                f && line.count > 0 && line.source == f->mttf_hours.source)
                addDefault(out, seen, catalogPath("failure_classes", f->id, "mttf_hours"), f->mttf_hours.value,
                           f->mttf_hours.isAssumption() ? kAssumedMttf : kPublishedMttf, catalog);
    // The profile's own assumptions (tariffs, facility cost, support, storage servers) it gives a value.
    for (const ProfileField& field : profileFields()) {
        if (!field.spec.assumption || field.spec.kind != FieldKind::Real || field.spec.pointer.find('*') != std::string::npos)
            continue;
        const FieldValue v = field.get(profile, {});
        if (const double* d = std::get_if<double>(&v)) addDefault(out, seen, field.spec.pointer, *d, kAssumedPrice, catalog);
    }
    return out;
}

namespace {

void fail(const UncertaintySpec& spec, const std::string& where, const std::string& problem) {
    throw InputError(spec.file, where, problem);
}

void resolveInputs(UncertaintySpec& spec, const Catalog& catalog) {
    std::set<std::string> paths;
    for (std::size_t i = 0; i < spec.inputs.size(); ++i) {
        UncertainInput& in = spec.inputs[i];
        const std::string where = "/inputs/" + std::to_string(i);
        std::string problem;
        const std::optional<UncertainTarget> target = uncertainTarget(in.path, catalog, problem);
        if (!target) fail(spec, where + "/path", "\"" + in.path + "\": " + problem);
        if (!paths.insert(in.path).second) fail(spec, where + "/path", "\"" + in.path + "\" has a range already");
        if (in.label.empty()) in.label = target->label;
        if (std::isnan(in.range.likely)) {
            // An optional field the profile leaves out has no value of its own to centre the range on.
            if (target->field && std::holds_alternative<std::monostate>(fieldValue(spec.base, *target->field)))
                fail(spec, where + "/likely", "the profile does not give " + in.path + "; give the likely value");
            in.range.likely = target->value(spec.base, catalog);
        }
        if (in.basis.empty()) in.basis = "given";
        if (const std::string p = rangeProblem(in.range); !p.empty()) fail(spec, where, p);
        if (in.range.low < target->min || in.range.high > target->max)
            fail(spec, where, "the range " + std::to_string(in.range.low) + " to " + std::to_string(in.range.high) +
                                  " leaves the values the field accepts (" + std::to_string(target->min) + " to " +
                                  std::to_string(target->max) + ")");
    }
}

void resolveGroups(UncertaintySpec& spec) {
    for (std::size_t g = 0; g < spec.groups.size(); ++g) {
        const std::string where = "/correlations/" + std::to_string(g);
        const CorrelatedGroup& group = spec.groups[g];
        if (group.paths.size() < 2) fail(spec, where + "/inputs", "a correlated group names at least two inputs");
        for (std::size_t p = 0; p < group.paths.size(); ++p)
            if (std::none_of(spec.inputs.begin(), spec.inputs.end(), [&](const UncertainInput& in) { return in.path == group.paths[p]; }))
                fail(spec, where + "/inputs/" + std::to_string(p), "\"" + group.paths[p] + "\" is not an input of this spec");
        const double n = static_cast<double>(group.paths.size());
        if (!(group.rho > -1 / (n - 1) && group.rho < 1))
            fail(spec, where + "/rho", "a correlation of " + std::to_string(group.paths.size()) + " inputs lies between " +
                                           std::to_string(-1 / (n - 1)) + " and 1 (not included)");
    }
}

}  // namespace

void resolveUncertainty(UncertaintySpec& spec, const Catalog& catalog) {
    if (spec.samples < 2 || spec.samples > kMaxUncertaintySamples)
        fail(spec, "/samples", "from 2 to " + std::to_string(kMaxUncertaintySamples) + " samples");
    resolveInputs(spec, catalog);
    if (spec.default_ranges) {
        const std::vector<UncertainInput> defaults = defaultRanges(spec.base, catalog, spec.inputs);
        spec.inputs.insert(spec.inputs.end(), defaults.begin(), defaults.end());
        const std::vector<CorrelatedGroup> groups = defaultGroups(defaults);
        spec.groups.insert(spec.groups.end(), groups.begin(), groups.end());
    }
    if (spec.inputs.empty()) fail(spec, "/inputs", "no input has a range (give inputs, or leave default_ranges on)");
    if (spec.inputs.size() > kMaxUncertainInputs)
        fail(spec, "/inputs", "at most " + std::to_string(kMaxUncertainInputs) + " inputs");
    resolveGroups(spec);
    if (spec.metrics.empty()) spec.metrics = headlineMetrics();
    for (std::size_t m = 0; m < spec.metrics.size(); ++m)
        if (const Metric* metric = findMetric(spec.metrics[m]); !metric || metric->needs_catalog)
            fail(spec, "/metrics/" + std::to_string(m), "\"" + spec.metrics[m] + "\" is not a plan metric (docs/sweeps.md lists them)");
    for (std::size_t l = 0; l < spec.limits.size(); ++l) {
        const std::string& metric = spec.limits[l].metric;
        if (const Metric* m = findMetric(metric); !m || m->needs_catalog)
            fail(spec, "/limits/" + std::to_string(l) + "/metric", "\"" + metric + "\" is not a plan metric");
        if (std::find(spec.metrics.begin(), spec.metrics.end(), metric) == spec.metrics.end()) spec.metrics.push_back(metric);
    }
}

}  // namespace cp
