#include "explore/explorer_view.h"
#include "views/display_units.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPainter>
#include <QProgressBar>
#include <QScrollArea>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTableView>
#include <QTextDocument>
#include <QVBoxLayout>
#include <cmath>

#include "views/chart_style.h"
#include "common/file_io.h"
#include "common/format.h"
#include "common/input_error.h"
#include "base/document.h"
#include "io/sweep_output.h"
#include "plan/metrics.h"
#include "profile/profile_io.h"
#include "editor/field_text.h"
#include "explore/sweep_chart.h"
#include "profile/profile_schema.h"
#include "explore/sweep_runner.h"
#include "explore/sweep_table_model.h"

namespace cpui {

namespace {

constexpr int kFileRole = Qt::UserRole;
constexpr int kQuestionRole = Qt::UserRole + 1;

QString text(const std::string& s) { return QString::fromStdString(s); }

// A study as its name in bold over its question, wrapped to the list's width.
class StudyDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override {
        QStyleOptionViewItem o = option;
        initStyleOption(&o, index);
        o.text.clear();
        const QWidget* w = option.widget;
        QStyle* style = w ? w->style() : QApplication::style();
        style->drawControl(QStyle::CE_ItemViewItem, &o, painter, w);
        const bool selected = option.state & QStyle::State_Selected;
        QTextDocument doc;
        layout(doc, index, option.rect.width(), option, selected);
        painter->save();
        painter->translate(option.rect.topLeft() + QPoint(kPad, kPad));
        doc.drawContents(painter);
        painter->restore();
    }

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override {
        const int width = option.widget ? static_cast<const QAbstractItemView*>(option.widget)->viewport()->width() : 320;
        QTextDocument doc;
        layout(doc, index, width, option, false);
        return {width, static_cast<int>(std::ceil(doc.size().height())) + 2 * kPad};
    }

private:
    static constexpr int kPad = 4;
    static void layout(QTextDocument& doc, const QModelIndex& index, int width, const QStyleOptionViewItem& option,
                       bool selected) {
        const QPalette& p = option.palette;
        const QColor main = selected ? p.color(QPalette::HighlightedText) : p.color(QPalette::Text);
        QColor muted = main;
        if (!selected) muted.setAlphaF(0.72f);
        doc.setDefaultFont(option.font);
        doc.setDocumentMargin(0);
        doc.setTextWidth(std::max(60, width - 2 * kPad));
        doc.setHtml(QStringLiteral("<div style='color:%1'><b>%2</b></div><div style='color:%3'>%4</div>")
                        .arg(main.name(QColor::HexArgb), index.data(Qt::DisplayRole).toString().toHtmlEscaped(),
                             muted.name(QColor::HexArgb), index.data(kQuestionRole).toString().toHtmlEscaped()));
    }
};

// Numeric leaves of a profile document as JSON pointers ("/power/pue"), in document order.
void numericPaths(const cp::Json& j, const std::string& at, QStringList& out) {
    if (j.is_number() && !j.is_boolean())
        out << text(at);
    else if (j.is_object())
        for (auto it = j.begin(); it != j.end(); ++it) numericPaths(it.value(), at + "/" + it.key(), out);
    else if (j.is_array())
        for (std::size_t i = 0; i < j.size(); ++i) numericPaths(j[i], at + "/" + std::to_string(i), out);
}

// An input's name as its form row says it ("Nodes", "Rack power (kW)"); the path when no field lives there.
QString inputLabel(const std::string& path) {
    const auto field = cp::findProfileField(path);
    if (!field) return text(path);
    const QString unit = fieldSuffix(field->field->spec).trimmed();
    const QString label = fieldLabel(field->field->spec);
    return unit.isEmpty() || unit.startsWith(':') ? label : QStringLiteral("%1 (%2)").arg(label, unit);
}

// Inputs people sweep most; offered first whatever the profile holds.
const QStringList& commonInputs() {
    static const QStringList paths{"/compute/nodes", "/compute/gpus",         "/networks/0/oversubscription/0",
                                   "/power/pue",     "/layout/rack_power_kw", "/reliability/checkpoint_interval_minutes"};
    return paths;
}

}  // namespace

