#include "floor/floor_plan.h"

#include <algorithm>
#include <cmath>

#include "common/format.h"
#include "common/int_math.h"

namespace cp {

std::int64_t nodesPerRack(const Profile& profile, const Catalog& catalog) {
    if (profile.layout.nodes_per_rack) return *profile.layout.nodes_per_rack;
    const NodeType& node = *catalog.findNode(profile.compute.node_type);
    const auto byPower =
        static_cast<std::int64_t>(std::floor(profile.layout.rack_power_kw / (node.power_max_w.value / 1000.0) + 1e-9));
    const std::int64_t bySpace = profile.layout.rack_units / std::max<std::int64_t>(1, node.rack_units.value);
    return std::max<std::int64_t>(1, std::min(byPower, bySpace));
}

FloorPlan::FloorPlan(const Profile& profile, const Catalog& catalog, std::int64_t nodes, Diagnostics& errors)
    : layout_(profile.layout) {
    const NodeType& node = *catalog.findNode(profile.compute.node_type);
    const double nodeKw = node.power_max_w.value / 1000.0;
    const auto byPower = static_cast<std::int64_t>(std::floor(layout_.rack_power_kw / nodeKw + 1e-9));
    const std::int64_t bySpace = layout_.rack_units / std::max<std::int64_t>(1, node.rack_units.value);
    const std::int64_t budget = std::min(byPower, bySpace);
    if (layout_.nodes_per_rack) {
        nodesPerRack_ = *layout_.nodes_per_rack;
        if (nodesPerRack_ > budget)
            errors.push_back({"/layout/nodes_per_rack",
                              formatCount(nodesPerRack_) + " " + node.id + " nodes per rack exceed the rack: " +
                                  formatNumber(layout_.rack_power_kw) + " kW holds " + formatCount(byPower) + " at " +
                                  formatNumber(node.power_max_w.value) + " W nameplate, " + formatCount(layout_.rack_units) +
                                  " U hold " + formatCount(bySpace) + " of " + formatCount(node.rack_units.value) + " U"});
    } else {
        nodesPerRack_ = budget;
        if (budget < 1) {
            errors.push_back({byPower < 1 ? "/layout/rack_power_kw" : "/layout/rack_units",
                              "a rack of " + formatNumber(layout_.rack_power_kw) + " kW and " + formatCount(layout_.rack_units) +
                                  " U cannot hold one " + node.id + " node (" + formatNumber(node.power_max_w.value) +
                                  " W nameplate, " + formatCount(node.rack_units.value) + " U): raise the rack budget"});
            nodesPerRack_ = 1;
        }
    }
    computeRacks_ = ceilDiv(nodes, nodesPerRack_);
    storageFirstRack_ = computeRacks_;
    otherFirstRack_ = storageFirstRack_ + ceilDiv(profile.storage.servers, layout_.storage_servers_per_rack);
    std::int64_t next = otherFirstRack_;
    for (const NetworkInput& net : profile.networks)
        for (const OtherHosts& h : net.other_hosts) {
            if (!otherKindIndex_.try_emplace(h.name, otherKinds_.size()).second) continue;
            otherKinds_.push_back(h.name);
            otherKindFirstRack_.push_back(next);
            next += ceilDiv(h.count, layout_.other_hosts_per_rack);
        }
    racks_ = next;
    halls_ = std::max<std::int64_t>(1, ceilDiv(ceilDiv(racks_, layout_.racks_per_row), layout_.rows_per_hall));
}

FloorPosition FloorPlan::rackPosition(std::int64_t rack) const {
    const std::int64_t row = rack / layout_.racks_per_row, column = rack % layout_.racks_per_row;
    FloorPosition p;
    p.hall = row / layout_.rows_per_hall;
    p.x_m = (static_cast<double>(column) + 0.5) * layout_.rack_pitch_m;
    p.y_m = (static_cast<double>(row % layout_.rows_per_hall) + 0.5) * layout_.rowPitchM();
    p.rack = rack;
    return p;
}

FloorPlan::HostRacks FloorPlan::hostRacks(std::string_view kind) const {
    if (kind == "compute") return {0, nodesPerRack_, false};
    if (kind == "storage") return {storageFirstRack_, layout_.storage_servers_per_rack, false};
    if (const auto found = otherKindIndex_.find(kind); found != otherKindIndex_.end())
        return {otherKindFirstRack_[found->second], layout_.other_hosts_per_rack, false};
    return {0, 1, true};  // management ports of switches: the network core area
}

FloorPosition FloorPlan::hallCenter(std::int64_t hall) const {
    const std::int64_t rows = std::min(layout_.rows_per_hall, ceilDiv(std::max<std::int64_t>(1, racks_), layout_.racks_per_row));
    FloorPosition p;
    p.hall = hall;
    p.x_m = static_cast<double>(layout_.racks_per_row) * layout_.rack_pitch_m / 2;
    p.y_m = static_cast<double>(rows) * layout_.rowPitchM() / 2;
    return p;
}

FloorPosition FloorPlan::nearestRack(const FloorPosition& point) const {
    // A mean that lands exactly on a rack boundary (hosts split evenly between racks) belongs to
    // the upper rack, as exact arithmetic says; the tolerance absorbs the rounding of the sums.
    const auto clampIndex = [](double v, std::int64_t count) {
        return std::clamp<std::int64_t>(static_cast<std::int64_t>(std::floor(v + 1e-9)), 0, count - 1);
    };
    const std::int64_t column = clampIndex(point.x_m / layout_.rack_pitch_m, layout_.racks_per_row);
    const std::int64_t rowInHall = clampIndex(point.y_m / layout_.rowPitchM(), layout_.rows_per_hall);
    const std::int64_t rack = (point.hall * layout_.rows_per_hall + rowInHall) * layout_.racks_per_row + column;
    return rackPosition(std::min(rack, std::max<std::int64_t>(0, racks_ - 1)));
}

FloorPosition FloorPlan::rowEnd(const FloorPosition& point) const {
    FloorPosition p = nearestRack(point);
    p.x_m = (static_cast<double>(layout_.racks_per_row) + 0.5) * layout_.rack_pitch_m;
    p.rack = -1;
    return p;
}

namespace {
constexpr double kGridSteps = 1 << 20;  // per half pitch
}

PositionSum FloorPlan::weighted(const FloorPosition& p, std::int64_t weight) const {
    // Floor coordinates are never negative: truncating v + 0.5 rounds to the nearest step.
    const auto steps = [](double metres, double pitch) {
        return static_cast<std::int64_t>(metres / (pitch / 2 / kGridSteps) + 0.5);
    };
    PositionSum s;
    s.x = static_cast<Int128>(steps(p.x_m, layout_.rack_pitch_m)) * weight;
    s.y = static_cast<Int128>(steps(p.y_m, layout_.rowPitchM())) * weight;
    s.hall = p.hall * weight;
    s.weight = weight;
    return s;
}

PositionSum FloorPlan::hostsSum(const HostRacks& r, std::int64_t first, std::int64_t count) const {
    if (r.at_core || count <= 0) return weighted(r.at_core ? hallCenter(0) : rackPosition(r.first_rack), r.at_core ? count : 0);
    // A rack of column c in row-of-hall y stands 2c + 1 and 2y + 1 half pitches from the hall's
    // corner, exactly on the grid: a stretch of whole racks in one row sums in closed form.
    const auto steps = static_cast<std::int64_t>(kGridSteps);
    PositionSum sum;
    const auto racks = [&](std::int64_t rack, std::int64_t n, std::int64_t hostsEach) {  // n racks of one row
        const std::int64_t row = rack / layout_.racks_per_row, c0 = rack % layout_.racks_per_row, c1 = c0 + n;
        PositionSum s;
        s.x = static_cast<Int128>(c1 * c1 - c0 * c0) * steps * hostsEach;
        s.y = static_cast<Int128>(2 * (row % layout_.rows_per_hall) + 1) * steps * n * hostsEach;
        s.hall = row / layout_.rows_per_hall * n * hostsEach;
        s.weight = n * hostsEach;
        sum += s;
    };
    std::int64_t host = first;
    const std::int64_t end = first + count;
    while (host < end) {
        const std::int64_t rack = r.first_rack + host / r.per_rack;
        if (host % r.per_rack != 0 || end - host < r.per_rack) {  // part of a rack
            const std::int64_t n = std::min(end, (host / r.per_rack + 1) * r.per_rack) - host;
            racks(rack, 1, n);
            host += n;
            continue;
        }
        const std::int64_t whole = std::min((end - host) / r.per_rack, layout_.racks_per_row - rack % layout_.racks_per_row);
        racks(rack, whole, r.per_rack);
        host += whole * r.per_rack;
    }
    return sum;
}

FloorPosition FloorPlan::mean(const PositionSum& s) const {
    FloorPosition p;
    if (s.weight <= 0) return p;
    // Nearest grid step (halves up; sums are never negative), then metres: a step count that is
    // a rack's, row end's or hall centre's gives back exactly the metres rackPosition() gives.
    const auto nearest = [&](Int128 sum) {
        constexpr Int128 kSmall = Int128{1} << 61;  // most sums: 64-bit division is exact and cheaper
        if (sum < kSmall && s.weight < (std::int64_t{1} << 61))
            return static_cast<double>((2 * static_cast<std::int64_t>(sum) + s.weight) / (2 * s.weight));
        return static_cast<double>((2 * sum + s.weight) / (2 * static_cast<Int128>(s.weight)));
    };
    p.x_m = nearest(s.x) * (layout_.rack_pitch_m / 2 / kGridSteps);
    p.y_m = nearest(s.y) * (layout_.rowPitchM() / 2 / kGridSteps);
    p.hall = static_cast<std::int64_t>(nearest(s.hall));
    return p;
}

double FloorPlan::pathLengthM(const FloorPosition& a, const FloorPosition& b) const {
    double path;
    if (a.rack >= 0 && a.rack == b.rack) {
        path = layout_.in_rack_m;
    } else {
        path = std::fabs(a.x_m - b.x_m) + std::fabs(a.y_m - b.y_m) + 2 * layout_.tray_drop_m +
               static_cast<double>(std::llabs(a.hall - b.hall)) * layout_.hall_distance_m;
    }
    return path * (1 + layout_.slack_fraction);
}

}  // namespace cp
