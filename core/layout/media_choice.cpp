#include "layout/media_choice.h"

#include <algorithm>
#include <cmath>

namespace cp {

MediaSelector::MediaSelector(const Catalog& catalog, double speedGbps, const std::vector<MediaPolicy>& policy) {
    const auto has = [&](MediaPolicy flag) { return std::find(policy.begin(), policy.end(), flag) != policy.end(); };
    aocOverSr_ = has(MediaPolicy::AocOverSr);
    for (const Media& m : catalog.media) {
        if (m.speed_gbps != speedGbps) continue;
        if (has(MediaPolicy::OpticsOnly) && m.pluggable_ends == 0) continue;  // copper and AOC assemblies
        if (has(MediaPolicy::NoAec) && m.media_class == "aec") continue;
        if (has(MediaPolicy::NoAoc) && m.media_class == "aoc") continue;
        if (has(MediaPolicy::SingleModeOnly) && m.media_class != "singlemode" && m.media_class != "coherent") continue;
        candidates_.push_back(&m);
        lengthsOf_[&m] = catalog.lengthsFor(m.lengthClass());
    }
    for (int combo = 0; combo < 8; ++combo) {
        const LinkEnds ends{(combo & 1) != 0, (combo & 2) != 0, (combo & 4) != 0};
        byPrice_[combo] = candidates_;
        std::stable_sort(byPrice_[combo].begin(), byPrice_[combo].end(),
                         [&](const Media* a, const Media* b) { return linkPriceUsd(*a, ends, catalog) < linkPriceUsd(*b, ends, catalog); });
    }
}

double linkPriceUsd(const Media& m, LinkEnds ends, const Catalog& catalog) {
    const Media* twin = m.twin_module.empty() ? nullptr : catalog.findMedia(m.twin_module);
    if (m.pluggable_ends == 0) return ends.splitter && twin ? twin->price_usd_per_cable.value / 2 : m.price_usd_per_cable.value;
    const auto endPrice = [&](bool canShare) {
        return canShare && twin ? twin->price_usd_per_end.value / 2 : m.price_usd_per_end.value;
    };
    return m.price_usd_per_cable.value + endPrice(ends.lower_twin) + endPrice(ends.upper_twin);
}

std::vector<int> mediaChoiceSignature(const Catalog& catalog, const std::vector<SelectorKey>& selectors) {
    std::vector<double> reaches;
    for (const Media& m : catalog.media) reaches.push_back(m.reach_m.value);
    std::sort(reaches.begin(), reaches.end());
    reaches.erase(std::unique(reaches.begin(), reaches.end()), reaches.end());
    std::vector<int> signature;
    for (const SelectorKey& key : selectors) {
        const MediaSelector selector(catalog, key.speed_gbps, key.policy);
        for (int combo = 0; combo < 8; ++combo) {
            const LinkEnds ends{(combo & 1) != 0, (combo & 2) != 0, (combo & 4) != 0};
            for (double reach : reaches) {
                const Media* m = selector.choose(reach, ends).media;
                signature.push_back(m ? static_cast<int>(m - catalog.media.data()) : -1);
            }
        }
    }
    return signature;
}

double MediaSelector::orderedLength(const Media& media, double lengthM) const {
    if (const OrderableLengths* lengths = lengthsOf_.at(&media)) {
        auto it = std::lower_bound(lengths->lengths_m.begin(), lengths->lengths_m.end(), lengthM - 1e-9);
        if (it != lengths->lengths_m.end()) return *it;
    }
    return std::ceil(lengthM / 10.0) * 10.0;  // beyond stock lengths: cut to the next 10 m
}

MediaChoice MediaSelector::choose(double lengthM, LinkEnds ends) const {
    MediaChoice choice;
    for (const Media* m : byPrice_[ends.index()]) {
        if (m->reach_m.value + 1e-9 < lengthM) continue;
        if (!choice.media) choice.media = m;
        if (!aocOverSr_) break;
        if (choice.media->media_class != "multimode") break;
        if (m->media_class == "aoc") {
            choice.media = m;
            break;
        }
    }
    if (choice.media)
        choice.ordered_length_m = std::min(orderedLength(*choice.media, lengthM), std::max(lengthM, choice.media->reach_m.value));
    return choice;
}

const Media* MediaSelector::longestReach() const {
    const Media* best = nullptr;
    for (const Media* m : candidates_)
        if (!best || m->reach_m.value > best->reach_m.value) best = m;
    return best;
}

}  // namespace cp
