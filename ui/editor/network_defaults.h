#pragma once
// What a network added to a profile starts as, shared by the Design panel's Networks
// section and the topology editor so both add the same network.

#include <string>

#include "catalog/catalog.h"
#include "profile/profile.h"

namespace cpui {

// `base`, or "base 2", "base 3", … : the first name no network of the profile has.
std::string freeNetworkName(const cp::Profile& profile, const std::string& base);

// A new network of this role: the first network's switch and speed; management takes the
// catalog's slowest switch port mode (out-of-band management needs no more).
cp::NetworkInput newNetwork(const cp::Profile& profile, const cp::Catalog& catalog, const std::string& role);

}  // namespace cpui
