#include "performance/auto_parallel.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <limits>
#include <map>
#include <numeric>
#include <tuple>

#include "performance/memory_model.h"

namespace cp::perf {

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

std::vector<std::int64_t> powersOfTwo(std::int64_t limit) {
    std::vector<std::int64_t> out;
    for (std::int64_t v = 1; v <= limit; v *= 2) out.push_back(v);
    return out;
}

// The values to try: the fixed one alone, else `candidates`.
std::vector<std::int64_t> orFixed(const std::optional<std::int64_t>& fixed, std::vector<std::int64_t> candidates) {
    if (fixed) return {*fixed};
    return candidates;
}

std::vector<std::int64_t> divisors(std::int64_t n, std::int64_t limit) {
    std::vector<std::int64_t> out;
    for (std::int64_t d = 1; d <= std::min(n, limit); ++d)
        if (n % d == 0) out.push_back(d);
    return out;
}

// All divisors of n, ascending, in O(√n).
std::vector<std::int64_t> allDivisors(std::int64_t n) {
    std::vector<std::int64_t> low, high;
    for (std::int64_t d = 1; d * d <= n; ++d)
        if (n % d == 0) {
            low.push_back(d);
            if (d * d != n) high.push_back(n / d);
        }
    low.insert(low.end(), high.rbegin(), high.rend());
    return low;
}

// The largest of the ascending `divisors` that is at most limit (1 when none is).
std::int64_t largestUpTo(const std::vector<std::int64_t>& divisors, std::int64_t limit) {
    const auto it = std::upper_bound(divisors.begin(), divisors.end(), limit);
    return it == divisors.begin() ? 1 : *std::prev(it);
}

// Pipeline depths worth trying: the divisors of the layer count (even stages) and the powers of
// two (uneven stages, as Llama 3's 126 layers in 16), up to `limit`.
std::vector<std::int64_t> stageCounts(std::int64_t layers, std::int64_t limit) {
    std::vector<std::int64_t> out = divisors(layers, limit);
    for (std::int64_t p : powersOfTwo(std::min(layers, limit)))
        if (layers % p != 0) out.push_back(p);
    std::sort(out.begin(), out.end());
    return out;
}

struct Shape {
    std::int64_t tp, pp, cp, ep, dp;
    bool operator==(const Shape&) const = default;
};

Shape shapeOf(const Parallelism& p) { return {p.tp, p.pp, p.cp, p.ep, p.dp}; }

// Layer kernels depend on TP, CP, EP, sequence parallelism and the micro-batch only: computed once
// per combination, for the bounds and for every evaluation.
using LayerKey = std::tuple<std::int64_t, std::int64_t, std::int64_t, std::int64_t, bool>;
struct LayerCompute {
    std::array<double, 3> seconds{};  // one layer's kernels per micro-batch, by Recompute
    LayerCost dense, moe;
    double moe_share = 0;
};

// Communication no choice of recomputation or ZeRO stage removes: the layer's TP, CP and EP
// collectives as exposed without recomputation (the least any choice exposes) and the pipeline sends.
struct CommunicationBound {
    double per_layer_seconds = 0;
    double per_micro_batch_seconds = 0;
};

// A layer's least exposed TP, CP and EP time for one split and micro-batch; the EP part grows with
// the share of passes the overlapped schedule cannot pair, which the interleaving depth sets.
struct LayerCommunicationBound {
    double tp_cp_seconds = 0;
    double ep_paired_seconds = 0;    // every pass paired
    double ep_unpaired_seconds = 0;  // none paired
    double at(double unpaired_share) const {
        return tp_cp_seconds + (1 - unpaired_share) * ep_paired_seconds + unpaired_share * ep_unpaired_seconds;
    }
};

class Search {
public:
    Search(const TrainingJob& job, const Hardware& hw, const SearchSpace& space) : job_(job), hw_(hw), space_(space) {}

