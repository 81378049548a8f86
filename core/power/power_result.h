#pragma once
// What the power stage computes: the IT load by component, facility power, energy,
// electricity and CO2.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "common/enum_names.h"

namespace cp {

// What a power breakdown line counts. Callers compare these, never the text.
enum class PowerComponent { Gpus, Nics, RestOfNode, Switches, Optics, StorageServers, OtherIt };

// The one name table: what the plan's text, JSON and exports write.
template <>
struct EnumTable<PowerComponent> {
    static constexpr std::string_view what = "a power component";
    static constexpr std::array<EnumEntry<PowerComponent>, 7> entries{
        {{PowerComponent::Gpus, "GPUs", "GPUs"},
         {PowerComponent::Nics, "NICs", "NICs"},
         {PowerComponent::RestOfNode, "rest of node (CPUs, memory, fans, PSU loss)", "rest of node"},
         {PowerComponent::Switches, "switches", "switches"},
         {PowerComponent::Optics, "transceivers and active cables", "transceivers and active cables"},
         {PowerComponent::StorageServers, "storage servers", "storage servers"},
         {PowerComponent::OtherIt, "other IT (share of node power)", "other IT"}}};
};

inline const char* powerComponentName(PowerComponent c) { return enumName(c).data(); }  // the table's literals end in NUL

struct PowerLine {
    PowerComponent component = PowerComponent::Gpus;
    std::string network, tier;  // switches: the network and its tier ("extra": the listed switches); optics: the network
    std::int64_t count = 0;
    double unit_w = 0;  // nameplate per unit
    double nameplate_kw = 0;
    double average_kw = 0;
    std::string source;
    std::string part;  // NICs and optics: the catalog id ("cx7-400g", "800g-sr8")
    std::string end;   // optics: "switch end", "host end" or "cable"

    // "GPUs", "switches backend leaf", "NICs cx7-400g", "transceivers and active cables backend 800g-sr8 switch end".
    std::string label() const {
        std::string text = powerComponentName(component);
        if (component == PowerComponent::Switches) return text + " " + network + " " + tier;
        if (component == PowerComponent::Nics) return text + " " + part;
        if (component == PowerComponent::Optics) return text + " " + network + " " + part + " " + end;
        return text;
    }
};

struct PowerResult {
    std::vector<PowerLine> breakdown;
    double it_kw = 0;  // nameplate IT load: Σ breakdown
    double it_kw_average = 0;
    double facility_kw = 0;  // nameplate × PUE
    double facility_kw_average = 0;
    double energy_mwh_per_year = 0;
    double energy_cost_usd_per_year = 0;
    double co2_tonnes_per_year = 0;
    double compute_rack_kw = 0;  // nameplate per full compute rack

    // Nameplate kW of the lines of one component.
    double componentKw(PowerComponent c) const {
        double kw = 0;
        for (const PowerLine& l : breakdown)
            if (l.component == c) kw += l.nameplate_kw;
        return kw;
    }
};

}  // namespace cp
