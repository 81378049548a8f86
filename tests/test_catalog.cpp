// The shipped catalog loads, has every required part with sources, and bad
// catalog documents fail with the JSON path; user files override by id.
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <variant>

#include "catalog/catalog_fields.h"
#include "catalog/catalog_loader.h"
#include "catalog/catalog_writer.h"
#include "common/file_io.h"
#include "common/input_error.h"
#include "test_support.h"

namespace {

const char* kGpu = R"({"id": "g1", "name": "G", "vendor": "V",
  "peak_tflops_dense": {"bf16": {"value": 100, "source": "s"}},
  "hbm_gb": {"value": 80, "source": "s"}, "tdp_w": {"value": 700, "source": "s"},
  "scaleup_gbyte_per_s": {"value": 900, "source": "s"},
  "price_usd": {"value": 1, "source": "assumption"}})";

std::string withGpu(const std::string& gpuJson) { return R"({"schema": 1, "gpus": [)" + gpuJson + "]}"; }

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const auto pos = text.find(from);
    if (pos == std::string::npos) throw std::logic_error("test pattern not found: " + from);
    return text.replace(pos, from.size(), to);
}

// The first shipped part of a kind with one declared field set to `value` (nullopt: left out), read
// back through the writer and the loader as a user catalog file; the error text when it is refused.
template <class Part>
std::variant<Part, std::string> throughFile(const Part& part, const char* section, const cp::SourcedField<Part>& field,
                                            const std::optional<cp::Sourced>& value) {
    Part edited = part;
    if (field.optional() && !value)
        field.set(edited, std::nullopt);
    else if (value)
        field.set(edited, value);
    cp::Json doc{{"schema", 1}, {section, cp::Json::array({cp::catalogEntryJson(edited)})}};
    if (!value && !field.optional()) doc[section][0].erase(std::string(field.key));
    cp::Catalog catalog;
    cp::Diagnostics warnings;
    try {
        cp::mergeCatalogText(doc.dump(), "user.json", catalog, warnings);
    } catch (const cp::InputError& e) {
        return e.jsonPath() + ": " + e.problem();
    }
    if constexpr (std::is_same_v<Part, cp::Gpu>) return catalog.gpus.at(0);
    else if constexpr (std::is_same_v<Part, cp::NodeType>) return catalog.nodes.at(0);
    else if constexpr (std::is_same_v<Part, cp::Nic>) return catalog.nics.at(0);
    else if constexpr (std::is_same_v<Part, cp::Switch>) return catalog.switches.at(0);
    else if constexpr (std::is_same_v<Part, cp::Media>) return catalog.media.at(0);
    else if constexpr (std::is_same_v<Part, cp::FailureClass>) return catalog.failure_classes.at(0);
    else return catalog.storage_servers.at(0);
}

// Every declared sourced number of a kind: a value inside its range and its source survive the
// writer and the loader; one above the range, a price that is not an assumption, a powered part at 0
// and a required one left out are refused at that field; an optional one left out stays out.
// The refusal of a throughFile() result; "(accepted)" when the file loaded.
template <class Part>
std::string errorOf(const std::variant<Part, std::string>& result) {
    return std::holds_alternative<std::string>(result) ? std::get<std::string>(result) : std::string("(accepted)");
}

