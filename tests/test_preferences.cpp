// Preferences: the display currency, power and length units reach the views and
// the exports, a change re-renders without reopening, the dialog refuses invalid
// input, autosave 0 turns autosave off, and the language setting is stored.
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "views/bom_table_model.h"
#include "views/bom_view.h"
#include "catalog/catalog_loader.h"
#include "common/format.h"
#include "views/display_units.h"
#include "base/document.h"
#include "io/bom_csv.h"
#include "base/language_setting.h"
#include "shell/main_window.h"
#include "views/overview_cards.h"
#include "export/plan_export.h"
#include "dialogs/preferences_dialog.h"
#include "explore/sweep_table_model.h"
#include "io/sweep_output.h"

namespace {

cp::Catalog catalog() {
    cp::Diagnostics warnings;
    return cp::loadCatalogFiles(cp::catalogFileList(CLUSTERPLANNER_SOURCE_DATA_DIR, {}), warnings);
}

QString profile(const char* name) { return QString(CLUSTERPLANNER_SOURCE_DATA_DIR) + "/profiles/" + name + ".json"; }

cpui::DisplayUnits units(const QString& currency, double rate, cpui::PowerUnit power = cpui::PowerUnit::Auto,
                         cpui::LengthUnit length = cpui::LengthUnit::Metre) {
    cpui::DisplayUnits u;
    u.currency = currency;
    if (currency != "USD") u.per_usd[currency] = rate;
    u.power_unit = power;
    u.length_unit = length;
    return u;
}

// "¥573.9M" -> 573.9
// "¥88.9M" → 88.9, "¥1.18B" → 1180: the amount in millions.
double millionsIn(const QString& text) {
    static const QRegularExpression number(QStringLiteral("([0-9][0-9,]*\\.?[0-9]*)([MB])"));
    const auto match = number.match(text);
    if (!match.hasMatch()) return -1;
    return match.captured(1).remove(',').toDouble() * (match.captured(2) == QLatin1String("B") ? 1000 : 1);
}

QStringList readLines(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(file.readAll()).split("\r\n", Qt::SkipEmptyParts);
}

}  // namespace

