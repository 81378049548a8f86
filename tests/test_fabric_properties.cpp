// Properties of the fabric engine over thousands of seeded random designs: every
// endpoint attached once per plane, no port over-used, spare ports never
// negative, non-blocking tiers keep up-capacity ≥ down-capacity, R:1 cuts uplinks
// by R, and more endpoints never need fewer switches.
#include <QtTest>

#include <random>

#include "common/input_error.h"
#include "fabric_checks.h"
#include "random_design.h"
#include "test_support.h"

namespace {

struct Design {
    cp::Profile profile;
    std::string text;  // for failure messages
};

Design randomDesign(std::mt19937_64& rng) {
    cp::Profile p = cptest::randomFabricProfile(rng);
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
                // Per zone × plane counts add up exactly to the tier's count.
                std::int64_t byGroup = 0;
                for (const cp::TierGroupCount& g : tier.count_by_group) byGroup += g.count;
                QVERIFY2(byGroup == tier.count, d.text.c_str());
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
