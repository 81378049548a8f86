#include "profile/profile_rules.h"

#include <algorithm>
#include <cstdio>

#include "common/format.h"
#include "common/input_error.h"

namespace cp {

namespace {

const char* partWhat(PartKind part) {
    switch (part) {
    case PartKind::Node:
        return "a node type";
    case PartKind::Switch:
        return "a switch";
    case PartKind::Nic:
        return "a NIC";
    case PartKind::Storage:
        return "a storage server";
    case PartKind::Gpu:
        return "a GPU";
    case PartKind::Media:
        return "a cable or transceiver type";
    case PartKind::None:
        break;
    }
    return "a part";
}

std::string networkPath(std::size_t index, const std::string& key) { return "/networks/" + std::to_string(index) + "/" + key; }

}  // namespace

bool catalogHas(const Catalog& catalog, PartKind part, const std::string& id) {
    switch (part) {
    case PartKind::Node:
        return catalog.findNode(id) != nullptr;
    case PartKind::Switch:
        return catalog.findSwitch(id) != nullptr;
    case PartKind::Nic:
        return catalog.findNic(id) != nullptr;
    case PartKind::Storage:
        return catalog.findStorageServer(id) != nullptr;
    case PartKind::Gpu:
        return catalog.findGpu(id) != nullptr;
    case PartKind::Media:
        return catalog.findMedia(id) != nullptr;
    case PartKind::None:
        break;
    }
    return true;
}

// A profile made on another machine may use parts from that machine's user catalog; say so,
// and how to bring them here, instead of only "unknown id".
std::string missingPartMessage(const std::string& id, PartKind part) {
    return "\"" + id + "\" is not " + partWhat(part) + " in the catalog; it may be a user part from another machine's user " +
           "catalog: add it to your user catalog (Catalog › Browse parts…) or pass that file with --catalog FILE " +
           "(see `clusterplanner-cli catalog`)";
}

void checkComputeRules(const ComputeInput& c, const std::string& file) {
    if (c.nodes.has_value() == c.gpus.has_value())
        throw InputError(file, "/compute", "needs exactly one of \"nodes\" or \"gpus\"");
}

namespace {

// The entry that set a tier side's speed: the nearest explicit up_speeds_gbps entry at or below
// it, else link_speed_gbps.
std::string speedKey(const NetworkInput& n, std::size_t tier, bool up) {
    for (std::size_t t = up ? tier + 1 : tier; t-- > 0;)
        if (t < n.up_speeds_gbps.size() && n.up_speeds_gbps[t] > 0) return "up_speeds_gbps/" + std::to_string(t);
    return "link_speed_gbps";
}

// Every tier's switch runs its down and up links at port speeds it has; tiers past the lists
// repeat the last switch and speed, so checking one tier beyond them covers every tier.
void checkTierSpeeds(const NetworkInput& n, std::size_t index, const Catalog& catalog, const std::string& file) {
    const std::size_t tiers = std::max(n.tier_switches.size(), n.up_speeds_gbps.size()) + 1;
    for (std::size_t t = 0; t < tiers && t < 4; ++t) {
        const Switch* sw = catalog.findSwitch(n.switchOfTier(t));
        if (!sw) continue;  // ids were checked field by field
        for (const bool up : {false, true}) {
            const double speed = up ? n.upSpeedOfTier(t) : n.downSpeedOfTier(t);
            if (sw->modeAt(speed)) continue;
            const bool ownSwitch = t < n.tier_switches.size() && !n.tier_switches[t].empty();
            const std::string key = speedKey(n, t, up);
            throw InputError(file, networkPath(index, ownSwitch && key == "link_speed_gbps" ? "tier_switches" : key),
                             formatNumber(speed) + " Gb/s is not a port speed of " + sw->id + "; expected one of its modes: " +
                                 sw->speedsText());
        }
    }
}

// Leaf classes name a host kind of this network once each; hosts on spare ports have no leaves.
void checkLeafClasses(const NetworkInput& n, std::size_t index, const std::string& file) {
    for (std::size_t c = 0; c < n.leaf_classes.size(); ++c) {
        const std::string& hosts = n.leaf_classes[c].hosts;
        const std::string path = networkPath(index, "leaf_classes/" + std::to_string(c) + "/hosts");
        const auto other = std::find_if(n.other_hosts.begin(), n.other_hosts.end(),
                                        [&](const OtherHosts& h) { return h.name == hosts; });
        const bool known = hosts == "compute" || hosts == "storage" || (hosts == "switch" && n.role == NetworkRole::Management) ||
                           other != n.other_hosts.end();
        if (!known)
            throw InputError(file, path,
                             "\"" + hosts + "\" is not a host kind of this network; expected \"compute\", \"storage\" or the "
                             "name of one of its other_hosts groups");
        if (other != n.other_hosts.end() && other->spare_ports)
            throw InputError(file, path,
                             "\"" + hosts + "\" are cabled into spare leaf ports (spare_ports): they get no leaves of "
                             "their own to put in a class");
        for (std::size_t e = 0; e < c; ++e)
            if (n.leaf_classes[e].hosts == hosts)
                throw InputError(file, path, "\"" + hosts + "\" already has leaf class " + std::to_string(e));
    }
}

}  // namespace

void checkNetworkRules(const NetworkInput& n, std::size_t index, const std::vector<NetworkInput>& earlier, const Catalog& catalog,
                       const std::string& file) {
    if (n.name.empty()) throw InputError(file, networkPath(index, "name"), "must not be empty");
    if (std::any_of(earlier.begin(), earlier.end(), [&](const NetworkInput& e) { return e.name == n.name; }))
        throw InputError(file, networkPath(index, "name"),
                         "\"" + n.name + "\" is used by an earlier network; names must be unique");
    checkTierSpeeds(n, index, catalog, file);
    for (std::size_t e = 0; e < n.extra_switches.size(); ++e)
        if (n.extra_switches[e].reason.empty())
            throw InputError(file, networkPath(index, "extra_switches/" + std::to_string(e) + "/reason"),
                             "must say why these switches are added");
    if (n.leaf_per_rack && n.su_nodes)
        throw InputError(file, networkPath(index, "leaf_per_rack"),
                         "a leaf per rack makes the rack the scalable unit: give leaf_per_rack or su_nodes, not both");
    checkLeafClasses(n, index, file);
    const auto has = [&](MediaPolicy m) { return std::find(n.media_policy.begin(), n.media_policy.end(), m) != n.media_policy.end(); };
    if (has(MediaPolicy::OpticsOnly) && has(MediaPolicy::AocOverSr))
        throw InputError(file, networkPath(index, "media_policy"),
                         "optics_only allows pluggable optics on fibre only (no copper, no AOC), so aoc_over_sr has no AOC to "
                         "prefer: give one of them");
}

void checkStorageRules(const StorageInput& s, const std::vector<NetworkInput>& networks, const std::string& file) {
    if (s.servers <= 0) return;
    const bool known = std::any_of(networks.begin(), networks.end(), [&](const NetworkInput& n) { return n.name == s.network; });
    if (!known) throw InputError(file, "/storage/network", "\"" + s.network + "\" is not the name of a network in /networks");
}

namespace {

std::string threeDigits(double v) {
    char text[32];
    std::snprintf(text, sizeof text, "%.3g", v);
    return text;
}

// The weights the architecture holds, in double (each field at its maximum makes ~10^22, past
// int64): the step-time model counts them in int64 (performance/training_job.cpp), same formula.
double architectureParameters(const ArchitectureInput& a) {
    const auto d = [](std::int64_t v) { return static_cast<double>(v); };
    const double h = d(a.hidden), matrices = a.ffn == perf::FfnKind::SwiGlu ? 3 : 2;
    const double heads = d(a.heads), kv = d(a.kv_lora_rank > 0 || a.kv_heads == 0 ? a.heads : a.kv_heads);
    const double qk = d(a.head_dim > 0 ? a.head_dim : a.hidden / a.heads), v = a.v_head_dim > 0 ? d(a.v_head_dim) : qk;
    const double q = a.q_lora_rank > 0 ? h * d(a.q_lora_rank) + d(a.q_lora_rank) * heads * qk : h * heads * qk;
    const double keysValues = a.kv_lora_rank > 0 ? h * d(a.kv_lora_rank + a.rope_head_dim) +
                                                       d(a.kv_lora_rank) * heads * (qk - d(a.rope_head_dim) + v)
                                                 : h * kv * (qk + v);
    const double attention = q + keysValues + heads * v * h;
    const double expert = matrices * h * d(a.expert_ffn_hidden);
    const double moe = a.experts > 0 ? h * d(a.experts) + d(a.experts + a.shared_experts) * expert : 0;
    const double moeLayers = a.experts > 0 && a.layers > a.first_dense_layers
                                 ? d((a.layers - a.first_dense_layers) / std::max<std::int64_t>(a.moe_layer_interval, 1))
                                 : 0;
    const double dense = matrices * h * d(a.ffn_hidden);
    return d(a.layers) * attention + (d(a.layers) - moeLayers) * dense + moeLayers * moe + 2 * d(a.vocabulary) * h;
}

void checkArchitecture(const ArchitectureInput& a, const std::string& file) {
    const std::pair<const char*, std::int64_t> needed[] = {{"layers", a.layers},         {"hidden", a.hidden},
                                                           {"heads", a.heads},           {"ffn_hidden", a.ffn_hidden},
                                                           {"vocabulary", a.vocabulary}, {"sequence_length", a.sequence_length}};
    for (const auto& [key, value] : needed)
        if (value <= 0)
            throw InputError(file, std::string("/workload/architecture/") + key,
                             "is required when throughput is \"step_time\" (or insert a model preset: data/models)");
    if (a.head_dim == 0 && a.hidden % a.heads != 0)
        throw InputError(file, "/workload/architecture/heads",
                         std::to_string(a.heads) + " does not divide hidden (" + std::to_string(a.hidden) +
                             "); expected a head count that splits the width into whole heads, or give head_dim");
    if (a.kv_lora_rank > 0 && a.rope_head_dim >= (a.head_dim > 0 ? a.head_dim : a.hidden / a.heads))
        throw InputError(file, "/workload/architecture/rope_head_dim",
                         std::to_string(a.rope_head_dim) + " is not below the head width; expected the rotary part of it "
                                                           "(DeepSeek-V3: 64 of 192)");
    if (a.kv_heads > 0 && a.heads % a.kv_heads != 0)
        throw InputError(file, "/workload/architecture/kv_heads",
                         std::to_string(a.kv_heads) + " does not divide heads (" + std::to_string(a.heads) +
                             "); expected a divisor of heads (each KV head serves a group of query heads)");
    if (a.experts > 0 && (a.active_experts <= 0 || a.active_experts > a.experts || a.expert_ffn_hidden <= 0))
        throw InputError(file, "/workload/architecture/active_experts",
                         "an MoE model needs 1 to experts active experts and an expert_ffn_hidden above 0");
    if (const double n = architectureParameters(a); n > kMaxModelParameters)
        throw InputError(file, "/workload/architecture",
                         "holds about " + threeDigits(n) +
                             " parameters; at most 1e+15 are modelled (published models have about "
                             "1e+12); check the sizes");
}

// The rank order names each dimension once and every one but EP (which sits just inside DP when
// left out); uneven first and last stages hold at most the model (the split checks the rest).
void checkParallelism(const ParallelismInput& p, const ArchitectureInput& a, const std::string& file) {
    if (!p.rank_order.empty()) {
        std::vector<perf::ParallelDim> seen;
        for (std::size_t i = 0; i < p.rank_order.size(); ++i) {
            const perf::ParallelDim d = p.rank_order[i];
            if (std::find(seen.begin(), seen.end(), d) != seen.end())
                throw InputError(file, "/workload/parallelism/rank_order/" + std::to_string(i),
                                 "\"" + std::string(enumText(d)) + "\" is listed twice; expected each dimension once");
            seen.push_back(d);
        }
        for (perf::ParallelDim d : {perf::ParallelDim::Tp, perf::ParallelDim::Cp, perf::ParallelDim::Pp, perf::ParallelDim::Dp})
            if (std::find(seen.begin(), seen.end(), d) == seen.end())
                throw InputError(file, "/workload/parallelism/rank_order",
                                 "lacks \"" + std::string(enumText(d)) +
                                     "\"; expected tp, cp, pp and dp (and optionally ep), innermost first");
    }
    for (std::size_t i = 0; i < p.recompute_modules.size(); ++i)
        if (std::find(p.recompute_modules.begin(), p.recompute_modules.begin() + static_cast<std::ptrdiff_t>(i),
                      p.recompute_modules[i]) != p.recompute_modules.begin() + static_cast<std::ptrdiff_t>(i))
            throw InputError(file, "/workload/parallelism/recompute_modules/" + std::to_string(i),
                             "\"" + std::string(enumText(p.recompute_modules[i])) + "\" is listed twice; expected each module once");
    if (!p.recompute_modules.empty() && p.recompute && *p.recompute != perf::Recompute::Selective)
        throw InputError(file, "/workload/parallelism/recompute_modules",
                         "lists modules with recompute \"" + std::string(enumText(*p.recompute)) +
                             "\"; expected recompute \"selective\" (or no recompute key) with recompute modules");
    const std::int64_t uneven = p.first_stage_layers.value_or(0) + p.last_stage_layers.value_or(0);
    if (a.layers > 0 && uneven > a.layers)
        throw InputError(file, p.last_stage_layers ? "/workload/parallelism/last_stage_layers" : "/workload/parallelism/first_stage_layers",
                         "the first and last stages hold " + std::to_string(uneven) + " of the model's " +
                             std::to_string(a.layers) + " layers; expected at most the model's layers");
}

}  // namespace

void checkWorkloadRules(const WorkloadInput& w, const std::string& file) {
    if (w.throughput == ThroughputModel::StepTime) {
        checkArchitecture(w.architecture, file);
        // A run shorter than one optimizer step has no step time to speak of (days would count a
        // fraction of a step): a batch of 10^9 sequences of 10^8 tokens passed every range.
        const double stepTokens =
            static_cast<double>(w.global_batch_sequences) * static_cast<double>(w.architecture.sequence_length);
        if (stepTokens > w.tokens_trillion * 1e12)
            throw InputError(file, "/workload/global_batch_sequences",
                             formatCount(w.global_batch_sequences) + " sequences × " +
                                 formatCount(w.architecture.sequence_length) + " tokens = " + threeDigits(stepTokens) +
                                 " tokens per step, more than the whole run (tokens_trillion " + formatNumber(w.tokens_trillion) +
                                 "); expected a batch of at most one run's tokens");
    }
    checkParallelism(w.parallelism, w.architecture, file);
    if (w.active_parameters_billion && *w.active_parameters_billion > w.parameters_billion)
        throw InputError(file, "/workload/active_parameters_billion",
                         formatNumber(*w.active_parameters_billion) + " is more than parameters_billion (" +
                             formatNumber(w.parameters_billion) + "); active parameters are a subset");
}

void checkReliabilityRules(const ReliabilityInput& x, const std::string& file) {
    if (x.checkpoint_every_iterations.has_value() != x.iteration_seconds.has_value())
        throw InputError(file, "/reliability", "checkpoint_every_iterations and iteration_seconds go together");
    if (x.checkpoint_every_iterations && x.checkpoint_interval_minutes)
        throw InputError(file, "/reliability", "give checkpoint_interval_minutes or checkpoint_every_iterations, not both");
}

}  // namespace cp
