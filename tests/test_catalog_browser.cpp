// The parts catalog browser and the user catalog: the browser lists every part with
// its sources; a part added in the editor is validated by the core loader, written
// atomically, marked as the user's and usable by profiles; bad parts and catalog
// changes that would break the open profile are refused without changing anything.
#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFile>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>
#include <sys/stat.h>

#include "catalog/catalog_writer.h"
#include "catalog/catalog_browser.h"
#include "catalog/catalog_field_text.h"
#include "base/document.h"
#include "catalog/part_editor_dialog.h"
#include "plan/evaluate.h"
#include "plan/plan_json.h"
#include "test_support.h"
#include "catalog/user_catalog.h"

namespace {

const QString kDataDir = CLUSTERPLANNER_SOURCE_DATA_DIR;

QByteArray fileBytes(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

template <class T>
T* child(QWidget* dialog, const QString& key) {
    auto* w = qobject_cast<T*>(static_cast<cpui::PartEditorDialog*>(dialog)->field(key));
    if (!w) qFatal("no field %s", qPrintable(key));
    return w;
}

// A new fixed switch typed into the editor: 64 × 400G, 1,500 W, $25,000.
bool addSwitchInEditor(cpui::UserCatalog& user, cpui::Document* doc, const std::string& id, int ports, QString* error) {
    cp::Switch blank;
    blank.kind = cp::SwitchKind::Fixed;
    blank.port_modes.push_back({0, 0, ""});
    cpui::PartEditorDialog dialog(blank, cpui::PartEditorDialog::Mode::Add, &user, doc);
    child<QLineEdit>(&dialog, "id")->setText(QString::fromStdString(id));
    child<QLineEdit>(&dialog, "name")->setText("My 64-port switch");
    child<QLineEdit>(&dialog, "vendor")->setText("Acme");
    auto* modes = child<QTableWidget>(&dialog, "port_modes");
    qobject_cast<QSpinBox*>(modes->cellWidget(0, 0))->setValue(ports);
    qobject_cast<QDoubleSpinBox*>(modes->cellWidget(0, 1))->setValue(400);
    child<QDoubleSpinBox>(&dialog, "power_typical_w")->setValue(1500);
    child<QDoubleSpinBox>(&dialog, "price_usd")->setValue(25000);
    child<QSpinBox>(&dialog, "rack_units")->setValue(1);
    dialog.findChild<QLineEdit*>("source")->setText("vendor quote 2024");
    const bool ok = dialog.save();
    if (!ok && error) *error = dialog.errorText();
    return ok;
}

std::string profileOnSwitch(const std::string& switchId) {
    return cptest::smallProfileWith(R"("networks": [{"name": "b", "switch": ")" + switchId + R"(", "link_speed_gbps": 400}])");
}

}  // namespace

class TestCatalogBrowser : public QObject {
    Q_OBJECT

    QString userPath_;

private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName("ClusterPlannerTest");
        QCoreApplication::setApplicationName("test_catalog_browser");
        QStandardPaths::setTestModeEnabled(true);
        userPath_ = cpui::UserCatalog::defaultPath();
        QVERIFY2(userPath_.endsWith("/user-catalog.json"), qPrintable(userPath_));
    }
    void init() { QFile::remove(userPath_); }
    void cleanupTestCase() { QFile::remove(userPath_); }

