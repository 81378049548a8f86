#include "io/cable_plan_csv.h"

#include <stdexcept>

#include "common/file_io.h"
#include "common/format.h"
#include "layout/cabling.h"
#include "layout/floor_plan.h"

namespace cp {

std::string csvField(std::string_view text) {
    if (text.find_first_of(",\"\r\n") == std::string_view::npos) return std::string(text);
    std::string out = "\"";
    for (char c : text) {
        if (c == '"') out += '"';
        out += c;
    }
    return out + "\"";
}

std::int64_t writeCablePlanCsv(const std::string& path, const Profile& profile, const Catalog& catalog, const Plan& plan) {
    if (!plan.fabric || !plan.cabling) throw std::runtime_error(path + ": the plan has no cabling to write");
    AtomicFile file(path);
    file.write("cable_id,network,zone,plane,from_device,from_port,to_device,to_port,speed_gbps,media,media_class,"
               "from_module,to_module,length_m\r\n");
    Plan scratch = plan;  // computeCabling may add errors; the caller's plan stays as it is
    const FloorPlan floor(profile, catalog, scratch);
    std::string row;
    computeCabling(profile, catalog, floor, scratch, [&](const CableRecord& c) {
        const LinkRecord& l = *c.link;
        row.clear();
        row += std::to_string(c.cable_id) + ',' + csvField(l.network) + ',' + (l.zone >= 0 ? std::to_string(l.zone) : "") +
               ',' + std::to_string(l.plane) + ',' + csvField(deviceName(l.network, l.lower.device)) + ',' +
               std::to_string(l.lower.port) + ',' + csvField(deviceName(l.network, l.upper.device)) + ',' +
               std::to_string(l.upper.port) + ',' + formatNumber(l.speed_gbps) + ',' + c.media->id + ',' +
               c.media->media_class + ',' + (c.lower_module ? c.lower_module->id : "") + ',' +
               (c.upper_module ? c.upper_module->id : "") + ',' + formatNumber(c.length_m) + "\r\n";
        file.write(row);
    });
    file.commit();
    return plan.cabling->cables_total;
}

}  // namespace cp
