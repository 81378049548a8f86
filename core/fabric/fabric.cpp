#include "fabric/fabric.h"

#include <algorithm>
#include <map>

#include "common/format.h"
#include "common/int_math.h"
#include "fabric/endpoints.h"
#include "fabric/fabric_design.h"
#include "fabric/design_checks.h"
#include "fabric/fat_tree.h"
#include "fabric/network_build.h"
#include "floor/floor_plan.h"

namespace cp {

namespace {

std::string networkPath(std::size_t index) { return "/networks/" + std::to_string(index); }

struct Accumulator {
    TierResult tier;
    std::int64_t largestFabricCount = -1;
};

// One network's count, step by step: its endpoints and design, every zone × plane fabric,
// what joins the zones, whether the largest fabric fits, then the totals.
class NetworkCount {
public:
    NetworkCount(const Profile& profile, const Catalog& catalog, std::size_t index, Findings& findings)
        : profile_(profile),
          catalog_(catalog),
          net_(profile.networks[index]),
          index_(index),
          path_(networkPath(index)),
          findings_(findings) {}

    NetworkResult run(std::int64_t nodes, std::int64_t otherSwitches) {
        r_.name = net_.name;
        r_.role = net_.role;
        r_.switch_id = net_.switch_id;
        r_.link_speed_gbps = net_.link_speed_gbps;
        r_.zones = net_.zones;
        r_.planes = net_.planes;
        r_.zone_join = net_.zones > 1 ? net_.zone_join.kind : ZoneJoinKind::None;
        const std::size_t errorsBefore = findings_.errors.size();
        const auto sources = endpointSources(profile_, catalog_, index_, nodes, otherSwitches, findings_.errors);
        for (const auto& s : sources) {
            r_.endpoint_groups.push_back(s.group);
            r_.endpoints += s.group.ports;
            if (s.spare_ports) r_.spare_port_hosts += s.group.ports;
        }
        r_.endpoint_links_total = r_.endpoints;
        if (findings_.errors.size() != errorsBefore) return r_;  // counting needs a consistent endpoint mapping

        const FabricLoad largest = fabricLoadOf(sources, net_, 0, 0);
        d_ = designFor(net_, catalog_, sources, net_.leaf_per_rack ? nodesPerRack(profile_, catalog_) : 0);
        zoneTiers_ = d_.zoneTiers;
        totalTiers_ = zoneTiers_ + (d_.joinTier ? 1 : 0);
        r_.tier_count = totalTiers_;
        if (net_.rail_optimized) r_.rails = largest.compute_ports_per_host;
        const DesignCheck check{net_, d_, path_, findings_};
        checkTierSplits(check);
        checkTierEntries(check);
        checkLeafClasses(check, sources);
        build_ = std::make_shared<NetworkBuild>();
        build_->sources = sources;
        build_->design = d_;
        build_->planes = net_.planes;
        countFabrics(sources);
        r_.build = std::move(build_);
        if (d_.joinTier) joinZonesByTier();
        if (net_.zones > 1 && net_.zone_join.kind == ZoneJoinKind::Links) joinZonesByLinks();
        checkCapacity();
        addTotals();
        checkAchievedRatios(check, r_);
        return r_;
    }

private:
    std::int64_t fabrics() const { return net_.zones * net_.planes; }