class TestPreferences : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName("ClusterPlannerTest");
        QCoreApplication::setApplicationName("test_preferences");
        QStandardPaths::setTestModeEnabled(true);  // QSettings in a test location, not the user's
        QSettings().clear();
        cpui::DisplayUnits::reload();
    }

    void cleanup() {
        QSettings().clear();
        cpui::DisplayUnits::reload();
    }

    void moneyFormatsInCore() {
        QCOMPARE(cp::formatUsd(1234.5, 2), std::string("$1,234.50"));
        QCOMPARE(cp::formatMoney(1234.5, 2, cp::MoneyFormat{}), cp::formatUsd(1234.5, 2));
        QCOMPARE(cp::formatUsd(-5, 0), std::string("-$5"));
        const cp::MoneyFormat cny{"CNY", "¥", 7.2};
        QCOMPARE(cp::formatMoney(1000, 0, cny), std::string("¥7,200"));
        QCOMPARE(cp::formatMoneyMillions(10e6, cny), std::string("¥72.0M"));
        // Small amounts are not "$0.0M": zero and anything under a million show the amount.
        QCOMPARE(cp::formatUsdMillions(0), std::string("$0"));
        QCOMPARE(cp::formatUsdMillions(12000), std::string("$12,000"));
        QCOMPARE(cp::formatUsdMillions(120000), std::string("$120,000"));  // not "$0.1M"
        QCOMPARE(cp::formatUsdMillions(1.2e6), std::string("$1.2M"));
        QCOMPARE(cp::formatMoneyMillions(5000, cny), std::string("¥36,000"));
        QCOMPARE(cp::formatMoneyMillions(100000, cny), std::string("¥720,000"));
        QCOMPARE(cp::formatMoney(-1, 2, cny), std::string("-¥7.20"));
        QCOMPARE(cp::withItemLength("DAC 400G, 3 m", cp::LengthFormat::feet()), std::string("DAC 400G, 9.8 ft"));
        QCOMPARE(cp::withItemLength("DAC 400G, 3 m", cp::LengthFormat::metres()), std::string("DAC 400G, 3 m"));
        // Text that only looks like a length stays as it is.
        QCOMPARE(cp::withItemLength("storage server (cx6 × 2)", cp::LengthFormat::feet()),
                 std::string("storage server (cx6 × 2)"));
        QCOMPARE(cp::withItemLength("rack, 3x m", cp::LengthFormat::feet()), std::string("rack, 3x m"));
    }

    // One number formatter (issue 26, item 6): each kind of figure reads one way everywhere.
    void oneNumberFormatter() {
        // Billions are not "$3,959.8M"; the word follows the rounded value.
        QCOMPARE(cp::formatUsdMillions(3959.8e6), std::string("$3.96B"));
        QCOMPARE(cp::formatUsdMillions(999.96e6), std::string("$1.00B"));
        QCOMPARE(cp::formatUsdMillions(-42.3e9), std::string("-$42.3B"));
        QCOMPARE(cp::formatUsdMillions(999.9e6), std::string("$999.9M"));
        // Large counts in words as the GUI writes them, e-notation only past trillions.
        QCOMPARE(cp::formatScientific(1.79e6), std::string("1.79 million"));
        QCOMPARE(cp::formatScientific(2.62e9), std::string("2.62 billion"));
        QCOMPARE(cp::formatScientific(999.96e6), std::string("1.00 billion"));
        QCOMPARE(cp::formatScientific(8.47e23), std::string("8.47e+23"));
        QCOMPARE(cp::formatScientific(95.94), std::string("95.9"));
        QCOMPARE(cp::formatScientific(123456), std::string("123,456"));
        QCOMPARE(cp::formatScientific(1.234e-5), std::string("1.23e-05"));  // λ, not 15 digits
        // Power in the unit that keeps 1 to 999 of it, always three significant digits.
        QCOMPARE(cp::formatPowerKw(21), std::string("21.0 kW"));
        QCOMPARE(cp::formatPowerKw(20.6), std::string("20.6 kW"));
        QCOMPARE(cp::formatPowerKw(4290), std::string("4.29 MW"));
        QCOMPARE(cp::formatPowerKw(999.96), std::string("1.00 MW"));
        QCOMPARE(cp::formatPowerKw(0.95), std::string("950 W"));
        QCOMPARE(cp::formatPowerKw(2.5e6), std::string("2.50 GW"));
        // Significant digits with separators, never shortened below the whole part.
        QCOMPARE(cp::formatSignificant(21429.6, 3), std::string("21,430"));
        QCOMPARE(cp::formatSignificant(1978.9, 12), std::string("1,978.9"));
        QCOMPARE(cp::formatSignificant(4500, 12), std::string("4,500"));
        QCOMPARE(cp::formatSignificant(0.68123), std::string("0.6812"));
        QCOMPARE(cp::formatSignificant(12.3), std::string("12.3"));
        QCOMPARE(cp::formatSignificant(0.05), std::string("0.05"));
        QCOMPARE(cp::formatSignificant(2.5e-5), std::string("2.5e-05"));
        QCOMPARE(cp::formatRatio(0.83650), std::string("0.837"));
        QCOMPARE(cp::formatRatio(12.346), std::string("12.35"));
        QCOMPARE(cp::formatRatio(1234.5), std::string("1,234.5"));
        QCOMPARE(cp::countOf(1, "warning"), std::string("1 warning"));
        QCOMPARE(cp::countOf(0, "warning"), std::string("0 warnings"));
        QCOMPARE(cp::countOf(1320, "switch", "switches"), std::string("1,320 switches"));
    }

    void settingsRoundTripAndBadValues() {
        const cpui::DisplayUnits eur = units("EUR", 0.95, cpui::PowerUnit::Kilowatt, cpui::LengthUnit::Foot);
        {
            QSettings settings;
            eur.save(settings);
        }
        const cpui::DisplayUnits back = cpui::DisplayUnits::fromSettings(QSettings());
        QCOMPARE(back.currency, QString("EUR"));
        QCOMPARE(back.rate("EUR"), 0.95);
        QCOMPARE(back.rate("CNY"), 7.2);  // the default assumption
        QCOMPARE(back.power_unit, cpui::PowerUnit::Kilowatt);
        QCOMPARE(back.length_unit, cpui::LengthUnit::Foot);
        // Hand-edited nonsense falls back to the defaults instead of dividing by zero.
        QSettings settings;
        settings.setValue("display/currency", "XYZ");
        settings.setValue("display/per_usd/CNY", -3);
        settings.setValue("display/per_usd/EUR", "abc");
        settings.setValue("display/power_unit", "GW");
        const cpui::DisplayUnits fallback = cpui::DisplayUnits::fromSettings(settings);
        QCOMPARE(fallback.currency, QString("USD"));
        QCOMPARE(fallback.rate("CNY"), 7.2);
        QCOMPARE(fallback.rate("EUR"), 0.92);
        QCOMPARE(fallback.power_unit, cpui::PowerUnit::Auto);
    }

    // The Trade-offs table shows money metrics in the display currency, with the code in the
    // header; other metrics are unchanged (the model reads the units at each call; the
    // Trade-offs view shows the result again when the Preferences change).
    void sweepTableMoneyInCny() {
        cpui::DisplayUnits::apply(units("USD", 1));
        cp::SweepResult r;
        r.metrics = {"/cost/capex_usd", "/fabric/switches_total"};
        cp::SweepRow row;
        row.done = true;
        row.values = {1.5e6, 122.0};
        r.rows = {row};
        cpui::SweepTableModel model;
        model.setResult(r);
        auto column = [&](const std::string& path) {
            for (int c = 0; c < model.columnCount(); ++c)
                if (model.headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString() == QString::fromStdString(path)) return c;
            return -1;
        };
        const int capex = column("/cost/capex_usd"), switches = column("/fabric/switches_total");
        QVERIFY(capex >= 0 && switches >= 0);
        QVERIFY(model.headerData(capex, Qt::Horizontal, Qt::DisplayRole).toString().contains("[USD"));
        QCOMPARE(model.data(model.index(0, capex), Qt::DisplayRole).toString(),
                 QString::fromStdString(cp::formatSignificant(1.5e6)));
        cpui::DisplayUnits::apply(units("CNY", 7.2));
        QVERIFY2(model.headerData(capex, Qt::Horizontal, Qt::DisplayRole).toString().contains("[CNY"),
                 qPrintable(model.headerData(capex, Qt::Horizontal, Qt::DisplayRole).toString()));
        QCOMPARE(model.data(model.index(0, capex), Qt::DisplayRole).toString(),
                 QString::fromStdString(cp::formatSignificant(1.5e6 * 7.2)));
        QCOMPARE(model.data(model.index(0, switches), Qt::DisplayRole).toString(), QString("122"));
        QCOMPARE(cpui::DisplayUnits::current().metricValue("/per_gpu/cost/capex_usd", 10.0), 72.0);
        cpui::DisplayUnits::apply(units("USD", 1));
    }

    void overviewCapexInCny() {
        cpui::DisplayUnits::apply(units("CNY", 7.2));
        cpui::Document doc(catalog());
        cpui::MainWindow window(&doc, CLUSTERPLANNER_SOURCE_DATA_DIR);
        QVERIFY(window.openProfile(profile("fire-flyer-2"), nullptr, true));
        const double capexUsd = doc.plan().cost->capex_usd;
        const QString card = window.overviewCards()->cardValue("cost.capex_usd");
        QVERIFY2(card.startsWith(QString::fromUtf8("¥")), qPrintable(card));
        QCOMPARE(card, QString::fromStdString(cp::formatMoneyMillions(capexUsd, {"CNY", "¥", 7.2})));
        // Three significant digits: within half a unit of the last.
        QVERIFY2(std::abs(millionsIn(card) / (7.2 * capexUsd / 1e6) - 1) <= 0.005, qPrintable(card));
        QVERIFY(window.overviewCards()->cardSecondary("cost.capex_usd").contains(QString::fromUtf8("¥")));
        // The BOM's headers name the currency, its cells carry the converted price.
        cpui::BomTableModel* model = window.bomView()->findChild<cpui::BomTableModel*>();
        QVERIFY(model);
        QCOMPARE(model->headerData(cpui::BomTableModel::UnitPrice, Qt::Horizontal, Qt::DisplayRole).toString(),
                 QString("Unit price (CNY)"));
        const cp::BomLine& first = doc.plan().cost->bom.front();
        QCOMPARE(model->index(0, cpui::BomTableModel::UnitPrice).data().toString(),
                 QString::fromStdString(cp::formatMoney(first.unit_price_usd, 0, {"CNY", "¥", 7.2})));
    }

    void powerCardFollowsTheUnit() {
        cpui::Document doc(catalog());
        cpui::MainWindow window(&doc, CLUSTERPLANNER_SOURCE_DATA_DIR);
        QVERIFY(window.openProfile(profile("fire-flyer-2"), nullptr, true));
        const double itKw = doc.plan().power->it_kw;
        QVERIFY(itKw > 1000);  // Auto shows MW from 1 MW up (GW from 1 GW)
        QVERIFY2(window.overviewCards()->cardValue("power.it_kw").endsWith(" MW"),
                 qPrintable(window.overviewCards()->cardValue("power.it_kw")));
        cpui::DisplayUnits::apply(units("USD", 1, cpui::PowerUnit::Kilowatt));
        const QString kw = window.overviewCards()->cardValue("power.it_kw");
        QCOMPARE(kw, QString::fromStdString(cp::formatFixed(itKw, 0)) + " kW");
        cpui::DisplayUnits::apply(units("USD", 1, cpui::PowerUnit::Megawatt));
        QVERIFY(window.overviewCards()->cardValue("power.it_kw").endsWith(" MW"));
        // A small plan in Auto reads kW; fixed to MW it reads MW.
        cpui::DisplayUnits::apply(units("USD", 1));
        QCOMPARE(cpui::DisplayUnits::current().power(850), QString("850 kW"));
        QCOMPARE(units("USD", 1, cpui::PowerUnit::Megawatt).power(850), QString("0.85 MW"));
        QCOMPARE(cpui::DisplayUnits::current().power(4290), QString("4.29 MW"));
        // Auto is the CLI's format, whatever the size: cards and charts read as the text summary.
        for (const double any : {0.95, 20.6, 21.0, 136'200.0, 1'200'000.0})
            QCOMPARE(cpui::DisplayUnits::current().power(any), QString::fromStdString(cp::formatPowerKw(any)));
        QCOMPARE(cpui::DisplayUnits::current().power(136'200), QString("136 MW"));
        QCOMPARE(units("USD", 1, cpui::PowerUnit::Megawatt).power(136'200), QString("136 MW"));
        QCOMPARE(units("USD", 1, cpui::PowerUnit::Kilowatt).power(136'200), QString("136,200 kW"));
        QCOMPARE(units("USD", 1, cpui::PowerUnit::Kilowatt).power(20.6), QString("20.6 kW"));
    }

    void bomShowsFeet() {
        cpui::DisplayUnits::apply(units("USD", 1, cpui::PowerUnit::Auto, cpui::LengthUnit::Foot));
        cpui::Document doc(catalog());
        cpui::MainWindow window(&doc, CLUSTERPLANNER_SOURCE_DATA_DIR);
        QVERIFY(window.openProfile(profile("fire-flyer-2"), nullptr, true));
        cpui::BomTableModel* model = window.bomView()->findChild<cpui::BomTableModel*>();
        int feet = 0, metres = 0;
        for (int row = 0; row < model->rowCount(); ++row) {
            const QString item = model->index(row, cpui::BomTableModel::Item).data().toString();
            feet += item.endsWith(" ft");
            metres += item.endsWith(" m");
        }
        QVERIFY(feet > 0);  // every cable line
        QCOMPARE(metres, 0);
    }

    void changesRefreshWithoutReopening() {
        cpui::Document doc(catalog());
        cpui::MainWindow window(&doc, CLUSTERPLANNER_SOURCE_DATA_DIR);
        QVERIFY(window.openProfile(profile("fire-flyer-2"), nullptr, true));
        const QString usd = window.overviewCards()->cardValue("cost.capex_usd");
        QVERIFY(usd.startsWith('$'));
        QSignalSpy opened(&doc, &cpui::Document::changed);
        cpui::DisplayUnits::apply(units("EUR", 0.92));
        QCOMPARE(opened.count(), 0);  // the document did not change: the views re-rendered it
        const QString eur = window.overviewCards()->cardValue("cost.capex_usd");
        QVERIFY2(eur.startsWith(QString::fromUtf8("€")), qPrintable(eur));
        cpui::BomTableModel* model = window.bomView()->findChild<cpui::BomTableModel*>();
        QCOMPARE(model->headerData(cpui::BomTableModel::ExtendedPrice, Qt::Horizontal, Qt::DisplayRole).toString(),
                 QString("Extended price (EUR)"));
        QVERIFY(window.overviewCards()->whyText().size() > 0);
    }

    void exportsInTheChosenUnits() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        cpui::Document doc(catalog());
        QString message;
        QVERIFY(doc.open(profile("fire-flyer-2"), &message));
        cpui::DisplayUnits::apply(units("CNY", 7.2, cpui::PowerUnit::Auto, cpui::LengthUnit::Foot));
        const QString bomPath = dir.filePath("bom.csv");
        QVERIFY2(cpui::exportPlan(doc, cpui::ExportKind::BomCsv, bomPath, &message), qPrintable(message));
        const QStringList bom = readLines(bomPath);
        QVERIFY(bom.size() > 1);
        QVERIFY2(bom[0].contains("unit_price_cny") && bom[0].contains("extended_price_cny") && bom[0].endsWith("cny_per_usd"),
                 qPrintable(bom[0]));
        QVERIFY(!bom[0].contains("usd,"));
        const cp::BomLine& first = doc.plan().cost->bom.front();
        QVERIFY2(bom[1].contains(QString::fromStdString(cp::formatNumber(first.unit_price_usd * 7.2))), qPrintable(bom[1]));
        QVERIFY(bom[1].endsWith(",7.2"));

        const QString cablesPath = dir.filePath("cables.csv");
        QVERIFY2(cpui::exportPlan(doc, cpui::ExportKind::CablePlanCsv, cablesPath, &message), qPrintable(message));
        QFile cables(cablesPath);
        QVERIFY(cables.open(QIODevice::ReadOnly));
        const QString header = QString::fromUtf8(cables.readLine()).trimmed();
        QVERIFY2(header.endsWith("length_ft"), qPrintable(header));
        const double feet = QString::fromUtf8(cables.readLine()).trimmed().section(',', -1).toDouble();
        // The same first cable in metres, as the CLI writes it.
        cpui::DisplayUnits::apply(units("USD", 1));
        QVERIFY(cpui::exportPlan(doc, cpui::ExportKind::CablePlanCsv, dir.filePath("m.csv"), &message));
        QFile m(dir.filePath("m.csv"));
        QVERIFY(m.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(m.readLine()).trimmed().endsWith("length_m"));
        const double metres = QString::fromUtf8(m.readLine()).trimmed().section(',', -1).toDouble();
        QVERIFY(metres > 0);
        QVERIFY(std::abs(feet - metres / 0.3048) < 1e-6 * feet);
        // The core default stays USD: what the CLI writes.
        QVERIFY(QString::fromStdString(cp::bomCsvText(doc.plan()))
                    .startsWith("category,network,item,part,quantity,counted,unit_price_usd,extended_price_usd,unit_power_w,"
                                "extended_power_w,price_source\r\n"));
    }

    void dialogRefusesInvalidInput() {
        cpui::PreferencesDialog dialog;
        auto* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        auto* currency = dialog.findChild<QComboBox*>("currency");
        auto* rate = dialog.findChild<QDoubleSpinBox*>("exchangeRate");
        auto* folder = dialog.findChild<QLineEdit*>("profileFolder");
        QVERIFY(ok && currency && rate && folder);
        QVERIFY(ok->isEnabled());
        QVERIFY(!rate->isEnabled());  // USD: no rate to edit
        currency->setCurrentIndex(currency->findData("CNY"));
        QVERIFY(rate->isEnabled());
        QCOMPARE(rate->value(), 7.2);
        rate->setValue(0);
        QVERIFY(!ok->isEnabled());
        QVERIFY(dialog.problem().contains("above 0"));
        dialog.accept();  // Enter must not get around the disabled OK
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QVERIFY(!QSettings().contains("display/currency"));
        rate->setValue(7.1);
        QVERIFY(ok->isEnabled());
        folder->setText("/no/such/folder/for/profiles");
        QVERIFY(!ok->isEnabled());
        QTemporaryDir dir;
        folder->setText(dir.path());
        QVERIFY(ok->isEnabled());
        dialog.accept();
        QCOMPARE(cpui::DisplayUnits::current().currency, QString("CNY"));
        QCOMPARE(cpui::DisplayUnits::current().rate("CNY"), 7.1);
        QCOMPARE(cpui::Preferences::load().profile_folder, dir.path());
        // Restore defaults puts every field back (USD, Auto, metres, 30 s, no folder, system language).
        dialog.restoreDefaults();
        const cpui::Preferences defaults = dialog.preferences();
        QCOMPARE(defaults.units.currency, QString("USD"));
        QCOMPARE(defaults.units.rate("CNY"), 7.2);
        QCOMPARE(defaults.units.rate("EUR"), 0.92);
        QCOMPARE(defaults.units.power_unit, cpui::PowerUnit::Auto);
        QCOMPARE(defaults.units.length_unit, cpui::LengthUnit::Metre);
        QCOMPARE(defaults.autosave_seconds, cpui::kDefaultAutosaveSeconds);
        QCOMPARE(defaults.profile_folder, QString());
        QCOMPARE(defaults.language, QString());
        QVERIFY(ok->isEnabled());
    }

    void autosaveZeroTurnsItOff() {
        cpui::Document doc(catalog());
        cpui::MainWindow window(&doc, CLUSTERPLANNER_SOURCE_DATA_DIR);
        QVERIFY(window.autosaveActive());
        cpui::Preferences p = cpui::Preferences::load();
        p.autosave_seconds = 0;
        p.save();
        window.applyAutosaveSetting();
        QVERIFY(!window.autosaveActive());
        p.autosave_seconds = 5;
        p.save();
        window.applyAutosaveSetting();
        QVERIFY(window.autosaveActive());
    }

    void languageIsStored() {
        QCOMPARE(cpui::preferredLocaleName(), QString());
        cpui::setPreferredLocaleName("zh_CN");
        QCOMPARE(cpui::preferredLocaleName(), QString("zh_CN"));
        QSettings().setValue("ui/language", "klingon");  // unknown: the system language
        QCOMPARE(cpui::preferredLocaleName(), QString());
    }
};

QTEST_MAIN(TestPreferences)
#include "test_preferences.moc"
