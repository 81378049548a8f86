#include "fabric/link_enumeration.h"

#include <cstdio>

#include "common/int_math.h"
#include "fabric/endpoints.h"
#include "fabric/fabric_design.h"

namespace cp {

namespace {

std::string numbered(std::string_view prefix, std::int64_t index, int width) {
    char digits[32];
    std::snprintf(digits, sizeof digits, "%0*lld", width, static_cast<long long>(index));
    return std::string(prefix) + digits;
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
    void emit(const LinkEnd& lower, const LinkEnd& upper, std::int64_t zone, std::int64_t plane) {
        const NetworkInput& net = profile_.networks[networkIndex_];
        LinkRecord record;
        record.network = net.name;
        record.network_index = networkIndex_;
        record.lower_tier = lower.device.is_host ? lower.device.host_kind : lower.device.tier_name;
        record.upper_tier = upper.device.tier_name;
        record.upper_tier_index = upper.device.tier;
        record.zone = zone;
        record.plane = plane;
        record.speed_gbps = net.link_speed_gbps;
        record.lower = lower;
        record.upper = upper;
        sink_(record);
        ++emitted_;
    }

    static DeviceId switchId(std::int64_t zone, std::int64_t plane, int tier, int total, std::int64_t index) {
        DeviceId d;
        d.zone = zone;
        d.plane = plane;
        d.tier = tier;
        d.tier_name = tierName(tier, total);
        d.index = index;
        return d;
    }

    void network(std::size_t index, std::int64_t otherSwitches) {
        networkIndex_ = index;
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
                std::vector<PortCounter> ports;
                for (int t = 0; t < tiers; ++t) ports.emplace_back(count.installed[static_cast<std::size_t>(t)]);
                endpointLinks(net, sources, design, count, z, p, total, ports[0]);
                for (int t = 1; t < tiers; ++t)
                    tierLinks(design, count, t, total, z, p, ports[static_cast<std::size_t>(t)]);
                topSwitches[static_cast<std::size_t>(p)].push_back(count.installed.back());
                topPorts[static_cast<std::size_t>(p)].push_back(std::move(ports.back()));
            }
        }
        if (design.joinTier) joinLinks(net, design, total, topSwitches);
        if (net.zones > 1 && net.zone_join.kind == "links") interZoneLinks(net, total, topSwitches, topPorts);
    }

    // Hosts of one source in zone z: [first, first + count).
    static std::pair<std::int64_t, std::int64_t> zoneHosts(const EndpointSource& s, std::int64_t zones, std::int64_t z) {
        if (s.every_zone) return {0, s.group.hosts};
        std::int64_t first = 0;
        for (std::int64_t i = 0; i < z; ++i) first += evenShare(s.group.hosts, zones, i);
        return {first, evenShare(s.group.hosts, zones, z)};
    }

    void endpointLinks(const NetworkInput& net, const std::vector<EndpointSource>& sources, const NetworkDesign& design,
                       const FabricCount& count, std::int64_t z, std::int64_t p, int total, PortCounter& leafPorts) {
        const std::int64_t d0 = design.shape[0].down;
        const std::int64_t leaves = count.installed[0];
        const bool grouped = net.rail_optimized || net.su_nodes.has_value();
        std::int64_t dense = 0;  // next densely packed leaf port
        std::int64_t denseBase = 0;
        auto attach = [&](const EndpointSource& s, std::int64_t host, std::int64_t nicPort, std::int64_t leaf) {
            DeviceId hostId;
            hostId.is_host = true;
            hostId.host_kind = s.group.kind;
            hostId.index = host;
            emit({hostId, nicPort + 1}, {switchId(z, p, 0, total, leaf), leafPorts.take(leaf)}, z, p);
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

    void tierLinks(const NetworkDesign& design, const FabricCount& count, int t, int total, std::int64_t z,
                   std::int64_t p, PortCounter& upperPorts) {
        const auto ti = static_cast<std::size_t>(t);
        const bool provisioned = t >= count.firstProvisionedTier;
        const std::vector<TierBuild>& chain = provisioned ? count.provisioned : count.populated;
        const TierBuild& upper = chain[ti];
        const TierBuild& lowerView = chain[ti - 1];          // the lower tier the upper was built over
        const TierBuild& lowerReal = count.installedBuild(ti - 1);
        const std::int64_t lowerInstalled = count.installed[ti - 1];
        const std::int64_t s = lowerView.switches_per_pod;
        const std::int64_t lowerDown = design.shape[ti - 1].down;
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
                    emit({switchId(z, p, t - 1, total, idx), lowerPort}, {switchId(z, p, t, total, up), upperPorts.take(up)}, z, p);
                }
            }
        }
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
            for (std::int64_t z = 0; z < net.zones; ++z) {
                for (std::int64_t q = 0; q < tops[static_cast<std::size_t>(z)]; ++q) {
                    const std::int64_t group = runOf(q * net.zones + z, net.zones * s, join.groups_per_pod);
                    for (std::int64_t x = 0; x < join.group_size; ++x)
                        for (std::int64_t y = 0; y < join.bundle; ++y)
                            emit({switchId(z, p, total - 2, total, q), zoneTop.down + x * join.bundle + y + 1},
                                 {switchId(-1, p, total - 1, total, group * join.group_size + x), ports.take(group * join.group_size + x)},
                                 -1, p);
                }
            }
        }
    }

    void interZoneLinks(const NetworkInput& net, int total,
                        const std::vector<std::vector<std::int64_t>>& topSwitches,
                        std::vector<std::vector<PortCounter>>& topPorts) {
        // Plane 0's zone tops, joined around the ring of zones, one spare port per end.
        std::vector<std::int64_t> nextSwitch(static_cast<std::size_t>(net.zones), 0);
        for (std::int64_t l = 0; l < net.zone_join.links; ++l) {
            const std::int64_t za = l % net.zones, zb = (l + 1) % net.zones;
            auto end = [&](std::int64_t z) {
                auto& counter = topPorts[0][static_cast<std::size_t>(z)];
                const std::int64_t sw = nextSwitch[static_cast<std::size_t>(z)]++ % topSwitches[0][static_cast<std::size_t>(z)];
                return LinkEnd{switchId(z, 0, total - 1, total, sw), counter.take(sw)};
            };
            const LinkEnd a = end(za), b = end(zb);
            emit(a, b, -1, 0);
        }
    }

    const Profile& profile_;
    const Catalog& catalog_;
    const Plan& plan_;
    const LinkSink& sink_;
    std::size_t networkIndex_ = 0;
    std::int64_t emitted_ = 0;
};

}  // namespace

std::string deviceName(std::string_view network, const DeviceId& d) {
    if (d.is_host) {
        if (d.host_kind == "compute") return numbered("node", d.index, 5);
        if (d.host_kind == "switch") return numbered("switch", d.index, 5);
        return numbered(d.host_kind, d.index, 4);
    }
    std::string prefix(network);
    if (d.zone >= 0) prefix += ".z" + std::to_string(d.zone);
    prefix += ".p" + std::to_string(d.plane) + ".";
    prefix += d.tier_name;
    return numbered(prefix, d.index, 4);
}

std::int64_t enumerateLinks(const Profile& profile, const Catalog& catalog, const Plan& plan, const LinkSink& sink) {
    if (!plan.fabric) return 0;
    return Enumerator(profile, catalog, plan, sink).run();
}

}  // namespace cp
