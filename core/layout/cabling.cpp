#include "layout/cabling.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <tuple>

#include "common/format.h"
#include "common/int_math.h"
#include "layout/media_choice.h"

namespace cp {

namespace {

struct Centroid {
    double x = 0, y = 0, hall = 0;
    std::int64_t n = 0;
    bool placed = false;
    FloorPosition position;
};

using SwitchKey = std::tuple<std::size_t, std::int64_t, std::int64_t, int>;  // network, zone, plane, tier

class CablingWalk {
public:
    CablingWalk(const Profile& profile, const Catalog& catalog, const FloorPlan& floor, Plan& plan)
        : profile_(profile), catalog_(catalog), floor_(floor), plan_(plan) {
        for (std::size_t i = 0; i < profile.networks.size(); ++i) {
            const NetworkInput& net = profile.networks[i];
            selectors_.emplace_back(catalog, net.link_speed_gbps, net.media_policy);
            // Per tier: does a cage carry two links at this speed (twin-port modules)?
            std::vector<bool> twinTiers;
            for (const TierResult& t : plan.fabric->networks[i].tiers)
                twinTiers.push_back(catalog.findSwitch(t.switch_id)->linksPerCage(net.link_speed_gbps) == 2);
            twinCageByTier_.push_back(std::move(twinTiers));
            computeNicPorts_.push_back(nicPorts(net.role));
        }
        storageNicPorts_ = profile.storage.nic.empty() ? 1 : catalog.findNic(profile.storage.nic)->ports.value;
        for (const Media& m : catalog.media) twinOf_[&m] = m.twin_module.empty() ? nullptr : catalog.findMedia(m.twin_module);
    }

    void locate(const LinkRecord& link) {
        const FloorPosition below = position(link, link.lower);
        Centroid& c = centroid(link, link.upper.device);
        c.x += below.x_m;
        c.y += below.y_m;
        c.hall += static_cast<double>(below.hall);
        ++c.n;
    }

    void measure(const LinkRecord& link, const CableSink& sink) {
        const double path = floor_.pathLengthM(position(link, link.lower), position(link, link.upper));
        const LinkEnds ends{canShareModule(link, link.lower), canShareModule(link, link.upper)};
        // Neighbouring links mostly share their path (hosts of one rack, bundles): choose once per run.
        if (!(path == lastPath_ && ends.lower_twin == lastEnds_.lower_twin && ends.upper_twin == lastEnds_.upper_twin &&
              link.network_index == lastNetwork_)) {
            lastChoice_ = selectors_[link.network_index].choose(path, ends);
            lastPath_ = path;
            lastEnds_ = ends;
            lastNetwork_ = link.network_index;
        }
        const MediaChoice choice = lastChoice_;
        if (!choice.media) {
            reportUnreachable(link, path);
            return;
        }
        const Media& m = *choice.media;
        if (&m != lastMedia_) {  // what a medium's class implies, looked up once per run of it
            lastMedia_ = &m;
            lastTally_ = &media_[&m];
            lastTwin_ = twinOf_.at(&m);
            lastCopper_ = m.isCopper();
            lastAoc_ = m.media_class == "aoc";
        }
        ++result_.cables_total;
        if (lastCopper_) ++result_.copper_cables;
        result_.longest_m = std::max(result_.longest_m, choice.ordered_length_m);
        MediaTally& tally = *lastTally_;
        ++tally.cables;
        tally.cablePrice += m.price_usd_per_cable.value;
        if (m.isAssembly()) tally.activeEndsPower += 2 * m.power_w_per_end.value;
        if (lastAoc_) tally.integratedEnds += 2;  // an AOC's ends are transceivers too
        const Media* lowerModule = nullptr;
        const Media* upperModule = nullptr;
        if (m.pluggable_ends > 0) {
            lowerModule = countEnd(link.lower, m, ends.lower_twin, moduleCache_[0]);
            upperModule = countEnd(link.upper, m, ends.upper_twin, moduleCache_[1]);
        }
        if (link.lower_tier.data() != lastLowerName_.data() || link.upper_tier.data() != lastUpperName_.data() ||
            link.lower_tier.size() != lastLowerName_.size() || link.upper_tier.size() != lastUpperName_.size()) {
            lastLowerName_ = link.lower_tier;
            lastUpperName_ = link.upper_tier;
            lastLowerId_ = intern(link.lower_tier);
            lastUpperId_ = intern(link.upper_tier);
        }
        const BinKey bin{link.network_index, lastLowerId_, lastUpperId_, &m, choice.ordered_length_m};
        if (!(lastBinKey_ == bin)) {
            lastBin_ = &bins_[bin];
            lastBinKey_ = bin;
        }
        ++*lastBin_;
        if (sink) sink(CableRecord{result_.cables_total, &link, &m, lowerModule, upperModule, choice.ordered_length_m, path});
    }

