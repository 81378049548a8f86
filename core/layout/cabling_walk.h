#pragma once
// The cabling stage's walk, internal to core/layout/cabling*.cpp (computeCabling is the interface).
// Pass 1 places every switch among what it connects below (TierPlacement); pass 2 measures every
// path and counts media, lengths and parts per class of link. Bundles, links and the pieces the
// plan counts whole come in; cabling_walk.cpp walks bundles and links and counts, and
// cabling_pieces.cpp counts the pieces (tier-to-tier links per upper pod, scalable units per
// shape, densely packed hosts per leaf).

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <limits>
#include <list>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "common/int_math.h"
#include "common/string_index.h"
#include "fabric/packed_links.h"
#include "fabric/tier_links.h"
#include "fabric/unit_links.h"
#include "layout/cabling.h"
#include "layout/device_tally.h"
#include "layout/media_choice.h"

namespace cp {

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

inline bool samePosition(const FloorPosition& a, const FloorPosition& b) {
    return a.x_m == b.x_m && a.y_m == b.y_m && a.hall == b.hall && a.rack == b.rack;
}

class CablingWalk {
public:
    CablingWalk(const Profile& profile, const Catalog& catalog, const FloorPlan& floor, const FabricResult& fabric,
                Diagnostics& errors);

    // Pass 1: what each switch reaches below. Links between switches of one tier (zone-joining
    // links between zone tops) do not move either end. Every upper switch of a bundle reaches
    // every lower device of it, merged or not.
    void locate(const LinkBundle& b);

    // Pass 2 for the plan: every pair of position runs of a bundle is one path. Paths are
    // tallied per class (tier pair and ends); the medium is chosen once per distinct path.
    void measure(const LinkBundle& b);

    // Pass 2 for the cable plan: one link at a time, the same counts plus one record each.
    void measure(const LinkRecord& link, const CableSink& sink);

    // Pass 1 for the links from one tier up to the next of a fabric, per upper pod: in closed form
    // when each of its lower pods stands at one place (regularPod), else by pieces of lower pods
    // that stand together and go to one group (wholePods), else a lower switch at a time.
    void locate(const TierLinks& f);

    // Pass 2 for the same, by the same cases; the closed forms need the upper pod's switches at one
    // place, the pieces each group's switches at one place.
    void measure(const TierLinks& f);

    // Pass 1 for scalable units on rail leaves of their own: a unit's rail leaves reach its nodes.
    void locate(const UnitLinks& u);

    // Pass 2 for the same: units whose racks and rail leaves stand alike (the same racks of a row
    // and leaf position, the same nodes per rack) have the same paths: each shape is measured once.
    void measure(const UnitLinks& u);

    // Pass 1 for hosts packed onto shared leaves: each leaf reaches the hosts whose ports it holds.
    void locate(const PackedLinks& pk);

    // Pass 2 for the same, a leaf at a time: one path per rack run of its hosts.
    void measure(const PackedLinks& pk);

    CablingResult finish();

private:
    using ModuleKey = std::tuple<std::size_t, const Media*, bool, const Media*>;  // network, module, host end, link medium
    struct MediaTally {
        std::int64_t cables = 0;
        std::int64_t modules = 0, integratedEnds = 0;
        double modulePower = 0, modulePrice = 0, cablePower = 0, cablePrice = 0;
    };
    using PerDevice = std::map<DeviceTally::TotalKey, DeviceTally::Totals>;

    // Modules as bought: a twin-port module whole per device, others one per link end.
    void finishModules(const PerDevice& perDevice);

    // Cables as bought: host links on a twin switch cage share splitters (whole per switch and
    // length), every other link is one cable.
    void finishCableParts(const PerDevice& perDevice);

    // `ends`: an AOC part's integrated transceivers (2, or 3 for a splitter).
    void addCablePart(std::size_t network, const Media& part, const Media& link, double length, std::int64_t count,
                      std::int64_t links, double unitPower, double unitPrice, std::int64_t ends);

    void finishMedia();
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
    struct ClassHash {  // the fields that tell classes apart, mixed
        std::size_t operator()(const PathClass& c) const {
            std::uint64_t h = c.network * 0x9E3779B97F4A7C15ULL;
            for (const std::uint64_t part :
                 {static_cast<std::uint64_t>(c.lower_name), static_cast<std::uint64_t>(c.upper_name),
                  static_cast<std::uint64_t>(c.lower_host) | static_cast<std::uint64_t>(c.ends.lower_twin) << 1 |
                      static_cast<std::uint64_t>(c.ends.upper_twin) << 2 | static_cast<std::uint64_t>(c.ends.splitter) << 3,
                  std::bit_cast<std::uint64_t>(c.speed_gbps)})
                h = (h ^ part) * 0xff51afd7ed558ccdULL, h ^= h >> 32;
            return static_cast<std::size_t>(h);
        }
    };
    struct Counted {
        const Media* media = nullptr;  // nullptr: no medium reaches
        const Media* lowerModule = nullptr;
        const Media* upperModule = nullptr;
        double length_m = 0;
    };

