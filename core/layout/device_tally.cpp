#include "layout/device_tally.h"

namespace cp {

std::vector<std::int64_t>& DeviceTally::perDevice(const Key& key) {
    for (Recent& r : recent_)
        if (r.links && r.key == key) return *r.links;
    Recent& r = recent_[replace_];
    replace_ = 1 - replace_;
    r.key = key;
    r.links = &links_[key];  // map nodes stay put
    return *r.links;
}

void DeviceTally::add(const Key& key, std::int64_t first, std::int64_t devices, std::int64_t linksEach) {
    // Differences between neighbouring devices: a run of devices is two updates, however long
    // (a spine's up links reach 32 super-spines at once); totals() sums them back in one pass.
    std::vector<std::int64_t>& steps = perDevice(key);
    const auto end = static_cast<std::size_t>(first + devices);
    if (steps.size() < end + 1) steps.resize(end + 1, 0);
    steps[static_cast<std::size_t>(first)] += linksEach;
    steps[end] -= linksEach;
}

std::map<DeviceTally::TotalKey, DeviceTally::Totals> DeviceTally::totals() const {
    std::map<TotalKey, Totals> out;
    for (const auto& [key, steps] : links_) {
        Totals& t = out[{key.network, key.part, key.link_media, key.host, key.length_m}];
        std::int64_t links = 0;  // of the device at hand
        for (const std::int64_t step : steps) {
            links += step;
            t.links += links;
            t.parts += (links + 1) / 2;
        }
    }
    return out;
}

}  // namespace cp
