// evaluate() without explanations (EvaluateOptions::explanations false, used by sweeps, the
// optimizer's search and deadline sizing's trials) gives the same plan in every number, warning and
// error as with them, and no explanation: for every shipped profile as shipped, with a management
// network, at a third of its nodes, and sized for a deadline (which plans trials of its own).
#include <QtTest>

#include "plan/plan_json.h"
#include "test_support.h"

namespace {

cp::Profile resized(cp::Profile p, std::int64_t divisor) {
    const std::int64_t perNode = cptest::shippedCatalog().findNode(p.compute.node_type)->gpus_per_node.value;
    const std::int64_t nodes = p.compute.nodes ? *p.compute.nodes : *p.compute.gpus / perNode;
    p.compute.gpus.reset();
    p.compute.nodes = std::max<std::int64_t>(1, nodes / divisor);
    return p;
}

cp::Profile withDeadline(cp::Profile p) {
    p.workload.deadline_days = 30;
    return p;
}

}  // namespace

class TestEvaluateQuiet : public QObject {
    Q_OBJECT

private slots:
    void sameNumbersWithoutText_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("variant");
        for (const std::string& name : cptest::shippedProfileNames())
            for (int v = 0; v < 4; ++v)
                QTest::newRow((name + "/" + std::to_string(v)).c_str()) << QString::fromStdString(name) << v;
    }

    void sameNumbersWithoutText() {
        QFETCH(QString, name);
        QFETCH(int, variant);
        cp::Profile p = cptest::shippedProfile(name.toStdString());
        if (variant == 1) p = cptest::withManagementNetwork(p);
        if (variant == 2) p = resized(p, 3);
        if (variant == 3) p = withDeadline(resized(p, 3));
        const cp::Catalog& catalog = cptest::shippedCatalog();
        const cp::Plan full = cp::evaluate(p, catalog);
        const cp::Plan quiet = cp::evaluate(p, catalog, {.explanations = false});
        QVERIFY(full.explaining);
        QVERIFY(!quiet.explaining);
        QVERIFY(quiet.explanations.empty());
        QVERIFY(full.errors.empty() ? !full.explanations.empty() : true);
        QCOMPARE(quiet.errors, full.errors);
        QCOMPARE(quiet.warnings, full.warnings);
        // Every number of plan --json (the document without its explanations), bit for bit.
        QCOMPARE(cp::planToJsonText(quiet, false), cp::planToJsonText(full, false));
        if (variant == 3 && full.training) QCOMPARE(quiet.training->gpus_for_deadline, full.training->gpus_for_deadline);
    }

    // The default is unchanged: a plan explains itself unless asked not to.
    void defaultExplains() {
        const cp::Plan plan = cptest::planOf("fire-flyer-2");
        QVERIFY(plan.explaining);
        QVERIFY(plan.explain("compute.gpus") != nullptr);
        QVERIFY(plan.explain("training.days") != nullptr);
    }
};

QTEST_APPLESS_MAIN(TestEvaluateQuiet)
#include "test_evaluate_quiet.moc"
