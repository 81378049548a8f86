#include "fabric/fabric.h"

#include <algorithm>
#include <map>

#include "common/format.h"
#include "common/int_math.h"
#include "fabric/endpoints.h"
#include "fabric/fabric_design.h"
#include "fabric/fat_tree.h"

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
        }
        r_.endpoint_links_total = r_.endpoints;
        if (findings_.errors.size() != errorsBefore) return r_;  // counting needs a consistent endpoint mapping

        const FabricLoad largest = fabricLoad(sources, net_.zones, net_.planes, 0, 0);
        d_ = designFor(net_, catalog_, largest);
        zoneTiers_ = d_.zoneTiers;
        totalTiers_ = zoneTiers_ + (d_.joinTier ? 1 : 0);
        r_.tier_count = totalTiers_;
        if (net_.rail_optimized) r_.rails = largest.compute_ports_per_host;
        checkRadixes();
        countFabrics(sources);
        if (d_.joinTier) joinZonesByTier();
        if (net_.zones > 1 && net_.zone_join.kind == ZoneJoinKind::Links) joinZonesByLinks();
        checkCapacity();
        addTotals();
        return r_;
    }

private:
    std::int64_t fabrics() const { return net_.zones * net_.planes; }

    // A non-blocking tier splits its ports evenly between down and up: an odd radix cannot.
    void checkRadixes() {
        for (int t = 0; t < zoneTiers_; ++t) {
            const TierShape& s = d_.shape[static_cast<std::size_t>(t)];
            const bool topOfTree = t == zoneTiers_ - 1 && !d_.joinTier;
            if (s.radix % 2 != 0 && (t < zoneTiers_ - 1 || !topOfTree) &&
                (static_cast<std::size_t>(t) >= net_.oversubscription.size() ||
                 net_.oversubscription[static_cast<std::size_t>(t)] == 1.0))
                findings_.errors.push_back({path_ + "/link_speed_gbps",
                                            d_.switchIds[static_cast<std::size_t>(t)] + " has " + formatCount(s.radix) +
                                                " ports at " + formatNumber(net_.link_speed_gbps) +
                                                "G, an odd radix: a non-blocking " + tierName(t, totalTiers_) +
                                                " cannot split its ports evenly; set an oversubscription or use an even radix"});
        }
    }

    // Every zone × plane fabric (identical loads are counted once).
    void countFabrics(const std::vector<EndpointSource>& sources) {
        tiers_.assign(static_cast<std::size_t>(totalTiers_), {});
        zoneTopSwitches_.assign(static_cast<std::size_t>(net_.zones), 0);
        zoneTopSpare_.assign(static_cast<std::size_t>(net_.zones), 0);
        std::vector<std::pair<FabricLoad, FabricCount>> memo;
        std::int64_t suCount = 0;
        for (std::int64_t z = 0; z < net_.zones; ++z) {
            for (std::int64_t p = 0; p < net_.planes; ++p) {
                const FabricLoad load = fabricLoad(sources, net_.zones, net_.planes, z, p);
                auto it = std::find_if(memo.begin(), memo.end(), [&](const auto& m) { return m.first == load; });
                if (it == memo.end()) {
                    memo.emplace_back(load, countFabric(load, d_, net_, fabrics()));
                    it = memo.end() - 1;
                }
                const FabricCount& c = it->second;
                if (load.endpoints() > worstLoad_.endpoints() || (z == 0 && p == 0)) {
                    worstLoad_ = load;
                    worst_ = c;
                }
                allFit_ = allFit_ && c.fits;
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
            const TierShape& s = d_.shape[i];
            TierResult& tr = tiers_[i].tier;
            const std::int64_t n = c.installed[i];
            tr.count += n;
            tr.count_by_group.push_back({z, p, n});
            tr.count_populated += c.populated[i].switches;
            tr.count_compact += c.compact[i];
            tr.pods += c.populated[i].pods;
            tr.ports_down += below;
            const std::int64_t up = saturatingMultiply(n, s.up);
            tr.ports_up += up;
            const std::int64_t spare = std::max<std::int64_t>(0, saturatingMultiply(n, s.radix) - below - up);
            tr.ports_spare += spare;
            tr.links_up += up;
            if (c.populated[i].group_size > 0 && tiers_[i].largestFabricCount < n) {
                tiers_[i].largestFabricCount = n;
                tr.group_size = c.populated[i].group_size;
                tr.bundle = c.populated[i].bundle;
            }
            if (t == zoneTiers_ - 1) {
                zoneTopSwitches_[static_cast<std::size_t>(z)] = std::max(zoneTopSwitches_[static_cast<std::size_t>(z)], n);
                zoneTopSpare_[static_cast<std::size_t>(z)] += spare;
            }
            if (t == 0) addEndpointLinkClasses(z, p, load);
            if (t + 1 < zoneTiers_ || d_.joinTier)
                r_.link_classes.push_back(
                    {tierName(t, totalTiers_), tierName(t + 1, totalTiers_), z, p, -1, net_.link_speed_gbps, up});
            below = up;
        }
    }

    // Endpoints to leaves, per rail when rail-optimized.
    void addEndpointLinkClasses(std::int64_t z, std::int64_t p, const FabricLoad& load) {
        const double gbps = net_.link_speed_gbps;
        if (r_.rails > 0 && load.compute_hosts > 0) {
            for (std::int64_t rail = 0; rail < r_.rails; ++rail)
                r_.link_classes.push_back({"compute", "leaf", z, p, rail, gbps, load.compute_hosts});
            if (load.other_ports) r_.link_classes.push_back({"other", "leaf", z, p, -1, gbps, load.other_ports});
        } else {
            r_.link_classes.push_back({"endpoints", "leaf", z, p, -1, gbps, load.endpoints()});
        }
    }

    // Zones joined by a tier above them: one join tier per plane over all zones.
    void joinZonesByTier() {
        const TierShape& zoneTop = d_.shape.back();
        const std::int64_t joinRadix = radixOf(catalog_, d_.switchIds.back(), net_.link_speed_gbps);
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
        r_.link_classes.push_back({top, top, -1, 0, -1, net_.link_speed_gbps, links});
    }

    // What the tiers reach, and an error when the largest fabric needs more leaves than that.
    void checkCapacity() {
        r_.endpoints_per_fabric = worstLoad_.endpoints();
        const std::int64_t maxFabricLeaves = maxLeaves(d_.shape);
        r_.max_endpoints_per_fabric = saturatingMultiply(maxFabricLeaves, d_.shape[0].down);
        const std::int64_t joinReach = d_.joinTier ? radixOf(catalog_, d_.switchIds.back(), net_.link_speed_gbps) : net_.zones;
        r_.max_endpoints = saturatingMultiply(
            saturatingMultiply(r_.max_endpoints_per_fabric, d_.joinTier ? joinReach : net_.zones), net_.planes);
        if (allFit_ || worst_.leaves <= maxFabricLeaves) return;
        std::string parts;
        if (worstLoad_.compute_hosts)
            parts = formatCount(worstLoad_.compute_hosts) + " nodes × " + formatCount(worstLoad_.compute_ports_per_host);
        if (worstLoad_.other_ports) parts += (parts.empty() ? "" : " + ") + formatCount(worstLoad_.other_ports) + " other";
        const bool rails = net_.rail_optimized || net_.su_nodes;
        findings_.errors.push_back(
            {path_ + "/tiers", formatCount(zoneTiers_) + " tier(s) of " + formatCount(d_.shape[0].radix) +
                                   "-port switches reach " + formatCount(r_.max_endpoints_per_fabric) + " endpoints" +
                                   (rails ? " (" + formatCount(maxFabricLeaves) + " leaves)" : "") + "; " +
                                   (fabrics() > 1 ? "a zone × plane fabric" : "this fabric") + " of network " + net_.name +
                                   " has " + formatCount(worstLoad_.endpoints()) + " (" + parts + ")" +
                                   (rails ? " on " + formatCount(worst_.leaves) + " leaves" : "") + ": " +
                                   (zoneTiers_ < 4 ? "use " + std::to_string(zoneTiers_ + 1) + " tiers, " : "") +
                                   "more zones or planes, a larger switch, or fewer nodes per zone"});
    }

    // Tier names, ports per switch, chassis line cards; network totals with the listed extras.
    void addTotals() {
        for (int t = 0; t < totalTiers_; ++t) {
            TierResult& tr = tiers_[static_cast<std::size_t>(t)].tier;
            tr.name = tierName(t, totalTiers_);
            tr.switch_id = d_.switchIds[static_cast<std::size_t>(t)];
            tr.radix = radixOf(catalog_, tr.switch_id, net_.link_speed_gbps);
            if (t < zoneTiers_) {
                tr.down_ports_per_switch = d_.shape[static_cast<std::size_t>(t)].down;
                tr.up_ports_per_switch = d_.shape[static_cast<std::size_t>(t)].up;
            } else {
                tr.down_ports_per_switch = tr.radix;
            }
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
        r_.switch_links_total += r_.inter_zone_links;
        for (const ExtraSwitches& extra : net_.extra_switches) {
            r_.extra_switches += extra.count;
            r_.extra_switch_groups.push_back({extra.switch_id, extra.count, extra.reason});
        }
        r_.switches_total += r_.extra_switches;
        r_.switches_compact_total += r_.extra_switches;
    }

    const Profile& profile_;
    const Catalog& catalog_;
    const NetworkInput& net_;
    std::size_t index_;
    std::string path_;
    Findings& findings_;
    NetworkResult r_;
    NetworkDesign d_;
    int zoneTiers_ = 0, totalTiers_ = 0;
    std::vector<Accumulator> tiers_;
    std::vector<std::int64_t> zoneTopSwitches_,
        zoneTopSpare_;      // per zone: the most top-tier switches of a plane, spare top ports
    FabricLoad worstLoad_;  // the fabric with the most endpoints
    FabricCount worst_;
    bool allFit_ = true;
};

void explainNetwork(const NetworkInput& net, const NetworkResult& r, const Catalog& catalog, Findings& findings) {
    const std::string fabrics = formatCount(r.zones) + " zone(s) × " + formatCount(r.planes) + " plane(s)";
    for (std::size_t t = 0; t < r.tiers.size(); ++t) {
        const TierResult& tr = r.tiers[t];
        const Switch& sw = *catalog.findSwitch(tr.switch_id);
        std::string formula, substituted;
        if (t == 0) {
            formula = r.rails ? "leaves = fabrics × SUs × rails × ⌈SU nodes / leaf down ports⌉ (+ ⌈other ports / down ports⌉)"
                              : "leaves = Σ fabrics ⌈endpoint ports / leaf down ports⌉";
            substituted = formatCount(tr.count) + " over " + fabrics + "; largest fabric " + formatCount(r.endpoints_per_fabric) +
                          " endpoints, " + formatCount(tr.down_ports_per_switch) + " of " + formatCount(tr.radix) +
                          " ports down, " + formatCount(tr.up_ports_per_switch) + " up";
            if (r.rails) substituted += "; " + formatCount(r.rails) + " rails";
        } else {
            formula =
                "switches = pods × groups × group size: a lower switch splits its up ports evenly into bundles "
                "over the c switches of its group (c divides its up ports), an upper switch serves ⌊down ports / "
                "bundle⌋ lower switches, and every group reaches every lower pod";
            substituted = formatCount(tr.count) + " over " + fabrics + " (" + formatCount(tr.pods) + " pod(s)); each " +
                          r.tiers[t - 1].name + " sends bundles of " + formatCount(tr.bundle) + " to " +
                          formatCount(tr.group_size) + " " + tr.name + " switches";
            if (tr.count_populated != tr.count_compact)
                substituted += "; port arithmetic alone gives " + formatCount(tr.count_compact) +
                               " — the difference is what equal bundles and whole pods cost";
        }
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

}  // namespace

FabricResult evaluateFabric(const Profile& profile, const Catalog& catalog, const ComputeResult& compute, Findings& findings) {
    FabricResult fabric;
    std::vector<std::optional<NetworkResult>> results(profile.networks.size());
    for (std::size_t i : networkCountingOrder(profile)) {
        const std::int64_t managed = managedSwitches(profile, i, [&](std::size_t j) { return results[j]->switches_total; });
        results[i] = NetworkCount(profile, catalog, i, findings).run(compute.nodes, managed);
    }
    std::string switchTerms, linkTerms;
    std::vector<std::string> extraReasons;
    for (std::size_t i = 0; i < profile.networks.size(); ++i) {
        NetworkResult& r = *results[i];
        explainNetwork(profile.networks[i], r, catalog, findings);
        fabric.switches_total += r.switches_total;
        fabric.switches_compact_total += r.switches_compact_total;
        fabric.links_total += r.switch_links_total;
        fabric.endpoint_links_total += r.endpoint_links_total;
        switchTerms += (switchTerms.empty() ? "" : " + ") + formatCount(r.switches_total) + " (" + r.name +
                       (r.extra_switches ? ", incl. " + formatCount(r.extra_switches) + " listed extra" : "") + ")";
        linkTerms += (linkTerms.empty() ? "" : " + ") + formatCount(r.switch_links_total) + " (" + r.name + ")";
        for (const ExtraSwitches& e : profile.networks[i].extra_switches)
            extraReasons.push_back(r.name + ": " + formatCount(e.count) + " × " + e.switch_id + " — " + e.reason);
        fabric.networks.push_back(std::move(r));
    }
    findings.explanations.push_back({"fabric.switches_total", "Switches",
                                     "switches = Σ networks (Σ tiers + listed extra switches)",
                                     formatCount(fabric.switches_total) + " = " + switchTerms, extraReasons});
    std::string endpointTerms;
    for (const NetworkResult& r : fabric.networks)
        endpointTerms += (endpointTerms.empty() ? "" : " + ") + formatCount(r.endpoint_links_total) + " (" + r.name + ")";
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
    return fabric;
}

}  // namespace cp
