#pragma once
// The bill of materials: every part the plan needs, with quantity, unit price and
// unit power (prices are assumptions the user edits).

#include <cstdint>
#include <string>

namespace cp {

struct BomLine {
    std::string category;           // compute, network switches, optics and cables, storage
    std::string item;               // readable name
    std::string part;               // catalog id
    std::int64_t quantity = 0;
    double unit_price_usd = 0;
    double unit_power_w = 0;        // nameplate (switches: typical)
    std::string price_source;
};

}  // namespace cp