    // Installed lower pods past those the upper tier was built over (if any): a switch at a time.
    static TierLinks::Span pastTheBuild(const TierLinks& f) {
        return {f.lower_pods, std::max<std::int64_t>(0, ceilDiv(f.lower_installed, f.per_pod) - f.lower_pods)};
    }

    // The lower switches of lower pods `span` (those installed), a bundle each.
    template <typename F>
    static void forEachBundle(const TierLinks& f, const TierLinks::Span& span, F&& fn);

    // Switches q..q_end − 1 of lower pod `column` of an upper pod, standing at one place, all in `group`.
    struct Piece {
        std::int64_t column = 0, q = 0, q_end = 0, group = 0;
        FloorPosition at;
    };

    // The lower pods of an upper pod are whole, each of `s` switches (each switch one item).
    bool wholePods(const TierLinks& f, const TierLinks::Span& span) const;

    // Calls fn(piece) for the pieces of lower pods `span` (wholePods): a run of switches standing
    // together is cut where the group of its items (q × m + column) changes.
    template <typename F>
    void forEachPiece(const TierLinks& f, const TierLinks::Span& span, F&& fn);

    // Every group of an upper pod stands at one place (then kept in groupAt_).
    bool groupsStandTogether(const TierLinks& f, std::int64_t pod, const TierPlacement& above);

    // A run of devices that one medium's parts serve, gathered before it is tallied.
    struct DeviceTallyRun {
        MediaChoice choice;
        std::int64_t first = 0, count = 0;
    };
    static bool sameChoice(const MediaChoice& a, const MediaChoice& b) {
        return a.media == b.media && a.ordered_length_m == b.ordered_length_m;
    }

    // Pass 2 piece by piece: each piece's switches send group_size × bundle links to its group.
    void measurePieces(const TierLinks& f, std::int64_t pod, const TierLinks::Span& span);

    // An upper pod is regular when its lower pods are whole, each of `s` switches (each lower
    // switch is one item), and each stands at one place (then kept in lowerRuns_: runs of columns).
    bool regularPod(const TierLinks& f, const TierLinks::Span& span);

    // Where `count` switches from `first` of a placed tier stand, when that is one place.
    static std::optional<FloorPosition> oneRun(const TierPlacement& tier, std::int64_t first, std::int64_t count);

    // Pass 1 for a regular upper pod over m lower pods: an upper switch of group g reaches the lower
    // pods of the group's items; with the pods' positions summed over the runs of columns before
    // each, any run of items sums in O(1).
    void locateRegularPod(const TierLinks& f, std::int64_t pod, std::int64_t m, TierPlacement& tier);

    // The run of lowerRuns_ that holds `column`.
    std::size_t runAtColumn(std::int64_t column) const;

    // A run of lower pods (columns) that stand together send their s switches' group_size × bundle
    // links each to the upper pod's one place. An upper switch of group g has bundle links per item
    // of g; twin-port modules are tallied per device and medium, so items are counted per medium.
    void measureRegularPod(const TierLinks& f, std::int64_t pod, const TierLinks::Span& span, const FloorPosition& upperAt);

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

    // Calls fn(first leaf, leaves) for the unit's rail leaves, as runs of neighbouring leaves (one
    // run with one leaf per rail).
    template <typename F>
    static void forEachRailRun(const UnitLinks& u, std::int64_t unit, F&& fn);
    // Where the unit's rail leaves stand, when that is one place.
    std::optional<FloorPosition> railLeavesAt(const UnitLinks& u, std::int64_t unit, const TierPlacement& leaves);

    // Measures a shape on its first unit: the pending path of each rack run, and per part the nodes
    // the rail leaves tally.
    UnitRuns measureUnitShape(const UnitLinks& u, PendingClass& cls, std::int64_t unit, const FloorPosition& leafAt);

    // Adds a shape's links for one unit: per rack run, its nodes × rails links; the twin parts at the
    // nodes (a run of nodes each) and at the rail leaves (every leaf of the unit).
    void replayUnitShape(const UnitLinks& u, PendingClass& cls, const UnitRuns& shape, std::int64_t unit);

    // Adds what one bundle's lower devices reach to `count` switches from `first`.
    static void addRunSum(TierPlacement& tier, std::int64_t firstSwitch, std::int64_t count, const PositionSum& sum);

