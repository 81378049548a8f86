#pragma once
// What the cabling stage counts: racks, cables by medium and ordered length, and
// the transceivers bought, each with its unit power and price (the BOM's optics
// lines are built from these, so the two always agree).

#include <cstdint>
#include <string>
#include <vector>

namespace cp {

// Cables and transceivers by medium, length and place.
struct MediaUse {
    std::string media;  // catalog media id
    std::string media_class;
    double speed_gbps = 0;
    std::int64_t cables = 0;
    std::int64_t transceivers = 0;  // pluggable modules bought for these links (twin-port shared)
    double power_w = 0;             // modules and active cable ends
    double price_usd = 0;           // modules and cables
    double cable_unit_power_w = 0;  // per cable: both ends of an active assembly, else 0
    double cable_unit_price_usd = 0;
};

struct CableBin {
    std::string network, from, to, media;
    double length_m = 0;  // ordered length
    std::int64_t count = 0;
};

// Modules bought for one network, module and end. A twin-port module serves two links at one
// device: `count` is what gets plugged in, ⌈its links at the device / 2⌉ summed over devices;
// `count_pooled` = ⌈all its link ends / 2⌉ is the lower bound a per-link tally gives.
struct TransceiverUse {
    std::string network;
    std::string module;  // media id of the module bought
    std::string end;     // "switch" or "host"
    std::string link_media;  // the medium of the links they serve (the module's own, or the assembly's whose twin it is)
    std::int64_t count = 0;
    std::int64_t count_pooled = 0;
    std::int64_t link_ends = 0;         // link ends these modules serve
    std::int64_t links_per_module = 1;  // 2 for a twin-port module
    double unit_power_w = 0;  // per module
    double unit_price_usd = 0;
    double power_w = 0;  // count × unit
    double price_usd = 0;
};

// Cables as bought, per network, part and ordered length: one assembly or fibre patch per link,
// or one splitter (the link medium's twin part: one twin end on a switch cage, two host ends) for
// two host links of one twin switch cage (whole splitters per switch).
struct CablePart {
    std::string network;
    std::string part;        // catalog media id of what is bought
    std::string link_media;  // the medium of the links it carries
    double length_m = 0;
    std::int64_t count = 0;  // parts
    std::int64_t links = 0;  // links they carry
    double unit_power_w = 0;  // active ends of one part
    double unit_price_usd = 0;
    bool splitter() const { return part != link_media; }
};

struct CablingResult {
    bool layout_defaults = false;  // the profile has no layout section
    std::int64_t nodes_per_rack = 0;
    std::int64_t racks = 0;
    std::int64_t halls = 0;
    std::int64_t cables_total = 0;       // one per link
    std::int64_t cable_parts_total = 0;  // cables bought: a splitter carries two links
    std::int64_t transceivers_total = 0;
    std::int64_t copper_cables = 0;
    double copper_share = 0;  // copper cables / all cables
    double power_w = 0;       // transceivers and active cables
    double price_usd = 0;
    double longest_m = 0;
    std::vector<MediaUse> by_media;
    std::vector<CableBin> by_length;
    std::vector<TransceiverUse> transceivers;
    std::vector<CablePart> cable_parts;

    const MediaUse* mediaUse(const std::string& media_id) const {
        for (const MediaUse& m : by_media)
            if (m.media == media_id) return &m;
        return nullptr;
    }
};

}  // namespace cp
