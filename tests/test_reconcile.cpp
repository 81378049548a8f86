// One quantity, one computation: where two outputs show the same figure, one derives from
// the other. These tests reconcile each pair over every shipped profile (issue 19).
#include <QtTest>

#include <set>

#include "catalog/catalog_writer.h"
#include "common/json_reader.h"
#include "fabric/link_enumeration.h"
#include "io/catalog_output.h"
#include "test_support.h"

namespace {

void addProfileRows() {
    QTest::addColumn<QString>("name");
    for (const std::string& name : cptest::shippedProfileNames()) QTest::newRow(name.c_str()) << QString::fromStdString(name);
}

cp::Plan fetchedPlan() {
    QFETCH(QString, name);
    return cptest::planOf(name.toStdString());
}

// Σ quantity × unit power (kW) and Σ quantity × unit price (USD) of the BOM lines of one category.
double bomKw(const cp::CostResult& cost, cp::BomCategory category) {
    double kw = 0;
    for (const cp::BomLine& l : cost.bom)
        if (l.category == category) kw += static_cast<double>(l.quantity) * l.unit_power_w / 1000;
    return kw;
}

double bomUsd(const cp::CostResult& cost, cp::BomCategory category) {
    double usd = 0;
    for (const cp::BomLine& l : cost.bom)
        if (l.category == category) usd += static_cast<double>(l.quantity) * l.unit_price_usd;
    return usd;
}

}  // namespace

class TestReconcile : public QObject {
    Q_OBJECT

private slots:
    // The XLSX shows the BOM's extended power and the power sheet's IT load: the power roll-up
    // regroups the BOM, so category by category they agree, and in total up to "other IT".
    void itPowerIsTheBomsPower_data() { addProfileRows(); }
    void itPowerIsTheBomsPower() {
        const cp::Plan plan = fetchedPlan();
        QVERIFY(plan.power && plan.cost);
        const cp::PowerResult& power = *plan.power;
        const cp::CostResult& cost = *plan.cost;
        using C = cp::PowerComponent;
        const double nodesKw = power.componentKw(C::Gpus) + power.componentKw(C::Nics) + power.componentKw(C::RestOfNode);
        QVERIFY_NEAR(nodesKw, bomKw(cost, cp::BomCategory::Compute), 1e-12);
        QVERIFY_NEAR(power.componentKw(C::Switches), bomKw(cost, cp::BomCategory::NetworkSwitches), 1e-12);
        QVERIFY_NEAR(power.componentKw(C::Optics), bomKw(cost, cp::BomCategory::OpticsAndCables), 1e-12);
        QVERIFY_NEAR(power.componentKw(C::StorageServers), bomKw(cost, cp::BomCategory::Storage), 1e-12);
        double bomTotalKw = 0;
        for (const cp::BomLine& l : cost.bom) bomTotalKw += static_cast<double>(l.quantity) * l.unit_power_w / 1000;
        QVERIFY_NEAR(bomTotalKw + power.componentKw(C::OtherIt), power.it_kw, 1e-12);
    }

    // The cabling's optics price and power are the BOM's "optics and cables" lines, added up.
    void opticsCostIsTheBomsOptics_data() { addProfileRows(); }
    void opticsCostIsTheBomsOptics() {
        const cp::Plan plan = fetchedPlan();
        QVERIFY(plan.cabling && plan.cost);
        const cp::BomCategory optics = cp::BomCategory::OpticsAndCables;
        QVERIFY(plan.cabling->price_usd > 0);
        QVERIFY_NEAR(bomUsd(*plan.cost, optics), plan.cabling->price_usd, 1e-12);
        QVERIFY_NEAR(plan.cost->categoryUsd(optics), plan.cabling->price_usd, 1e-12);
        QVERIFY_NEAR(bomKw(*plan.cost, optics) * 1000, plan.cabling->power_w, 1e-12);
        double byMediaUsd = 0;
        for (const cp::MediaUse& m : plan.cabling->by_media) byMediaUsd += m.price_usd;
        QVERIFY_NEAR(byMediaUsd, plan.cabling->price_usd, 1e-12);
    }

    // The checkpoint write time at the storage servers' rating is computed once: the reliability stage's
    // W (and δ of a synchronous write) and the training stage's achievable write time are one number.
    void checkpointWriteTimeIsOne_data() { addProfileRows(); }
    void checkpointWriteTimeIsOne() {
        const cp::Plan plan = fetchedPlan();
        QVERIFY(plan.reliability && plan.training);
        const cp::ReliabilityResult& r = *plan.reliability;
        const cp::TrainingResult& t = *plan.training;
        QCOMPARE(t.checkpoint_write_minutes_achievable.has_value(), t.storage_write_gbyte_per_s.has_value());
        QCOMPARE(r.checkpoint_write_minutes.has_value(), t.checkpoint_write_minutes_achievable.has_value());
        if (r.checkpoint_write_minutes) QCOMPARE(*r.checkpoint_write_minutes, *t.checkpoint_write_minutes_achievable);
        if (r.checkpoint_stop_basis == "synchronous write to storage")
            QCOMPARE(r.checkpoint_stop_minutes, *t.checkpoint_write_minutes_achievable);
        if (t.checkpoint_write_minutes_achievable)
            QVERIFY_NEAR(*t.checkpoint_write_minutes_achievable * 60 * *t.storage_write_gbyte_per_s, t.checkpoint_gb, 1e-12);
        // What the training stage asks of the storage: one checkpoint per interval.
        QVERIFY_NEAR(t.checkpoint_write_gbyte_per_s_needed * r.checkpoint_interval_minutes * 60, t.checkpoint_gb, 1e-9);
    }

    // A management network has a port on every switch of the others: the fabric counts them and the
    // link enumeration wires them through one function, so the two agree.
    void managementPortsMatchTheSwitches_data() { addProfileRows(); }
    void managementPortsMatchTheSwitches() {
        QFETCH(QString, name);
        const cp::Profile profile = cptest::withManagementNetwork(cptest::shippedProfile(name.toStdString()));
        const cp::Plan plan = cp::evaluate(profile, cptest::shippedCatalog());
        QVERIFY(plan.fabric);
        std::int64_t dataSwitches = 0;
        const cp::NetworkResult* management = nullptr;
        for (const cp::NetworkResult& n : plan.fabric->networks) {
            if (n.role == cp::NetworkRole::Management)
                management = &n;
            else
                dataSwitches += n.switches_total;
        }
        QVERIFY(management);
        std::int64_t counted = 0;
        for (const cp::EndpointGroup& g : management->endpoint_groups)
            if (g.kind == "switch") counted += g.ports;
        QCOMPARE(counted, dataSwitches);
        std::set<std::int64_t> wired;
        cp::enumerateLinks(profile, *plan.fabric, [&](const cp::LinkRecord& r) {
            if (r.network == management->name && r.lower_tier == "switch") wired.insert(r.lower.device.index);
        });
        QCOMPARE(static_cast<std::int64_t>(wired.size()), dataSwitches);
    }

    // The CLI's `catalog --json` is the user-catalog file format plus the list of files read.
    void catalogJsonIsTheCatalogFileFormat() {
        const cp::Catalog& catalog = cptest::shippedCatalog();
        cp::Json listing = cp::Json::parse(cp::catalogJsonText(catalog));
        QVERIFY(listing.contains("files"));
        listing.erase("files");
        QCOMPARE(QString::fromStdString(listing.dump(1)),
                 QString::fromStdString(cp::Json::parse(cp::catalogFileText(catalog)).dump(1)));
    }
};

QTEST_APPLESS_MAIN(TestReconcile)
#include "test_reconcile.moc"