// `requiredHere`: an optional field this part needs (a chassis's line card slots).
template <class Part>
void checkDeclaredFields(const Part& part, const char* section, std::string_view requiredHere = {}) {
    for (const cp::SourcedField<Part>& f : cp::sourcedFields<Part>()) {
        const std::string at = "/" + std::string(section) + "/0/" + std::string(f.key);
        // The part's own value where it has one (a node's average power must stay below its maximum).
        const std::optional<cp::Sourced> own = f.get(part);
        const double inside = own ? own->value : std::min(f.count() ? std::ceil(f.min) + 1 : f.min + (f.max - f.min) / 3, f.max);
        const cp::Sourced probe{inside, f.rule == cp::SourcedRule::Price ? "assumption: probe" : "probe"};
        const auto kept = throughFile(part, section, f, probe);
        QVERIFY2(std::holds_alternative<Part>(kept), (at + ": " + errorOf(kept)).c_str());
        const std::optional<cp::Sourced> read = f.get(std::get<Part>(kept));
        QVERIFY2(read && read->value == probe.value && read->source == probe.source, at.c_str());

        const auto above = throughFile(part, section, f, cp::Sourced{f.max * 10 + 10, probe.source});
        QVERIFY2(std::holds_alternative<std::string>(above), at.c_str());
        QVERIFY2(errorOf(above).find(at + "/value: ") == 0, errorOf(above).c_str());
        if (f.rule == cp::SourcedRule::Price) {
            const auto quoted = throughFile(part, section, f, cp::Sourced{probe.value, "vendor quote"});
            QCOMPARE(errorOf(quoted).substr(0, at.size() + 8), at + "/source:");
        }
        if (f.rule == cp::SourcedRule::Powered) {
            const auto unpowered = throughFile(part, section, f, cp::Sourced{0, "probe"});
            QVERIFY2(errorOf(unpowered).find(at + "/value: 0 is out of range") == 0,
                     errorOf(unpowered).c_str());
        }
        const auto left = throughFile(part, section, f, std::nullopt);
        if (f.optional() && f.key != requiredHere) {
            QVERIFY2(std::holds_alternative<Part>(left) && !f.get(std::get<Part>(left)), at.c_str());
        } else {
            QVERIFY2(std::holds_alternative<std::string>(left), at.c_str());
            QVERIFY2(errorOf(left).find(at + ": is required but missing") == 0, errorOf(left).c_str());
        }
    }
}

}  // namespace

class TestCatalog : public QObject {
    Q_OBJECT

private slots:
    // Catalog breadth (issue 22, item 9): a server type for the H200, MI300X and H100 PCIe, each
    // planned through the user's code path; memory bandwidth and FP64/FP4 peaks carry sources.
    void serverTypesForTheListedGpus() {
        const cp::Catalog& catalog = cptest::shippedCatalog();
        for (const char* gpu : {"h200-sxm", "mi300x", "h100-pcie"}) {
            const cp::NodeType* node = nullptr;
            for (const cp::NodeType& n : catalog.nodes)
                if (n.gpu_id == gpu) node = &n;
            QVERIFY2(node, gpu);
            cp::Profile p = cptest::shippedProfile("llama-70b-2k-h100");
            p.compute.node_type = node->id;
            p.workload.precision = cp::Precision::Bf16;
            const cp::Plan plan = cp::evaluate(p, catalog);
            QVERIFY2(plan.errors.empty() && plan.training, node->id.c_str());
            QVERIFY(plan.training->gpu_hours > 0);
        }
        for (const cp::Gpu& g : catalog.gpus) {
            QVERIFY2(g.hbm_gbyte_per_s && !g.hbm_gbyte_per_s->source.empty(), g.id.c_str());
            for (const auto* v : {&g.fp4_tflops_dense, &g.fp64_tflops, &g.fp64_tensor_tflops})
                if (*v) QVERIFY2(!(*v)->source.empty() && (*v)->value > 0, g.id.c_str());
        }
        QCOMPARE(catalog.findGpu("h100-sxm")->fp64_tensor_tflops->value, 67.0);  // H100 SXM datasheet
        QCOMPARE(catalog.findGpu("mi300x")->hbm_gbyte_per_s->value, 5300.0);     // MI300X data sheet
    }

    // Blackwell Ultra (issue 22, item 9): DGX B300 and GB300 NVL72 plan through the user's code path
    // with their 800G ConnectX-8 ports on an 800G fabric; FP64 peaks for B200 and GB200 carry sources.
    void blackwellUltraServerTypes_data() {
        QTest::addColumn<QString>("node");
        QTest::addColumn<qint64>("nodes");
        QTest::newRow("DGX B300") << "dgx-b300" << qint64(72);
        QTest::newRow("GB300 NVL72") << "gb300-nvl72" << qint64(8);
    }

