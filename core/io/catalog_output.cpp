#include "io/catalog_output.h"

#include <sstream>

#include "common/format.h"
#include "common/json_reader.h"
#include "common/text_table.h"

namespace cp {

std::string catalogText(const Catalog& catalog) {
    std::ostringstream out;
    out << "GPUs\n";
    for (const Gpu& g : catalog.gpus) {
        out << "  " << pad(g.id, 18) << pad(g.name, 34);
        for (Precision p : kPrecisions)
            if (const auto& v = g.peakTflops(p)) out << precisionKey(p) << " " << formatNumber(v->value) << "  ";
        out << "TFLOPS; " << formatNumber(g.hbm_gb.value) << " GB; " << formatNumber(g.tdp_w.value) << " W\n";
    }
    out << "\nNode types\n";
    for (const NodeType& n : catalog.nodes) {
        out << "  " << pad(n.id, 18) << pad(n.name, 34) << n.gpus_per_node.value << " × " << n.gpu_id << "; NICs:";
        for (const NodeNic& nic : n.nics) out << " " << nic.count << " × " << nic.nic_id << " (" << nic.role << ")";
        out << "; " << formatNumber(n.power_avg_w.value) << " W avg\n";
    }
    out << "\nNICs\n";
    for (const Nic& n : catalog.nics)
        out << "  " << pad(n.id, 18) << pad(n.name, 34) << n.ports.value << " × " << formatNumber(n.port_speed_gbps.value)
            << "G; " << formatNumber(n.power_w.value) << " W\n";
    out << "\nSwitches\n";
    for (const Switch& s : catalog.switches)
        out << "  " << pad(s.id, 18) << pad(s.name, 34) << s.kind << "; " << s.speedsText() << "; "
            << formatNumber(s.power_typical_w.value) << " W\n";
    out << "\nMedia\n";
    for (const Media& m : catalog.media)
        out << "  " << pad(m.id, 18) << pad(m.name, 34) << m.media_class << "; " << formatNumber(m.speed_gbps) << "G; reach "
            << formatNumber(m.reach_m.value) << " m; " << formatNumber(m.power_w_per_end.value) << " W/end\n";
    out << "\nFiles: ";
    for (std::size_t i = 0; i < catalog.files.size(); ++i) out << (i ? ", " : "") << catalog.files[i];
    out << "\n";
    return out.str();
}

namespace {
Json sourcedJson(const Sourced& s) { return Json{{"value", s.value}, {"source", s.source}}; }
Json sourcedJson(const SourcedCount& s) { return Json{{"value", s.value}, {"source", s.source}}; }
}  // namespace

std::string catalogJsonText(const Catalog& catalog) {
    Json doc;
    Json gpus = Json::array();
    for (const Gpu& g : catalog.gpus) {
        Json peaks = Json::object();
        for (Precision p : kPrecisions)
            if (const auto& v = g.peakTflops(p)) peaks[precisionKey(p)] = sourcedJson(*v);
        gpus.push_back(Json{{"id", g.id}, {"name", g.name}, {"vendor", g.vendor}, {"peak_tflops_dense", peaks},
                            {"hbm_gb", sourcedJson(g.hbm_gb)}, {"tdp_w", sourcedJson(g.tdp_w)},
                            {"scaleup_gbyte_per_s", sourcedJson(g.scaleup_gbyte_per_s)},
                            {"price_usd", sourcedJson(g.price_usd)}});
    }
    Json nodes = Json::array();
    for (const NodeType& n : catalog.nodes) {
        Json nics = Json::array();
        for (const NodeNic& nic : n.nics)
            nics.push_back(Json{{"nic", nic.nic_id}, {"count", nic.count}, {"role", nic.role}, {"source", nic.source}});
        Json node{{"id", n.id}, {"name", n.name}, {"gpu", n.gpu_id},
                  {"gpus_per_node", sourcedJson(n.gpus_per_node)}, {"nics", nics},
                  {"power_avg_w", sourcedJson(n.power_avg_w)}, {"power_max_w", sourcedJson(n.power_max_w)},
                  {"rest_of_node_w_per_gpu", sourcedJson(n.rest_of_node_w_per_gpu)},
                  {"price_usd", sourcedJson(n.price_usd)}, {"rack_units", sourcedJson(n.rack_units)}};
        Json measured = Json::object();
        for (Precision p : kPrecisions)
            if (const auto& v = n.measuredTflops(p)) measured[precisionKey(p)] = sourcedJson(*v);
        if (!measured.empty()) node["measured_gemm_tflops"] = measured;
        nodes.push_back(node);
    }
    Json nics = Json::array();
    for (const Nic& n : catalog.nics)
    {
        Json nic{{"id", n.id}, {"name", n.name}, {"ports", sourcedJson(n.ports)},
                 {"port_speed_gbps", sourcedJson(n.port_speed_gbps)}, {"power_w", sourcedJson(n.power_w)},
                 {"price_usd", sourcedJson(n.price_usd)}};
        if (n.mttf_hours) nic["mttf_hours"] = sourcedJson(*n.mttf_hours);
        nics.push_back(nic);
    }
    Json switches = Json::array();
    for (const Switch& s : catalog.switches) {
        Json modes = Json::array();
        for (const PortMode& m : s.port_modes)
            modes.push_back(Json{{"speed_gbps", m.speed_gbps}, {"ports", m.ports}, {"source", m.source}});
        Json entry{{"id", s.id}, {"name", s.name}, {"vendor", s.vendor}, {"kind", s.kind},
                   {"port_modes", modes}, {"power_typical_w", sourcedJson(s.power_typical_w)},
                   {"price_usd", sourcedJson(s.price_usd)}, {"rack_units", sourcedJson(s.rack_units)}};
        if (s.line_card_slots) entry["line_card_slots"] = sourcedJson(*s.line_card_slots);
        if (s.cages) entry["cages"] = sourcedJson(*s.cages);
        switches.push_back(entry);
    }
    Json media = Json::array();
    for (const Media& m : catalog.media)
        media.push_back(Json{{"id", m.id}, {"name", m.name}, {"speed_gbps", m.speed_gbps}, {"class", m.media_class},
                             {"reach_m", sourcedJson(m.reach_m)}, {"power_w_per_end", sourcedJson(m.power_w_per_end)},
                             {"pluggable_ends", m.pluggable_ends}, {"price_usd_per_end", sourcedJson(m.price_usd_per_end)},
                             {"price_usd_per_cable", sourcedJson(m.price_usd_per_cable)},
                             {"relative_price", sourcedJson(m.relative_price)}});
    for (std::size_t i = 0; i < catalog.media.size(); ++i)
        if (!catalog.media[i].twin_module.empty()) media[i]["twin_module"] = catalog.media[i].twin_module;
    Json lengths = Json::array();
    for (const OrderableLengths& l : catalog.orderable_lengths)
        lengths.push_back(Json{{"id", l.id}, {"class", l.length_class}, {"lengths_m", l.lengths_m}, {"source", l.source}});
    doc["schema"] = 1;
    doc["gpus"] = gpus;
    doc["nodes"] = nodes;
    doc["nics"] = nics;
    doc["switches"] = switches;
    doc["media"] = media;
    doc["orderable_lengths"] = lengths;
    Json failures = Json::array();
    for (const FailureClass& f : catalog.failure_classes)
        failures.push_back(Json{{"id", f.id}, {"name", f.name}, {"mttf_hours", sourcedJson(f.mttf_hours)}, {"interrupts_job", f.interrupts_job}});
    doc["failure_classes"] = failures;
    doc["files"] = catalog.files;
    return doc.dump(2) + "\n";
}

}  // namespace cp