    SearchResult run();

private:
    // A configuration waiting for evaluation, with its compute-only lower bound: its group's split
    // (groups_) with this recomputation and ZeRO stage. 16 bytes, so a hostile search space of
    // millions of configurations sorts and stores little (one Parallelism per group, not each).
    struct Queued {
        double bound;
        std::uint32_t group;
        std::uint8_t zero;
        std::uint8_t recompute;  // a Recompute
    };
    Parallelism configuration(const Queued& q) const;

    void splits();
    void micro(Parallelism par);
    void memoryChoices(Parallelism par, const LayerCompute& layer, double communication_per_layer_seconds);
    void evaluateQueue();
    // True when the configuration fits; those that do not are noted for the second pass.
    bool consider(const Queued& q);
    void considerNotFitting();
    const LayerCompute& layerCompute(const Parallelism& par);
    StepResult evaluate(const Queued& q, const Parallelism& par);
    LayerCommunicationBound layerCommunicationBound(const Parallelism& par, const LayerCompute& layer) const;
    double lowerBound(const Parallelism& par, const LayerCompute& layer, const CommunicationBound& comm) const;
    double threshold(const Shape& shape) const;
    void keep(Candidate candidate);
    void finish();

    const TrainingJob& job_;
    const Hardware& hw_;
    const SearchSpace& space_;
    SearchResult out_;
    std::map<LayerKey, LayerCompute> layerCache_;
    struct Group {
        Parallelism par;             // recomputation and ZeRO stage left to Queued
        const LayerCompute* layer;   // in layerCache_, whose nodes stay put
    };
    std::vector<Group> groups_;  // one split per group
    std::vector<std::int64_t> batchDivisors_;  // of the global batch: the DP sizes that split it
    std::vector<Queued> queue_;
    std::vector<const Queued*> notFitting_;
    std::string firstRefusal_;  // the first split refused before memory ("TP 1024 · …: TP must divide the heads")
    template <class Why>  // built only for the first: the open search skips many
    void refuse(Why&& why) {
        if (firstRefusal_.empty()) firstRefusal_ = why();
    }
};

SearchResult Search::run() {
    if (space_.gpus < 1) {
        out_.problem = "no GPUs to split";
        return out_;
    }
    batchDivisors_ = allDivisors(job_.global_batch_sequences);
    // Capacity hints for an open search (1 MB): the benchmarks' searches enqueue 10,000-27,000
    // configurations in about 2,000 groups, and growing both vectors from empty cost two thirds of the
    // MoE search in fresh pages (bench_step_time searchMoe/16384: 15.8 ms without, 5.1 ms with, at the time). A
    // split the profile fixes enqueues a handful and skips them.
    if (!space_.fixed_tp || !space_.fixed_pp) queue_.reserve(1 << 15), groups_.reserve(1 << 12);
    splits();
    evaluateQueue();
    finish();
    return out_;
}

// TP inside the scale-up domain, CP and PP over what is left, DP the largest divisor of the global
// batch that fits in the GPUs left (a job may leave some idle); EP from DP for MoE models.
void Search::splits() {
    const ModelArchitecture& m = job_.model;
    const std::int64_t maxTp = space_.max_tp > 0 ? space_.max_tp : std::max<std::int64_t>(hw_.scale_up.gpus_per_domain, 1);
    for (std::int64_t tp : orFixed(space_.fixed_tp, powersOfTwo(std::min(maxTp, m.heads)))) {
        for (std::int64_t cp : orFixed(space_.fixed_cp, powersOfTwo(std::max<std::int64_t>(space_.max_cp, 1)))) {
            if (tp * cp > space_.gpus) continue;
            for (std::int64_t pp : orFixed(space_.fixed_pp, stageCounts(m.layers, space_.gpus / (tp * cp)))) {
                if (pp > m.layers) {  // only a fixed PP gets here: the search's counts stop at the layers
                    refuse([&] { return "PP " + std::to_string(pp) + " is more than the model's " + std::to_string(m.layers) + " layers"; });
                    continue;
                }
                if (tp * cp * pp > space_.gpus) {
                    refuse([&] {
                        return "TP × CP × PP = " + std::to_string(tp * cp * pp) + " needs more than the " +
                               std::to_string(space_.gpus) + " GPUs";
                    });
                    continue;
                }
                Parallelism par = space_.base;
                par.tp = tp, par.cp = cp, par.pp = pp;
                par.dp = largestUpTo(batchDivisors_, space_.gpus / (tp * cp * pp));
                par.sequence_parallel = space_.fixed_sequence_parallel.value_or(tp > 1);
                // EP divides both DP (folded: TP × CP × DP / expert TP) and the experts: the divisors of
                // their gcd, in O(√gcd) (a loop to min(DP, experts) cost 10^5 steps per split with 10^5 experts).
                const std::int64_t epRoom = par.foldedExperts() ? tp * cp * par.dp / par.expert_tp : par.dp;
                const std::vector<std::int64_t> eps =
                    orFixed(space_.fixed_ep, m.moe.enabled() && epRoom > 0 ? allDivisors(std::gcd(epRoom, m.moe.experts))
                                                                           : std::vector<std::int64_t>{1});
                for (std::int64_t ep : eps) {
                    if (m.moe.enabled() && m.moe.experts % ep != 0) continue;
                    par.ep = ep;
                    micro(par);
                }
            }
        }
    }
}

void Search::micro(Parallelism par) {
    const std::int64_t perReplica = job_.global_batch_sequences / par.dp;
    for (std::int64_t mb : orFixed(space_.fixed_micro_batch, powersOfTwo(std::min(space_.max_micro_batch, perReplica)))) {
        if (perReplica % mb != 0) {
            refuse([&] {
                return "a micro-batch of " + std::to_string(mb) + " does not divide the " + std::to_string(perReplica) +
                       " sequences each of DP " + std::to_string(par.dp) + " replicas gets";
            });
            continue;
        }
        par.micro_batch_sequences = mb;
        const LayerCompute& layer = layerCompute(par);
        // The same for every interleaving depth but for the overlapped all-to-all's unpaired passes.
        const LayerCommunicationBound communication = layerCommunicationBound(par, layer);
        const std::int64_t m = perReplica / mb;
        const std::int64_t layersPerStage = fewestLayersOnAStage(job_.model.layers, par);
        const std::int64_t maxV = space_.interleaving && par.pp > 1 ? std::min<std::int64_t>(layersPerStage, 8) : 1;
        std::vector<std::int64_t> vs;
        for (std::int64_t v = 1; v <= maxV; ++v) vs.push_back(v);
        for (std::int64_t v : orFixed(space_.fixed_virtual_stages, vs)) {
            // Searched interleaving keeps model chunks even; a given one is judged by parallelismProblem.
            if (v > 1 && !space_.fixed_virtual_stages && (m % par.pp != 0 || layersPerStage % v != 0)) continue;
            par.virtual_stages = v;
            memoryChoices(par, layer, communication.at(par.overlap_ep ? expertOverlapUnpairedShare(par, m) : 0.0));
        }
    }
}

void Search::memoryChoices(Parallelism par, const LayerCompute& layer, double communication_per_layer_seconds) {
    const bool replicated = par.dp * par.cp > 1;
    par.zero_stage = replicated && !space_.zero_stages.empty() ? space_.zero_stages.front() : 0;
    if (std::string problem = parallelismProblem(job_, par); !problem.empty()) {  // recomputation and ZeRO do not change it
        refuse([&] { return describeParallelism(par) + ": " + problem; });
        return;
    }
    const CommunicationBound comm{communication_per_layer_seconds, pipelineCommunication(job_, par, hw_).seconds};
    for (Recompute rec : space_.recomputations) {
        par.recompute = rec;
        for (int zero : space_.zero_stages) {
            par.zero_stage = replicated ? zero : 0;
            ++out_.considered;
            if (par.zero_stage < 0 || par.zero_stage > 3) continue;
            queue_.push_back({lowerBound(par, layer, comm), static_cast<std::uint32_t>(groups_.size()),
                              static_cast<std::uint8_t>(par.zero_stage), static_cast<std::uint8_t>(rec)});
            if (!replicated) break;
        }
    }
    groups_.push_back({par, &layer});
}

Parallelism Search::configuration(const Queued& q) const {
    Parallelism par = groups_[q.group].par;
    par.recompute = static_cast<Recompute>(q.recompute);
    par.zero_stage = q.zero;
    return par;
}

// Best first: by lower bound, so the kept list fills with fast configurations early and the rest
// stop as soon as their bound cannot beat the slowest kept. Lighter recomputation and lower ZeRO
// stages come first in a group and are never slower: once one fits, the group is done. A heap, not
// a sort: the search stops after a small prefix of the queue, so ordering the rest would be waste
// (bench_step_time searchMoe/16384). Ties go by ZeRO stage, then group and recomputation, so the
// order is total and the same on every platform.
void Search::evaluateQueue() {
    auto later = [](const Queued& a, const Queued& b) {
        return std::tie(a.bound, a.zero, a.group, a.recompute) > std::tie(b.bound, b.zero, b.group, b.recompute);
    };
    std::make_heap(queue_.begin(), queue_.end(), later);
    std::vector<bool> fitted(groups_.size(), false);
    for (auto end = queue_.end(); end != queue_.begin(); --end) {
        std::pop_heap(queue_.begin(), end, later);  // the least left moves to end − 1, where it stays
        const Queued& q = *(end - 1);
        if (out_.ranked.size() >= 1 + space_.runner_ups && q.bound >= out_.ranked.back().result.step_seconds) break;
        if (fitted[q.group]) continue;
        fitted[q.group] = consider(q);
    }
    considerNotFitting();
}

// Faster than the best but over the memory: evaluated once the best is known, so few are.
void Search::considerNotFitting() {
    const double best = out_.ranked.empty() ? kInfinity : out_.ranked.front().result.step_seconds;
    for (const Queued* q : notFitting_) {
        const double fastestMissed = out_.fastest_not_fitting ? out_.fastest_not_fitting->result.step_seconds : kInfinity;
        if (q->bound >= std::min(best, fastestMissed)) break;
        ++out_.evaluated;
        const Parallelism par = configuration(*q);
        StepResult r = evaluate(*q, par);
        if (r.ok() && r.step_seconds < std::min(best, fastestMissed)) out_.fastest_not_fitting = Candidate{par, std::move(r), {}};
    }
}

const LayerCompute& Search::layerCompute(const Parallelism& par) {
    const LayerKey key{par.tp, par.cp, par.ep, par.micro_batch_sequences, par.sequence_parallel};
    if (auto found = layerCache_.find(key); found != layerCache_.end()) return found->second;
    LayerCompute v;
    v.moe_share = static_cast<double>(job_.model.moeLayerCount()) / static_cast<double>(job_.model.layers);
    v.dense = layerCost(job_, par, hw_.gpu, false);
    v.moe = v.moe_share > 0 ? layerCost(job_, par, hw_.gpu, true) : v.dense;
    for (Recompute r : {Recompute::None, Recompute::Selective, Recompute::Full}) {
        auto total = [&](const LayerCost& c) {
            return c.forwardSeconds() + c.backwardSeconds() + c.recomputeSeconds(r, par.recompute_modules);
        };
        v.seconds[static_cast<std::size_t>(r)] = (1 - v.moe_share) * total(v.dense) + v.moe_share * total(v.moe);
    }
    return layerCache_.emplace(key, v).first->second;
}

StepResult Search::evaluate(const Queued& q, const Parallelism& par) {
    const LayerCompute& layer = *groups_[q.group].layer;
    const KnownLayerCosts known{layer.dense, layer.moe};
    return estimateStep(job_, par, hw_, &known);
}

LayerCommunicationBound Search::layerCommunicationBound(const Parallelism& par, const LayerCompute& layer) const {
    Parallelism none = par;
    none.recompute = Recompute::None;
    // Overlapped collectives count what no window hides (their latency and the compute they slow),
    // which grows with recomputation's extra collectives, so the figure without it is a lower bound.
    // The overlapped all-to-all's exposed time is linear in the unpaired share: its two ends.
    const LayerCommunication dense = layerCommunication(none, hw_, layer.dense, 0.0);
    LayerCommunicationBound b;
    b.tp_cp_seconds = (1 - layer.moe_share) * (dense.tp_seconds + dense.cp_seconds + dense.ep_seconds);
    if (layer.moe_share > 0) {
        const LayerCommunication paired = layerCommunication(none, hw_, layer.moe, 0.0);
        b.tp_cp_seconds += layer.moe_share * (paired.tp_seconds + paired.cp_seconds);
        b.ep_paired_seconds = layer.moe_share * paired.ep_seconds;
        b.ep_unpaired_seconds =
            par.overlap_ep ? layer.moe_share * layerCommunication(none, hw_, layer.moe, 1.0).ep_seconds : b.ep_paired_seconds;
    }
    return b;
}

double Search::lowerBound(const Parallelism& par, const LayerCompute& layer, const CommunicationBound& comm) const {
    // The fullest stage's kernels and unavoidable communication for every micro-batch, plus the
    // fill and drain of the mean stage.
    const double perLayer = layer.seconds[static_cast<std::size_t>(par.recompute)] + comm.per_layer_seconds;
    const double fullest = static_cast<double>((job_.model.layers + par.pp - 1) / par.pp);
    const double mean = static_cast<double>(job_.model.layers) / static_cast<double>(par.pp);
    const double fill = static_cast<double>(par.pp - 1) / static_cast<double>(par.virtual_stages);
    const double m = static_cast<double>(microBatchesPerStep(job_, par));
    return perLayer * (m * fullest + fill * mean) + comm.per_micro_batch_seconds * (m + fill);
}

double Search::threshold(const Shape& shape) const {
    for (const Candidate& c : out_.ranked)
        if (shapeOf(c.parallelism) == shape) return c.result.step_seconds;
    if (out_.ranked.size() < 1 + space_.runner_ups) return kInfinity;
    return out_.ranked.back().result.step_seconds;
}

bool Search::consider(const Queued& q) {
    const Parallelism par = configuration(q);
    if (q.bound >= threshold(shapeOf(par))) return false;
    if (!memoryPerGpu(job_, par, hw_.gpu).fits) {
        ++out_.not_fitting;
        notFitting_.push_back(&q);
        return false;
    }
    ++out_.evaluated;
    StepResult r = evaluate(q, par);
    if (r.ok()) keep(Candidate{par, std::move(r), {}});
    return true;
}

// Best configuration per shape, at most 1 + runner_ups shapes, fastest first.
void Search::keep(Candidate candidate) {
    auto& ranked = out_.ranked;
    const Shape shape = shapeOf(candidate.parallelism);
    auto same = std::find_if(ranked.begin(), ranked.end(), [&](const Candidate& c) { return shapeOf(c.parallelism) == shape; });
    if (same != ranked.end()) {
        if (candidate.result.step_seconds >= same->result.step_seconds) return;
        ranked.erase(same);
    }
    auto at = std::find_if(ranked.begin(), ranked.end(),
                           [&](const Candidate& c) { return c.result.step_seconds > candidate.result.step_seconds; });
    ranked.insert(at, std::move(candidate));
    if (ranked.size() > 1 + space_.runner_ups) ranked.pop_back();
}

std::string gigabytes(double bytes) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.1f GB", bytes / 1e9);
    return buffer;
}