    void writerRoundTripsTheShippedCatalog() {
        const cp::Catalog& shipped = cptest::shippedCatalog();
        const std::string text = cp::catalogFileText(shipped);
        cp::Catalog reread;
        cp::Diagnostics warnings;
        cp::mergeCatalogText(text, "dump.json", reread, warnings);
        QVERIFY2(warnings.empty(), warnings.empty() ? "" : warnings.front().message.c_str());
        QCOMPARE(reread.switches.size(), shipped.switches.size());
        QCOMPARE(reread.media.size(), shipped.media.size());
        QCOMPARE(reread.findSwitch("qm9700")->port_modes.size(), shipped.findSwitch("qm9700")->port_modes.size());
        // The performance specs and the nodes' performance hosts come back too (a user catalog the
        // GUI rewrites keeps a calibration's values).
        QCOMPARE(reread.performance.gpus.size(), shipped.performance.gpus.size());
        QCOMPARE(reread.performance.hosts.size(), shipped.performance.hosts.size());
        for (const cp::perf::GpuCalibration& g : shipped.performance.gpus) {
            const cp::perf::GpuCalibration* back = reread.performance.gpu(g.gpu.name);
            QVERIFY(back);
            QCOMPARE(back->gpu.gemm_efficiency.size(), g.gpu.gemm_efficiency.size());
            QCOMPARE(back->scale_up.gpus_per_domain, g.scale_up.gpus_per_domain);
            QCOMPARE(back->scale_up.nvls_efficiency.value, g.scale_up.nvls_efficiency.value);
            QCOMPARE(back->benchmark_gemm_flops_per_second[0].value, g.benchmark_gemm_flops_per_second[0].value);
        }
        QCOMPARE(reread.performance.nic_efficiency.source, shipped.performance.nic_efficiency.source);
        for (const cp::NodeType& n : shipped.nodes) QCOMPARE(reread.findNode(n.id)->performance_host, n.performance_host);
        QCOMPARE(cp::catalogFileText(reread), text);
    }

    void modelListsEveryShippedPartWithSources() {
        cpui::Document doc(cptest::shippedCatalog());
        cpui::CatalogBrowser browser(&doc, kDataDir, nullptr, userPath_);
        const cp::Catalog& c = cptest::shippedCatalog();
        QCOMPARE(browser.model(cpui::PartKind::Gpu)->rowCount(), static_cast<int>(c.gpus.size()));
        QCOMPARE(browser.model(cpui::PartKind::Node)->rowCount(), static_cast<int>(c.nodes.size()));
        QCOMPARE(browser.model(cpui::PartKind::Switch)->rowCount(), static_cast<int>(c.switches.size()));
        QCOMPARE(browser.model(cpui::PartKind::Nic)->rowCount(), static_cast<int>(c.nics.size()));
        QCOMPARE(browser.model(cpui::PartKind::Media)->rowCount(), static_cast<int>(c.media.size()));
        for (cpui::PartKind kind : cpui::kPartKinds) {
            QAbstractItemModelTester tester(browser.model(kind), QAbstractItemModelTester::FailureReportingMode::QtTest);
            QAbstractItemModelTester proxyTester(browser.proxy(kind), QAbstractItemModelTester::FailureReportingMode::QtTest);
        }
        // The TDP cell of a GPU shows the value and has its source as tooltip.
        auto* gpus = browser.model(cpui::PartKind::Gpu);
        const cp::Gpu& h100 = *c.findGpu("h100-sxm");
        const int row = gpus->rowOf("h100-sxm");
        QVERIFY(row >= 0);
        QCOMPARE(gpus->index(row, 6).data().toString(), QString("700"));
        QCOMPARE(gpus->index(row, 6).data(Qt::ToolTipRole).toString(), QString::fromStdString(h100.tdp_w.source));
        QCOMPARE(gpus->index(row, gpus->columnCount() - 1).data().toString(), QString("shipped"));
        // Numeric columns sort by value, not text: the highest TDP first.
        auto* proxy = browser.proxy(cpui::PartKind::Gpu);
        proxy->sort(6, Qt::DescendingOrder);
        double maxTdp = 0;
        for (const cp::Gpu& g : c.gpus) maxTdp = std::max(maxTdp, g.tdp_w.value);
        QCOMPARE(proxy->index(0, 6).data(cpui::CatalogTableModel::kSortRole).toDouble(), maxTdp);
    }