ExplorerView::ExplorerView(Document* document, QString dataDir, QWidget* parent)
    : QWidget(parent), document_(document), dataDir_(std::move(dataDir)), runner_(new SweepRunner) {
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    auto* left = new QWidget;
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 4, 0);
    // Studies over the ad-hoc form, the form scrolling: the tab fits a 720 px high laptop screen.
    auto* adHocScroll = new QScrollArea;
    adHocScroll->setWidget(buildAdHocPanel());
    adHocScroll->setWidgetResizable(true);
    adHocScroll->setFrameShape(QFrame::NoFrame);
    adHocScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* panels = new QSplitter(Qt::Vertical);
    panels->addWidget(buildStudyPanel());
    panels->addWidget(adHocScroll);
    panels->setStretchFactor(0, 2);
    panels->setStretchFactor(1, 3);
    panels->setChildrenCollapsible(false);
    leftLayout->addWidget(panels, 1);
    auto* runRow = new QHBoxLayout;
    progress_ = new QProgressBar;
    progress_->setObjectName("progress");
    progress_->setRange(0, 1);
    progress_->setValue(0);
    progress_->setFormat(tr("No sweep run yet"));  // "%v of %m points" once one starts
    cancel_ = new QPushButton(tr("Cancel"));
    cancel_->setObjectName("cancel");
    cancel_->setEnabled(false);
    runRow->addWidget(progress_, 1);
    runRow->addWidget(cancel_);
    leftLayout->addLayout(runRow);
    status_ = new QLabel;
    status_->setTextFormat(Qt::PlainText);  // sweep errors quote profile values
    status_->setObjectName("status");
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    leftLayout->addWidget(status_);
    splitter->addWidget(left);
    splitter->addWidget(buildResultPanel());
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({380, 1200});
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(splitter);

    connect(cancel_, &QPushButton::clicked, this, &ExplorerView::cancel);
    connect(DisplaySettings::instance(), &DisplaySettings::changed, this, [this] {
        if (!runner_->isRunning() && !runner_->result().rows.empty()) showCurrentResult();
    });
    connect(runner_, &SweepRunner::progress, this, [this](qint64 done, qint64 total) {
        progress_->setRange(0, static_cast<int>(total));
        progress_->setValue(static_cast<int>(done));
    });
    connect(runner_, &SweepRunner::finished, this, &ExplorerView::onFinished);
    connect(runner_, &SweepRunner::failed, this, &ExplorerView::onFailed);
    connect(chart_, &SweepChart::pointClicked, this, [this](int row) {
        QString error;
        if (!openPoint(row, &error)) setStatus(error, true);
    });
    if (document_) connect(document_, &Document::changed, this, &ExplorerView::refreshInputPaths);
    fillStudyList();
    refreshInputPaths();
    setStatus(tr("Click a study to run it, or sweep an input of the open profile."));
}

ExplorerView::~ExplorerView() {
    pending_.reset();
    delete runner_;  // cancels and joins before any widget it reports to goes away
}

// --- panels -----------------------------------------------------------------------

QWidget* ExplorerView::buildStudyPanel() {
    auto* box = new QGroupBox(tr("Studies"));
    auto* layout = new QVBoxLayout(box);
    studies_ = new QListWidget;
    studies_->setObjectName("studies");
    studies_->setItemDelegate(new StudyDelegate(studies_));
    studies_->setWordWrap(true);
    studies_->setUniformItemSizes(false);
    studies_->setResizeMode(QListView::Adjust);
    studies_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    studies_->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    layout->addWidget(studies_);
    auto* hint = new QLabel(tr("One click runs a study."));
    hint->setEnabled(false);
    layout->addWidget(hint);
    connect(studies_, &QListWidget::itemClicked, this,
            [this](QListWidgetItem* item) { loadStudyFile(item->data(kFileRole).toString()); });
    connect(studies_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        if (!isRunning()) loadStudyFile(item->data(kFileRole).toString());
    });
    return box;
}

