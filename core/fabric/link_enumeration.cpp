#include "fabric/link_enumeration.h"

#include <algorithm>
#include <cstdio>
#include <limits>
#include <optional>

#include "common/int_math.h"
#include "fabric/bundle_merge.h"
#include "fabric/endpoints.h"
#include "fabric/fabric_design.h"
#include "fabric/network_build.h"
#include "fabric/packed_links.h"
#include "fabric/tier_links.h"
#include "fabric/unit_links.h"

namespace cp {

namespace {

std::string numbered(std::string_view prefix, std::int64_t index, int width) {
    char digits[32];
    std::snprintf(digits, sizeof digits, "%0*lld", width, static_cast<long long>(index));
    return std::string(prefix) + digits;
}

// Switch ports handed out in order; down ports first.
struct PortCounter {
    std::vector<std::int64_t> nextDown;
    explicit PortCounter(std::int64_t switches) : nextDown(static_cast<std::size_t>(switches), 0) {}
    std::int64_t take(std::int64_t sw) { return ++nextDown[static_cast<std::size_t>(sw)]; }
};

class Enumerator {
public:
    // One of the sinks is set: bundles pass through, links are expanded with their ports.
    // `pieces`, with `bundles`: the links that come whole (PieceSinks).
    Enumerator(const Profile& profile, const FabricResult& fabric, const LinkSink* links, const BundleSink* bundles,
               const PieceSinks* pieces = nullptr)
        : profile_(profile), fabric_(fabric), linkSink_(links), pieces_(pieces) {
        if (bundles) merger_.emplace(*bundles);
    }

    std::int64_t run() {
        for (std::size_t i = 0; i < profile_.networks.size(); ++i) network(i);
        return emitted_;
    }

private:
    // Upper ports come from `upperPorts` (the upper tier's counter), which exists only when expanding.
    void emit(LinkBundle& b, PortCounter* upperPorts) {
        label(b);
        if (b.lower.is_host)
            for (std::int64_t j = 0; j < b.upper_count; ++j)
                leafUse_[static_cast<std::size_t>(b.upper.index + j)] += b.lower_count * b.links_per_pair;
        emitted_ += b.links();
        if (merger_) {
            merger_->add(b);
            return;
        }
        LinkRecord record;
        record.network = b.network;
        record.network_index = b.network_index;
        record.lower_tier = b.lower_tier;
        record.upper_tier = b.upper_tier;
        record.upper_tier_index = b.upper_tier_index;
        record.zone = b.zone;
        record.plane = b.plane;
        record.speed_gbps = b.speed_gbps;
        record.lower.device = b.lower;
        record.upper.device = b.upper;
        for (std::int64_t i = 0; i < b.lower_count; ++i) {
            record.lower.device.index = b.lower.index + i;
            std::int64_t k = 0;
            for (std::int64_t j = 0; j < b.upper_count; ++j) {
                record.upper.device.index = b.upper.index + j;
                for (std::int64_t y = 0; y < b.links_per_pair; ++y, ++k) {
                    record.lower.port = b.lower_port_first + k * b.lower_port_step;
                    record.upper.port = upperPorts->take(record.upper.device.index);
                    (*linkSink_)(record);
                }
            }
        }
    }

    // The network, tier names and speed of a bundle between its two devices.
    void label(LinkBundle& b) const {
        b.network = profile_.networks[networkIndex_].name;
        b.network_index = networkIndex_;
        b.lower_tier = b.lower.is_host ? b.lower.host_kind : b.lower.tier_name;
        b.upper_tier = b.upper.tier_name;
        b.upper_tier_index = b.upper.tier;
        b.speed_gbps = design_->downGbps(static_cast<std::size_t>(b.upper.tier));
    }

    DeviceId switchId(std::int64_t zone, std::int64_t plane, int tier, int total, std::int64_t index) {
        DeviceId d;
        d.zone = zone;
        d.plane = plane;
        d.tier = tier;
        d.tier_name = cachedTierName(tier, total);
        d.index = index;
        return d;
    }

    // tierName() spelled once per tier (a DeviceId is made per bundle end).
    std::string_view cachedTierName(int tier, int total) {
        if (total != tierNamesOf_) {
            tierNames_.clear();
            for (int t = 0; t < total; ++t) tierNames_.emplace_back(tierName(t, total));
            tierNamesOf_ = total;
        }
        return tier < total ? tierNames_[static_cast<std::size_t>(tier)] : std::string_view(tierName(tier, total));
    }