    void blackwellUltraServerTypes() {
        QFETCH(QString, node);
        QFETCH(qint64, nodes);
        const cp::Catalog& catalog = cptest::shippedCatalog();
        cp::Profile p = cptest::shippedProfile("llama-70b-2k-h100");
        p.compute.node_type = node.toStdString();
        p.compute.gpus.reset();
        p.compute.nodes = nodes;
        p.networks[0].switch_id = "q3400";
        p.networks[0].link_speed_gbps = 800;
        p.workload.deadline_days.reset();
        p.layout.rack_power_kw = 150;  // a GB300 NVL72 is one 142 kW rack
        p.layout.rack_units = 48;
        const cp::Plan plan = cp::evaluate(p, catalog);
        QVERIFY2(plan.errors.empty(), plan.errors.empty() ? "" : plan.errors[0].message.c_str());
        QCOMPARE(plan.compute.gpus, 576);
        QCOMPARE(plan.fabric->networks[0].endpoints, 576);  // one 800G ConnectX-8 port per GPU
        QVERIFY(plan.training && plan.training->gpu_hours > 0);
        const cp::Gpu& gpu = *catalog.findGpu(catalog.findNode(p.compute.node_type)->gpu_id);
        for (const auto* v : {&gpu.fp4_tflops_dense, &gpu.fp64_tflops, &gpu.fp64_tensor_tflops, &gpu.hbm_gbyte_per_s})
            QVERIFY(*v && !(*v)->source.empty());
        QCOMPARE(gpu.hbm_gb.value, 288.0);
        QCOMPARE(gpu.fp64_tflops->value, 1.25);  // Blackwell Ultra has almost no FP64
    }

    void blackwellFp64Peaks() {
        const cp::Catalog& catalog = cptest::shippedCatalog();
        QCOMPARE(catalog.findGpu("b200")->fp64_tflops->value, 37.0);          // HGX B200: 296 TFLOPS / 8
        QCOMPARE(catalog.findGpu("gb200-b200")->fp64_tflops->value, 45.0);    // GB200 at 1,200 W
        QVERIFY(catalog.findGpu("gb300-b300")->fp64_tflops->isAssumption());  // no GB300 figure was found
    }

    void shippedCatalogLoadsCleanly() {
        cp::Diagnostics warnings;
        const cp::Catalog c = cp::loadCatalogFiles(cp::catalogFileList(cptest::dataDir(), {}), warnings);
        for (const auto& w : warnings) qWarning() << w.path.c_str() << w.message.c_str();
        QVERIFY(warnings.empty());
        QCOMPARE(c.files.size(), size_t(8));
    }

    void requiredParts_data() {
        QTest::addColumn<QString>("section");
        QTest::addColumn<QString>("id");
        for (const char* id : {"a100-pcie-40gb", "a100-sxm-40gb", "a100-sxm-80gb", "h100-sxm", "h100-pcie", "h200-sxm", "b200",
                               "b300", "gb300-b300", "mi300x", "tpu-v5p"})
            QTest::newRow(id) << "gpu" << id;
        for (const char* id : {"ff2-pcie-a100", "dgx-a100", "hgx-h100", "dgx-b200", "dgx-b300", "gb200-nvl72", "gb300-nvl72"})
            QTest::newRow(id) << "node" << id;
        for (const char* id : {"cx6-200g", "cx7-400g", "cx8-800g", "bf3-400g", "cedar-7-2x400g"})
            QTest::newRow(id) << "nic" << id;
        for (const char* id : {"qm8700", "qm9700", "sn5600", "tomahawk5-128x400", "q3400", "cs8500"})
            QTest::newRow(id) << "switch" << id;
        for (const char* id : {"400g-dac", "400g-aec", "400g-aoc", "400g-sr4", "400g-dr4", "400g-fr4", "400g-lr4", "400g-zr"})
            QTest::newRow(id) << "media" << id;
    }