    void filterNarrowsEveryTab() {
        cpui::Document doc(cptest::shippedCatalog());
        cpui::CatalogBrowser browser(&doc, kDataDir, nullptr, userPath_);
        int expected = 0;
        for (const cp::Switch& s : cptest::shippedCatalog().switches)
            if (QString::fromStdString(s.id + " " + s.name).contains("qm9", Qt::CaseInsensitive)) ++expected;
        QVERIFY(expected > 0 && expected < static_cast<int>(cptest::shippedCatalog().switches.size()));
        browser.setFilterText("QM9");
        QCOMPARE(browser.proxy(cpui::PartKind::Switch)->rowCount(), expected);
        QCOMPARE(browser.proxy(cpui::PartKind::Gpu)->rowCount(), 0);
        browser.setFilterText("");
        QCOMPARE(browser.proxy(cpui::PartKind::Switch)->rowCount(), static_cast<int>(cptest::shippedCatalog().switches.size()));
    }

    void addedSwitchIsSavedMarkedAndUsable() {
        cpui::Document doc(cptest::shippedCatalog());
        cpui::CatalogBrowser browser(&doc, kDataDir, nullptr, userPath_);
        QString error;
        QVERIFY2(addSwitchInEditor(browser.userCatalog(), &doc, "acme-64x400", 64, &error), qPrintable(error));
        // Written, with user sources; prices stay assumptions.
        const QByteArray saved = fileBytes(userPath_);
        QVERIFY(saved.contains("\"acme-64x400\""));
        QVERIFY(saved.contains("\"user: vendor quote 2024\""));
        QVERIFY(saved.contains("\"assumption: user: vendor quote 2024\""));
        // The document and the browser see it, marked as the user's.
        QVERIFY(doc.catalog().findSwitch("acme-64x400"));
        auto* switches = browser.model(cpui::PartKind::Switch);
        const int row = switches->rowOf("acme-64x400");
        QVERIFY(row >= 0);
        QCOMPARE(switches->originAt(row), cpui::EntryOrigin::User);
        QVERIFY(switches->index(row, 0).data(Qt::FontRole).value<QFont>().bold());
        QCOMPARE(switches->index(row, switches->columnCount() - 1).data().toString(), QString("user"));
        // Reloaded from disk as the app does at start-up.
        cpui::UserCatalog reloaded(kDataDir, userPath_);
        QVERIFY2(reloaded.load(&error), qPrintable(error));
        QCOMPARE(reloaded.originOf(cpui::PartKind::Switch, "acme-64x400"), cpui::EntryOrigin::User);
        QCOMPARE(reloaded.entryCount(), 1);
        QCOMPARE(reloaded.merged().switches.size(), cptest::shippedCatalog().switches.size() + 1);
        // The file is what `clusterplanner-cli --catalog FILE` reads.
        cp::Diagnostics cliWarnings;
        const cp::Catalog cli =
            cp::loadCatalogFiles(cp::catalogFileList(cptest::dataDir(), {userPath_.toStdString()}), cliWarnings);
        QCOMPARE(cli.findSwitch("acme-64x400")->port_modes.front().ports, std::int64_t{64});
        // A profile on it evaluates, and builds the same fabric as on the 64 × 400G QM9700.
        cp::Diagnostics warnings;
        cp::Plan mine, reference;
        mine = cp::parseValidProfile(profileOnSwitch("acme-64x400"), "mine.json", reloaded.merged(), warnings).plan;
        reference = cp::parseValidProfile(profileOnSwitch("qm9700"), "ref.json", reloaded.merged(), warnings).plan;
        QVERIFY(mine.fabric && reference.fabric);
        QVERIFY(mine.fabric->switches_total > 0);
        QCOMPARE(mine.fabric->switches_total, reference.fabric->switches_total);
    }