ExplorerView::AxisForm ExplorerView::addAxisForm(QFormLayout* form, const QString& suffix) {
    AxisForm a{};
    a.path = new QComboBox;
    a.path->setObjectName("inputPath" + suffix);
    a.path->setEditable(true);
    a.path->setInsertPolicy(QComboBox::NoInsert);
    a.path->setToolTip(tr("A JSON path into the profile (docs/profile-format.md); pick one or type any"));
    a.path->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    a.path->setMinimumContentsLength(16);
    a.from = new QDoubleSpinBox;
    a.to = new QDoubleSpinBox;
    for (QDoubleSpinBox* s : {a.from, a.to}) {
        s->setRange(-1e12, 1e12);
        s->setDecimals(3);
        s->setGroupSeparatorShown(true);
        s->setMinimumWidth(90);  // the ±1e12 range would ask for 170 px each: the panel must fit a laptop
    }
    a.from->setObjectName("from" + suffix);
    a.to->setObjectName("to" + suffix);
    a.steps = new QSpinBox;
    a.steps->setObjectName("steps" + suffix);
    a.steps->setRange(1, 100000);
    a.steps->setValue(8);
    a.log = new QCheckBox(tr("log"));
    a.log->setObjectName("log" + suffix);
    a.log->setToolTip(tr("Geometric spacing (both ends above zero)"));
    a.list = new QLineEdit;
    a.list->setObjectName("list" + suffix);
    a.list->setPlaceholderText(tr("or a list: 512, 1024, 4096"));
    a.list->setClearButtonEnabled(true);
    auto* range = new QHBoxLayout;
    range->addWidget(a.from, 1);
    range->addWidget(new QLabel(tr("to")));
    range->addWidget(a.to, 1);
    auto* points = new QHBoxLayout;
    points->addWidget(a.steps);
    points->addWidget(a.log);
    points->addStretch();
    form->addRow(suffix == "0" ? tr("Input") : tr("Second input"), a.path);
    form->addRow(tr("From"), range);
    form->addRow(tr("Points"), points);
    form->addRow(QString(), a.list);
    connect(a.path, &QComboBox::currentTextChanged, this, [this, a] { suggestRange(a); });
    return a;
}

QWidget* ExplorerView::buildAdHocPanel() {
    auto* box = new QGroupBox(tr("Ad-hoc sweep on the open profile"));
    adHocBox_ = box;
    auto* form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    axes_[0] = addAxisForm(form, "0");
    grid_ = new QCheckBox(tr("Vary a second input (a grid)"));
    grid_->setObjectName("grid");
    form->addRow(QString(), grid_);
    axes_[1] = addAxisForm(form, "1");
    // The second input's rows show only for a grid: four rows fewer on a short screen.
    const int firstSecondRow = form->rowCount() - 4;
    auto enableSecond = [this, form, firstSecondRow](bool on) {
        for (QWidget* w :
             {static_cast<QWidget*>(axes_[1].path), static_cast<QWidget*>(axes_[1].from), static_cast<QWidget*>(axes_[1].to),
              static_cast<QWidget*>(axes_[1].steps), static_cast<QWidget*>(axes_[1].log), static_cast<QWidget*>(axes_[1].list)})
            w->setEnabled(on);
        for (int row = firstSecondRow; row < firstSecondRow + 4; ++row) form->setRowVisible(row, on);
    };
    enableSecond(false);
    connect(grid_, &QCheckBox::toggled, this, enableSecond);
    metric_ = new QComboBox;
    metric_->setObjectName("metric");
    metric_->setEditable(true);
    metric_->setInsertPolicy(QComboBox::NoInsert);
    metric_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    metric_->setMinimumContentsLength(16);
    metric_->setToolTip(tr("A plan number: pick one or type a JSON path into the plan (docs/cli.md)"));
    for (const std::string& path : cp::knownMetrics())
        metric_->addItem(QStringLiteral("%1 — %2").arg(DisplayUnits::current().metricLabel(path), text(path)), text(path));
    const int capex = metric_->findData(QStringLiteral("/cost/capex_usd"));
    metric_->setCurrentIndex(capex >= 0 ? capex : 0);
    form->addRow(tr("Metric"), metric_);
    run_ = new QPushButton(tr("Run sweep"));
    run_->setObjectName("run");
    run_->setDefault(true);
    form->addRow(QString(), run_);
    connect(run_, &QPushButton::clicked, this, [this] {
        QString error;
        if (!runAdHoc(&error)) setStatus(error, true);
    });
    return box;
}

