#include "io/bom_csv.h"

#include <stdexcept>

#include "common/file_io.h"
#include "io/csv_writer.h"

namespace cp {

std::string bomCsvText(const Plan& plan) {
    CsvRow row;
    for (const char* column : {"category", "item", "part", "quantity", "unit_price_usd", "extended_price_usd",
                               "unit_power_w", "extended_power_w", "price_source"})
        row.text(column);
    std::string out = row.finish();
    if (!plan.cost) return out;
    for (const BomLine& line : plan.cost->bom) {
        const double quantity = static_cast<double>(line.quantity);
        row.text(line.category).text(line.item).text(line.part).count(line.quantity);
        row.number(line.unit_price_usd).number(quantity * line.unit_price_usd);
        row.number(line.unit_power_w).number(quantity * line.unit_power_w).text(line.price_source);
        out += row.finish();
    }
    return out;
}

std::int64_t writeBomCsv(const std::string& path, const Plan& plan) {
    if (!plan.cost) throw std::runtime_error(path + ": the plan has no bill of materials to write");
    writeFileAtomically(path, bomCsvText(plan));
    return static_cast<std::int64_t>(plan.cost->bom.size());
}

}  // namespace cp
