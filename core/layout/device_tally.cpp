#include "layout/device_tally.h"

namespace cp {

void DeviceTally::add(const Key& key, std::int64_t first, std::int64_t devices, std::int64_t linksEach) {
    if (!last_ || !(key == lastKey_)) {  // links arrive in runs of one device group
        last_ = &links_[key];
        lastKey_ = key;
    }
    const auto end = static_cast<std::size_t>(first + devices);
    if (last_->size() < end) last_->resize(end, 0);
    for (auto i = static_cast<std::size_t>(first); i < end; ++i) (*last_)[i] += linksEach;
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
