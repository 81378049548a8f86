#include "explore/uncertainty_view.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include "base/document.h"
#include "base/input_file.h"
#include "common/file_io.h"
#include "common/format.h"
#include "common/input_error.h"
#include "explore/uncertainty_charts.h"
#include "explore/uncertainty_runner.h"
#include "explore/uncertainty_spec.h"
#include "io/uncertainty_export.h"
#include "io/uncertainty_output.h"
#include "plan/metrics.h"
#include "qcustomplot.h"
#include "views/chart_style.h"
#include "views/display_units.h"

namespace cpui {

namespace {

QString valueText(const std::string& metric, double value) {
    const cp::Metric* m = cp::findMetric(metric);
    const DisplayUnits& units = DisplayUnits::current();
    return units.valueText(value, m ? m->unit : std::string(), m, false);
}

QString percentText(double share) { return QLocale().toString(100 * share, 'f', 1) + QStringLiteral(" %"); }


QTableWidgetItem* cell(const QString& text, bool number = true) {
    auto* item = new QTableWidgetItem(text);
    if (number) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

void setUpTable(QTableWidget* table, const QStringList& header) {
    table->setColumnCount(static_cast<int>(header.size()));
    table->setHorizontalHeaderLabels(header);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->verticalHeader()->hide();
    table->setWordWrap(true);
}

void setUpPlot(QCustomPlot* plot) {
    plot->setMinimumSize(260, 150);
    chart::applyPalette(plot, plot->palette());
    // The legend in a row of its own under the axes: inside them it covers the longest bars.
    auto* legendRow = new QCPLayoutGrid;
    plot->plotLayout()->addElement(1, 0, legendRow);
    legendRow->setMargins(QMargins(0, 0, 0, 2));
    legendRow->addElement(0, 0, plot->legend);
    plot->legend->setFillOrder(QCPLegend::foColumnsFirst);
    plot->plotLayout()->setRowStretchFactor(1, 0.001);
    plot->legend->setVisible(false);
}

}  // namespace

UncertaintyView::UncertaintyView(Document* document, QString dataDir, QWidget* parent)
    : QWidget(parent),
      document_(document),
      dataDir_(std::move(dataDir)),
      runner_(new UncertaintyRunner(this)),
      specs_(new QComboBox),
      samples_(new QSpinBox),
      run_(new QPushButton(tr("&Run"))),
      cancel_(new QPushButton(tr("Cancel"))),
      export_(new QPushButton(tr("E&xport…"))),
      progress_(new QProgressBar),
      summary_(new QLabel),
      pages_(new QTabWidget),
      outputs_(new QTableWidget),
      inputs_(new QTableWidget),
      tornado_(new QCustomPlot),
      distribution_(new QCustomPlot) {
    QHBoxLayout* top = buildTopRow();
    setUpWidgets();
    layOutView(top);
    connectSignals();
    useDesignDefaults();
}

UncertaintyView::~UncertaintyView() { delete runner_; }  // cancels and joins before the widgets go

// The ranges chooser (the design's defaults, the shipped specifications, "Open a specification…"),
// the sample count and the run controls.
QHBoxLayout* UncertaintyView::buildTopRow() {
    auto* top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Ranges:")));
    specs_->addItem(tr("Default ranges of this design"));
    for (const std::string& file : cp::shippedUncertaintySpecFiles(dataDir_.toStdString())) {
        const QString path = QString::fromStdString(file);
        specs_->addItem(jsonFileTitle(path), path);
    }
    specs_->addItem(tr("Open a specification…"), QStringLiteral("open"));
    top->addWidget(specs_, 1);
    top->addWidget(new QLabel(tr("Samples:")));
    top->addWidget(samples_);
    top->addWidget(run_);
    top->addWidget(progress_, 1);
    top->addWidget(cancel_);
    top->addWidget(export_);
    return top;
}

void UncertaintyView::setUpWidgets() {
    // A long specification name is elided: the chooser does not widen the window past a laptop's screen.
    specs_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    specs_->setMinimumContentsLength(16);
    samples_->setRange(2, static_cast<int>(cp::kMaxUncertaintySamples));
    samples_->setSingleStep(100);
    samples_->setGroupSeparatorShown(true);
    samples_->setToolTip(tr("Designs sampled on a Latin hypercube; 1,000 give the deciles to about 1 % of the spread"));
    progress_->setRange(0, 1);
    progress_->setValue(0);
    progress_->setFormat(tr("No run yet"));
    cancel_->setEnabled(false);
    export_->setEnabled(false);
    export_->setToolTip(tr("Save the percentiles, the drivers, the inputs and every sample as XLSX (or the samples as CSV)"));
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    setUpTable(outputs_, {tr("Output"), tr("Point"), tr("P10"), tr("P50"), tr("P90")});
    setUpTable(inputs_, {tr("Input"), tr("Distribution"), tr("Low"), tr("Likely"), tr("High"), tr("Range from")});
    // The last column (where each range comes from) fills the width and wraps; rows follow its width.
    inputs_->horizontalHeader()->setStretchLastSection(true);
    inputs_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    outputs_->setToolTip(tr("Point: every input at its likely value. Select an output to see what drives it."));
    for (QCustomPlot* plot : {tornado_, distribution_}) setUpPlot(plot);
}

// The top row and the summary, then two pages: the outputs' table beside the tornado over the
// distribution, and the inputs varied (the page's whole width: where each range comes from is long).
void UncertaintyView::layOutView(QHBoxLayout* top) {
    auto* charts = new QSplitter(Qt::Vertical);
    charts->addWidget(tornado_);
    charts->addWidget(distribution_);
    auto* results = new QSplitter(Qt::Horizontal);
    results->addWidget(outputs_);
    results->addWidget(charts);
    results->setStretchFactor(0, 3);  // the percentiles' five columns first
    results->setStretchFactor(1, 2);
    pages_->addTab(results, tr("Outputs"));
    pages_->addTab(inputs_, tr("Inputs varied"));
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(summary_);
    layout->addWidget(pages_, 1);
}

void UncertaintyView::connectSignals() {
    connect(specs_, &QComboBox::activated, this, [this](int index) {
        const QString file = specs_->itemData(index).toString();
        if (file.isEmpty()) return useDesignDefaults();
        if (file == QLatin1String("open")) return chooseFile();
        QString error;
        if (!loadSpec(file, &error)) summary_->setText(error);
    });
    connect(run_, &QPushButton::clicked, this, &UncertaintyView::run);
    connect(cancel_, &QPushButton::clicked, this, &UncertaintyView::cancel);
    connect(export_, &QPushButton::clicked, this, &UncertaintyView::chooseExportFile);
    connect(outputs_, &QTableWidget::currentCellChanged, this, [this](int row) { selectOutput(row); });
    connect(runner_, &UncertaintyRunner::progress, this, [this](qint64 done, qint64 total) {
        progress_->setRange(0, static_cast<int>(total));
        progress_->setValue(static_cast<int>(done));
    });
    connect(runner_, &UncertaintyRunner::finished, this, &UncertaintyView::showResult);
    connect(runner_, &UncertaintyRunner::failed, this, [this](const QString& message) {
        run_->setEnabled(true);
        cancel_->setEnabled(false);
        summary_->setText(message);
        emit runFinished();
    });
    connect(document_, &Document::changed, this, [this] {
        if (!resultOnDesign_) return;
        resultOnDesign_ = false;  // the numbers are of the design before the edit
        summary_->setText(tr("The design has changed since this run: Run again for its ranges.") + "\n" + summaryText());
        emit designResultChanged();
    });
}

void UncertaintyView::useDesignDefaults() {
    designDefaults_ = true;
    specs_->setCurrentIndex(0);
    samples_->setValue(1000);
    clearResult(tr("Run samples the default ranges of the open design's prices, tariffs, failure rates and the step-time "
                   "model's error (each from what its source says; the Inputs varied page lists them after a run)."));
}

bool UncertaintyView::loadSpec(const QString& path, QString* error) {
    cp::UncertaintySpec spec;
    try {
        cp::Diagnostics warnings;
        spec = cp::loadUncertaintySpecFile(path.toStdString(), dataDir_.toStdString() + "/profiles", document_->catalog(), warnings);
    } catch (const cp::InputError& e) {
        if (error) *error = QString::fromStdString(e.what());
        return false;
    }
    spec_ = std::move(spec);
    designDefaults_ = false;
    // The chooser's entry for the file (however it is named), else a new one before "Open…".
    const QString canonical = QFileInfo(path).canonicalFilePath();
    int index = 1;
    while (index < specs_->count() - 1 && QFileInfo(specs_->itemData(index).toString()).canonicalFilePath() != canonical) ++index;
    if (index == specs_->count() - 1) specs_->insertItem(index, jsonFileTitle(path), path);
    specs_->setCurrentIndex(index);
    samples_->setValue(static_cast<int>(spec_.samples));
    QString message = tr("Ranges of %1 (profile %2): Run samples them.").arg(specs_->currentText(), QString::fromStdString(spec_.base.name));
    if (!spec_.question.empty()) message += '\n' + QString::fromStdString(spec_.question);
    clearResult(message);
    return true;
}

void UncertaintyView::clearResult(const QString& message) {
    summary_->setText(message);
    for (QTableWidget* table : {outputs_, inputs_}) table->setRowCount(0);
    for (QCustomPlot* plot : {tornado_, distribution_}) {
        plot->clearPlottables();
        plot->clearItems();
        plot->setVisible(false);  // no empty axes before there is something to draw
    }
    tornadoInputs_.clear();
    export_->setEnabled(false);
    if (resultOnDesign_) {
        resultOnDesign_ = false;
        emit designResultChanged();
    }
}

bool UncertaintyView::run() {
    if (runner_->isRunning()) return false;
    cp::UncertaintySpec spec = spec_;
    if (designDefaults_) {
        try {
            spec = cp::profileUncertainty(document_->profile(), document_->filePath().toStdString(), document_->catalog());
        } catch (const cp::InputError& e) {
            summary_->setText(tr("The open design cannot be sampled: %1").arg(QString::fromStdString(e.what())));
            return false;
        }
    }
    spec.samples = static_cast<std::size_t>(samples_->value());
    run_->setEnabled(false);
    cancel_->setEnabled(true);
    export_->setEnabled(false);
    progress_->setValue(0);
    progress_->setFormat(tr("%p% of the samples"));
    summary_->setText(tr("Sampling…"));
    return runner_->start(std::move(spec), document_->catalog());
}

void UncertaintyView::cancel() { runner_->cancel(); }

bool UncertaintyView::isRunning() const { return runner_->isRunning(); }

void UncertaintyView::showResult() {
    run_->setEnabled(true);
    cancel_->setEnabled(false);
    if (!runner_->hasResult()) {
        clearResult(tr("Cancelled: no result (a part of the samples tells nothing about the deciles)."));
        progress_->setFormat(tr("Cancelled"));
        emit runFinished();
        return;
    }
    progress_->setFormat(tr("%Ln sample(s)", nullptr, static_cast<int>(runner_->result().samples)));
    summary_->setText(summaryText());
    showOutputs();
    showInputs();
    for (QCustomPlot* plot : {tornado_, distribution_}) plot->setVisible(true);
    outputs_->setCurrentCell(0, 0);
    selectOutput(0);
    export_->setEnabled(true);
    resultOnDesign_ = designDefaults_;
    emit designResultChanged();
    emit runFinished();
}

QString UncertaintyView::summaryText() const {
    const cp::UncertaintySpec& spec = runner_->spec();
    const cp::UncertaintyResult& r = runner_->result();
    const QLocale locale;
    QString text = tr("%1: %2 samples of %3 inputs with ranges (Latin hypercube, seed %4) in %5 s.")
                       .arg(QString::fromStdString(spec.base.name), locale.toString(static_cast<qulonglong>(r.samples)))
                       .arg(r.inputs.size())
                       .arg(spec.seed)
                       .arg(r.seconds, 0, 'f', 2);
    text += ' ' + (!r.designs_reused  ? tr("Every sample builds its design (a node's power can pick its rack).")
                   : r.designs_repriced ? tr("The design is built once and repriced per sample (built again when a medium's "
                                             "price makes another medium the cheapest).")
                                        : tr("The design is built once: no sampled input reaches the build stages."));
    if (r.failed) text += ' ' + tr("%Ln sample(s) could not be planned.", nullptr, static_cast<int>(r.failed));
    QStringList limits;
    for (std::size_t l = 0; l < spec.limits.size(); ++l) {
        const cp::OptimizeConstraint& limit = spec.limits[l];
        QString bound;
        if (limit.hasMin()) bound += QStringLiteral(" ≥ ") + valueText(limit.metric, limit.min);
        if (limit.hasMax()) bound += QStringLiteral(" ≤ ") + valueText(limit.metric, limit.max);
        limits << tr("%1%2 in %3").arg(DisplayUnits::current().metricLabel(limit.metric), bound, percentText(r.limit_probability[l]));
    }
    if (spec.limits.size() > 1) limits << tr("all at once in %1").arg(percentText(r.all_limits_probability));
    if (!limits.isEmpty()) text += '\n' + tr("Limits met: %1.").arg(limits.join(QStringLiteral("; ")));
    return text;
}

void UncertaintyView::showOutputs() {
    const cp::UncertaintyResult& r = runner_->result();
    outputs_->setRowCount(static_cast<int>(r.outputs.size()));
    for (int row = 0; row < outputs_->rowCount(); ++row) {
        const cp::OutputDistribution& o = r.outputs[static_cast<std::size_t>(row)];
        outputs_->setItem(row, 0, cell(DisplayUnits::current().metricLabel(o.metric), false));
        outputs_->setItem(row, 1, cell(o.point ? valueText(o.metric, *o.point) : QStringLiteral("—")));
        int col = 1;
        for (double v : {o.p10, o.p50, o.p90}) outputs_->setItem(row, ++col, cell(o.count ? valueText(o.metric, v) : QStringLiteral("—")));
    }
    outputs_->resizeColumnsToContents();
    constexpr int kLabelWidth = 180;  // long labels wrap rather than push the percentiles out of view
    if (outputs_->columnWidth(0) > kLabelWidth) outputs_->setColumnWidth(0, kLabelWidth);
    outputs_->resizeRowsToContents();
}

void UncertaintyView::showInputs() {
    const cp::UncertaintyResult& r = runner_->result();
    inputs_->setRowCount(static_cast<int>(r.inputs.size()));
    for (int row = 0; row < inputs_->rowCount(); ++row) {
        const cp::UncertainInput& in = r.inputs[static_cast<std::size_t>(row)];
        auto* name = cell(uncertainInputText(in), false);
        name->setToolTip(QString::fromStdString(in.path));
        inputs_->setItem(row, 0, name);
        inputs_->setItem(row, 1, cell(QString::fromStdString(std::string(cp::enumName(in.range.distribution))), false));
        int col = 1;
        for (double v : {in.range.low, in.range.likely, in.range.high})
            inputs_->setItem(row, ++col, cell(QString::fromStdString(cp::formatSignificant(v))));
        auto* basis = cell(uncertainBasisText(in.basis), false);
        basis->setToolTip(basis->text());
        inputs_->setItem(row, 5, basis);
    }
    inputs_->resizeColumnsToContents();
    constexpr int kInputWidth = 220;  // the input's name wraps; where its range comes from takes the rest
    if (inputs_->columnWidth(0) > kInputWidth) inputs_->setColumnWidth(0, kInputWidth);
}

void UncertaintyView::selectOutput(int row) {
    if (!runner_->hasResult() || row < 0 || row >= static_cast<int>(runner_->result().outputs.size())) return;
    const auto index = static_cast<std::size_t>(row);
    tornadoInputs_ = drawTornado(tornado_, runner_->result(), index);
    drawDistribution(distribution_, runner_->result().outputs[index], runner_->spec().limits);
}

const cp::UncertaintyResult* UncertaintyView::designResult() const { return resultOnDesign_ ? &runner_->result() : nullptr; }

void UncertaintyView::chooseFile() {
    const QString file = QFileDialog::getOpenFileName(this, tr("Open an uncertainty specification"),
                                                      dataDir_ + "/studies/uncertainty", tr("Uncertainty specifications (*.json)"));
    QString error;
    if (file.isEmpty()) {
        specs_->setCurrentIndex(designDefaults_ ? 0 : specs_->findData(QString::fromStdString(spec_.file)));
        return;
    }
    if (!loadSpec(file, &error)) summary_->setText(error);
}

void UncertaintyView::chooseExportFile() {
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the ranges"), QString(), tr("Spreadsheet (*.xlsx);;CSV (*.csv)"));
    if (path.isEmpty()) return;
    QString error;
    if (!exportResult(path, &error)) QMessageBox::warning(this, tr("Export"), error);
}

bool UncertaintyView::exportResult(const QString& path, QString* error) {
    if (!export_->isEnabled()) {
        *error = tr("Run the ranges first: there is no result to export");
        return false;
    }
    try {
        if (path.endsWith(".csv", Qt::CaseInsensitive))
            cp::writeFileAtomically(path.toStdString(), cp::uncertaintyCsv(runner_->result()));
        else if (path.endsWith(".xlsx", Qt::CaseInsensitive))
            cp::writeUncertaintyXlsx(path.toStdString(), runner_->spec(), runner_->result());
        else {
            *error = tr("%1: choose a file ending in .xlsx or .csv").arg(path);
            return false;
        }
    } catch (const std::exception& e) {
        *error = QString::fromStdString(e.what());
        return false;
    }
    return true;
}

}  // namespace cpui
