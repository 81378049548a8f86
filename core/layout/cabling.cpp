#include "layout/cabling.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <deque>
#include <list>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <unordered_map>
#include <variant>
#include <tuple>

#include "common/format.h"
#include "common/int_math.h"
#include "fabric/packed_links.h"
#include "fabric/tier_links.h"
#include "fabric/unit_links.h"
#include "layout/device_tally.h"
#include "layout/media_choice.h"

namespace cp {

namespace {

using TierKey = std::tuple<std::size_t, std::int64_t, std::int64_t, int>;  // network, zone, plane, tier

// Where the switches of one tier of one fabric stand. Each switch stands by the mean position
// of the devices its down links reach (then placement rounds it to a rack, a row end or a hall
// centre). Bundles add to a run of switches at once: each adds its sum where the run starts and
// takes it off where it ends, and these changes are summed back in switch order when the tier is
// first placed (the sums are exact, so the order of the terms does not matter).
struct TierPlacement {
    std::vector<std::pair<std::int64_t, PositionSum>> sumChanges;  // (first switch it applies to, change)
    bool placed = false;
    // Runs of neighbouring switches that stand together: run r holds switches runFirst[r] to the
    // next run's first (the last run ends at `linked`); switches from `linked` on are `unlinked`.
    std::vector<std::int64_t> runFirst;
    std::vector<FloorPosition> runAt;
    std::int64_t linked = 0;
    FloorPosition unlinked;  // switches with no down links

    mutable std::size_t lastRun = 0;  // lookups mostly walk forward: the run found last, then the next

    std::size_t runOf(std::int64_t i) const {
        for (const std::size_t run : {lastRun, lastRun + 1})
            if (run < runFirst.size() && runFirst[run] <= i && i < runEnd(run)) return lastRun = run;
        lastRun = static_cast<std::size_t>(std::upper_bound(runFirst.begin(), runFirst.end(), i) - runFirst.begin()) - 1;
        return lastRun;
    }
    std::int64_t runEnd(std::size_t run) const { return run + 1 < runFirst.size() ? runFirst[run + 1] : linked; }
};

bool samePosition(const FloorPosition& a, const FloorPosition& b) {
    return a.x_m == b.x_m && a.y_m == b.y_m && a.hall == b.hall && a.rack == b.rack;
}

class CablingWalk {
public:
    CablingWalk(const Profile& profile, const Catalog& catalog, const FloorPlan& floor, const FabricResult& fabric,
                Diagnostics& errors)
        : profile_(profile), catalog_(catalog), floor_(floor), fabric_(fabric), errors_(errors) {
        for (std::size_t i = 0; i < profile.networks.size(); ++i) {
            const NetworkInput& net = profile.networks[i];
            selectors_.emplace_back();
            // Per tier: does a cage carry two links at its down / up speed (twin-port modules)?
            std::vector<std::array<bool, 2>> twinTiers;
            for (const TierResult& t : fabric.networks[i].tiers) {
                const Switch& sw = *catalog.findSwitch(t.switch_id);
                twinTiers.push_back({sw.linksPerCage(t.down_speed_gbps) == 2, sw.linksPerCage(t.up_speed_gbps) == 2});
                for (const double speed : {t.down_speed_gbps, t.up_speed_gbps})
                    selectors_.back().try_emplace(speed, catalog, speed, net.media_policy);
            }
            selectors_.back().try_emplace(net.link_speed_gbps, catalog, net.link_speed_gbps, net.media_policy);
            twinCageByTier_.push_back(std::move(twinTiers));
            hostShares_.push_back(hostSharing(fabric.networks[i], net.role));
            LeafPlacement leaf = net.placement.leaf;
            if (leaf == LeafPlacement::Auto) leaf = net.rail_optimized ? LeafPlacement::RailRack : LeafPlacement::InRack;
            placements_.push_back({leaf == LeafPlacement::RowEnd, leaf == LeafPlacement::RailRack,
                                   net.placement.spine == SpinePlacement::Central,
                                   net.placement.core == CorePlacement::OtherHall});
        }
        for (const Media& m : catalog.media) twins_.push_back(m.twin_module.empty() ? nullptr : catalog.findMedia(m.twin_module));
    }

    // Pass 1: what each switch reaches below. Links between switches of one tier (zone-joining
    // links between zone tops) do not move either end. Every upper switch of a bundle reaches
    // every lower device of it, merged or not.
    void locate(const LinkBundle& b) {
        if (!b.lower.is_host && b.lower.tier == b.upper.tier) return;
        TierPlacement& tier = placement(b.network_index, b.upper);
        PositionSum sum;
        if (b.lower.is_host)
            sum = floor_.hostsSum(racksOf(b.lower.host_kind), b.lower.index, b.lower_count) * b.links_per_pair;
        else
            forEachSwitchRun(placed(b.network_index, b.lower), b.lower.index, b.lower_count,
                             [&](std::int64_t n, const FloorPosition& at) { sum += floor_.weighted(at, n * b.links_per_pair); });
        addRunSum(tier, b.upper.index, b.upper_count, sum);
    }

    // Pass 2 for the plan: every pair of position runs of a bundle is one path. Paths are
    // tallied per class (tier pair and ends); the medium is chosen once per distinct path.
    void measure(const LinkBundle& b) {
        PendingClass& cls = pendingClass(b);
        upperRuns_.clear();
        std::int64_t upperIndex = b.upper.index;
        forEachRun(b.network_index, b.upper, b.upper_count, [&](std::int64_t n, const FloorPosition& at) {
            upperRuns_.push_back({n, at, upperIndex});
            upperIndex += n;
        });
        std::int64_t lowerIndex = b.lower.index;
        forEachRun(b.network_index, b.lower, b.lower_count, [&](std::int64_t nLower, const FloorPosition& from) {
            for (const UpperRun& up : upperRuns_) {
                const double path = floor_.pathLengthM(from, up.at);
                PendingPath& pending = addPath(cls, path, nLower * up.switches * b.links_per_pair);
                if (cls.cls.ends.lower_twin || cls.cls.ends.upper_twin)
                    tallyDevices(cls.cls, chosen(pending), {b.lower, lowerIndex, nLower, up.switches * b.links_per_pair},
                                 {b.upper, up.first, up.switches, nLower * b.links_per_pair});
            }
            lowerIndex += nLower;
        });
    }

    // Pass 2 for the cable plan: one link at a time, the same counts plus one record each.
    void measure(const LinkRecord& link, const CableSink& sink) {
        const double path =
            floor_.pathLengthM(position(link.network_index, link.lower.device), position(link.network_index, link.upper.device));
        const PathClass cls =
            classOf(link.network_index, link.lower.device, link.upper.device, link.lower_tier, link.upper_tier, link.speed_gbps);
        const Counted c = count(cls, path, 1);
        if (cls.ends.lower_twin || cls.ends.upper_twin)
            tallyDevices(cls, choose(cls, path), {link.lower.device, link.lower.device.index, 1, 1},
                         {link.upper.device, link.upper.device.index, 1, 1});
        if (c.media) sink(CableRecord{result_.cables_total, &link, c.media, c.lowerModule, c.upperModule, c.length_m, path});
    }

