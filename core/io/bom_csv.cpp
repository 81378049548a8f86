#include "io/bom_csv.h"

#include <stdexcept>

#include "common/file_io.h"
#include "common/csv_writer.h"

namespace cp {

std::string bomCsvText(const Plan& plan, const ExportUnits& units) {
    const MoneyFormat& money = units.money;
    const std::string code = money.code;
    CsvRow row;
    row.text("category").text("network").text("item").text("part").text("quantity").text("counted");
    row.text(withUnitSuffix("unit_price", code)).text(withUnitSuffix("extended_price", code));
    row.text("unit_power_w").text("extended_power_w").text("price_source");
    // "cny_per_usd": the stem is the code itself.
    if (!money.isUsd()) row.text(withUnitSuffix("", code).substr(1) + "_per_usd");
    std::string out = row.finish();
    if (!plan.cost) return out;
    for (const BomLine& line : plan.cost->bom) {
        const double quantity = static_cast<double>(line.quantity);
        row.text(bomCategoryName(line.category))
            .text(line.network)
            .text(withItemLength(line.item, units.length))
            .text(line.part)
            .count(line.quantity)
            .text(line.counted);
        row.number(money.convert(line.unit_price_usd)).number(money.convert(quantity * line.unit_price_usd));
        row.number(line.unit_power_w).number(quantity * line.unit_power_w).text(line.price_source);
        if (!money.isUsd()) row.number(money.per_usd);
        out += row.finish();
    }
    return out;
}

std::int64_t writeBomCsv(const std::string& path, const Plan& plan, const ExportUnits& units) {
    if (!plan.cost) throw std::runtime_error(path + ": the plan has no bill of materials to write");
    writeFileAtomically(path, bomCsvText(plan, units));
    return static_cast<std::int64_t>(plan.cost->bom.size());
}

}  // namespace cp