    // Every zone × plane fabric (identical loads are counted once).
    void countFabrics(const std::vector<EndpointSource>& sources) {
        tiers_.assign(static_cast<std::size_t>(totalTiers_), {});
        zoneTopSwitches_.assign(static_cast<std::size_t>(net_.zones), 0);
        zoneTopSpare_.assign(static_cast<std::size_t>(net_.zones), 0);
        r_.leaf_classes.assign(net_.leaf_classes.size(), {});
        NetworkBuild& b = *build_;
        std::vector<std::size_t> distinct;  // the fabric that first had each load
        std::int64_t suCount = 0;
        for (std::int64_t z = 0; z < net_.zones; ++z) {
            for (std::int64_t p = 0; p < net_.planes; ++p) {
                const FabricLoad load = fabricLoadOf(sources, net_, z, p);
                const auto same = std::find_if(distinct.begin(), distinct.end(), [&](std::size_t f) { return b.loads[f] == load; });
                if (same == distinct.end()) {
                    distinct.push_back(b.loads.size());
                    b.count_of.push_back(b.counts.size());
                    b.counts.push_back(countFabric(load, d_, net_, fabrics()));
                    checkFabric({net_, d_, path_, findings_}, load, b.counts.back(), z, p);
                } else {
                    b.count_of.push_back(b.count_of[*same]);
                }
                b.loads.push_back(load);
                const FabricCount& c = b.counts[b.count_of.back()];
                if (load.endpoints() > worstLoad_.endpoints() || (z == 0 && p == 0)) {
                    worstLoad_ = load;
                    worst_ = c;
                }
                allFit_ = allFit_ && c.fits;
                r_.compute_hosts_per_fabric = std::max(r_.compute_hosts_per_fabric, load.compute_hosts);
                if (p == 0 && net_.su_nodes) suCount += ceilDiv(load.compute_hosts, *net_.su_nodes);
                addFabric(z, p, load, c);
            }
        }
        r_.scalable_units = suCount;
    }

    // One fabric's switches, ports and links, tier by tier.
    void addFabric(std::int64_t z, std::int64_t p, const FabricLoad& load, const FabricCount& c) {
        std::int64_t below = load.endpoints();
        for (int t = 0; t < zoneTiers_; ++t) {
            const auto i = static_cast<std::size_t>(t);
            TierResult& tr = tiers_[i].tier;
            const std::int64_t n = c.installed[i];
            tr.count += n;
            tr.count_by_group.push_back({z, p, n});
            tr.count_populated += c.populated[i].switches;
            tr.count_compact += c.compact[i];
            tr.pods += c.populated[i].pods;
            tr.ports_down += below;
            tr.ports_up += c.links_up[i];
            tr.ports_spare += c.spare[i];
            tr.links_up += c.links_up[i];
            if (c.populated[i].group_size > 0 && tiers_[i].largestFabricCount < n) {
                tiers_[i].largestFabricCount = n;
                tr.group_size = c.populated[i].group_size;
                tr.bundle = c.populated[i].bundle;
            }
            if (t == zoneTiers_ - 1) {
                zoneTopSwitches_[static_cast<std::size_t>(z)] = std::max(zoneTopSwitches_[static_cast<std::size_t>(z)], n);
                zoneTopSpare_[static_cast<std::size_t>(z)] += c.spare[i];
            }
            if (t == 0) addEndpointLinkClasses(z, p, load, c);
            if (t + 1 < zoneTiers_ || d_.joinTier)
                r_.link_classes.push_back(
                    {tierName(t, totalTiers_), tierName(t + 1, totalTiers_), z, p, -1, d_.upGbps(i), c.links_up[i]});
            below = c.links_up[i];
        }
    }

    // Endpoints to leaves, per rail when rail-optimized; the leaf classes' own tallies.
    void addEndpointLinkClasses(std::int64_t z, std::int64_t p, const FabricLoad& load, const FabricCount& c) {
        const double gbps = net_.link_speed_gbps;
        if (r_.rails > 0 && load.compute_hosts > 0) {
            for (std::int64_t rail = 0; rail < r_.rails; ++rail)
                r_.link_classes.push_back({"compute", "leaf", z, p, rail, gbps, load.compute_hosts});
            if (load.otherPorts()) r_.link_classes.push_back({"other", "leaf", z, p, -1, gbps, load.otherPorts()});
        } else {
            r_.link_classes.push_back({"endpoints", "leaf", z, p, -1, gbps, load.endpoints()});
        }
        for (std::size_t k = 0; k < r_.leaf_classes.size(); ++k) {
            const LeafGroup& g = c.leafGroups[k + 1];
            LeafClassResult& lc = r_.leaf_classes[k];
            lc.count += g.leaves();
            lc.ports_down += g.down_used;
            lc.links_up += g.leaves() * d_.leafClasses[k + 1].up;
        }
    }

