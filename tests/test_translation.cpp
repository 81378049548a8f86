// The interface in Simplified Chinese: with zh_CN installed, no text the main window shows is
// left in English (names of parts, profiles and units excepted); with "en" it stays English.
#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSet>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QtTest>

#include <set>

#include <algorithm>
#include <functional>

#include <qcustomplot.h>
#include "calibration/calibration_dialog.h"
#include "explore/compare_view.h"
#include "explore/explorer_view.h"
#include "catalog/catalog_loader.h"
#include "base/document.h"
#include "base/elided_label.h"
#include "editor/section_stack.h"
#include "common/format.h"
#include "plan/metrics.h"
#include "views/metric_text.h"
#include "shell/main_window.h"
#include "base/translations.h"
#include "step_time_cases.h"

namespace {

const QString kDataDir = QStringLiteral(CLUSTERPLANNER_SOURCE_DATA_DIR);

cp::Catalog catalog() {
    cp::Diagnostics warnings;
    return cp::loadCatalogFiles(cp::catalogFileList(CLUSTERPLANNER_SOURCE_DATA_DIR, {}), warnings);
}

// Units, formats and proper names that Chinese planners write in Latin letters too.
const QStringList kAllowed{"GPU",
                           "MFU",
                           "PUE",
                           "ETTR",
                           "MTTF",
                           "MTBF",
                           "NVLink",
                           "InfiniBand",
                           "RoCE",
                           "DAC",
                           "AEC",
                           "AOC",
                           "UTP",
                           "kW",
                           "MW",
                           "GW",
                           "kWh",
                           "MWh",
                           "GWh",
                           "USD",
                           "CNY",
                           "EUR",
                           "JSON",
                           "CSV",
                           "XLSX",
                           "PDF",
                           "PNG",
                           "SVG",
                           "TFLOPS",
                           "PFLOPS",
                           "TFLOP",
                           "GEMM",
                           "EFLOPS",
                           "PFLOP",
                           "FLOPs",
                           "FLOPS",
                           "HBM",
                           "TDP",
                           "NIC",
                           "NICs",
                           "BOM",
                           "TCO",
                           "FP8",
                           "BF16",
                           "TF32",
                           "FP16",
                           "Gbps",
                           "ClusterPlanner",
                           "FFN",
                           "MoE",
                           "MLA",
                           "ZeRO",
                           "SwiGLU",
                           "FlashAttention",
                           "QCustomPlot",
                           "Ethernet",
                           "OSFP",
                           "QSFP",
                           "PCIe",
                           "SXM",
                           "DGX",
                           "HGX",
                           "Fire",
                           "Flyer",
                           "DeepSeek",
                           "NVIDIA",
                           "Mellanox",
                           "Quantum",
                           "Spectrum",
                           "Cedar",
                           "kg",
                           "Gb",
                           "GB",
                           "TB",
                           "PB",
                           "Tab",
                           "Enter",
                           "Delete",
                           "Ctrl",
                           "Shift",
                           "Pod",
                           "Token"};  // keys are named as printed on them

// Text that is data, not interface: what the profile and the catalog name things (ids, part and
// network names, vendors, descriptions, sources) and what the core explains in English (formulas,
// values substituted, sources: docs/translation.md says they stay English).
QStringList dataStrings(const cp::Plan& plan) {
    static const QSet<QString> kNameKeys{"id",     "name",    "description", "vendor",  "node_type", "gpu",
                                         "switch", "nic",     "twin_module", "source",  "sources",   "notes",
                                         "note",   "network", "reason",      "question"};
    QSet<QString> strings;
    std::function<void(const QJsonValue&, const QString&)> walk = [&](const QJsonValue& v, const QString& key) {
        if (v.isObject()) {
            const QJsonObject o = v.toObject();
            for (auto it = o.begin(); it != o.end(); ++it) walk(it.value(), it.key());
        } else if (v.isArray()) {
            for (const QJsonValue& e : v.toArray()) walk(e, key);
        } else if (v.isString() && (kNameKeys.contains(key) || key.endsWith("_id"))) {
            strings.insert(v.toString());
        }
    };
    QStringList files{kDataDir + "/profiles/fire-flyer-2.json"};
    for (const char* dir : {"/catalog", "/studies", "/studies/optimize"})  // the studies' titles are shipped data too
        for (const QFileInfo& f : QDir(kDataDir + dir).entryInfoList({"*.json"}, QDir::Files)) files << f.absoluteFilePath();
    for (const QString& path : files) {
        QFile file(path);
        if (file.open(QIODevice::ReadOnly)) walk(QJsonDocument::fromJson(file.readAll()).object(), QString());
    }
    for (const cp::Explanation& e : plan.explanations) {
        for (const std::string& s : {e.key, e.label, e.formula, e.substituted}) strings.insert(QString::fromStdString(s));
        for (const std::string& s : e.sources) strings.insert(QString::fromStdString(s));
    }
    for (const cp::Diagnostic& w : plan.warnings) {  // the core's findings, in English like its explanations
        strings.insert(QString::fromStdString(w.path));
        strings.insert(QString::fromStdString(w.message));
    }
    if (plan.cost)  // the BOM's parts and price sources as the core writes them
        for (const cp::BomLine& l : plan.cost->bom)
            for (const std::string& s : {l.item, l.part, l.price_source}) strings.insert(QString::fromStdString(s));
    strings.remove(QString());
    QStringList out(strings.begin(), strings.end());
    std::sort(out.begin(), out.end(), [](const QString& a, const QString& b) { return a.size() > b.size(); });
    return out;  // longest first, so a name inside a longer name goes with it
}

// The runs of 3+ ASCII letters in the text (markup and data removed) that are not allowed words.
QStringList englishWords(const QString& shown, const QStringList& data) {
    QString text = shown;
    if (Qt::mightBeRichText(text)) {
        QTextDocument doc;
        doc.setHtml(text);
        text = doc.toPlainText();
    }
    for (const QString& d : data)
        if (text.contains(d))
            text.replace(QRegularExpression("(?<![A-Za-z])" + QRegularExpression::escape(d) + "(?![A-Za-z])"), " ");
    text.remove(QRegularExpression(R"(\b[\w.-]+\.(json|csv|xlsx|pdf|png|svg)\b)"));  // file names
    text.remove(QRegularExpression(R"(\[[a-z0-9_.\-]+\])"));                         // plan keys: [compute.gpus]
    QStringList out;
    for (auto m = QRegularExpression("[A-Za-z]{3,}").globalMatch(text); m.hasNext();) {
        const QString word = m.next().captured();
        if (!kAllowed.contains(word)) out << word;
    }
    return out;
}

// The cells of an item view (trees to every depth): a bounded sample is enough.
void collectModel(const QAbstractItemModel* model, const QModelIndex& parent, QStringList& texts, int& budget) {
    for (int r = 0; r < model->rowCount(parent) && budget > 0; ++r)
        for (int c = 0; c < model->columnCount(parent) && budget > 0; ++c, --budget) {
            const QModelIndex index = model->index(r, c, parent);
            texts << model->data(index, Qt::DisplayRole).toString();
            if (c == 0 && model->hasChildren(index)) collectModel(model, index, texts, budget);
        }
}

void collectMenu(const QMenu* menu, const QString& where, QStringList& texts) {
    texts << where + menu->title();
    for (const QAction* a : menu->actions()) {
        if (a->isSeparator()) continue;
        if (a->menu())
            collectMenu(a->menu(), where + menu->title() + " › ", texts);
        else
            texts << where + menu->title() + " › " + a->text();
    }
}

// Every text the visible widgets inside `root` show now.
QStringList widgetTexts(QWidget& root) {
    QStringList texts{root.windowTitle()};
    for (QWidget* w : root.findChildren<QWidget*>()) {
        if (!w->isVisibleTo(&root)) continue;
        if (auto* elided = qobject_cast<cpui::ElidedLabel*>(w))
            texts << elided->fullText();  // what it shows is a cut of this
        else if (auto* label = qobject_cast<QLabel*>(w))
            texts << label->text();
        else if (auto* button = qobject_cast<QAbstractButton*>(w))
            texts << button->text();
        else if (auto* box = qobject_cast<QGroupBox*>(w))
            texts << box->title();
        else if (auto* bar = qobject_cast<QTabBar*>(w)) {
            for (int i = 0; i < bar->count(); ++i) texts << bar->tabText(i);
        } else if (auto* combo = qobject_cast<QComboBox*>(w)) {
            if (!combo->isEditable()) texts << combo->currentText();
        } else if (auto* edit = qobject_cast<QLineEdit*>(w)) {
            texts << edit->placeholderText();
        } else if (auto* spin = qobject_cast<QSpinBox*>(w)) {
            texts << spin->suffix() << spin->specialValueText();
        } else if (auto* dspin = qobject_cast<QDoubleSpinBox*>(w)) {
            texts << dspin->suffix() << dspin->specialValueText();
        } else if (auto* view = qobject_cast<QAbstractItemView*>(w); view && view->model()) {
            const QAbstractItemModel* model = view->model();
            for (int c = 0; c < model->columnCount(); ++c) texts << model->headerData(c, Qt::Horizontal).toString();
            int budget = 400;
            collectModel(model, {}, texts, budget);
        }
    }
    texts.removeAll(QString());
    return texts;
}

// Every text the window shows now: visible widgets only, plus the menus and the dock titles.
QStringList visibleTexts(QMainWindow& window) {
    QStringList texts = widgetTexts(window);
    for (const QMenu* menu : window.menuBar()->findChildren<QMenu*>(QString(), Qt::FindDirectChildrenOnly))
        collectMenu(menu, "", texts);
    for (QDockWidget* dock : window.findChildren<QDockWidget*>()) texts << dock->windowTitle();
    texts.removeAll(QString());
    return texts;
}

// "text: word, word" for each text with English left in it.
QStringList untranslated(const QStringList& texts, const QStringList& data) {
    QStringList out;
    for (const QString& t : texts)
        if (const QStringList words = englishWords(t, data); !words.isEmpty())
            out << QString("%1  [%2]").arg(t.left(160), words.join(", "));
    out.removeDuplicates();
    return out;
}

// What a chart shows in words: its title, axis titles, category ticks and legend entries.
QStringList plotTexts(const QCustomPlot& plot) {
    QStringList texts;
    for (int i = 0; i < plot.plotLayout()->elementCount(); ++i)
        if (auto* title = qobject_cast<QCPTextElement*>(plot.plotLayout()->elementAt(i))) texts << title->text();
    for (const QCPAxis* axis : plot.axisRect()->axes()) {
        if (!axis->visible()) continue;
        texts << axis->label();
        if (const auto ticker = qSharedPointerDynamicCast<QCPAxisTickerText>(axis->ticker()))
            for (const QString& tick : ticker->ticks()) texts << tick;
    }
    for (int i = 0; i < plot.legend->itemCount(); ++i)
        if (auto* item = qobject_cast<QCPPlottableLegendItem*>(plot.legend->item(i))) texts << item->plottable()->name();
    return texts;
}

// The name and description a profile file gives itself: data, not interface.
QStringList profileNames(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    const QJsonObject o = QJsonDocument::fromJson(file.readAll()).object();
    return {o.value("name").toString(), o.value("description").toString()};
}

bool hasCjk(const QString& s) {
    return std::any_of(s.begin(), s.end(), [](QChar c) { return c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF; });
}

}  // namespace

