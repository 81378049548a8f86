#include "io/cable_plan_csv.h"

#include <stdexcept>

#include "common/file_io.h"
#include "layout/cabling.h"

namespace cp {

std::int64_t forEachCablePlanRow(const Profile& profile, const Catalog& catalog, const Plan& plan,
                                 const std::function<void(const CablePlanRow&)>& row) {
    if (!plan.fabric || !plan.cabling || !plan.floor) throw std::runtime_error("the plan has no cabling to list");
    Diagnostics errors;  // evaluating the plan reported them already
    CablePlanRow r;
    // The plan counts cables per link class; the export walks each one, on the plan's floor and fabric.
    computeCabling(profile, catalog, *plan.floor, *plan.fabric, errors, [&](const CableRecord& c) {
        const LinkRecord& l = *c.link;
        r.cable_id = c.cable_id;
        r.network = l.network;
        r.zone = l.zone >= 0 ? std::optional<std::int64_t>(l.zone) : std::nullopt;
        r.plane = l.plane;
        r.from_device = deviceName(l.network, l.lower.device);
        r.from_port = l.lower.port;
        r.to_device = deviceName(l.network, l.upper.device);
        r.to_port = l.upper.port;
        r.speed_gbps = l.speed_gbps;
        r.media = c.media->id;
        r.media_class = c.media->media_class;
        r.from_module = c.lower_module ? c.lower_module->id : "";
        r.to_module = c.upper_module ? c.upper_module->id : "";
        r.length_m = c.length_m;
        row(r);
    });
    return plan.cabling->cables_total;
}

std::array<std::string, kCablePlanColumns.size()> cablePlanColumns(const LengthFormat& length) {
    std::array<std::string, kCablePlanColumns.size()> titles;
    for (std::size_t i = 0; i < titles.size(); ++i) titles[i] = kCablePlanColumns[i];
    titles.back() = withUnitSuffix("length", length.unit);
    return titles;
}

std::int64_t writeCablePlanCsv(const std::string& path, const Profile& profile, const Catalog& catalog, const Plan& plan,
                               const LengthFormat& length) {
    if (!plan.fabric || !plan.cabling) throw std::runtime_error(path + ": the plan has no cabling to write");
    AtomicFile file(path);
    CsvRow csv;
    for (const std::string& column : cablePlanColumns(length)) csv.text(column);
    file.write(csv.finish());
    const std::int64_t rows = forEachCablePlanRow(profile, catalog, plan, [&](const CablePlanRow& r) {
        csv.count(r.cable_id).text(r.network);
        r.zone ? csv.count(*r.zone) : csv.empty();
        csv.count(r.plane).text(r.from_device).count(r.from_port).text(r.to_device).count(r.to_port).number(r.speed_gbps);
        csv.text(r.media).text(r.media_class).text(r.from_module).text(r.to_module).number(length.convert(r.length_m));
        file.write(csv.finish());
    });
    file.commit();
    return rows;
}

}  // namespace cp
