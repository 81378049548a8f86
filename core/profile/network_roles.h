#pragma once
// Which node NICs a design cables: those of a role some network of the profile has (a
// management network takes one port per host instead of NICs of its role). A NIC no network
// cables is still in the server as bought (price, nameplate), nothing more (power-cost-training.md).

#include <algorithm>

#include "profile/profile.h"

namespace cp {

inline bool cablesNicRole(const Profile& profile, NetworkRole role) {
    return role != NetworkRole::Management &&
           std::any_of(profile.networks.begin(), profile.networks.end(), [&](const NetworkInput& n) { return n.role == role; });
}

}  // namespace cp
