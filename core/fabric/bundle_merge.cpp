#include "fabric/bundle_merge.h"

namespace cp {

namespace {

// Names come from a few strings: the same address is the common case.
bool sameText(std::string_view a, std::string_view b) { return (a.data() == b.data() && a.size() == b.size()) || a == b; }

bool sameDeviceKind(const DeviceId& a, const DeviceId& b) {
    return a.is_host == b.is_host && a.zone == b.zone && a.plane == b.plane &&
           (a.is_host ? sameText(a.host_kind, b.host_kind) : a.tier == b.tier && sameText(a.tier_name, b.tier_name));
}

bool sameFabric(const LinkBundle& a, const LinkBundle& b) {
    return a.network_index == b.network_index && a.zone == b.zone && a.plane == b.plane && a.speed_gbps == b.speed_gbps &&
           a.links_per_pair == b.links_per_pair && a.upper_tier_index == b.upper_tier_index && sameDeviceKind(a.lower, b.lower) &&
           sameDeviceKind(a.upper, b.upper);
}

// `b`'s lower devices follow `held`'s, to the same upper switches.
bool extendsLower(const LinkBundle& held, const LinkBundle& b) {
    const std::int64_t step = held.lower_step ? held.lower_step : held.lower_count;
    return held.upper_step == 0 && b.lower_count == step && b.lower.index == held.lower.index + held.lower_count &&
           b.upper.index == held.upper.index && b.upper_count == held.upper_count &&
           b.lower_port_first == held.lower_port_first && b.lower_port_step == held.lower_port_step;
}

// `b` links `held`'s lower devices to the upper switches after `held`'s.
bool extendsUpper(const LinkBundle& held, const LinkBundle& b) {
    const std::int64_t step = held.upper_step ? held.upper_step : held.upper_count;
    return held.lower_step == 0 && b.upper_count == step && b.upper.index == held.upper.index + held.upper_count &&
           b.lower.index == held.lower.index && b.lower_count == held.lower_count;
}

}  // namespace

void BundleMerger::add(const LinkBundle& b) {
    // The index checks first: they are cheap and mostly fail.
    if (holding_ && extendsLower(held_, b) && sameFabric(held_, b)) {
        held_.lower_step = b.lower_count;
        held_.lower_count += b.lower_count;
        return;
    }
    if (holding_ && extendsUpper(held_, b) && sameFabric(held_, b)) {
        held_.upper_step = b.upper_count;
        held_.upper_count += b.upper_count;
        return;
    }
    flush();
    held_ = b;
    holding_ = true;
}

void BundleMerger::flush() {
    if (holding_) sink_(held_);
    holding_ = false;
}

}  // namespace cp