    // Pass 1 for the links from one tier up to the next of a fabric, per upper pod: in closed form
    // when each of its lower pods stands at one place (regularPod), else by pieces of lower pods
    // that stand together and go to one group (wholePods), else a lower switch at a time.
    void locate(const TierLinks& f) {
        TierPlacement& tier = placement(f.base.network_index, f.base.upper);
        for (std::int64_t pod = 0; pod < f.upper_pods; ++pod) {
            const TierLinks::Span span = f.lowerPodsOf(pod);
            if (regularPod(f, span)) {
                locateRegularPod(f, pod, span.count, tier);
            } else if (wholePods(f, span)) {
                groupSums_.assign(static_cast<std::size_t>(f.groups), PositionSum{});
                forEachPiece(f, span, [&](const Piece& piece) {
                    groupSums_[static_cast<std::size_t>(piece.group)] += floor_.weighted(piece.at, piece.q_end - piece.q);
                });
                for (std::int64_t g = 0; g < f.groups; ++g) {
                    const PositionSum& sum = groupSums_[static_cast<std::size_t>(g)];
                    if (sum.weight > 0) addRunSum(tier, f.firstUpper(pod, g), f.group_size, sum * f.bundle());
                }
            } else {
                forEachBundle(f, span, [&](const LinkBundle& b) { locate(b); });
            }
        }
        forEachBundle(f, {f.lower_pods, f.lower_installed}, [&](const LinkBundle& b) { locate(b); });
    }

    // Pass 2 for the same, by the same cases; the closed forms need the upper pod's switches at one
    // place, the pieces each group's switches at one place.
    void measure(const TierLinks& f) {
        const TierPlacement& above = placed(f.base.network_index, f.base.upper);
        for (std::int64_t pod = 0; pod < f.upper_pods; ++pod) {
            const TierLinks::Span span = f.lowerPodsOf(pod);
            const std::optional<FloorPosition> upperAt = oneRun(above, f.firstUpper(pod, 0), f.groups * f.group_size);
            if (upperAt && regularPod(f, span))
                measureRegularPod(f, pod, span, *upperAt);
            else if (wholePods(f, span) && groupsStandTogether(f, pod, above))
                measurePieces(f, pod, span);
            else
                forEachBundle(f, span, [&](const LinkBundle& b) { measure(b); });
        }
        forEachBundle(f, {f.lower_pods, f.lower_installed}, [&](const LinkBundle& b) { measure(b); });
    }

    // Pass 1 for scalable units on rail leaves of their own: a unit's rail leaves reach its nodes.
    void locate(const UnitLinks& u) {
        TierPlacement& tier = placement(u.base.network_index, u.base.upper);
        const FloorPlan::HostRacks racks = racksOf(u.base.lower.host_kind);
        for (std::int64_t unit = 0; unit < u.units(); ++unit) {
            addRunSum(tier, u.firstLeaf(unit), u.rails, floor_.hostsSum(racks, u.firstHost(unit), u.hostsOf(unit)));
        }
    }

    // Pass 2 for the same: units whose racks and rail leaves stand alike (the same racks of a row
    // and leaf position, the same nodes per rack) have the same paths: each shape is measured once.
    void measure(const UnitLinks& u) {
        PendingClass& cls = pendingClass(u.base);
        const TierPlacement& leaves = placed(u.base.network_index, u.base.upper);
        const FloorPlan::HostRacks racks = racksOf(u.base.lower.host_kind);
        unitShapes_.clear();
        for (std::int64_t unit = 0; unit < u.units(); ++unit) {
            const std::optional<FloorPosition> leafAt = oneRun(leaves, u.firstLeaf(unit), u.rails);
            if (!leafAt || racks.at_core) {
                measure(u.bundleOf(unit));
                continue;
            }
            const std::int64_t first = u.firstHost(unit);
            const FloorPosition rack = floor_.rackPosition(racks.first_rack + first / racks.per_rack);
            const UnitShape key{first % racks.per_rack,
                                u.hostsOf(unit),
                                rack.x_m,
                                rack.y_m,
                                leafAt->x_m,
                                leafAt->y_m,
                                leafAt->hall - rack.hall,
                                leafAt->rack < 0 ? -1 : leafAt->rack - rack.rack};
            auto [it, added] = unitShapes_.try_emplace(key);
            if (added) it->second = measureUnitShape(u, cls, unit, *leafAt);
            replayUnitShape(u, cls, it->second, unit);
        }
    }

    // Pass 1 for hosts packed onto shared leaves: each leaf reaches the hosts whose ports it holds.
    void locate(const PackedLinks& pk) {
        TierPlacement& tier = placement(pk.base.network_index, pk.base.upper);
        const FloorPlan::HostRacks racks = racksOf(pk.base.lower.host_kind);
        for (std::int64_t leaf = pk.leafOf(pk.stream); leaf <= pk.leafOf(pk.streamEnd() - 1); ++leaf) {
            PositionSum sum;
            pk.forEachHostRun(leaf, [&](std::int64_t host, std::int64_t hosts, std::int64_t ports) {
                sum += floor_.hostsSum(racks, host, hosts) * ports;
            });
            addRunSum(tier, leaf, 1, sum);
        }
    }

    // Pass 2 for the same, a leaf at a time: one path per rack run of its hosts.
    void measure(const PackedLinks& pk) {
        PendingClass& cls = pendingClass(pk.base);
        const LinkEnds ends = cls.cls.ends;
        DeviceId leafId = pk.base.upper;
        for (leafId.index = pk.leafOf(pk.stream); leafId.index <= pk.leafOf(pk.streamEnd() - 1); ++leafId.index) {
            const FloorPosition leafAt = position(pk.base.network_index, leafId);
            pk.forEachHostRun(leafId.index, [&](std::int64_t first, std::int64_t hosts, std::int64_t ports) {
                DeviceId host = pk.base.lower;
                host.index = first;
                forEachRun(pk.base.network_index, host, hosts, [&](std::int64_t n, const FloorPosition& at) {
                    PendingPath& pending = addPath(cls, floor_.pathLengthM(at, leafAt), n * ports);
                    if (ends.lower_twin || ends.upper_twin)
                        tallyDevices(cls.cls, chosen(pending), {pk.base.lower, host.index, n, ports},
                                     {pk.base.upper, leafId.index, 1, n * ports});
                    host.index += n;
                });
            });
        }
    }

    CablingResult finish() {
        // The plan's distinct paths, counted per class, medium and ordered length (what a count
        // depends on); a path no medium reaches is reported, the first of its class in link order.
        std::map<std::tuple<const PathClass*, const Media*, double>, std::int64_t> chosenLinks;
        for (PendingPath& p : pending_) {
            const MediaChoice& c = chosen(p);
            if (c.media)
                chosenLinks[{p.cls, c.media, c.ordered_length_m}] += p.links;
            else
                count(*p.cls, c, p.path_m, p.links);
        }
        for (const auto& [key, links] : chosenLinks) {
            const auto& [cls, media, length] = key;
            count(*cls, MediaChoice{media, length}, 0, links);
        }
        result_.layout_defaults = floor_.defaults();
        result_.nodes_per_rack = floor_.nodesPerRack();
        result_.racks = floor_.racks();
        result_.halls = floor_.halls();
        const auto perDevice = devices_.totals();
        finishModules(perDevice);
        finishCableParts(perDevice);
        finishMedia();
        for (const auto& [key, count] : bins_) {
            const auto& [network, from, to, media, length] = key;
            result_.by_length.push_back({profile_.networks[network].name, names_[from], names_[to], media->id, length, count});
        }
        result_.copper_share =
            result_.cables_total ? static_cast<double>(result_.copper_cables) / static_cast<double>(result_.cables_total) : 0;
        return result_;
    }

private:
    using ModuleKey = std::tuple<std::size_t, const Media*, bool, const Media*>;  // network, module, host end, link medium
    struct MediaTally {
        std::int64_t cables = 0;
        std::int64_t modules = 0, integratedEnds = 0;
        double modulePower = 0, modulePrice = 0, cablePower = 0, cablePrice = 0;
    };
    using PerDevice = std::map<DeviceTally::TotalKey, DeviceTally::Totals>;

