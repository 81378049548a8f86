#include "explore/optimize_spec_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "common/file_io.h"
#include "common/input_error.h"
#include "explore/study.h"
#include "plan/metrics.h"
#include "profile/profile_io.h"

namespace cpui {

namespace {

constexpr int kPathRole = Qt::UserRole;

QString label(const std::string& path) { return QString::fromStdString(cp::metricLabel(path)); }

QString patchText(const std::vector<std::pair<std::string, cp::Json>>& set) {
    return QString::fromStdString(cp::profilePatchJson(set).dump());
}

// A cell that must hold a JSON object of changes; "" is no change.
bool readPatch(const QString& text, const QString& where, std::vector<std::pair<std::string, cp::Json>>* out, QString* error) {
    cp::Json changes;
    try {
        changes = text.trimmed().isEmpty() ? cp::Json::object() : cp::parseJson(text.toStdString(), "");
    } catch (const cp::InputError& e) {
        *error = OptimizeSpecDialog::tr("%1: the changes are not JSON (%2)").arg(where, QString::fromUtf8(e.what()));
        return false;
    }
    if (!changes.is_object()) {
        *error =
            OptimizeSpecDialog::tr("%1: expected an object of profile path → value, as {\"/compute/node_type\": \"hgx-h100\"}")
                .arg(where);
        return false;
    }
    out->clear();
    for (auto it = changes.begin(); it != changes.end(); ++it) out->emplace_back(it.key(), it.value());
    return true;
}

QSpinBox* gpuBox(int value, int minimum) {
    auto* box = new QSpinBox;
    box->setRange(minimum, static_cast<int>(cp::kMaxOptimizeGpus));
    box->setGroupSeparatorShown(true);
    box->setValue(value);
    return box;
}

}  // namespace

OptimizeSpecDialog::OptimizeSpecDialog(const cp::OptimizeSpec& spec, const cp::Profile& openDesign, QString profilesDir,
                                       const cp::Catalog& catalog, QWidget* parent)
    : QDialog(parent),
      spec_(spec),
      openDesign_(openDesign),
      profilesDir_(std::move(profilesDir)),
      catalog_(catalog),
      name_(new QLineEdit),
      question_(new QLineEdit),
      base_(new QComboBox),
      baseSet_(new QLineEdit),
      dimensions_(new QTreeWidget),
      gpusMin_(gpuBox(1, 1)),
      gpusMax_(gpuBox(1, 1)),
      gpusStep_(gpuBox(0, 0)),
      objective_(metricChooser(false)),
      goal_(new QComboBox),
      then_(metricChooser(true)),
      rank_(new QComboBox),
      limits_(new QTableWidget(0, 3)),
      paretoX_(metricChooser(true)),
      paretoY_(metricChooser(true)),
      top_(new QSpinBox),
      error_(new QLabel) {
    setWindowTitle(tr("Edit optimize specification"));
    auto* splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(goalPanel());
    splitter->addWidget(spacePanel());
    splitter->setStretchFactor(1, 1);
    error_->setWordWrap(true);
    error_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    QPushButton* save = buttons->addButton(tr("Save &As…"), QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &OptimizeSpecDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &OptimizeSpecDialog::reject);
    connect(save, &QPushButton::clicked, this, &OptimizeSpecDialog::saveAs);
    auto* layout = new QVBoxLayout(this);
    auto* header = new QFormLayout;
    header->addRow(tr("&Name:"), name_);
    header->addRow(tr("&Question:"), question_);
    layout->addLayout(header);
    layout->addWidget(splitter, 1);
    layout->addWidget(error_);
    layout->addWidget(buttons);
    fill(spec);
    resize(980, 600);
}

QComboBox* OptimizeSpecDialog::metricChooser(bool withNone) const {
    auto* box = new QComboBox;
    if (withNone) {
        box->addItem(tr("(none)"), QString());
        for (const std::string& path : cp::knownMetrics()) box->addItem(label(path), QString::fromStdString(path));
    } else {
        for (const std::string& path : cp::optimizeMetricPaths()) box->addItem(label(path), QString::fromStdString(path));
    }
    return box;
}

QWidget* OptimizeSpecDialog::goalPanel() {
    auto* panel = new QWidget;
    auto* form = new QFormLayout(panel);
    form->addRow(tr("&Base design:"), base_);
    baseSet_->setPlaceholderText(tr("changes to the base, as {\"/workload/parallelism\": {}}"));
    form->addRow(tr("Base &changes:"), baseSet_);
    gpusStep_->setSpecialValueText(tr("one node"));
    form->addRow(tr("GPUs from:"), gpusMin_);
    form->addRow(tr("GPUs to:"), gpusMax_);
    form->addRow(tr("GPU step:"), gpusStep_);
    form->addRow(tr("&Objective:"), objective_);
    goal_->addItem(tr("the metric's usual direction"), QString());
    goal_->addItem(tr("minimise"), QStringLiteral("minimise"));
    goal_->addItem(tr("maximise"), QStringLiteral("maximise"));
    form->addRow(tr("&Goal:"), goal_);
    then_->setToolTip(tr("Among designs whose objective ties, the better value of this metric wins"));
    form->addRow(tr("&Then by:"), then_);
    limits_->setHorizontalHeaderLabels({tr("Limit"), tr("At least"), tr("At most")});
    limits_->setToolTip(tr("Leave a bound empty for none; a metric better higher (MFU, ETTR) is maximised as objective"));
    limits_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    limits_->verticalHeader()->hide();
    auto* limitButtons = new QHBoxLayout;
    auto* addLimitButton = new QPushButton(tr("Add &limit"));
    auto* removeLimit = new QPushButton(tr("Remove limit"));
    limitButtons->addWidget(addLimitButton);
    limitButtons->addWidget(removeLimit);
    limitButtons->addStretch();
    connect(addLimitButton, &QPushButton::clicked, this, [this] { addLimit({"/cost/capex_usd", 0}); });
    connect(removeLimit, &QPushButton::clicked, this, [this] {
        if (limits_->currentRow() >= 0) limits_->removeRow(limits_->currentRow());
    });
    form->addRow(limits_);
    form->addRow(limitButtons);
    form->addRow(tr("Pareto x:"), paretoX_);
    form->addRow(tr("Pareto y:"), paretoY_);
    top_->setRange(1, 100);
    form->addRow(tr("&Alternatives kept:"), top_);
    rank_->addItem(tr("each family's best"), QStringLiteral("families"));
    rank_->addItem(tr("any designs"), QStringLiteral("designs"));
    form->addRow(tr("&Rank:"), rank_);
    return panel;
}

QWidget* OptimizeSpecDialog::spacePanel() {
    auto* box = new QGroupBox(tr("Decision space: every combination of one option per dimension"));
    dimensions_->setColumnCount(2);
    dimensions_->setHeaderLabels({tr("Dimension / option"), tr("Changes (profile path → JSON value)")});
    dimensions_->header()->setSectionResizeMode(QHeaderView::Interactive);
    dimensions_->setColumnWidth(0, 200);
    auto* buttons = new QHBoxLayout;
    auto* addDimensionButton = new QPushButton(tr("Add &dimension"));
    auto* addOptionButton = new QPushButton(tr("Add &option"));
    auto* remove = new QPushButton(tr("&Remove"));
    for (QPushButton* b : {addDimensionButton, addOptionButton, remove}) buttons->addWidget(b);
    buttons->addStretch();
    connect(addDimensionButton, &QPushButton::clicked, this, [this] { addDimension(tr("new dimension")); });
    connect(addOptionButton, &QPushButton::clicked, this, [this] { addOption(tr("new option"), "{}"); });
    connect(remove, &QPushButton::clicked, this, [this] { delete dimensions_->currentItem(); });
    auto* layout = new QVBoxLayout(box);
    layout->addWidget(dimensions_, 1);
    layout->addLayout(buttons);
    return box;
}

void OptimizeSpecDialog::addLimit(const cp::OptimizeConstraint& limit) {
    const int row = limits_->rowCount();
    limits_->insertRow(row);
    QComboBox* chooser = metricChooser(false);
    chooser->setCurrentIndex(chooser->findData(QString::fromStdString(limit.metric)));
    limits_->setCellWidget(row, 0, chooser);
    const auto bound = [](bool given, double v) { return new QTableWidgetItem(given ? QLocale().toString(v, 'g', 12) : QString()); };
    limits_->setItem(row, 1, bound(limit.hasMin(), limit.min));
    limits_->setItem(row, 2, bound(limit.hasMax(), limit.max));
}

void OptimizeSpecDialog::addDimension(const QString& name) {
    auto* item = new QTreeWidgetItem(dimensions_, {name});
    item->setFlags(item->flags() | Qt::ItemIsEditable);
    item->setExpanded(true);
    dimensions_->setCurrentItem(item);
}

// Under the current dimension (or the dimension of the current option; a new one when there is none).
void OptimizeSpecDialog::addOption(const QString& label, const QString& changesJson) {
    QTreeWidgetItem* dimension = dimensions_->currentItem();
    if (dimension && dimension->parent()) dimension = dimension->parent();
    if (!dimension) {
        addDimension(tr("new dimension"));
        dimension = dimensions_->currentItem();
    }
    auto* option = new QTreeWidgetItem(dimension, {label, changesJson});
    option->setFlags(option->flags() | Qt::ItemIsEditable);
    dimension->setExpanded(true);
}

void OptimizeSpecDialog::fill(const cp::OptimizeSpec& spec) {
    name_->setText(QString::fromStdString(spec.name));
    question_->setText(QString::fromStdString(spec.question));
    base_->addItem(spec.base_inline ? tr("Written in the specification: %1").arg(QString::fromStdString(spec.base_name))
                                    : tr("Profile file: %1").arg(QString::fromStdString(spec.base_name)),
                   "spec");
    base_->addItem(tr("The open design: %1").arg(QString::fromStdString(openDesign_.name)), "open");
    baseSet_->setText(spec.base_set.empty() ? QString() : patchText(spec.base_set));
    for (const cp::OptimizeDimension& d : spec.dimensions) {
        addDimension(QString::fromStdString(d.name));
        for (const cp::SweepVariant& o : d.options) addOption(QString::fromStdString(o.label), patchText(o.set));
    }
    gpusMin_->setValue(static_cast<int>(spec.gpus_min));
    gpusMax_->setValue(static_cast<int>(spec.gpus_max));
    gpusStep_->setValue(static_cast<int>(spec.gpus_step));
    objective_->setCurrentIndex(objective_->findData(QString::fromStdString(spec.objective)));
    goal_->setCurrentIndex(spec.maximise ? (*spec.maximise ? 2 : 1) : 0);
    then_->setCurrentIndex(spec.then.empty() ? 0 : then_->findData(QString::fromStdString(spec.then.front())));
    rank_->setCurrentIndex(spec.one_per_family ? 0 : 1);
    for (const cp::OptimizeConstraint& c : spec.constraints) addLimit(c);
    for (std::size_t i = 0; i < spec.pareto.size() && i < 2; ++i) {
        QComboBox* box = i == 0 ? paretoX_ : paretoY_;
        const QString path = QString::fromStdString(spec.pareto[i]);
        if (box->findData(path) < 0) box->addItem(label(spec.pareto[i]), path);  // a metric the list leaves out
        box->setCurrentIndex(box->findData(path));
    }
    top_->setValue(static_cast<int>(spec.top));
}

// The form as a specification in memory, written by core's writer (optimizeSpecJson): the format
// is known in one place; the reader then checks the whole of it.
bool OptimizeSpecDialog::document(cp::Json* out, QString* error) const {
    cp::OptimizeSpec draft = spec_;
    draft.name = name_->text().toStdString();
    draft.question = question_->text().toStdString();
    if (base_->currentData().toString() == "open") {
        draft.base = cp::profileToJson(openDesign_);
        draft.base_inline = true;
    }
    if (!readPatch(baseSet_->text(), tr("Base changes"), &draft.base_set, error)) return false;
    draft.dimensions.clear();
    for (int d = 0; d < dimensions_->topLevelItemCount(); ++d) {
        const QTreeWidgetItem* dimension = dimensions_->topLevelItem(d);
        cp::OptimizeDimension dim{dimension->text(0).toStdString(), {}};
        for (int o = 0; o < dimension->childCount(); ++o) {
            const QTreeWidgetItem* option = dimension->child(o);
            cp::SweepVariant v;
            v.label = option->text(0).toStdString();
            const QString where = tr("Dimension \"%1\", option \"%2\"").arg(dimension->text(0), option->text(0));
            if (!readPatch(option->text(1), where, &v.set, error)) return false;
            dim.options.push_back(std::move(v));
        }
        draft.dimensions.push_back(std::move(dim));
    }
    draft.gpus_min = gpusMin_->value();
    draft.gpus_max = gpusMax_->value();
    draft.gpus_step = gpusStep_->value();
    draft.objective = objective_->currentData().toString().toStdString();
    const QString goal = goal_->currentData().toString();
    draft.maximise = goal.isEmpty() ? std::nullopt : std::optional<bool>(goal == "maximise");
    const std::string thenBy = then_->currentData().toString().toStdString();
    if (!draft.then.empty()) draft.then.erase(draft.then.begin());  // the form edits the first; the file's others stay
    if (!thenBy.empty()) draft.then.insert(draft.then.begin(), thenBy);
    draft.one_per_family = rank_->currentData().toString() == "families";
    draft.constraints.clear();
    for (int row = 0; row < limits_->rowCount(); ++row) {
        const auto* chooser = qobject_cast<QComboBox*>(limits_->cellWidget(row, 0));
        cp::OptimizeConstraint limit{chooser->currentData().toString().toStdString()};
        for (int column : {1, 2}) {
            const QString text = limits_->item(row, column) ? limits_->item(row, column)->text().trimmed() : QString();
            if (text.isEmpty()) continue;  // no bound on this side
            bool ok = false;
            const double value = QLocale().toDouble(text, &ok);
            if (!ok) {
                *error = tr("Limit %1 (%2): \"%3\" is not a number").arg(row + 1).arg(chooser->currentText(), text);
                return false;
            }
            (column == 1 ? limit.min : limit.max) = value;
        }
        if (!limit.hasMin() && !limit.hasMax()) {
            *error = tr("Limit %1 (%2): give \"At least\", \"At most\" or both").arg(row + 1).arg(chooser->currentText());
            return false;
        }
        draft.constraints.push_back(limit);
    }
    const QString x = paretoX_->currentData().toString(), y = paretoY_->currentData().toString();
    draft.pareto.clear();
    if (!x.isEmpty() || !y.isEmpty()) draft.pareto = {x.toStdString(), y.toStdString()};
    draft.top = static_cast<std::size_t>(top_->value());
    *out = cp::optimizeSpecJson(draft);
    return true;
}

bool OptimizeSpecDialog::apply(QString* error) {
    cp::Json doc;
    if (!document(&doc, error)) return false;
    try {
        cp::Diagnostics warnings;
        const std::string file = spec_.file.empty() ? "specification" : spec_.file;
        spec_ = cp::parseOptimizeSpec(doc.dump(2), file, profilesDir_.toStdString(), catalog_, warnings);
    } catch (const cp::InputError& e) {
        *error = QString::fromUtf8(e.what());
        return false;
    }
    return true;
}

void OptimizeSpecDialog::showMessage(const QString& text, bool isError) {
    error_->setStyleSheet(isError ? "color: #b00020" : "");
    error_->setText(text);
}

void OptimizeSpecDialog::accept() {
    QString error;
    if (!apply(&error)) return showMessage(error, true);
    QDialog::accept();
}

void OptimizeSpecDialog::saveAs() {
    QString error;
    if (!apply(&error)) return showMessage(error, true);
    const QString path = QFileDialog::getSaveFileName(this, tr("Save optimize specification as"),
                                                      QString::fromStdString(spec_.file), tr("Optimize specifications (*.json)"));
    if (path.isEmpty()) return;
    try {
        cp::writeFileAtomically(path.toStdString(), cp::optimizeSpecJson(spec_).dump(2) + "\n");
        spec_.file = path.toStdString();
        showMessage(tr("Saved %1").arg(path), false);
    } catch (const std::exception& e) {  // the writer's runtime_error names the file; the old one is untouched
        showMessage(QString::fromUtf8(e.what()), true);
    }
}

}  // namespace cpui
