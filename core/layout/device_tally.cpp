#include "layout/device_tally.h"

#include <algorithm>

namespace cp {

DeviceTally::Changes& DeviceTally::perDevice(const Key& key) {
    for (Recent& r : recent_)
        if (r.links && r.key == key) return *r.links;
    Recent& r = recent_[replace_];
    replace_ = 1 - replace_;
    r.key = key;
    r.links = &links_[key];  // map nodes stay put
    return *r.links;
}

void DeviceTally::add(const Key& key, std::int64_t first, std::int64_t devices, std::int64_t linksEach) {
    // A run of devices is two changes, however long (a spine's up links reach 32 super-spines at
    // once); totals() sums them back in device order, a stretch of equal counts at a time.
    Changes& changes = perDevice(key);
    if (!changes.empty() && changes.back().first == first && changes.back().second == -linksEach) {
        changes.back().first = first + devices;  // extends the run before it
        return;
    }
    changes.emplace_back(first, linksEach);
    changes.emplace_back(first + devices, -linksEach);
}

namespace {

// Links and parts of a group from its changes in device order: a stretch of equal counts at a time.
void addUp(const std::vector<std::pair<std::int64_t, std::int64_t>>& changes, DeviceTally::Totals& t) {
    std::int64_t links = 0, from = 0;  // links of each device from `from` to the next change
    for (const auto& [device, change] : changes) {
        t.links += (device - from) * links;
        t.parts += (device - from) * ((links + 1) / 2);
        links += change;
        from = device;
    }
}

}  // namespace

std::map<DeviceTally::TotalKey, DeviceTally::Totals> DeviceTally::totals() const {
    std::map<TotalKey, Totals> out;
    for (const auto& [key, unsorted] : links_) {
        Totals& t = out[{key.network, key.part, key.link_media, key.host, key.length_m}];
        const auto byDevice = [](const auto& a, const auto& b) { return a.first < b.first; };
        if (std::is_sorted(unsorted.begin(), unsorted.end(), byDevice)) {
            addUp(unsorted, t);
            continue;
        }
        // Out of order (several bundles reach each device): sorted, or summed per device when the
        // changes are nearly as many as the devices.
        std::int64_t devices = 0;
        for (const auto& change : unsorted) devices = std::max(devices, change.first + 1);
        if (devices > 4 * static_cast<std::int64_t>(unsorted.size())) {
            Changes changes = unsorted;
            std::sort(changes.begin(), changes.end(), byDevice);
            addUp(changes, t);
            continue;
        }
        std::vector<std::int64_t> perDevice(static_cast<std::size_t>(devices), 0);
        for (const auto& [device, change] : unsorted) perDevice[static_cast<std::size_t>(device)] += change;
        std::int64_t links = 0;
        for (const std::int64_t change : perDevice) {
            links += change;
            t.links += links;
            t.parts += (links + 1) / 2;
        }
    }
    return out;
}

}  // namespace cp
