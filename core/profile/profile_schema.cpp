#include "profile/profile_schema.h"

#include <charconv>

#include "common/json_reader.h"
#include "profile/profile_enums.h"

// The declarations: the one place a profile field's key, type, unit, range, default (the
// struct's initializer in profile.h), help and form label are written down.

namespace cp {

namespace {

constexpr double kAnyCount = static_cast<double>(JsonReader::kMaxCount);

const std::vector<std::string> kTierItems{"leaf", "spine", "super-spine", "core"};

}  // namespace

const Section<Profile>& topSection() {
    static const Section<Profile> s = [] {
        Section<Profile> x;
        x.add(&Profile::name,
              {.key = "name", .label = "Name", .max = 256, .help = "shown in the title and reports", .required = true});
        x.add(&Profile::description,
              {.key = "description",
               .label = "Description",
               .max = 65536,
               .help = "what the design is and where its numbers come from (shipped profiles cite their source and say "
                       "what the source leaves open)"});
        return x;
    }();
    return s;
}

const Section<ComputeInput>& computeSection() {
    static const Section<ComputeInput> s = [] {
        Section<ComputeInput> x;
        x.add(&ComputeInput::node_type, {.key = "node_type",
                                         .label = "Node type",
                                         .help = "e.g. ff2-pcie-a100, dgx-a100, hgx-h100 (clusterplanner-cli catalog lists them)",
                                         .part = PartKind::Node,
                                         .required = true});
        x.add(&ComputeInput::nodes, {.key = "nodes",
                                     .label = "Nodes",
                                     .min = 1,
                                     .max = kAnyCount,
                                     .help = "number of nodes",
                                     .unset = "from gpus",
                                     .excludes = {"gpus"},
                                     .display_unit = "nodes"});
        x.add(&ComputeInput::gpus,
              {.key = "gpus",
               .label = "GPUs",
               .min = 1,
               .max = kAnyCount,
               .help = "number of GPUs; rounded up to whole nodes, with a warning when it is not a multiple of GPUs per node",
               .unset = "from nodes",
               .excludes = {"nodes"},
               .display_unit = "GPUs"});
        return x;
    }();
    return s;
}

namespace {

// Name, role, switches, speed and tiers of a network.
void addNetworkIdentity(Section<NetworkInput>& x) {
    x.add(&NetworkInput::name, {.key = "name",
                                .label = "Name",
                                .max = 256,
                                .help = "unique within the profile; used by storage.network and in result keys",
                                .required = true});
    x.add(&NetworkInput::role, {.key = "role",
                                .label = "Role",
                                .help = "node NICs whose catalog role equals this role attach; a management network "
                                        "gets one port per node, storage server and switch of the other networks"});
    x.add(&NetworkInput::switch_id, {.key = "switch",
                                     .label = "Switch",
                                     .help = "the switch model of every tier (unless tier_switches says otherwise)",
                                     .part = PartKind::Switch,
                                     .required = true});
    x.add(&NetworkInput::tier_switches,
          {.key = "tier_switches",
           .label = "%1 switch",
           .help = "per tier from the leaf; \"\" or a missing entry = switch (e.g. [\"qm8700\", \"cs8500\"]: chassis spines)",
           .part = PartKind::Switch,
           .item_labels = kTierItems,
           .max_items = 4});
    x.add(&NetworkInput::link_speed_gbps,
          {.key = "link_speed_gbps",
           .label = "Link speed",
           .unit = "Gb/s",
           .min = 1,
           .max = 1e5,
           .help = "must be a port mode of every tier's switch; the radix is the port count at this speed. NIC ports "
                   "faster than this break out (one 400G port = 2 × 200G links); slower ones are an error",
           .required = true});
    x.add(&NetworkInput::tiers, {.key = "tiers",
                                 .label = "Tiers",
                                 .min = 1,
                                 .max = 4,
                                 .help = "\"auto\" picks the fewest tiers whose largest zone × plane fabric fits; a join tier "
                                         "(zone_join.kind = \"tier\") counts as one of them",
                                 .unset = "auto (fewest that fit)",
                                 .unset_json = "auto"});
}

// Zones, planes, rails, scalable units, oversubscription, build-out and media policy.
void addNetworkShape(Section<NetworkInput>& x) {
    x.add(&NetworkInput::zones,
          {.key = "zones",
           .label = "Zones",
           .min = 1,
           .max = 1024,
           .help = "independent fabrics; hosts are spread evenly (a storage server whose ports divide over the zones is "
                   "multi-homed: NIC z → zone z)"});
    x.add(&NetworkInput::planes, {.key = "planes",
                                  .label = "Planes",
                                  .min = 1,
                                  .max = 64,
                                  .help = "parallel identical fabrics; NIC port i → plane i mod P; every host's ports must "
                                          "divide evenly"});
    x.add(&NetworkInput::rail_optimized, {.key = "rail_optimized",
                                          .label = "Rail-optimized",
                                          .help = "leaves per rail: a node's r-th port in a plane goes to rail leaf r"});
    x.add(&NetworkInput::su_nodes, {.key = "su_nodes",
                                    .label = "Scalable unit",
                                    .min = 1,
                                    .max = 100000,
                                    .help = "build by scalable units of this many nodes; a partial SU still gets all its leaves",
                                    .unset = "not built by SUs",
                                    .display_unit = "nodes"});
    x.add(&NetworkInput::oversubscription,
          {.key = "oversubscription",
           .label = "%1 down:up",
           .min = 1,
           .max = 64,
           .decimals = 1,
           .help = "down:up ratio (bandwidth) per tier from the leaf up; entry t = R gives a tier-t switch ⌊k/(R+1)⌋ up "
                   "ports at one speed; missing entries are 1; an entry other than 1 for a tier without up ports (the top, "
                   "or a zone top under a join tier) is refused. The plan shows the ratio as cabled beside it",
           .item_labels = {"leaf", "spine", "super-spine"},
           .max_items = 3,
           .slider = true,
           .slider_max = 16,
           .display_unit = ": 1"});
    x.add(&NetworkInput::build_out_endpoints,
          {.key = "build_out_endpoints",
           .label = "Build out for",
           .min = 1,
           .max = kAnyCount,
           .help = "tiers from build_out_from_tier up are provisioned for this many endpoints (over all zones and "
                   "planes); the plan shows installed and needed-today counts",
           .unset = "today's endpoints",
           .display_unit = "endpoints"});
    x.add(&NetworkInput::build_out_from_tier, {.key = "build_out_from_tier",
                                               .label = "Build out from tier",
                                               .min = 2,
                                               .max = 4,
                                               .help = "first provisioned tier (leaf = 1)",
                                               .unset = "the top tier"});
    x.add(&NetworkInput::media_policy, {.key = "media_policy",
                                        .label = "Media policy",
                                        .help = "restricts or steers the media choice: optics_only = pluggable optics on "
                                                "fibre only (no copper, no AOC); an unknown word is an error",
                                        .max_items = 8});
}

// Link speeds per tier side and leaves per rack.
void addNetworkLeaves(Section<NetworkInput>& x) {
    x.add(&NetworkInput::up_speeds_gbps,
          {.key = "up_speeds_gbps",
           .label = "%1 up speed",
           .unit = "Gb/s",
           .min = 0,
           .max = 1e5,
           .help = "speed of each tier's up links from the leaf (200G down and 400G up on a 51.2T leaf); 0 or a missing "
                   "entry = the tier's down speed. Both must be port modes of the tier's switch; ports are shared by "
                   "bandwidth (one 400G port = two 200G ports)",
           .item_labels = {"leaf", "spine", "super-spine"},
           .max_items = 3,
           .display_unit = "Gb/s",
           .zero_text = "same as down"});
    x.add(&NetworkInput::leaf_per_rack,
          {.key = "leaf_per_rack",
           .label = "Leaf per rack",
           .help = "top of rack: every compute rack gets its own leaf (or as many as its ports need); a leaf wires "
                   "⌈ports in use / ratio⌉ uplinks, not all the up ports its radix allows. Not with su_nodes"});
}

}  // namespace

const Section<NetworkInput>& networkSection() {
    static const Section<NetworkInput> s = [] {
        Section<NetworkInput> x;
        addNetworkIdentity(x);
        addNetworkShape(x);
        addNetworkLeaves(x);
        return x;
    }();
    return s;
}

const Section<ZoneJoin>& zoneJoinSection() {
    static const Section<ZoneJoin> s = [] {
        Section<ZoneJoin> x;
        x.add(&ZoneJoin::kind,
              {.key = "kind",
               .label = "Zone join",
               .help = "how the zones are joined: not at all, by a few links on spare top-tier "
                       "ports, or by a tier above the zones",
               .choice_labels = {"none (independent zones)", "links on spare top ports", "a tier above the zones"},
               .required = true});
        x.add(&ZoneJoin::links,
              {.key = "links",
               .label = "Inter-zone links",
               .min = 1,
               .max = kAnyCount,
               .help = "kind \"links\": inter-zone links in total, on spare top-tier ports",
               .when = "kind is \"links\""},
              [](const ZoneJoin& j) { return j.kind == ZoneJoinKind::Links; });
        x.add(&ZoneJoin::oversubscription,
              {.key = "oversubscription",
               .label = "Zone top down:up",
               .min = 1,
               .max = 64,
               .decimals = 2,
               .help = "kind \"tier\": down:up of each zone (pod) toward the join tier, pod-wide: the zone's top switches "
                       "wire ⌈links into the zone top / R⌉ up links between them, whatever share of their ports is in use",
               .display_unit = ": 1"});
        return x;
    }();
    return s;
}

const Section<Placement>& placementSection() {
    static const Section<Placement> s = [] {
        Section<Placement> x;
        x.add(&Placement::leaf,
              {.key = "leaf", .label = "Leaf switches", .help = "auto = rail_rack when rail-optimized, else in_rack"});
        x.add(&Placement::spine, {.key = "spine",
                                  .label = "Spine switches",
                                  .help = "where the middle tiers stand",
                                  .choice_labels = {"near their pod", "central"}});
        x.add(&Placement::core,
              {.key = "core", .label = "Core switches", .help = "the top tier of 3+ tiers and zone-join tiers"});
        return x;
    }();
    return s;
}

const Section<OtherHosts>& otherHostsSection() {
    static const Section<OtherHosts> s = [] {
        Section<OtherHosts> x;
        x.add(&OtherHosts::name,
              {.key = "name", .label = "Name", .max = 256, .help = "login, CPU or service nodes", .required = true});
        x.add(&OtherHosts::count,
              {.key = "count", .label = "Count", .min = 1, .max = kAnyCount, .help = "hosts in the group", .required = true});
        x.add(
            &OtherHosts::ports_per_host,
            {.key = "ports_per_host", .label = "Ports each", .min = 1, .max = 64, .help = "ports each host has on this network"});
        x.add(&OtherHosts::spare_ports,
              {.key = "spare_ports",
               .label = "On spare leaf ports",
               .help = "cabled into spare down ports of the network's leaves (a fabric manager in the free node slot of "
                       "a scalable unit) instead of leaves of their own; refused when the leaves have too few spare ports"});
        return x;
    }();
    return s;
}

const Section<LeafClass>& leafClassSection() {
    static const Section<LeafClass> s = [] {
        Section<LeafClass> x;
        x.add(&LeafClass::hosts, {.key = "hosts",
                                  .label = "Hosts",
                                  .help = "\"compute\", \"storage\" or the name of an other_hosts group of this network: "
                                          "these hosts get leaves of their own",
                                  .required = true});
        x.add(&LeafClass::oversubscription,
              {.key = "oversubscription",
               .label = "Down:up",
               .min = 1,
               .max = 64,
               .decimals = 4,
               .help = "down:up of these leaves (bandwidth; 4:3 may be written 1.3333): they use "
                       "at most the down ports of the network's leaves and wire ⌈down / ratio⌉ uplinks",
               .display_unit = ": 1"});
        return x;
    }();
    return s;
}

const Section<ExtraSwitches>& extraSwitchesSection() {
    static const Section<ExtraSwitches> s = [] {
        Section<ExtraSwitches> x;
        x.add(&ExtraSwitches::switch_id,
              {.key = "switch", .label = "Switch", .help = "the switch model", .part = PartKind::Switch, .required = true});
        x.add(&ExtraSwitches::count,
              {.key = "count", .label = "Count", .min = 1, .max = 100000, .help = "switches added", .required = true});
        x.add(&ExtraSwitches::reason, {.key = "reason",
                                       .label = "Reason",
                                       .max = 4096,
                                       .help = "why they are added; counted in totals and named in the explanation",
                                       .required = true});
        return x;
    }();
    return s;
}

const Section<StorageInput>& storageSection() {
    static const Section<StorageInput> s = [] {
        Section<StorageInput> x;
        const auto hasServers = [](const StorageInput& st) { return st.servers > 0; };
        x.add(&StorageInput::servers,
              {.key = "servers", .label = "Servers", .min = 0, .max = kAnyCount, .help = "storage servers on a fabric"});
        x.add(&StorageInput::nic,
              {.key = "nic",
               .label = "NIC",
               .help = "the storage server NIC",
               .unset = "none",
               .part = PartKind::Nic,
               .when = "servers > 0"},
              hasServers);
        x.add(&StorageInput::nics_per_server, {.key = "nics_per_server",
                                               .label = "NICs per server",
                                               .min = 1,
                                               .max = 64,
                                               .help = "NICs per server; with nics_per_server = zones each zone gets one NIC "
                                                       "of every server"});
        x.add(&StorageInput::network,
              {.key = "network",
               .label = "Network",
               .help = "the network the storage NICs attach to (a compute network for converged "
                       "storage, as in Fire-Flyer 2)",
               .unset = "none",
               .when = "servers > 0",
               .kind = FieldKind::Network},
              hasServers);
        x.add(&StorageInput::server_power_w, {.key = "server_power_w",
                                              .label = "Server power",
                                              .unit = "W",
                                              .min = 0,
                                              .max = 1e6,
                                              .help = "per server (an assumption)",
                                              .assumption = true,
                                              .default_source = "assumption: a dual-socket all-flash server under write load"});
        x.add(&StorageInput::server_price_usd,
              {.key = "server_price_usd",
               .label = "Server price",
               .unit = "USD",
               .min = 0,
               .max = 1e9,
               .help = "per server (an assumption)",
               .assumption = true,
               .default_source = "assumption: a dual-socket all-flash server with about 300 TB of NVMe at 2024 prices"});
        x.add(&StorageInput::server_capacity_tb,
              {.key = "server_capacity_tb",
               .label = "Capacity per server",
               .unit = "TB",
               .min = 0,
               .max = 1e6,
               .help = "usable capacity per server",
               .default_source = "assumption: 24 × 15.36 TB NVMe, about 80% usable after metadata and spare space"});
        x.add(&StorageInput::server_type,
              {.key = "server_type",
               .label = "Server type",
               .help = "catalog storage server; its rated write throughput (not its NICs' line "
                       "rate) sets how fast checkpoints reach storage",
               .part = PartKind::Storage,
               .default_source =
                   "assumption: a generic all-flash server; its rated write and its source are in data/catalog/storage.json"});
        return x;
    }();
    return s;
}

namespace {

// The racks: power, node count, units, rows of racks.
void addRackLayout(Section<LayoutInput>& x) {
    x.add(&LayoutInput::rack_power_kw,
          {.key = "rack_power_kw",
           .label = "Rack power",
           .unit = "kW",
           .min = 0.1,
           .max = 2000,
           .decimals = 1,
           .help = "power budget per rack",
           .slider = true,
           .slider_max = 200,
           .default_source = "assumption: a high-density air-cooled rack (four 10.2 kW HGX H100 nodes)"});
    x.add(&LayoutInput::nodes_per_rack,
          {.key = "nodes_per_rack",
           .label = "Nodes per rack",
           .min = 1,
           .max = 1000,
           .help = "nodes per rack; derived as the smaller of ⌊rack kW / node nameplate kW⌋ and ⌊rack U / node U⌋; more "
                   "than that is an error",
           .unset = "derived from power and space"});
    x.add(&LayoutInput::rack_units,
          {.key = "rack_units", .label = "Rack units", .min = 1, .max = 100, .help = "usable rack units"});
    x.add(&LayoutInput::racks_per_row,
          {.key = "racks_per_row", .label = "Racks per row", .min = 1, .max = 1000, .help = "racks in a row"});
    x.add(&LayoutInput::rack_pitch_m, {.key = "rack_pitch_m",
                                       .label = "Rack pitch",
                                       .unit = "m",
                                       .min = 0.1,
                                       .max = 10,
                                       .decimals = 2,
                                       .help = "rack width along a row"});
    x.add(
        &LayoutInput::rack_depth_m,
        {.key = "rack_depth_m", .label = "Rack depth", .unit = "m", .min = 0.1, .max = 10, .decimals = 2, .help = "rack depth"});
    x.add(&LayoutInput::aisle_m, {.key = "aisle_m",
                                  .label = "Aisle",
                                  .unit = "m",
                                  .min = 0.1,
                                  .max = 20,
                                  .decimals = 2,
                                  .help = "aisle between rows (row pitch = depth + aisle)"});
}

// The floor: halls, cable paths and hosts per rack.
void addFloorLayout(Section<LayoutInput>& x) {
    x.add(&LayoutInput::rows_per_hall, {.key = "rows_per_hall",
                                        .label = "Rows per hall",
                                        .min = 1,
                                        .max = 10000,
                                        .help = "rows in a hall before the next hall starts"});
    x.add(&LayoutInput::hall_distance_m, {.key = "hall_distance_m",
                                          .label = "Hall distance",
                                          .unit = "m",
                                          .min = 0,
                                          .max = 1e6,
                                          .help = "cable distance between neighbouring halls / buildings"});
    x.add(&LayoutInput::tray_drop_m, {.key = "tray_drop_m",
                                      .label = "Tray drop",
                                      .unit = "m",
                                      .min = 0,
                                      .max = 20,
                                      .decimals = 1,
                                      .help = "from a port up to the overhead tray, at each end"});
    x.add(&LayoutInput::in_rack_m, {.key = "in_rack_m",
                                    .label = "In-rack link",
                                    .unit = "m",
                                    .min = 0.1,
                                    .max = 10,
                                    .decimals = 1,
                                    .help = "a link that stays inside one rack"});
    x.add(&LayoutInput::slack_fraction, {.key = "slack_fraction",
                                         .label = "Cable slack",
                                         .min = 0,
                                         .max = 2,
                                         .decimals = 2,
                                         .help = "added to every path before ordering"});
    x.add(&LayoutInput::storage_servers_per_rack, {.key = "storage_servers_per_rack",
                                                   .label = "Storage servers per rack",
                                                   .min = 1,
                                                   .max = 1000,
                                                   .help = "storage servers in one rack"});
    x.add(&LayoutInput::other_hosts_per_rack, {.key = "other_hosts_per_rack",
                                               .label = "Other hosts per rack",
                                               .min = 1,
                                               .max = 1000,
                                               .help = "other hosts (login, CPU, service) in one rack"});
}

}  // namespace

const Section<LayoutInput>& layoutSection() {
    static const Section<LayoutInput> s = [] {
        Section<LayoutInput> x;
        addRackLayout(x);
        addFloorLayout(x);
        return x;
    }();
    return s;
}

const Section<PowerCostInput>& powerSection() {
    static const Section<PowerCostInput> s = [] {
        Section<PowerCostInput> x;
        x.add(&PowerCostInput::pue,
              {.key = "pue",
               .label = "PUE",
               .min = 1,
               .max = 5,
               .decimals = 2,
               .help = "facility power / IT power",
               .slider = true,
               .slider_max = 3,
               .default_source = "assumption: a modern colocation hall; the Uptime Institute survey average is about 1.58 "
                                 "(2023), liquid-cooled hyperscale sites reach 1.1–1.2"});
        x.add(&PowerCostInput::average_draw_fraction,
              {.key = "average_draw_fraction",
               .label = "Average draw",
               .min = 0.01,
               .max = 1,
               .decimals = 2,
               .help = "nodes' average draw as a share of nameplate; when absent, the catalog's power_avg_w",
               .unset = "catalog average",
               .display_unit = "of nameplate"});
        x.add(&PowerCostInput::hours_per_year, {.key = "hours_per_year",
                                                .label = "Hours per year",
                                                .unit = "h",
                                                .min = 1,
                                                .max = 8784,
                                                .help = "operating hours per year"});
        x.add(&PowerCostInput::electricity_usd_per_kwh,
              {.key = "electricity_usd_per_kwh",
               .label = "Electricity",
               .unit = "USD/kWh",
               .min = 0,
               .max = 10,
               .decimals = 3,
               .help = "electricity price (an assumption)",
               .assumption = true,
               .display_unit = "$/kWh",
               .default_source =
                   "assumption: about the US industrial average (EIA, 2023: ~8 ¢/kWh); SemiAnalysis prices 100k H100 at $0.078"});
        x.add(&PowerCostInput::co2_kg_per_kwh,
              {.key = "co2_kg_per_kwh",
               .label = "Grid carbon",
               .unit = "kg/kWh",
               .min = 0,
               .max = 5,
               .decimals = 3,
               .help = "grid carbon intensity",
               .default_source =
                   "assumption: about the US grid average (EPA eGRID 2022: ~0.37 kg/kWh); the world average is ~0.45 (IEA)"});
        x.add(&PowerCostInput::hardware_life_years,
              {.key = "hardware_life_years",
               .label = "Hardware life",
               .unit = "years",
               .min = 0.1,
               .max = 50,
               .decimals = 1,
               .help = "depreciation period for TCO",
               .default_source = "assumption: the 5–6 year server depreciation life in hyperscaler annual reports (2023–2024)"});
        x.add(&PowerCostInput::misc_it_fraction,
              {.key = "misc_it_fraction",
               .label = "Misc. IT load",
               .min = 0,
               .max = 2,
               .decimals = 2,
               .help = "further IT load (CPU and management nodes, …) as a share of node power",
               .display_unit = "of node power"});
        return x;
    }();
    return s;
}

const Section<CostInput>& costSection() {
    static const Section<CostInput> s = [] {
        Section<CostInput> x;
        x.add(&CostInput::facility_capex_usd_per_mw,
              {.key = "facility_capex_usd_per_mw",
               .label = "Facility capex",
               .unit = "USD/MW",
               .min = 0,
               .max = 1e10,
               .help = "building, power and cooling per MW of facility power",
               .assumption = true,
               .display_unit = "$/MW",
               .default_source =
                   "assumption: about $10M per MW of critical IT for building, power and cooling (industry estimates $8–12M)"});
        x.add(&CostInput::colocation_usd_per_kw_month, {.key = "colocation_usd_per_kw_month",
                                                        .label = "Colocation",
                                                        .unit = "USD/kW-month",
                                                        .min = 0,
                                                        .max = 1e5,
                                                        .help = "colocation fee per IT kW",
                                                        .assumption = true,
                                                        .display_unit = "$/kW·month"});
        x.add(&CostInput::support_fraction_per_year,
              {.key = "support_fraction_per_year",
               .label = "Support per year",
               .min = 0,
               .max = 1,
               .decimals = 3,
               .help = "support and maintenance, share of hardware capex per year",
               .assumption = true,
               .display_unit = "of capex",
               .default_source = "assumption: 5% of the hardware price per year, a common support-contract rate"});
        x.add(&CostInput::software_usd_per_gpu_year, {.key = "software_usd_per_gpu_year",
                                                      .label = "Software",
                                                      .unit = "USD/GPU-year",
                                                      .min = 0,
                                                      .max = 1e7,
                                                      .help = "software licences per GPU and year",
                                                      .assumption = true,
                                                      .display_unit = "$/GPU·year"});
        x.add(&CostInput::utilisation,
              {.key = "utilisation",
               .label = "Utilisation",
               .min = 0.01,
               .max = 1,
               .decimals = 2,
               .help = "share of hours allocated to jobs",
               .slider = true,
               .default_source = "assumption: 90% of hours allocated to jobs; the rest goes to maintenance and scheduling gaps"});
        x.add(&CostInput::cloud_usd_per_gpu_hour, {.key = "cloud_usd_per_gpu_hour",
                                                   .label = "Cloud price",
                                                   .unit = "USD/GPU-hour",
                                                   .min = 0,
                                                   .max = 1e4,
                                                   .decimals = 2,
                                                   .help = "price the run at a cloud rate as well",
                                                   .unset = "none",
                                                   .display_unit = "$/GPU-hour"});
        x.add(&CostInput::rack_price_usd, {.key = "rack_price_usd",
                                           .label = "Rack price",
                                           .unit = "USD",
                                           .min = 0,
                                           .max = 1e7,
                                           .help = "one rack with its PDUs and containment, bought for every rack the floor plan "
                                                   "places (compute, storage and switch racks); 0 leaves racks out of the BOM",
                                           .assumption = true,
                                           .display_unit = "$"});
        return x;
    }();
    return s;
}

namespace {

// The sizes and the MFU serve a run at a given MFU; the step-time model derives all three.
constexpr const char* kUnusedWithStepTime = "not used: the step-time model counts the architecture's parameters and "
                                            "computes the MFU (throughput step_time)";
bool flatMfu(const WorkloadInput& w) { return w.throughput != ThroughputModel::StepTime; }

// How big the run is and how fast it goes when the MFU is given.
void addWorkloadSize(Section<WorkloadInput>& x) {
    x.add(&WorkloadInput::parameters_billion, {.key = "parameters_billion",
                                               .label = "Parameters",
                                               .unit = "billion",
                                               .min = 0.001,
                                               .max = 1e6,
                                               .decimals = 1,
                                               .help = "total parameters (checkpoint size) with a given MFU; the "
                                                       "step-time model counts the architecture's instead",
                                               .unused_when = kUnusedWithStepTime,
                                               .display_unit = "B"})
        .readOnlyWhen(flatMfu);
    x.add(&WorkloadInput::active_parameters_billion,
          {.key = "active_parameters_billion",
           .label = "Active parameters",
           .unit = "billion",
           .min = 0.001,
           .max = 1e6,
           .decimals = 1,
           .help = "MoE: parameters active per token (FLOPs) with a given MFU; at most parameters_billion",
           .unset = "all (dense)",
           .unused_when = kUnusedWithStepTime,
           .display_unit = "B"})
        .readOnlyWhen(flatMfu);
    x.add(&WorkloadInput::tokens_trillion, {.key = "tokens_trillion",
                                            .label = "Tokens",
                                            .unit = "trillion",
                                            .min = 1e-9,
                                            .max = 1e6,
                                            .decimals = 2,
                                            .help = "training tokens",
                                            .display_unit = "T"});
    x.add(&WorkloadInput::flops, {.key = "flops",
                                  .label = "Training FLOPs",
                                  .unit = "FLOP",
                                  .min = 1,
                                  .max = 1e35,
                                  .decimals = 3,
                                  .help = "explicit training FLOPs instead of 6 · N · D",
                                  .unset = "6 · N · D",
                                  .display_scale = 1e21,
                                  .display_unit = "× 10²¹"});
    x.add(
        &WorkloadInput::precision,
        {.key = "precision", .label = "Precision", .help = "the precision whose dense peak MFU refers to; the GPU must have it"});
    x.add(
        &WorkloadInput::mfu,
        {.key = "mfu",
         .label = "MFU",
         .min = 0.001,
         .max = 1,
         .decimals = 2,
         .help = "model FLOPs utilisation the run achieves when throughput is \"mfu\" (the step-time model computes it instead)",
         .unused_when = kUnusedWithStepTime,
         .slider = true,
         .default_source = "Meta, Llama 3 (arXiv 2407.21783), Table 4: 38–43% BF16 MFU on 8,192–16,384 H100; 40% is its middle"})
        .readOnlyWhen(flatMfu);
}

// Inverse planning and checkpoints.
void addWorkloadPlanning(Section<WorkloadInput>& x) {
    x.add(&WorkloadInput::deadline_days, {.key = "deadline_days",
                                          .label = "Deadline",
                                          .unit = "days",
                                          .min = 0.001,
                                          .max = 1e5,
                                          .decimals = 1,
                                          .help = "inverse planning: the GPUs needed to finish in this many days",
                                          .unset = "none"});
    x.add(&WorkloadInput::spare_node_fraction,
          {.key = "spare_node_fraction",
           .label = "Spare nodes (deadline)",
           .min = 0,
           .max = 1,
           .decimals = 2,
           .help = "hot spares added when sizing for a deadline",
           .default_source = "assumption: 5% hot spares beside the job when sizing for a deadline"});
    x.add(&WorkloadInput::checkpoint_bytes_per_parameter,
          {.key = "checkpoint_bytes_per_parameter",
           .label = "Checkpoint bytes",
           .unit = "B",
           .min = 0.1,
           .max = 100,
           .decimals = 1,
           .help = "bf16 weights 2 + fp32 master 4 + Adam moments 8",
           .display_unit = "B/parameter",
           .default_source = "Rajbhandari et al., ZeRO (SC20): mixed-precision Adam keeps 2 B bf16 weights + 12 B fp32 master "
                             "weights and moments per parameter"});
    x.add(&WorkloadInput::checkpoint_copies,
          {.key = "checkpoint_copies", .label = "Checkpoint copies", .min = 1, .max = 1000, .help = "checkpoints kept"});
}

// The step-time model's inputs beside the architecture and the parallelism (their own sections).
void addWorkloadStepModel(Section<WorkloadInput>& x) {
    x.add(&WorkloadInput::throughput,
          {.key = "throughput",
           .label = "Training speed from",
           .help = "mfu: the run goes at the given MFU (for planners who know theirs); step_time: the step-time model "
                   "computes step time, MFU and days from the architecture, the parallelism, the GPUs and the network "
                   "(docs/performance-model.md)",
           .choice_labels = {"a flat MFU (given)", "the step-time model"}});
    x.add(&WorkloadInput::global_batch_sequences,
          {.key = "global_batch_sequences",
           .label = "Global batch",
           .min = 1,
           .max = 1e9,
           .help = "sequences per optimizer step (tokens per step = this × sequence_length)",
           .when = "throughput is \"step_time\"",
           .display_unit = "sequences"},
          [](const WorkloadInput& w) { return w.throughput == ThroughputModel::StepTime; });
    x.add(&WorkloadInput::attention_kernel,
          {.key = "attention_kernel",
           .label = "Attention kernel",
           .help = "flash: one fused kernel (FlashAttention) that never stores the scores; unfused: the scores go "
                   "through HBM (Megatron 2021-22)"});
    x.add(&WorkloadInput::attention_flops,
          {.key = "attention_flops",
           .label = "MFU counts attention as",
           .help = "the model-FLOPs convention: causal counts half the s×s scores (Llama 3, PaLM), full counts all "
                   "(Megatron's formula); MFU and model TFLOP/s follow it, the step time does not"});
    x.add(&WorkloadInput::software_stack,
          {.key = "software_stack",
           .label = "Software stack",
           .max = 64,
           .help = "the training framework, an id of the catalog's performance.software_stacks (megatron, pytorch-fsdp): "
                   "its per-layer overhead beyond kernels and collectives; empty: none",
           .unset = "none (no framework overhead)"});
}

}  // namespace

const Section<WorkloadInput>& workloadSection() {
    static const Section<WorkloadInput> s = [] {
        Section<WorkloadInput> x;
        addWorkloadSize(x);
        addWorkloadPlanning(x);
        addWorkloadStepModel(x);
        return x;
    }();
    return s;
}

namespace {

// A whole positive count of the architecture, required by the rules when throughput is step_time.
FieldSpec architectureCount(const char* key, const char* label, double max, const char* help) {
    return {.key = key, .label = label, .min = 1, .max = max, .help = help, .when = "/workload/throughput is \"step_time\""};
}

}  // namespace

namespace {

// Attention beyond hidden / heads: explicit head widths (Qwen3) and multi-head latent attention (DeepSeek-V3).
void addAttentionShape(Section<ArchitectureInput>& x) {
    x.add(&ArchitectureInput::head_dim, {.key = "head_dim",
                                         .label = "Head width",
                                         .min = 0,
                                         .max = 100000,
                                         .help = "query/key width per head (Qwen3: 128 with hidden 4,096 and 64 heads; "
                                                 "MLA: the no-rope and rope parts together, DeepSeek-V3 192)",
                                         .zero_text = "hidden / heads"});
    x.add(&ArchitectureInput::v_head_dim, {.key = "v_head_dim",
                                           .label = "Value head width",
                                           .min = 0,
                                           .max = 100000,
                                           .help = "value width per head (DeepSeek-V3: 128)",
                                           .zero_text = "as the head width"});
    x.add(&ArchitectureInput::q_lora_rank, {.key = "q_lora_rank",
                                            .label = "MLA query rank",
                                            .min = 0,
                                            .max = 1e6,
                                            .help = "multi-head latent attention: queries through a bottleneck of this "
                                                    "rank (DeepSeek-V3: 1,536)",
                                            .zero_text = "full projection"});
    x.add(&ArchitectureInput::kv_lora_rank, {.key = "kv_lora_rank",
                                             .label = "MLA key/value rank",
                                             .min = 0,
                                             .max = 1e6,
                                             .help = "multi-head latent attention: keys and values from a latent of this "
                                                     "rank (DeepSeek-V3: 512); 0: plain grouped-query attention",
                                             .zero_text = "no latent (plain attention)"});
    x.add(&ArchitectureInput::rope_head_dim, {.key = "rope_head_dim",
                                              .label = "MLA rotary width",
                                              .min = 0,
                                              .max = 100000,
                                              .help = "multi-head latent attention: the rotary part of the head width, a "
                                                      "key shared by the heads (DeepSeek-V3: 64)"});
}

// Routed and shared experts, their placement and how routing loads them.
void addExperts(Section<ArchitectureInput>& x) {
    x.add(&ArchitectureInput::experts, {.key = "experts",
                                        .label = "Routed experts",
                                        .min = 0,
                                        .max = 1e5,
                                        .help = "routed experts per MoE layer; 0 = a dense model",
                                        .zero_text = "none (dense)"});
    x.add(&ArchitectureInput::active_experts, {.key = "active_experts",
                                               .label = "Active experts",
                                               .min = 0,
                                               .max = 1e5,
                                               .help = "routed experts each token visits (top-k)"});
    x.add(&ArchitectureInput::expert_ffn_hidden,
          {.key = "expert_ffn_hidden", .label = "Expert FFN size", .min = 0, .max = 1e7, .help = "FFN width of one expert"});
    x.add(&ArchitectureInput::shared_experts, {.key = "shared_experts",
                                               .label = "Shared experts",
                                               .min = 0,
                                               .max = 1000,
                                               .help = "experts every token visits (DeepSeek-V3: 1)"});
    x.add(&ArchitectureInput::first_dense_layers, {.key = "first_dense_layers",
                                                   .label = "Leading dense layers",
                                                   .min = 0,
                                                   .max = 10000,
                                                   .help = "layers before the first MoE layer (DeepSeek-V3: 3)"});
    x.add(&ArchitectureInput::moe_layer_interval, {.key = "moe_layer_interval",
                                                   .label = "MoE every",
                                                   .min = 1,
                                                   .max = 10000,
                                                   .help = "after the dense layers, every n-th layer is MoE (1: all)",
                                                   .display_unit = "layers"});
    x.add(&ArchitectureInput::capacity_factor,
          {.key = "capacity_factor",
           .label = "Expert capacity factor",
           .min = 1,
           .max = 64,
           .decimals = 2,
           .help = "tokens an expert takes over its mean share (GShard, Switch); the busiest rank computes and "
                   "exchanges this much; absent: dropless routing at expert_load_imbalance",
           .unset = "dropless"});
    x.add(&ArchitectureInput::expert_load_imbalance,
          {.key = "expert_load_imbalance",
           .label = "Expert load imbalance",
           .min = 1,
           .max = 64,
           .decimals = 2,
           .help = "dropless routing: the busiest expert-parallel rank's tokens over the mean; its experts and "
                   "all-to-all pace the layer",
           .default_source = "assumption: 1.0, perfectly balanced; auxiliary-loss or bias balancing keeps DeepSeek-V3 "
                             "near it (arXiv 2412.19437 §2.1.2), unbalanced routers run 1.2-2× (measure yours)"});
    x.add(&ArchitectureInput::node_limit,
          {.key = "node_limit",
           .label = "Nodes per token",
           .min = 1,
           .max = 1e5,
           .help = "node-limited routing: a token's routed experts lie on at most this many nodes "
                   "(DeepSeek-V3: 4)",
           .unset = "no limit"});
    x.add(&ArchitectureInput::dropout,
          {.key = "dropout",
           .label = "Dropout",
           .help = "dropout layers after attention and MLP and on the attention scores (GPT-era training): masks "
                   "are stored and extra kernels run; modern pre-training runs without"});
}

}  // namespace

const Section<ArchitectureInput>& architectureSection() {
    static const Section<ArchitectureInput> s = [] {
        Section<ArchitectureInput> x;
        x.add(&ArchitectureInput::layers, architectureCount("layers", "Layers", 10000, "transformer layers"));
        x.add(&ArchitectureInput::hidden, architectureCount("hidden", "Hidden size", 1e6, "model width (embedding size)"));
        x.add(&ArchitectureInput::heads, architectureCount("heads", "Attention heads", 10000, "query heads per layer"));
        x.add(&ArchitectureInput::kv_heads, {.key = "kv_heads",
                                             .label = "KV heads",
                                             .min = 0,
                                             .max = 10000,
                                             .help = "key/value heads (grouped-query attention); 0 = as many as heads",
                                             .zero_text = "as many as heads"});
        x.add(&ArchitectureInput::ffn_hidden,
              architectureCount("ffn_hidden", "FFN size", 1e7, "width of the dense feed-forward layer"));
        x.add(&ArchitectureInput::vocabulary, architectureCount("vocabulary", "Vocabulary", 1e8, "tokens in the vocabulary"));
        x.add(&ArchitectureInput::sequence_length,
              architectureCount("sequence_length", "Sequence length", 1e8, "tokens per training sequence"));
        x.add(&ArchitectureInput::ffn,
              {.key = "ffn", .label = "FFN kind", .help = "gelu: two matrices (GPT); swiglu: three, gated (Llama)"});
        x.add(&ArchitectureInput::tied_embeddings, {.key = "tied_embeddings",
                                                    .label = "Tied embeddings",
                                                    .help = "the output projection shares the input embedding's weights"});
        addAttentionShape(x);
        addExperts(x);
        return x;
    }();
    return s;
}

const Section<PublishedRunInput>& publishedSection() {
    static const Section<PublishedRunInput> s = [] {
        Section<PublishedRunInput> x;
        x.add(&PublishedRunInput::metric,
              {.key = "metric",
               .label = "Published metric",
               .help = "what the source reports: model or executed TFLOP/s per GPU, step seconds, MFU or tokens/s per GPU",
               .unset = "no published run"});
        x.add(&PublishedRunInput::value,
              {.key = "value",
               .label = "Published value",
               .min = 0,
               .max = 1e9,
               .decimals = 3,
               .help = "the figure as printed (MFU as a fraction: 0.41)",
               .when = "metric is given"},
              [](const PublishedRunInput& p) { return p.metric.has_value(); });
        x.add(&PublishedRunInput::source,
              {.key = "source",
               .label = "Source",
               .max = 1000,
               .help = "paper or page, table and row",
               .when = "metric is given"},
              [](const PublishedRunInput& p) { return p.metric.has_value(); });
        x.add(&PublishedRunInput::group,
              {.key = "group", .label = "Source table", .max = 200, .help = "the run's table, for per-source errors"});
        x.add(&PublishedRunInput::note,
              {.key = "note", .label = "Note", .max = 2000, .help = "what the source leaves open and what the profile chose"});
        return x;
    }();
    return s;
}

namespace {

// How the split lays out on the GPUs: sequence parallelism, uneven pipeline stages, rank order.
void addLayout(Section<ParallelismInput>& x) {
    x.add(&ParallelismInput::sequence_parallel,
          {.key = "sequence_parallel",
           .label = "Sequence parallel",
           .help = "norms, dropout and residuals split over the tensor-parallel GPUs (Korthikanti et al.)",
           .unset = "on when TP > 1"});
    x.add(&ParallelismInput::first_stage_layers,
          {.key = "first_stage_layers",
           .label = "Layers on the first stage",
           .min = 1,
           .max = 10000,
           .help = "uneven pipeline: the first stage's layers (it also holds the embedding); the middle stages "
                   "share the rest evenly",
           .unset = "the rest spread over the middle stages"});
    x.add(&ParallelismInput::last_stage_layers,
          {.key = "last_stage_layers",
           .label = "Layers on the last stage",
           .min = 1,
           .max = 10000,
           .help = "uneven pipeline: the last stage's layers (it also holds the output layer and loss)",
           .unset = "the rest spread over the middle stages"});
    x.add(&ParallelismInput::rank_order,
          {.key = "rank_order",
           .label = "Rank order",
           .help = "the parallel dimensions from innermost (adjacent ranks, same node) to outermost; EP may be "
                   "left out (it sits just inside DP)",
           .max_items = 5,
           .ordered = true});
}

// How communication runs: overlap flags, ZeRO-3 prefetch, wire precision, MoE dispatch, host reduction.
void addCommunication(Section<ParallelismInput>& x) {
    x.add(&ParallelismInput::overlap_dp, {.key = "overlap_dp",
                                          .label = "Overlap DP communication",
                                          .help = "the data-parallel reduction runs under the backward pass and weight "
                                                  "gathers under the forward (ZeRO-3: layer by layer, prefetched)"});
    x.add(&ParallelismInput::overlap_tp,
          {.key = "overlap_tp",
           .label = "Overlap TP communication",
           .help = "tensor-parallel collectives run under the layer's GEMMs (Transformer Engine userbuffers)"});
    x.add(&ParallelismInput::overlap_cp, {.key = "overlap_cp",
                                          .label = "Overlap CP communication",
                                          .help = "the K/V exchange runs under the attention core (ring attention)"});
    x.add(&ParallelismInput::overlap_ep,
          {.key = "overlap_ep",
           .label = "Overlap EP communication",
           .help = "the expert all-to-all runs under another micro-batch's compute (DeepSeek DualPipe, "
                   "Megatron-Core's EP overlap)"});
    x.add(&ParallelismInput::prefetch_layers,
          {.key = "prefetch_layers",
           .label = "ZeRO-3 prefetch",
           .min = 1,
           .max = 64,
           .help = "ZeRO-3 / FSDP: layers whose weights are gathered ahead of the one computing (FSDP's "
                   "forward/backward prefetch: 1); each holds a gathered layer in memory",
           .display_unit = "layers",
           .default_source = "PyTorch FSDP (arXiv 2304.11277 §3.3.2): one layer's all-gather issued ahead"});
    x.add(&ParallelismInput::gradient_reduce_bytes,
          {.key = "gradient_reduce_bytes",
           .label = "Gradient bytes on the wire",
           .unit = "B",
           .min = 1,
           .max = 8,
           .decimals = 0,
           .help = "bytes per gradient element in the data-parallel reduction: 4 (FP32, Megatron-Core and FSDP's "
                   "default) or 2 (BF16/FP16)",
           .display_unit = "B/element"});
    x.add(&ParallelismInput::dispatch_bytes,
          {.key = "dispatch_bytes",
           .label = "Dispatch bytes on the wire",
           .unit = "B",
           .min = 1,
           .max = 4,
           .decimals = 2,
           .help = "MoE: bytes per element of what travels to the experts (the forward dispatch and the gradients "
                   "sent back to them in the backward): 1 when quantized to FP8 first (DeepSeek-V3 §3.3.2); the "
                   "combines stay at the activations' bytes",
           .unset = "the activations' bytes (2)",
           .display_unit = "B/element"});
    x.add(&ParallelismInput::moe_dispatch,
          {.key = "moe_dispatch",
           .label = "MoE dispatch",
           .help = "all_to_all: a copy of each token per routed expert (Megatron's all-to-all dispatcher); "
                   "node_deduplicated: once per destination node, then NVLink (DeepEP, DeepSeek-V3)"});
    x.add(&ParallelismInput::host_reduction,
          {.key = "host_reduction",
           .label = "Host-side reduction",
           .help = "data-parallel all-reduce on the CPUs (Fire-Flyer's HFReduce), for PCIe nodes"});
}

}  // namespace

const Section<ParallelismInput>& parallelismSection() {
    static const Section<ParallelismInput> s = [] {
        Section<ParallelismInput> x;
        const char* searched = "chosen by the search";
        x.add(&ParallelismInput::tp, {.key = "tp",
                                      .label = "Tensor parallel",
                                      .min = 1,
                                      .max = 1024,
                                      .help = "GPUs a layer's matrices are split over (best inside one NVLink domain)",
                                      .unset = searched});
        x.add(&ParallelismInput::pp, {.key = "pp",
                                      .label = "Pipeline stages",
                                      .min = 1,
                                      .max = 1024,
                                      .help = "stages the layers are split into",
                                      .unset = searched});
        x.add(&ParallelismInput::virtual_stages, {.key = "virtual_stages",
                                                  .label = "Virtual stages",
                                                  .min = 1,
                                                  .max = 128,
                                                  .help = "model chunks per pipeline rank (interleaved 1F1B; 1: plain 1F1B)",
                                                  .unset = searched});
        x.add(&ParallelismInput::cp, {.key = "cp",
                                      .label = "Context parallel",
                                      .min = 1,
                                      .max = 1024,
                                      .help = "GPUs a sequence is split over for attention",
                                      .unset = searched});
        x.add(&ParallelismInput::ep, {.key = "ep",
                                      .label = "Expert parallel",
                                      .min = 1,
                                      .max = 1e5,
                                      .help = "GPUs the routed experts are split over (a factor of the data-parallel size "
                                              "unless the expert TP is given)",
                                      .unset = searched});
        x.add(&ParallelismInput::expert_tp, {.key = "expert_tp",
                                             .label = "Expert TP",
                                             .min = 1,
                                             .max = 1024,
                                             .help = "GPUs each routed expert's FFN is split over, with the experts folded onto "
                                                     "their own grid (Megatron-Core parallel folding: expert TP × EP × expert DP "
                                                     "= TP × CP × DP)",
                                             .unset = "as TP, with EP inside DP (not folded)"});
        x.add(&ParallelismInput::micro_batch_sequences, {.key = "micro_batch_sequences",
                                                         .label = "Micro-batch",
                                                         .min = 1,
                                                         .max = 1e6,
                                                         .help = "sequences per micro-batch",
                                                         .unset = searched,
                                                         .display_unit = "sequences"});
        x.add(&ParallelismInput::zero_stage, {.key = "zero_stage",
                                              .label = "ZeRO stage",
                                              .min = 0,
                                              .max = 3,
                                              .help = "0 none, 1 optimizer states sharded, 2 + gradients, 3 + weights (FSDP)",
                                              .unset = searched});
        x.add(&ParallelismInput::recompute, {.key = "recompute",
                                             .label = "Recomputation",
                                             .help = "activation recomputation: none, selective (the attention core; with "
                                                     "FlashAttention the MLP activation function) or full",
                                             .unset = searched});
        x.add(&ParallelismInput::recompute_modules,
              {.key = "recompute_modules",
               .label = "Recompute modules",
               .help = "what selective recomputation re-runs, as Megatron-Core's --recompute-modules names it; given, "
                       "recomputation is selective; empty: the attention core when its scores are stored, else the "
                       "MLP activation function",
               .max_items = 7});
        addLayout(x);
        addCommunication(x);
        return x;
    }();
    return s;
}

namespace {

// Failure rates, checkpoint write, restart and interval.
void addFailuresAndCheckpoints(Section<ReliabilityInput>& x) {
    x.add(&ReliabilityInput::model, {.key = "model",
                                     .label = "Failure model",
                                     .help = "failure rate from the component inventory, or an observed rate per "
                                             "node-day"});
    x.add(&ReliabilityInput::failures_per_1000_node_days,
          {.key = "failures_per_1000_node_days",
           .label = "Failures per 1,000 node-days",
           .min = 1e-6,
           .max = 1e4,
           .decimals = 2,
           .help = "r_f for model observed_rate",
           .default_source = "Kokolis et al., arXiv 2410.21680: 6.50 failures per 1,000 node-days on RSC-1"});
    x.add(&ReliabilityInput::network_failure_source,
          {.key = "network_failure_source",
           .label = "Network failure rates",
           .help = "fleet: the NIC-leaf links fail as Llama 3's fleet observed (Table 5, network switch/cable), the "
                   "source of the GPU, host and NIC rates too; analyst: SemiAnalysis's 5 years per optical link"});
    x.add(&ReliabilityInput::checkpoint_mode,
          {.key = "checkpoint_mode",
           .label = "Checkpoints",
           .help = "async: training stops for a snapshot to host memory (size / device-to-host bandwidth), then "
                   "the write to storage runs in the background and must finish before the next checkpoint; sync: "
                   "training stops for the whole write"});
    x.add(&ReliabilityInput::checkpoint_write_minutes,
          {.key = "checkpoint_write_minutes",
           .label = "Checkpoint stop δ",
           .unit = "min",
           .min = 0,
           .max = 1e4,
           .decimals = 2,
           .help = "δ, the time training stops for one checkpoint",
           .unset = "from the checkpoint mode: snapshot or storage write time (5 min for a synchronous write without storage)"});
    x.add(&ReliabilityInput::restart_minutes,
          {.key = "restart_minutes",
           .label = "Restart u₀",
           .unit = "min",
           .min = 0,
           .max = 1e4,
           .decimals = 1,
           .help = "u0, from a failure to training again",
           .default_source = "assumption: detection, rescheduling and loading the checkpoint; Kokolis et al. use u0 = 5 min"});
    x.add(&ReliabilityInput::checkpoint_interval_minutes, {.key = "checkpoint_interval_minutes",
                                                           .label = "Checkpoint interval",
                                                           .unit = "min",
                                                           .min = 0.01,
                                                           .max = 1e6,
                                                           .decimals = 1,
                                                           .help = "the interval used",
                                                           .unset = "the ETTR optimum √(δ² + 2δ(M − u0)) − δ",
                                                           .excludes = {"checkpoint_every_iterations", "iteration_seconds"}});
    x.add(&ReliabilityInput::iteration_seconds, {.key = "iteration_seconds",
                                                 .label = "Iteration time",
                                                 .unit = "s",
                                                 .min = 1e-3,
                                                 .max = 1e6,
                                                 .decimals = 2,
                                                 .help = "with checkpoint_every_iterations: the interval in iterations",
                                                 .unset = "none"});
    x.add(&ReliabilityInput::checkpoint_every_iterations,
          {.key = "checkpoint_every_iterations",
           .label = "Checkpoint every",
           .min = 1,
           .max = 1e9,
           .help = "with iteration_seconds: the interval in iterations (not with checkpoint_interval_minutes)",
           .unset = "none",
           .excludes = {"checkpoint_interval_minutes"},
           .display_unit = "iterations"});
}

// Recovery, the job footprint and spares.
void addRecoveryAndSpares(Section<ReliabilityInput>& x) {
    x.add(&ReliabilityInput::in_memory_recovery,
          {.key = "in_memory_recovery",
           .label = "In-memory recovery",
           .help = "peer (RDMA) copies of the training state; its ETTR becomes the goodput"});
    x.add(&ReliabilityInput::job_gpus, {.key = "job_gpus",
                                        .label = "Job size",
                                        .min = 1,
                                        .max = kAnyCount,
                                        .help = "the job's footprint, at most the cluster's GPUs",
                                        .unset = "the whole cluster",
                                        .display_unit = "GPUs"});
    x.add(&ReliabilityInput::spare_nodes,
          {.key = "spare_nodes", .label = "Spare nodes", .min = 0, .max = 1e6, .help = "spare nodes kept"});
    x.add(&ReliabilityInput::spare_mode,
          {.key = "spare_mode", .label = "Spares are", .help = "hot spares are powered and can fail"});
    x.add(&ReliabilityInput::repair_hours,
          {.key = "repair_hours",
           .label = "Repair time",
           .unit = "h",
           .min = 0.01,
           .max = 1e5,
           .decimals = 1,
           .help = "MTTR of a failed node",
           .default_source = "assumption: three days to diagnose a node, swap the failed part and return it to the pool"});
    x.add(&ReliabilityInput::repair_crews, {.key = "repair_crews",
                                            .label = "Repair crews",
                                            .min = 0,
                                            .max = 1e6,
                                            .help = "nodes repaired at once; 0 = no limit",
                                            .zero_text = "no limit"});
    x.add(&ReliabilityInput::shortfall_target,
          {.key = "shortfall_target",
           .label = "Shortfall target",
           .min = 1e-9,
           .max = 0.5,
           .decimals = 4,
           .help = "acceptable probability of running out of spares",
           .default_source = "assumption: run short of spares at most 1% of the time (99% availability)"});
}

}  // namespace

const Section<ReliabilityInput>& reliabilitySection() {
    static const Section<ReliabilityInput> s = [] {
        Section<ReliabilityInput> x;
        addFailuresAndCheckpoints(x);
        addRecoveryAndSpares(x);
        return x;
    }();
    return s;
}

}  // namespace cp
