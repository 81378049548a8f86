// The pieces the plan counts whole (see cabling_walk.h and docs/layout-and-cabling.md).
#include <algorithm>

#include "layout/cabling_walk.h"

namespace cp {

template <typename F>
void CablingWalk::forEachBundle(const TierLinks& f, const TierLinks::Span& span, F&& fn) {
    const std::int64_t end = std::min((span.first + span.count) * f.per_pod, f.lower_installed);
    for (std::int64_t i = span.first * f.per_pod; i < end; ++i) fn(f.bundleOf(i));
}

template <typename F>
void CablingWalk::forEachRailRun(const UnitLinks& u, std::int64_t unit, F&& fn) {
    if (u.leafStride() == 1) {
        fn(u.firstLeaf(unit), u.rails);
        return;
    }
    for (std::int64_t r = 0; r < u.rails; ++r) fn(u.firstLeaf(unit) + r * u.leafStride(), std::int64_t{1});
}

template <typename F>
void CablingWalk::forEachPiece(const TierLinks& f, const TierLinks::Span& span, F&& fn) {
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

void CablingWalk::locate(const TierLinks& f) {
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
    forEachBundle(f, pastTheBuild(f), [&](const LinkBundle& b) { locate(b); });
}

void CablingWalk::measure(const TierLinks& f) {
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
    forEachBundle(f, pastTheBuild(f), [&](const LinkBundle& b) { measure(b); });
}

void CablingWalk::locate(const UnitLinks& u) {
    TierPlacement& tier = placement(u.base.network_index, u.base.upper);
    const FloorPlan::HostRacks racks = racksOf(u.base.lower.host_kind);
    for (std::int64_t unit = 0; unit < u.units(); ++unit) {
        if (u.hostsOf(unit) == 0) continue;  // a block past a partial scalable unit's nodes
        const PositionSum sum = floor_.hostsSum(racks, u.firstHost(unit), u.hostsOf(unit));
        forEachRailRun(u, unit, [&](std::int64_t leaf, std::int64_t leaves) { addRunSum(tier, leaf, leaves, sum); });
    }
}

void CablingWalk::measure(const UnitLinks& u) {
    PendingClass& cls = pendingClass(u.base);
    const TierPlacement& leaves = placed(u.base.network_index, u.base.upper);
    const FloorPlan::HostRacks racks = racksOf(u.base.lower.host_kind);
    unitShapes_.clear();
    for (std::int64_t unit = 0; unit < u.units(); ++unit) {
        if (u.hostsOf(unit) == 0) continue;
        const std::optional<FloorPosition> leafAt = railLeavesAt(u, unit, leaves);
        if (!leafAt || racks.at_core) {
            for (std::int64_t r = 0; r < u.rails; ++r) measure(u.railBundle(unit, r));
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
                            leafAt->rack < 0 ? kNetworkRack : leafAt->rack - rack.rack};
        auto [it, added] = unitShapes_.try_emplace(key);
        if (added) it->second = measureUnitShape(u, cls, unit, *leafAt);
        replayUnitShape(u, cls, it->second, unit);
    }
}

void CablingWalk::locate(const PackedLinks& pk) {
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

void CablingWalk::measure(const PackedLinks& pk) {
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

bool CablingWalk::wholePods(const TierLinks& f, const TierLinks::Span& span) const {
    return f.per_pod == f.s && span.count > 0 && (span.first + span.count) * f.per_pod <= f.lower_installed;
}

bool CablingWalk::groupsStandTogether(const TierLinks& f, std::int64_t pod, const TierPlacement& above) {
    groupAt_.clear();
    for (std::int64_t g = 0; g < f.groups; ++g) {
        const std::optional<FloorPosition> at = oneRun(above, f.firstUpper(pod, g), f.group_size);
        if (!at) return false;
        groupAt_.push_back(*at);
    }
    return true;
}

void CablingWalk::measurePieces(const TierLinks& f, std::int64_t pod, const TierLinks::Span& span) {
    PendingClass& cls = pendingClass(f.base);
    const LinkEnds ends = cls.cls.ends;
    const std::int64_t upLinks = f.group_size * f.bundle();
    // Twin-port parts are tallied per device: a column's pieces of one medium as one run of lower
    // switches, and per group what each medium brings its switches, once per pod.
    DeviceTallyRun lower{{}, 0, 0};
    groupParts_.assign(static_cast<std::size_t>(f.groups), {});
    forEachPiece(f, span, [&](const Piece& piece) {
        const std::int64_t switches = piece.q_end - piece.q;
        const auto g = static_cast<std::size_t>(piece.group);
        PendingPath& pending = addPath(cls, floor_.pathLengthM(piece.at, groupAt_[g]), switches * upLinks);
        if (!ends.lower_twin && !ends.upper_twin) return;
        const MediaChoice choice = chosen(pending);
        const std::int64_t first = (span.first + piece.column) * f.per_pod + piece.q;
        if (lower.count > 0 && sameChoice(lower.choice, choice) && lower.first + lower.count == first) {
            lower.count += switches;
        } else {
            if (lower.count > 0) tallyEnd(cls.cls, lower.choice, {f.base.lower, lower.first, lower.count, upLinks}, false);
            lower = {choice, first, switches};
        }
        auto& parts = groupParts_[g];
        const auto same = std::find_if(parts.begin(), parts.end(), [&](const auto& p) { return sameChoice(p.first, choice); });
        if (same == parts.end())
            parts.emplace_back(choice, switches * f.bundle());
        else
            same->second += switches * f.bundle();
    });
    if (lower.count > 0) tallyEnd(cls.cls, lower.choice, {f.base.lower, lower.first, lower.count, upLinks}, false);
    for (std::size_t g = 0; g < groupParts_.size(); ++g)
        for (const auto& [choice, links] : groupParts_[g])
            tallyEnd(cls.cls, choice, {f.base.upper, f.firstUpper(pod, static_cast<std::int64_t>(g)), f.group_size, links}, true);
}

bool CablingWalk::regularPod(const TierLinks& f, const TierLinks::Span& span) {
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

std::optional<FloorPosition> CablingWalk::oneRun(const TierPlacement& tier, std::int64_t first, std::int64_t count) {
    if (first >= tier.linked) return tier.unlinked;
    const std::size_t run = tier.runOf(first);
    if (tier.runEnd(run) < first + count) return std::nullopt;
    return tier.runAt[run];
}

void CablingWalk::locateRegularPod(const TierLinks& f, std::int64_t pod, std::int64_t m, TierPlacement& tier) {
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

std::size_t CablingWalk::runAtColumn(std::int64_t column) const {
    const auto after = std::upper_bound(lowerRuns_.begin(), lowerRuns_.end(), column,
                                        [](std::int64_t c, const ColumnRun& run) { return c < run.first; });
    return static_cast<std::size_t>(after - lowerRuns_.begin()) - 1;
}

void CablingWalk::measureRegularPod(const TierLinks& f, std::int64_t pod, const TierLinks::Span& span,
                                    const FloorPosition& upperAt) {
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
                tallyEnd(cls.cls, podChoices_[k], {f.base.upper, f.firstUpper(pod, g), f.group_size, items * f.bundle()}, true);
        }
    }
}

auto CablingWalk::measureUnitShape(const UnitLinks& u, PendingClass& cls, std::int64_t unit, const FloorPosition& leafAt)
    -> UnitRuns {
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

void CablingWalk::replayUnitShape(const UnitLinks& u, PendingClass& cls, const UnitRuns& shape, std::int64_t unit) {
    for (const UnitRun& run : shape.runs) {
        PendingPath& pending = pending_[run.pending];
        pending.links += run.hosts * u.rails;
        if (cls.cls.ends.lower_twin)
            tallyEnd(cls.cls, chosen(pending), {u.base.lower, u.firstHost(unit) + run.offset, run.hosts, u.rails}, false);
    }
    for (const auto& part : shape.leafParts)  // not a structured binding: Clang 14 cannot capture one
        forEachRailRun(u, unit, [&](std::int64_t leaf, std::int64_t leaves) {
            tallyEnd(cls.cls, part.first, {u.base.upper, leaf, leaves, part.second}, true);
        });
}

std::optional<FloorPosition> CablingWalk::railLeavesAt(const UnitLinks& u, std::int64_t unit, const TierPlacement& leaves) {
    if (u.leafStride() == 1) return oneRun(leaves, u.firstLeaf(unit), u.rails);
    DeviceId leaf = u.base.upper;
    leaf.index = u.firstLeaf(unit);
    const FloorPosition first = position(u.base.network_index, leaf);
    for (std::int64_t r = 1; r < u.rails; ++r) {
        leaf.index += u.leafStride();
        if (!samePosition(position(u.base.network_index, leaf), first)) return std::nullopt;
    }
    return first;
}

}  // namespace cp
