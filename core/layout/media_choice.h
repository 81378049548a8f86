#pragma once
// Picking the medium for a link: the cheapest catalog medium at the link speed
// whose reach covers the length, under the network's media policy.

#include <map>
#include <string>
#include <vector>

#include "catalog/catalog.h"
#include "profile/profile_enums.h"

namespace cp {

struct MediaChoice {
    const Media* media = nullptr;  // nullptr: nothing reaches
    double ordered_length_m = 0;   // rounded up to an orderable length
};

// Which ends of a link can share a twin-port module with a neighbouring link
// (a switch cage carrying two links, a dual-port or broken-out node port), and whether two such
// links can share one splitter cable (a host link on a twin switch cage).
struct LinkEnds {
    bool lower_twin = false;
    bool upper_twin = false;
    bool splitter = false;  // the lower end is a host, the upper a twin cage: an assembly's twin part carries two links

    bool operator==(const LinkEnds&) const = default;
    int index() const { return (lower_twin ? 1 : 0) + (upper_twin ? 2 : 0) + (splitter ? 4 : 0); }
};

// A link's price with `media`: a twin-port module counts as half a module at each end that can share
// one, a splitter (an assembly's twin part) as half a splitter. What the selector ranks media by.
double linkPriceUsd(const Media& media, LinkEnds ends, const Catalog& catalog);

// The selectors a cabling walk makes: one per link speed and media policy (a network's tiers' speeds
// and its link speed, with its policy).
struct SelectorKey {
    double speed_gbps = 0;
    std::vector<MediaPolicy> policy;
    bool operator==(const SelectorKey&) const = default;
};

// Which medium each selector picks at each reach the catalog's media have, for each kind of link ends
// (a catalog media index, -1 for none). A link of length L gets the pick at the shortest such reach
// ≥ L, so two catalogs with the same signature pick the same medium for every link: a cabling
// counted with one holds for the other once repriced (layout/cabling_price.h).
std::vector<int> mediaChoiceSignature(const Catalog& catalog, const std::vector<SelectorKey>& selectors);

class MediaSelector {
public:
    MediaSelector(const Catalog& catalog, double speedGbps, const std::vector<MediaPolicy>& policy);

    // The cheapest medium by linkPriceUsd whose reach covers the length (AOC over SR by policy).
    MediaChoice choose(double lengthM, LinkEnds ends = {}) const;
    const Media* longestReach() const;  // for error messages
    bool empty() const { return candidates_.empty(); }

private:
    double orderedLength(const Media& media, double lengthM) const;

    std::vector<const Media*> candidates_;
    std::map<const Media*, const OrderableLengths*> lengthsOf_;
    std::vector<const Media*> byPrice_[8];  // cheapest first, per LinkEnds::index()
    bool aocOverSr_ = false;
};

}  // namespace cp