    CablingResult finish() {
        result_.layout_defaults = floor_.defaults();
        result_.nodes_per_rack = floor_.nodesPerRack();
        result_.racks = floor_.racks();
        result_.halls = floor_.halls();
        std::map<const Media*, std::int64_t> modulesByLinkMedia;
        for (auto& [key, t] : modules_) {
            const auto& [module, isHost, linkMedia] = key;
            const std::string end = isHost ? "host" : "switch";
            const std::int64_t count = ceilDiv(t.endsServed, t.linksPerModule);
            result_.transceivers.push_back({module->id, end, count, static_cast<double>(count) * module->power_w_per_end.value,
                                            static_cast<double>(count) * module->price_usd_per_end.value});
            result_.transceivers_total += count;
            modulesByLinkMedia[linkMedia] += count;
            media_[linkMedia].modulePower += static_cast<double>(count) * module->power_w_per_end.value;
            media_[linkMedia].modulePrice += static_cast<double>(count) * module->price_usd_per_end.value;
        }
        for (const auto& [m, t] : media_) {
            MediaUse use{m->id, m->media_class, m->speed_gbps, t.cables, modulesByLinkMedia[m] + t.integratedEnds,
                         t.activeEndsPower + t.modulePower, t.cablePrice + t.modulePrice};
            result_.transceivers_total += t.integratedEnds;
            result_.power_w += use.power_w;
            result_.price_usd += use.price_usd;
            result_.by_media.push_back(use);
        }
        std::sort(result_.by_media.begin(), result_.by_media.end(),
                  [](const MediaUse& a, const MediaUse& b) { return a.cables > b.cables; });
        for (const auto& [key, count] : bins_) {
            const auto& [network, from, to, media, length] = key;
            result_.by_length.push_back({profile_.networks[network].name, names_[from], names_[to], media->id, length, count});
        }
        result_.copper_share = result_.cables_total ? static_cast<double>(result_.copper_cables) / static_cast<double>(result_.cables_total) : 0;
        return result_;
    }

private:
    using ModuleKey = std::tuple<const Media*, bool, const Media*>;  // module, host end, link medium
    struct MediaTally {
        std::int64_t cables = 0;
        std::int64_t integratedEnds = 0;
        double cablePrice = 0, activeEndsPower = 0, modulePower = 0, modulePrice = 0;
    };
    struct ModuleTally {
        std::int64_t endsServed = 0;
        std::int64_t linksPerModule = 1;
    };

    // Links arrive grouped by fabric and tier pair, so the last lookup for the same tier is
    // usually the next one (one cache per tier: a link's two ends are on different tiers).
    Centroid& centroid(const LinkRecord& link, const DeviceId& d) {
        const SwitchKey key{link.network_index, d.zone, d.plane, d.tier};
        TierCache& cache = tierCache_[static_cast<std::size_t>(d.tier) % tierCache_.size()];
        if (!cache.tier || !(cache.key == key)) {
            cache.tier = &switches_[key];
            cache.key = key;
        }
        auto& tier = *cache.tier;
        if (static_cast<std::int64_t>(tier.size()) <= d.index) tier.resize(static_cast<std::size_t>(d.index) + 1);
        return tier[static_cast<std::size_t>(d.index)];
    }

    FloorPosition position(const LinkRecord& link, const LinkEnd& end) {
        if (end.device.is_host) return floor_.hostPosition(end.device.host_kind, end.device.index);
        Centroid& c = centroid(link, end.device);
        if (!c.placed) {
            c.placed = true;
            FloorPosition mean;
            if (c.n > 0) {
                const double n = static_cast<double>(c.n);
                mean.x_m = c.x / n;
                mean.y_m = c.y / n;
                mean.hall = static_cast<std::int64_t>(std::llround(c.hall / n));
            }
            c.position = place(link.network_index, end.device, mean);
        }
        return c.position;
    }

