#include "fabric/link_enumeration.h"

#include <cstdio>

#include "common/int_math.h"
#include "fabric/endpoints.h"
#include "fabric/fabric_design.h"

namespace cp {

namespace {

std::string numbered(const std::string& prefix, std::int64_t index, int width) {
    char digits[32];
    std::snprintf(digits, sizeof digits, "%0*lld", width, static_cast<long long>(index));
    return prefix + digits;
}

// Index of `item` when `total` items are cut into `parts` contiguous runs as evenly as possible.
std::int64_t runOf(std::int64_t item, std::int64_t total, std::int64_t parts) {
    const std::int64_t base = total / parts, extra = total % parts;
    const std::int64_t bigRuns = extra * (base + 1);
    return item < bigRuns ? item / (base + 1) : extra + (item - bigRuns) / base;
}

// First item of run `run` under the same cut.
std::int64_t runStart(std::int64_t run, std::int64_t total, std::int64_t parts) {
    const std::int64_t base = total / parts, extra = total % parts;
    return run * base + std::min(run, extra);
}

// Switch ports handed out in order; down ports first.
struct PortCounter {
    std::vector<std::int64_t> nextDown;
    explicit PortCounter(std::int64_t switches) : nextDown(static_cast<std::size_t>(switches), 0) {}
    std::int64_t take(std::int64_t sw) { return ++nextDown[static_cast<std::size_t>(sw)]; }
};

class Enumerator {
public:
    Enumerator(const Profile& profile, const Catalog& catalog, const Plan& plan, const LinkSink& sink)
        : profile_(profile), catalog_(catalog), plan_(plan), sink_(sink) {}

    std::int64_t run() {
        std::int64_t dataSwitches = 0;
        for (const NetworkResult& r : plan_.fabric->networks)
            if (r.role != "management") dataSwitches += r.switches_total;
        for (std::size_t i = 0; i < profile_.networks.size(); ++i) network(i, profile_.networks[i].role == "management" ? dataSwitches : 0);
        return emitted_;
    }

private:
    void emit(const NetworkInput& net, const std::string& lowerTier, const std::string& upperTier, std::int64_t zone,
              std::int64_t plane, LinkEnd lower, LinkEnd upper) {
        LinkRecord record{net.name, lowerTier, upperTier, zone, plane, net.link_speed_gbps, std::move(lower), std::move(upper)};
        sink_(record);
        ++emitted_;
    }

    void network(std::size_t index, std::int64_t otherSwitches) {
        const NetworkInput& net = profile_.networks[index];
        Plan scratch;
        const auto sources = endpointSources(profile_, catalog_, index, plan_.compute.nodes, otherSwitches, scratch);
        if (!scratch.errors.empty() || sources.empty()) return;
        const NetworkDesign design = designFor(net, catalog_, fabricLoad(sources, net.zones, net.planes, 0, 0));
        const int tiers = design.zoneTiers;
        const int total = tiers + (design.joinTier ? 1 : 0);
        // Zone tops per plane, kept for the join tier and inter-zone links.
        std::vector<std::vector<std::int64_t>> topSwitches(static_cast<std::size_t>(net.planes));
        std::vector<std::vector<PortCounter>> topPorts(static_cast<std::size_t>(net.planes));
        for (std::int64_t z = 0; z < net.zones; ++z) {
            for (std::int64_t p = 0; p < net.planes; ++p) {
                const FabricLoad load = fabricLoad(sources, net.zones, net.planes, z, p);
                const FabricCount count = countFabric(load, design, net, net.zones * net.planes);
                const std::string prefix = net.name + ".z" + std::to_string(z) + ".p" + std::to_string(p) + ".";
                std::vector<PortCounter> ports;
                for (int t = 0; t < tiers; ++t) ports.emplace_back(count.installed[static_cast<std::size_t>(t)]);
                endpointLinks(net, sources, design, count, z, p, prefix + tierName(0, total), ports[0]);
                for (int t = 1; t < tiers; ++t)
                    tierLinks(net, design, count, t, total, z, p, prefix, ports[static_cast<std::size_t>(t)]);
                topSwitches[static_cast<std::size_t>(p)].push_back(count.installed.back());
                topPorts[static_cast<std::size_t>(p)].push_back(std::move(ports.back()));
            }
        }
        if (design.joinTier) joinLinks(net, design, total, topSwitches);
        if (net.zones > 1 && net.zone_join.kind == "links") interZoneLinks(net, design, total, topSwitches, topPorts);
    }

