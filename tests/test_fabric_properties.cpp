// Properties of the fabric engine over thousands of seeded random designs: every
// endpoint attached once per plane, no port over-used, spare ports never
// negative, non-blocking tiers keep up-capacity ≥ down-capacity, R:1 cuts uplinks
// by R, and more endpoints never need fewer switches.
#include <QtTest>

#include <random>

#include "common/input_error.h"
#include "fabric_checks.h"
#include "test_support.h"

namespace {

struct Design {
    cp::Profile profile;
    std::string text;  // for failure messages
};

// A random but loadable-looking design; the loader may still reject it (that is counted).
Design randomDesign(std::mt19937_64& rng) {
    const cp::Catalog& catalog = cptest::shippedCatalog();
    auto pick = [&](std::int64_t lo, std::int64_t hi) { return std::uniform_int_distribution<std::int64_t>(lo, hi)(rng); };
    cp::Profile p;
    p.name = "random";
    const std::vector<std::string> nodes{"ff2-pcie-a100", "dgx-a100", "hgx-h100", "dgx-b200"};
    p.compute.node_type = nodes[static_cast<std::size_t>(pick(0, 3))];
    // Log-uniform node count from 1 to 4,096.
    p.compute.nodes = static_cast<std::int64_t>(std::exp(std::uniform_real_distribution<double>(0, std::log(4096.0))(rng)));
    const cp::NodeType& node = *catalog.findNode(p.compute.node_type);
    std::int64_t computePorts = 0;
    double nicSpeed = 0;
    for (const auto& nic : node.nics)
        if (nic.role == "compute") {
            computePorts += nic.count * catalog.findNic(nic.nic_id)->ports.value;
            nicSpeed = catalog.findNic(nic.nic_id)->port_speed_gbps.value;
        }
    cp::NetworkInput net;
    net.name = "backend";
    std::vector<std::string> switches;
    for (const auto& s : catalog.switches)
        if (s.kind == "fixed" && s.modeAt(nicSpeed)) switches.push_back(s.id);
    net.switch_id = switches[static_cast<std::size_t>(pick(0, static_cast<std::int64_t>(switches.size()) - 1))];
    net.link_speed_gbps = nicSpeed;
    if (pick(0, 2) == 0) net.tiers = static_cast<int>(pick(2, 3));
    net.zones = pick(0, 3) == 0 ? pick(2, 4) : 1;
    std::vector<std::int64_t> planeChoices;
    for (std::int64_t d = 1; d <= computePorts; ++d)
        if (computePorts % d == 0) planeChoices.push_back(d);
    net.planes = planeChoices[static_cast<std::size_t>(pick(0, static_cast<std::int64_t>(planeChoices.size()) - 1))];
    net.rail_optimized = pick(0, 2) == 0;
    if (pick(0, 2) == 0) net.su_nodes = pick(4, 64);
    if (pick(0, 3) == 0) net.oversubscription = {static_cast<double>(pick(1, 3))};
    if (pick(0, 4) == 0) net.build_out_endpoints = *p.compute.nodes * computePorts * pick(1, 3);
    p.networks.push_back(net);
    if (pick(0, 3) == 0 && net.zones <= 2) {
        p.storage.servers = pick(1, 64);
        p.storage.nic = nicSpeed == 200 ? "cx6-200g" : "cx7-400g";
        p.storage.nics_per_server = net.zones * net.planes;
        p.storage.network = "backend";
    }
    return {p, cp::profileToJsonText(p)};
}

// The loader accepts a parsed profile exactly when evaluate() reports no design errors.
cp::Plan evaluateDesign(const cp::Profile& p) { return cp::evaluate(p, cptest::shippedCatalog()); }

}  // namespace

class TestFabricProperties : public QObject {
    Q_OBJECT

private slots:
    void randomDesigns() {
        std::mt19937_64 rng(20261129);
        int accepted = 0, rejected = 0, enumerated = 0;
        for (int i = 0; i < 3000; ++i) {
            const Design d = randomDesign(rng);
            const cp::Plan plan = evaluateDesign(d.profile);
            if (!plan.errors.empty()) {
                ++rejected;
                if (rejected <= 3) qInfo("rejected: %s: %s", plan.errors[0].path.c_str(), plan.errors[0].message.c_str());
                continue;
            }
            ++accepted;
            if (accepted % 500 == 0) {  // the loader agrees with evaluate() on what is buildable
                try {
                    cp::validateProfile(d.profile, cptest::shippedCatalog());
                } catch (const cp::InputError& e) {
                    QFAIL((std::string("the loader rejected a buildable design: ") + e.what()).c_str());
                }
            }
            const cp::NetworkResult& net = plan.fabric->networks.at(0);
            const cp::NetworkInput& in = d.profile.networks[0];
            for (std::size_t t = 0; t < net.tiers.size(); ++t) {
                const cp::TierResult& tier = net.tiers[t];
                QVERIFY2(tier.ports_spare >= 0, d.text.c_str());
                QVERIFY2(tier.ports_down + tier.ports_up <= tier.count * tier.radix, d.text.c_str());
                QVERIFY2(tier.count >= tier.count_populated, d.text.c_str());
                const bool top = t + 1 == net.tiers.size();
                if (!top) {
                    const double ratio = t < in.oversubscription.size() ? in.oversubscription[t] : 1.0;
                    // R:1 keeps the most uplinks u with down ≥ R × up: one more would break the ratio.
                    const auto up = static_cast<double>(tier.up_ports_per_switch);
                    const auto down = static_cast<double>(tier.down_ports_per_switch);
                    QVERIFY2(down >= ratio * up && down - 1 < ratio * (up + 1), d.text.c_str());
                    if (ratio == 1.0 && tier.radix % 2 == 0) QVERIFY2(tier.ports_up >= tier.ports_down, d.text.c_str());
                }
            }
            if (net.endpoints <= 4096) {
                const cptest::FabricCheck check = cptest::checkEnumeratedFabric(d.profile, cptest::shippedCatalog(), plan);
                QVERIFY2(check.firstProblem.empty(), (check.firstProblem + "\n" + d.text).c_str());
                ++enumerated;
            }
            // Monotonic: more nodes never need fewer switches (same design, no build-out).
            cp::Profile bigger = d.profile;
            bigger.networks[0].build_out_endpoints.reset();
            const cp::Profile base = bigger;
            *bigger.compute.nodes += 1 + static_cast<std::int64_t>(rng() % 64);
            const cp::Plan biggerPlan = evaluateDesign(bigger);
            if (biggerPlan.errors.empty()) {
                const auto before = d.profile.networks[0].build_out_endpoints ? evaluateDesign(base).fabric->switches_total
                                                                              : plan.fabric->switches_total;
                const auto after = biggerPlan.fabric->switches_total;
                QVERIFY2(after >= before, (std::to_string(before) + " → " + std::to_string(after) + "\n" + d.text).c_str());
            }
        }
        qInfo("%d designs accepted (%d enumerated link by link), %d rejected by validation", accepted, enumerated, rejected);
        QVERIFY(accepted >= 2000);
        QVERIFY(enumerated >= 1000);
    }
};

QTEST_APPLESS_MAIN(TestFabricProperties)
#include "test_fabric_properties.moc"