    static DeviceId hostId(const EndpointSource& s, std::int64_t index) {
        DeviceId d;
        d.is_host = true;
        d.host_kind = s.group.kind;
        d.index = index;
        return d;
    }

    // Port counters are needed only to expand bundles into links.
    PortCounter counter(std::int64_t switches) const { return PortCounter(linkSink_ ? switches : 0); }

    // The network as the fabric stage built it (its sources, design and counts): nothing is counted again.
    void network(std::size_t index) {
        networkIndex_ = index;
        const NetworkInput& net = profile_.networks[index];
        const std::shared_ptr<const NetworkBuild>& build = fabric_.networks[index].build;
        if (!build || build->sources.empty()) return;  // the fabric stage reported why
        const std::vector<EndpointSource>& sources = build->sources;
        const NetworkDesign& design = build->design;
        design_ = &design;
        const int tiers = design.zoneTiers;
        const int total = tiers + (design.joinTier ? 1 : 0);
        // Zone tops per plane, kept for the join tier and inter-zone links.
        std::vector<std::vector<std::int64_t>> topSwitches(static_cast<std::size_t>(net.planes));
        std::vector<std::vector<PortCounter>> topPorts(static_cast<std::size_t>(net.planes));
        for (std::int64_t z = 0; z < net.zones; ++z) {
            for (std::int64_t p = 0; p < net.planes; ++p) {
                const FabricCount& count = build->count(z, p);
                std::vector<PortCounter> ports;
                for (int t = 0; t < tiers; ++t) ports.push_back(counter(count.installed[static_cast<std::size_t>(t)]));
                endpointLinks(net, sources, design, count, z, p, total, ports[0]);
                for (int t = 1; t < tiers; ++t) tierLinks(design, count, t, total, z, p, ports[static_cast<std::size_t>(t)]);
                topSwitches[static_cast<std::size_t>(p)].push_back(count.installed.back());
                topPorts[static_cast<std::size_t>(p)].push_back(std::move(ports.back()));
            }
        }
        if (design.joinTier) joinLinks(net, design, total, topSwitches);
        if (net.zones > 1 && net.zone_join.kind == ZoneJoinKind::Links) interZoneLinks(net, total, topSwitches, topPorts);
        if (merger_) merger_->flush();  // while `sources` (the host kinds a bundle points at) lives
    }

    // Hosts of one source in zone z: [first, first + count).
    static std::pair<std::int64_t, std::int64_t> zoneHosts(const EndpointSource& s, std::int64_t zones, std::int64_t z) {
        if (s.every_zone) return {0, s.group.hosts};
        std::int64_t first = 0;
        for (std::int64_t i = 0; i < z; ++i) first += evenShare(s.group.hosts, zones, i);
        return {first, evenShare(s.group.hosts, zones, z)};
    }

    // Hosts [first, first + hosts), `perHost` ports each, packed in order onto leaves of `d0`
    // ports from port `stream` of leaf `leafBase` on; from `lastLeaf` on everything stays there.
    // Bundles a run of hosts whose ports all land on one leaf; a host split over two leaves
    // gets a bundle per leaf. Returns the stream position after the last port.
    std::int64_t packHosts(const EndpointSource& s, std::int64_t first, std::int64_t hosts, std::int64_t perHost,
                           std::int64_t stream, std::int64_t d0, std::int64_t leafBase, std::int64_t lastLeaf,
                           std::int64_t portBase, std::int64_t portStep, std::int64_t z, std::int64_t p, int total,
                           PortCounter& leafPorts) {
        const auto bundle = [&](std::int64_t host, std::int64_t count, std::int64_t r0, std::int64_t ports, std::int64_t leaf) {
            LinkBundle b;
            b.zone = z;
            b.plane = p;
            b.lower = hostId(s, first + host);
            b.lower_count = count;
            b.upper = switchId(z, p, 0, total, leaf);
            b.links_per_pair = ports;
            b.lower_port_first = portBase + r0 * portStep + 1;
            b.lower_port_step = portStep;
            emit(b, &leafPorts);
        };
        if (perHost <= 0) return stream;
        std::int64_t h = 0;
        while (h < hosts) {
            const std::int64_t leaf = leafBase + stream / d0;
            if (leaf >= lastLeaf) {  // every remaining port lands on the last leaf
                bundle(h, hosts - h, 0, perHost, lastLeaf);
                return stream + (hosts - h) * perHost;
            }
            const std::int64_t whole = std::min(hosts - h, (d0 - stream % d0) / perHost);
            if (whole > 0) {
                bundle(h, whole, 0, perHost, leaf);
                h += whole;
                stream += whole * perHost;
                continue;
            }
            for (std::int64_t r = 0; r < perHost;) {  // host h straddles leaves
                const std::int64_t at = std::min(lastLeaf, leafBase + stream / d0);
                const std::int64_t ports = at == lastLeaf ? perHost - r : std::min(perHost - r, d0 - stream % d0);
                bundle(h, 1, r, ports, at);
                r += ports;
                stream += ports;
            }
            ++h;
        }
        return stream;
    }