    // Hosts of one source in zone z: [first, first + count).
    static std::pair<std::int64_t, std::int64_t> zoneHosts(const EndpointSource& s, std::int64_t zones, std::int64_t z) {
        if (s.every_zone) return {0, s.group.hosts};
        std::int64_t first = 0;
        for (std::int64_t i = 0; i < z; ++i) first += evenShare(s.group.hosts, zones, i);
        return {first, evenShare(s.group.hosts, zones, z)};
    }

    static std::string hostName(const EndpointSource& s, std::int64_t host) {
        if (s.group.kind == "compute") return numbered("node", host, 5);
        if (s.group.kind == "switch") return numbered("switch", host, 5);
        return numbered(s.group.kind, host, 4);
    }

    void endpointLinks(const NetworkInput& net, const std::vector<EndpointSource>& sources, const NetworkDesign& design,
                       const FabricCount& count, std::int64_t z, std::int64_t p, const std::string& leafPrefix,
                       PortCounter& leafPorts) {
        const std::int64_t d0 = design.shape[0].down;
        const std::int64_t leaves = count.installed[0];
        const bool grouped = net.rail_optimized || net.su_nodes.has_value();
        std::int64_t dense = 0;  // next densely packed leaf port
        std::int64_t denseBase = 0;
        auto attach = [&](const EndpointSource& s, std::int64_t host, std::int64_t nicPort, std::int64_t leaf) {
            const std::int64_t port = leafPorts.take(leaf);
            emit(net, s.group.kind, "leaf", z, p, {hostName(s, host), nicPort + 1}, {numbered(leafPrefix, leaf, 4), port});
        };
        for (const EndpointSource& s : sources) {
            const auto [first, hosts] = zoneHosts(s, net.zones, z);
            const std::int64_t perPlane = s.every_zone ? s.group.ports_per_host / net.zones / net.planes
                                                       : s.group.ports_per_host / net.planes;
            if (s.compute && grouped) {
                const std::int64_t suNodes = net.su_nodes.value_or(d0);
                const std::int64_t leavesPerRail = ceilDiv(suNodes, d0);
                const std::int64_t perSu = net.rail_optimized ? perPlane * leavesPerRail : ceilDiv(suNodes * perPlane, d0);
                for (std::int64_t h = 0; h < hosts; ++h) {
                    const std::int64_t su = h / suNodes, inSu = h % suNodes;
                    for (std::int64_t r = 0; r < perPlane; ++r) {
                        const std::int64_t leaf = net.rail_optimized ? su * perSu + r * leavesPerRail + inSu / d0
                                                                     : su * perSu + (inSu * perPlane + r) / d0;
                        attach(s, first + h, r * net.planes + p, leaf);
                    }
                }
                denseBase = std::max(denseBase, ceilDiv(hosts, suNodes) * perSu);
                continue;
            }
            for (std::int64_t h = 0; h < hosts; ++h) {
                for (std::int64_t r = 0; r < perPlane; ++r) {
                    const std::int64_t nicPort = s.every_zone ? (r * net.planes + p) * net.zones + z : r * net.planes + p;
                    attach(s, first + h, nicPort, std::min(leaves - 1, denseBase + dense / d0));
                    ++dense;
                }
            }
        }
    }

    void tierLinks(const NetworkInput& net, const NetworkDesign& design, const FabricCount& count, int t, int total,
                   std::int64_t z, std::int64_t p, const std::string& prefix, PortCounter& upperPorts) {
        const auto ti = static_cast<std::size_t>(t);
        const bool provisioned = t >= count.firstProvisionedTier;
        const std::vector<TierBuild>& chain = provisioned ? count.provisioned : count.populated;
        const TierBuild& upper = chain[ti];
        const TierBuild& lowerView = chain[ti - 1];          // the lower tier the upper was built over
        const TierBuild& lowerReal = count.installedBuild(ti - 1);
        const std::int64_t lowerInstalled = count.installed[ti - 1];
        const std::int64_t s = lowerView.switches_per_pod;
        const std::int64_t lowerUp = design.shape[ti - 1].up, lowerDown = design.shape[ti - 1].down;
        const std::string lowerName = prefix + tierName(t - 1, total), upperName = prefix + tierName(t, total);
        for (std::int64_t idx = 0; idx < lowerInstalled; ++idx) {
            const std::int64_t a = idx / lowerReal.switches_per_pod, q = idx % lowerReal.switches_per_pod;
            const std::int64_t pod = runOf(a, lowerView.pods, upper.pods);
            const std::int64_t podFirst = runStart(pod, lowerView.pods, upper.pods);
            const std::int64_t m = runStart(pod + 1, lowerView.pods, upper.pods) - podFirst;
            // q-major order inside the upper pod: every run of ≥ m consecutive items covers every lower pod.
            const std::int64_t item = (q % s) * m + (a - podFirst);
            const std::int64_t group = runOf(item, m * s, upper.groups_per_pod);
            for (std::int64_t x = 0; x < upper.group_size; ++x) {
                const std::int64_t up = pod * upper.switches_per_pod + group * upper.group_size + x;
                for (std::int64_t y = 0; y < upper.bundle; ++y) {
                    const std::int64_t lowerPort = lowerDown + x * upper.bundle + y + 1;
                    emit(net, tierName(t - 1, total), tierName(t, total), z, p, {numbered(lowerName, idx, 4), lowerPort},
                         {numbered(upperName, up, 4), upperPorts.take(up)});
                }
            }
        }
        (void)lowerUp;
    }

