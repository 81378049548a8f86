#pragma once
// Parts that serve two links at one device (a twin-port module in a switch cage or a dual-port or
// broken-out node port, a splitter cable on a twin switch cage) are bought whole per device:
// ⌈links of that part at the device / 2⌉, not ⌈links of all devices / 2⌉. This tallies links per
// device for each such part, so the per-device count and the pooled one can both be reported.

#include <array>
#include <cstdint>
#include <map>
#include <tuple>
#include <vector>

#include "catalog/catalog.h"

namespace cp {

class DeviceTally {
public:
    // What is counted together: network, part bought, the links' medium, host end or switch end,
    // the device group (a host kind, or a tier's zone × plane fabric), and the ordered length for
    // cables (0 for modules). Devices of a group are numbered from 0.
    struct Key {
        std::size_t network = 0;
        const Media* part = nullptr;
        const Media* link_media = nullptr;
        bool host = false;
        std::size_t kind = 0;  // interned host kind or tier name
        std::int64_t zone = 0, plane = 0;
        double length_m = 0;
        auto tie() const { return std::tie(network, part, link_media, host, kind, zone, plane, length_m); }
        bool operator<(const Key& o) const { return tie() < o.tie(); }
        bool operator==(const Key& o) const { return tie() == o.tie(); }
    };

    // `devices` devices from `first` get `linksEach` links each.
    void add(const Key& key, std::int64_t first, std::int64_t devices, std::int64_t linksEach);

    struct Totals {
        std::int64_t links = 0;
        std::int64_t parts = 0;  // Σ devices ⌈links / 2⌉
    };
    // Totals per (network, part, link medium, host end, length): the device groups summed.
    using TotalKey = std::tuple<std::size_t, const Media*, const Media*, bool, double>;
    std::map<TotalKey, Totals> totals() const;

private:
    // Per group: (device, change in links per device from it on); each add starts and ends a run.
    using Changes = std::vector<std::pair<std::int64_t, std::int64_t>>;
    Changes& perDevice(const Key& key);

    std::map<Key, Changes> links_;
    // The last two groups used: a bundle's runs add to its lower and its upper end in turn.
    struct Recent {
        Key key;
        Changes* links = nullptr;
    };
    std::array<Recent, 2> recent_;
    std::size_t replace_ = 0;  // the slot a miss overwrites (the older one)
};

}  // namespace cp