    // Links arrive grouped by fabric and tier pair, so the last lookup for the same tier is
    // usually the next one (one cache per tier: a link's two ends are on different tiers).
    TierPlacement& placement(std::size_t network, const DeviceId& d);

    // The tier's switches stand where their down links' mean position puts them (on first use:
    // by then every link below them has been located).
    TierPlacement& placed(std::size_t network, const DeviceId& d);

    // Switches from `first` on stand at `at` (a run of its own unless the run before stands there).
    static void appendRun(TierPlacement& tier, std::int64_t first, const FloorPosition& at);

    FloorPosition position(std::size_t network, const DeviceId& d);

    // Where hosts of a kind stand, remembered for the last kind (kept as text: a kind's string may
    // move between networks).
    FloorPlan::HostRacks racksOf(std::string_view kind);

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
    FloorPosition place(std::size_t network, const DeviceId& d, const FloorPosition& below) const;

    // Links of one path between two ends: medium, cables, modules and the length bin.
    Counted count(const PathClass& cls, double path, std::int64_t links);

    Counted count(const PathClass& cls, const MediaChoice& choice, double path, std::int64_t links);

    // The medium for a path, chosen once per run of links on the same path (hosts of one rack, bundles).
    MediaChoice choose(const PathClass& cls, double path);

    PathClass classOf(std::size_t network, const DeviceId& lower, const DeviceId& upper, std::string_view lowerTier,
                      std::string_view upperTier, double speed);

    // The medium of a distinct path of the plan, chosen once however many runs share the path.
    const MediaChoice& chosen(PendingPath& p);

    // Links per device at the ends whose parts serve two links (twin-port modules, splitters).
    void tallyDevices(const PathClass& cls, const MediaChoice& choice, const DeviceRun& lower, const DeviceRun& upper);

    // The same for one end: a twin-port module at a twin end, a splitter at a host link's switch end.
    void tallyEnd(const PathClass& cls, const MediaChoice& choice, const DeviceRun& run, bool upperEnd);

    // The bundle's class, looked up once per run of bundles between the same two tiers.
    PendingClass& pendingClass(const LinkBundle& b);

    PendingPath& addPath(PendingClass& cls, double path, std::int64_t links);

    // A switch cage carrying two links at the speed of this side, or a node port carrying two links
    // (a dual-port module, or a port broken out into two links).
    bool canShareModule(std::size_t network, const DeviceId& end, bool upSide);

    // The host kinds of a network whose ports carry two links at one module: compute nodes and
    // storage servers with dual-port NICs, or NIC ports broken out into two or more links.
    std::set<std::string> hostSharing(const NetworkResult& net, NetworkRole role) const;

    std::int64_t nicPorts(NetworkRole role) const;

    // The last module tally used at one end of a link (lower and upper ends alternate, so one each).
    struct ModuleCache {
        ModuleKey key{0, nullptr, false, nullptr};
        ModuleTally* tally = nullptr;
    };

    // Returns the module bought for these ends. `m` is lastMedia_ (its twin is lastTwin_).
    const Media* countEnds(std::size_t network, bool host, const Media& m, bool canShare, ModuleCache& cache, std::int64_t links);

    // Names come from a handful of strings that stay put while one network is enumerated
    // (host kinds live in that network's endpoint sources): compare their addresses first.
    std::size_t intern(std::size_t network, std::string_view name);

    std::size_t internSlow(std::string_view name);

    void reportUnreachable(const PathClass& cls, double path);

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
    std::list<PendingClass> classes_;   // a list: lastClass_ and classIndex_ point into it
    // Found by hash: a linear search made 64 networks × 1,000 host groups take 10 s (issue 42).
    std::unordered_map<PathClass, PendingClass*, ClassHash> classIndex_;
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
    std::vector<PositionSum> runSums_;                                           // their positions summed over the runs before r
    std::vector<PositionSum> groupSums_;                                         // what each group of an upper pod reaches
    std::vector<std::vector<std::pair<MediaChoice, std::int64_t>>> groupParts_;  // per group: links per switch by part
    std::vector<FloorPosition> groupAt_;                                         // where each group of an upper pod stands
    std::map<UnitShape, UnitRuns> unitShapes_;                                   // of the units being measured
    std::vector<MediaChoice> podChoices_;                                        // the medium each lower pod's links chose
    std::vector<std::int64_t> columnCounts_;                                     // lower pods before k that chose one medium
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
    StringIndex nameIds_;             // name → index in names_
    struct TierCache {                // one per tier number, so the tier itself always matches
        std::size_t network = 0;
        std::int64_t zone = 0, plane = 0;
        TierPlacement* tier = nullptr;
    };
    std::array<TierCache, 8> tierCache_;
    std::vector<std::string> reported_;
    CablingResult result_;
};

}  // namespace cp