    void joinLinks(const NetworkInput& net, const NetworkDesign& design, int total,
                   const std::vector<std::vector<std::int64_t>>& topSwitches) {
        const TierShape& zoneTop = design.shape.back();
        const std::int64_t radix = radixOf(catalog_, design.switchIds.back(), net.link_speed_gbps);
        for (std::int64_t p = 0; p < net.planes; ++p) {
            const auto& tops = topSwitches[static_cast<std::size_t>(p)];
            const std::int64_t s = *std::max_element(tops.begin(), tops.end());
            const TierBuild join = buildTier(net.zones, s, zoneTop.up, radix, true);
            PortCounter ports(join.switches);
            const std::string upperName = net.name + ".p" + std::to_string(p) + "." + tierName(total - 1, total);
            for (std::int64_t z = 0; z < net.zones; ++z) {
                const std::string lowerName = net.name + ".z" + std::to_string(z) + ".p" + std::to_string(p) + "." + tierName(total - 2, total);
                for (std::int64_t q = 0; q < tops[static_cast<std::size_t>(z)]; ++q) {
                    const std::int64_t group = runOf(q * net.zones + z, net.zones * s, join.groups_per_pod);
                    for (std::int64_t x = 0; x < join.group_size; ++x)
                        for (std::int64_t y = 0; y < join.bundle; ++y)
                            emit(net, tierName(total - 2, total), tierName(total - 1, total), -1, p,
                                 {numbered(lowerName, q, 4), zoneTop.down + x * join.bundle + y + 1},
                                 {numbered(upperName, group * join.group_size + x, 4), ports.take(group * join.group_size + x)});
                }
            }
        }
    }

    void interZoneLinks(const NetworkInput& net, const NetworkDesign& design, int total,
                        const std::vector<std::vector<std::int64_t>>& topSwitches,
                        std::vector<std::vector<PortCounter>>& topPorts) {
        // Plane 0's zone tops, joined around the ring of zones, one spare port per end.
        const std::string top = tierName(total - 1, total);
        std::vector<std::int64_t> nextSwitch(static_cast<std::size_t>(net.zones), 0);
        for (std::int64_t l = 0; l < net.zone_join.links; ++l) {
            const std::int64_t za = l % net.zones, zb = (l + 1) % net.zones;
            auto end = [&](std::int64_t z) {
                auto& counter = topPorts[0][static_cast<std::size_t>(z)];
                const std::int64_t sw = nextSwitch[static_cast<std::size_t>(z)]++ % topSwitches[0][static_cast<std::size_t>(z)];
                return LinkEnd{numbered(net.name + ".z" + std::to_string(z) + ".p0." + top, sw, 4), counter.take(sw)};
            };
            LinkEnd a = end(za), b = end(zb);
            emit(net, top, top, -1, 0, std::move(a), std::move(b));
        }
        (void)design;
    }

    const Profile& profile_;
    const Catalog& catalog_;
    const Plan& plan_;
    const LinkSink& sink_;
    std::int64_t emitted_ = 0;
};

}  // namespace

std::int64_t enumerateLinks(const Profile& profile, const Catalog& catalog, const Plan& plan, const LinkSink& sink) {
    if (!plan.fabric) return 0;
    return Enumerator(profile, catalog, plan, sink).run();
}

}  // namespace cp
