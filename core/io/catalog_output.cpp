#include "io/catalog_output.h"

#include <sstream>

#include "catalog/catalog_writer.h"
#include "common/format.h"
#include "common/text_table.h"

namespace cp {

namespace {

using Table = std::vector<std::vector<std::string>>;

// A section: its title, then one aligned row per part (id, name, key specs), however long the names.
void section(std::ostringstream& out, const char* title, const Table& rows) {
    Table table{{"id", "name", "specs"}};
    table.insert(table.end(), rows.begin(), rows.end());
    out << (out.tellp() > 0 ? "\n" : "") << title << "\n" << alignedTable(table, "  ");
}

// A catalog value as the GUI's catalog browser shows it: exact, with thousands separators
// ("1,978.9", "4,500", "2,500 W"), so the two listings read alike.
std::string spec(double value) { return formatSignificant(value, 12); }

}  // namespace

std::string catalogText(const Catalog& catalog) {
    std::ostringstream out;
    Table rows;
    for (const Gpu& g : catalog.gpus) {
        std::string specs;
        for (Precision p : kPrecisions)
            if (const auto& v = g.peakTflops(p)) specs += std::string(precisionKey(p)) + " " + spec(v->value) + "  ";
        rows.push_back({g.id, g.name, specs + "TFLOPS; " + spec(g.hbm_gb.value) + " GB; " + spec(g.tdp_w.value) + " W"});
    }
    section(out, "GPUs", rows);
    rows.clear();
    for (const NodeType& n : catalog.nodes) {
        std::string specs = std::to_string(n.gpus_per_node.value) + " × " + n.gpu_id + "; NICs:";
        // Appended piece by piece: GCC 12 misreads `" " + std::string&&` chains here (-Wrestrict).
        for (const NodeNic& nic : n.nics)
            specs.append(" ")
                .append(std::to_string(nic.count))
                .append(" × ")
                .append(nic.nic_id)
                .append(" (")
                .append(enumText(nic.role))
                .append(")");
        rows.push_back({n.id, n.name, specs + "; " + spec(n.power_avg_w.value) + " W avg"});
    }
    section(out, "Node types", rows);
    rows.clear();
    for (const Nic& n : catalog.nics)
        rows.push_back(
            {n.id, n.name,
             std::to_string(n.ports.value) + " × " + spec(n.port_speed_gbps.value) + "G; " + spec(n.power_w.value) + " W"});
    section(out, "NICs", rows);
    rows.clear();
    for (const Switch& s : catalog.switches)
        rows.push_back({s.id, s.name, enumText(s.kind) + "; " + s.speedsText() + "; " + spec(s.power_typical_w.value) + " W"});
    section(out, "Switches", rows);
    rows.clear();
    for (const Media& m : catalog.media)
        rows.push_back({m.id, m.name,
                        m.media_class + "; " + spec(m.speed_gbps) + "G; reach " + spec(m.reach_m.value) + " m; " +
                            spec(m.power_w_per_end.value) + " W/end"});
    section(out, "Media", rows);
    rows.clear();
    for (const StorageServer& s : catalog.storage_servers)
        rows.push_back({s.id, s.name, "writes " + spec(s.write_gbyte_per_s.value) + " GB/s"});
    section(out, "Storage servers", rows);
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