void Search::finish() {
    if (out_.ranked.empty()) {
        // Nothing reached the memory check: say why the first split was refused, not "does not fit".
        if (groups_.empty())
            out_.problem =
                "no split of " + std::to_string(space_.gpus) + " GPUs runs this job" +
                (firstRefusal_.empty() ? std::string(" (the fixed sizes need more GPUs)") : ": " + firstRefusal_);
        else
            out_.problem = "no split of " + std::to_string(space_.gpus) + " GPUs fits this job in the " +
                           gigabytes(hw_.gpu.hbm_bytes.value * hw_.gpu.usable_memory_fraction.value) + " usable of " +
                           gigabytes(hw_.gpu.hbm_bytes.value) + " per GPU (or the batch cannot be divided)";
        return;
    }
    const StepResult& best = out_.ranked.front().result;
    for (std::size_t i = 1; i < out_.ranked.size(); ++i) out_.ranked[i].why = whySlower(out_.ranked[i].result, best);
    if (out_.fastest_not_fitting) {
        Candidate& c = *out_.fastest_not_fitting;
        if (c.result.step_seconds >= best.step_seconds) {
            out_.fastest_not_fitting.reset();
        } else {
            char faster[32];  // one decimal, as whySlower: a 0.3% gain must not read "0%"
            std::snprintf(faster, sizeof faster, "%.1f%%", 100 * (1 - c.result.step_seconds / best.step_seconds));
            c.why = "would be " + std::string(faster) + " faster but needs " + gigabytes(c.result.memory.total_bytes) +
                    " per GPU of " + gigabytes(c.result.memory.capacity_bytes);
        }
    }
}

}  // namespace