    // Modules as bought: a twin-port module whole per device, others one per link end.
    void finishModules(const PerDevice& perDevice) {
        for (auto& [key, t] : modules_) {
            const auto& [network, module, isHost, linkMedia] = key;
            TransceiverUse use{profile_.networks[network].name, module->id, isHost ? "host" : "switch"};
            use.link_ends = t.endsServed;
            use.links_per_module = t.linksPerModule;
            use.count_pooled = ceilDiv(t.endsServed, t.linksPerModule);
            const auto device = perDevice.find({network, module, linkMedia, isHost, 0.0});
            use.count = t.linksPerModule > 1 && device != perDevice.end() ? device->second.parts : use.count_pooled;
            use.unit_power_w = module->power_w_per_end.value;
            use.unit_price_usd = module->price_usd_per_end.value;
            use.power_w = static_cast<double>(use.count) * use.unit_power_w;
            use.price_usd = static_cast<double>(use.count) * use.unit_price_usd;
            result_.transceivers.push_back(use);
            result_.transceivers_total += use.count;
            MediaTally& media = media_[linkMedia];
            media.modules += use.count;
            media.modulePower += use.power_w;
            media.modulePrice += use.price_usd;
        }
    }

    // Cables as bought: host links on a twin switch cage share splitters (whole per switch and
    // length), every other link is one cable.
    void finishCableParts(const PerDevice& perDevice) {
        std::map<std::tuple<std::size_t, std::string, double>, std::pair<const Media*, std::int64_t>> links;
        for (const auto& [key, count] : bins_) {
            auto& entry = links[{std::get<0>(key), std::get<3>(key)->id, std::get<4>(key)}];
            entry.first = std::get<3>(key);
            entry.second += count;
        }
        for (const auto& [key, entry] : links) {
            const auto& [network, id, length] = key;
            const Media& m = *entry.first;
            std::int64_t singles = entry.second;
            const Media* twin = twinOf(m);
            const auto split = twin && m.isAssembly() ? perDevice.find({network, twin, &m, false, length}) : perDevice.end();
            if (split != perDevice.end()) {
                singles -= split->second.links;
                addCablePart(network, *twin, m, length, split->second.parts, split->second.links,
                             twin->power_w_per_end.value + 2 * m.power_w_per_end.value, twin->price_usd_per_cable.value, 3);
            }
            if (singles > 0)
                addCablePart(network, m, m, length, singles, singles, m.isAssembly() ? 2 * m.power_w_per_end.value : 0,
                             m.price_usd_per_cable.value, 2);
        }
    }

    // `ends`: an AOC part's integrated transceivers (2, or 3 for a splitter).
    void addCablePart(std::size_t network, const Media& part, const Media& link, double length, std::int64_t count,
                      std::int64_t links, double unitPower, double unitPrice, std::int64_t ends) {
        result_.cable_parts.push_back(
            {profile_.networks[network].name, part.id, link.id, length, count, links, unitPower, unitPrice});
        result_.cable_parts_total += count;
        MediaTally& media = media_[&link];
        media.cablePower += static_cast<double>(count) * unitPower;
        media.cablePrice += static_cast<double>(count) * unitPrice;
        if (link.media_class == "aoc") media.integratedEnds += ends * count;  // an AOC's ends are transceivers too
    }

    void finishMedia() {
        for (const auto& [m, t] : media_) {
            MediaUse use{m->id,
                         m->media_class,
                         m->speed_gbps,
                         t.cables,
                         t.modules + t.integratedEnds,
                         t.cablePower + t.modulePower,
                         t.cablePrice + t.modulePrice,
                         m->isAssembly() ? 2 * m->power_w_per_end.value : 0,
                         m->price_usd_per_cable.value};
            result_.transceivers_total += t.integratedEnds;
            result_.power_w += use.power_w;
            result_.price_usd += use.price_usd;
            result_.by_media.push_back(use);
        }
        std::sort(result_.by_media.begin(), result_.by_media.end(),
                  [](const MediaUse& a, const MediaUse& b) { return a.cables > b.cables; });
    }
    struct ModuleTally {
        std::int64_t endsServed = 0;
        std::int64_t linksPerModule = 1;
    };
    // What decides a link's medium and tallies besides its length.
    struct PathClass {
        std::size_t network = 0;
        std::size_t lower_name = 0, upper_name = 0;  // interned tier or host-kind names
        bool lower_host = false;
        LinkEnds ends;
        double speed_gbps = 0;
        bool operator==(const PathClass& o) const {
            return network == o.network && lower_name == o.lower_name && upper_name == o.upper_name &&
                   lower_host == o.lower_host && ends == o.ends && speed_gbps == o.speed_gbps;
        }
    };
    // Devices of one end of a run of links: `count` devices from `first`, `links` links each.
    struct DeviceRun {
        const DeviceId& device;
        std::int64_t first = 0, count = 0, links = 0;
    };
    struct UpperRun {
        std::int64_t switches = 0;
        FloorPosition at;
        std::int64_t first = 0;
    };
    struct PendingPath {
        const PathClass* cls = nullptr;  // in classes_
        double path_m = 0;
        std::int64_t links = 0;
        std::optional<MediaChoice> choice;  // the medium, once asked for (a function of class and path)
    };
    struct PathHash {  // std::hash<double> hashes the bytes; a multiply-shift mix of the bits is enough
        std::size_t operator()(double path) const {
            std::uint64_t bits = std::bit_cast<std::uint64_t>(path);
            bits ^= bits >> 33;
            bits *= 0xff51afd7ed558ccdULL;
            return static_cast<std::size_t>(bits ^ (bits >> 33));
        }
    };
    struct PendingClass {
        PathClass cls;
        std::unordered_map<double, std::size_t, PathHash> byPath;  // index in pending_
    };
    struct Counted {
        const Media* media = nullptr;  // nullptr: no medium reaches
        const Media* lowerModule = nullptr;
        const Media* upperModule = nullptr;
        double length_m = 0;
    };

    // The lower switches of lower pods `span` (those installed), a bundle each.
    template <typename F>
    static void forEachBundle(const TierLinks& f, const TierLinks::Span& span, F&& fn) {
        const std::int64_t end = std::min((span.first + span.count) * f.per_pod, f.lower_installed);
        for (std::int64_t i = span.first * f.per_pod; i < end; ++i) fn(f.bundleOf(i));
    }

    // Switches q..q_end − 1 of lower pod `column` of an upper pod, standing at one place, all in `group`.
    struct Piece {
        std::int64_t column = 0, q = 0, q_end = 0, group = 0;
        FloorPosition at;
    };

    // The lower pods of an upper pod are whole, each of `s` switches (each switch one item).
    bool wholePods(const TierLinks& f, const TierLinks::Span& span) const {
        return f.per_pod == f.s && span.count > 0 && (span.first + span.count) * f.per_pod <= f.lower_installed;
    }

