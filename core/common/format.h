#pragma once
// Number formatting shared by explain text, CLI output and the UI.

#include <cstdint>
#include <string>

namespace cp {

std::string formatNumber(double value);               // shortest exact-looking form: 989.5, 1e+23
std::string formatCount(std::int64_t value);          // 1,320
std::string formatFixed(double value, int decimals);  // 1,978.90 with separators
// The app's numbers, one rule each, so one figure reads alike wherever it is shown:
// - formatSignificant: `digits` significant digits, never fewer than the whole part (21,429,
//   not 21,400 or 2.14e+04), with separators: 1,320 · 0.6812 · 12.35 · 2.5e-05.
// - formatScientific: three significant digits, large values in words up to trillions and in
//   e-notation only beyond: 95.9, 1.79 million, 2.62 billion, 8.47e+23.
// - formatPowerKw: a power in the unit that keeps 1 to 999 of it (W, kW, MW, GW), three
//   significant digits: 950 W, 20.6 kW, 4.29 MW.
std::string formatSignificant(double value, int digits = 4);
std::string formatScientific(double value);
std::string formatPowerKw(double kw);
// A ratio of two figures (compare's B / A): 0.837, 12.35, 123.5 (three decimals under 10, then fewer).
std::string formatRatio(double ratio);
// "1 tier", "3 tiers", "1,320 switches": a count with its noun in the right number; `plural` is
// needed only when it is not the singular plus "s".
std::string countOf(std::int64_t count, const std::string& singular, const std::string& plural = "");
std::string formatUsd(double usd, int decimals);  // $1,234.50
std::string formatUsdMillions(double usd);        // $12.3M, $3.96B; under a million the amount: $0, $120,000

// A display currency: the model stays in USD; displays and exports convert with
// `per_usd` (units of the currency per US dollar, an assumption the user sets).
struct MoneyFormat {
    std::string code = "USD";  // ISO 4217, for column headers: "Unit price (CNY)"
    std::string symbol = "$";  // before the number: "¥1,234"
    double per_usd = 1.0;

    bool isUsd() const { return code == "USD"; }
    double convert(double usd) const { return usd * per_usd; }
};

std::string formatMoney(double usd, int decimals, const MoneyFormat& money);  // ¥8,885.10 for $1,234.04 at 7.2
std::string formatMoneyMillions(double usd, const MoneyFormat& money);        // ¥88.9M; from a billion ¥3.96B

// A display length unit: the model stays in metres.
struct LengthFormat {
    std::string unit = "m";  // "m" or "ft", for headers and suffixes
    double per_metre = 1.0;  // 1 / 0.3048 for feet (international foot, exact)

    static LengthFormat metres() { return {}; }
    static LengthFormat feet() { return {"ft", 1 / 0.3048}; }
    bool isMetres() const { return unit == "m"; }
    double convert(double metres_value) const { return metres_value * per_metre; }
};

// A BOM item named with its ordered length ("DAC 400G, 3 m") with the length in
// `length` ("DAC 400G, 9.8 ft"); any other text is returned as it is.
std::string withItemLength(const std::string& item, const LengthFormat& length);

// The units an export writes in; the defaults (USD, metres) are the CLI's.
struct ExportUnits {
    MoneyFormat money;
    LengthFormat length;
};

// "unit_price_usd" -> "unit_price_cny": a CSV column name with the unit's code.
std::string withUnitSuffix(const std::string& stem, const std::string& unit);

// Text from the input quoted in a message: in double quotes, cut to its first 57 bytes and "..."
// when longer than 60 (at a UTF-8 character boundary), so a 1 MB value makes a one-line message.
std::string quotedExcerpt(const std::string& text);

}  // namespace cp