    void requiredParts() {
        QFETCH(QString, section);
        QFETCH(QString, id);
        const cp::Catalog& c = cptest::shippedCatalog();
        const std::string key = id.toStdString();
        const bool found = section == "gpu"      ? c.findGpu(key) != nullptr
                           : section == "node"   ? c.findNode(key) != nullptr
                           : section == "nic"    ? c.findNic(key) != nullptr
                           : section == "switch" ? c.findSwitch(key) != nullptr
                                                 : c.findMedia(key) != nullptr;
        QVERIFY2(found, qPrintable(section + " " + id + " missing"));
    }

    void keySpecsMatchDatasheets() {
        const cp::Catalog& c = cptest::shippedCatalog();
        const cp::Gpu* h100 = c.findGpu("h100-sxm");
        QCOMPARE(h100->peakTflops(cp::Precision::Fp8)->value, 1978.9);
        QCOMPARE(h100->peakTflops(cp::Precision::Bf16)->value, 989.5);
        QCOMPARE(h100->tdp_w.value, 700.0);
        QVERIFY(!c.findGpu("tpu-v5p")->peakTflops(cp::Precision::Tf32));
        QCOMPARE(c.findSwitch("qm8700")->modeAt(200)->ports, 40);
        QCOMPARE(c.findSwitch("qm9700")->modeAt(400)->ports, 64);
        QCOMPARE(c.findSwitch("sn5600")->modeAt(400)->ports, 128);
        const cp::NodeType* ff = c.findNode("ff2-pcie-a100");
        QCOMPARE(ff->power_avg_w.value, 2500.0);
        QCOMPARE(ff->nics.size(), size_t(1));
        QCOMPARE(c.findNode("dgx-a100")->power_avg_w.value, 4200.0);
        QVERIFY(c.findSwitch("cs8500")->kind == cp::SwitchKind::Chassis);
    }

    void everyPriceIsAnAssumption() {
        const cp::Catalog& c = cptest::shippedCatalog();
        for (const auto& g : c.gpus) QVERIFY(g.price_usd.isAssumption());
        for (const auto& n : c.nodes) QVERIFY(n.price_usd.isAssumption());
        for (const auto& n : c.nics) QVERIFY(n.price_usd.isAssumption());
        for (const auto& s : c.switches) QVERIFY(s.price_usd.isAssumption());
        for (const auto& m : c.media) QVERIFY(m.price_usd_per_end.isAssumption() && m.price_usd_per_cable.isAssumption());
    }

    // A part's sourced numbers are declared once (catalog/catalog_fields.h): the loader, the writer
    // and docs/catalog-format.md's tables all follow the declarations.
    void declaredFieldsHoldThroughWriterAndLoader() {
        const cp::Catalog& c = cptest::shippedCatalog();
        checkDeclaredFields(*c.findGpu("h100-sxm"), "gpus");
        checkDeclaredFields(c.nodes.front(), "nodes");
        checkDeclaredFields(c.nics.front(), "nics");
        const auto chassis = std::find_if(c.switches.begin(), c.switches.end(),
                                          [](const cp::Switch& s) { return s.kind == cp::SwitchKind::Chassis; });
        QVERIFY(chassis != c.switches.end());
        checkDeclaredFields(*chassis, "switches", "line_card_slots");
        cp::Switch fixed = c.switches.front();  // line card slots are a chassis's alone
        QVERIFY(fixed.kind == cp::SwitchKind::Fixed);
        fixed.line_card_slots = cp::SourcedCount{4, "probe"};
        const auto& power = cp::sourcedFields<cp::Switch>().front();
        const auto refused = throughFile(fixed, "switches", power, power.get(fixed));
        QCOMPARE(QString::fromStdString(errorOf(refused)),
                 QString("/switches/0/line_card_slots: only a chassis switch has line card slots (kind \"chassis\")"));
        checkDeclaredFields(c.media.front(), "media");
        checkDeclaredFields(c.failure_classes.front(), "failure_classes");
        checkDeclaredFields(c.storage_servers.front(), "storage_servers");
    }