    // Where a switch stands, given the mean position of what it connects below.
    FloorPosition place(std::size_t network, const DeviceId& d, const FloorPosition& below) const {
        const NetworkInput& net = profile_.networks[network];
        const NetworkResult& result = plan_.fabric->networks[network];
        const int tiers = result.tier_count;
        const bool top = d.tier == tiers - 1;
        if (d.tier == 0 && tiers > 1) {
            std::string leaf = net.placement.leaf;
            if (leaf == "auto") leaf = net.rail_optimized ? "rail_rack" : "in_rack";
            if (leaf == "row_end") return floor_.rowEnd(below);
            FloorPosition p = floor_.nearestRack(below);
            if (leaf == "rail_rack") p.rack = -1;  // a network rack of its own among the SU's racks
            return p;
        }
        if (tiers == 1) return floor_.nearestRack(below);
        if (top && tiers >= 3) {
            if (net.placement.core == "other_hall") return floor_.hallCenter(floor_.halls());
            return floor_.hallCenter(0);
        }
        if (net.placement.spine == "central") return floor_.hallCenter(below.hall);
        FloorPosition p = below;  // pod network row next to its leaves
        p.rack = -1;
        return p;
    }

    // A switch cage carrying two links at this speed, or a node module with two ports.
    bool canShareModule(const LinkRecord& link, const LinkEnd& end) {
        if (!end.device.is_host) return twinCageByTier_[link.network_index][static_cast<std::size_t>(end.device.tier)];
        // Host kinds come from a few stable strings: remember the answer per string address.
        const std::string_view kind = end.device.host_kind;
        if (kind.data() == lastHostKind_.data() && kind.size() == lastHostKind_.size() && link.network_index == lastHostNetwork_)
            return lastHostShares_;
        lastHostKind_ = kind;
        lastHostNetwork_ = link.network_index;
        lastHostShares_ = kind == "compute" ? computeNicPorts_[link.network_index] >= 2
                          : kind == "storage" ? storageNicPorts_ >= 2
                                              : false;
        return lastHostShares_;
    }

    std::int64_t nicPorts(const std::string& role) const {
        const NodeType& node = *catalog_.findNode(profile_.compute.node_type);
        for (const NodeNic& n : node.nics)
            if (n.role == role) return catalog_.findNic(n.nic_id)->ports.value;
        return 1;
    }

    // The last module tally used at one end of a link (lower and upper ends alternate, so one each).
    struct ModuleCache {
        ModuleKey key{nullptr, false, nullptr};
        ModuleTally* tally = nullptr;
    };

    // Returns the module bought for this end. `m` is lastMedia_ (its twin is lastTwin_).
    const Media* countEnd(const LinkEnd& end, const Media& m, bool canShare, ModuleCache& cache) {
        const Media* twin = lastTwin_;
        const Media* module = canShare && twin ? twin : &m;
        const ModuleKey key{module, end.device.is_host, &m};
        if (!(cache.key == key)) {
            cache.tally = &modules_[key];
            cache.key = key;
        }
        cache.tally->linksPerModule = module == twin ? 2 : 1;
        ++cache.tally->endsServed;
        return module;
    }