    // The user catalog goes through the CLI's guarded reader: a symlink to /dev/zero or /dev/urandom
    // (bad_alloc at 2 GB before) or a FIFO (blocked forever) is refused at once, by name.
    void userCatalogReadsOnlyRegularFiles() {
        const QTemporaryDir dir;
        const QString fifo = dir.filePath("fifo.json");
        QCOMPARE(::mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
        const QString zero = dir.filePath("zero.json"), random = dir.filePath("random.json");
        QVERIFY(QFile::link("/dev/zero", zero) && QFile::link("/dev/urandom", random));
        for (const QString& path : {fifo, zero, random}) {  // a hang or a crash fails the test (ctest timeout)
            cpui::UserCatalog user(kDataDir, path);
            QString error;
            QVERIFY2(!user.load(&error), qPrintable(path));
            QVERIFY2(error.contains(path) && error.contains("not a regular file"), qPrintable(error));
            QCOMPARE(user.merged().switches.size(), cptest::shippedCatalog().switches.size());  // the shipped catalog stays
        }
    }

    void duplicateKeepsSourcesOfUntouchedValues() {
        cpui::Document doc(cptest::shippedCatalog());
        cpui::UserCatalog user(kDataDir, userPath_);
        QString error;
        QVERIFY(user.load(&error));
        cp::Switch copy = *cptest::shippedCatalog().findSwitch("qm9700");
        copy.id = "qm9700-copy";
        cpui::PartEditorDialog dialog(copy, cpui::PartEditorDialog::Mode::Duplicate, &user, &doc);
        child<QDoubleSpinBox>(&dialog, "price_usd")->setValue(12345);
        QVERIFY2(dialog.save(), qPrintable(dialog.errorText()));
        const cp::Switch* saved = doc.catalog().findSwitch("qm9700-copy");
        QVERIFY(saved);
        const cp::Switch& shipped = *cptest::shippedCatalog().findSwitch("qm9700");
        QCOMPARE(saved->port_modes.front().source, shipped.port_modes.front().source);
        QCOMPARE(saved->power_typical_w.source, shipped.power_typical_w.source);
        QCOMPARE(saved->price_usd.value, 12345.0);
        QCOMPARE(saved->price_usd.source, std::string("assumption: user: entered in the catalog editor"));
    }

    void invalidPartIsRefusedWithItsPath() {
        cpui::Document doc(cptest::shippedCatalog());
        cpui::UserCatalog user(kDataDir, userPath_);
        QString error;
        QVERIFY(user.load(&error));
        QVERIFY2(addSwitchInEditor(user, &doc, "acme-ok", 64, &error), qPrintable(error));
        const QByteArray before = fileBytes(userPath_);
        // Negative price, straight through the core loader.
        cp::Switch bad = *doc.catalog().findSwitch("acme-ok");
        bad.id = "acme-bad";
        bad.price_usd.value = -5;
        std::string path;
        QVERIFY(!user.apply(user.withPart(bad), &doc, &error, &path));
        QCOMPARE(path, std::string("/switches/1/price_usd/value"));
        QVERIFY2(error.contains(userPath_) && error.contains("/switches/1/price_usd/value") && error.contains("-5"),
                 qPrintable(error));
        // Zero ports, typed into the editor: the message names the path, the field is marked.
        cp::Switch blank;
        blank.kind = cp::SwitchKind::Fixed;
        blank.port_modes.push_back({400, 64, ""});
        cpui::PartEditorDialog dialog(blank, cpui::PartEditorDialog::Mode::Add, &user, &doc);
        child<QLineEdit>(&dialog, "id")->setText("acme-zero");
        child<QSpinBox>(&dialog, "rack_units")->setValue(1);
        auto* modes = child<QTableWidget>(&dialog, "port_modes");
        qobject_cast<QSpinBox*>(modes->cellWidget(0, 0))->setValue(0);
        QVERIFY(!dialog.save());
        QVERIFY2(dialog.errorText().contains("/switches/1/port_modes/0/ports"), qPrintable(dialog.errorText()));
        QVERIFY(!modes->styleSheet().isEmpty());
        QCOMPARE(fileBytes(userPath_), before);
        QVERIFY(!doc.catalog().findSwitch("acme-zero") && !doc.catalog().findSwitch("acme-bad"));
        QCOMPARE(user.entryCount(), 1);
        // A new part may not take an existing id (that would silently override it).
        cpui::PartEditorDialog clash(blank, cpui::PartEditorDialog::Mode::Add, &user, &doc);
        child<QLineEdit>(&clash, "id")->setText("qm8700");
        QVERIFY(!clash.save());
        QVERIFY2(clash.errorText().contains("already"), qPrintable(clash.errorText()));
        QCOMPARE(fileBytes(userPath_), before);
    }

    // The form has a row for each declared sourced number (catalog/catalog_fields.h), optional ones
    // included: a GPU's HBM bandwidth (which the step-time model needs) and FP64 peaks, a NIC's
    // integrated optics. An edited value gets the note's source, an untouched one keeps its own, and
    // an optional one set to its "not published" value leaves the part.
    void formShowsEveryDeclaredNumber() {
        cpui::Document doc(cptest::shippedCatalog());
        cpui::CatalogBrowser browser(&doc, kDataDir, nullptr, userPath_);
        const cp::Gpu& h100 = *cptest::shippedCatalog().findGpu("h100-sxm");
        cpui::PartEditorDialog dialog(h100, cpui::PartEditorDialog::Mode::Override, &browser.userCatalog(), &doc);
        for (const cp::SourcedField<cp::Gpu>& f : cp::sourcedFields<cp::Gpu>())
            QVERIFY2(dialog.field(QString::fromStdString(std::string(f.key))), std::string(f.key).c_str());
        QCOMPARE(child<QDoubleSpinBox>(&dialog, "hbm_gbyte_per_s")->value(), h100.hbm_gbyte_per_s->value);
        child<QDoubleSpinBox>(&dialog, "hbm_gbyte_per_s")->setValue(3000);
        child<QDoubleSpinBox>(&dialog, "fp64_tflops")->setValue(0);
        dialog.findChild<QLineEdit*>("source")->setText("capped board");
        const cp::Gpu edited = std::get<cp::Gpu>(dialog.part());
        QCOMPARE(edited.hbm_gbyte_per_s->value, 3000.0);
        QCOMPARE(edited.hbm_gbyte_per_s->source, std::string("user: capped board"));
        QVERIFY(!edited.fp64_tflops);
        QCOMPARE(edited.tdp_w.source, h100.tdp_w.source);
        QCOMPARE(edited.price_usd.source, h100.price_usd.source);

        // Every row fits a 1280×720 screen: the form is the GPU's longest (peaks and declared numbers).
        QVERIFY2(dialog.sizeHint().height() <= 680, qPrintable(QString::number(dialog.sizeHint().height())));
        dialog.resize(dialog.sizeHint());
        QVERIFY(dialog.grab().save(QDir::temp().filePath("part_editor_gpu.png")));

        const cp::Nic& nic = cptest::shippedCatalog().nics.front();
        cpui::PartEditorDialog nicForm(nic, cpui::PartEditorDialog::Mode::Override, &browser.userCatalog(), &doc);
        QVERIFY(nicForm.field("integrated_optics"));
        QVERIFY(nicForm.field("mttf_hours"));
    }

    void catalogFieldWordsAreListedForTranslation() {
        const std::vector<std::string> declared = cpui::declaredCatalogFieldWords();
        const std::vector<std::string> listed = cpui::listedCatalogFieldWords();
        for (const std::string& w : declared)
            QVERIFY2(std::find(listed.begin(), listed.end(), w) != listed.end(), ("not in catalog_field_text.cpp: " + w).c_str());
        for (const std::string& w : listed)
            QVERIFY2(std::find(declared.begin(), declared.end(), w) != declared.end(), ("no longer declared: " + w).c_str());
    }

    void overrideAndDeleteChangeTheOpenPlan() {
        cpui::Document doc(cptest::shippedCatalog());
        QString error;
        QVERIFY2(doc.open(QString::fromStdString(cptest::profilePath("fire-flyer-2")), &error), qPrintable(error));
        cpui::CatalogBrowser browser(&doc, kDataDir, nullptr, userPath_);
        const double capexBefore = doc.plan().cost->capex_usd;
        const std::int64_t switchesBefore = doc.plan().fabric->switches_total;
        // Override the shipped QM8700 with twice its price.
        const cp::Switch& shipped = *cptest::shippedCatalog().findSwitch("qm8700");
        cpui::PartEditorDialog dialog(shipped, cpui::PartEditorDialog::Mode::Override, &browser.userCatalog(), &doc);
        QVERIFY(child<QLineEdit>(&dialog, "id")->isReadOnly());
        child<QDoubleSpinBox>(&dialog, "price_usd")->setValue(2 * shipped.price_usd.value);
        QVERIFY2(dialog.save(), qPrintable(dialog.errorText()));
        QCOMPARE(browser.userCatalog().originOf(cpui::PartKind::Switch, "qm8700"), cpui::EntryOrigin::UserOverride);
        auto* switches = browser.model(cpui::PartKind::Switch);
        QCOMPARE(switches->index(switches->rowOf("qm8700"), switches->columnCount() - 1).data().toString(),
                 QString("user, overrides shipped"));
        QCOMPARE(doc.plan().fabric->switches_total, switchesBefore);
        QVERIFY_NEAR(doc.plan().cost->capex_usd - capexBefore, static_cast<double>(switchesBefore) * shipped.price_usd.value,
                     1e-9);
        // Reverting the override (deleting the user entry) restores the shipped price.
        QVERIFY2(browser.deletePart(cpui::PartKind::Switch, "qm8700", &error), qPrintable(error));
        QCOMPARE(browser.userCatalog().originOf(cpui::PartKind::Switch, "qm8700"), cpui::EntryOrigin::Shipped);
        QVERIFY_NEAR(doc.plan().cost->capex_usd, capexBefore, 1e-12);
        QVERIFY(!fileBytes(userPath_).contains("qm8700"));
        // Shipped parts cannot be deleted.
        QVERIFY(!browser.deletePart(cpui::PartKind::Switch, "qm8700", &error));
    }

    void deletingWorksUnlessTheOpenProfileUsesThePart() {
        QTemporaryDir dir;
        cpui::Document doc(cptest::shippedCatalog());
        cpui::CatalogBrowser browser(&doc, kDataDir, nullptr, userPath_);
        QString error;
        QVERIFY2(addSwitchInEditor(browser.userCatalog(), &doc, "acme-a", 64, &error), qPrintable(error));
        QVERIFY2(addSwitchInEditor(browser.userCatalog(), &doc, "acme-b", 64, &error), qPrintable(error));
        QCOMPARE(browser.model(cpui::PartKind::Switch)->rowCount(),
                 static_cast<int>(cptest::shippedCatalog().switches.size()) + 2);
        // A profile on acme-a is open: deleting acme-a is refused, acme-b goes.
        const QString profile = dir.filePath("on-acme.json");
        QFile f(profile);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(profileOnSwitch("acme-a")));
        f.close();
        QVERIFY2(doc.open(profile, &error), qPrintable(error));
        const QByteArray before = fileBytes(userPath_);
        QVERIFY(!browser.deletePart(cpui::PartKind::Switch, "acme-a", &error));
        QVERIFY2(error.contains("acme-a") && error.contains("catalog was not changed"), qPrintable(error));
        QCOMPARE(fileBytes(userPath_), before);
        QVERIFY(doc.catalog().findSwitch("acme-a"));
        QVERIFY2(browser.deletePart(cpui::PartKind::Switch, "acme-b", &error), qPrintable(error));
        QVERIFY(!fileBytes(userPath_).contains("acme-b"));
        QCOMPARE(browser.model(cpui::PartKind::Switch)->rowOf("acme-b"), -1);
        QVERIFY(!doc.catalog().findSwitch("acme-b"));
    }