class TestTranslation : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName("ClusterPlannerTest");
        QCoreApplication::setApplicationName("test_translation");
        QStandardPaths::setTestModeEnabled(true);
        for (const QString& f : cpui::Document::pendingRecoveries()) QFile::remove(f);
    }

    void theCheckFindsEnglish() {
        // The check itself: English words are caught, data and allowed units are not.
        const QStringList data{"qm8700", "Mellanox QM8700"};
        QCOMPARE(englishWords("<b>Switches</b>: 122", data), QStringList{"Switches"});
        QVERIFY(englishWords("交换机 122 · qm8700 · 9,920 GPU · 1.2 MW · Mellanox QM8700", data).isEmpty());
        QCOMPARE(englishWords("fabrics", {"fabric"}), QStringList{"fabrics"});  // data only as a whole word
        QVERIFY(englishWords("fire-flyer-2.json [compute.gpus]", data).isEmpty());
        QCOMPARE(untranslated({"胖树", "Leaf switch"}, data), QStringList{"Leaf switch  [Leaf, switch]"});
    }

    void unknownLanguageStaysEnglish() {
        QCOMPARE(cpui::installTranslations(*qApp, "xx_YY"), QString());
        QCOMPARE(QCoreApplication::translate("cpui::MainWindow", "&File"), QString("&File"));
        QCOMPARE(cpui::installTranslations(*qApp, "en"), QString());
        QCOMPARE(QCoreApplication::translate("cpui::MainWindow", "&File"), QString("&File"));
    }

    void chineseMainWindowHasNoEnglishLeft() {
        QCOMPARE(cpui::installTranslations(*qApp, "zh_CN"), QString("zh_CN"));
        QVERIFY(hasCjk(QCoreApplication::translate("cpui::MainWindow", "&File")));
        cpui::Document doc(catalog());
        cpui::MainWindow window(&doc, kDataDir);
        window.resize(1600, 1000);
        window.show();
        QString error;
        QVERIFY2(window.openProfile(kDataDir + "/profiles/fire-flyer-2.json", &error, true), qPrintable(error));
        auto* tabs = window.findChild<QTabWidget*>("resultTabs");
        QVERIFY(tabs);
        QVERIFY(tabs->count() >= 8);
        QVERIFY2(window.showTab("Topology"), "--tab takes the English names in Chinese too");
        const QStringList data = dataStrings(doc.plan());
        QStringList problems;
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            QApplication::processEvents();
            for (const QString& p : untranslated(visibleTexts(window), data)) problems << tabs->tabText(i) + ": " + p;
        }
        for (cpui::SectionStack* box : window.findChildren<cpui::SectionStack*>()) {  // every page of the Design panel
            for (int i = 0; i < box->count(); ++i) {
                box->setCurrentIndex(i);
                QApplication::processEvents();
                for (const QString& p : untranslated(visibleTexts(window), data)) problems << box->itemText(i) + ": " + p;
            }
        }
        problems.removeDuplicates();
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QString("%1 texts not translated:\n").arg(problems.size()) + problems.join('\n')));
        cpui::installTranslations(*qApp, "en");
    }

    // Every output's label (declared in core/plan/outputs_*.cpp, read by lupdate) is shown in Chinese:
    // what Compare, Trade-offs, the optimizer and every metric chooser show.
    void metricLabelsAreTranslated() {
        QCOMPARE(cpui::installTranslations(*qApp, "zh_CN"), QString("zh_CN"));
        QStringList english;
        for (const cp::Metric& m : cp::metricRegistry()) {
            const QString shown = cpui::metricText(cp::metricLabel(m, {}));
            if (!englishWords(shown, {"GPU", "MFU", "HFU", "IT", "CO2", "TCO", "ETTR", "PUE", "NIC", "TP", "CP", "DP", "MTTF", "FLOPs", "TFLOP",
                                      "Daly", "Young", "u0", "bf16", "GEMM", "TFLOPS", "logits"})
                     .isEmpty())
                english << QString::fromStdString(m.label) + " → " + shown;
        }
        QVERIFY2(english.isEmpty(), qPrintable("labels not in Chinese:\n" + english.join('\n')));
        cpui::installTranslations(*qApp, "en");
        QCOMPARE(cpui::installTranslations(*qApp, "zh_CN"), QString("zh_CN"));
        for (const std::string& label : {std::string("hardware capex"), std::string("performance per GPU (dense peak, bf16)")})
            QVERIFY2(englishWords(cpui::metricText(label), {}).isEmpty(), qPrintable(cpui::metricText(label)));
        const QString perGpu = cpui::metricLabelText("hardware capex [USD per GPU]");
        QVERIFY2(perGpu.endsWith("[USD 每 GPU]"), qPrintable(perGpu));
        cpui::installTranslations(*qApp, "en");
        QCOMPARE(cpui::metricLabelText("hardware capex [USD per GPU]"), QString("hardware capex [USD per GPU]"));
    }

    // Catalog › Calibrate from measurements, with fits on show: its own words are Chinese; file and
    // GPU names, the catalog keys and the core's sources and notes are data.
    void chineseCalibrationDialogHasNoEnglishLeft() {
        QCOMPARE(cpui::installTranslations(*qApp, "zh_CN"), QString("zh_CN"));
        QTemporaryDir dir;
        cpui::CalibrationDialog dialog(nullptr, kDataDir, nullptr, dir.filePath("user-catalog.json"));
        dialog.resize(1400, 900);
        dialog.show();
        const QString samples = QString(CLUSTERPLANNER_TEST_DATA_DIR) + "/calibration/";
        dialog.setGpu("h100-sxm");
        dialog.setNicGbps(400);
        dialog.addFiles({samples + "all_reduce_perf-h100-1node.txt", samples + "all_reduce_perf-dgx-h100-2node.txt"});
        QStringList problems;
        auto check = [&](const QString& where) {
            QStringList data;
            for (const QTableWidget* t : dialog.findChildren<QTableWidget*>())
                for (int r = 0; r < t->rowCount(); ++r) {
                    data << t->item(r, 0)->text();
                    if (t->columnCount() == 4) data << t->item(r, 3)->text();  // sources
                }
            for (const auto& g : cptest::performanceCalibration().gpus) data << QString::fromStdString(g.gpu.name);
            // The tools and the file columns are named as they are spelt.
            data << "nccl-tests"
                 << "all_reduce_perf"
                 << "all_gather_perf"
                 << "reduce_scatter_perf"
                 << "alltoall_perf"
                 << "sendrecv_perf"
                 << "dtype"
                 << "time_s"
                 << "time_ms"
                 << "time_us";
            if (dialog.collectives())
                for (const std::string& n : dialog.collectives()->notes) data << QString::fromStdString(n);
            if (dialog.gemm()) {
                for (const std::string& n : dialog.gemm()->notes) data << QString::fromStdString(n);
                data << QString::fromStdString(dialog.gemm()->training_share_source);
            }
            std::sort(data.begin(), data.end(), [](const QString& a, const QString& b) { return a.size() > b.size(); });
            QApplication::processEvents();
            for (const QString& p : untranslated(widgetTexts(dialog), data)) problems << where + ": " + p;
        };
        check("collectives");
        dialog.setMeasurement(cpui::CalibrationDialog::Measurement::Gemm);
        dialog.setGpu("A100-SXM4-80GB");
        dialog.addFiles({samples + "gemm-a100-sxm4.csv"});
        check("GEMM");
        problems.removeDuplicates();
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QString("%1 texts not translated:\n").arg(problems.size()) + problems.join('\n')));
        cpui::installTranslations(*qApp, "en");
    }

    // Compare (metric names with their units, chart categories, axis title, legend) and Trade-offs
    // (axis titles, the Pareto legend) under zh_CN; profile names and the studies' titles and
    // series are data (docs/translation.md).
    void compareAndTradeOffsAreChinese() {
        QCOMPARE(cpui::installTranslations(*qApp, "zh_CN"), QString("zh_CN"));
        cpui::Document doc(catalog());
        cpui::MainWindow window(&doc, kDataDir);
        window.resize(1280, 720);
        window.show();
        const QString ff2 = kDataDir + "/profiles/fire-flyer-2.json", dgx = kDataDir + "/profiles/dgx-a100-10k.json";
        QString error;
        QVERIFY2(window.openProfile(ff2, &error, true), qPrintable(error));
        QStringList data = dataStrings(doc.plan());
        for (const QString& name : profileNames(ff2) + profileNames(dgx))  // whole, wrapped in a header or elided
            for (const QString& word : QStringList{name} + name.split(QRegularExpression("[\\s…]+"), Qt::SkipEmptyParts))
                if (word.contains(QRegularExpression("[A-Za-z]{3}"))) data << word;
        std::sort(data.begin(), data.end(), [](const QString& a, const QString& b) { return a.size() > b.size(); });
        auto* compare = window.findChild<cpui::CompareView*>();
        QVERIFY(compare->addProfile(ff2, &error) && compare->addProfile(dgx, &error));
        QVERIFY(window.showTab("Compare"));
        QApplication::processEvents();
        QStringList texts = widgetTexts(*compare);
        for (const QCustomPlot* plot : compare->findChildren<QCustomPlot*>()) texts << plotTexts(*plot);
        QVERIFY2(texts.join(' ').contains(QString::fromUtf8("TFLOPS/千美元")), qPrintable(texts.join('|')));

        auto* explorer = window.findChild<cpui::ExplorerView*>();
        QEventLoop wait;
        connect(explorer, &cpui::ExplorerView::runFinished, &wait, &QEventLoop::quit);
        QVERIFY(explorer->loadStudyFile(kDataDir + "/studies/pareto-cost-vs-time.json"));
        if (explorer->isRunning()) wait.exec();
        QVERIFY(window.showTab("Trade-offs"));
        QApplication::processEvents();
        QStringList sweepTexts;
        for (const QCustomPlot* plot : explorer->findChildren<QCustomPlot*>()) sweepTexts << plotTexts(*plot);
        QVERIFY2(sweepTexts.join(' ').contains(QString::fromUtf8("帕累托")), qPrintable(sweepTexts.join('|')));
        const QStringList problems = untranslated(texts + sweepTexts, data);
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QString("%1 texts not translated:\n").arg(problems.size()) + problems.join('\n')));
        cpui::installTranslations(*qApp, "en");
    }

    // The app's numbers follow its language, not the desktop's formats: on a de_DE desktop the
    // interface is English and Qt's numbers (spin boxes, QLocale().toString) read 9,920.5 as the
    // core's formatter writes them, not 9.920,5 beside them. Chinese writes them alike.
    void numbersFollowTheInterfaceLanguage() {
        for (const char* system : {"de_DE", "fr_FR", "ru_RU"}) {
            QCOMPARE(cpui::installTranslations(*qApp, system), QString());
            QCOMPARE(QLocale().toString(9920.5, 'f', 1), QString::fromStdString(cp::formatFixed(9920.5, 1)));
            QCOMPARE(QLocale().language(), QLocale::English);
        }
        QDoubleSpinBox german;  // made while the desktop's language is "de_DE"
        german.setGroupSeparatorShown(true);
        german.setRange(0, 1e6);
        german.setDecimals(1);
        german.setValue(9920.5);
        QCOMPARE(german.text(), QString("9,920.5"));
        QCOMPARE(cpui::installTranslations(*qApp, "zh_CN"), QString("zh_CN"));
        QCOMPARE(QLocale().toString(9920.5, 'f', 1), QString("9,920.5"));
        QCOMPARE(QLocale().language(), QLocale::Chinese);
        cpui::installTranslations(*qApp, "en");
        QCOMPARE(QLocale().toString(1320), QString("1,320"));
    }

    void englishMenuBarHasNoChinese() {
        QCOMPARE(cpui::installTranslations(*qApp, "zh_CN"), QString("zh_CN"));
        cpui::installTranslations(*qApp, "en");  // replaces the Chinese translators
        cpui::Document doc(catalog());
        cpui::MainWindow window(&doc, kDataDir);
        QStringList texts;
        for (const QMenu* menu : window.menuBar()->findChildren<QMenu*>(QString(), Qt::FindDirectChildrenOnly))
            collectMenu(menu, "", texts);
        QVERIFY(texts.size() > 10);
        for (const QString& t : texts) QVERIFY2(!hasCjk(t), qPrintable(t));
        QVERIFY(texts.contains("&File"));
    }
};

QTEST_MAIN(TestTranslation)
#include "test_translation.moc"