    std::size_t intern(std::string_view name) {
        // Names come from a handful of stable strings: compare their addresses first.
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

    void reportUnreachable(const LinkRecord& link, double path) {
        const std::string key = std::string(link.network) + "/" + std::string(link.lower_tier) + "/" + std::string(link.upper_tier);
        if (std::find(reported_.begin(), reported_.end(), key) != reported_.end()) return;
        reported_.push_back(key);
        const Media* longest = selectors_[link.network_index].longestReach();
        plan_.errors.push_back(
            {"/networks/" + std::to_string(link.network_index) + "/media_policy",
             "a " + std::string(link.lower_tier) + " → " + std::string(link.upper_tier) + " link of network " +
                 std::string(link.network) + " is " + formatFixed(path, 1) + " m; " +
                 (longest ? "the longest-reaching " + formatNumber(link.speed_gbps) + "G medium allowed (" + longest->id +
                                ") reaches " + formatNumber(longest->reach_m.value) + " m"
                          : "no " + formatNumber(link.speed_gbps) + "G medium is allowed") +
                 ": relax the media policy, move the tier (placement) or shorten the layout"});
    }

    const Profile& profile_;
    const Catalog& catalog_;
    const FloorPlan& floor_;
    Plan& plan_;
    std::vector<MediaSelector> selectors_;
    std::vector<std::vector<bool>> twinCageByTier_;
    std::vector<std::int64_t> computeNicPorts_;
    std::int64_t storageNicPorts_ = 1;
    std::map<SwitchKey, std::vector<Centroid>> switches_;
    std::map<const Media*, MediaTally> media_;
    std::map<ModuleKey, ModuleTally> modules_;
    ModuleCache moduleCache_[2];  // lower end, upper end
    double lastPath_ = -1;
    LinkEnds lastEnds_;
    std::size_t lastNetwork_ = ~std::size_t{0};
    MediaChoice lastChoice_;
    const Media* lastMedia_ = nullptr;
    MediaTally* lastTally_ = nullptr;
    const Media* lastTwin_ = nullptr;
    bool lastCopper_ = false, lastAoc_ = false;
    std::string_view lastHostKind_;
    std::size_t lastHostNetwork_ = ~std::size_t{0};
    bool lastHostShares_ = false;
    std::string_view lastLowerName_, lastUpperName_;  // tier names of the last link and their interned ids
    std::size_t lastLowerId_ = 0, lastUpperId_ = 0;
    std::map<const Media*, const Media*> twinOf_;
    std::vector<std::string_view> internedViews_;
    std::vector<std::size_t> internedIds_;
    using BinKey = std::tuple<std::size_t, std::size_t, std::size_t, const Media*, double>;
    std::map<BinKey, std::int64_t> bins_;
    BinKey lastBinKey_{~std::size_t{0}, 0, 0, nullptr, 0};
    std::int64_t* lastBin_ = nullptr;
    std::vector<std::string> names_;  // interned tier and host-kind names
    struct TierCache {
        SwitchKey key{~std::size_t{0}, 0, 0, 0};
        std::vector<Centroid>* tier = nullptr;
    };
    std::array<TierCache, 8> tierCache_;
    std::vector<std::string> reported_;
    CablingResult result_;
};

}  // namespace

CablingResult computeCabling(const Profile& profile, const Catalog& catalog, const FloorPlan& floor, Plan& plan,
                             const CableSink& sink) {
    CablingWalk walk(profile, catalog, floor, plan);
    // Pass 1 places every switch among what it connects below; pass 2 measures.
    enumerateLinks(profile, catalog, plan, [&](const LinkRecord& link) { walk.locate(link); });
    enumerateLinks(profile, catalog, plan, [&](const LinkRecord& link) { walk.measure(link, sink); });
    return walk.finish();
}

void explainCabling(const CablingResult& c, Plan& plan) {
    const std::string layout = c.layout_defaults ? " (default layout: the profile has no layout section)" : "";
    std::string perMedia, modules;
    for (const MediaUse& m : c.by_media)
        perMedia += (perMedia.empty() ? "" : " + ") + formatCount(m.cables) + " " + m.media;
    for (const TransceiverUse& t : c.transceivers)
        modules += (modules.empty() ? "" : " + ") + formatCount(t.count) + " " + t.module + " (" + t.end + ")";
    std::int64_t aocEnds = 0;
    for (const MediaUse& m : c.by_media)
        if (m.media_class == "aoc") aocEnds += 2 * m.cables;
    plan.explanations.push_back({"cabling.cables_total", "Cables",
                                 "one cable per link; each gets the cheapest medium whose reach covers its tray path "
                                 "(Manhattan + a drop at each end + slack), ordered at the next stock length",
                                 formatCount(c.cables_total) + " = " + perMedia + layout, {}});
    plan.explanations.push_back({"cabling.transceivers_total", "Transceivers",
                                 "transceivers = pluggable modules (a twin-port module serves two links at a shared cage "
                                 "or dual-port node module) + 2 integrated ends per AOC",
                                 formatCount(c.transceivers_total) + " = " + (modules.empty() ? "0" : modules) + " + " +
                                     formatCount(aocEnds) + " AOC ends",
                                 {}});
    plan.explanations.push_back({"cabling.copper_share", "Copper share", "copper share = copper cables (DAC, AEC, UTP) / cables",
                                 formatFixed(100 * c.copper_share, 1) + "% = " + formatCount(c.copper_cables) + " / " +
                                     formatCount(c.cables_total),
                                 {}});
    plan.explanations.push_back({"cabling.power_w", "Optics power",
                                 "power = Σ modules × power per module + Σ active cables × 2 × power per end",
                                 formatFixed(c.power_w / 1000, 1) + " kW", {"catalog media power_w_per_end"}});
}

}  // namespace cp