QWidget* ExplorerView::buildResultPanel() {
    auto* panel = new QWidget;
    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(4, 0, 0, 0);
    title_ = new QLabel;
    title_->setObjectName("studyTitle");
    QFont f = title_->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.1);
    title_->setFont(f);
    title_->setWordWrap(true);
    question_ = new QLabel;
    question_->setObjectName("studyDescription");
    question_->setWordWrap(true);
    question_->setForegroundRole(QPalette::PlaceholderText);
    question_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(title_);
    // A study's description can run to ten lines on a laptop: at most four show, the rest scrolls,
    // so the chart and its legend keep their room.
    questionArea_ = new QScrollArea;
    questionArea_->setWidget(question_);
    questionArea_->setWidgetResizable(true);
    questionArea_->setFrameShape(QFrame::NoFrame);
    questionArea_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    QLabel fourLines(QStringLiteral("1\n2\n3\n4"));  // the height four lines take in this label, exactly
    fourLines.setFont(question_->font());
    questionArea_->setMaximumHeight(fourLines.sizeHint().height());
    questionArea_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    layout->addWidget(questionArea_);

    tabs_ = new QTabWidget;
    auto* chartPage = new QWidget;
    auto* chartLayout = new QVBoxLayout(chartPage);
    chartLayout->setContentsMargins(0, 4, 0, 0);
    auto* exportRow = new QHBoxLayout;
    auto* hint = new QLabel(tr("Wheel zooms, drag pans, a legend entry hides its series; hover a point for its values."));
    hint->setEnabled(false);
    hint->setWordWrap(true);
    exportRow->addWidget(hint, 1);
    for (const QString& kind : {QStringLiteral("PNG"), QStringLiteral("PDF"), QStringLiteral("CSV")}) {
        auto* button = new QPushButton(tr("Export %1…").arg(kind));
        button->setObjectName("export" + kind);
        connect(button, &QPushButton::clicked, this, [this, kind] { exportWithDialog(kind); });
        exportRow->addWidget(button);
    }
    chartLayout->addLayout(exportRow);
    chart_ = new SweepChart;
    chartLayout->addWidget(chart_, 1);
    tabs_->addTab(chartPage, tr("Chart"));

    model_ = new SweepTableModel(this);
    proxy_ = new QSortFilterProxyModel(this);
    proxy_->setSourceModel(model_);
    proxy_->setSortRole(SweepTableModel::SortRole);
    table_ = new QTableView;
    table_->setObjectName("table");
    table_->setModel(proxy_);
    table_->setSortingEnabled(true);
    table_->setAlternatingRowColors(true);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 6);
    table_->setWordWrap(false);
    connect(table_, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        QString error;
        if (!openPoint(proxy_->mapToSource(index).row(), &error)) setStatus(error, true);
    });
    table_->setToolTip(tr("Double-click a row to open its design as a new profile"));
    tabs_->addTab(table_, tr("Table"));
    layout->addWidget(tabs_, 1);
    return panel;
}

// --- studies and the ad-hoc form ------------------------------------------------------

void ExplorerView::fillStudyList() {
    studies_->clear();
    for (const std::string& file : cp::shippedStudyFiles(dataDir_.toStdString())) {
        // Only the name and question here: loading a study validates its base profiles (slow for 100k GPUs).
        QString name = QFileInfo(text(file)).completeBaseName(), question;
        try {
            const cp::Json doc = cp::parseJson(cp::readTextFile(file), file);
            if (doc.contains("name") && doc["name"].is_string()) name = text(doc["name"].get<std::string>());
            if (doc.contains("question") && doc["question"].is_string()) question = text(doc["question"].get<std::string>());
        } catch (const std::exception& e) {
            question = text(e.what());
        }
        auto* item = new QListWidgetItem(name, studies_);
        item->setData(kFileRole, text(file));
        item->setData(kQuestionRole, question);
        item->setToolTip(text(file));
    }
}

void ExplorerView::refreshInputPaths() {
    QStringList paths = commonInputs();
    if (document_ && document_->hasProfile()) {
        try {
            numericPaths(cp::parseJson(cp::profileToJsonText(document_->profile()), "profile"), "", paths);
        } catch (const std::exception&) {
            // The open profile always serialises; keep the common list if it did not.
        }
    }
    paths.removeDuplicates();
    for (const AxisForm& a : axes_) {
        const QString current = a.path->currentText();
        const QSignalBlocker block(a.path);
        a.path->clear();
        a.path->addItems(paths);
        a.path->setCurrentText(current);
    }
    if (axes_[0].path->currentText().isEmpty()) axes_[0].path->setCurrentText(commonInputs().front());
    if (axes_[1].path->currentText().isEmpty()) axes_[1].path->setCurrentText(QStringLiteral("/power/pue"));
    adHocBox_->setEnabled(document_ && document_->hasProfile());
    // A range still unset (the window opened before the profile): around the open profile's value.
    for (const AxisForm& a : axes_)
        if (a.from->value() == 0 && a.to->value() == 0) suggestRange(a);
}

