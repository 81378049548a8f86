#include "explore/optimize_view.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFile>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include "base/input_file.h"
#include "common/input_error.h"
#include "explore/optimize_runner.h"
#include "explore/optimize_spec_dialog.h"
#include "common/file_io.h"
#include "io/optimize_export.h"
#include "io/optimize_output.h"
#include "plan/metrics.h"
#include "qcustomplot.h"
#include "base/document.h"
#include "views/chart_style.h"

namespace cpui {

namespace {

QString metricName(const std::string& path) { return QString::fromStdString(cp::metricLabel(path)); }
// A column heading: the unit on its own line, so a narrow column shows the whole name.
QString columnName(const std::string& path) { return metricName(path).replace(" [", "\n["); }

// Money is plotted in millions of USD so ticks read "500" rather than "5·10^8".
double plotScale(const std::string& path) { return cp::metricFormat(path) == cp::MetricFormat::Money ? 1e-6 : 1; }

QString axisTitle(const std::string& path) {
    return plotScale(path) == 1 ? metricName(path) : OptimizeView::tr("%1, millions").arg(metricName(path));
}

QString valueText(const std::string& path, double v) { return QString::fromStdString(cp::metricText(path, v)); }


}  // namespace

OptimizeView::OptimizeView(Document* document, QString dataDir, QWidget* parent)
    : QWidget(parent),
      document_(document),
      dataDir_(std::move(dataDir)),
      runner_(new OptimizeRunner(this)),
      specs_(new QComboBox),
      question_(new QLabel),
      summary_(new QLabel),
      edit_(new QPushButton(tr("&Edit…"))),
      run_(new QPushButton(tr("&Run"))),
      cancel_(new QPushButton(tr("Cancel"))),
      useBest_(new QPushButton(tr("&Use the best design"))),
      export_(new QPushButton(tr("E&xport…"))),
      progress_(new QProgressBar),
      table_(new QTableWidget),
      plot_(new QCustomPlot),
      details_(new QPlainTextEdit) {
    QHBoxLayout* top = buildTopRow();
    setUpResultWidgets();
    layOutView(top);
    connectSignals();
    if (specs_->count() > 1) {
        QString error;
        if (!loadSpec(specs_->itemData(0).toString(), &error)) summary_->setText(error);
    }
}

// The question chooser (the shipped specifications, then "Open a specification…") and the run controls.
QHBoxLayout* OptimizeView::buildTopRow() {
    auto* top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Question:")));
    for (const std::string& file : cp::shippedOptimizeSpecFiles(dataDir_.toStdString())) {
        const QString path = QString::fromStdString(file);
        specs_->addItem(jsonFileTitle(path), path);
    }
    specs_->addItem(tr("Open a specification…"));
    top->addWidget(specs_, 1);
    top->addWidget(edit_);
    top->addWidget(run_);
    top->addWidget(progress_, 1);
    top->addWidget(cancel_);
    top->addWidget(useBest_);
    return top;
}

// The widgets' settings and their state before any run: no progress, no plot, nothing to cancel or use.
void OptimizeView::setUpResultWidgets() {
    progress_->setRange(0, 1);
    progress_->setValue(0);
    progress_->setFormat(tr("No search run yet"));
    plot_->setVisible(false);  // no empty axes before there is a front to draw
    cancel_->setEnabled(false);
    useBest_->setEnabled(false);
    export_->setEnabled(false);
    export_->setToolTip(tr("Save the ranking, the Pareto front and the best design per option as XLSX or CSV"));
    question_->setWordWrap(true);
    summary_->setWordWrap(true);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->verticalHeader()->hide();
    table_->setWordWrap(true);
    details_->setReadOnly(true);
    details_->setPlaceholderText(
        tr("Run the search: the leading designs are listed above, and here how the search went "
           "and what each leading design is."));
    details_->setLineWrapMode(QPlainTextEdit::NoWrap);
    details_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    plot_->setMinimumSize(200, 160);
    chart::fitVerticalAxisLabels(plot_);
}

// The top row, the question and summary, then the table beside the plot over the details.
void OptimizeView::layOutView(QHBoxLayout* top) {
    auto* results = new QSplitter(Qt::Horizontal);
    results->addWidget(table_);
    results->addWidget(plot_);
    results->setStretchFactor(0, 2);  // the ranking's columns first
    results->setStretchFactor(1, 1);
    plot_->setMinimumWidth(320);  // narrower, the tick labels run together
    // The legend in a row of its own under the axes: inside them, in any corner, it covered part of
    // some front (a front's shape decides which corner is free, and a few points leave none).
    auto* legendRow = new QCPLayoutGrid;
    plot_->plotLayout()->addElement(1, 0, legendRow);
    legendRow->setMargins(QMargins(0, 0, 0, 4));
    legendRow->addElement(0, 0, plot_->legend);
    plot_->legend->setFillOrder(QCPLegend::foColumnsFirst);
    plot_->plotLayout()->setRowStretchFactor(1, 0.001);
    auto* body = new QSplitter(Qt::Vertical);
    body->addWidget(results);
    body->addWidget(details_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(question_);
    auto* answer = new QHBoxLayout;  // the search's summary and the export of its answer
    answer->addWidget(summary_, 1);
    answer->addWidget(export_, 0, Qt::AlignTop);
    layout->addLayout(answer);
    layout->addWidget(body, 1);
}

void OptimizeView::connectSignals() {
    connect(specs_, &QComboBox::activated, this, [this](int index) {
        const QString file = specs_->itemData(index).toString();
        if (file.isEmpty()) return chooseFile();
        QString error;
        if (!loadSpec(file, &error)) summary_->setText(error);
    });
    connect(edit_, &QPushButton::clicked, this, &OptimizeView::editSpec);
    connect(run_, &QPushButton::clicked, this, &OptimizeView::run);
    connect(cancel_, &QPushButton::clicked, this, &OptimizeView::cancel);
    connect(export_, &QPushButton::clicked, this, &OptimizeView::chooseExportFile);
    connect(useBest_, &QPushButton::clicked, this, [this] {
        QString error;
        if (!useBest(&error)) summary_->setText(error);
    });
    connect(runner_, &OptimizeRunner::progress, this, [this](qint64 done, qint64 total) {
        progress_->setRange(0, static_cast<int>(total));
        progress_->setValue(static_cast<int>(done));
    });
    connect(runner_, &OptimizeRunner::finished, this, &OptimizeView::showResult);
    connect(runner_, &OptimizeRunner::failed, this, [this](const QString& message) {
        run_->setEnabled(true);
        edit_->setEnabled(true);
        cancel_->setEnabled(false);
        summary_->setText(message);
    });
}

OptimizeView::~OptimizeView() { delete runner_; }  // cancels and joins before the widgets go

bool OptimizeView::loadSpec(const QString& path, QString* error) {
    try {
        cp::Diagnostics warnings;
        spec_ =
            cp::loadOptimizeSpecFile(path.toStdString(), dataDir_.toStdString() + "/profiles", document_->catalog(), warnings);
    } catch (const cp::InputError& e) {
        if (error) *error = QString::fromStdString(e.what());
        return false;
    }
    setSpec(spec_);
    return true;
}

void OptimizeView::setSpec(const cp::OptimizeSpec& spec) {
    if (&spec != &spec_) spec_ = spec;
    haveSpec_ = true;
    question_->setText("<b>" + QString::fromStdString(spec_.name).toHtmlEscaped() + "</b><br>" +
                       QString::fromStdString(spec_.question).toHtmlEscaped());
    summary_->setText(tr("Run searches every combination of the specification's options."));
    table_->clear();
    table_->setRowCount(0);
    table_->setVisible(false);  // no empty grid before there are designs to list
    details_->clear();
    plot_->clearGraphs();
    plot_->setVisible(false);
    useBest_->setEnabled(false);
    export_->setEnabled(false);
}

void OptimizeView::editSpec() {
    if (!haveSpec_ || runner_->isRunning()) return;
    OptimizeSpecDialog dialog(spec_, document_->profile(), dataDir_ + "/profiles", document_->catalog(), this);
    if (dialog.exec() == QDialog::Accepted) setSpec(dialog.spec());
}

bool OptimizeView::run() {
    if (!haveSpec_ || runner_->isRunning()) return false;
    run_->setEnabled(false);
    edit_->setEnabled(false);
    cancel_->setEnabled(true);
    useBest_->setEnabled(false);
    export_->setEnabled(false);
    progress_->setValue(0);
    progress_->setFormat(tr("%p% of the families"));
    summary_->setText(tr("Searching…"));
    return runner_->start(spec_, document_->catalog());
}

void OptimizeView::cancel() { runner_->cancel(); }

bool OptimizeView::isRunning() const { return runner_->isRunning(); }

void OptimizeView::showResult() {
    run_->setEnabled(true);
    edit_->setEnabled(true);
    cancel_->setEnabled(false);
    const cp::OptimizeSpec& spec = runner_->spec();
    const cp::OptimizeResult& r = runner_->result();
    const QLocale locale;
    summary_->setText(tr("%1 candidate designs in %2 families: %3 evaluated, the rest excluded by lower bounds that hold "
                         "(%4 families pruned, %5 without a feasible design) in %6 s%7")
                          .arg(locale.toString(static_cast<qulonglong>(r.candidates)))
                          .arg(r.families)
                          .arg(locale.toString(static_cast<qulonglong>(r.evaluations)))
                          .arg(r.families_pruned)
                          .arg(r.families_infeasible)
                          .arg(r.seconds, 0, 'f', 2)
                          .arg(r.cancelled ? tr(" (cancelled)") : QString()));
    QStringList header{tr("Design"), tr("GPUs"), columnName(spec.objective)};
    for (std::size_t k : cp::limitColumns(spec)) header << columnName(spec.constraints[k].metric);
    table_->setColumnCount(static_cast<int>(header.size()));
    table_->setHorizontalHeaderLabels(header);
    table_->setRowCount(static_cast<int>(r.top.size()));
    for (int row = 0; row < static_cast<int>(r.top.size()); ++row) {
        const cp::OptimizeCandidate& c = r.top[static_cast<std::size_t>(row)];
        QStringList cells{QString::fromStdString(cp::choiceLabel(spec, c.choice)),
                          QLocale().toString(static_cast<qlonglong>(c.gpus)), valueText(spec.objective, c.objective)};
        for (std::size_t k : cp::limitColumns(spec)) cells << valueText(spec.constraints[k].metric, c.limits[k]);
        for (int col = 0; col < cells.size(); ++col) table_->setItem(row, col, new QTableWidgetItem(cells[col]));
    }
    table_->resizeColumnsToContents();
    // Long option labels wrap onto a second line rather than push the metric columns out of view.
    constexpr int kDesignColumnWidth = 220;
    if (table_->columnWidth(0) > kDesignColumnWidth) table_->setColumnWidth(0, kDesignColumnWidth);
    table_->resizeRowsToContents();
    table_->setVisible(true);
    details_->setPlainText(QString::fromStdString(cp::optimizeText(spec, r, runner_->insight())));
    useBest_->setEnabled(!r.top.empty());
    export_->setEnabled(!r.cancelled);
    showFront();
    emit runFinished();
}

void OptimizeView::showFront() {
    const cp::OptimizeSpec& spec = runner_->spec();
    const cp::OptimizeResult& r = runner_->result();
    plot_->clearGraphs();
    plot_->setVisible(spec.pareto.size() == 2 && !r.front.empty());
    if (spec.pareto.size() == 2 && !r.front.empty()) {
        QCPGraph* front = plot_->addGraph();
        front->setName(tr("Pareto front"));
        front->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 7));
        const double sx = plotScale(spec.pareto[0]), sy = plotScale(spec.pareto[1]);
        for (const cp::OptimizeCandidate& c : r.front) front->addData(c.pareto[0] * sx, c.pareto[1] * sy);
        if (!r.top.empty() && r.top.front().pareto.size() == 2) {
            QCPGraph* best = plot_->addGraph();
            best->setName(tr("best design"));
            best->setLineStyle(QCPGraph::lsNone);
            best->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssStar, QColor(200, 40, 40), 14));
            best->addData(r.top.front().pareto[0] * sx, r.top.front().pareto[1] * sy);
        }
        plot_->xAxis->setLabel(axisTitle(spec.pareto[0]));
        plot_->yAxis->setLabel(axisTitle(spec.pareto[1]));
        plot_->legend->setVisible(true);
        plot_->rescaleAxes();
        // A front from 64 to 30,000 GPUs spans days from hundreds to a few: a linear axis would
        // flatten the part where the choice is made, so a wide positive range is drawn on a log scale.
        for (QCPAxis* axis : {plot_->xAxis, plot_->yAxis}) {
            const QCPRange range = axis->range();
            const bool wide = range.lower > 0 && range.upper / range.lower > 20;
            axis->setScaleType(wide ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
            axis->setTicker(wide ? QSharedPointer<QCPAxisTicker>(new QCPAxisTickerLog)
                                 : QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
            axis->ticker()->setTickCount(4);  // "500  700  900  1,100", not seven labels run together
            axis->scaleRange(wide ? 1.3 : 1.1);
        }
    }
    plot_->replot();
}