    // Zones joined by a tier above them: one join tier per plane over all zones.
    void joinZonesByTier() {
        const TierShape& zoneTop = d_.shape.back();
        const std::int64_t joinRadix = d_.budgets.back().down_ports;
        const std::int64_t perZone = *std::max_element(zoneTopSwitches_.begin(), zoneTopSwitches_.end()) / net_.planes;
        const TierBuild join = buildTier(net_.zones, std::max<std::int64_t>(1, perZone), zoneTop.up, joinRadix, true);
        TierResult& tr = tiers_.back().tier;
        const TierResult& below = tiers_[static_cast<std::size_t>(zoneTiers_ - 1)].tier;
        tr.count = tr.count_populated = join.switches * net_.planes;
        for (std::int64_t p = 0; p < net_.planes; ++p) tr.count_by_group.push_back({-1, p, join.switches});
        tr.count_compact = ceilDiv(below.links_up, joinRadix);
        tr.pods = net_.planes;
        tr.group_size = join.group_size;
        tr.bundle = join.bundle;
        tr.ports_down = below.links_up;
        tr.ports_spare = std::max<std::int64_t>(0, tr.count * joinRadix - tr.ports_down);
        allFit_ = allFit_ && join.fits;
        if (!join.fits)
            findings_.errors.push_back({path_ + "/zones", formatCount(net_.zones) + " zones exceed the " +
                                                              formatCount(joinRadix) + " a join tier of " + d_.switchIds.back() +
                                                              " reaches: use fewer, larger zones"});
    }

    // Zones joined by a few links: each link takes a spare top-tier port in two zones.
    void joinZonesByLinks() {
        const std::int64_t links = net_.zone_join.links;
        const std::string top = tierName(zoneTiers_ - 1, totalTiers_);
        r_.inter_zone_links = links;
        const std::int64_t portsPerZone = ceilDiv(2 * links, net_.zones);
        const std::int64_t leastSpare = *std::min_element(zoneTopSpare_.begin(), zoneTopSpare_.end());
        if (portsPerZone > leastSpare)
            findings_.errors.push_back(
                {path_ + "/zone_join/links", formatCount(links) + " inter-zone links need " + formatCount(portsPerZone) +
                                                 " spare " + top + " ports per zone; a zone has " + formatCount(leastSpare) +
                                                 ": fewer links, fewer nodes per zone, or build out the top tier"});
        tiers_[static_cast<std::size_t>(zoneTiers_ - 1)].tier.ports_spare -= std::min(leastSpare * net_.zones, 2 * links);
        r_.link_classes.push_back({top, top, -1, 0, -1, d_.downGbps(static_cast<std::size_t>(zoneTiers_ - 1)), links});
    }

    // What the tiers reach, and an error when the largest fabric needs more leaves than that.
    void checkCapacity() {
        r_.endpoints_per_fabric = worstLoad_.endpoints();
        const std::int64_t maxFabricLeaves = maxLeaves(d_.shape);
        r_.max_endpoints_per_fabric = saturatingMultiply(maxFabricLeaves, d_.shape[0].down);
        const std::int64_t joinReach = d_.joinTier ? d_.budgets.back().down_ports : net_.zones;
        r_.max_endpoints = saturatingMultiply(
            saturatingMultiply(r_.max_endpoints_per_fabric, d_.joinTier ? joinReach : net_.zones), net_.planes);
        if (allFit_ || worst_.leaves <= maxFabricLeaves) return;
        std::string parts;
        if (worstLoad_.compute_hosts)
            parts = formatCount(worstLoad_.compute_hosts) + " nodes × " + formatCount(worstLoad_.compute_ports_per_host);
        if (worstLoad_.otherPorts()) parts += (parts.empty() ? "" : " + ") + formatCount(worstLoad_.otherPorts()) + " other";
        const bool rails = net_.rail_optimized || net_.su_nodes || net_.leaf_per_rack;
        findings_.errors.push_back(
            {path_ + "/tiers", countOf(zoneTiers_, "tier") + " of " + formatCount(d_.shape[0].radix) + "-port switches reach " +
                                   formatCount(r_.max_endpoints_per_fabric) + " endpoints" +
                                   (rails ? " (" + formatCount(maxFabricLeaves) + " leaves)" : "") + "; " +
                                   (fabrics() > 1 ? "a zone × plane fabric" : "this fabric") + " of network " + net_.name +
                                   " has " + formatCount(worstLoad_.endpoints()) + " (" + parts + ")" +
                                   (rails ? " on " + formatCount(worst_.leaves) + " leaves" : "") + ": " +
                                   (zoneTiers_ < 4 ? "use " + std::to_string(zoneTiers_ + 1) + " tiers, " : "") +
                                   "more zones or planes, a larger switch, or fewer nodes per zone"});
    }