    void missingPartSaysItMayBeAUserPart() {
        const std::string message = cptest::parseError(profileOnSwitch("acme-from-elsewhere"));
        QVERIFY2(QString::fromStdString(message).contains(
                     "/networks/0/switch: \"acme-from-elsewhere\" is not a switch in the catalog; "
                     "it may be a user part from another machine's user catalog"),
                 message.c_str());
        const std::string node = cptest::parseError(R"({"schema": 1, "name": "x", "compute": {"node_type": "my-node", "nodes": 4},
            "networks": [{"name": "b", "switch": "qm9700", "link_speed_gbps": 400}]})");
        QVERIFY2(QString::fromStdString(node).contains("may be a user part"), node.c_str());
    }

    void setCatalogThatBreaksTheProfileIsRefused() {
        cpui::Document doc(cptest::shippedCatalog());
        QString error;
        QVERIFY2(doc.open(QString::fromStdString(cptest::profilePath("fire-flyer-2")), &error), qPrintable(error));
        QSignalSpy changed(&doc, &cpui::Document::changed);
        const std::int64_t switches = doc.plan().fabric->switches_total;
        const double capex = doc.plan().cost->capex_usd;
        cp::Catalog broken = doc.catalog();
        std::erase_if(broken.switches, [](const cp::Switch& s) { return s.id == "qm8700"; });
        QVERIFY(!doc.setCatalog(broken, &error));
        QVERIFY2(error.contains("qm8700"), qPrintable(error));
        QVERIFY(doc.catalog().findSwitch("qm8700"));
        QCOMPARE(doc.plan().fabric->switches_total, switches);
        QCOMPARE(doc.plan().cost->capex_usd, capex);
        QCOMPARE(changed.count(), 0);
        // A catalog the profile works with is taken and the plan re-evaluated.
        cp::Catalog cheaper = doc.catalog();
        for (cp::Switch& s : cheaper.switches)
            if (s.id == "qm8700") s.price_usd.value = 0;
        QVERIFY2(doc.setCatalog(cheaper, &error), qPrintable(error));
        QVERIFY(doc.plan().cost->capex_usd < capex);
        QCOMPARE(changed.count(), 1);
    }

    // The document keeps the last built design for edits that leave it alone (PUE here); its plan
    // is evaluate()'s, and a new catalog (at the same address) is never met with the old build.
    void editsThatKeepTheDesignReuseItExactly() {
        cpui::Document doc(cptest::shippedCatalog());
        QString error;
        QVERIFY2(doc.open(QString::fromStdString(cptest::profilePath("fire-flyer-2")), &error), qPrintable(error));
        const auto sameAsEvaluate = [&doc] {
            return cp::planToJsonText(doc.plan(), true) == cp::planToJsonText(cp::evaluate(doc.profile(), doc.catalog()), true);
        };
        cp::Profile edited = doc.profile();
        if (edited.compute.nodes) *edited.compute.nodes -= 8;
        if (edited.compute.gpus) *edited.compute.gpus -= 64;
        QVERIFY2(doc.applyEdit("nodes", edited, &error), qPrintable(error));
        edited.power.pue = 1.4;
        QVERIFY2(doc.applyEdit("pue", edited, &error), qPrintable(error));
        QVERIFY(sameAsEvaluate());
        const double capex = doc.plan().cost->capex_usd;
        cp::Catalog free = doc.catalog();
        for (cp::Media& m : free.media) m.price_usd_per_end.value = m.price_usd_per_cable.value = 0;
        QVERIFY2(doc.setCatalog(free, &error), qPrintable(error));
        edited.power.pue = 1.25;
        QVERIFY2(doc.applyEdit("pue", edited, &error), qPrintable(error));
        QVERIFY(sameAsEvaluate());
        QVERIFY(doc.plan().cost->capex_usd < capex);
        doc.undoStack()->undo();
        QVERIFY(sameAsEvaluate());
    }

    void setCatalogOnA100kGpuProfile() {
        cpui::Document doc(cptest::shippedCatalog());
        QString error;
        QVERIFY2(doc.open(QString::fromStdString(cptest::profilePath("h100-100k-ib-4tier")), &error), qPrintable(error));
        const std::int64_t switches = doc.plan().fabric->switches_total;
        QElapsedTimer timer;
        timer.start();
        QVERIFY2(doc.setCatalog(cptest::shippedCatalog(), &error), qPrintable(error));
        qInfo() << "setCatalog with a 100k-GPU profile open:" << timer.elapsed() << "ms";
        QCOMPARE(doc.plan().fabric->switches_total, switches);
    }

    void undoHistoryNeverReachesAMissingPart() {
        QTemporaryDir dir;
        const QString profile = dir.filePath("p.json");
        QFile f(profile);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(profileOnSwitch("qm9700")));
        f.close();
        cp::Catalog withAcme = cptest::shippedCatalog();
        cp::Switch acme = *withAcme.findSwitch("qm9700");
        acme.id = "acme";
        withAcme.switches.push_back(acme);
        cpui::Document doc(withAcme);
        QString error;
        QVERIFY2(doc.open(profile, &error), qPrintable(error));
        cp::Profile edited = doc.profile();
        edited.networks.front().switch_id = "acme";
        QVERIFY2(doc.applyEdit("Switch", edited, &error), qPrintable(error));
        QCOMPARE(doc.undoStack()->count(), 1);
        // Without qm9700 the open profile (on acme) still works, but undo would reach qm9700: the history goes.
        cp::Catalog withoutQm9700 = withAcme;
        std::erase_if(withoutQm9700.switches, [](const cp::Switch& s) { return s.id == "qm9700"; });
        QVERIFY2(doc.setCatalog(withoutQm9700, &error), qPrintable(error));
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(doc.isModified());  // still unsaved work
        QCOMPARE(doc.profile().networks.front().switch_id, std::string("acme"));
    }

    void browserLooksFinished() {
        cpui::Document doc(cptest::shippedCatalog());
        QString error;
        QVERIFY(doc.open(QString::fromStdString(cptest::profilePath("fire-flyer-2")), &error));
        cpui::CatalogBrowser browser(&doc, kDataDir, nullptr, userPath_);
        QVERIFY2(addSwitchInEditor(browser.userCatalog(), &doc, "acme-64x400", 64, &error), qPrintable(error));
        cp::Switch cheaper = *cptest::shippedCatalog().findSwitch("qm8700");
        cheaper.price_usd = {15000, "assumption: user: 2024 broker quote"};
        QVERIFY(browser.userCatalog().apply(browser.userCatalog().withPart(cheaper), &doc, &error));
        browser.resize(1400, 900);
        browser.show();
        QVERIFY(browser.selectPart(cpui::PartKind::Switch, "acme-64x400"));
        QApplication::processEvents();
        const QImage image = browser.grab().toImage();
        QCOMPARE(image.size(), QSize(1400, 900));
        const QString png = QDir::temp().filePath("catalog_browser.png");
        QVERIFY(image.save(png));
        qInfo() << "browser rendered to" << png;
        for (cpui::PartKind kind : {cpui::PartKind::Gpu, cpui::PartKind::Node, cpui::PartKind::Media}) {
            browser.showKind(kind);
            browser.selectPart(kind, browser.model(kind)->idAt(0));
            QApplication::processEvents();
            QVERIFY(browser.grab().save(QDir::temp().filePath(QString("catalog_browser_%1.png").arg(static_cast<int>(kind)))));
        }
        for (const cpui::Part& part : {cpui::Part(cheaper), cpui::Part(*cptest::shippedCatalog().findNode("hgx-h100"))}) {
            cpui::PartEditorDialog editor(part, cpui::PartEditorDialog::Mode::Override, &browser.userCatalog(), &doc);
            editor.show();
            QApplication::processEvents();
            QVERIFY(editor.grab().save(
                QDir::temp().filePath(QString("part_editor_%1.png").arg(static_cast<int>(cpui::partKind(part))))));
        }
    }
};

QTEST_MAIN(TestCatalogBrowser)
#include "test_catalog_browser.moc"
