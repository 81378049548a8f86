#include "catalog/catalog_fields.h"

#include <cmath>
#include <cstdint>

#include "common/format.h"

namespace cp {

namespace {

constexpr double kMaxPriceUsd = 1e12;
constexpr auto Price = SourcedRule::Price;
constexpr auto Powered = SourcedRule::Powered;

// Prices: always assumptions, always a browser column.
template <class Part>
SourcedField<Part> price(std::string_view key, std::string_view label, Sourced Part::*member, bool cited, std::string_view help) {
    return {{.key = key,
             .label = label,
             .unit = "USD",
             .max = kMaxPriceUsd,
             .rule = Price,
             .column = true,
             .cited = cited,
             .help = help},
            member};
}

// "1 to 1,000,000", "0.001 to 10,000,000", "> 0, ≤ 10,000".
std::string boundText(double v) { return v == std::floor(v) ? formatCount(static_cast<std::int64_t>(v)) : formatNumber(v); }

std::string rangeText(const SourcedFieldSpec& f) {
    if (f.rule == Powered) return "> 0, ≤ " + boundText(f.max);
    return boundText(f.min) + " to " + boundText(f.max);
}

std::string ruleText(const SourcedFieldSpec& f) {
    switch (f.rule) {
    case Price:
        return "source starts with `assumption`";
    case Powered:
        return "above 0";
    case SourcedRule::Plain:
        break;
    }
    return "";
}

template <class Part>
void tableOf(std::string& out, std::string_view section) {
    out += "<!-- catalog fields " + std::string(section) + " -->\n";
    out += "| `" + std::string(section) +
           "` key | label | unit | range | given | checked | meaning |\n|---|---|---|---|---|---|---|\n";
    for (const SourcedField<Part>& f : sourcedFields<Part>())
        out += "| `" + std::string(f.key) + "` | " + std::string(f.label) + " | " + std::string(f.unit) + " | " + rangeText(f) +
               (f.count() ? ", whole" : "") + " | " + (f.optional() ? "optional" : "required") + " | " + ruleText(f) + " | " +
               std::string(f.help) + " |\n";
    out += "<!-- end catalog fields -->\n";
}

}  // namespace

template <>
const std::vector<SourcedField<Gpu>>& sourcedFields<Gpu>() {
    static const std::vector<SourcedField<Gpu>> fields{
        {{.key = "hbm_gb",
          .label = "HBM",
          .unit = "GB",
          .max = 1e6,
          .column = true,
          .help = "HBM capacity in binary gigabytes, as the datasheet gives it (80 GB = 80 GiB)"},
         &Gpu::hbm_gb},
        {{.key = "tdp_w",
          .label = "TDP",
          .unit = "W",
          .min = 1,
          .max = 1e6,
          .column = true,
          .help = "the GPU's rated board power"},
         &Gpu::tdp_w},
        {{.key = "scaleup_gbyte_per_s",
          .label = "Scale-up bandwidth",
          .unit = "GB/s",
          .max = 1e7,
          .column = true,
          .help = "NVLink or equivalent per GPU, both directions together, as datasheets give it"},
         &Gpu::scaleup_gbyte_per_s},
        price("price_usd", "Price", &Gpu::price_usd, false, "the GPU alone; a node's price holds its GPUs"),
        {{.key = "hbm_gbyte_per_s",
          .label = "HBM bandwidth",
          .unit = "GB/s",
          .min = 1,
          .max = 1e7,
          .help = "memory bandwidth; the step-time model needs it"},
         &Gpu::hbm_gbyte_per_s},
        {{.key = "fp4_tflops_dense",
          .label = "Peak dense FP4",
          .unit = "TFLOPS",
          .min = 0.001,
          .max = 1e8,
          .decimals = 1,
          .cited = false,
          .help = "dense FP4 peak, where published"},
         &Gpu::fp4_tflops_dense},
        {{.key = "fp64_tflops",
          .label = "Peak FP64",
          .unit = "TFLOPS",
          .min = 0.001,
          .max = 1e7,
          .decimals = 1,
          .cited = false,
          .help = "FP64 vector peak, where published"},
         &Gpu::fp64_tflops},
        {{.key = "fp64_tensor_tflops",
          .label = "Peak FP64 tensor",
          .unit = "TFLOPS",
          .min = 0.001,
          .max = 1e7,
          .decimals = 1,
          .cited = false,
          .help = "FP64 tensor (matrix) peak, where published"},
         &Gpu::fp64_tensor_tflops},
    };
    return fields;
}

template <>
const std::vector<SourcedField<NodeType>>& sourcedFields<NodeType>() {
    static const std::vector<SourcedField<NodeType>> fields{
        {{.key = "gpus_per_node", .label = "GPUs per node", .min = 1, .max = 1024, .column = true}, &NodeType::gpus_per_node},
        {{.key = "power_avg_w",
          .label = "Average power",
          .unit = "W",
          .min = 1,
          .max = 1e7,
          .column = true,
          .help = "the node's average draw in training, GPUs and NICs included"},
         &NodeType::power_avg_w},
        {{.key = "power_max_w",
          .label = "Maximum power",
          .unit = "W",
          .min = 1,
          .max = 1e7,
          .column = true,
          .help = "the node's nameplate, GPUs and NICs included"},
         &NodeType::power_max_w},
        price("price_usd", "Price", &NodeType::price_usd, true, "the whole node: GPUs, NICs, CPUs, memory, chassis"),
        {{.key = "rack_units", .label = "Height", .unit = "U", .min = 1, .max = 100, .column = true}, &NodeType::rack_units},
    };
    return fields;
}

template <>
const std::vector<SourcedField<Nic>>& sourcedFields<Nic>() {
    static const std::vector<SourcedField<Nic>> fields{
        {{.key = "ports", .label = "Ports", .min = 1, .max = 64, .column = true}, &Nic::ports},
        {{.key = "port_speed_gbps", .label = "Port speed", .unit = "Gb/s", .min = 1, .max = 1e5, .column = true},
         &Nic::port_speed_gbps},
        {{.key = "power_w", .label = "Power", .unit = "W", .max = 1e4, .decimals = 1, .rule = Powered, .column = true},
         &Nic::power_w},
        price("price_usd", "Price", &Nic::price_usd, false, "the card alone; a node's price holds its NICs"),
        {{.key = "mttf_hours",
          .label = "MTTF",
          .unit = "h",
          .min = 1,
          .max = 1e12,
          .help = "replaces the nic failure class for this card"},
         &Nic::mttf_hours},
        {{.key = "integrated_optics",
          .label = "Integrated optics",
          .max = 1,
          .help = "1: the module carries its ports' optical engines, so its failure class stands for the host end of "
                  "their links"},
         &Nic::integrated_optics},
    };
    return fields;
}

template <>
const std::vector<SourcedField<Switch>>& sourcedFields<Switch>() {
    static const std::vector<SourcedField<Switch>> fields{
        {{.key = "power_typical_w",
          .label = "Typical power",
          .unit = "W",
          .max = 1e7,
          .rule = Powered,
          .column = true,
          .help = "without optics"},
         &Switch::power_typical_w},
        price("price_usd", "Price", &Switch::price_usd, true, "without optics"),
        {{.key = "rack_units", .label = "Height", .unit = "U", .min = 1, .max = 100, .column = true}, &Switch::rack_units},
        {{.key = "line_card_slots",
          .label = "Line card slots",
          .min = 1,
          .max = 64,
          .help = "a chassis's (required there, refused on a fixed switch): its ports divide evenly over them"},
         &Switch::line_card_slots},
        {{.key = "cages",
          .label = "Cages",
          .min = 1,
          .max = 100000,
          .help = "physical cages, where fewer than ports (twin-port OSFP)"},
         &Switch::cages},
    };
    return fields;
}

template <>
const std::vector<SourcedField<Media>>& sourcedFields<Media>() {
    static const std::vector<SourcedField<Media>> fields{
        {{.key = "reach_m",
          .label = "Reach",
          .unit = "m",
          .min = 0.01,
          .max = 1e7,
          .decimals = 2,
          .column = true,
          .help = "the longest link it carries"},
         &Media::reach_m},
        {{.key = "power_w_per_end",
          .label = "Power per end",
          .unit = "W",
          .max = 1e4,
          .decimals = 2,
          .column = true,
          .help = "each end's draw; 0 for passive copper"},
         &Media::power_w_per_end},
        price("price_usd_per_end", "Price per end", &Media::price_usd_per_end, true, "each transceiver (0 for a cable assembly)"),
        price("price_usd_per_cable", "Price per cable", &Media::price_usd_per_cable, true, "the cable, fiber or assembly"),
        {{.key = "relative_price",
          .label = "Relative price",
          .unit = "×",
          .max = 1e4,
          .decimals = 2,
          .cited = false,
          .help = "link price relative to multimode at the same speed"},
         &Media::relative_price},
    };
    return fields;
}

template <>
const std::vector<SourcedField<FailureClass>>& sourcedFields<FailureClass>() {
    static const std::vector<SourcedField<FailureClass>> fields{
        {{.key = "mttf_hours",
          .label = "MTTF per unit",
          .unit = "h",
          .min = 1,
          .max = 1e12,
          .help = "the default source's mean time to failure of one unit"},
         &FailureClass::mttf_hours},
    };
    return fields;
}

template <>
const std::vector<SourcedField<StorageServer>>& sourcedFields<StorageServer>() {
    static const std::vector<SourcedField<StorageServer>> fields{
        {{.key = "write_gbyte_per_s",
          .label = "Rated write",
          .unit = "GB/s",
          .min = 0.001,
          .max = 1e7,
          .decimals = 1,
          .help = "the server's own rated write (SSDs, replication, file system), not its NICs' line rate"},
         &StorageServer::write_gbyte_per_s},
    };
    return fields;
}

std::string catalogFieldsMarkdown() {
    std::string out;
    tableOf<Gpu>(out, "gpus");
    tableOf<NodeType>(out, "nodes");
    tableOf<Nic>(out, "nics");
    tableOf<Switch>(out, "switches");
    tableOf<Media>(out, "media");
    tableOf<FailureClass>(out, "failure_classes");
    tableOf<StorageServer>(out, "storage_servers");
    return out;
}

}  // namespace cp
