// The link list of every shipped profile agrees with the plan's counts, uses
// every port once and within its radix, and names devices by the documented scheme.
#include <QtTest>

#include <filesystem>

#include "fabric_checks.h"
#include "test_support.h"

class TestLinkEnumeration : public QObject {
    Q_OBJECT

private slots:
    void shippedProfiles_data() {
        QTest::addColumn<QString>("name");
        for (const std::string& name : cptest::shippedProfileNames()) QTest::newRow(name.c_str()) << QString::fromStdString(name);
    }

    void shippedProfiles() {
        QFETCH(QString, name);
        const cp::Profile profile = cptest::shippedProfile(name.toStdString());
        const cp::Plan plan = cp::evaluate(profile, cptest::shippedCatalog());
        const cptest::FabricCheck check = cptest::checkEnumeratedFabric(profile, cptest::shippedCatalog(), plan);
        QVERIFY2(check.firstProblem.empty(), check.firstProblem.c_str());
        QCOMPARE(check.links, plan.fabric->endpoint_links_total + plan.fabric->links_total);
    }

    void namesFollowTheScheme() {
        const cp::Profile profile = cptest::shippedProfile("fire-flyer-2");
        const cp::Plan plan = cp::evaluate(profile, cptest::shippedCatalog());
        std::vector<std::string> names;
        std::vector<std::int64_t> ports;
        cp::enumerateLinks(profile, cptest::shippedCatalog(), plan.compute, *plan.fabric, [&](const cp::LinkRecord& r) {
            if (names.empty()) {
                names = {cp::deviceName(r.network, r.lower.device), cp::deviceName(r.network, r.upper.device)};
                ports = {r.lower.port, r.upper.port};
            }
        });
        QCOMPARE(QString::fromStdString(names[0]), QString("node00000"));
        QCOMPARE(ports[0], 1);
        QCOMPARE(QString::fromStdString(names[1]), QString("backend.z0.p0.leaf0000"));
        QCOMPARE(ports[1], 1);
    }

    void dualHomedStorageReachesBothZones() {
        const cp::Profile profile = cptest::shippedProfile("fire-flyer-2");
        const cp::Plan plan = cp::evaluate(profile, cptest::shippedCatalog());
        std::map<std::int64_t, std::int64_t> storagePortsPerZone;
        std::set<std::int64_t> zonesOfServer0;
        cp::enumerateLinks(profile, cptest::shippedCatalog(), plan.compute, *plan.fabric, [&](const cp::LinkRecord& r) {
            if (r.lower_tier != "storage") return;
            ++storagePortsPerZone[r.zone];
            if (r.lower.device.index == 0) zonesOfServer0.insert(r.zone);
        });
        QCOMPARE(storagePortsPerZone[0], 180);
        QCOMPARE(storagePortsPerZone[1], 180);
        QCOMPARE(zonesOfServer0.size(), size_t(2));  // NIC 1 → zone 0, NIC 2 → zone 1
    }

    void railsPutSameRankPortsOnOneLeaf() {
        cp::Profile profile = cptest::shippedProfile("deepseek-v3-ft2-2k");
        profile.networks[0].rail_optimized = true;
        profile.networks[0].su_nodes = 32;
        const cp::Plan plan = cp::evaluate(profile, cptest::shippedCatalog());
        QCOMPARE(plan.fabric->networks[0].rails, 8);
        QCOMPARE(plan.fabric->networks[0].tiers[0].count, 64);  // 8 SUs × 8 rails × ⌈32/32⌉
        std::map<std::string, std::set<std::int64_t>> nicPortsOnLeaf;
        cp::enumerateLinks(profile, cptest::shippedCatalog(), plan.compute, *plan.fabric, [&](const cp::LinkRecord& r) {
            if (r.lower_tier == "compute") nicPortsOnLeaf[cp::deviceName(r.network, r.upper.device)].insert(r.lower.port);
        });
        QCOMPARE(nicPortsOnLeaf.size(), size_t(64));
        for (const auto& [leaf, nicPorts] : nicPortsOnLeaf) QVERIFY2(nicPorts.size() == 1, leaf.c_str());  // one rail per leaf
        const cptest::FabricCheck check = cptest::checkEnumeratedFabric(profile, cptest::shippedCatalog(), plan);
        QVERIFY2(check.firstProblem.empty(), check.firstProblem.c_str());
    }
};

QTEST_APPLESS_MAIN(TestLinkEnumeration)
#include "test_link_enumeration.moc"
