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

NetworkResult evaluateNetwork(const Profile& profile, const Catalog& catalog, std::size_t index, std::int64_t nodes,
                              std::int64_t otherSwitches, Findings& findings) {
    const NetworkInput& net = profile.networks[index];
    const std::string path = networkPath(index);
    NetworkResult r;
    r.name = net.name;
    r.role = net.role;
    r.switch_id = net.switch_id;
    r.link_speed_gbps = net.link_speed_gbps;
    r.zones = net.zones;
    r.planes = net.planes;
    r.zone_join = net.zones > 1 ? net.zone_join.kind : "none";
    const std::size_t errorsBefore = findings.errors.size();
    const auto sources = endpointSources(profile, catalog, index, nodes, otherSwitches, findings.errors);
    for (const auto& s : sources) {
        r.endpoint_groups.push_back(s.group);
        r.endpoints += s.group.ports;
    }
    r.endpoint_links_total = r.endpoints;
    if (findings.errors.size() != errorsBefore) return r;  // counting needs a consistent endpoint mapping

    const FabricLoad largest = fabricLoad(sources, net.zones, net.planes, 0, 0);
    const NetworkDesign d = designFor(net, catalog, largest);
    const int zoneTiers = d.zoneTiers;
    const int totalTiers = zoneTiers + (d.joinTier ? 1 : 0);
    r.tier_count = totalTiers;
    if (net.rail_optimized) r.rails = largest.compute_ports_per_host;
    const std::int64_t fabrics = net.zones * net.planes;

    for (int t = 0; t < zoneTiers; ++t) {
        const TierShape& s = d.shape[static_cast<std::size_t>(t)];
        const bool topOfTree = t == zoneTiers - 1 && !d.joinTier;
        if (s.radix % 2 != 0 && (t < zoneTiers - 1 || !topOfTree) &&
            (static_cast<std::size_t>(t) >= net.oversubscription.size() || net.oversubscription[static_cast<std::size_t>(t)] == 1.0))
            findings.errors.push_back({path + "/link_speed_gbps", d.switchIds[static_cast<std::size_t>(t)] + " has " +
                                                                      formatCount(s.radix) + " ports at " + formatNumber(net.link_speed_gbps) +
                                                                      "G, an odd radix: a non-blocking " + tierName(t, totalTiers) +
                                                                      " cannot split its ports evenly; set an oversubscription or use an even radix"});
    }

    // Count every zone × plane fabric (identical loads are counted once).
    std::vector<Accumulator> tiers(static_cast<std::size_t>(totalTiers));
    std::vector<std::pair<FabricLoad, FabricCount>> memo;
    std::vector<std::int64_t> zoneTopSwitches(static_cast<std::size_t>(net.zones), 0);
    std::vector<std::int64_t> zoneTopSpare(static_cast<std::size_t>(net.zones), 0);
    std::int64_t suCount = 0;
    FabricLoad worstLoad;
    FabricCount worst;
    bool allFit = true;
    for (std::int64_t z = 0; z < net.zones; ++z) {
        for (std::int64_t p = 0; p < net.planes; ++p) {
            const FabricLoad load = fabricLoad(sources, net.zones, net.planes, z, p);
            auto it = std::find_if(memo.begin(), memo.end(), [&](const auto& m) { return m.first == load; });
            if (it == memo.end()) {
                memo.emplace_back(load, countFabric(load, d, net, fabrics));
                it = memo.end() - 1;
            }
            const FabricCount& c = it->second;
            if (load.endpoints() > worstLoad.endpoints() || (z == 0 && p == 0)) { worstLoad = load; worst = c; }
            allFit = allFit && c.fits;
            if (p == 0 && net.su_nodes) suCount += ceilDiv(load.compute_hosts, *net.su_nodes);
            std::int64_t below = load.endpoints();
            for (int t = 0; t < zoneTiers; ++t) {
                const auto i = static_cast<std::size_t>(t);
                const TierShape& s = d.shape[i];
                TierResult& tr = tiers[i].tier;
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
                if (c.populated[i].group_size > 0 && tiers[i].largestFabricCount < n) {
                    tiers[i].largestFabricCount = n;
                    tr.group_size = c.populated[i].group_size;
                    tr.bundle = c.populated[i].bundle;
                }
                if (t == zoneTiers - 1) {
                    zoneTopSwitches[static_cast<std::size_t>(z)] = std::max(zoneTopSwitches[static_cast<std::size_t>(z)], n);
                    zoneTopSpare[static_cast<std::size_t>(z)] += spare;
                }
                // Link classes: endpoints to leaves (per rail when rail-optimized), then tier to tier.
                if (t == 0) {
                    if (r.rails > 0 && load.compute_hosts > 0) {
                        for (std::int64_t rail = 0; rail < r.rails; ++rail)
                            r.link_classes.push_back({"compute", "leaf", z, p, rail, net.link_speed_gbps, load.compute_hosts});
                        if (load.other_ports) r.link_classes.push_back({"other", "leaf", z, p, -1, net.link_speed_gbps, load.other_ports});
                    } else {
                        r.link_classes.push_back({"endpoints", "leaf", z, p, -1, net.link_speed_gbps, load.endpoints()});
                    }
                }
                if (t + 1 < zoneTiers || d.joinTier)
                    r.link_classes.push_back({tierName(t, totalTiers), tierName(t + 1, totalTiers), z, p, -1, net.link_speed_gbps, up});
                below = up;
            }
        }
    }
    r.scalable_units = suCount;

    // Zones joined by a tier above them: one join tier per plane over all zones.
    if (d.joinTier) {
        const TierShape& zoneTop = d.shape.back();
        const std::int64_t joinRadix = radixOf(catalog, d.switchIds.back(), net.link_speed_gbps);
        const std::int64_t perZone = *std::max_element(zoneTopSwitches.begin(), zoneTopSwitches.end()) / net.planes;
        const TierBuild join = buildTier(net.zones, std::max<std::int64_t>(1, perZone), zoneTop.up, joinRadix, true);
        TierResult& tr = tiers.back().tier;
        tr.count = tr.count_populated = join.switches * net.planes;
        for (std::int64_t p = 0; p < net.planes; ++p) tr.count_by_group.push_back({-1, p, join.switches});
        tr.count_compact = ceilDiv(tiers[static_cast<std::size_t>(zoneTiers - 1)].tier.links_up, joinRadix);
        tr.pods = net.planes;
        tr.group_size = join.group_size;
        tr.bundle = join.bundle;
        tr.ports_down = tiers[static_cast<std::size_t>(zoneTiers - 1)].tier.links_up;
        tr.ports_spare = std::max<std::int64_t>(0, tr.count * joinRadix - tr.ports_down);
        allFit = allFit && join.fits;
        if (!join.fits)
            findings.errors.push_back({path + "/zones", formatCount(net.zones) + " zones exceed the " + formatCount(joinRadix) +
                                                            " a join tier of " + d.switchIds.back() + " reaches: use fewer, larger zones"});
    }

    // Zones joined by a few links: each link takes a spare top-tier port in two zones.
    if (net.zones > 1 && net.zone_join.kind == "links") {
        r.inter_zone_links = net.zone_join.links;
        const std::int64_t portsPerZone = ceilDiv(2 * net.zone_join.links, net.zones);
        const std::int64_t leastSpare = *std::min_element(zoneTopSpare.begin(), zoneTopSpare.end());
        if (portsPerZone > leastSpare)
            findings.errors.push_back({path + "/zone_join/links", formatCount(net.zone_join.links) + " inter-zone links need " +
                                                                      formatCount(portsPerZone) + " spare " + tierName(zoneTiers - 1, totalTiers) +
                                                                      " ports per zone; a zone has " + formatCount(leastSpare) +
                                                                      ": fewer links, fewer nodes per zone, or build out the top tier"});
        tiers[static_cast<std::size_t>(zoneTiers - 1)].tier.ports_spare -= std::min(leastSpare * net.zones, 2 * net.zone_join.links);
        r.link_classes.push_back({tierName(zoneTiers - 1, totalTiers), tierName(zoneTiers - 1, totalTiers), -1, 0, -1,
                                  net.link_speed_gbps, net.zone_join.links});
    }

    r.endpoints_per_fabric = worstLoad.endpoints();
    const std::int64_t maxFabricLeaves = maxLeaves(d.shape);
    r.max_endpoints_per_fabric = saturatingMultiply(maxFabricLeaves, d.shape[0].down);
    const std::int64_t joinReach = d.joinTier ? radixOf(catalog, d.switchIds.back(), net.link_speed_gbps) : net.zones;
    r.max_endpoints = saturatingMultiply(saturatingMultiply(r.max_endpoints_per_fabric, d.joinTier ? joinReach : net.zones), net.planes);
    if (!allFit && worst.leaves > maxFabricLeaves) {
        std::string parts;
        if (worstLoad.compute_hosts)
            parts = formatCount(worstLoad.compute_hosts) + " nodes × " + formatCount(worstLoad.compute_ports_per_host);
        if (worstLoad.other_ports) parts += (parts.empty() ? "" : " + ") + formatCount(worstLoad.other_ports) + " other";
        const bool rails = net.rail_optimized || net.su_nodes;
        findings.errors.push_back(
                {path + "/tiers",
                 formatCount(zoneTiers) + " tier(s) of " + formatCount(d.shape[0].radix) + "-port switches reach " +
                     formatCount(r.max_endpoints_per_fabric) + " endpoints" +
                     (rails ? " (" + formatCount(maxFabricLeaves) + " leaves)" : "") + "; " +
                     (fabrics > 1 ? "a zone × plane fabric" : "this fabric") + " of network " + net.name + " has " +
                     formatCount(worstLoad.endpoints()) + " (" + parts + ")" +
                     (rails ? " on " + formatCount(worst.leaves) + " leaves" : "") + ": " +
                     (zoneTiers < 4 ? "use " + std::to_string(zoneTiers + 1) + " tiers, " : "") +
                     "more zones or planes, a larger switch, or fewer nodes per zone"});
    }

    // Totals, chassis line cards and explanations.
    for (int t = 0; t < totalTiers; ++t) {
        TierResult& tr = tiers[static_cast<std::size_t>(t)].tier;
        tr.name = tierName(t, totalTiers);
        tr.switch_id = d.switchIds[static_cast<std::size_t>(t)];
        tr.radix = radixOf(catalog, tr.switch_id, net.link_speed_gbps);
        if (t < zoneTiers) {
            tr.down_ports_per_switch = d.shape[static_cast<std::size_t>(t)].down;
            tr.up_ports_per_switch = d.shape[static_cast<std::size_t>(t)].up;
        } else {
            tr.down_ports_per_switch = tr.radix;
        }
        const Switch& sw = *catalog.findSwitch(tr.switch_id);
        if (sw.line_card_slots && tr.count > 0) {
            const std::int64_t portsPerCard = tr.radix / sw.line_card_slots->value;
            tr.line_cards = tr.count * ceilDiv(ceilDiv(tr.ports_down + tr.ports_up, tr.count), portsPerCard);
        }
        r.switches_total += tr.count;
        r.switches_compact_total += tr.count_compact;
        r.switch_links_total += tr.links_up;
        r.tiers.push_back(tr);
    }
    r.switch_links_total += r.inter_zone_links;
    for (const ExtraSwitches& extra : net.extra_switches) {
        r.extra_switches += extra.count;
        r.extra_switch_groups.push_back({extra.switch_id, extra.count, extra.reason});
    }
    r.switches_total += r.extra_switches;
    r.switches_compact_total += r.extra_switches;
    return r;
}

