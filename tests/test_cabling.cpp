// Layout and cabling: media boundaries, one medium per link, transceiver
// arithmetic with twin-port modules, the rail-optimized vs middle-of-rack and
// Cedar-7 reference designs, the cable plan CSV, and bad layout input.
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <fstream>
#include <random>
#include <sstream>

#include "common/input_error.h"
#include "io/cable_plan_csv.h"
#include "floor/floor_plan.h"
#include "layout/media_choice.h"
#include "test_support.h"

namespace {

const cp::CablingResult& cabling(const cp::Plan& plan) { return *plan.cabling; }

std::int64_t endpointLinksOn(const cp::Plan& plan, const std::string& mediaClass) {
    std::int64_t n = 0;
    for (const cp::CableBin& b : cabling(plan).by_length)
        if (b.from == "compute" && cptest::shippedCatalog().findMedia(b.media)->media_class == mediaClass) n += b.count;
    return n;
}

std::int64_t modules(const cp::Plan& plan, const std::string& end, bool pooled = false) {
    std::int64_t n = 0;
    for (const cp::TransceiverUse& t : cabling(plan).transceivers)
        if (t.end == end) n += pooled ? t.count_pooled : t.count;
    return n;
}

QString errorOf(const cp::Profile& p) { return QString::fromStdString(cptest::validationError(p)); }

}  // namespace

class TestCabling : public QObject {
    Q_OBJECT

private slots:
    void mediaBoundaries_data() {
        QTest::addColumn<double>("speed");
        QTest::addColumn<double>("length");
        QTest::addColumn<QString>("policy");
        QTest::addColumn<QString>("expectedClass");
        QTest::newRow("2.9 m is DAC") << 400.0 << 2.9 << ""
                                      << "dac";
        QTest::newRow("3.0 m is DAC") << 400.0 << 3.0 << ""
                                      << "dac";
        QTest::newRow("3.1 m is not DAC") << 400.0 << 3.1 << ""
                                          << "aec";
        QTest::newRow("7.1 m is optical") << 400.0 << 7.1 << ""
                                          << "aoc";
        QTest::newRow("49 m multimode") << 400.0 << 49.0 << "no_aoc"
                                        << "multimode";
        QTest::newRow("51 m single-mode") << 400.0 << 51.0 << "no_aoc"
                                          << "singlemode";
        QTest::newRow("1.9 km FR") << 400.0 << 1900.0 << ""
                                   << "singlemode";
        QTest::newRow("3 km LR") << 400.0 << 3000.0 << ""
                                 << "singlemode";
        QTest::newRow("20 km coherent") << 400.0 << 20000.0 << ""
                                        << "coherent";
        QTest::newRow("optics only at 1 m") << 400.0 << 1.0 << "optics_only"
                                            << "multimode";
        QTest::newRow("no AEC at 5 m") << 400.0 << 5.0 << "no_aec"
                                       << "aoc";
        QTest::newRow("AOC over SR") << 200.0 << 40.0 << "aoc_over_sr"
                                     << "aoc";
    }

    void mediaBoundaries() {
        QFETCH(double, speed);
        QFETCH(double, length);
        QFETCH(QString, policy);
        QFETCH(QString, expectedClass);
        std::vector<cp::MediaPolicy> p;
        if (!policy.isEmpty()) p.push_back(*cp::enumFromName<cp::MediaPolicy>(policy.toStdString()));
        const cp::MediaSelector selector(cptest::shippedCatalog(), speed, p);
        const cp::MediaChoice choice = selector.choose(length);
        QVERIFY(choice.media);
        QCOMPARE(QString::fromStdString(choice.media->media_class), expectedClass);
        QVERIFY(choice.ordered_length_m >= length);
        QVERIFY(choice.media->reach_m.value >= length);
    }

    void beyondEveryMediumIsNothing() {
        const cp::MediaSelector selector(cptest::shippedCatalog(), 400, {});
        QVERIFY(!selector.choose(200000).media);
        QCOMPARE(QString::fromStdString(selector.longestReach()->id), QString("400g-zr"));
    }

