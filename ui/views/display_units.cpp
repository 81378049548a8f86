#include "views/display_units.h"
#include "views/metric_text.h"

#include "plan/metrics.h"

#include <QSettings>

#include <cmath>
#include <optional>

namespace cpui {

namespace {

const char* kCurrencyKey = "display/currency";
const char* kRatePrefix = "display/per_usd/";
const char* kPowerKey = "display/power_unit";
const char* kLengthKey = "display/length_unit";

QString text(const std::string& s) { return QString::fromStdString(s); }

std::optional<DisplayUnits>& cached() {
    static std::optional<DisplayUnits> units;
    return units;
}

}  // namespace

const QList<CurrencyInfo>& knownCurrencies() {
    // Rates are round assumptions (mid-2024 levels), not quotes: the user sets the one they plan with.
    static const QList<CurrencyInfo> currencies{
        {QStringLiteral("USD"), QStringLiteral("$"), 1.0},
        {QStringLiteral("CNY"), QStringLiteral("¥"), 7.2},
        {QStringLiteral("EUR"), QStringLiteral("€"), 0.92},
    };
    return currencies;
}

const CurrencyInfo* findCurrency(const QString& code) {
    for (const CurrencyInfo& c : knownCurrencies())
        if (c.code == code) return &c;
    return nullptr;
}

DisplayUnits DisplayUnits::fromSettings(const QSettings& settings) {
    DisplayUnits units;
    const QString code = settings.value(kCurrencyKey, units.currency).toString();
    if (findCurrency(code)) units.currency = code;
    for (const CurrencyInfo& c : knownCurrencies()) {
        if (c.code == QLatin1String("USD")) continue;
        bool ok = false;
        const double rate = settings.value(kRatePrefix + c.code).toDouble(&ok);
        if (ok && std::isfinite(rate) && rate > 0) units.per_usd[c.code] = rate;
    }
    const QString power = settings.value(kPowerKey).toString();
    units.power_unit = power == QLatin1String("kW")   ? PowerUnit::Kilowatt
                       : power == QLatin1String("MW") ? PowerUnit::Megawatt
                                                      : PowerUnit::Auto;
    units.length_unit = settings.value(kLengthKey).toString() == QLatin1String("ft") ? LengthUnit::Foot : LengthUnit::Metre;
    return units;
}

void DisplayUnits::save(QSettings& settings) const {
    settings.setValue(kCurrencyKey, currency);
    for (const CurrencyInfo& c : knownCurrencies())
        if (c.code != QLatin1String("USD")) settings.setValue(kRatePrefix + c.code, rate(c.code));
    settings.setValue(kPowerKey, power_unit == PowerUnit::Kilowatt   ? QStringLiteral("kW")
                                 : power_unit == PowerUnit::Megawatt ? QStringLiteral("MW")
                                                                     : QStringLiteral("auto"));
    settings.setValue(kLengthKey, length_unit == LengthUnit::Foot ? QStringLiteral("ft") : QStringLiteral("m"));
}

const DisplayUnits& DisplayUnits::current() {
    if (!cached()) cached() = fromSettings(QSettings());
    return *cached();
}

void DisplayUnits::apply(const DisplayUnits& units) {
    QSettings settings;
    units.save(settings);
    cached() = units;
    emit DisplaySettings::instance()->changed();
}

void DisplayUnits::reload() {
    cached() = fromSettings(QSettings());
    emit DisplaySettings::instance()->changed();
}

double DisplayUnits::rate(const QString& code) const {
    if (code == QLatin1String("USD")) return 1.0;
    const auto it = per_usd.find(code);
    if (it != per_usd.end() && std::isfinite(*it) && *it > 0) return *it;
    const CurrencyInfo* info = findCurrency(code);
    return info ? info->default_per_usd : 1.0;
}

cp::MoneyFormat DisplayUnits::moneyFormat() const {
    const CurrencyInfo* info = findCurrency(currency);
    if (!info) return {};
    return {info->code.toStdString(), info->symbol.toStdString(), rate(info->code)};
}

cp::LengthFormat DisplayUnits::lengthFormat() const {
    return length_unit == LengthUnit::Foot ? cp::LengthFormat::feet() : cp::LengthFormat::metres();
}

cp::ExportUnits DisplayUnits::exportUnits() const { return {moneyFormat(), lengthFormat()}; }

QString DisplayUnits::money(double usd, int decimals) const { return text(cp::formatMoney(usd, decimals, moneyFormat())); }

QString DisplayUnits::moneyMillions(double usd) const { return text(cp::formatMoneyMillions(usd, moneyFormat())); }

QString DisplayUnits::moneySymbol() const { return text(moneyFormat().symbol); }

bool DisplayUnits::showsMegawatts(double kw, double auto_mw_from_kw) const {
    switch (power_unit) {
    case PowerUnit::Kilowatt:
        return false;
    case PowerUnit::Megawatt:
        return true;
    case PowerUnit::Auto:
        break;
    }
    return std::abs(kw) >= auto_mw_from_kw;
}

QString DisplayUnits::powerSuffix(double kw, double auto_mw_from_kw) const {
    return showsMegawatts(kw, auto_mw_from_kw) ? QStringLiteral("MW") : QStringLiteral("kW");
}

QString DisplayUnits::power(double kw, double auto_mw_from_kw) const {
    // The app's one power format (cp::formatPowerKw: three significant digits, the unit that keeps
    // 1 to 999 of it: "950 W", "20.6 kW", "136 MW"), as the CLI and the exports print it; a unit
    // fixed in Preferences keeps three significant digits and any further whole ones ("136,200 kW").
    if (power_unit == PowerUnit::Auto && auto_mw_from_kw == 1000) return text(cp::formatPowerKw(kw));
    const bool mw = showsMegawatts(kw, auto_mw_from_kw);
    const double value = mw ? kw / 1000 : kw;
    const double a = std::abs(value);
    const std::string figures = a >= 999.5 || value == 0 ? cp::formatFixed(value, 0)
                                : a < 1                  ? cp::formatSignificant(value, 3)
                                                         : cp::formatFixed(value, a < 9.995   ? 2
                                                                                  : a < 99.95 ? 1
                                                                                              : 0);
    return text(figures) + (mw ? QStringLiteral(" MW") : QStringLiteral(" kW"));
}

double DisplayUnits::lengthValue(double metres) const { return lengthFormat().convert(metres); }

QString DisplayUnits::lengthSuffix() const { return text(lengthFormat().unit); }

bool DisplayUnits::isMoneyMetric(const std::string& path) const { return cp::metricFormat(path) == cp::MetricFormat::Money; }

QString DisplayUnits::metricLabel(const std::string& path) const {
    QString label = metricLabelText(cp::metricLabel(path));  // in the interface language
    if (currency != QLatin1String("USD")) label.replace(QLatin1String("[USD"), QLatin1Char('[') + currency);
    return label;
}

double DisplayUnits::metricValue(const std::string& path, double value) const {
    return isMoneyMetric(path) ? value * rate(currency) : value;
}

QString DisplayUnits::valueText(double value, const std::string& unit, const cp::Metric* metric, bool megawatts) const {
    if (unit == "USD") {
        const double shown = std::abs(moneyFormat().convert(value));
        return shown >= 1e6 ? moneyMillions(value) : money(value, shown < 100 ? 2 : 0);
    }
    if (unit == "kW") return text(cp::formatSignificant(megawatts ? value / 1000 : value, 3));  // as the CLI's 4.29 MW, 20.6 kW
    if (metric) {
        switch (metric->format) {
        case cp::MetricFormat::Count:
            return text(cp::formatCount(static_cast<std::int64_t>(std::llround(value))));
        case cp::MetricFormat::Share:
            return text(cp::formatFixed(100 * value, metric->decimals)) + QLatin1Char('%');
        default:
            return text(cp::formatFixed(value, metric->decimals));
        }
    }
    if (unit.empty() && value == std::floor(value) && std::abs(value) < 1e15)
        return text(cp::formatCount(static_cast<std::int64_t>(value)));
    return text(cp::formatSignificant(value, 3));
}

QString DisplayUnits::length(double metres, int decimals) const {
    return text(cp::formatFixed(lengthValue(metres), decimals)) + QLatin1Char(' ') + lengthSuffix();
}

DisplaySettings* DisplaySettings::instance() {
    static DisplaySettings* settings = new DisplaySettings;  // lives as long as the application
    return settings;
}

}  // namespace cpui