void explainNetwork(const NetworkInput& net, const NetworkResult& r, const Catalog& catalog, Findings& findings) {
    const std::string fabrics = formatCount(r.zones) + " zone(s) × " + formatCount(r.planes) + " plane(s)";
    for (std::size_t t = 0; t < r.tiers.size(); ++t) {
        const TierResult& tr = r.tiers[t];
        const Switch& sw = *catalog.findSwitch(tr.switch_id);
        std::string formula, substituted;
        if (t == 0) {
            formula = r.rails ? "leaves = fabrics × SUs × rails × ⌈SU nodes / leaf down ports⌉ (+ ⌈other ports / down ports⌉)"
                              : "leaves = Σ fabrics ⌈endpoint ports / leaf down ports⌉";
            substituted = formatCount(tr.count) + " over " + fabrics + "; largest fabric " +
                          formatCount(r.endpoints_per_fabric) + " endpoints, " + formatCount(tr.down_ports_per_switch) +
                          " of " + formatCount(tr.radix) + " ports down, " + formatCount(tr.up_ports_per_switch) + " up";
            if (r.rails) substituted += "; " + formatCount(r.rails) + " rails";
        } else {
            formula = "switches = pods × groups × group size: a lower switch splits its up ports evenly into bundles "
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
            substituted += "; provisioned for " + formatCount(net.build_out_endpoints.value_or(0)) + " endpoints: " +
                           formatCount(tr.count) + " installed, " + formatCount(tr.count_populated) + " needed today";
        if (tr.line_cards) substituted += "; " + formatCount(tr.line_cards) + " line cards";
        std::vector<std::string> sources{sw.id + " ports: " + sw.modeAt(net.link_speed_gbps)->source};
        findings.explanations.push_back({"fabric.networks." + net.name + ".tiers." + tr.name, net.name + " " + tr.name + " switches",
                                         formula, substituted, sources});
    }
    findings.explanations.push_back(
            {"fabric.networks." + net.name + ".max_endpoints", net.name + " maximum endpoints",
             "max = leaves the top reaches (top down ports × Π middle-tier down ports) × leaf down ports × zones × planes",
             formatCount(r.max_endpoints) + " (" + formatCount(r.max_endpoints_per_fabric) + " per fabric × " + fabrics + "); this profile uses " +
                 formatCount(r.endpoints) + ", " + formatCount(r.max_endpoints - r.endpoints) + " to spare",
             {}});
}

}  // namespace

FabricResult evaluateFabric(const Profile& profile, const Catalog& catalog, const ComputeResult& compute, Findings& findings) {
    FabricResult fabric;
    std::vector<std::optional<NetworkResult>> results(profile.networks.size());
    for (std::size_t i : networkCountingOrder(profile)) {
        const std::int64_t managed = managedSwitches(profile, i, [&](std::size_t j) { return results[j]->switches_total; });
        results[i] = evaluateNetwork(profile, catalog, i, compute.nodes, managed, findings);
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
    findings.explanations.push_back({"fabric.endpoint_links_total", "Endpoint links",
                                     "endpoint links = Σ networks Σ host groups (hosts × ports per host, after breakout)",
                                     formatCount(fabric.endpoint_links_total) + " = " + endpointTerms, {}});
    findings.explanations.push_back({"fabric.links_total", "Switch-to-switch links",
                                     "links = Σ networks (Σ tiers below the top: switches × up ports, + inter-zone links)",
                                     formatCount(fabric.links_total) + " = " + linkTerms, {}});
    return fabric;
}

}  // namespace cp
