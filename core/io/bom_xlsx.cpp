#include "io/bom_xlsx.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <optional>
#include <stdexcept>
#include <variant>

#include "common/format.h"
#include "common/text_table.h"
#include "io/cable_plan_csv.h"
#include "io/xlsx_workbook.h"
#include "plan/assumptions.h"
#include "explore/compare.h"
#include "plan/metrics.h"

namespace cp {

namespace {

using xlsx::cell;
using xlsx::Formats;
using xlsx::product;
using xlsx::Sheet;
using xlsx::sumOf;
using xlsx::Workbook;

// --- Sheets ------------------------------------------------------------------

struct BomTotals {
    std::string price_ref;  // the grand total's cells, for the Summary's formulas
    std::string power_ref;
};

// The formats of money cells: the "$" formats for USD, plain numbers otherwise
// (the header names the currency).
struct MoneyFormats {
    lxw_format *cents, *whole, *total;
};

MoneyFormats moneyFormats(const MoneyFormat& money, const Formats& f) {
    if (money.isUsd()) return {f.usd_cents, f.usd, f.total_usd};
    return {f.decimal, f.count, f.total_count};
}

// "Prices in CNY at 7.2 CNY per USD (an assumption set in ClusterPlanner's Preferences)."
std::string exchangeNote(const MoneyFormat& money) {
    return "Prices in " + money.code + " at " + formatNumber(money.per_usd) + " " + money.code +
           " per USD (an assumption set in ClusterPlanner's Preferences); the plan itself is in USD.";
}

enum : lxw_col_t {
    kBomCategory,
    kBomNetwork,
    kBomItem,
    kBomPart,
    kBomQuantity,
    kBomCounted,
    kBomUnitPrice,
    kBomPrice,
    kBomUnitPower,
    kBomPower,
    kBomSource
};

// One BOM line's cells; extended price and power are formulas over the row.
void writeBomLine(Sheet& s, lxw_row_t row, const BomLine& line, const ExportUnits& units) {
    const double quantity = static_cast<double>(line.quantity);
    s.text(row, kBomCategory, bomCategoryName(line.category));
    s.text(row, kBomNetwork, line.network);
    s.text(row, kBomItem, withItemLength(line.item, units.length));
    s.text(row, kBomPart, line.part);
    s.number(row, kBomQuantity, quantity);
    s.text(row, kBomCounted, line.counted);
    const double unitPrice = units.money.convert(line.unit_price_usd);
    s.number(row, kBomUnitPrice, unitPrice);
    s.formula(row, kBomPrice, product(cell(row, kBomQuantity), cell(row, kBomUnitPrice)), quantity * unitPrice);
    s.number(row, kBomUnitPower, line.unit_power_w);
    s.formula(row, kBomPower, product(cell(row, kBomQuantity), cell(row, kBomUnitPower), "/1000"),
              quantity * line.unit_power_w / 1000);
    s.text(row, kBomSource, line.price_source);
}

// A SUMIFS criterion that matches `text` exactly, as a formula string literal: "=" so a leading
// < > = is text, ~ before the wildcards * ? ~, and quotes doubled (a network named
// q"x"),1+1,("y wrote its own formula text); empty matches the blank cells.
std::string exactMatchCriterion(const std::string& text) {
    if (text.empty()) return "\"\"";
    std::string out = "\"=";
    for (const char c : text) {
        if (c == '*' || c == '?' || c == '~') out += '~';
        out += c == '"' ? std::string("\"\"") : std::string(1, c);
    }
    return out + "\"";
}

// Below the hardware total: each network's lines summed (SUMIFS over the Network column of the
// lines; the quantity criterion skips any row without one), then the lines of no network (nodes,
// storage servers), so each network's fabric can be ordered on its own. Returns the next free row.
lxw_row_t writeNetworkTotals(Sheet& s, const Plan& plan, const MoneyFormat& money, lxw_row_t lastLine, lxw_row_t at,
                             const MoneyFormats& m, const Formats& f) {
    std::vector<std::string> networks;
    for (const BomLine& l : plan.cost->bom)
        if (std::find(networks.begin(), networks.end(), l.network) == networks.end()) networks.push_back(l.network);
    s.text(at++, kBomItem, "Totals by network", f.bold);
    const auto range = [&](lxw_col_t col) { return cell(1, col) + ":" + cell(lastLine, col); };
    for (const std::string& network : networks) {
        double price = 0, kw = 0;
        for (const BomLine& l : plan.cost->bom)
            if (l.network == network) {
                price += static_cast<double>(l.quantity) * money.convert(l.unit_price_usd);
                kw += static_cast<double>(l.quantity) * l.unit_power_w / 1000;
            }
        s.text(at, kBomNetwork, network);
        s.text(at, kBomItem, network.empty() ? "Nodes and storage servers (no network)" : "Network " + network);
        std::string criteria(",");  // appended piece by piece (GCC 12 misreads a chain of + here, -Wrestrict)
        criteria.append(range(kBomNetwork)).append(",").append(exactMatchCriterion(network)).append(",");
        criteria.append(range(kBomQuantity)).append(",\"<>\")");
        s.formula(at, kBomPrice, "=SUMIFS(" + range(kBomPrice) + criteria, price, m.total);
        s.formula(at, kBomPower, "=SUMIFS(" + range(kBomPower) + criteria, kw, f.total_kw);
        ++at;
    }
    return at;
}

BomTotals writeBomSheet(Sheet& s, const Plan& plan, const ExportUnits& units, const Formats& f) {
    const MoneyFormat& money = units.money;
    const MoneyFormats m = moneyFormats(money, f);
    s.columns({{18}, {14}, {52}, {24}, {11, f.count}, {34}, {14, m.cents}, {17, m.whole}, {12, f.watts}, {15, f.kw}, {60}});
    s.header(0,
             {"Category", "Network", "Item", "Part (catalog id)", "Quantity", "Counted per", "Unit price (" + money.code + ")",
              "Extended price (" + money.code + ")", "Unit power (W)", "Extended power (kW)", "Price source"},
             f.header);
    lxw_row_t row = 1;
    struct Category {
        std::string name;
        lxw_row_t first, last;
        double price, kw;  // price in the chosen currency
    };
    std::vector<Category> categories;
    const std::vector<BomLine>& bom = plan.cost->bom;
    for (std::size_t i = 0; i < bom.size();) {
        const BomCategory category = bom[i].category;
        Category c{bomCategoryName(category), row, row, 0, 0};
        for (; i < bom.size() && bom[i].category == category; ++i, ++row) {
            writeBomLine(s, row, bom[i], units);
            c.price += static_cast<double>(bom[i].quantity) * money.convert(bom[i].unit_price_usd);
            c.kw += static_cast<double>(bom[i].quantity) * bom[i].unit_power_w / 1000;
        }
        c.last = row - 1;
        categories.push_back(c);
    }
    // The filter covers the lines alone: subtotals inside it would be sorted and filtered as lines.
    s.table(0, row - 1, kBomSource);
    const lxw_row_t lastLine = row - 1;
    row += 1;  // a blank row below the filtered table
    std::vector<lxw_row_t> subtotals;
    double grandPrice = 0, grandKw = 0;
    for (const Category& c : categories) {
        s.text(row, kBomCategory, c.name, f.bold);
        s.text(row, kBomItem, "Subtotal " + c.name, f.bold);
        s.formula(row, kBomPrice, sumOf(kBomPrice, c.first, c.last), c.price, m.total);
        s.formula(row, kBomPower, sumOf(kBomPower, c.first, c.last), c.kw, f.total_kw);
        subtotals.push_back(row++);
        grandPrice += c.price;
        grandKw += c.kw;
    }
    const lxw_row_t total = row;
    std::string priceTerms, kwTerms;
    for (lxw_row_t r : subtotals) {
        const char* comma = priceTerms.empty() ? "" : ",";
        priceTerms.append(comma).append(cell(r, kBomPrice));
        kwTerms.append(comma).append(cell(r, kBomPower));
    }
    s.text(total, kBomItem, "Total hardware (capex)", f.bold);
    s.formula(total, kBomPrice, "=SUM(" + priceTerms + ")", grandPrice, m.total);
    s.formula(total, kBomPower, "=SUM(" + kwTerms + ")", grandKw, f.total_kw);
    const lxw_row_t next = writeNetworkTotals(s, plan, money, lastLine, total + 2, m, f);
    if (!money.isUsd()) s.text(next + 1, kBomItem, exchangeNote(money), f.wrap);
    return {s.ref(total, kBomPrice), s.ref(total, kBomPower)};
}

void writeCablingSheet(Sheet& s, const Plan& plan, const Catalog& catalog, const LengthFormat& length, const Formats& f) {
    enum : lxw_col_t { kNetwork, kFrom, kTo, kMedia, kClass, kSpeed, kLength, kCables, kTotalLength };
    // The " m" formats for metres; feet are plain numbers under an "(ft)" header.
    lxw_format* lengthFormat = length.isMetres() ? f.metres : f.decimal;
    lxw_format* totalFormat = length.isMetres() ? f.total_metres : f.total_count;
    s.columns({{14}, {13, nullptr, 2}, {22}, {12}, {11, f.count}, {12, lengthFormat}, {12, f.count}, {16, lengthFormat}});
    s.header(0,
             {"Network", "From tier", "To tier", "Medium (catalog id)", "Class", "Speed (Gb/s)",
              "Ordered length (" + length.unit + ")", "Cables", "Cable length (" + length.unit + ")"},
             f.header);
    lxw_row_t row = 1;
    double cables = 0, lengthSum = 0;
    for (const CableBin& b : plan.cabling->by_length) {
        const Media* m = catalog.findMedia(b.media);
        const double count = static_cast<double>(b.count);
        s.text(row, kNetwork, b.network);
        s.text(row, kFrom, b.from);
        s.text(row, kTo, b.to);
        s.text(row, kMedia, b.media);
        if (m) {
            s.text(row, kClass, m->media_class);
            s.number(row, kSpeed, m->speed_gbps);
        }
        const double binLength = length.convert(b.length_m);
        s.number(row, kLength, binLength);
        s.number(row, kCables, count);
        s.formula(row, kTotalLength, product(cell(row, kLength), cell(row, kCables)), binLength * count);
        cables += count;
        lengthSum += binLength * count;
        ++row;
    }
    s.table(0, row - 1, kTotalLength);
    const lxw_row_t total = row + 1;
    s.text(total, kNetwork, "Total", f.bold);
    s.formula(total, kCables, sumOf(kCables, 1, row - 1), cables, f.total_count);
    s.formula(total, kTotalLength, sumOf(kTotalLength, 1, row - 1), lengthSum, totalFormat);
}

std::int64_t writeCablePlanSheet(Sheet& s, const Profile& profile, const Catalog& catalog, const Plan& plan,
                                 const LengthFormat& length, const Formats& f) {
    if (plan.cabling->cables_total + 1 > kXlsxMaxRows)
        throw std::runtime_error(std::string("the cable plan has ") + formatCount(plan.cabling->cables_total) +
                                 std::string(" cables, more than the ") + formatCount(kXlsxMaxRows - 1) +
                                 " rows an XLSX sheet holds; write it as CSV instead (--cables FILE.csv)");
    s.columns({{9}, {12}, {6}, {6}, {26}, {9}, {26}, {8}, {10}, {20}, {12}, {20}, {20}, {10}});
    const auto columns = cablePlanColumns(length);
    std::vector<std::string> titles(columns.begin(), columns.end());
    s.header(0, titles, f.header);
    lxw_row_t row = 1;
    const std::int64_t rows = forEachCablePlanRow(profile, catalog, plan, [&](const CablePlanRow& r) {
        s.number(row, 0, static_cast<double>(r.cable_id));
        s.text(row, 1, r.network);
        if (r.zone) s.number(row, 2, static_cast<double>(*r.zone));
        s.number(row, 3, static_cast<double>(r.plane));
        s.text(row, 4, r.from_device);
        s.number(row, 5, static_cast<double>(r.from_port));
        s.text(row, 6, r.to_device);
        s.number(row, 7, static_cast<double>(r.to_port));
        s.number(row, 8, r.speed_gbps);
        s.text(row, 9, r.media);
        s.text(row, 10, r.media_class);
        s.text(row, 11, r.from_module);
        s.text(row, 12, r.to_module);
        s.number(row, 13, length.convert(r.length_m));
        ++row;
    });
    s.table(0, row - 1, static_cast<lxw_col_t>(titles.size() - 1));
    return rows;
}

struct PowerCells {
    std::string it_kw_ref, facility_kw_ref, energy_mwh_ref, energy_usd_ref;
};

PowerCells writePowerSheet(Sheet& s, const Profile& profile, const Plan& plan, const Formats& f) {
    enum : lxw_col_t { kComponent, kCount, kUnit, kNameplate, kAverage, kSource };
    const PowerResult& p = *plan.power;
    s.columns({{44}, {14, f.count}, {14, f.watts}, {16, f.kw, 2}, {70}});
    s.header(0, {"Component", "Count", "Unit power (W)", "Nameplate (kW)", "Average (kW)", "Source"}, f.header);
    lxw_row_t row = 1;
    for (const PowerLine& line : p.breakdown) {
        const double count = static_cast<double>(line.count);
        s.text(row, kComponent, line.label());
        s.number(row, kCount, count);
        s.number(row, kUnit, line.unit_w);
        // A formula where the line is count × unit; otherwise (modules of many kinds,
        // a share of node power) the computed figure.
        const double fromUnits = count * line.unit_w / 1000;
        if (line.unit_w > 0 && std::abs(fromUnits - line.nameplate_kw) <= 1e-9 * std::abs(line.nameplate_kw))
            s.formula(row, kNameplate, product(cell(row, kCount), cell(row, kUnit), "/1000"), line.nameplate_kw);
        else
            s.number(row, kNameplate, line.nameplate_kw);
        s.number(row, kAverage, line.average_kw);
        s.text(row, kSource, line.source);
        ++row;
    }
    s.table(0, row - 1, kSource);
    const lxw_row_t it = row + 1;
    s.text(it, kComponent, "IT load", f.bold);
    s.formula(it, kNameplate, sumOf(kNameplate, 1, row - 1), p.it_kw, f.total_kw);
    s.formula(it, kAverage, sumOf(kAverage, 1, row - 1), p.it_kw_average, f.total_kw);

    // The roll-up to the facility, each step a formula over the cells above.
    const PowerCostInput& in = profile.power;
    const lxw_row_t pue = it + 2, facility = pue + 1, facilityAvg = pue + 2, hours = pue + 3, energy = pue + 4, price = pue + 5,
                    cost = pue + 6, co2 = pue + 7, co2t = pue + 8;
    const std::string pueCell = cell(pue, kCount);
    s.text(pue, kComponent, "PUE (facility / IT)");
    s.number(pue, kCount, in.pue, f.decimal);
    s.text(pue, kSource, "profile power.pue");
    s.text(facility, kComponent, "Facility power (nameplate)");
    s.formula(facility, kNameplate, product(cell(it, kNameplate), pueCell), p.facility_kw, f.total_kw);
    s.text(facility, kSource, "IT load × PUE");
    s.text(facilityAvg, kComponent, "Facility power (average)");
    s.formula(facilityAvg, kAverage, product(cell(it, kAverage), pueCell), p.facility_kw_average, f.total_kw);
    s.text(facilityAvg, kSource, "average IT load × PUE");
    s.text(hours, kComponent, "Hours per year");
    s.number(hours, kCount, in.hours_per_year, f.count);
    s.text(hours, kSource, "profile power.hours_per_year");
    s.text(energy, kComponent, "Energy per year (MWh)");
    s.formula(energy, kCount, product(cell(facilityAvg, kAverage), cell(hours, kCount), "/1000"), p.energy_mwh_per_year, f.mwh);
    s.text(energy, kSource, "facility average × hours");
    s.text(price, kComponent, "Electricity (USD per kWh)");
    s.number(price, kCount, in.electricity_usd_per_kwh, f.usd_cents);
    s.text(price, kSource, "profile power.electricity_usd_per_kwh");
    s.text(cost, kComponent, "Electricity per year (USD)");
    s.formula(cost, kCount, product(cell(energy, kCount), cell(price, kCount), "*1000"), p.energy_cost_usd_per_year, f.usd);
    s.text(cost, kSource, "energy × price");
    s.text(co2, kComponent, "Grid CO2 (kg per kWh)");
    s.number(co2, kCount, in.co2_kg_per_kwh, f.decimal);
    s.text(co2, kSource, "profile power.co2_kg_per_kwh");
    s.text(co2t, kComponent, "CO2 per year (t)");
    s.formula(co2t, kCount, product(cell(energy, kCount), cell(co2, kCount)), p.co2_tonnes_per_year, f.tonnes);
    s.text(co2t, kSource, "energy × grid intensity");
    return {s.ref(it, kNameplate), s.ref(facility, kNameplate), s.ref(energy, kCount), s.ref(cost, kCount)};
}

// --- Assumptions: every catalog value and profile input the plan used. -------

void writeAssumptionsSheet(Sheet& s, const Profile& profile, const Catalog& catalog, const Plan& plan, const Formats& f) {
    s.columns({{13}, {22}, {36}, {40}, {14}, {12}, {80}});
    s.header(0, {"Kind", "Id", "Name", "Value of", "Value", "Unit", "Source"}, f.header);
    lxw_row_t row = 1;
    for (const Assumption& a : planAssumptions(profile, catalog, plan)) {
        s.text(row, 0, a.kind);
        s.text(row, 1, a.id);
        s.text(row, 2, a.name);
        s.text(row, 3, a.field);
        if (const double* v = std::get_if<double>(&a.value))
            s.number(row, 4, *v);
        else
            s.text(row, 4, std::get<std::string>(a.value));
        s.text(row, 5, a.unit);
        s.text(row, 6, a.source);
        ++row;
    }
    s.table(0, row - 1, 6);
}

// --- Summary and Compare -----------------------------------------------------

struct Headline {
    std::string key;  // the registry metric
    std::string label;
    double value;
    lxw_format* format;
    std::string formula;  // empty: a plain value
};

// The cell format of a registry metric on the Summary; power shows in MW there.
lxw_format* summaryFormat(const Metric& m, const Formats& f) {
    return m.format == MetricFormat::Quantity && m.unit == "kW" ? f.mw : xlsx::metricCellFormat(m.key, f);
}

// The Summary's figures: each a registry metric (label, value, format), some linked to
// the BOM and Power sheets by a formula, a few named with what they count ("GPUs (h100)").
class SummaryRows {
public:
    SummaryRows(const Plan& plan, const Formats& f, lxw_row_t first) : plan_(plan), f_(f), first_(first) {}