    // Calls fn(piece) for the pieces of lower pods `span`''','''    // An upper pod is regular when''','''    // Calls fn(piece) for the pieces of lower pods `span` (wholePods): a run of switches standing
    // together is cut where the group of its items (q × m + column) changes.
    template <typename F>
    void forEachPiece(const TierLinks& f, const TierLinks::Span& span, F&& fn) {
        const TierPlacement& below = placed(f.base.network_index, f.base.lower);
        const std::int64_t m = span.count;
        const EvenCut cut = f.groupCut(m);
        for (std::int64_t column = 0; column < m; ++column) {
            Piece piece{column, 0, 0, 0, {}};
            forEachSwitchRun(below, (span.first + column) * f.per_pod, f.per_pod, [&](std::int64_t n, const FloorPosition& at) {
                const std::int64_t runEnd = piece.q + n;
                piece.at = at;
                while (piece.q < runEnd) {
                    piece.group = cut.runOf(piece.q * m + column);
                    const std::int64_t groupEnd = cut.runStart(piece.group + 1);  // its first item past the group
                    piece.q_end = std::min(runEnd, (groupEnd - column + m - 1) / m);
                    fn(piece);
                    piece.q = piece.q_end;
                }
            });
        }
    }

    // Every group of an upper pod stands at one place (then kept in groupAt_).
    bool groupsStandTogether(const TierLinks& f, std::int64_t pod, const TierPlacement& above) {
        groupAt_.clear();
        for (std::int64_t g = 0; g < f.groups; ++g) {
            const std::optional<FloorPosition> at = oneRun(above, f.firstUpper(pod, g), f.group_size);
            if (!at) return false;
            groupAt_.push_back(*at);
        }
        return true;
    }

    // Pass 2 piece by piece: each piece's switches send group_size × bundle links to its group.
    void measurePieces(const TierLinks& f, std::int64_t pod, const TierLinks::Span& span) {
        PendingClass& cls = pendingClass(f.base);
        const LinkEnds ends = cls.cls.ends;
        const std::int64_t upLinks = f.group_size * f.bundle();
        forEachPiece(f, span, [&](const Piece& piece) {
            const std::int64_t switches = piece.q_end - piece.q;
            const auto g = static_cast<std::size_t>(piece.group);
            PendingPath& pending = addPath(cls, floor_.pathLengthM(piece.at, groupAt_[g]), switches * upLinks);
            if (!ends.lower_twin && !ends.upper_twin) return;
            const MediaChoice choice = chosen(pending);
            tallyEnd(cls.cls, choice, {f.base.lower, (span.first + piece.column) * f.per_pod + piece.q, switches, upLinks},
                     false);
            tallyEnd(cls.cls, choice, {f.base.upper, f.firstUpper(pod, piece.group), f.group_size, switches * f.bundle()}, true);
        });
    }

    // An upper pod is regular when its lower pods are whole, each of `s` switches (each lower
    // switch is one item), and each stands at one place (then kept in lowerRuns_: runs of columns).
    bool regularPod(const TierLinks& f, const TierLinks::Span& span) {
        if (!wholePods(f, span)) return false;
        const TierPlacement& below = placed(f.base.network_index, f.base.lower);
        lowerRuns_.clear();
        bool regular = true;  // every run of switches standing together is of whole pods
        std::int64_t column = 0;
        forEachSwitchRun(below, span.first * f.per_pod, span.count * f.per_pod, [&](std::int64_t n, const FloorPosition& at) {
            regular = regular && n % f.per_pod == 0;
            if (regular) lowerRuns_.push_back({column, n / f.per_pod, at});
            column += n / f.per_pod;
        });
        return regular;
    }

    // Where `count` switches from `first` of a placed tier stand, when that is one place.
    static std::optional<FloorPosition> oneRun(const TierPlacement& tier, std::int64_t first, std::int64_t count) {
        if (first >= tier.linked) return tier.unlinked;
        const std::size_t run = tier.runOf(first);
        if (tier.runEnd(run) < first + count) return std::nullopt;
        return tier.runAt[run];
    }

    // Pass 1 for a regular upper pod over m lower pods: an upper switch of group g reaches the lower
    // pods of the group's items; with the pods' positions summed over the runs of columns before each, any
    // run of items sums in O(1).
    void locateRegularPod(const TierLinks& f, std::int64_t pod, std::int64_t m, TierPlacement& tier) {
        runSums_.assign(lowerRuns_.size() + 1, PositionSum{});
        for (std::size_t r = 0; r < lowerRuns_.size(); ++r)
            runSums_[r + 1] = runSums_[r] + floor_.weighted(lowerRuns_[r].at, lowerRuns_[r].columns);
        const auto before = [&](std::int64_t item) {  // Σ over the items before `item`
            const std::int64_t column = item % m;
            const std::size_t r = runAtColumn(column);
            return runSums_.back() * (item / m) + runSums_[r] + floor_.weighted(lowerRuns_[r].at, column - lowerRuns_[r].first);
        };
        const EvenCut cut = f.groupCut(m);
        for (std::int64_t g = 0; g < f.groups; ++g) {
            const PositionSum sum = before(cut.runStart(g + 1)) - before(cut.runStart(g));
            if (sum.weight > 0) addRunSum(tier, f.firstUpper(pod, g), f.group_size, sum * f.bundle());
        }
    }

    // The run of lowerRuns_ that holds `column`.
    std::size_t runAtColumn(std::int64_t column) const {
        const auto after = std::upper_bound(lowerRuns_.begin(), lowerRuns_.end(), column,
                                            [](std::int64_t c, const ColumnRun& run) { return c < run.first; });
        return static_cast<std::size_t>(after - lowerRuns_.begin()) - 1;
    }

    // A run of lower pods (columns) that stand together send their s switches' group_size × bundle
    // links each to the upper pod's one place. An upper switch of group g has bundle links per item
    // of g; twin-port modules are tallied per device and medium, so items are counted per medium.
    void measureRegularPod(const TierLinks& f, std::int64_t pod, const TierLinks::Span& span, const FloorPosition& upperAt) {
        PendingClass& cls = pendingClass(f.base);
        const LinkEnds ends = cls.cls.ends;
        const std::int64_t m = span.count, upLinks = f.group_size * f.bundle();
        podChoices_.clear();
        for (const ColumnRun& run : lowerRuns_) {
            PendingPath& pending = addPath(cls, floor_.pathLengthM(run.at, upperAt), run.columns * f.s * upLinks);
            if (!ends.lower_twin && !ends.upper_twin) continue;
            podChoices_.push_back(chosen(pending));
            tallyEnd(cls.cls, podChoices_.back(),
                     {f.base.lower, (span.first + run.first) * f.per_pod, run.columns * f.per_pod, upLinks}, false);
        }
        if (!ends.upper_twin) return;
        const EvenCut cut = f.groupCut(m);
        for (std::size_t k = 0; k < podChoices_.size(); ++k) {
            const Media* media = podChoices_[k].media;
            if (std::any_of(podChoices_.begin(), podChoices_.begin() + static_cast<std::ptrdiff_t>(k),
                            [&](const MediaChoice& c) { return c.media == media; }))
                continue;                                    // tallied with an earlier run of the same medium
            columnCounts_.assign(lowerRuns_.size() + 1, 0);  // columns of this medium before each run
            for (std::size_t r = 0; r < lowerRuns_.size(); ++r)
                columnCounts_[r + 1] = columnCounts_[r] + (podChoices_[r].media == media ? lowerRuns_[r].columns : 0);
            const auto before = [&](std::int64_t item) {
                const std::int64_t column = item % m;
                const std::size_t r = runAtColumn(column);
                return columnCounts_.back() * (item / m) + columnCounts_[r] +
                       (podChoices_[r].media == media ? column - lowerRuns_[r].first : 0);
            };
            for (std::int64_t g = 0; g < f.groups; ++g) {
                const std::int64_t items = before(cut.runStart(g + 1)) - before(cut.runStart(g));
                if (items > 0)
                    tallyEnd(cls.cls, podChoices_[k], {f.base.upper, f.firstUpper(pod, g), f.group_size, items * f.bundle()},
                             true);
            }
        }
    }

