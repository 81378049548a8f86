#pragma once
// Where hosts stand: compute racks first, then storage racks, then racks of other
// hosts, filled row by row, rows grouped into halls. Positions are metres on
// the hall floor; halls are `hall_distance_m` apart.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "catalog/catalog.h"
#include "common/diagnostic.h"
#include "common/string_index.h"
#include "profile/profile.h"

namespace cp {

struct FloorPosition {
    double x_m = 0;
    double y_m = 0;
    std::int64_t hall = 0;
    std::int64_t rack = -1;  // rack number when the device sits in a host rack; -1 = a network rack
};

// A weighted sum of floor positions, exact: coordinates count steps of a grid 2^20 times finer
// than half a rack pitch (x) and half a row pitch (y), on which every rack, row end and hall
// centre lies exactly. A mean then does not depend on the order of its terms (so it can be
// summed link by link, bundle by bundle or in closed form alike), and the mean of equal
// positions is that position.
__extension__ using Int128 = __int128;  // GCC and Clang; __extension__ keeps -Wpedantic quiet

struct PositionSum {
    Int128 x = 0, y = 0;    // Σ weight × grid steps
    std::int64_t hall = 0;  // Σ weight × hall
    std::int64_t weight = 0;
    PositionSum& operator+=(const PositionSum& o) {
        x += o.x;
        y += o.y;
        hall += o.hall;
        weight += o.weight;
        return *this;
    }
    PositionSum& operator-=(const PositionSum& o) {
        x -= o.x;
        y -= o.y;
        hall -= o.hall;
        weight -= o.weight;
        return *this;
    }
    PositionSum operator+(const PositionSum& o) const { return PositionSum(*this) += o; }
    PositionSum operator-(const PositionSum& o) const { return PositionSum(*this) -= o; }
    PositionSum operator*(std::int64_t k) const { return {x * k, y * k, hall * k, weight * k}; }
    bool operator==(const PositionSum&) const = default;
};

// Compute nodes per rack: layout.nodes_per_rack, else the smaller of ⌊rack kW / node nameplate kW⌋
// and ⌊rack U / node U⌋ (at least 1; FloorPlan reports a rack that holds none).
std::int64_t nodesPerRack(const Profile& profile, const Catalog& catalog);

class FloorPlan {
public:
    // Racks for `nodes` compute nodes and the profile's other hosts; problems (a rack that
    // cannot hold one node) go to `errors`.
    FloorPlan(const Profile& profile, const Catalog& catalog, std::int64_t nodes, Diagnostics& errors);

    std::int64_t nodesPerRack() const { return nodesPerRack_; }
    std::int64_t computeRacks() const { return computeRacks_; }
    std::int64_t racks() const { return racks_; }
    std::int64_t halls() const { return halls_; }
    bool defaults() const { return !layout_.given; }

    FloorPosition hostPosition(std::string_view kind, std::int64_t index) const {
        const HostRacks r = hostRacks(kind);
        return r.at_core ? hallCenter(0) : rackPosition(r.first_rack + index / r.per_rack);
    }
    // Where hosts of one kind stand: host i in rack first_rack + i / per_rack, or all at the
    // network core area (management ports of switches).
    struct HostRacks {
        std::int64_t first_rack = 0, per_rack = 1;
        bool at_core = false;
    };
    HostRacks hostRacks(std::string_view kind) const;
    PositionSum hostsSum(const HostRacks& racks, std::int64_t first, std::int64_t count) const;
    FloorPosition rackPosition(std::int64_t rack) const;
    FloorPosition hallCenter(std::int64_t hall) const;
    // The rack nearest to a point (for switches that sit among the hosts they serve).
    FloorPosition nearestRack(const FloorPosition& point) const;
    // A network rack at the end of the row nearest to a point.
    FloorPosition rowEnd(const FloorPosition& point) const;

    // `weight` times a position, as a PositionSum; and the mean of a sum (halls: halves round up).
    PositionSum weighted(const FloorPosition& p, std::int64_t weight) const;
    // The positions of `count` hosts of a kind from host `first`, summed (a row of racks at a time).
    PositionSum hostsSum(std::string_view kind, std::int64_t first, std::int64_t count) const {
        return hostsSum(hostRacks(kind), first, count);
    }
    FloorPosition mean(const PositionSum& sum) const;

    // Cable path: inside one rack `in_rack_m`; otherwise along the trays (Manhattan)
    // plus a drop at each end plus the distance between halls; then slack.
    double pathLengthM(const FloorPosition& a, const FloorPosition& b) const;

private:
    LayoutInput layout_;
    std::int64_t nodesPerRack_ = 1;
    std::int64_t computeRacks_ = 0;
    std::int64_t storageFirstRack_ = 0;
    std::int64_t otherFirstRack_ = 0;
    std::vector<std::string> otherKinds_;  // other_hosts names, each with its own racks
    std::vector<std::int64_t> otherKindFirstRack_;
    StringIndex otherKindIndex_;  // name → index in otherKinds_
    std::int64_t racks_ = 0;
    std::int64_t halls_ = 1;
};

}  // namespace cp
