#include "plan/evaluate.h"

#include <algorithm>
#include <vector>

#include "bom/bom.h"
#include "cost/cost.h"
#include "common/format.h"
#include "reliability/checkpoint_size.h"
#include "compute/compute.h"
#include "training/training.h"
#include "fabric/fabric.h"
#include "layout/cabling.h"
#include "layout/cabling_price.h"
#include "layout/media_choice.h"
#include "floor/floor_plan.h"
#include "performance/performance_stage.h"
#include "plan/deadline_sizing.h"
#include "plan/design_reuse.h"
#include "plan/output_explanations.h"
#include "power/power.h"
#include "reliability/reliability.h"

namespace cp {

const Explanation* Plan::explain(const std::string& key) const {
    auto it = std::find_if(explanations.begin(), explanations.end(), [&](const Explanation& e) { return e.key == key; });
    return it == explanations.end() ? nullptr : &*it;
}

namespace {

// The cabling no longer places cables one by one: it counts merged link bundles
// (fabric/bundle_merge.h), in time and memory that grow with the switches, hosts and racks
// (about 35 ms and several MB at 1M GPUs, 4 million links; docs/performance.md), and the
// cable-plan export still writes every link. A design is evaluated only up to this many
// links: 10 million GPUs on a 4-tier fabric fit; the 2^40 GPUs a profile may name would
// otherwise run out of memory or time.
constexpr std::int64_t kMaxEvaluatedLinks = 50'000'000;

void refuseUnplannableSize(const FabricResult& f, Diagnostics& errors) {
    const std::int64_t links = f.links_total > kMaxEvaluatedLinks - f.endpoint_links_total
                                   ? kMaxEvaluatedLinks + 1
                                   : f.links_total + f.endpoint_links_total;
    if (links > kMaxEvaluatedLinks)
        errors.push_back({"/compute", "this design has " + formatCount(f.endpoint_links_total) + " endpoint and " +
                                          formatCount(f.links_total) +
                                          " switch-to-switch links; ClusterPlanner plans every cable " + "and handles at most " +
                                          formatCount(kMaxEvaluatedLinks) +
                                          " links (about 10 million GPUs): plan a smaller cluster, or one zone of it"});
}

// Compute, fabric, floor plan and cabling: what is built and how it is wired, from the build
// sections alone. The plan's errors say whether the design can be built so far.
Plan buildPlan(const Profile& sections, const Catalog& catalog, const EvaluateOptions& options) {
    Plan plan;
    plan.explaining = options.explanations;
    plan.compute = evaluateCompute(sections, catalog, plan);
    plan.fabric = evaluateFabric(sections, catalog, plan.compute, plan);
    if (!plan.errors.empty()) return plan;
    refuseUnplannableSize(*plan.fabric, plan.errors);
    if (!plan.errors.empty()) return plan;
    auto floor = std::make_shared<const FloorPlan>(sections, catalog, plan.compute.nodes, plan.errors);
    if (!plan.errors.empty()) return plan;
    plan.floor = floor;
    plan.cabling = computeCabling(sections, catalog, *floor, *plan.fabric, plan.errors);
    explainCabling(*plan.cabling, plan);
    return plan;
}

// The stages after the build (performance, BOM, power, reliability, cost, training), on the
// whole profile.
Plan finishPlan(Plan plan, const Profile& profile, const Catalog& catalog, const EvaluateOptions& options) {
    plan.profile_name = profile.name;
    if (!plan.errors.empty()) return plan;
    plan.performance = evaluatePerformance(profile, catalog, plan.compute, *plan.fabric, plan);
    if (!plan.errors.empty()) return plan;
    if (plan.performance && options.step_time_factor != 1) plan.performance->scaleStep(options.step_time_factor);
    std::vector<BomLine> bom = buildBom(profile, catalog, plan.compute, *plan.fabric, *plan.cabling);
    plan.power = evaluatePower(profile, catalog, plan.compute, *plan.fabric, *plan.cabling, bom, plan);
    CheckpointSize checkpoint =
        checkpointSize(profile, catalog, modelSize(profile.workload, plan.performance ? &*plan.performance : nullptr).total);
    if (plan.performance) checkpoint.step_seconds = plan.performance->step.step_seconds;
    const std::optional<std::int64_t> jobGpus =
        plan.performance ? std::optional<std::int64_t>(plan.performance->gpus) : std::nullopt;
    plan.reliability = evaluateReliability(profile, catalog, plan.compute, *plan.fabric, *plan.cabling, checkpoint, jobGpus, plan);
    if (!plan.errors.empty()) return plan;
    plan.cost = evaluateCost(profile, plan.compute, std::move(bom), *plan.power, *plan.reliability, plan);
    plan.training = evaluateTraining(profile, catalog,
                                     {plan.compute, *plan.cabling, *plan.power, *plan.reliability, *plan.cost, checkpoint,
                                      plan.performance ? &*plan.performance : nullptr},
                                     plan);
    return plan;
}

// The loop around the pipeline: with a deadline, the size it asks for is planned again (numbers
// only) until it asks for itself; then the outputs the stages did not explain are explained.
Plan completePlan(Plan plan, const Profile& profile, const Catalog& catalog, const EvaluateOptions& options) {
    if (plan.errors.empty())
        sizeForDeadline(profile, catalog, plan, [&catalog, &options](const Profile& trial) {
            const EvaluateOptions numbers{.explanations = false, .step_time_factor = options.step_time_factor};
            return finishPlan(buildPlan(buildSections(trial), catalog, numbers), trial, catalog, numbers);
        });
    explainOutputs(profile, catalog, plan);
    return plan;
}

}  // namespace

Profile buildSections(const Profile& profile) {
    Profile sections;
    sections.compute = profile.compute;
    sections.networks = profile.networks;
    sections.storage = profile.storage;
    // Read by the BOM and power stages only: left at their defaults here, so a change of them (an
    // uncertainty sample, a sweep of the storage price) reuses the build.
    sections.storage.server_power_w = StorageInput{}.server_power_w;
    sections.storage.server_price_usd = StorageInput{}.server_price_usd;
    sections.layout = profile.layout;
    return sections;
}

Plan evaluate(const Profile& profile, const Catalog& catalog, const EvaluateOptions& options) {
    return completePlan(finishPlan(buildPlan(buildSections(profile), catalog, options), profile, catalog, options), profile, catalog,
                        options);
}

Plan DesignReuse::evaluate(const Profile& profile, const Catalog& catalog, const EvaluateOptions& options) {
    Profile sections = buildSections(profile);
    if (sections_ && *sections_ == sections && catalog_ == &catalog && explaining_ == options.explanations) {
        if (!media_prices_vary) {
            ++reused_;
            return completePlan(finishPlan(built_, profile, catalog, options), profile, catalog, options);
        }
    } else {
        built_ = buildPlan(sections, catalog, options);
        sections_ = std::move(sections);
        catalog_ = &catalog;
        explaining_ = options.explanations;
        media_builds_.clear();
        selectors_.clear();
        if (!media_prices_vary) return completePlan(finishPlan(built_, profile, catalog, options), profile, catalog, options);
        // The selectors the walk made: each network's tiers' speeds and its link speed, with its policy.
        for (std::size_t n = 0; built_.fabric && n < built_.fabric->networks.size() && n < sections_->networks.size(); ++n) {
            const NetworkInput& net = sections_->networks[n];
            std::vector<double> speeds{net.link_speed_gbps};
            for (const TierResult& t : built_.fabric->networks[n].tiers) speeds.insert(speeds.end(), {t.down_speed_gbps, t.up_speed_gbps});
            for (double speed : speeds)
                if (SelectorKey key{speed, net.media_policy}; std::find(selectors_.begin(), selectors_.end(), key) == selectors_.end())
                    selectors_.push_back(std::move(key));
        }
        media_builds_.emplace_back(mediaChoiceSignature(catalog, selectors_), built_);
        return completePlan(finishPlan(built_, profile, catalog, options), profile, catalog, options);
    }
    return completePlan(finishPlan(builtFor(catalog, options), profile, catalog, options), profile, catalog, options);
}

// Media prices vary: the build whose links pick the media these prices pick, repriced; else a new one.
Plan& DesignReuse::builtFor(const Catalog& catalog, const EvaluateOptions& options) {
    std::vector<int> signature = mediaChoiceSignature(catalog, selectors_);
    for (auto& [picks, plan] : media_builds_)
        if (picks == signature) {
            ++reused_;
            if (plan.cabling) repriceCabling(*plan.cabling, catalog);
            return plan;
        }
    if (media_builds_.size() == kMaxMediaBuilds) media_builds_.erase(media_builds_.begin());
    media_builds_.emplace_back(std::move(signature), buildPlan(*sections_, catalog, options));
    return media_builds_.back().second;
}

}  // namespace cp