    // Compute nodes of one SU after another on leaves of their own: per rail, `d0` nodes per leaf,
    // or packed densely within the unit. `leafBase`: the first leaf of their class.
    void groupedHosts(const NetworkInput& net, const EndpointSource& s, std::int64_t first, std::int64_t hosts,
                      std::int64_t perPlane, std::int64_t suNodes, std::int64_t d0, std::int64_t leafBase, std::int64_t z,
                      std::int64_t p, int total, PortCounter& leafPorts) {
        const std::int64_t leavesPerRail = ceilDiv(suNodes, d0);
        const std::int64_t perSu = net.rail_optimized ? perPlane * leavesPerRail : ceilDiv(suNodes * perPlane, d0);
        if (merger_ && net.rail_optimized && (pieces_ || leavesPerRail == 1)) {  // bundles need no ports
            unitLinks(s, first, hosts, perPlane, suNodes, std::min(d0, suNodes), leavesPerRail, leafBase, z, p, total, leafPorts);
            return;
        }
        for (std::int64_t su = 0; su * suNodes < hosts; ++su) {
            const std::int64_t suFirst = su * suNodes, suHosts = std::min(suNodes, hosts - suFirst);
            if (!net.rail_optimized) {  // the unit's hosts packed onto its own leaves
                if (pieces_)
                    packedLinks(s, first + suFirst, suHosts, perPlane, 0, d0, leafBase + su * perSu, kNoLastLeaf, z, p, total);
                else
                    packHosts(s, first + suFirst, suHosts, perPlane, 0, d0, leafBase + su * perSu, kNoLastLeaf, p, net.planes, z,
                              p, total, leafPorts);
                continue;
            }
            // Rail r of the SU's hosts, d0 at a time, on the rail's leaves.
            for (std::int64_t r = 0; r < perPlane; ++r) {
                for (std::int64_t block = 0; block * d0 < suHosts; ++block) {
                    LinkBundle b;
                    b.zone = z;
                    b.plane = p;
                    b.lower = hostId(s, first + suFirst + block * d0);
                    b.lower_count = std::min(d0, suHosts - block * d0);
                    b.upper = switchId(z, p, 0, total, leafBase + su * perSu + r * leavesPerRail + block);
                    b.lower_port_first = r * net.planes + p + 1;
                    emit(b, &leafPorts);
                }
            }
        }
    }

    // The labelled base bundle of a piece of host links: host `first` of a source to leaf `leaf`.
    LinkBundle hostsToLeaves(const EndpointSource& s, std::int64_t first, std::int64_t leaf, std::int64_t z, std::int64_t p,
                             int total) {
        LinkBundle b;
        b.zone = z;
        b.plane = p;
        b.lower = hostId(s, first);
        b.upper = switchId(z, p, 0, total, leaf);
        label(b);
        return b;
    }