    void singleModeAndCoherentPriceRatios() {
        // The ratios the catalog states with its prices (data/catalog/media.json, price sources): single-mode
        // DR/FR ≈ 2.5× multimode, coherent ZR ≥ 10×; the link prices must keep them.
        const cp::Catalog& c = cptest::shippedCatalog();
        const double sr = cp::linkPriceUsd(*c.findMedia("400g-sr4"), {}, c);
        const double dr = cp::linkPriceUsd(*c.findMedia("400g-dr4"), {}, c);
        const double zr = cp::linkPriceUsd(*c.findMedia("400g-zr"), {}, c);
        QVERIFY2(dr / sr > 2.2 && dr / sr < 2.8, qPrintable(QString::number(dr / sr)));
        QVERIFY(zr / sr >= 10);
        QVERIFY(std::abs(c.findMedia("400g-dr4")->relative_price.value - 2.5) < 0.3);
        QVERIFY(c.findMedia("400g-zr")->relative_price.value >= 10);
    }

    void everyLinkGetsOneMedium_data() {
        QTest::addColumn<QString>("name");
        for (const char* n : {"fire-flyer-2", "dgx-a100-10k", "deepseek-v3-mpft-16k", "h100-98k-mor-ib"}) QTest::newRow(n) << n;
    }

    void everyLinkGetsOneMedium() {
        QFETCH(QString, name);
        const cp::Plan plan = cptest::planOf(name.toStdString());
        const cp::CablingResult& c = cabling(plan);
        QCOMPARE(c.cables_total, plan.fabric->links_total + plan.fabric->endpoint_links_total);
        std::int64_t byMedia = 0, byLength = 0;
        for (const auto& m : c.by_media) byMedia += m.cables;
        for (const auto& b : c.by_length) byLength += b.count;
        QCOMPARE(byMedia, c.cables_total);
        QCOMPARE(byLength, c.cables_total);
    }

    void transceiversAreTwoPerOpticalLinkLessTwinSharing() {
        const cp::Plan plan = cptest::planOf("h100-98k-rail-ib");
        const cp::CablingResult& c = cabling(plan);
        std::int64_t opticalLinks = 0;
        for (const auto& m : c.by_media)
            if (!cptest::shippedCatalog().findMedia(m.media)->isAssembly()) opticalLinks += m.cables;
        // Every end of a switch (QM9700 cages carry 2 × 400G) shares a twin-port module; NICs are single-port.
        // Pooled over all switches that is half the switch ends; bought whole per switch and medium it is at
        // least that and at most one more per switch and module model.
        const std::int64_t hostEnds = plan.fabric->endpoint_links_total;
        const std::int64_t switchEnds = 2 * opticalLinks - hostEnds;
        QCOMPARE(modules(plan, "host"), hostEnds);
        QCOMPARE(modules(plan, "switch", true), switchEnds / 2);
        std::int64_t switchModels = 0;
        for (const auto& t : c.transceivers) switchModels += t.end == "switch" ? 1 : 0;
        QVERIFY(modules(plan, "switch") >= switchEnds / 2);
        QVERIFY(modules(plan, "switch") <= switchEnds / 2 + plan.fabric->switches_total * switchModels);
        QCOMPARE(c.transceivers_total, hostEnds + modules(plan, "switch"));
    }

    void railOptimizedVersusMiddleOfRack() {
        const cp::Plan rail = cptest::planOf("h100-98k-rail-ib");
        const cp::Plan mor = cptest::planOf("h100-98k-mor-ib");
        QCOMPARE(rail.compute.gpus, 98304);
        QCOMPARE(rail.fabric->endpoint_links_total, 98304);
        QCOMPARE(endpointLinksOn(rail, "multimode") + endpointLinksOn(rail, "singlemode") + endpointLinksOn(rail, "aoc"), 98304);
        QCOMPARE(endpointLinksOn(mor, "dac"), 98304);
        QCOMPARE(cabling(rail).copper_cables, 0);
        const double share = cabling(mor).copper_share;
        QVERIFY2(share >= 0.25 && share <= 0.33, qPrintable(QString::number(share)));
        QVERIFY(cabling(mor).power_w < cabling(rail).power_w);
        QVERIFY(cabling(mor).transceivers_total < cabling(rail).transceivers_total);
    }