    // Tier names, ports and speeds per switch, chassis line cards; network totals with the listed extras.
    void addTotals() {
        for (int t = 0; t < totalTiers_; ++t) {
            const auto i = static_cast<std::size_t>(t);
            TierResult& tr = tiers_[i].tier;
            tr.name = tierName(t, totalTiers_);
            tr.switch_id = d_.switchIds[i];
            tr.radix = d_.budgets[i].down_ports;
            tr.down_speed_gbps = d_.downGbps(i);
            tr.up_speed_gbps = t < zoneTiers_ && d_.shape[i].up > 0 ? d_.upGbps(i) : tr.down_speed_gbps;
            tr.down_ports_per_switch = t < zoneTiers_ ? d_.shape[i].down : tr.radix;
            tr.up_ports_per_switch = t < zoneTiers_ ? d_.shape[i].up : 0;
            tr.oversubscription_requested = d_.ratios[i];
            if (tr.links_up > 0)
                tr.oversubscription_achieved = static_cast<double>(tr.ports_down) * tr.down_speed_gbps /
                                               (static_cast<double>(tr.links_up) * tr.up_speed_gbps);
            const Switch& sw = *catalog_.findSwitch(tr.switch_id);
            if (sw.line_card_slots && tr.count > 0) {
                const std::int64_t portsPerCard = tr.radix / sw.line_card_slots->value;
                tr.line_cards = tr.count * ceilDiv(ceilDiv(tr.ports_down + tr.ports_up, tr.count), portsPerCard);
            }
            r_.switches_total += tr.count;
            r_.switches_compact_total += tr.count_compact;
            r_.switch_links_total += tr.links_up;
            r_.tiers.push_back(tr);
        }
        addLeafClassTotals();
        r_.switch_links_total += r_.inter_zone_links;
        for (const ExtraSwitches& extra : net_.extra_switches) {
            r_.extra_switches += extra.count;
            r_.extra_switch_groups.push_back({extra.switch_id, extra.count, extra.reason});
        }
        r_.switches_total += r_.extra_switches;
        r_.switches_compact_total += r_.extra_switches;
    }

    void addLeafClassTotals() {
        for (std::size_t k = 0; k < r_.leaf_classes.size(); ++k) {
            LeafClassResult& lc = r_.leaf_classes[k];
            const TierShape& s = d_.leafClasses[k + 1];
            lc.hosts = net_.leaf_classes[k].hosts;
            lc.down_ports_per_switch = s.down;
            lc.up_ports_per_switch = s.up;
            lc.oversubscription_requested = d_.classRatios[k + 1];
            if (lc.links_up > 0)
                lc.oversubscription_achieved =
                    static_cast<double>(lc.ports_down) * s.down_gbps / (static_cast<double>(lc.links_up) * s.up_gbps);
        }
    }