    // packHosts as one piece (no ports stated); returns the stream position after the last port.
    std::int64_t packedLinks(const EndpointSource& s, std::int64_t first, std::int64_t hosts, std::int64_t perHost,
                             std::int64_t stream, std::int64_t d0, std::int64_t leafBase, std::int64_t lastLeaf, std::int64_t z,
                             std::int64_t p, int total) {
        if (perHost <= 0 || hosts <= 0) return stream;
        PackedLinks pk;
        pk.base = hostsToLeaves(s, first, leafBase, z, p, total);
        pk.first = first;
        pk.hosts = hosts;
        pk.per_host = perHost;
        pk.stream = stream;
        pk.d0 = d0;
        pk.leaf_base = leafBase;
        pk.last_leaf = lastLeaf;
        merger_->flush();
        for (std::int64_t leaf = pk.leafOf(stream); leaf <= pk.leafOf(pk.streamEnd() - 1); ++leaf) {
            const PackedLinks::Ports ports = pk.portsOn(leaf);
            leafUse_[static_cast<std::size_t>(leaf)] += ports.end - ports.first;
        }
        emitted_ += pk.links();
        pieces_->packedLinks(pk);
        return pk.streamEnd();
    }

    // A scalable unit's nodes to all its rail leaves (one per rail) in one bundle, or all units whole.
    void unitLinks(const EndpointSource& s, std::int64_t first, std::int64_t hosts, std::int64_t rails, std::int64_t unitNodes,
                   std::int64_t blockNodes, std::int64_t leavesPerRail, std::int64_t leafBase, std::int64_t z, std::int64_t p,
                   int total, PortCounter& leafPorts) {
        UnitLinks u;
        u.base = hostsToLeaves(s, first, leafBase, z, p, total);
        u.first = first;
        u.hosts = hosts;
        u.unit_nodes = unitNodes;
        u.block_nodes = blockNodes;
        u.leaves_per_rail = leavesPerRail;
        u.rails = rails;
        u.leaf_first = leafBase;
        if (!pieces_) {  // one leaf per rail: a unit's bundle
            for (std::int64_t unit = 0; unit < u.units(); ++unit) {
                LinkBundle b = u.unitBundle(unit);
                emit(b, &leafPorts);
            }
            return;
        }
        merger_->flush();
        for (std::int64_t unit = 0; unit < u.units(); ++unit)
            for (std::int64_t r = 0; r < rails; ++r)
                leafUse_[static_cast<std::size_t>(u.firstLeaf(unit) + r * u.leafStride())] += u.hostsOf(unit);
        emitted_ += u.links();
        pieces_->unitLinks(u);
    }

    // Each host's ports on the next leaves (round robin) that still have a free down port.
    void spareHosts(const NetworkInput& net, const EndpointSource& s, std::int64_t first, std::int64_t hosts,
                    std::int64_t perPlane, const FabricCount& count, std::int64_t z, std::int64_t p, int total,
                    PortCounter& leafPorts) {
        const std::int64_t leaves = count.leaves;
        if (leaves == 0) return;  // refused by the fabric stage (no spare ports)
        for (std::int64_t h = 0; h < hosts; ++h) {
            for (std::int64_t r = 0; r < perPlane; ++r) {
                std::int64_t tried = 0;
                while (tried < leaves && leafUse_[static_cast<std::size_t>(nextSpare_)] >= leafDown(count, nextSpare_)) {
                    nextSpare_ = (nextSpare_ + 1) % leaves;
                    ++tried;
                }
                LinkBundle b;
                b.zone = z;
                b.plane = p;
                b.lower = hostId(s, first + h);
                b.upper = switchId(z, p, 0, total, nextSpare_);
                b.lower_port_first = r * net.planes + p + 1;
                emit(b, &leafPorts);
                nextSpare_ = (nextSpare_ + 1) % leaves;
            }
        }
    }

    // Down ports of a leaf: those of its class.
    std::int64_t leafDown(const FabricCount& count, std::int64_t leaf) const {
        std::size_t c = 0;
        while (c + 1 < count.leafGroups.size() && leaf >= count.leafGroups[c + 1].first) ++c;
        return design_->leafClasses[c].down;
    }