    // Appends the metric's row and returns its sheet row.
    lxw_row_t add(const char* key, const std::string& qualifier = "", const std::string& formula = "") {
        const Metric& m = *findMetric(key);
        const double value = readMetric(m, plan_).value_or(0);
        const bool mw = m.format == MetricFormat::Quantity && m.unit == "kW";
        const auto at = static_cast<lxw_row_t>(first_ + rows_.size());
        rows_.push_back({key, metricHeading(m) + qualifier, mw ? value / 1000 : value, summaryFormat(m, f_), formula});
        return at;
    }
    // Money in the BOM sheet's currency, linked to it.
    lxw_row_t addMoney(const char* key, const MoneyFormat& money, lxw_format* format, const std::string& formula) {
        const lxw_row_t at = add(key, money.isUsd() ? "" : " (" + money.code + ")", formula);
        rows_.back().value = money.convert(rows_.back().value);
        rows_.back().format = format;
        return at;
    }
    const std::vector<Headline>& rows() const { return rows_; }

private:
    const Plan& plan_;
    const Formats& f_;
    lxw_row_t first_;
    std::vector<Headline> rows_;
};

std::vector<Headline> summaryHeadlines(const Plan& plan, const XlsxOptions& options, const BomTotals* bom,
                                       const PowerCells* power, const Formats& f, lxw_row_t first) {
    SummaryRows rows(plan, f, first);
    const lxw_row_t gpusRow = rows.add("/compute/gpus", " (" + plan.compute.gpu_id + ")");
    rows.add("/compute/nodes", " (" + plan.compute.node_type_id + ")");
    if (plan.fabric) {
        rows.add("/fabric/switches_total");
        rows.add("/fabric/links_total");
    }
    if (plan.cabling)
        for (const char* key : {"/cabling/cables_total", "/cabling/transceivers_total", "/cabling/racks"}) rows.add(key);
    if (plan.power && power) {
        rows.add("/power/it_kw", "", "=" + power->it_kw_ref + "/1000");
        rows.add("/power/facility_kw", "", "=" + power->facility_kw_ref + "/1000");
        rows.add("/power/energy_mwh_per_year", "", "=" + power->energy_mwh_ref);
        rows.add("/power/energy_cost_usd_per_year", "", "=" + power->energy_usd_ref);
    }
    if (plan.cost && bom) {
        // Linked to the BOM sheet, so in its currency.
        const MoneyFormats m = moneyFormats(options.units.money, f);
        const lxw_row_t capexRow = rows.addMoney("/cost/capex_usd", options.units.money, m.whole, "=" + bom->price_ref);
        std::string perGpu = "=";
        perGpu.append(cell(capexRow, 1)).append("/").append(cell(gpusRow, 1));
        rows.addMoney("/cost/capex_per_gpu_usd", options.units.money, m.whole, perGpu);
        for (const char* key :
             {"/cost/network_share", "/cost/facility_capex_usd", "/cost/tco_usd_per_year", "/cost/usd_per_gpu_hour"})
            rows.add(key);
    }
    if (plan.training) rows.add("/training/days", " (" + enumText(plan.training->precision) + ")");
    if (plan.training) rows.add("/training/mfu", plan.performance ? " (step-time model)" : " (given)");
    if (plan.training && plan.training->days_likely_low)
        for (const char* key : {"/training/mfu_likely_low", "/training/mfu_likely_high", "/training/days_likely_low",
                                "/training/days_likely_high"})
            rows.add(key);
    if (plan.performance)
        for (const char* key : {"/performance/step_seconds", "/performance/tokens_per_second", "/performance/memory/total_gb"})
            rows.add(key);
    if (plan.reliability) {
        rows.add("/reliability/job_mttf_hours");
        rows.add("/reliability/ettr");
    }
    return rows.rows();
}

// The yearly cost below the Summary's figures, as cp::costResult sums it, each term a cell and
// the sum and the price of a GPU-hour formulas over them, so a changed capex (a unit price on the
// BOM), life or support share moves the TCO. In USD: a capex in another currency is converted back.
struct TcoCells {
    lxw_row_t tco = 0, per_gpu_hour = 0;
};

TcoCells tcoRows(lxw_row_t first) { return {first + 10, first + 12}; }

void writeTcoTable(Sheet& s, lxw_row_t first, const Profile& profile, const Plan& plan, const std::string& capexCell,
                   const PowerCells* power, const MoneyFormat& money, const Formats& f) {
    const CostResult& c = *plan.cost;
    const TcoCells at = tcoRows(first);
    const auto b = [](lxw_row_t row) { return cell(row, 1); };
    const std::string capexUsd = money.isUsd() ? capexCell : "(" + capexCell + "/" + formatNumber(money.per_usd) + ")";
    s.header(first, {"Yearly cost (USD)", "Value", "How"}, f.header);
    auto row = [&](lxw_row_t r, const std::string& label, double value, lxw_format* format, const std::string& formula,
                   const std::string& how) {
        s.text(r, 0, label);
        if (formula.empty())
            s.number(r, 1, value, format);
        else
            s.formula(r, 1, formula, value, format);
        s.text(r, 2, formula.empty() ? how : "linked: " + formula.substr(1));
    };
    row(first + 1, "Hardware capex (USD)", c.capex_usd, f.usd, "=" + capexUsd, "");
    row(first + 2, "Facility capex", c.facility_capex_usd, f.usd, "", "computed by ClusterPlanner");
    row(first + 3, "Hardware life (years)", profile.power.hardware_life_years, f.decimal, "", "input: edit to see its effect");
    row(first + 4, "Amortisation per year", c.amortisation_usd_per_year, f.usd,
        "=(" + b(first + 1) + "+" + b(first + 2) + ")/" + b(first + 3), "");
    row(first + 5, "Electricity per year", c.energy_usd_per_year, f.usd, power ? "=" + power->energy_usd_ref : "",
        "computed by ClusterPlanner");
    row(first + 6, "Colocation per year", c.colocation_usd_per_year, f.usd, "", "computed by ClusterPlanner");
    row(first + 7, "Support (share of hardware capex per year)", profile.cost.support_fraction_per_year, f.percent, "",
        "input: edit to see its effect");
    row(first + 8, "Support per year", c.support_usd_per_year, f.usd, "=" + b(first + 1) + "*" + b(first + 7), "");
    row(first + 9, "Software per year", c.software_usd_per_year, f.usd, "", "computed by ClusterPlanner");
    row(at.tco, "Total per year (TCO)", c.tco_usd_per_year, f.total_usd,
        "=" + b(first + 4) + "+" + b(first + 5) + "+" + b(first + 6) + "+" + b(first + 8) + "+" + b(first + 9), "");
    row(first + 11, "GPU-hours delivered per year", c.gpu_hours_delivered_per_year, f.count, "", "computed by ClusterPlanner");
    row(at.per_gpu_hour, "Per delivered GPU-hour", c.usd_per_gpu_hour, f.usd_cents, "=" + b(at.tco) + "/" + b(first + 11), "");
}

// The Summary's head: what was exported, when and by which version.
void writeSummaryHead(Sheet& s, const Profile& profile, const Plan& plan, const XlsxOptions& options, const Formats& f) {
    s.text(0, 0, "ClusterPlanner plan: " + plan.profile_name, f.title);
    s.text(2, 0, "Profile", f.bold);
    s.text(2, 1, profile.name);
    s.text(3, 0, "Description", f.bold);
    // Over the value and How columns (about 92 characters a line), as tall as the text.
    s.wrapped(3, 1, 2, profile.description, f.wrap, static_cast<int>(displayWidth(profile.description) / 85 + 1));
    s.text(4, 0, "Exported", f.bold);
    s.date(4, 1, options.date, f.date);
    s.text(5, 0, "ClusterPlanner version", f.bold);
    s.text(5, 1, options.app_version);
    s.text(6, 0, "Note", f.bold);
    s.text(6, 1, "Prices are assumptions to edit: change a unit price on the BOM sheet and the totals follow.");
    if (!options.units.money.isUsd()) {
        s.text(7, 0, "Currency", f.bold);
        s.text(7, 1, exchangeNote(options.units.money) + " Other money figures are in USD.");
    }
}

void writeSummarySheet(Sheet& s, const Profile& profile, const Plan& plan, const XlsxOptions& options, const BomTotals* bom,
                       const PowerCells* power, const Formats& f) {
    s.columns({{34}, {22}, {70}});
    writeSummaryHead(s, profile, plan, options, f);
    const lxw_row_t first = 8;
    std::vector<Headline> headlines = summaryHeadlines(plan, options, bom, power, f, first + 1);
    const bool tco = plan.cost && bom;
    const auto tcoFirst = static_cast<lxw_row_t>(first + 1 + headlines.size() + 1);
    const TcoCells tcoCells = tcoRows(tcoFirst);
    std::string capexCell;
    for (std::size_t i = 0; i < headlines.size(); ++i) {
        Headline& h = headlines[i];
        if (h.key == "/cost/capex_usd") capexCell = cell(static_cast<lxw_row_t>(first + 1 + i), 1);
        // The TCO and the price of a GPU-hour are the yearly-cost table's formulas below.
        if (tco && h.key == "/cost/tco_usd_per_year") h.formula = "=" + cell(tcoCells.tco, 1);
        if (tco && h.key == "/cost/usd_per_gpu_hour") h.formula = "=" + cell(tcoCells.per_gpu_hour, 1);
    }
    s.header(first, {"Figure", "Value", "How"}, f.header);
    lxw_row_t row = first + 1;
    for (const Headline& h : headlines) {
        s.text(row, 0, h.label);
        if (h.formula.empty()) {
            s.number(row, 1, h.value, h.format);
            s.text(row, 2, "computed by ClusterPlanner");
        } else {
            s.formula(row, 1, h.formula, h.value, h.format);
            s.text(row, 2, std::string("linked: ") + h.formula.substr(1));
        }
        ++row;
    }
    s.table(first, row - 1, 2);
    if (!tco) return;
    writeTcoTable(s, tcoFirst, profile, plan, capexCell, power, options.units.money, f);
    s.text(tcoCells.per_gpu_hour + 2, 0,
           "Figures marked \"computed\" do not follow edits in this workbook; recompute them in ClusterPlanner.", f.wrap);
}

void writeCompareSheet(Sheet& s, const std::vector<PlanForExport>& plans, const Catalog& catalog, const Formats& f) {
    std::vector<const Plan*> pointers;
    for (const PlanForExport& p : plans) pointers.push_back(p.plan);
    const MultiComparison c = comparePlans(pointers, 0, catalog);  // the first plan is the baseline
    const auto n = static_cast<lxw_col_t>(plans.size());
    const lxw_col_t firstValue = 2, firstRatio = static_cast<lxw_col_t>(firstValue + n);
    s.columns({{44}, {22}, {20, nullptr, n}, {14, f.ratio, static_cast<lxw_col_t>(n - 1)}});
    std::vector<std::string> titles{"Figure", "Unit"};
    for (lxw_col_t i = 0; i < n; ++i)
        titles.push_back(std::string(1, static_cast<char>('A' + i)) + ": " + plans[i].plan->profile_name);
    for (lxw_col_t i = 1; i < n; ++i) titles.push_back(std::string(1, static_cast<char>('A' + i)) + " / A");
    s.header(0, titles, f.header);
    lxw_row_t row = 1;
    for (const MultiComparisonRow& r : c.rows) {
        bool whole = true;  // counts show as counts
        for (const std::optional<double>& v : r.values) whole = whole && (!v || *v == std::floor(*v));
        const double first = r.values.front().value_or(0);
        lxw_format* format = r.unit == "USD" ? (std::abs(first) < 100 ? f.usd_cents : f.usd) : whole ? f.count : f.decimal;
        s.text(row, 0, r.label);
        s.text(row, 1, r.unit);
        for (lxw_col_t i = 0; i < n; ++i)
            if (const std::optional<double>& v = r.values[i]) s.number(row, static_cast<lxw_col_t>(firstValue + i), *v, format);
        for (lxw_col_t i = 1; i < n; ++i) {
            if (!r.ratios[i]) continue;
            const std::string a = cell(row, firstValue), b = cell(row, static_cast<lxw_col_t>(firstValue + i));
            const std::string ratio = "=IF(" + a + "=0,\"\"," + b + "/" + a + ")";
            s.formula(row, static_cast<lxw_col_t>(firstRatio + i - 1), ratio, *r.ratios[i]);
        }
        ++row;
    }
    s.table(0, row - 1, static_cast<lxw_col_t>(titles.size() - 1));
}

std::string today() {
    const auto day = std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now());
    const std::chrono::year_month_day ymd(day);
    char text[16];
    std::snprintf(text, sizeof text, "%04d-%02u-%02u", static_cast<int>(ymd.year()), static_cast<unsigned>(ymd.month()),
                  static_cast<unsigned>(ymd.day()));
    return text;
}

void writePlanSheets(Workbook& wb, const std::string& suffix, const PlanForExport& item, const Catalog& catalog,
                     const XlsxOptions& options, XlsxResult& result) {
    const Profile& profile = *item.profile;
    const Plan& plan = *item.plan;
    const Formats& f = wb.formats();
    // Sheets are added in tab order first; constant-memory mode only needs each
    // sheet's own rows in order, so the Summary can be filled last with links.
    Sheet summary = wb.add("Summary" + suffix);
    std::optional<Sheet> bom, cabling, cablePlan, power;
    if (plan.cost) bom = wb.add("BOM" + suffix);
    if (plan.cabling) cabling = wb.add("Cabling" + suffix);
    if (plan.cabling && options.cable_plan_sheet) cablePlan = wb.add("Cable plan" + suffix);
    if (plan.power) power = wb.add("Power" + suffix);
    Sheet assumptions = wb.add("Assumptions" + suffix);

    std::optional<BomTotals> bomTotals;
    std::optional<PowerCells> powerCells;
    if (bom) bomTotals = writeBomSheet(*bom, plan, options.units, f);
    if (cabling) writeCablingSheet(*cabling, plan, catalog, options.units.length, f);
    if (cablePlan) result.cable_rows += writeCablePlanSheet(*cablePlan, profile, catalog, plan, options.units.length, f);
    if (power) powerCells = writePowerSheet(*power, profile, plan, f);
    writeAssumptionsSheet(assumptions, profile, catalog, plan, f);
    writeSummarySheet(summary, profile, plan, options, bomTotals ? &*bomTotals : nullptr, powerCells ? &*powerCells : nullptr, f);
}

}  // namespace