    void cedarModulesHalveNodeSideOptics() {
        QCOMPARE(modules(cptest::planOf("h100-98k-rail-ib"), "host"), 98304);
        QCOMPARE(modules(cptest::planOf("h100-98k-cedar-ib"), "host"), 49152);
    }

    // The closed-form sum of host positions (a row of whole racks at once) is the sum of each
    // host's position, to the last grid step, on random floors, rack sizes and host ranges.
    void hostsSumIsEachHostsPosition() {
        std::mt19937_64 rng(20261202);
        const auto pick = [&](std::int64_t lo, std::int64_t hi) {
            return std::uniform_int_distribution<std::int64_t>(lo, hi)(rng);
        };
        for (int i = 0; i < 300; ++i) {
            cp::Profile p = cptest::shippedProfile("h100-100k-ib-4tier");
            p.layout.racks_per_row = pick(1, 24);
            p.layout.rows_per_hall = pick(1, 30);
            p.layout.rack_pitch_m = std::uniform_real_distribution<double>(0.3, 1.5)(rng);
            p.layout.aisle_m = std::uniform_real_distribution<double>(0.5, 3.0)(rng);
            p.layout.nodes_per_rack = pick(1, 8);
            p.storage.servers = pick(0, 40);
            cp::Diagnostics errors;
            const std::int64_t nodes = pick(1, 5000);
            const cp::FloorPlan floor(p, cptest::shippedCatalog(), nodes, errors);
            const std::string kind = pick(0, 3) == 0 && p.storage.servers > 0 ? "storage" : "compute";
            const std::int64_t hosts = kind == "storage" ? p.storage.servers : nodes;
            const std::int64_t first = pick(0, hosts - 1), count = pick(0, hosts - first);
            cp::PositionSum each;
            for (std::int64_t h = first; h < first + count; ++h) each += floor.weighted(floor.hostPosition(kind, h), 1);
            QVERIFY2(floor.hostsSum(kind, first, count) == each,
                     (kind + " " + std::to_string(first) + "+" + std::to_string(count)).c_str());
        }
    }

    void profilesWithoutLayoutSayDefaults() {
        QVERIFY(cabling(cptest::planOf("deepseek-v3-ft2-2k")).layout_defaults);
        QVERIFY(!cabling(cptest::planOf("h100-98k-rail-ib")).layout_defaults);
        cp::Profile p = cptest::shippedProfile("deepseek-v3-ft2-2k");
        QVERIFY(cp::profileToJsonText(p).find("\"layout\"") == std::string::npos);  // stays a default after saving
    }

