#include "editor/network_defaults.h"

namespace cpui {

std::string freeNetworkName(const cp::Profile& profile, const std::string& base) {
    for (int n = 1;; ++n) {
        const std::string name = n == 1 ? base : base + " " + std::to_string(n);
        if (!profile.findNetwork(name)) return name;
    }
}

cp::NetworkInput newNetwork(const cp::Profile& profile, const cp::Catalog& catalog, const std::string& role) {
    cp::NetworkInput n;
    n.name = freeNetworkName(profile, role);
    n.role = role;
    n.switch_id = profile.networks.front().switch_id;
    n.link_speed_gbps = profile.networks.front().link_speed_gbps;
    if (role == "management") {
        for (const cp::Switch& sw : catalog.switches)
            for (const cp::PortMode& mode : sw.port_modes)
                if (mode.speed_gbps < n.link_speed_gbps) {
                    n.switch_id = sw.id;
                    n.link_speed_gbps = mode.speed_gbps;
                }
    }
    return n;
}

}  // namespace cpui
