#include "io/catalog_output.h"

#include <sstream>

#include "catalog/catalog_writer.h"
#include "common/format.h"
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
    out << "\nStorage servers\n";
    for (const StorageServer& s : catalog.storage_servers)
        out << "  " << pad(s.id, 18) << pad(s.name, 34) << "writes " << formatNumber(s.write_gbyte_per_s.value) << " GB/s\n";
    out << "\nFiles: ";
    for (std::size_t i = 0; i < catalog.files.size(); ++i) out << (i ? ", " : "") << catalog.files[i];
    out << "\n";
    return out.str();
}

std::string catalogJsonText(const Catalog& catalog) {
    Json doc = catalogDocument(catalog, {}, true);
    doc["files"] = catalog.files;
    return doc.dump(2) + "\n";
}

}  // namespace cp