    void endpointLinks(const NetworkInput& net, const std::vector<EndpointSource>& sources, const NetworkDesign& design,
                       const FabricCount& count, std::int64_t z, std::int64_t p, int total, PortCounter& leafPorts) {
        const bool grouped = net.rail_optimized || net.su_nodes.has_value() || design.rackNodes > 0;
        leafUse_.assign(static_cast<std::size_t>(count.leaves), 0);
        nextSpare_ = 0;
        std::vector<std::int64_t> dense(count.leafGroups.size(), 0);  // next densely packed port of each class
        for (const bool spare : {false, true}) {
            for (const EndpointSource& s : sources) {
                if (s.spare_ports != spare) continue;
                const auto [first, hosts] = zoneHosts(s, net.zones, z);
                const std::int64_t perPlane =
                    s.every_zone ? s.group.ports_per_host / net.zones / net.planes : s.group.ports_per_host / net.planes;
                if (spare) {
                    spareHosts(net, s, first, hosts, perPlane, count, z, p, total, leafPorts);
                    continue;
                }
                const LeafGroup& g = count.leafGroups[s.leaf_class];
                const std::int64_t d0 = design.leafClasses[s.leaf_class].down;
                if (s.compute && grouped) {
                    const std::int64_t suNodes = design.rackNodes > 0 ? design.rackNodes : net.su_nodes.value_or(d0);
                    groupedHosts(net, s, first, hosts, perPlane, suNodes, d0, g.first, z, p, total, leafPorts);
                    continue;
                }
                const std::int64_t portBase = s.every_zone ? p * net.zones + z : p;
                const std::int64_t portStep = s.every_zone ? net.planes * net.zones : net.planes;
                dense[s.leaf_class] = pieces_ ? packedLinks(s, first, hosts, perPlane, dense[s.leaf_class], d0,
                                                            g.first + g.grouped, g.first + g.leaves() - 1, z, p, total)
                                              : packHosts(s, first, hosts, perPlane, dense[s.leaf_class], d0, g.first + g.grouped,
                                                          g.first + g.leaves() - 1, portBase, portStep, z, p, total, leafPorts);
            }
        }
    }

    // Leaves of several classes under one top: each class's leaves send up/c links to each of the c switches.
    void mixedLeafLinks(const NetworkDesign& design, const FabricCount& count, int total, std::int64_t z, std::int64_t p,
                        PortCounter& upperPorts) {
        const TierBuild& top = count.populated[1];
        for (std::size_t c = 0; c < count.leafGroups.size(); ++c) {
            const LeafGroup& g = count.leafGroups[c];
            if (g.leaves() == 0) continue;
            LinkBundle b;
            b.zone = z;
            b.plane = p;
            b.lower = switchId(z, p, 0, total, g.first);
            b.lower_count = g.leaves();
            b.upper = switchId(z, p, 1, total, 0);
            b.upper_count = top.group_size;
            b.links_per_pair = design.leafClasses[c].up / top.group_size;
            b.lower_port_first = design.leafClasses[c].down + 1;
            emit(b, &upperPorts);
        }
    }

    void tierLinks(const NetworkDesign& design, const FabricCount& count, int t, int total, std::int64_t z, std::int64_t p,
                   PortCounter& upperPorts) {
        if (t == 1 && design.mixedLeaves() && design.shape.size() == 2) {
            mixedLeafLinks(design, count, total, z, p, upperPorts);
            return;
        }
        const auto ti = static_cast<std::size_t>(t);
        const bool provisioned = t >= count.firstProvisionedTier;
        const std::vector<TierBuild>& chain = provisioned ? count.provisioned : count.populated;
        const TierBuild& upper = chain[ti];
        const TierBuild& lowerView = chain[ti - 1];  // the lower tier the upper was built over
        const TierBuild& lowerReal = count.installedBuild(ti - 1);
        const std::int64_t perPod = lowerReal.switches_per_pod;
        if (perPod <= 0) return;  // a tier without switches
        TierLinks f;
        f.base.zone = z;
        f.base.plane = p;
        f.base.lower = switchId(z, p, t - 1, total, 0);
        f.base.upper = switchId(z, p, t, total, 0);
        f.base.links_per_pair = upper.bundle;
        label(f.base);
        f.lower_installed = count.installed[ti - 1];
        f.per_pod = perPod;
        f.s = lowerView.switches_per_pod;
        f.lower_pods = lowerView.pods;
        f.upper_pods = upper.pods;
        f.upper_per_pod = upper.switches_per_pod;
        f.groups = upper.groups_per_pod;
        f.group_size = upper.group_size;
        if (pieces_) {
            merger_->flush();  // the pieces stay in enumeration order
            emitted_ += f.links();
            pieces_->tierLinks(f);
            return;
        }
        const std::int64_t lowerDown = design.shape[ti - 1].down;
        for (std::int64_t idx = 0; idx < f.lower_installed; ++idx) {
            LinkBundle b = f.bundleOf(idx);
            b.lower_port_first = (t == 1 ? leafDown(count, idx) : lowerDown) + 1;
            emit(b, &upperPorts);
        }
    }