    void cablePlanCsvMatchesThePlan() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("cables.csv").toStdString();
        const cp::Profile p = cptest::shippedProfile("fire-flyer-2");
        const cp::Plan plan = cp::evaluate(p, cptest::shippedCatalog());
        QCOMPARE(cp::writeCablePlanCsv(path, p, cptest::shippedCatalog(), plan), plan.cabling->cables_total);
        std::ifstream in(path);
        std::string line;
        std::getline(in, line);
        QVERIFY(line.rfind("cable_id,network,zone,plane,from_device,from_port,to_device,to_port", 0) == 0);
        std::int64_t rows = 0;
        std::map<std::string, std::int64_t> perMedia;
        while (std::getline(in, line)) {
            ++rows;
            std::vector<std::string> fields;
            std::stringstream ss(line);
            for (std::string f; std::getline(ss, f, ',');) fields.push_back(f);
            QCOMPARE(fields.size(), size_t(14));
            ++perMedia[fields[9]];
        }
        QCOMPARE(rows, plan.cabling->cables_total);
        for (const auto& m : plan.cabling->by_media) QCOMPARE(perMedia[m.media], m.cables);
    }

    void cablePlanFromTheCliParsesWithPythonCsv() {
        if (QStandardPaths::findExecutable("python3").isEmpty()) QSKIP("python3 is not installed");
        QTemporaryDir dir;
        const QString csv = dir.filePath("plan.csv");
        QProcess cli;
        cli.start(CLUSTERPLANNER_CLI,
                  {"plan", QString(CLUSTERPLANNER_SOURCE_DATA_DIR) + "/profiles/dgx-a100-10k.json", "--json", "--cables", csv});
        QVERIFY(cli.waitForFinished(120000));
        QCOMPARE(cli.exitCode(), 0);
        const QJsonObject root = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
        const qint64 cables = root["cabling"].toObject()["cables_total"].toInteger();
        QProcess py;
        py.start("python3", {"-c",
                             "import csv,sys; r=list(csv.DictReader(open(sys.argv[1], newline=''))); "
                             "assert all(float(x['length_m']) > 0 for x in r); print(len(r))",
                             csv});
        QVERIFY(py.waitForFinished(60000));
        QCOMPARE(py.exitCode(), 0);
        QCOMPARE(QString::fromUtf8(py.readAllStandardOutput()).trimmed().toLongLong(), cables);
        // An unwritable target: exit 1, nothing left behind.
        QProcess bad;
        bad.start(CLUSTERPLANNER_CLI, {"plan", QString(CLUSTERPLANNER_SOURCE_DATA_DIR) + "/profiles/dgx-a100-10k.json",
                                       "--cables", dir.filePath("missing/plan.csv")});
        QVERIFY(bad.waitForFinished(120000));
        QCOMPARE(bad.exitCode(), 1);
        QVERIFY(QString::fromUtf8(bad.readAllStandardError()).contains("cannot write"));
    }

    void csvQuoting() {
        QCOMPARE(QString::fromStdString(cp::csvField("plain")), QString("plain"));
        QCOMPARE(QString::fromStdString(cp::csvField("a,b")), QString("\"a,b\""));
        QCOMPARE(QString::fromStdString(cp::csvField("say \"hi\"")), QString("\"say \"\"hi\"\"\""));
    }

    void badLayoutInput_data() {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("expected");
        QTest::newRow("rack power below one node")
            << "power"
            << "/layout/rack_power_kw: a rack of 5 kW and 42 U cannot hold one hgx-h100 node";
        QTest::newRow("nodes per rack over budget") << "perRack"
                                                    << "/layout/nodes_per_rack: 8 hgx-h100 nodes per rack exceed the rack";
        QTest::newRow("unreachable distance") << "far"
                                              << "/networks/0/media_policy: a ";
    }

    void badLayoutInput() {
        QFETCH(QString, change);
        QFETCH(QString, expected);
        cp::Profile p = cptest::shippedProfile("deepseek-v3-ft2-2k");
        p.layout.given = true;
        if (change == "power") p.layout.rack_power_kw = 5;
        if (change == "perRack") p.layout.nodes_per_rack = 8;
        if (change == "far") {
            p.layout.rows_per_hall = 1;
            p.layout.hall_distance_m = 100000;
            p.networks[0].tiers = 3;
            p.networks[0].placement.core = cp::CorePlacement::OtherHall;
        }
        QVERIFY2(errorOf(p).startsWith(expected), qPrintable(errorOf(p)));
    }

    void badLayoutJson_data() {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("expected");
        QTest::newRow("zero pitch") << R"("layout": {"rack_pitch_m": 0})"
                                    << "/layout/rack_pitch_m: 0 is out of range";
        QTest::newRow("negative slack") << R"("layout": {"slack_fraction": -0.1})"
                                        << "/layout/slack_fraction: -0.1 is out of range";
        QTest::newRow("zero racks per row") << R"("layout": {"racks_per_row": 0})"
                                            << "/layout/racks_per_row: 0 is out of range";
        QTest::newRow("unknown policy")
            << R"("networks": [{"name": "b", "switch": "qm9700", "link_speed_gbps": 400, "media_policy": ["cheap"]}])"
            << "/networks/0/media_policy/0: \"cheap\" is not a media policy";
        QTest::newRow("unknown placement")
            << R"("networks": [{"name": "b", "switch": "qm9700", "link_speed_gbps": 400, "placement": {"leaf": "roof"}}])"
            << "/networks/0/placement/leaf: \"roof\" is not allowed";
    }

    void badLayoutJson() {
        QFETCH(QString, json);
        QFETCH(QString, expected);
        const std::string error = cptest::parseError(cptest::smallProfileWith(json.toStdString()));
        QVERIFY2(QString::fromStdString(error).contains(expected), error.c_str());
    }
};

QTEST_GUILESS_MAIN(TestCabling)
#include "test_cabling.moc"