    void declaredFieldsAreDocumented() {
        const std::string doc = cp::readTextFile(cptest::dataDir() + "/../docs/catalog-format.md");
        QVERIFY2(doc.find(cp::catalogFieldsMarkdown()) != std::string::npos,
                 "docs/catalog-format.md's field tables differ from `clusterplanner-cli catalog --markdown`");
    }

    void badDocuments_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("no schema") << R"({"gpus": []})"
                                   << "/schema: is required but missing";
        QTest::newRow("schema 2") << R"({"schema": 2})"
                                  << "/schema: 2: this catalog was written by a newer ClusterPlanner";
        QTest::newRow("gpus not array") << R"({"schema": 1, "gpus": {}})"
                                        << "/gpus: expected an array of objects, found an object";
        QTest::newRow("unsourced tdp") << QString::fromStdString(withGpu(
                                              replaced(kGpu, R"("tdp_w": {"value": 700, "source": "s"})", R"("tdp_w": 700)")))
                                       << "/gpus/0/tdp_w: expected {\"value\": number, \"source\": text}, found 700";
        QTest::newRow("price not assumption")
            << QString::fromStdString(withGpu(replaced(kGpu, R"("source": "assumption")", R"("source": "vendor list")")))
            << "/gpus/0/price_usd/source: prices are assumptions the user edits";
        QTest::newRow("negative tdp") << QString::fromStdString(withGpu(replaced(kGpu, R"("value": 700)", R"("value": -1)")))
                                      << "/gpus/0/tdp_w/value: -1 is out of range";
        QTest::newRow("no peaks") << QString::fromStdString(
                                         withGpu(replaced(kGpu, R"({"bf16": {"value": 100, "source": "s"}})", "{}")))
                                  << "/gpus/0/peak_tflops_dense: needs at least one of";
        QTest::newRow("bad id") << QString::fromStdString(withGpu(replaced(kGpu, R"("id": "g1")", R"("id": "G 1")")))
                                << "/gpus/0/id: \"G 1\" is not a valid id";
        QTest::newRow("duplicate id") << QString::fromStdString(withGpu(std::string(kGpu) + "," + kGpu))
                                      << "/gpus/1/id: \"g1\" appears twice in this file";
        QTest::newRow("bad switch kind")
            << R"({"schema": 1, "switches": [{"id": "s", "name": "S", "vendor": "V", "kind": "box", "port_modes": []}]})"
            << "/switches/0/kind: \"box\" is not allowed; expected one of \"fixed\", \"chassis\"";
        QTest::newRow("empty port modes")
            << R"({"schema": 1, "switches": [{"id": "s", "name": "S", "vendor": "V", "kind": "fixed", "port_modes": []}]})"
            << "/switches/0/port_modes: is empty";
    }

    void badDocuments() {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        cp::Catalog catalog = cptest::shippedCatalog();
        const std::size_t gpusBefore = catalog.gpus.size();
        cp::Diagnostics warnings;
        try {
            cp::mergeCatalogText(text.toStdString(), "user.json", catalog, warnings);
            QFAIL("expected an InputError");
        } catch (const cp::InputError& e) {
            QVERIFY2(QString::fromStdString(e.what()).contains(expected), e.what());
            QCOMPARE(QString::fromStdString(e.file()), QString("user.json"));
        }
        QCOMPARE(catalog.gpus.size(), gpusBefore);  // nothing half-merged
        QCOMPARE(catalog.files.size(), size_t(8));
    }

    void danglingReferencesFail() {
        cp::Catalog catalog = cptest::shippedCatalog();
        catalog.nodes.front().gpu_id = "no-such-gpu";
        try {
            cp::linkCatalog(catalog);
            QFAIL("expected an InputError");
        } catch (const cp::InputError& e) {
            QCOMPARE(QString::fromStdString(e.jsonPath()), QString("/nodes/0/gpu"));
            QVERIFY(QString::fromStdString(e.problem()).contains("\"no-such-gpu\" is not a GPU in the catalog"));
        }
    }

    void userFileOverridesById() {
        const std::string text =
            withGpu(replaced(replaced(kGpu, R"("id": "g1")", R"("id": "h100-sxm")"), R"("value": 700)", R"("value": 650)"));
        const auto path = std::filesystem::temp_directory_path() / "cp_user_catalog_test.json";
        { std::ofstream(path) << text; }
        cp::Diagnostics warnings;
        const cp::Catalog c = cp::loadCatalogFiles(cp::catalogFileList(cptest::dataDir(), {path.string()}), warnings);
        std::filesystem::remove(path);
        QCOMPARE(c.findGpu("h100-sxm")->tdp_w.value, 650.0);
        QCOMPARE(c.gpus.size(), cptest::shippedCatalog().gpus.size());
        QCOMPARE(warnings.size(), size_t(1));
        QVERIFY(QString::fromStdString(warnings[0].message).contains("overrides \"h100-sxm\""));
    }

    // rest_of_node_w_per_gpu was a required node key the model never read (it derives the rest of a
    // node from power_max_w): an older user catalog that still has it loads, with the usual warning.
    void oldRestOfNodeKeyIsIgnored() {
        cp::Json node = cp::catalogEntryJson(*cptest::shippedCatalog().findNode("hgx-h100"));
        node["id"] = "old-node";
        node["rest_of_node_w_per_gpu"] = cp::Json{{"value", 575}, {"source", "derived"}};
        const cp::Json doc{{"schema", 1}, {"nodes", cp::Json::array({node})}};
        cp::Diagnostics warnings;
        const cp::Catalog c = cp::overlayCatalogText(cptest::shippedCatalog(), doc.dump(), "old.json", warnings);
        QVERIFY(c.findNode("old-node"));
        QCOMPARE(warnings.size(), size_t(1));
        QCOMPARE(QString::fromStdString(warnings[0].path), QString("old.json:/nodes/0/rest_of_node_w_per_gpu"));
        QCOMPARE(QString::fromStdString(warnings[0].message), QString("unknown key \"rest_of_node_w_per_gpu\" ignored"));
    }

    // A node rated below its GPUs and NICs is refused at the node's power_max_w (its "rest of node"
    // came out negative: -2,928.8 kW; issue 42); at exactly their sum the rest is 0 W.
    void nodeRatedBelowItsParts() {
        cp::Json node = cp::catalogEntryJson(*cptest::shippedCatalog().findNode("hgx-h100"));
        node["id"] = "weak-node";
        node["power_avg_w"]["value"] = 4000;
        node["power_max_w"]["value"] = 5000;  // 8 × 700 W GPUs alone draw 5,600 W
        cp::Diagnostics warnings;
        try {
            cp::overlayCatalogText(cptest::shippedCatalog(), cp::Json{{"schema", 1}, {"nodes", cp::Json::array({node})}}.dump(),
                                   "weak.json", warnings);
            QFAIL("expected an InputError");
        } catch (const cp::InputError& e) {
            QCOMPARE(QString::fromStdString(e.jsonPath()), QString("/nodes/0/power_max_w/value"));
            QVERIFY2(QString::fromStdString(e.problem()).startsWith("5000 W is below what its parts draw (8 × 700 W GPUs"), e.what());
        }
    }

    void missingFolderIsAnError() { QVERIFY_THROWS_EXCEPTION(cp::InputError, cp::catalogFilesIn("/nonexistent/catalog")); }
};

QTEST_APPLESS_MAIN(TestCatalog)
#include "test_catalog.moc"
