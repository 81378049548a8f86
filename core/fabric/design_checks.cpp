#include "fabric/design_checks.h"

#include <algorithm>
#include <cmath>

#include "common/format.h"

namespace cp {

namespace {

void addOnce(Diagnostics& list, Diagnostic d) {
    if (std::find_if(list.begin(), list.end(), [&](const Diagnostic& e) { return e.path == d.path; }) == list.end())
        list.push_back(std::move(d));
}

std::string gbps(double speed) { return formatNumber(speed) + "G"; }

std::string ratioText(double r) { return formatFixed(r, r == std::floor(r) ? 0 : 2) + ":1"; }

std::string entryText(const std::string& list, std::size_t i) { return list + "/" + std::to_string(i); }

// One warning when `up` up links on `switches` switches are more than one per switch off the ratio.
void compareRatio(const DesignCheck& c, const std::string& key, const std::string& what, double ratio, std::int64_t down,
                  std::int64_t up, std::int64_t switches, double downGbps, double upGbps) {
    if (ratio <= 1 || up <= 0) return;
    const std::int64_t wanted = uplinksNeeded(static_cast<double>(down) * downGbps, ratio, upGbps);
    if (std::abs(up - wanted) <= switches) return;
    const double achieved = static_cast<double>(down) * downGbps / (static_cast<double>(up) * upGbps);
    c.findings.warnings.push_back(
        {c.path + "/" + key, what + " cabled at " + ratioText(achieved) + " against the " + ratioText(ratio) +
                                 " requested: " + formatCount(down) + " × " + gbps(downGbps) + " down, " + formatCount(up) +
                                 " × " + gbps(upGbps) + " up on " + formatCount(switches) + " switches, where " +
                                 ratioText(ratio) + " needs " + formatCount(wanted) +
                                 " up links: the switches' down ports are not all in use (fewer nodes than a unit holds, "
                                 "or partly filled switches); each switch wires the up ports its radix allows at that ratio"});
}

}  // namespace

void checkTierSplits(const DesignCheck& c) {
    const NetworkDesign& d = c.design;
    const int total = d.zoneTiers + (d.joinTier ? 1 : 0);
    for (int t = 0; t < d.zoneTiers; ++t) {
        const auto i = static_cast<std::size_t>(t);
        if (d.ratios[i] != 1.0) continue;  // the top, or oversubscribed on purpose
        const TierShape even = splitPorts(d.budgets[i], 1.0, true);
        if (static_cast<double>(even.down) * even.down_gbps == static_cast<double>(even.up) * even.up_gbps) continue;
        const PortBudget& b = d.budgets[i];
        if (b.down_gbps == b.up_gbps)
            c.findings.errors.push_back({c.path + "/link_speed_gbps",
                                         d.switchIds[i] + " has " + formatCount(b.down_ports) + " ports at " +
                                             formatNumber(b.down_gbps) + "G, an odd radix: a non-blocking " + tierName(t, total) +
                                             " cannot split its ports evenly; set an oversubscription or use an even radix"});
        else
            c.findings.errors.push_back({c.path + "/up_speeds_gbps",
                                         d.switchIds[i] + " cannot carry as much up as down at 1:1 with " + gbps(b.down_gbps) +
                                             " down and " + gbps(b.up_gbps) + " up ports (best " + formatCount(even.down) +
                                             " down, " + formatCount(even.up) + " up): set an oversubscription or other speeds"});
    }
}

void checkTierEntries(const DesignCheck& c) {
    const NetworkDesign& d = c.design;
    const std::size_t zoneTop = static_cast<std::size_t>(d.zoneTiers - 1);
    const std::string shape = countOf(d.zoneTiers, "tier") + " per zone";
    for (std::size_t i = zoneTop; i < c.net.oversubscription.size(); ++i) {
        if (c.net.oversubscription[i] == 1.0) continue;
        const std::string why = i == zoneTop && d.joinTier
                                    ? "tier " + std::to_string(i + 1) + " is the zone top: its down:up toward the join tier " +
                                          "is zone_join.oversubscription"
                                    : "with " + shape + " and no join tier, tier " + std::to_string(i + 1) +
                                          (i == zoneTop ? " is the top and has no up ports" : " does not exist");
        c.findings.errors.push_back(
            {c.path + "/" + entryText("oversubscription", i),
             formatNumber(c.net.oversubscription[i]) + " is ignored: " + why + "; remove the entry (or set it to 1)"});
    }
    const std::size_t withUp = zoneTop + (d.joinTier ? 1 : 0);  // tiers 0 .. withUp - 1 have up links
    for (std::size_t i = withUp; i < c.net.up_speeds_gbps.size(); ++i)
        if (c.net.up_speeds_gbps[i] > 0)
            c.findings.errors.push_back({c.path + "/" + entryText("up_speeds_gbps", i),
                                         formatNumber(c.net.up_speeds_gbps[i]) + " Gb/s is ignored: with " + shape +
                                             (d.joinTier ? " and a join tier" : "") + ", tier " + std::to_string(i + 1) +
                                             " has no up links; remove the entry (or set it to 0)"});
}

void checkLeafClasses(const DesignCheck& c, const std::vector<EndpointSource>& sources) {
    const NetworkDesign& d = c.design;
    if (c.net.leaf_classes.empty()) return;
    for (std::size_t k = 0; k < c.net.leaf_classes.size(); ++k) {
        const std::string& hosts = c.net.leaf_classes[k].hosts;
        if (std::none_of(sources.begin(), sources.end(), [&](const EndpointSource& s) { return s.group.kind == hosts; }))
            c.findings.errors.push_back(
                {c.path + "/leaf_classes/" + std::to_string(k) + "/hosts",
                 "no \"" + hosts + "\" hosts attach to network " + c.net.name + ": name a host kind that has ports on it"});
    }
    if (d.zoneTiers < 2)
        c.findings.errors.push_back({c.path + "/leaf_classes", "leaf classes need a tier above the leaves; network " +
                                                                   c.net.name + " has one tier per zone: use 2 tiers"});
    if (!d.mixedLeaves()) return;
    std::string ups;
    for (std::size_t k = 0; k < d.leafClasses.size(); ++k) ups += (ups.empty() ? "" : ", ") + formatCount(d.leafClasses[k].up);
    if (d.zoneTiers > 2)
        c.findings.errors.push_back(
            {c.path + "/leaf_classes", "leaves with different uplinks (" + ups +
                                           " per leaf) are joined by one top tier over them all, so the tier above the leaves " +
                                           "must be the zone's top: use 2 tiers per zone (more zones or planes), or one ratio"});
    if (c.net.build_out_endpoints)
        c.findings.errors.push_back(
            {c.path + "/build_out_endpoints",
             "a build-out is not counted for leaves with different uplinks (" + ups + " per leaf): remove it or use one ratio"});
}

void checkFabric(const DesignCheck& c, const FabricLoad& load, const FabricCount& count, std::int64_t zone, std::int64_t plane) {
    const std::string where = "zone " + std::to_string(zone) + " plane " + std::to_string(plane);
    if (load.spare_port_ports > count.spare_leaf_ports) {
        std::size_t group = 0;
        while (group < c.net.other_hosts.size() && !c.net.other_hosts[group].spare_ports) ++group;
        addOnce(c.findings.errors,
                {c.path + "/other_hosts/" + std::to_string(group) + "/spare_ports",
                 formatCount(load.spare_port_ports) + " host ports on spare leaf ports need as many free leaf ports in " + where +
                     "; its " + formatCount(count.leaves) + " leaves have " + formatCount(count.spare_leaf_ports) +
                     " (the rest carry " + formatCount(load.endpoints() - load.spare_port_ports) +
                     " endpoint ports): leave node slots free (a smaller scalable unit or fewer nodes), give these hosts "
                     "leaves of their own (spare_ports false), or use a larger switch"});
    }
    const NetworkDesign& d = c.design;
    if (d.mixedLeaves() && d.zoneTiers == 2 && !count.populated[1].fits) {
        std::int64_t links = 0;
        std::string ups;
        for (std::size_t k = 0; k < count.leafGroups.size(); ++k) {
            links += count.leafGroups[k].leaves() * d.leafClasses[k].up;
            ups += (ups.empty() ? "" : ", ") + formatCount(d.leafClasses[k].up);
        }
        addOnce(c.findings.errors,
                {c.path + "/leaf_classes",
                 formatCount(count.leaves) + " leaves in " + where + " send " + formatCount(links) + " uplinks (" + ups +
                     " per leaf); every leaf reaches each spine in equal bundles, so the spine count must divide every "
                     "leaf's uplinks, and no such count fits " +
                     formatCount(d.shape[1].down) +
                     " down ports per spine: use ratios whose uplinks share a divisor, "
                     "more zones or planes, or a larger spine"});
    }
}

void checkAchievedRatios(const DesignCheck& c, const NetworkResult& r) {
    const NetworkDesign& d = c.design;
    for (int t = 0; t < d.zoneTiers; ++t) {
        const TierResult& tier = r.tiers[static_cast<std::size_t>(t)];
        const bool joinTop = d.joinTier && t == d.zoneTiers - 1;
        const std::string key =
            joinTop ? "zone_join/oversubscription" : entryText("oversubscription", static_cast<std::size_t>(t));
        std::int64_t down = tier.ports_down, up = tier.links_up, switches = tier.count;
        for (const LeafClassResult& lc : r.leaf_classes)
            if (t == 0) {  // the classes' leaves are compared on their own
                down -= lc.ports_down;
                up -= lc.links_up;
                switches -= lc.count;
            }
        compareRatio(c, key, "the " + tier.name + " tier is", tier.oversubscription_requested, down, up, switches,
                     tier.down_speed_gbps, tier.up_speed_gbps);
    }
    for (std::size_t k = 0; k < r.leaf_classes.size(); ++k) {
        const LeafClassResult& lc = r.leaf_classes[k];
        compareRatio(c, "leaf_classes/" + std::to_string(k) + "/oversubscription", "leaf class " + lc.hosts + " is",
                     lc.oversubscription_requested, lc.ports_down, lc.links_up, lc.count, d.downGbps(0), d.upGbps(0));
    }
}

}  // namespace cp