std::vector<PartLoss> largestLosses(const StepResult& candidate, const StepResult& best) {
    const StepBreakdown& a = candidate.breakdown;
    const StepBreakdown& b = best.breakdown;
    const std::array<PartLoss, 8> deltas{{{StepPart::Compute, a.compute_seconds - b.compute_seconds},
                                          {StepPart::Tp, a.tp_seconds - b.tp_seconds},
                                          {StepPart::Cp, a.cp_seconds - b.cp_seconds},
                                          {StepPart::Ep, a.ep_seconds - b.ep_seconds},
                                          {StepPart::PipelineSends, a.pp_seconds - b.pp_seconds},
                                          {StepPart::Bubble, a.bubble_seconds - b.bubble_seconds},
                                          {StepPart::Dp, a.dp_seconds - b.dp_seconds},
                                          {StepPart::Optimizer, a.optimizer_seconds - b.optimizer_seconds}}};
    std::array<std::size_t, 8> order{0, 1, 2, 3, 4, 5, 6, 7};
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t x, std::size_t y) { return deltas[x].seconds > deltas[y].seconds; });
    std::vector<PartLoss> out{deltas[order[0]]};
    if (deltas[order[1]].seconds > 0) out.push_back(deltas[order[1]]);
    return out;
}

const char* stepPartName(StepPart part) {
    switch (part) {
    case StepPart::Compute:
        return "compute";
    case StepPart::Tp:
        return "TP";
    case StepPart::Cp:
        return "CP";
    case StepPart::Ep:
        return "EP";
    case StepPart::PipelineSends:
        return "pipeline sends";
    case StepPart::Bubble:
        return "bubble";
    case StepPart::Dp:
        return "DP";
    case StepPart::Optimizer:
        return "optimizer";
    }
    return "";
}

std::string whySlower(const StepResult& candidate, const StepResult& best) {
    char text[64];
    const double slower = best.step_seconds > 0 ? candidate.step_seconds / best.step_seconds - 1 : 0;
    std::snprintf(text, sizeof text, "%.1f%% slower", 100 * slower);
    std::string out = text;
    const char* separator = ": ";
    for (const PartLoss& loss : largestLosses(candidate, best)) {
        std::snprintf(text, sizeof text, " %+.3g s", loss.seconds);
        out += separator + std::string(stepPartName(loss.part)) + text;
        separator = ", ";
    }
    return out;
}

SearchResult searchParallelism(const TrainingJob& job, const Hardware& hw, const SearchSpace& space) {
    if (std::string p = hardwareProblem(job, hw); !p.empty()) {
        SearchResult r;
        r.problem = p;
        return r;
    }
    return Search(job, hw, space).run();
}

}  // namespace cp::perf
