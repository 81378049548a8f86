#pragma once
// How numbers with a unit are shown: currency (with the user's exchange rate),
// power unit and length unit, read from QSettings (keys under display/). The
// model stays in USD, kW and metres; this converts for display and for the
// exports (through cp::ExportUnits). Views ask DisplayUnits::current() when they
// render and re-render on DisplaySettings::changed().

#include <QMap>
#include <QObject>
#include <QString>
#include <QStringList>

#include "common/format.h"

namespace cp {
struct Metric;
}

class QSettings;

namespace cpui {

enum class PowerUnit { Auto, Kilowatt, Megawatt };  // Auto: cp::formatPowerKw (W, kW, MW, GW)
enum class LengthUnit { Metre, Foot };

// A currency the Preferences offer, with the exchange rate used until the user sets one.
struct CurrencyInfo {
    QString code;            // "CNY"
    QString symbol;          // "¥"
    double default_per_usd;  // an assumption, not a quote: edit it in Preferences
};
const QList<CurrencyInfo>& knownCurrencies();  // USD first
const CurrencyInfo* findCurrency(const QString& code);

class DisplayUnits {
public:
    QString currency = QStringLiteral("USD");
    QMap<QString, double> per_usd;  // code -> units per USD; missing: the default
    PowerUnit power_unit = PowerUnit::Auto;
    LengthUnit length_unit = LengthUnit::Metre;

    // The settings as stored (defaults where a key is missing or invalid).
    static DisplayUnits fromSettings(const QSettings& settings);
    void save(QSettings& settings) const;

    // The units in effect: loaded from QSettings on first use, then cached.
    static const DisplayUnits& current();
    // Stores `units` in QSettings, makes them current and emits DisplaySettings::changed().
    static void apply(const DisplayUnits& units);
    // Re-reads QSettings (tests that write the settings directly).
    static void reload();

    double rate(const QString& code) const;  // units of `code` per USD, > 0
    cp::MoneyFormat moneyFormat() const;
    cp::LengthFormat lengthFormat() const;
    cp::ExportUnits exportUnits() const;

    QString money(double usd, int decimals) const;  // "¥8,885", "$1,234.50"
    QString moneyMillions(double usd) const;        // "¥88.9M"
    QString moneyCode() const { return currency; }  // for headers: "Unit price (CNY)"
    QString moneySymbol() const;                    // "¥"

    // Power in kW as "4.29 MW" or "850 kW" per the power unit; Auto switches at
    // `auto_mw_from_kw` (1 MW on the cards; charts pass their own).
    QString power(double kw, double auto_mw_from_kw = 1000) const;
    bool showsMegawatts(double kw, double auto_mw_from_kw = 1000) const;
    QString powerSuffix(double kw, double auto_mw_from_kw = 1000) const;  // "MW" or "kW"

    QString length(double metres, int decimals = 1) const;  // "12.5 m", "41.0 ft"
    double lengthValue(double metres) const;                // in the chosen unit
    QString lengthSuffix() const;                           // "m" or "ft"

    // Sweep metrics (cp::metricLabel): money metrics (cp::MetricFormat::Money, "[USD…]" in
    // their label) show in the display currency: their label says so, their values are converted.
    bool isMoneyMetric(const std::string& path) const;
    QString metricLabel(const std::string& path) const;
    double metricValue(const std::string& path, double value) const;

    // A value as the tables show it, less its unit (the row's label has it): money in the display
    // currency ("$4.31M" from a million), kW as MW when `megawatts` (the label says MW then), and a
    // registry metric in its format (counts with separators, shares as percentages, its decimals);
    // anything else to three significant digits.
    QString valueText(double value, const std::string& unit, const cp::Metric* metric, bool megawatts) const;

    bool operator==(const DisplayUnits& other) const = default;
};

// Emits changed() when the Preferences change the display units; views or the
// window that owns them re-render.
class DisplaySettings : public QObject {
    Q_OBJECT
public:
    static DisplaySettings* instance();

signals:
    void changed();

private:
    DisplaySettings() = default;
    friend class DisplayUnits;
};

}  // namespace cpui