    void joinLinks(const NetworkInput& net, const NetworkDesign& design, int total,
                   const std::vector<std::vector<std::int64_t>>& topSwitches) {
        const TierShape& zoneTop = design.shape.back();
        const std::int64_t radix = design.budgets.back().down_ports;
        for (std::int64_t p = 0; p < net.planes; ++p) {
            const auto& tops = topSwitches[static_cast<std::size_t>(p)];
            const std::int64_t s = *std::max_element(tops.begin(), tops.end());
            const TierBuild join = buildTier(net.zones, s, zoneTop.up, radix, true);
            PortCounter ports = counter(join.switches);
            for (std::int64_t z = 0; z < net.zones; ++z) {
                for (std::int64_t q = 0; q < tops[static_cast<std::size_t>(z)]; ++q) {
                    const std::int64_t group = EvenCut(net.zones * s, join.groups_per_pod).runOf(q * net.zones + z);
                    LinkBundle b;
                    b.zone = -1;
                    b.plane = p;
                    b.lower = switchId(z, p, total - 2, total, q);
                    b.upper = switchId(-1, p, total - 1, total, group * join.group_size);
                    b.upper_count = join.group_size;
                    b.links_per_pair = join.bundle;
                    b.lower_port_first = zoneTop.down + 1;
                    emit(b, &ports);
                }
            }
        }
    }

    void interZoneLinks(const NetworkInput& net, int total, const std::vector<std::vector<std::int64_t>>& topSwitches,
                        std::vector<std::vector<PortCounter>>& topPorts) {
        // Plane 0's zone tops, joined around the ring of zones, one spare port per end.
        std::vector<std::int64_t> nextSwitch(static_cast<std::size_t>(net.zones), 0);
        for (std::int64_t l = 0; l < net.zone_join.links; ++l) {
            const std::int64_t za = l % net.zones, zb = (l + 1) % net.zones;
            auto end = [&](std::int64_t z) {
                const std::int64_t sw = nextSwitch[static_cast<std::size_t>(z)]++ % topSwitches[0][static_cast<std::size_t>(z)];
                return switchId(z, 0, total - 1, total, sw);
            };
            LinkBundle b;
            b.zone = -1;
            b.plane = 0;
            b.lower = end(za);
            b.upper = end(zb);
            // Both ends take their zone top's next free port (a link bundle numbers only the lower end's).
            if (linkSink_) b.lower_port_first = topPorts[0][static_cast<std::size_t>(za)].take(b.lower.index);
            emit(b, linkSink_ ? &topPorts[0][static_cast<std::size_t>(zb)] : nullptr);
        }
    }

    const Profile& profile_;
    const FabricResult& fabric_;
    const LinkSink* linkSink_;
    const PieceSinks* pieces_;
    std::optional<BundleMerger> merger_;  // when bundles are asked for
    std::vector<std::string_view> tierNames_;
    int tierNamesOf_ = -1;  // the tier count tierNames_ are for
    std::size_t networkIndex_ = 0;
    std::int64_t emitted_ = 0;
    const NetworkDesign* design_ = nullptr;  // of the network being enumerated
    std::vector<std::int64_t> leafUse_;      // endpoint ports on each leaf of the fabric being enumerated
    std::int64_t nextSpare_ = 0;             // the leaf the next host on spare ports tries first
    static constexpr std::int64_t kNoLastLeaf = std::numeric_limits<std::int64_t>::max();
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

std::int64_t enumerateLinks(const Profile& profile, const FabricResult& fabric, const LinkSink& sink) {
    return Enumerator(profile, fabric, &sink, nullptr).run();
}

std::int64_t enumerateLinkBundles(const Profile& profile, const FabricResult& fabric, const BundleSink& sink) {
    return Enumerator(profile, fabric, nullptr, &sink).run();
}

std::int64_t enumerateLinkPieces(const Profile& profile, const FabricResult& fabric, const PieceSinks& sinks) {
    return Enumerator(profile, fabric, nullptr, &sinks.bundles, &sinks).run();
}

}  // namespace cp