void ExplorerView::suggestRange(const AxisForm& axis) {
    // A range around the open profile's value: half to twice, logarithmic for counts.
    if (!document_ || !document_->hasProfile()) return;
    try {
        const cp::Json doc = cp::parseJson(cp::profileToJsonText(document_->profile()), "profile");
        const std::string path = axis.path->currentText().toStdString();
        const cp::Json::json_pointer pointer(path);
        double v = 0;
        bool count = false;
        if (doc.contains(pointer) && doc.at(pointer).is_number()) {
            v = doc.at(pointer).get<double>();
            count = doc.at(pointer).is_number_integer();
        } else if (path == "/compute/nodes" || path == "/compute/gpus") {
            // The profile gives the other one of the pair: start from the count the plan derived.
            const cp::ComputeResult& c = document_->plan().compute;
            v = static_cast<double>(path == "/compute/nodes" ? c.nodes : c.gpus);
            count = true;
        }
        if (v == 0) return;
        for (QDoubleSpinBox* box : {axis.from, axis.to}) box->setDecimals(count ? 0 : 3);
        axis.from->setValue(count ? std::max(1.0, std::round(v / 4)) : v / 2);
        axis.to->setValue(count ? std::round(v * 4) : v * 2);
        axis.log->setChecked(count && v >= 4);
    } catch (const std::exception&) {
        // Not a JSON pointer (yet): the user is typing.
    }
}

std::optional<cp::SweepSpec> ExplorerView::adHocSpec(QString* error) const {
    auto fail = [&](const QString& message) {
        if (error) *error = message;
        return std::nullopt;
    };
    if (!document_ || !document_->hasProfile()) return fail(tr("Open a profile to sweep its inputs."));
    cp::SweepSpec spec;
    spec.base_name = document_->displayName().toStdString();
    try {
        spec.base = cp::parseJson(cp::profileToJsonText(document_->profile()), spec.base_name);
        for (int i = 0; i < (grid_->isChecked() ? 2 : 1); ++i) {
            const AxisForm& f = axes_[i];
            cp::SweepAxis axis;
            axis.path = f.path->currentText().trimmed().toStdString();
            axis.label = inputLabel(axis.path).toStdString();  // "Nodes", not "/compute/nodes", on the axis
            if (!f.list->text().trimmed().isEmpty()) {
                for (const QString& v :
                     f.list->text().split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts)) {
                    bool ok = false;
                    const double value = QLocale::c().toDouble(v, &ok);
                    if (!ok) return fail(tr("Input %1: \"%2\" is not a number.").arg(i + 1).arg(v));
                    axis.list.push_back(value);
                }
            } else {
                axis.range = cp::SweepRange{f.from->value(), f.to->value(), f.steps->value(), f.log->isChecked()};
            }
            spec.axes.push_back(axis);
        }
        const QString chosen =
            metric_->currentIndex() >= 0 && metric_->currentText() == metric_->itemText(metric_->currentIndex())
                ? metric_->currentData().toString()
                : metric_->currentText().trimmed();
        spec.metrics.push_back(chosen.toStdString());
        // A few headline numbers for the table besides the charted one.
        for (const char* m :
             {"/compute/gpus", "/fabric/switches_total", "/power/facility_kw", "/cost/capex_usd", "/training/days"})
            if (std::find(spec.metrics.begin(), spec.metrics.end(), m) == spec.metrics.end()) spec.metrics.push_back(m);
        cp::validateSweep(spec, document_->catalog(), "ad-hoc sweep");
    } catch (const std::exception& e) {
        return fail(text(e.what()));
    }
    return spec;
}

bool ExplorerView::runAdHoc(QString* error) {
    auto spec = adHocSpec(error);
    if (!spec) return false;
    Run run;
    run.title = tr("Ad-hoc sweep of %1").arg(document_->displayName());
    QStringList inputs;
    for (const cp::SweepAxis& a : spec->axes) inputs << text(a.label);
    run.question =
        tr("%1 as %2 varies").arg(DisplayUnits::current().metricLabel(spec->metrics.front()), inputs.join(tr(" and ")));
    run.chart.type = "line";
    run.chart.x = spec->axes.front().path;
    run.chart.y = {spec->metrics.front()};
    run.chart.log_x = spec->axes.front().range && spec->axes.front().range->log;
    run.spec = std::move(*spec);
    start(std::move(run));
    return true;
}

