// Bundles and links walked, tiers placed, paths counted into media, lengths and parts (cabling_walk.h).
#include <algorithm>
#include <cmath>

#include "common/format.h"
#include "common/int_math.h"
#include "layout/cabling_walk.h"

namespace cp {

CablingWalk::CablingWalk(const Profile& profile, const Catalog& catalog, const FloorPlan& floor, const FabricResult& fabric,
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
                               net.placement.spine == SpinePlacement::Central, net.placement.core == CorePlacement::OtherHall});
    }
    for (const Media& m : catalog.media) twins_.push_back(m.twin_module.empty() ? nullptr : catalog.findMedia(m.twin_module));
}

void CablingWalk::locate(const LinkBundle& b) {
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

void CablingWalk::measure(const LinkBundle& b) {
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

void CablingWalk::measure(const LinkRecord& link, const CableSink& sink) {
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

CablingResult CablingWalk::finish() {
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

void CablingWalk::finishModules(const PerDevice& perDevice) {
    for (auto& [key, t] : modules_) {
        const auto& [network, module, isHost, linkMedia] = key;
        TransceiverUse use{profile_.networks[network].name, module->id, isHost ? "host" : "switch", linkMedia->id};
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

void CablingWalk::finishCableParts(const PerDevice& perDevice) {
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

void CablingWalk::addCablePart(std::size_t network, const Media& part, const Media& link, double length, std::int64_t count,
                               std::int64_t links, double unitPower, double unitPrice, std::int64_t ends) {
    result_.cable_parts.push_back(
        {profile_.networks[network].name, part.id, link.id, length, count, links, unitPower, unitPrice});
    result_.cable_parts_total += count;
    MediaTally& media = media_[&link];
    media.cablePower += static_cast<double>(count) * unitPower;
    media.cablePrice += static_cast<double>(count) * unitPrice;
    if (link.media_class == "aoc") media.integratedEnds += ends * count;  // an AOC's ends are transceivers too
}

void CablingWalk::finishMedia() {
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

void CablingWalk::addRunSum(TierPlacement& tier, std::int64_t firstSwitch, std::int64_t count, const PositionSum& sum) {
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

TierPlacement& CablingWalk::placement(std::size_t network, const DeviceId& d) {
    TierCache& cache = tierCache_[static_cast<std::size_t>(d.tier) % tierCache_.size()];
    if (!cache.tier || cache.network != network || cache.zone != d.zone || cache.plane != d.plane) {
        cache.tier = &tiers_[TierKey{network, d.zone, d.plane, d.tier}];
        cache.network = network;
        cache.zone = d.zone;
        cache.plane = d.plane;
    }
    return *cache.tier;
}

TierPlacement& CablingWalk::placed(std::size_t network, const DeviceId& d) {
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

void CablingWalk::appendRun(TierPlacement& tier, std::int64_t first, const FloorPosition& at) {
    if (!tier.runAt.empty() && samePosition(tier.runAt.back(), at)) return;
    tier.runFirst.push_back(first);
    tier.runAt.push_back(at);
}

FloorPosition CablingWalk::position(std::size_t network, const DeviceId& d) {
    if (d.is_host) return floor_.hostPosition(d.host_kind, d.index);
    const TierPlacement& tier = placed(network, d);
    return d.index < tier.linked ? tier.runAt[tier.runOf(d.index)] : tier.unlinked;
}

FloorPlan::HostRacks CablingWalk::racksOf(std::string_view kind) {
    if (kind != lastRacksKind_) {
        lastRacks_ = floor_.hostRacks(kind);
        lastRacksKind_ = kind;
    }
    return lastRacks_;
}

FloorPosition CablingWalk::place(std::size_t network, const DeviceId& d, const FloorPosition& below) const {
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

auto CablingWalk::count(const PathClass& cls, double path, std::int64_t links) -> Counted {
    // Neighbouring links mostly share their path (hosts of one rack, bundles): choose once per run.
    return count(cls, choose(cls, path), path, links);
}

auto CablingWalk::count(const PathClass& cls, const MediaChoice& choice, double path, std::int64_t links) -> Counted {
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

MediaChoice CablingWalk::choose(const PathClass& cls, double path) {
    if (!(path == lastPath_ && cls.ends == lastEnds_ && cls.network == lastNetwork_ && cls.speed_gbps == lastSpeed_)) {
        lastChoice_ = selectors_[cls.network].at(cls.speed_gbps).choose(path, cls.ends);
        lastPath_ = path;
        lastEnds_ = cls.ends;
        lastNetwork_ = cls.network;
        lastSpeed_ = cls.speed_gbps;
    }
    return lastChoice_;
}

auto CablingWalk::classOf(std::size_t network, const DeviceId& lower, const DeviceId& upper, std::string_view lowerTier,
                          std::string_view upperTier, double speed) -> PathClass {
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

const MediaChoice& CablingWalk::chosen(PendingPath& p) {
    if (!p.choice) p.choice = choose(*p.cls, p.path_m);
    return *p.choice;
}

void CablingWalk::tallyDevices(const PathClass& cls, const MediaChoice& choice, const DeviceRun& lower, const DeviceRun& upper) {
    tallyEnd(cls, choice, lower, false);
    tallyEnd(cls, choice, upper, true);
}

void CablingWalk::tallyEnd(const PathClass& cls, const MediaChoice& choice, const DeviceRun& run, bool upperEnd) {
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

auto CablingWalk::pendingClass(const LinkBundle& b) -> PendingClass& {
    if (lastClass_ && b.network_index == lastClassNetwork_ && b.lower_tier.data() == lastClassLower_.data() &&
        b.upper_tier.data() == lastClassUpper_.data() && b.lower.is_host == lastClassHost_)
        return *lastClass_;
    const PathClass cls = classOf(b.network_index, b.lower, b.upper, b.lower_tier, b.upper_tier, b.speed_gbps);
    PendingClass*& found = classIndex_[cls];
    if (!found) found = &*classes_.insert(classes_.end(), PendingClass{cls, {}});
    lastClass_ = found;
    lastClassNetwork_ = b.network_index;
    lastClassLower_ = b.lower_tier;
    lastClassUpper_ = b.upper_tier;
    lastClassHost_ = b.lower.is_host;
    return *found;
}

auto CablingWalk::addPath(PendingClass& cls, double path, std::int64_t links) -> PendingPath& {
    const auto [it, added] = cls.byPath.try_emplace(path, pending_.size());
    if (added) pending_.push_back({&cls.cls, path, 0, std::nullopt});
    PendingPath& pending = pending_[it->second];
    pending.links += links;
    return pending;
}

bool CablingWalk::canShareModule(std::size_t network, const DeviceId& end, bool upSide) {
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

std::set<std::string> CablingWalk::hostSharing(const NetworkResult& net, NetworkRole role) const {
    std::set<std::string> out;
    const std::int64_t storagePorts = profile_.storage.nic.empty() ? 1 : catalog_.findNic(profile_.storage.nic)->ports.value;
    for (const EndpointGroup& g : net.endpoint_groups) {
        const std::int64_t ports = g.kind == "compute" ? nicPorts(role) : g.kind == "storage" ? storagePorts : 0;
        if ((g.kind == "compute" || g.kind == "storage") && (ports >= 2 || g.breakout >= 2)) out.insert(g.kind);
    }
    return out;
}

std::int64_t CablingWalk::nicPorts(NetworkRole role) const {
    const NodeType& node = *catalog_.findNode(profile_.compute.node_type);
    for (const NodeNic& n : node.nics)
        if (n.role == role) return catalog_.findNic(n.nic_id)->ports.value;
    return 1;
}

const Media* CablingWalk::countEnds(std::size_t network, bool host, const Media& m, bool canShare, ModuleCache& cache,
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

std::size_t CablingWalk::intern(std::size_t network, std::string_view name) {
    if (network != internedNetwork_) {
        internedViews_.clear();
        internedIds_.clear();
        internedNetwork_ = network;
    }
    // A network has a few tiers and usually few host kinds: their views are compared by address.
    // Past 16 the hashed lookup alone (a scan of 1,000 host groups per link was quadratic).
    for (std::size_t i = 0; i < internedViews_.size(); ++i)
        if (internedViews_[i].data() == name.data() && internedViews_[i].size() == name.size()) return internedIds_[i];
    const std::size_t id = internSlow(name);
    if (internedViews_.size() < 16) internedViews_.push_back(name), internedIds_.push_back(id);
    return id;
}

std::size_t CablingWalk::internSlow(std::string_view name) {
    if (const auto found = nameIds_.find(name); found != nameIds_.end()) return found->second;
    nameIds_.emplace(std::string(name), names_.size());
    names_.emplace_back(name);
    return names_.size() - 1;
}

void CablingWalk::reportUnreachable(const PathClass& cls, double path) {
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

}  // namespace cp