    const Profile& profile_;
    const Catalog& catalog_;
    const NetworkInput& net_;
    std::size_t index_;
    std::string path_;
    Findings& findings_;
    NetworkResult r_;
    NetworkDesign d_;
    std::shared_ptr<NetworkBuild> build_;  // filled while counting, then handed to the result
    int zoneTiers_ = 0, totalTiers_ = 0;
    std::vector<Accumulator> tiers_;
    std::vector<std::int64_t> zoneTopSwitches_,
        zoneTopSpare_;      // per zone: the most top-tier switches of a plane, spare top ports
    FabricLoad worstLoad_;  // the fabric with the most endpoints
    FabricCount worst_;
    bool allFit_ = true;
};

// "; 200G down, 400G up; down:up 3:1 requested, 2.95:1 as cabled".
std::string tierRatioText(const TierResult& tr) {
    std::string text;
    if (tr.up_speed_gbps != tr.down_speed_gbps)
        text += "; " + formatNumber(tr.down_speed_gbps) + "G down, " + formatNumber(tr.up_speed_gbps) + "G up";
    if (tr.links_up > 0)
        text += "; down:up " + formatNumber(tr.oversubscription_requested) + ":1 requested, " +
                formatFixed(tr.oversubscription_achieved, 2) + ":1 as cabled (down bandwidth / up bandwidth of all its switches)";
    return text;
}

// Rails, a leaf per rack, leaf classes and hosts on spare ports, for the leaf explanation.
std::string leafExtras(const NetworkInput& net, const NetworkResult& r) {
    std::string text;
    if (r.rails) text += "; " + formatCount(r.rails) + " rails";
    if (net.leaf_per_rack)
        text +=
            "; a leaf per compute rack (the rack is the scalable unit): each wires ⌈ports in use × down speed / (ratio × "
            "up speed)⌉ up links, not every up port its radix allows";
    for (const LeafClassResult& lc : r.leaf_classes)
        text += "; leaf class " + lc.hosts + ": " + formatCount(lc.count) + " leaves of " +
                formatCount(lc.down_ports_per_switch) + " down, " + formatCount(lc.up_ports_per_switch) + " up (⌈down / " +
                formatNumber(lc.oversubscription_requested) + "⌉), " + formatFixed(lc.oversubscription_achieved, 2) +
                ":1 as cabled";
    if (r.spare_port_hosts)
        text += "; " + formatCount(r.spare_port_hosts) + " host ports on spare leaf ports (no leaves of their own)";
    return text;
}

void explainNetwork(const NetworkInput& net, const NetworkResult& r, const Catalog& catalog, Findings& findings) {
    if (!findings.explaining) return;
    const std::string fabrics = countOf(r.zones, "zone") + " × " + countOf(r.planes, "plane");
    for (std::size_t t = 0; t < r.tiers.size(); ++t) {
        const TierResult& tr = r.tiers[t];
        const Switch& sw = *catalog.findSwitch(tr.switch_id);
        std::string formula, substituted;
        if (t == 0) {
            formula = r.rails ? "leaves = fabrics × SUs × rails × ⌈SU nodes / leaf down ports⌉ (+ ⌈other ports / down ports⌉)"
                              : "leaves = Σ fabrics ⌈endpoint ports / leaf down ports⌉";
            substituted = formatCount(tr.count) + " over " + fabrics + "; largest fabric " + formatCount(r.endpoints_per_fabric) +
                          " endpoints, " + formatCount(tr.down_ports_per_switch) + " of " + formatCount(tr.radix) +
                          " ports down, " + formatCount(tr.up_ports_per_switch) + " up" + leafExtras(net, r);
        } else {
            formula =
                "switches = pods × groups × group size: a lower switch splits its up ports evenly into bundles "
                "over the c switches of its group (c divides its up ports), an upper switch serves ⌊down ports / "
                "bundle⌋ lower switches, and every group reaches every lower pod";
            substituted = formatCount(tr.count) + " over " + fabrics + " (" + countOf(tr.pods, "pod") + "); each " +
                          r.tiers[t - 1].name + " sends bundles of " + formatCount(tr.bundle) + " to " +
                          formatCount(tr.group_size) + " " + tr.name + " switches";
            if (tr.count_populated != tr.count_compact)
                substituted += "; port arithmetic alone gives " + formatCount(tr.count_compact) +
                               " — the difference is what equal bundles and whole pods cost";
        }
        substituted += tierRatioText(tr);
        if (r.zone_join == ZoneJoinKind::Tier && t + 2 == r.tiers.size())
            substituted +=
                "; its up links to the join tier are sized for the pod: ⌈links in × down speed / (zone_join "
                "ratio × up speed)⌉ over the zone's " +
                tr.name + " switches";
        if (tr.count != tr.count_populated)
            substituted += "; provisioned for " + formatCount(net.build_out_endpoints.value_or(0)) +
                           " endpoints: " + formatCount(tr.count) + " installed, " + formatCount(tr.count_populated) +
                           " needed today";
        if (tr.line_cards) substituted += "; " + formatCount(tr.line_cards) + " line cards";
        std::vector<std::string> sources{sw.id + " ports: " + sw.modeAt(net.link_speed_gbps)->source};
        findings.explanations.push_back({"fabric.networks." + net.name + ".tiers." + tr.name,
                                         net.name + " " + tr.name + " switches", formula, substituted, sources});
    }
    findings.explanations.push_back(
        {"fabric.networks." + net.name + ".max_endpoints",
         net.name + " maximum endpoints",
         "max = leaves the top reaches (top down ports × Π middle-tier down ports) × leaf down ports × zones × planes",
         formatCount(r.max_endpoints) + " (" + formatCount(r.max_endpoints_per_fabric) + " per fabric × " + fabrics +
             "); this profile uses " + formatCount(r.endpoints) + ", " + formatCount(r.max_endpoints - r.endpoints) + " to spare",
         {}});
}

// The fabric's totals, network by network.
void explainTotals(const Profile& profile, const FabricResult& fabric, Findings& findings) {
    if (!findings.explaining) return;
    std::string switchTerms, linkTerms, endpointTerms;
    std::vector<std::string> extraReasons;
    for (std::size_t i = 0; i < fabric.networks.size(); ++i) {
        const NetworkResult& r = fabric.networks[i];
        switchTerms += (switchTerms.empty() ? "" : " + ") + formatCount(r.switches_total) + " (" + r.name +
                       (r.extra_switches ? ", incl. " + formatCount(r.extra_switches) + " listed extra" : "") + ")";
        linkTerms += (linkTerms.empty() ? "" : " + ") + formatCount(r.switch_links_total) + " (" + r.name + ")";
        endpointTerms += (endpointTerms.empty() ? "" : " + ") + formatCount(r.endpoint_links_total) + " (" + r.name + ")";
        for (const ExtraSwitches& e : profile.networks[i].extra_switches)
            extraReasons.push_back(r.name + ": " + formatCount(e.count) + " × " + e.switch_id + " — " + e.reason);
    }
    findings.explanations.push_back({"fabric.switches_total", "Switches",
                                     "switches = Σ networks (Σ tiers + listed extra switches)",
                                     formatCount(fabric.switches_total) + " = " + switchTerms, extraReasons});
    findings.explanations.push_back({"fabric.endpoint_links_total",
                                     "Endpoint links",
                                     "endpoint links = Σ networks Σ host groups (hosts × ports per host, after breakout)",
                                     formatCount(fabric.endpoint_links_total) + " = " + endpointTerms,
                                     {}});
    findings.explanations.push_back({"fabric.links_total",
                                     "Switch-to-switch links",
                                     "links = Σ networks (Σ tiers below the top: switches × up ports, + inter-zone links)",
                                     formatCount(fabric.links_total) + " = " + linkTerms,
                                     {}});
}

}  // namespace

FabricResult evaluateFabric(const Profile& profile, const Catalog& catalog, const ComputeResult& compute, Findings& findings) {
    FabricResult fabric;
    std::vector<std::optional<NetworkResult>> results(profile.networks.size());
    for (std::size_t i : networkCountingOrder(profile)) {
        const std::int64_t managed = managedSwitches(profile, i, [&](std::size_t j) { return results[j]->switches_total; });
        results[i] = NetworkCount(profile, catalog, i, findings).run(compute.nodes, managed);
    }
    for (std::size_t i = 0; i < profile.networks.size(); ++i) {
        NetworkResult& r = *results[i];
        explainNetwork(profile.networks[i], r, catalog, findings);
        fabric.switches_total += r.switches_total;
        fabric.switches_compact_total += r.switches_compact_total;
        fabric.links_total += r.switch_links_total;
        fabric.endpoint_links_total += r.endpoint_links_total;
        fabric.networks.push_back(std::move(r));
    }
    explainTotals(profile, fabric, findings);
    return fabric;
}

}  // namespace cp