bool ExplorerView::loadStudyFile(const QString& path) {
    if (!document_) return false;
    for (int i = 0; i < studies_->count(); ++i)  // mark the study that runs (also when called from outside)
        if (QFileInfo(studies_->item(i)->data(kFileRole).toString()) == QFileInfo(path)) studies_->setCurrentRow(i);
    cp::Diagnostics warnings;
    try {
        QApplication::setOverrideCursor(Qt::WaitCursor);  // base profiles are validated (evaluated) here
        const cp::Study study =
            cp::loadStudyFile(path.toStdString(), (dataDir_ + "/profiles").toStdString(), document_->catalog(), warnings);
        QApplication::restoreOverrideCursor();
        runStudy(study);
        return true;
    } catch (const std::exception& e) {
        QApplication::restoreOverrideCursor();
        setStatus(text(e.what()), true);
        emit runFinished();
        return false;
    }
}

void ExplorerView::runStudy(const cp::Study& study) {
    start(Run{text(study.name), text(study.question), text(study.description), study.spec, study.chart, study.pareto, study.bands});
}

// --- running ------------------------------------------------------------------------

void ExplorerView::start(Run run) {
    if (runner_->isRunning()) {
        pending_ = std::move(run);
        runner_->cancel();
        setStatus(tr("Stopping the running sweep…"));
        return;
    }
    showHeader(run);
    const std::size_t points = cp::sweepPoints(run.spec).size();
    progress_->setRange(0, static_cast<int>(points));
    progress_->setValue(0);
    progress_->setFormat(tr("%v of %m points"));
    runner_->start(run.spec, document_->catalog(), threads_, run.bands);
    current_ = std::move(run);
    setRunning(true);
    setStatus((points == 1 ? tr("Running 1 point…") : tr("Running %1 points…").arg(points)));
}

void ExplorerView::cancel() {
    pending_.reset();
    runner_->cancel();
}

bool ExplorerView::isRunning() const { return runner_->isRunning(); }

const cp::SweepResult& ExplorerView::result() const { return runner_->result(); }

void ExplorerView::setRunning(bool running) {
    cancel_->setEnabled(running);
    run_->setEnabled(!running);
}

void ExplorerView::showHeader(const Run& run) {
    // The chart carries the study's name; the header says what it asks and how.
    title_->setText(run.question);
    question_->setText(run.description);
    questionArea_->setVisible(!run.description.isEmpty());
}

// A run asked for while another was going starts once that one has ended.
bool ExplorerView::startPending() {
    if (!pending_) return false;
    Run next = std::move(*pending_);
    pending_.reset();
    start(std::move(next));
    return true;
}

// The finished sweep in the table and chart (again when the Preferences change the currency).
void ExplorerView::showCurrentResult() {
    const cp::SweepResult& r = runner_->result();
    const bool withPareto = current_ && !current_->pareto.empty();
    model_->setResult(r, paretoRows_, withPareto);
    table_->resizeColumnsToContents();
    for (int c = 0; c < model_->columnCount(); ++c) table_->setColumnWidth(c, std::min(table_->columnWidth(c), 360));
    if (current_) chart_->showResult(r, current_->chart, paretoRows_, current_->title, &runner_->bands());
}

void ExplorerView::onFinished() {
    setRunning(false);
    if (startPending()) return;
    const cp::SweepResult& r = runner_->result();
    paretoRows_.clear();
    if (current_ && !current_->pareto.empty()) {
        cp::Study s;
        s.pareto = current_->pareto;
        paretoRows_ = cp::studyParetoRows(s, r);
    }
    showCurrentResult();
    std::size_t done = 0;
    for (const cp::SweepRow& row : r.rows) done += row.done ? 1 : 0;
    QString status = r.cancelled ? tr("Cancelled after %1 of %2 points.").arg(done).arg(r.rows.size())
                                 : (r.rows.size() == 1 ? tr("1 point") : tr("%1 points").arg(r.rows.size())) +
                                       tr(" in %1 s.").arg(QString::number(r.seconds, 'f', 2));
    if (r.failed())
        status += (r.failed() == 1 ? tr(" 1 point refused by the profile loader (the Table says why).")
                                   : tr(" %1 points refused by the profile loader (the Table says why).").arg(r.failed()));
    if (current_ && !current_->pareto.empty())
        status += tr(" Pareto front: %1 of the designs; click a point to open it.").arg(paretoRows_.size());
    if (!runner_->bands().empty())
        status += tr(" P10–P90 bands: each point sampled %1 times under its default ranges in %2 s.")
                      .arg(runner_->bands().samples)
                      .arg(QString::number(runner_->bands().seconds, 'f', 2));
    progress_->setRange(0, std::max(1, static_cast<int>(r.rows.size())));
    progress_->setValue(static_cast<int>(done));
    setStatus(status);
    emit runFinished();
}