    // A unit's racks and leaves as far as its paths go: the first node's place in its rack, the
    // nodes, where the first rack stands, and where the leaves stand relative to it.
    struct UnitShape {
        std::int64_t offset = 0, hosts = 0;
        double rack_x = 0, rack_y = 0, leaf_x = 0, leaf_y = 0;
        std::int64_t halls = 0, racks = 0;  // leaf hall − rack hall; leaf rack − rack, or kNetworkRack
        auto tie() const { return std::tie(offset, hosts, rack_x, rack_y, leaf_x, leaf_y, halls, racks); }
        bool operator<(const UnitShape& o) const { return tie() < o.tie(); }
    };
    // What a shape's racks add: per rack run its path (a pending path), nodes and first node; and
    // the nodes on each part that the rail leaves tally per device (a medium, or a splitter length).
    struct UnitRun {
        std::size_t pending = 0;
        std::int64_t offset = 0, hosts = 0;
    };
    struct UnitRuns {
        std::vector<UnitRun> runs;
        std::vector<std::pair<MediaChoice, std::int64_t>> leafParts;
    };
    static constexpr std::int64_t kNetworkRack = std::numeric_limits<std::int64_t>::min();

    UnitRuns measureUnitShape(const UnitLinks& u, PendingClass& cls, std::int64_t unit, const FloorPosition& leafAt) {
        UnitRuns shape;
        DeviceId host = u.base.lower;
        host.index = u.firstHost(unit);
        std::int64_t offset = 0;
        forEachRun(u.base.network_index, host, u.hostsOf(unit), [&](std::int64_t n, const FloorPosition& at) {
            const PendingPath& p = addPath(cls, floor_.pathLengthM(at, leafAt), 0);
            shape.runs.push_back({static_cast<std::size_t>(&p - pending_.data()), offset, n});
            offset += n;
        });
        if (!cls.cls.ends.upper_twin) return shape;
        for (const UnitRun& run : shape.runs) {
            const MediaChoice& choice = chosen(pending_[run.pending]);
            const auto same = std::find_if(shape.leafParts.begin(), shape.leafParts.end(), [&](const auto& part) {
                return part.first.media == choice.media && part.first.ordered_length_m == choice.ordered_length_m;
            });
            if (same == shape.leafParts.end())
                shape.leafParts.emplace_back(choice, run.hosts);
            else
                same->second += run.hosts;
        }
        return shape;
    }

    // Adds a shape's links for one unit: per rack run, its nodes × rails links; the twin parts at the
    // nodes (a run of nodes each) and at the rail leaves (every leaf of the unit).
    void replayUnitShape(const UnitLinks& u, PendingClass& cls, const UnitRuns& shape, std::int64_t unit) {
        for (const UnitRun& run : shape.runs) {
            PendingPath& pending = pending_[run.pending];
            pending.links += run.hosts * u.rails;
            if (cls.cls.ends.lower_twin)
                tallyEnd(cls.cls, chosen(pending), {u.base.lower, u.firstHost(unit) + run.offset, run.hosts, u.rails}, false);
        }
        for (const auto& [choice, hosts] : shape.leafParts)
            tallyEnd(cls.cls, choice, {u.base.upper, u.firstLeaf(unit), u.rails, hosts}, true);
    }

    // Adds what one bundle's lower devices reach to `count` switches from `first`.
    static void addRunSum(TierPlacement& tier, std::int64_t firstSwitch, std::int64_t count, const PositionSum& sum) {
        auto& changes = tier.sumChanges;
        const std::size_t n = changes.size();
        if (n >= 2 && changes[n - 2].first == firstSwitch && changes[n - 1].first == firstSwitch + count) {
            changes[n - 2].second += sum;  // the same run as the bundle before (hosts packed onto one leaf)
            changes[n - 1].second -= sum;
            return;
        }
        changes.emplace_back(firstSwitch, sum);
        changes.emplace_back(firstSwitch + count, PositionSum{} - sum);
    }

    // Links arrive grouped by fabric and tier pair, so the last lookup for the same tier is
    // usually the next one (one cache per tier: a link's two ends are on different tiers).
    TierPlacement& placement(std::size_t network, const DeviceId& d) {
        TierCache& cache = tierCache_[static_cast<std::size_t>(d.tier) % tierCache_.size()];
        if (!cache.tier || cache.network != network || cache.zone != d.zone || cache.plane != d.plane) {
            cache.tier = &tiers_[TierKey{network, d.zone, d.plane, d.tier}];
            cache.network = network;
            cache.zone = d.zone;
            cache.plane = d.plane;
        }
        return *cache.tier;
    }

    // The tier's switches stand where their down links' mean position puts them (on first use:
    // by then every link below them has been located).
    TierPlacement& placed(std::size_t network, const DeviceId& d) {
        TierPlacement& tier = placement(network, d);
        if (tier.placed) return tier;
        tier.placed = true;
        DeviceId sw = d;
        tier.unlinked = place(network, sw, FloorPosition{});
        auto& changes = tier.sumChanges;
        const auto bySwitch = [](const auto& a, const auto& b) { return a.first < b.first; };
        if (!std::is_sorted(changes.begin(), changes.end(), bySwitch)) std::sort(changes.begin(), changes.end(), bySwitch);
        tier.linked = changes.empty() ? 0 : changes.back().first;
        // Between two switches where the sum changes, every switch has the same sum: one placement.
        PositionSum sum;
        std::int64_t from = 0;  // the first switch whose sum is `sum`
        for (std::size_t c = 0;;) {
            const std::int64_t to = c < changes.size() ? changes[c].first : tier.linked;
            if (to > from) appendRun(tier, from, place(network, sw, sum.weight > 0 ? floor_.mean(sum) : FloorPosition{}));
            if (c == changes.size()) break;
            for (; c < changes.size() && changes[c].first == to; ++c) sum += changes[c].second;
            from = to;
        }
        tier.sumChanges = {};
        return tier;
    }

    // Switches from `first` on stand at `at` (a run of its own unless the run before stands there).
    static void appendRun(TierPlacement& tier, std::int64_t first, const FloorPosition& at) {
        if (!tier.runAt.empty() && samePosition(tier.runAt.back(), at)) return;
        tier.runFirst.push_back(first);
        tier.runAt.push_back(at);
    }

    FloorPosition position(std::size_t network, const DeviceId& d) {
        if (d.is_host) return floor_.hostPosition(d.host_kind, d.index);
        const TierPlacement& tier = placed(network, d);
        return d.index < tier.linked ? tier.runAt[tier.runOf(d.index)] : tier.unlinked;
    }

