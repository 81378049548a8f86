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
    std::vector<std::int64_t>& links = perDevice(key);
    const auto end = static_cast<std::size_t>(first + devices);
    if (links.size() < end) links.resize(end, 0);
    for (auto i = static_cast<std::size_t>(first); i < end; ++i) links[i] += linksEach;
}

std::map<DeviceTally::TotalKey, DeviceTally::Totals> DeviceTally::totals() const {
    std::map<TotalKey, Totals> out;
    for (const auto& [key, perDevice] : links_) {
        Totals& t = out[{key.network, key.part, key.link_media, key.host, key.length_m}];
        for (const std::int64_t n : perDevice) {
            t.links += n;
            t.parts += (n + 1) / 2;
        }
    }
    return out;
}

}  // namespace cp
