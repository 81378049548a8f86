// The profile editor offscreen: every field is documented from
// docs/profile-format.md, each section's fields edit the profile through one
// undoable step and move the plan, list items can be added and removed, bad
// values are refused at their field, and File › New offers the templates.
#include <QCheckBox>
#include <QComboBox>
#include <QSlider>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPointer>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QtTest>

#include "test_support.h"
#include "editor/design_editor.h"
#include "editor/section_stack.h"
#include "editor/model_preset_bar.h"
#include "editor/ordered_choice_list.h"
#include "base/document.h"
#include "editor/editor_context.h"
#include "editor/eliding_combo_box.h"
#include "editor/field_text.h"
#include "editor/optional_number_field.h"
#include "editor/list_table_editor.h"
#include "shell/main_window.h"
#include "editor/network_editor.h"
#include "editor/field_help.h"
#include "editor/template_dialog.h"

namespace {

cp::Catalog catalog() { return cptest::shippedCatalog(); }

QString profile(const char* name) { return QString(CLUSTERPLANNER_SOURCE_DATA_DIR) + "/profiles/" + name + ".json"; }

template <class W>
W* fieldOf(cpui::DesignEditor* editor, const char* path) {
    auto* w = qobject_cast<W*>(editor->field(path));
    if (!w) qWarning("no %s field at %s", W::staticMetaObject.className(), path);
    return w;
}

}  // namespace

class TestDesignEditor : public QObject {
    Q_OBJECT

    std::unique_ptr<cpui::Document> doc_;
    std::unique_ptr<cpui::MainWindow> window_;
    cpui::DesignEditor* editor_ = nullptr;

