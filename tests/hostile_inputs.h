#pragma once
// Generators of the "size" attacks of issue 23 (docs/robustness.md): documents with n unknown
// keys, n other-host entries, n networks, n catalog switches, a name of n characters. Used by
// tests/bench/bench_hostile_sizes.cpp (growth) and test_bad_inputs (limits and time).

#include <cstddef>
#include <string>

namespace cptest {

// A 4-node profile; `extraTop` is spliced into the top-level object, `extraNetwork` into its network.
inline std::string smallProfile(const std::string& extraTop = "", const std::string& extraNetwork = "",
                                const std::string& networkName = "backend") {
    return R"({"schema": 1, "name": "hostile", "compute": {"node_type": "hgx-h100", "nodes": 4},)" + extraTop +
           R"( "networks": [{"name": ")" + networkName + R"(", "switch": "qm9700", "link_speed_gbps": 400)" + extraNetwork +
           "}]}";
}

inline std::string profileWithUnknownKeys(std::size_t n) {
    std::string keys;
    keys.reserve(n * 16);
    for (std::size_t i = 0; i < n; ++i) keys += "\"unknown_" + std::to_string(i) + "\": 1, ";
    return smallProfile(keys);
}

inline std::string profileWithOtherHosts(std::size_t n) {
    std::string hosts = ", \"other_hosts\": [";
    hosts.reserve(n * 32);
    for (std::size_t i = 0; i < n; ++i)
        hosts += std::string(i ? ", " : "") + "{\"name\": \"h" + std::to_string(i) + "\", \"count\": 1}";
    return smallProfile("", hosts + "]");
}

inline std::string profileWithNetworkName(std::size_t length) { return smallProfile("", "", std::string(length, 'n')); }

inline std::string catalogWithSwitches(std::size_t n) {
    std::string out = R"({"schema": 1, "switches": [)";
    out.reserve(n * 330);
    for (std::size_t i = 0; i < n; ++i) {
        if (i) out += ",";
        out += R"({"id": "sw-)" + std::to_string(i) + R"(", "name": "S", "vendor": "V", "kind": "fixed",
 "port_modes": [{"speed_gbps": 400, "ports": 64, "source": "s"}], "power_typical_w": {"value": 700, "source": "s"},
 "price_usd": {"value": 1, "source": "assumption"}, "rack_units": {"value": 1, "source": "s"}})";
    }
    return out + "]}";
}

}  // namespace cptest
