#pragma once
// The bill of materials: every part the plan needs, with quantity, unit price and
// unit power (prices are assumptions the user edits).

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>

#include "common/enum_names.h"

namespace cp {

// BOM lines come in this order. Callers compare these, never the text.
enum class BomCategory { Compute, NetworkSwitches, OpticsAndCables, Storage };

// The one name table: what the plan's text, JSON and exports write.
template <>
struct EnumTable<BomCategory> {
    static constexpr std::string_view what = "a BOM category";
    static constexpr std::array<EnumEntry<BomCategory>, 4> entries{
        {{BomCategory::Compute, "compute", "compute"},
         {BomCategory::NetworkSwitches, "network switches", "network switches"},
         {BomCategory::OpticsAndCables, "optics and cables", "optics and cables"},
         {BomCategory::Storage, "storage", "storage"}}};
};

inline const char* bomCategoryName(BomCategory c) { return enumName(c).data(); }  // the table's literals end in NUL

// Switches and their optics and cables: what the network share of capex counts.
inline bool isNetworkCategory(BomCategory c) { return c == BomCategory::NetworkSwitches || c == BomCategory::OpticsAndCables; }

struct BomLine {
    BomCategory category = BomCategory::Compute;
    std::string item;  // readable name
    std::string part;  // catalog id
    std::int64_t quantity = 0;
    double unit_price_usd = 0;
    double unit_power_w = 0;  // nameplate (switches: typical)
    std::string price_source;
    std::string network;  // the network its switches, optics and cables serve; "" for nodes and storage servers
    std::string counted;  // what one unit of the quantity is: "node", "module per 2 link ends, whole per switch", ...
    std::string end;      // transceivers: "switch" or "host" end; else ""
};

}  // namespace cp