    // Where hosts of a kind stand, remembered for the last kind (kept as text: a kind's string may
    // move between networks).
    FloorPlan::HostRacks racksOf(std::string_view kind) {
        if (kind != lastRacksKind_) {
            lastRacks_ = floor_.hostRacks(kind);
            lastRacksKind_ = kind;
        }
        return lastRacks_;
    }

    // Calls f(devices, position) for each run of the `count` devices from `first` that stand together.
    template <typename F>
    void forEachRun(std::size_t network, const DeviceId& first, std::int64_t count, F&& f) {
        const std::int64_t end = first.index + count;
        DeviceId d = first;
        if (d.is_host) {
            const FloorPlan::HostRacks racks = racksOf(d.host_kind);
            if (racks.at_core) {
                f(count, floor_.hallCenter(0));
                return;
            }
            while (d.index < end) {
                const std::int64_t rack = d.index / racks.per_rack;
                const std::int64_t next = std::min(end, (rack + 1) * racks.per_rack);
                f(next - d.index, floor_.rackPosition(racks.first_rack + rack));
                d.index = next;
            }
            return;
        }
        forEachSwitchRun(placed(network, d), d.index, count, f);
    }

    // The same for `count` switches from `first` of a placed tier.
    template <typename F>
    static void forEachSwitchRun(const TierPlacement& tier, std::int64_t first, std::int64_t count, F&& f) {
        const std::int64_t end = first + count;
        std::int64_t i = first;
        for (std::size_t run = i < tier.linked ? tier.runOf(i) : 0; i < end && i < tier.linked; ++run) {
            const std::int64_t next = std::min(end, tier.runEnd(run));
            f(next - i, tier.runAt[run]);
            i = next;
        }
        if (i < end) f(end - i, tier.unlinked);
    }

    // Where a switch stands, given the mean position of what it connects below.
    FloorPosition place(std::size_t network, const DeviceId& d, const FloorPosition& below) const {
        const Placement& rule = placements_[network];
        const int tiers = fabric_.networks[network].tier_count;
        const bool top = d.tier == tiers - 1;
        if (d.tier == 0 && tiers > 1) {
            if (rule.leaf_row_end) return floor_.rowEnd(below);
            FloorPosition p = floor_.nearestRack(below);
            if (rule.leaf_rail_rack) p.rack = -1;  // a network rack of its own among the SU's racks
            return p;
        }
        if (tiers == 1) return floor_.nearestRack(below);
        if (top && tiers >= 3) return floor_.hallCenter(rule.core_other_hall ? floor_.halls() : 0);
        if (rule.spine_central) return floor_.hallCenter(below.hall);
        FloorPosition p = below;  // pod network row next to its leaves
        p.rack = -1;
        return p;
    }

    // Links of one path between two ends: medium, cables, modules and the length bin.
    Counted count(const PathClass& cls, double path, std::int64_t links) {
        // Neighbouring links mostly share their path (hosts of one rack, bundles): choose once per run.
        return count(cls, choose(cls, path), path, links);
    }

    Counted count(const PathClass& cls, const MediaChoice& choice, double path, std::int64_t links) {
        const LinkEnds ends = cls.ends;
        if (!choice.media) {
            reportUnreachable(cls, path);
            return {};
        }
        const Media& m = *choice.media;
        if (&m != lastMedia_) {  // what a medium's class implies, looked up once per run of it
            lastMedia_ = &m;
            lastTally_ = &media_[&m];
            lastTwin_ = twinOf(m);
            lastCopper_ = m.isCopper();
        }
        result_.cables_total += links;
        if (lastCopper_) result_.copper_cables += links;
        result_.longest_m = std::max(result_.longest_m, choice.ordered_length_m);
        lastTally_->cables += links;
        Counted counted{&m, nullptr, nullptr, choice.ordered_length_m};
        if (m.pluggable_ends > 0) {
            counted.lowerModule = countEnds(cls.network, cls.lower_host, m, ends.lower_twin, moduleCache_[0], links);
            counted.upperModule = countEnds(cls.network, false, m, ends.upper_twin, moduleCache_[1], links);
        }
        const BinKey bin{cls.network, cls.lower_name, cls.upper_name, &m, choice.ordered_length_m};
        if (!(lastBinKey_ == bin)) {
            lastBin_ = &bins_[bin];
            lastBinKey_ = bin;
        }
        *lastBin_ += links;
        return counted;
    }

    // The medium for a path, chosen once per run of links on the same path (hosts of one rack, bundles).
    MediaChoice choose(const PathClass& cls, double path) {
        if (!(path == lastPath_ && cls.ends == lastEnds_ && cls.network == lastNetwork_ && cls.speed_gbps == lastSpeed_)) {
            lastChoice_ = selectors_[cls.network].at(cls.speed_gbps).choose(path, cls.ends);
            lastPath_ = path;
            lastEnds_ = cls.ends;
            lastNetwork_ = cls.network;
            lastSpeed_ = cls.speed_gbps;
        }
        return lastChoice_;
    }

    PathClass classOf(std::size_t network, const DeviceId& lower, const DeviceId& upper, std::string_view lowerTier,
                      std::string_view upperTier, double speed) {
        // A switch's up ports face the tier above; links between zone tops use their down ports.
        const bool lowerUp = !lower.is_host && lower.tier != upper.tier;
        const bool upperTwin = canShareModule(network, upper, false);
        return {network,
                intern(network, lowerTier),
                intern(network, upperTier),
                lower.is_host,
                LinkEnds{canShareModule(network, lower, lowerUp), upperTwin, lower.is_host && upperTwin},
                speed};
    }

    // The medium of a distinct path of the plan, chosen once however many runs share the path.
    const MediaChoice& chosen(PendingPath& p) {
        if (!p.choice) p.choice = choose(*p.cls, p.path_m);
        return *p.choice;
    }

    // Links per device at the ends whose parts serve two links (twin-port modules, splitters).
    void tallyDevices(const PathClass& cls, const MediaChoice& choice, const DeviceRun& lower, const DeviceRun& upper) {
        tallyEnd(cls, choice, lower, false);
        tallyEnd(cls, choice, upper, true);
    }

    // The same for one end: a twin-port module at a twin end, a splitter at a host link's switch end.
    void tallyEnd(const PathClass& cls, const MediaChoice& choice, const DeviceRun& run, bool upperEnd) {
        if (!choice.media) return;
        const Media* twin = twinOf(*choice.media);
        if (!twin) return;
        const bool assembly = choice.media->isAssembly();
        if (assembly ? !(upperEnd && cls.ends.splitter) : !(upperEnd ? cls.ends.upper_twin : cls.ends.lower_twin)) return;
        const bool host = !upperEnd && cls.lower_host;
        const DeviceId& d = run.device;
        const DeviceTally::Key key{cls.network,
                                   twin,
                                   choice.media,
                                   host,
                                   host ? cls.lower_name : static_cast<std::size_t>(d.tier),
                                   host ? 0 : d.zone,
                                   host ? 0 : d.plane,
                                   assembly ? choice.ordered_length_m : 0};
        devices_.add(key, run.first, run.count, run.links);
    }