void OptimizeView::chooseFile() {
    const QString file = QFileDialog::getOpenFileName(this, tr("Open an optimize specification"), dataDir_ + "/studies/optimize",
                                                      tr("Optimize specifications (*.json)"));
    if (file.isEmpty()) return;
    QString error;
    if (!loadSpec(file, &error)) summary_->setText(error);
}

void OptimizeView::chooseExportFile() {
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the optimizer's answer"), QString(),
                                                      tr("Spreadsheet (*.xlsx);;CSV (*.csv)"));
    if (path.isEmpty()) return;
    QString error;
    if (!exportAnswer(path, &error)) QMessageBox::warning(this, tr("Export"), error);
}

bool OptimizeView::exportAnswer(const QString& path, QString* error) {
    if (!export_->isEnabled()) {
        *error = tr("Run the search first: there is no answer to export");
        return false;
    }
    try {
        if (path.endsWith(".csv", Qt::CaseInsensitive))
            cp::writeFileAtomically(path.toStdString(), cp::optimizeCsv(runner_->spec(), runner_->result()));
        else if (path.endsWith(".xlsx", Qt::CaseInsensitive))
            cp::writeOptimizeXlsx(path.toStdString(), runner_->spec(), runner_->result());
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

bool OptimizeView::useBest(QString* error) {
    if (runner_->result().top.empty()) {
        if (error) *error = tr("No design meets every limit.");
        return false;
    }
    try {
        const cp::Profile best = cp::bestProfile(runner_->spec(), document_->catalog(), runner_->result());
        return document_->applyEdit(tr("Use the optimized design"), best, error);
    } catch (const cp::InputError& e) {
        if (error) *error = QString::fromStdString(e.what());
        return false;
    }
}

}  // namespace cpui