    void open(const char* name) {
        QString error;
        QVERIFY2(window_->openProfile(profile(name), &error, true), qPrintable(error));
    }

private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName("ClusterPlannerTest");
        QCoreApplication::setApplicationName("test_design_editor");
        QStandardPaths::setTestModeEnabled(true);
    }

    void init() {
        doc_ = std::make_unique<cpui::Document>(catalog());
        window_ = std::make_unique<cpui::MainWindow>(doc_.get(), CLUSTERPLANNER_SOURCE_DATA_DIR);
        editor_ = window_->designEditor();
        open("fire-flyer-2");
    }

    void cleanup() {
        window_.reset();
        doc_.reset();
    }

    void fieldHelpComesFromTheDeclarations() {
        QVERIFY(cpui::fieldTooltip("/networks/3/zones").contains("independent fabrics"));
        QVERIFY(cpui::fieldTooltip("/layout/rack_power_kw").contains("power budget per rack"));
        QVERIFY(cpui::fieldTooltip("/layout/rack_power_kw").contains("unit: kW"));
        QVERIFY(cpui::fieldTooltip("/networks/0/placement/leaf").contains("rail_rack"));
        QVERIFY(cpui::fieldTooltip("/reliability/checkpoint_every_iterations").contains("interval in iterations"));
        QVERIFY(cpui::fieldTooltip("/networks/1/oversubscription/2")
                    .contains("down:up ratio (bandwidth) per tier"));  // an item: its list
        QVERIFY(cpui::fieldTooltip("/networks/0/other_hosts/0/count").contains("hosts in the group"));
        QVERIFY(cpui::fieldTooltip("/no_such_section/x").isEmpty());
    }

    // Every word a form shows for a field is listed for translation (field_strings.cpp), and
    // nothing else: both ways, so a changed declaration cannot ship untranslated.
    void fieldWordsAreListedForTranslation() {
        const std::vector<std::string> declared = cpui::declaredFieldWords();
        const std::vector<std::string> listed = cpui::listedFieldWords();
        for (const std::string& w : declared)
            QVERIFY2(std::find(listed.begin(), listed.end(), w) != listed.end(), ("not in field_strings.cpp: " + w).c_str());
        for (const std::string& w : listed)
            QVERIFY2(std::find(declared.begin(), declared.end(), w) != declared.end(), ("no longer declared: " + w).c_str());
    }

    void everyFieldCarriesItsDocumentation() {
        int fields = 0;
        for (QWidget* w : editor_->findChildren<QWidget*>()) {
            const QString path = w->accessibleDescription();
            if (!path.startsWith('/')) continue;
            ++fields;
            QVERIFY2(!w->toolTip().isEmpty(), qPrintable("undocumented field " + path));
        }
        QVERIFY2(fields >= 80, qPrintable(QString::number(fields)));
    }

    void everySectionIsThere() {
        QStringList titles;
        for (int i = 0; i < editor_->sections()->count(); ++i) titles << editor_->sections()->itemText(i).remove('&');
        QCOMPARE(titles, (QStringList{"Profile", "Compute", "Networks", "Storage", "Layout", "Power  cost", "Workload",
                                      "Model architecture", "Parallelism", "Published run", "Reliability"}));
    }

    // "Per tier" lists the chosen network's tiers by the plan's names: a 3-tier tree's third tier is
    // its core (no super-spine row), a 2-tier network has leaf and spine rows only.
    void perTierRowsAreTheNetworksTiers() {
        const auto visibleTierLabels = [this] {
            QStringList labels;
            auto* network = editor_->findChild<cpui::NetworkEditor*>();
            for (QGroupBox* box : network->findChildren<QGroupBox*>())
                if (box->title() == "Per tier")
                    for (QFormLayout* form : box->findChildren<QFormLayout*>())
                        for (int r = 0; r < form->rowCount(); ++r)
                            if (QLayoutItem* item = form->itemAt(r, QFormLayout::LabelRole); item && item->widget())
                                if (auto* label = qobject_cast<QLabel*>(item->widget()); label && form->isRowVisible(r))
                                    labels << label->text();
            return labels;
        };
        open("dgx-a100-10k");
        QStringList labels = visibleTierLabels();
        QVERIFY2(labels.contains("core switch") && labels.contains("spine switch") && labels.contains("leaf switch"),
                 qPrintable(labels.join(", ")));
        QVERIFY2(!labels.join(' ').contains("super-spine"), qPrintable(labels.join(", ")));
        QVERIFY2(labels.contains("spine down:up") && !labels.contains("core down:up"), qPrintable(labels.join(", ")));
        open("fire-flyer-2");
        labels = visibleTierLabels();
        QVERIFY2(labels.contains("spine switch") && !labels.join(' ').contains("core") && !labels.join(' ').contains("super"),
                 qPrintable(labels.join(", ")));
    }

    void fieldsShowTheProfile() {
        QCOMPARE(fieldOf<QSpinBox>(editor_, "/compute/gpus")->value(), 9920);
        QCOMPARE(fieldOf<QComboBox>(editor_, "/compute/node_type")->currentData().toString(), QString("ff2-pcie-a100"));
        QCOMPARE(fieldOf<QSpinBox>(editor_, "/networks/0/zones")->value(), 2);
        QCOMPARE(fieldOf<QComboBox>(editor_, "/networks/0/switch")->currentData().toString(), QString("qm8700"));
        QCOMPARE(fieldOf<QSpinBox>(editor_, "/storage/servers")->value(), static_cast<int>(doc_->profile().storage.servers));
        QCOMPARE(fieldOf<QDoubleSpinBox>(editor_, "/power/pue")->value(), doc_->profile().power.pue);
        QCOMPARE(fieldOf<QComboBox>(editor_, "/storage/network")->currentData().toString(),
                 QString::fromStdString(doc_->profile().storage.network));
    }

    // A number whose 0 means something else says so instead of "0" (the declaration's zero_text),
    // and 0 is still what it holds and commits.
    void zeroShowsWhatItMeans() {
        auto* up = fieldOf<QDoubleSpinBox>(editor_, "/networks/0/up_speeds_gbps/0");
        QVERIFY(up);
        QCOMPARE(up->specialValueText(), QString("same as down"));
        QCOMPARE(up->value(), 0.0);  // fire-flyer-2 gives no up speed: the leaf's down speed
        QCOMPARE(up->text(), QString("same as down"));
        up->setValue(200);
        QCOMPARE(doc_->profile().networks[0].up_speeds_gbps.at(0), 200.0);
        up->setValue(0);
        QCOMPARE(up->text(), QString("same as down"));
        const std::vector<double>& ups = doc_->profile().networks[0].up_speeds_gbps;  // 0 at the end: dropped
        QVERIFY(ups.empty() || ups[0] == 0);
        auto* crews = fieldOf<QSpinBox>(editor_, "/reliability/repair_crews");
        QVERIFY(crews);
        QCOMPARE(crews->specialValueText(), QString("no limit"));
        QVERIFY(fieldOf<QDoubleSpinBox>(editor_, "/power/pue")->specialValueText().isEmpty());  // 0 is not allowed there
    }

    // A choice wider than its box is cut at the end with "…", not clipped mid-character; the
    // current choice itself stays whole.
    void longChoicesAreElided() {
        auto* node = dynamic_cast<cpui::ElidingComboBox*>(editor_->field("/compute/node_type"));
        QVERIFY(node);
        const QString whole = node->currentText();
        QVERIFY2(whole.startsWith("ff2-pcie-a100 — "), qPrintable(whole));
        node->resize(160, node->height());
        const QString shown = node->shownText();
        QVERIFY2(shown.endsWith(QChar(0x2026)) && shown.size() < whole.size(), qPrintable(shown));
        QVERIFY2(whole.startsWith(shown.chopped(1)), qPrintable(shown));
        node->resize(2000, node->height());
        QCOMPARE(node->shownText(), whole);
    }

    void numberFieldsMoveThePlanAndUndoRestoresIt() {
        const double facility = doc_->plan().power->facility_kw;
        const double days = doc_->plan().training->days;
        fieldOf<QDoubleSpinBox>(editor_, "/power/pue")->setValue(1.6);
        QCOMPARE(doc_->profile().power.pue, 1.6);
        QVERIFY(doc_->plan().power->facility_kw > facility * 1.2);
        fieldOf<QDoubleSpinBox>(editor_, "/workload/tokens_trillion")->setValue(4);  // twice the profile's 2T
        QVERIFY(doc_->plan().training->days > days * 1.5);
        QCOMPARE(doc_->undoStack()->count(), 2);
        doc_->undoStack()->undo();
        doc_->undoStack()->undo();
        QCOMPARE(doc_->plan().power->facility_kw, facility);
        QCOMPARE(doc_->plan().training->days, days);
        QCOMPARE(fieldOf<QDoubleSpinBox>(editor_, "/power/pue")->value(), doc_->profile().power.pue);
    }

    // The rank order is an ordered list: shown in the profile's order (Meta's: TP, CP, PP, DP) with the
    // dimension left out after it, unchecked; moving a row or checking one commits the new order as
    // an undoable edit, and undo shows the old order again.
    void rankOrderKeepsAndEditsItsOrder() {
        QString error;
        QVERIFY2(window_->openProfile(QString(CLUSTERPLANNER_SOURCE_DATA_DIR) + "/validation/llama3-405b-16k.json", &error, true),
                 qPrintable(error));
        auto* order = fieldOf<cpui::OrderedChoiceList>(editor_, "/workload/parallelism/rank_order");
        QVERIFY(order);
        using Words = std::vector<std::string>;
        QCOMPARE(order->chosen(), (Words{"tp", "cp", "pp", "dp"}));
        QCOMPARE(order->list()->count(), 5);
        QCOMPARE(order->list()->item(4)->checkState(), Qt::Unchecked);  // EP, left out
        const auto saved = [this] {
            Words out;
            for (cp::perf::ParallelDim d : doc_->profile().workload.parallelism.rank_order) out.emplace_back(cp::enumName(d));
            return out;
        };
        const int edits = doc_->undoStack()->count();
        order->list()->setCurrentRow(2);  // PP outermost: Megatron's order
        order->moveCurrent(+1);
        QCOMPARE(saved(), (Words{"tp", "cp", "dp", "pp"}));
        QCOMPARE(order->list()->currentRow(), 3);
        order->list()->item(4)->setCheckState(Qt::Checked);  // EP joins, outermost
        QCOMPARE(saved(), (Words{"tp", "cp", "dp", "pp", "ep"}));
        QCOMPARE(doc_->undoStack()->count(), edits + 1);  // consecutive edits of one field merge, as a spin box's do
        doc_->undoStack()->undo();
        QCOMPARE(saved(), (Words{"tp", "cp", "pp", "dp"}));
        QCOMPARE(order->chosen(), (Words{"tp", "cp", "pp", "dp"}));
        order->list()->setCurrentRow(0);
        const int index = doc_->undoStack()->index();
        order->moveCurrent(-1);  // already innermost: nothing to do
        QCOMPARE(doc_->undoStack()->index(), index);
        QCOMPARE(saved(), (Words{"tp", "cp", "pp", "dp"}));
    }

    // A model preset goes in as one undoable edit: step-time workload, the preset's architecture.
    void modelPresetInsertsAndUndoes() {
        open("llama-70b-2k-h100");
        auto* presets = editor_->modelPresets();
        presets->setDataDir(QString::fromStdString(cptest::dataDir()));
        QVERIFY(presets->isEnabled());
        const int at = presets->findText("Llama 3 70B");
        QVERIFY(at > 0);
        const double days = doc_->plan().training->days;
        presets->activated(at);
        QCOMPARE(doc_->profile().workload.throughput, cp::ThroughputModel::StepTime);
        QCOMPARE(doc_->profile().workload.architecture.layers, std::int64_t{80});
        QVERIFY(doc_->plan().performance.has_value());
        QCOMPARE(presets->currentIndex(), 0);
        QCOMPARE(fieldOf<QSpinBox>(editor_, "/workload/architecture/layers")->value(), 80);
        doc_->undoStack()->undo();
        QCOMPARE(doc_->profile().workload.throughput, cp::ThroughputModel::Mfu);
        QCOMPARE(doc_->plan().training->days, days);
    }

    void layoutEditsMakeTheSectionExplicit() {
        open("llama-70b-2k-h100");  // no layout section
        QVERIFY(!doc_->profile().layout.given);
        QVERIFY(doc_->plan().cabling->layout_defaults);
        fieldOf<QDoubleSpinBox>(editor_, "/layout/rack_power_kw")->setValue(80);
        QVERIFY(doc_->profile().layout.given);
        QCOMPARE(doc_->profile().layout.rack_power_kw, 80.0);
        QVERIFY(!doc_->plan().cabling->layout_defaults);
    }

    void optionalFieldsSetAndClear() {
        auto* perRack = fieldOf<cpui::OptionalNumberField>(editor_, "/layout/nodes_per_rack");
        QVERIFY(perRack);
        const auto before = doc_->profile().layout.nodes_per_rack;
        perRack->checkBox()->setChecked(!before.has_value());
        QCOMPARE(doc_->profile().layout.nodes_per_rack.has_value(), !before.has_value());
        if (!before) {
            perRack->spinBox()->setValue(4);
            QCOMPARE(*doc_->profile().layout.nodes_per_rack, 4);
            QCOMPARE(doc_->plan().cabling->nodes_per_rack, 4);
        }
        auto* job = fieldOf<cpui::OptionalNumberField>(editor_, "/reliability/job_gpus");
        job->checkBox()->setChecked(true);
        job->spinBox()->setValue(2048);
        QCOMPARE(*doc_->profile().reliability.job_gpus, 2048);
        QCOMPARE(doc_->plan().reliability->job_gpus, 2048);
        job->checkBox()->setChecked(false);
        QVERIFY(!doc_->profile().reliability.job_gpus);
    }

    void choicesAndFlagsEdit() {
        fieldOf<QComboBox>(editor_, "/reliability/model")->setCurrentIndex(1);
        emit fieldOf<QComboBox>(editor_, "/reliability/model")->activated(1);
        QVERIFY(doc_->profile().reliability.model == cp::ReliabilityModel::ObservedRate);
        QVERIFY(doc_->plan().reliability->model == cp::ReliabilityModel::ObservedRate);
        fieldOf<QCheckBox>(editor_, "/reliability/in_memory_recovery")->setChecked(true);
        QVERIFY(doc_->profile().reliability.in_memory_recovery);
        QVERIFY(doc_->plan().reliability->ettr_in_memory.has_value());
    }

    // An optional choice left out shows what that means and can be set and left out again.
    void optionalChoicesShowAndClearTheirUnsetMeaning() {
        auto* recompute = fieldOf<QComboBox>(editor_, "/workload/parallelism/recompute");
        QVERIFY(recompute);
        QVERIFY(!doc_->profile().workload.parallelism.recompute);
        QCOMPARE(recompute->currentIndex(), 0);
        QCOMPARE(recompute->currentText(), QString("chosen by the search"));
        const int full = recompute->findData(QString("full"));
        QVERIFY(full > 0);
        recompute->setCurrentIndex(full);
        emit recompute->activated(full);
        QVERIFY(doc_->profile().workload.parallelism.recompute == cp::perf::Recompute::Full);
        recompute->setCurrentIndex(0);
        emit recompute->activated(0);
        QVERIFY(!doc_->profile().workload.parallelism.recompute);
        QCOMPARE(recompute->currentIndex(), 0);
    }

    // The sizes and MFU serve a run at a given MFU: with the step-time model they are greyed out and
    // say why; switching back to a given MFU enables them.
    void fieldsThePlanDoesNotReadAreGreyedOut() {
        open("llama3-405b-16k-h100");
        for (const char* path : {"/workload/parameters_billion", "/workload/mfu"}) {
            QWidget* field = editor_->field(path);
            QVERIFY2(field, path);
            QVERIFY2(!field->isEnabled(), path);
            QVERIFY2(field->toolTip().contains("not used: the step-time model"), path);
        }
        const QList<QSlider*> sliders = editor_->field("/workload/mfu")->parentWidget()->findChildren<QSlider*>();
        QCOMPARE(sliders.size(), 1);
        QVERIFY(!sliders.front()->isEnabled());  // the MFU slider with its number
        auto* throughput = fieldOf<QComboBox>(editor_, "/workload/throughput");
        const int mfu = throughput->findData(QString("mfu"));
        QVERIFY(mfu >= 0);
        throughput->setCurrentIndex(mfu);
        emit throughput->activated(mfu);
        QVERIFY(doc_->profile().workload.throughput == cp::ThroughputModel::Mfu);
        QVERIFY(editor_->field("/workload/mfu")->isEnabled());
        QVERIFY(!editor_->field("/workload/mfu")->toolTip().contains("not used"));
    }

    // A refused value is marked (a light red field, the reason in its tooltip and under the form)
    // until the field shows a valid value again: Undo, a good edit, the document's value typed back,
    // File › New and opening another profile clear it (they left it red beside "No problems."). The mark is the palette, not a
    // style sheet: a border style sheet drew spin boxes without their arrows, and smaller.
    void refusedValueMarkClearsWhenTheFieldIsValidAgain() {
        open("llama-70b-2k-h100");
        // Fetched each time: a new document may rebuild the tier rows.
        const auto spine = [&] { return fieldOf<QComboBox>(editor_, "/networks/0/tier_switches/1"); };
        const QColor normal = spine()->palette().color(QPalette::Base);
        const QSize size = spine()->sizeHint();
        const QString help = spine()->toolTip();
        const auto choose = [&](const char* id) {
            spine()->setCurrentIndex(spine()->findData(id));
            emit spine()->activated(spine()->currentIndex());
        };
        const auto refuse = [&] {
            choose("cs8500");  // a 200G director under 400G links
            QVERIFY(!editor_->messageLabel()->text().isEmpty());
            QVERIFY(spine()->palette().color(QPalette::Base) != normal);
            QVERIFY(spine()->toolTip().startsWith(editor_->messageLabel()->text().toHtmlEscaped()));
            QVERIFY(spine()->styleSheet().isEmpty());
            QCOMPARE(spine()->sizeHint(), size);
        };
        const auto clear = [&](const char* after) {
            QVERIFY2(editor_->messageLabel()->text().isEmpty(), after);
            QVERIFY2(spine()->palette().color(QPalette::Base) == normal, after);
            QCOMPARE(spine()->toolTip(), help);
        };
        choose("arista-7808r3");  // a good edit for Undo to take back
        refuse();
        doc_->undoStack()->undo();
        clear("after Undo");
        refuse();
        choose("arista-7808r3");
        clear("after a good edit");
        refuse();
        choose("arista-7808r3");  // the document's value again: no edit, the field is valid
        clear("after the field's value was put back");
        refuse();
        QPointer<QComboBox> marked = spine();
        QVERIFY(window_->newFromTemplate(QString(CLUSTERPLANNER_SOURCE_DATA_DIR) + "/templates/blank.json"));
        QVERIFY2(editor_->messageLabel()->text().isEmpty(), "after File > New");
        QVERIFY2(!marked || marked->palette().color(QPalette::Base) == normal, "after File > New");
        open("llama-70b-2k-h100");
        refuse();
        marked = spine();
        open("fire-flyer-2");
        QVERIFY2(editor_->messageLabel()->text().isEmpty(), "after opening another profile");
        QVERIFY2(!marked || marked->palette().color(QPalette::Base) == normal, "after opening another profile");
    }

    void oversubscriptionAndTierSwitches() {
        open("llama-70b-2k-h100");  // 2 tiers of qm9700, non-blocking
        const std::int64_t switches = doc_->plan().fabric->switches_total;
        fieldOf<QDoubleSpinBox>(editor_, "/networks/0/oversubscription/0")->setValue(3);
        QCOMPARE(doc_->profile().networks[0].oversubscription, std::vector<double>{3.0});
        QVERIFY(doc_->plan().fabric->switches_total < switches);
        fieldOf<QDoubleSpinBox>(editor_, "/networks/0/oversubscription/0")->setValue(1);
        QVERIFY(doc_->profile().networks[0].oversubscription.empty());  // 1:1 is the default: not written
        auto* spine = fieldOf<QComboBox>(editor_, "/networks/0/tier_switches/1");
        QCOMPARE(spine->currentData().toString(), QString());  // "same as the network"
        spine->setCurrentIndex(spine->findData("arista-7808r3"));
        emit spine->activated(spine->currentIndex());
        QCOMPARE(doc_->profile().networks[0].tier_switches, (std::vector<std::string>{"", "arista-7808r3"}));
        QCOMPARE(doc_->plan().fabric->networks[0].tiers[1].switch_id, std::string("arista-7808r3"));
        // A 200G director cannot carry 400G links: refused at the field.
        spine->setCurrentIndex(spine->findData("cs8500"));
        emit spine->activated(spine->currentIndex());
        QCOMPARE(doc_->profile().networks[0].tier_switches, (std::vector<std::string>{"", "arista-7808r3"}));
        QVERIFY(spine->toolTip().contains("cs8500"));
    }

    void networksCanBeAddedRenamedAndRemoved() {
        cpui::NetworkEditor* nets = editor_->networkEditor();
        QVERIFY(!nets->removeButton()->isEnabled());  // a profile keeps one network
        // Fire-Flyer 2 nodes have no frontend NIC: that network is refused with the reason.
        QVERIFY(!nets->addNetwork(cp::NetworkRole::Frontend));
        QVERIFY2(editor_->messageLabel()->text().contains("no endpoints"), qPrintable(editor_->messageLabel()->text()));
        QVERIFY(nets->addNetwork(cp::NetworkRole::Management));
        QCOMPARE(doc_->profile().networks.size(), std::size_t(2));
        QCOMPARE(doc_->profile().networks[1].switch_id, std::string("sn2201"));  // the catalog's 1G switch
        QCOMPARE(nets->currentNetwork(), 1);
        QCOMPARE(nets->networkChooser()->count(), 2);
        QCOMPARE(doc_->plan().fabric->networks.size(), std::size_t(2));
        QVERIFY(doc_->plan().fabric->networks[1].endpoints > doc_->plan().compute.nodes);
        // The fields now show the new network.
        QCOMPARE(fieldOf<QComboBox>(editor_, "/networks/0/role")->currentData().toString(), QString("management"));
        // Renaming the network that storage uses carries the reference along.
        nets->selectNetwork(0);
        const std::string storageNet = doc_->profile().storage.network;
        QCOMPARE(storageNet, doc_->profile().networks[0].name);
        auto* name = fieldOf<QLineEdit>(editor_, "/networks/0/name");
        name->setText("fabric");
        emit name->editingFinished();
        QCOMPARE(doc_->profile().networks[0].name, std::string("fabric"));
        QCOMPARE(doc_->profile().storage.network, std::string("fabric"));
        // A duplicate name is refused at the field.
        name->setText(QString::fromStdString(doc_->profile().networks[1].name));
        emit name->editingFinished();
        QCOMPARE(doc_->profile().networks[0].name, std::string("fabric"));
        QVERIFY(!editor_->messageLabel()->text().isEmpty());
        QVERIFY(nets->removeButton()->isEnabled());
        nets->selectNetwork(1);
        QTest::mouseClick(nets->removeButton(), Qt::LeftButton);
        QCOMPARE(doc_->profile().networks.size(), std::size_t(1));
        doc_->undoStack()->undo();
        QCOMPARE(doc_->profile().networks.size(), std::size_t(2));
    }

    void extraSwitchesListAddsEditsAndRefusesUnknownIds() {
        auto* list = qobject_cast<cpui::ListTableEditor*>(editor_->field("/networks/0/extra_switches")->parentWidget());
        QVERIFY(list);
        const std::size_t rows = doc_->profile().networks[0].extra_switches.size();
        const std::int64_t switches = doc_->plan().fabric->switches_total;
        QTest::mouseClick(list->addButton(), Qt::LeftButton);
        QCOMPARE(doc_->profile().networks[0].extra_switches.size(), rows + 1);
        QCOMPARE(doc_->plan().fabric->switches_total, switches + 1);
        QCOMPARE(list->table()->rowCount(), static_cast<int>(rows + 1));
        const int row = static_cast<int>(rows);
        list->table()->item(row, 1)->setData(Qt::EditRole, 3);
        QCOMPARE(doc_->plan().fabric->switches_total, switches + 3);
        list->table()->item(row, 0)->setData(Qt::EditRole, "no-such-switch");
        QCOMPARE(doc_->profile().networks[0].extra_switches[rows].switch_id, doc_->profile().networks[0].switch_id);
        QVERIFY2(editor_->messageLabel()->text().contains("no-such-switch"), qPrintable(editor_->messageLabel()->text()));
        QCOMPARE(list->table()->item(row, 0)->text(), QString::fromStdString(doc_->profile().networks[0].switch_id));
        list->table()->setCurrentCell(row, 0);
        QTest::mouseClick(list->removeButton(), Qt::LeftButton);
        QCOMPARE(doc_->profile().networks[0].extra_switches.size(), rows);
        QCOMPARE(doc_->plan().fabric->switches_total, switches);
    }

    // Issue 21's mechanisms are entered like any list row: a leaf class (storage first, the
    // network's storage servers) and a host group moved onto spare leaf ports by its check box.
    void leafClassesAndSparePortsAreEnteredInTheirTables() {
        QVERIFY(editor_->field("/networks/0/leaf_classes"));
        QVERIFY(editor_->field("/networks/0/other_hosts"));
        auto* classes = qobject_cast<cpui::ListTableEditor*>(editor_->field("/networks/0/leaf_classes")->parentWidget());
        QVERIFY(classes);
        QTest::mouseClick(classes->addButton(), Qt::LeftButton);
        QCOMPARE(doc_->profile().networks[0].leaf_classes.size(), std::size_t(1));
        QCOMPARE(doc_->profile().networks[0].leaf_classes[0].hosts, std::string("storage"));
        QCOMPARE(doc_->plan().fabric->networks[0].leaf_classes.size(), std::size_t(1));
        // Storage leaves at 2:1 send 10 uplinks beside the compute leaves' 20; no spine count fits
        // 40 ports in equal bundles: refused with the reason, the value kept.
        QVERIFY(classes->table()->item(0, 1));
        classes->table()->item(0, 1)->setData(Qt::EditRole, 2.0);
        QCOMPARE(doc_->profile().networks[0].leaf_classes[0].oversubscription, 1.0);
        QVERIFY2(editor_->messageLabel()->text().contains("equal bundles"), qPrintable(editor_->messageLabel()->text()));
        QCOMPARE(classes->table()->item(0, 1)->data(Qt::EditRole).toDouble(), 1.0);
        doc_->undoStack()->undo();
        QVERIFY(doc_->profile().networks[0].leaf_classes.empty());

        // 590 of the 620 nodes leave leaf ports free in each zone (600 would fill 24 leaves exactly).
        cp::Profile fewer = doc_->profile();
        fewer.compute.nodes = 590;
        QString error;
        QVERIFY2(doc_->applyEdit("fewer nodes", fewer, &error), qPrintable(error));
        auto* hosts = qobject_cast<cpui::ListTableEditor*>(editor_->field("/networks/0/other_hosts")->parentWidget());
        QVERIFY(hosts);
        QTest::mouseClick(hosts->addButton(), Qt::LeftButton);
        QVERIFY2(hosts->table()->rowCount() == 1, qPrintable(editor_->messageLabel()->text()));
        const std::int64_t leaves = doc_->plan().fabric->networks[0].tiers[0].count;
        int spareColumn = -1;
        for (int c = 0; c < hosts->table()->columnCount(); ++c)
            if (hosts->table()->model()->headerData(c, Qt::Horizontal).toString() == "On spare leaf ports") spareColumn = c;
        QVERIFY(spareColumn >= 0);
        QTableWidgetItem* box = hosts->table()->item(0, spareColumn);
        QVERIFY(box);
        QVERIFY(box->flags() & Qt::ItemIsUserCheckable);
        box->setCheckState(Qt::Checked);
        QVERIFY2(doc_->profile().networks[0].other_hosts[0].spare_ports, qPrintable(editor_->messageLabel()->text()));
        QCOMPARE(doc_->plan().fabric->networks[0].spare_port_hosts, 1);
        QVERIFY(doc_->plan().fabric->networks[0].tiers[0].count <= leaves);
    }

    void problemsLeadToTheirField() {
        QVERIFY(editor_->focusPath("/reliability/spare_nodes"));
        QCOMPARE(editor_->sections()->itemText(editor_->sections()->currentIndex()), QString("Reliability"));
        QVERIFY(editor_->focusPath("/networks/0/placement/leaf"));
        QCOMPARE(editor_->sections()->itemText(editor_->sections()->currentIndex()), QString("Networks"));
        QVERIFY(!editor_->focusPath("/nowhere"));
    }

    void newOffersBlankAndEveryShippedDesign() {
        cpui::TemplateDialog dialog(CLUSTERPLANNER_SOURCE_DATA_DIR);
        const int shipped =
            static_cast<int>(QDir(QString(CLUSTERPLANNER_SOURCE_DATA_DIR) + "/profiles").entryList({"*.json"}).size());
        QCOMPARE(dialog.list()->count(), shipped + 1);
        QVERIFY(dialog.chosenPath().endsWith("templates/blank.json"));
        QVERIFY(window_->newFromTemplate(dialog.chosenPath()));
        QVERIFY(doc_->filePath().isEmpty());
        QCOMPARE(doc_->plan().compute.gpus, 256);
        QCOMPARE(fieldOf<QSpinBox>(editor_, "/compute/nodes")->value(), 32);
        dialog.list()->setCurrentRow(3);
        QVERIFY(window_->newFromTemplate(dialog.chosenPath()));
        QVERIFY(doc_->hasProfile());
    }
};

QTEST_MAIN(TestDesignEditor)
#include "test_design_editor.moc"