    // The bundle's class, looked up once per run of bundles between the same two tiers.
    PendingClass& pendingClass(const LinkBundle& b) {
        if (lastClass_ && b.network_index == lastClassNetwork_ && b.lower_tier.data() == lastClassLower_.data() &&
            b.upper_tier.data() == lastClassUpper_.data() && b.lower.is_host == lastClassHost_)
            return *lastClass_;
        const PathClass cls = classOf(b.network_index, b.lower, b.upper, b.lower_tier, b.upper_tier, b.speed_gbps);
        auto it = std::find_if(classes_.begin(), classes_.end(), [&](const PendingClass& c) { return c.cls == cls; });
        if (it == classes_.end()) it = classes_.insert(classes_.end(), PendingClass{cls, {}});
        lastClass_ = &*it;
        lastClassNetwork_ = b.network_index;
        lastClassLower_ = b.lower_tier;
        lastClassUpper_ = b.upper_tier;
        lastClassHost_ = b.lower.is_host;
        return *it;
    }

    PendingPath& addPath(PendingClass& cls, double path, std::int64_t links) {
        const auto [it, added] = cls.byPath.try_emplace(path, pending_.size());
        if (added) pending_.push_back({&cls.cls, path, 0, std::nullopt});
        PendingPath& pending = pending_[it->second];
        pending.links += links;
        return pending;
    }

    // A switch cage carrying two links at the speed of this side, or a node port carrying two links
    // (a dual-port module, or a port broken out into two links).
    bool canShareModule(std::size_t network, const DeviceId& end, bool upSide) {
        if (!end.is_host) return twinCageByTier_[network][static_cast<std::size_t>(end.tier)][upSide ? 1 : 0];
        // Host kinds come from a few stable strings: remember the answer per string address.
        const std::string_view kind = end.host_kind;
        if (kind.data() == lastHostKind_.data() && kind.size() == lastHostKind_.size() && network == lastHostNetwork_)
            return lastHostShares_;
        lastHostKind_ = kind;
        lastHostNetwork_ = network;
        const auto& shares = hostShares_[network];
        lastHostShares_ = shares.count(std::string(kind)) > 0;
        return lastHostShares_;
    }

    // The host kinds of a network whose ports carry two links at one module: compute nodes and
    // storage servers with dual-port NICs, or NIC ports broken out into two or more links.
    std::set<std::string> hostSharing(const NetworkResult& net, NetworkRole role) const {
        std::set<std::string> out;
        const std::int64_t storagePorts = profile_.storage.nic.empty() ? 1 : catalog_.findNic(profile_.storage.nic)->ports.value;
        for (const EndpointGroup& g : net.endpoint_groups) {
            const std::int64_t ports = g.kind == "compute" ? nicPorts(role) : g.kind == "storage" ? storagePorts : 0;
            if ((g.kind == "compute" || g.kind == "storage") && (ports >= 2 || g.breakout >= 2)) out.insert(g.kind);
        }
        return out;
    }

    std::int64_t nicPorts(NetworkRole role) const {
        const NodeType& node = *catalog_.findNode(profile_.compute.node_type);
        for (const NodeNic& n : node.nics)
            if (n.role == role) return catalog_.findNic(n.nic_id)->ports.value;
        return 1;
    }

    // The last module tally used at one end of a link (lower and upper ends alternate, so one each).
    struct ModuleCache {
        ModuleKey key{0, nullptr, false, nullptr};
        ModuleTally* tally = nullptr;
    };

    // Returns the module bought for these ends. `m` is lastMedia_ (its twin is lastTwin_).
    const Media* countEnds(std::size_t network, bool host, const Media& m, bool canShare, ModuleCache& cache,
                           std::int64_t links) {
        const Media* twin = lastTwin_;
        const Media* module = canShare && twin ? twin : &m;
        const ModuleKey key{network, module, host, &m};
        if (!(cache.key == key)) {
            cache.tally = &modules_[key];
            cache.key = key;
        }
        cache.tally->linksPerModule = module == twin ? 2 : 1;
        cache.tally->endsServed += links;
        return module;
    }

    // Names come from a handful of strings that stay put while one network is enumerated
    // (host kinds live in that network's endpoint sources): compare their addresses first.
    std::size_t intern(std::size_t network, std::string_view name) {
        if (network != internedNetwork_) {
            internedViews_.clear();
            internedIds_.clear();
            internedNetwork_ = network;
        }
        for (std::size_t i = 0; i < internedViews_.size(); ++i)
            if (internedViews_[i].data() == name.data() && internedViews_[i].size() == name.size()) return internedIds_[i];
        const std::size_t id = internSlow(name);
        internedViews_.push_back(name);
        internedIds_.push_back(id);
        return id;
    }

    std::size_t internSlow(std::string_view name) {
        for (std::size_t i = 0; i < names_.size(); ++i)
            if (names_[i] == name) return i;
        names_.emplace_back(name);
        return names_.size() - 1;
    }

    void reportUnreachable(const PathClass& cls, double path) {
        const std::size_t network = cls.network;
        const std::string& name = profile_.networks[network].name;
        const std::string& lowerTier = names_[cls.lower_name];
        const std::string& upperTier = names_[cls.upper_name];
        const double speedGbps = cls.speed_gbps;
        const std::string key = name + "/" + lowerTier + "/" + upperTier;
        if (std::find(reported_.begin(), reported_.end(), key) != reported_.end()) return;
        reported_.push_back(key);
        const Media* longest = selectors_[network].at(speedGbps).longestReach();
        errors_.push_back({"/networks/" + std::to_string(network) + "/media_policy",
                           "a " + lowerTier + " → " + upperTier + " link of network " + name + " is " + formatFixed(path, 1) +
                               " m; " +
                               (longest ? "the longest-reaching " + formatNumber(speedGbps) + "G medium allowed (" + longest->id +
                                              ") reaches " + formatNumber(longest->reach_m.value) + " m"
                                        : "no " + formatNumber(speedGbps) + "G medium is allowed") +
                               ": relax the media policy, move the tier (placement) or shorten the layout"});
    }