XlsxResult writePlansXlsx(const std::string& path, const std::vector<PlanForExport>& plans, const Catalog& catalog,
                          const XlsxOptions& given) {
    if (plans.empty()) throw std::runtime_error(path + ": no plan to write");
    if (plans.size() > 26) throw std::runtime_error(path + ": at most 26 plans fit one workbook");
    for (const PlanForExport& p : plans)
        if (!p.plan || !p.profile) throw std::runtime_error(path + ": a plan to write is missing");
    XlsxOptions options = given;
    if (options.date.empty()) options.date = today();
    if (options.app_version.empty()) options.app_version = CLUSTERPLANNER_VERSION;

    // Measured: ~650 bytes of sheet XML per cable row, held twice in temporaries, then ~52 bytes zipped.
    std::uintmax_t cableRows = 0;
    if (options.cable_plan_sheet)
        for (const PlanForExport& p : plans)
            if (p.plan->cabling) cableRows += static_cast<std::uintmax_t>(p.plan->cabling->cables_total);
    XlsxResult result;
    const xlsx::Written written = xlsx::writeWorkbook(path, (1u << 20) + cableRows * 1400, [&](Workbook& wb) {
        std::string names;
        for (const PlanForExport& p : plans) names += (names.empty() ? "" : ", ") + p.plan->profile_name;
        wb.setProperties("ClusterPlanner: " + names, "Exported by ClusterPlanner " + options.app_version + " on " + options.date);
        if (plans.size() == 1) {
            writePlanSheets(wb, "", plans.front(), catalog, options, result);
        } else {
            Sheet compare = wb.add("Compare");
            writeCompareSheet(compare, plans, catalog, wb.formats());
            for (std::size_t i = 0; i < plans.size(); ++i)
                writePlanSheets(wb, std::string(" ") + static_cast<char>('A' + i), plans[i], catalog, options, result);
        }
    });
    result.sheets = written.sheets;
    result.bytes = written.bytes;
    return result;
}

XlsxResult writePlanXlsx(const std::string& path, const Profile& profile, const Catalog& catalog, const Plan& plan,
                         const XlsxOptions& options) {
    return writePlansXlsx(path, {PlanForExport{&profile, &plan}}, catalog, options);
}

}  // namespace cp