void ExplorerView::onFailed(const QString& message) {
    setRunning(false);
    if (startPending()) return;
    setStatus(message, true);
    emit runFinished();
}

void ExplorerView::setStatus(const QString& message, bool error) {
    status_->setText(message);
    QPalette p = palette();
    if (error) p.setColor(QPalette::WindowText, QColor(0xD5, 0x5E, 0x00));
    status_->setPalette(p);
    status_->setProperty("error", error);
}

QString ExplorerView::statusText() const { return status_->text(); }

// --- opening a point and exports ---------------------------------------------------------

bool ExplorerView::openPoint(int row, QString* error) {
    const cp::SweepResult& r = runner_->result();
    if (!current_ || row < 0 || static_cast<std::size_t>(row) >= r.rows.size()) {
        if (error) *error = tr("There is no such point.");
        return false;
    }
    const cp::SweepRow& point = r.rows[static_cast<std::size_t>(row)];
    if (!point.done || !point.error.empty()) {
        if (error) *error = tr("This point has no valid design: %1").arg(point.done ? text(point.error) : tr("it was not run"));
        return false;
    }
    cp::Json doc = cp::pointDocument(current_->spec, point.point);
    QStringList parts;
    if (point.point.variant < r.variant_labels.size()) parts << text(r.variant_labels[point.point.variant]);
    for (std::size_t a = 0; a < point.point.inputs.size() && a < r.axis_labels.size(); ++a)
        parts << QStringLiteral("%1 %2").arg(text(cp::formatSignificant(point.point.inputs[a])), text(r.axis_labels[a]));
    const QString title = parts.isEmpty() ? current_->title : parts.join(QStringLiteral(", "));
    if (doc.is_object()) doc["name"] = title.toStdString();
    emit openProfileRequested(title, QByteArray::fromStdString(doc.dump(2) + "\n"));
    setStatus(tr("Opened \"%1\" as a new profile.").arg(title));
    return true;
}

bool ExplorerView::exportPng(const QString& path, QString* error) {
    if (runner_->result().rows.empty()) {
        if (error) *error = tr("There is no chart to export yet.");
        return false;
    }
    return chart::exportPng(chart_->plot(), path, error);
}

bool ExplorerView::exportPdf(const QString& path, QString* error) {
    if (runner_->result().rows.empty()) {
        if (error) *error = tr("There is no chart to export yet.");
        return false;
    }
    return chart::exportPdf(chart_->plot(), path, error);
}

bool ExplorerView::exportCsv(const QString& path, QString* error) {
    const cp::SweepResult& r = runner_->result();
    if (r.rows.empty()) {
        if (error) *error = tr("There are no rows to export yet.");
        return false;
    }
    cp::SweepOutputInfo info;
    if (current_) info.title = (current_->title + "\n" + current_->question).toStdString();
    info.with_pareto = current_ && !current_->pareto.empty();
    info.pareto_rows = paretoRows_;
    try {
        cp::writeSweepCsv(path.toStdString(), r, info);
    } catch (const std::exception& e) {
        if (error) *error = text(e.what());
        return false;
    }
    return true;
}

void ExplorerView::exportWithDialog(const QString& kind) {
    const QString filter = kind == "PNG"   ? tr("PNG image (*.png)")
                           : kind == "PDF" ? tr("PDF document (*.pdf)")
                                           : tr("CSV table (*.csv)");
    QString base = current_ ? current_->title : QStringLiteral("sweep");
    base.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9]+")), QStringLiteral("-"));
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export %1").arg(kind), base.toLower() + "." + kind.toLower(), filter);
    if (path.isEmpty()) return;
    QString error;
    const bool ok = kind == "PNG" ? exportPng(path, &error) : kind == "PDF" ? exportPdf(path, &error) : exportCsv(path, &error);
    setStatus(ok ? tr("Wrote %1.").arg(QDir::toNativeSeparators(path)) : error, !ok);
}

}  // namespace cpui