    const Profile& profile_;
    const Catalog& catalog_;
    const FloorPlan& floor_;
    const FabricResult& fabric_;
    Diagnostics& errors_;
    std::vector<std::map<double, MediaSelector>> selectors_;  // per network, by link speed
    struct Placement {                                        // a network's placement policy, resolved once
        bool leaf_row_end = false, leaf_rail_rack = false, spine_central = false, core_other_hall = false;
    };
    std::vector<Placement> placements_;
    std::vector<std::vector<std::array<bool, 2>>> twinCageByTier_;  // per network, tier: down side, up side
    std::vector<std::set<std::string>> hostShares_;                 // per network: host kinds whose ports share modules
    DeviceTally devices_;
    std::map<TierKey, TierPlacement> tiers_;
    std::map<const Media*, MediaTally> media_;
    std::map<ModuleKey, ModuleTally> modules_;
    ModuleCache moduleCache_[2];  // lower end, upper end
    double lastPath_ = -1;
    LinkEnds lastEnds_;
    std::size_t lastNetwork_ = ~std::size_t{0};
    double lastSpeed_ = -1;
    MediaChoice lastChoice_;
    const Media* lastMedia_ = nullptr;
    MediaTally* lastTally_ = nullptr;
    const Media* lastTwin_ = nullptr;
    bool lastCopper_ = false;
    std::string_view lastHostKind_;
    std::string lastRacksKind_ = "\n";  // no kind
    FloorPlan::HostRacks lastRacks_;
    std::size_t lastHostNetwork_ = ~std::size_t{0};
    bool lastHostShares_ = false;
    std::vector<PendingPath> pending_;  // distinct paths of the plan's bundles, in first-seen order
    std::list<PendingClass> classes_;   // a list: lastClass_ points into it
    PendingClass* lastClass_ = nullptr;
    std::size_t lastClassNetwork_ = 0;
    std::string_view lastClassLower_, lastClassUpper_;
    bool lastClassHost_ = false;
    std::vector<UpperRun> upperRuns_;  // the upper switches of a bundle, by position
    struct ColumnRun {                 // lower pods first .. first + columns − 1 of a regular upper pod stand at `at`
        std::int64_t first = 0, columns = 0;
        FloorPosition at;
    };
    std::vector<ColumnRun> lowerRuns_;
    std::vector<PositionSum> runSums_;          // their positions summed over the runs before r
    std::vector<PositionSum> groupSums_;        // what each group of an upper pod reaches
    std::vector<FloorPosition> groupAt_;        // where each group of an upper pod stands
    std::map<UnitShape, UnitRuns> unitShapes_;  // of the units being measured
    std::vector<MediaChoice> podChoices_;       // the medium each lower pod's links chose
    std::vector<std::int64_t> columnCounts_;    // lower pods before k that chose one medium
    std::size_t internedNetwork_ = ~std::size_t{0};
    std::vector<const Media*> twins_;  // per catalog medium: its twin part, if any
    const Media* twinOf(const Media& m) const { return twins_[static_cast<std::size_t>(&m - catalog_.media.data())]; }
    std::vector<std::string_view> internedViews_;
    std::vector<std::size_t> internedIds_;
    using BinKey = std::tuple<std::size_t, std::size_t, std::size_t, const Media*, double>;
    std::map<BinKey, std::int64_t> bins_;
    BinKey lastBinKey_{~std::size_t{0}, 0, 0, nullptr, 0};
    std::int64_t* lastBin_ = nullptr;
    std::vector<std::string> names_;  // interned tier and host-kind names
    struct TierCache {                // one per tier number, so the tier itself always matches
        std::size_t network = 0;
        std::int64_t zone = 0, plane = 0;
        TierPlacement* tier = nullptr;
    };
    std::array<TierCache, 8> tierCache_;
    std::vector<std::string> reported_;
    CablingResult result_;
};

}  // namespace

CablingResult computeCabling(const Profile& profile, const Catalog& catalog, const FloorPlan& floor, const ComputeResult& compute,
                             const FabricResult& fabric, Diagnostics& errors, const CableSink& sink) {
    CablingWalk walk(profile, catalog, floor, fabric, errors);
    // Pass 1 places every switch among what it connects below; pass 2 measures, a bundle at a
    // time for the plan (the bundles of pass 1, kept), a link at a time for the cable plan.
    if (sink) {
        enumerateLinkBundles(profile, catalog, compute, fabric, [&](const LinkBundle& b) { walk.locate(b); });
        enumerateLinks(profile, catalog, compute, fabric, [&](const LinkRecord& link) { walk.measure(link, sink); });
        return walk.finish();
    }
    // Tier-to-tier links, scalable units and densely packed hosts come whole (counted per pod, per
    // unit shape and per leaf); the rest as bundles. A host kind points into its network's endpoint sources: kept here.
    std::vector<std::variant<LinkBundle, TierLinks, UnitLinks, PackedLinks>> pieces;
    std::deque<std::string> hostKinds;
    const auto keepHostKind = [&](LinkBundle& b) {
        if (!b.lower.is_host) return;
        auto kind = std::find(hostKinds.begin(), hostKinds.end(), b.lower.host_kind);
        if (kind == hostKinds.end()) kind = hostKinds.emplace(hostKinds.end(), b.lower.host_kind);
        b.lower.host_kind = b.lower_tier = *kind;
    };
    PieceSinks sinks;
    sinks.bundles = [&](const LinkBundle& b) {
        walk.locate(b);
        keepHostKind(std::get<LinkBundle>(pieces.emplace_back(b)));
    };
    sinks.tierLinks = [&](const TierLinks& f) {
        walk.locate(f);
        pieces.emplace_back(f);
    };
    sinks.unitLinks = [&](const UnitLinks& u) {
        walk.locate(u);
        keepHostKind(std::get<UnitLinks>(pieces.emplace_back(u)).base);
    };
    sinks.packedLinks = [&](const PackedLinks& pk) {
        walk.locate(pk);
        keepHostKind(std::get<PackedLinks>(pieces.emplace_back(pk)).base);
    };
    enumerateLinkPieces(profile, catalog, compute, fabric, sinks);
    for (const auto& piece : pieces) std::visit([&](const auto& p) { walk.measure(p); }, piece);
    return walk.finish();
}

namespace {

void explainTransceivers(const CablingResult& c, Findings& findings) {
    std::string modules;
    std::int64_t pooled = 0, perDevice = 0, aocEnds = 0;
    for (const TransceiverUse& t : c.transceivers) {
        modules += (modules.empty() ? "" : " + ") + formatCount(t.count) + " " + t.module + " (" + t.network + ", " + t.end + ")";
        pooled += t.count_pooled;
        perDevice += t.count;
    }
    for (const CablePart& part : c.cable_parts) {
        const MediaUse* m = c.mediaUse(part.link_media);
        if (m && m->media_class == "aoc") aocEnds += part.count * (part.splitter() ? 3 : 2);
    }
    std::string twin;
    if (perDevice != pooled)
        twin = "; twin-port modules counted whole per switch or host: ⌈its links / 2⌉ each, " + formatCount(perDevice - pooled) +
               " more than ⌈all links / 2⌉ pooled over devices";
    findings.explanations.push_back({"cabling.transceivers_total",
                                     "Transceivers",
                                     "transceivers = pluggable modules (a twin-port module serves two links at a shared cage "
                                     "or a dual-port or broken-out node port: per device ⌈links there / 2⌉) + integrated AOC "
                                     "ends (2 per cable, 3 per splitter)",
                                     formatCount(c.transceivers_total) + " = " + (modules.empty() ? "0" : modules) + " + " +
                                         formatCount(aocEnds) + " AOC ends" + twin,
                                     {}});
}

}  // namespace

void explainCabling(const CablingResult& c, Findings& findings) {
    if (!findings.explaining) return;
    const std::string layout = c.layout_defaults ? " (default layout: the profile has no layout section)" : "";
    std::string perMedia;
    for (const MediaUse& m : c.by_media) perMedia += (perMedia.empty() ? "" : " + ") + formatCount(m.cables) + " " + m.media;
    std::string parts;
    if (c.cable_parts_total != c.cables_total)
        parts = "; bought: " + formatCount(c.cable_parts_total) +
                " cables, splitters counted once for the two host links they carry (whole per switch and length)";
    findings.explanations.push_back({"cabling.cables_total",
                                     "Cables",
                                     "one cable per link; each gets the cheapest medium whose reach covers its tray path "
                                     "(Manhattan + a drop at each end + slack), ordered at the next stock length",
                                     formatCount(c.cables_total) + " = " + perMedia + layout + parts,
                                     {}});
    explainTransceivers(c, findings);
    findings.explanations.push_back(
        {"cabling.copper_share",
         "Copper share",
         "copper share = copper cables (DAC, AEC, UTP) / cables",
         formatFixed(100 * c.copper_share, 1) + "% = " + formatCount(c.copper_cables) + " / " + formatCount(c.cables_total),
         {}});
    findings.explanations.push_back({"cabling.power_w",
                                     "Optics power",
                                     "power = Σ modules × power per module + Σ active cables × power of their ends",
                                     formatFixed(c.power_w / 1000, 1) + " kW",
                                     {"catalog media power_w_per_end"}});
}

}  // namespace cp
