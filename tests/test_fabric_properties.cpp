// Properties of the fabric engine over thousands of seeded random designs: every
// endpoint attached once per plane, no port over-used, spare ports never
// negative, non-blocking tiers keep up-capacity ≥ down-capacity, R:1 cuts uplinks
// by R, and more endpoints never need fewer switches.
#include <QtTest>

#include <cmath>
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
                const cptest::FabricCheck check = cptest::checkEnumeratedFabric(d.profile, plan);
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

    // The mechanisms of issue 21 on random designs: a leaf per rack, hosts on spare leaf ports,
    // faster up links, leaf classes and zones joined by a tier. Every accepted design enumerates
    // cleanly (ports used once and within their radix, counts as planned), and a join tier's
    // pod-wide down:up is within one port per zone-top switch of the request.
    void mechanismDesigns() {
        std::mt19937_64 rng(20261201);
        int accepted = 0, rejected = 0, joins = 0;
        for (int i = 0; i < 1500; ++i) {
            const cp::Profile p = cptest::randomFabricProfile(rng, mechanismDraws);
            const cp::Plan plan = evaluateDesign(p);
            if (!plan.errors.empty()) {
                ++rejected;
                continue;
            }
            ++accepted;
            const std::string text = cp::profileToJsonText(p);
            const cp::NetworkResult& net = plan.fabric->networks.at(0);
            if (net.endpoints <= 4096) {
                const cptest::FabricCheck check = cptest::checkEnumeratedFabric(p, plan);
                QVERIFY2(check.firstProblem.empty(), (check.firstProblem + "\n" + text).c_str());
            }
            if (net.zone_join == cp::ZoneJoinKind::Tier) {
                ++joins;
                const cp::TierResult& top = net.tiers[net.tiers.size() - 2];
                const double down = static_cast<double>(top.ports_down) * top.down_speed_gbps;
                const auto wanted =
                    static_cast<std::int64_t>(std::ceil(down / (top.oversubscription_requested * top.up_speed_gbps) - 1e-3));
                // Within one port per switch either way: up, as ⌈⌉ over the zone tops; down, where the
                // tops' reserved up ports (⌊k / (R + 1)⌋) are fewer than the rounding asks for.
                QVERIFY2(std::abs(top.links_up - wanted) <= top.count, text.c_str());
            }
            for (const cp::TransceiverUse& t : plan.cabling->transceivers) QVERIFY2(t.count >= t.count_pooled, text.c_str());
        }
        qInfo("%d mechanism designs accepted (%d with a join tier), %d rejected", accepted, joins, rejected);
        QVERIFY(accepted >= 500);
        QVERIFY(joins >= 50);
    }

private:
    static void mechanismDraws(cp::NetworkInput& net, const cptest::RandomPick& pick) {
        const cp::Switch& sw = *cptest::shippedCatalog().findSwitch(net.switch_id);
        if (!net.su_nodes && pick(0, 3) == 0) net.leaf_per_rack = true;
        if (sw.modeAt(2 * net.link_speed_gbps) && pick(0, 3) == 0) net.up_speeds_gbps = {2 * net.link_speed_gbps};
        if (pick(0, 2) == 0) {
            cp::OtherHosts h;
            h.name = "mgr";
            h.count = pick(1, 3);
            h.ports_per_host = net.planes * pick(1, 2);
            h.spare_ports = true;
            net.other_hosts.push_back(h);
        }
        if (pick(0, 3) == 0) net.leaf_classes.push_back(cp::LeafClass{"compute", static_cast<double>(pick(3, 8)) / 3.0, {}});
        if (net.zones > 1 && pick(0, 1) == 0) {
            net.zone_join.kind = cp::ZoneJoinKind::Tier;
            net.zone_join.oversubscription = static_cast<double>(pick(2, 8));
            net.tiers.reset();
            net.build_out_endpoints.reset();
        }
    }
};

QTEST_APPLESS_MAIN(TestFabricProperties)
#include "test_fabric_properties.moc"
