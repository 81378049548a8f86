#include "calibration/calibration_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include "base/input_file.h"
#include "calibration/calibration_chart.h"
#include "calibration/calibration_layer.h"
#include "calibration/fit_text.h"
#include "calibration/gemm_table.h"
#include "calibration/nccl_tests.h"
#include "catalog/catalog_loader.h"
#include "common/input_error.h"
#include "base/atomic_save.h"
#include "base/document.h"
#include "base/message_box.h"

namespace cpui {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

QString collectiveText(cp::perf::Collective c) {
    switch (c) {
    case cp::perf::Collective::AllReduce:
        return CalibrationDialog::tr("all-reduce");
    case cp::perf::Collective::ReduceScatter:
        return CalibrationDialog::tr("reduce-scatter");
    case cp::perf::Collective::AllGather:
        return CalibrationDialog::tr("all-gather");
    case cp::perf::Collective::AllToAll:
        return CalibrationDialog::tr("all-to-all");
    case cp::perf::Collective::SendRecv:
        break;
    }
    return CalibrationDialog::tr("send/receive");
}

QString scopeText(cp::calib::MeasurementScope s) {
    switch (s) {
    case cp::calib::MeasurementScope::ScaleUp:
        return CalibrationDialog::tr("inside the NVLink domain");
    case cp::calib::MeasurementScope::Node:
        return CalibrationDialog::tr("inside one node (PCIe)");
    case cp::calib::MeasurementScope::Network:
        break;
    }
    return CalibrationDialog::tr("across nodes");
}

QTableWidget* makeTable(const QStringList& headers, QWidget* parent) {
    auto* t = new QTableWidget(0, static_cast<int>(headers.size()), parent);
    t->setHorizontalHeaderLabels(headers);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->verticalHeader()->setVisible(false);
    t->horizontalHeader()->setStretchLastSection(true);
    return t;
}

void setRow(QTableWidget* table, int row, const QStringList& cells, const QString& tip = {}) {
    for (int c = 0; c < cells.size(); ++c) {
        auto* item = new QTableWidgetItem(cells[c]);
        if (!tip.isEmpty()) item->setToolTip(tip);
        table->setItem(row, c, item);
    }
}

QString valueText(const cp::calib::ParameterFit& p, double v) {
    if (p.unit == "s") return q(cp::calib::formatDuration(v));
    if (p.unit == "FLOP/s") return v > 0 ? q(cp::calib::formatFlopsRate(v)) : CalibrationDialog::tr("not measured");
    return q(cp::calib::formatShare(v));
}

}  // namespace

CalibrationDialog::CalibrationDialog(Document* document, const QString& dataDir, QWidget* parent, const QString& userCatalogPath)
    : QDialog(parent), document_(document), user_(std::make_unique<UserCatalog>(dataDir, userCatalogPath)) {
    setWindowTitle(tr("Calibrate from measurements"));
    try {
        if (!user_->load(&loadError_))
            user_.reset();  // the user catalog does not load: fits only, nothing to add to
        else
            loadError_.clear();
        base_ = document_ ? document_->catalog() : user_->merged();
    } catch (const cp::InputError& e) {
        loadError_ = QString::fromStdString(e.what());  // the shipped catalog: the install is broken
        user_.reset();
    }
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(buildInputs());
    splitter->addWidget(buildResults());
    splitter->setStretchFactor(1, 3);
    status_ = new QLabel(this);
    status_->setWordWrap(true);
    status_->setTextFormat(Qt::PlainText);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    save_ = buttons->addButton(tr("Add to user catalog"), QDialogButtonBox::ActionRole);
    save_->setToolTip(
        tr("Adds the fitted values to your user catalog, which the plans use at once; values not fitted keep "
           "the catalog's"));
    connect(save_, &QPushButton::clicked, this, &CalibrationDialog::saveToUserCatalog);
    export_ = buttons->addButton(tr("Export catalog layer…"), QDialogButtonBox::ActionRole);
    export_->setToolTip(tr("Writes the fitted values as a catalog file for clusterplanner-cli --catalog FILE"));
    connect(export_, &QPushButton::clicked, this, &CalibrationDialog::exportDialog);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(status_);
    layout->addWidget(buttons);
    resize(1200, 720);
    refit();
}

QWidget* CalibrationDialog::buildInputs() {
    auto* box = new QWidget(this);
    auto* layout = new QVBoxLayout(box);
    tabs_ = new QTabWidget(box);
    auto* ncclPage = new QWidget(tabs_);
    auto* ncclForm = new QFormLayout(ncclPage);
    auto* ncclHint = new QLabel(tr("Output of all_reduce_perf, all_gather_perf, reduce_scatter_perf, alltoall_perf or "
                                   "sendrecv_perf as nccl-tests print it, one run or several per file."),
                                ncclPage);
    ncclHint->setWordWrap(true);
    ncclForm->addRow(ncclHint);
    nic_ = new QDoubleSpinBox(ncclPage);
    nic_->setRange(0, 100000);
    nic_->setDecimals(0);
    nic_->setSuffix(tr(" Gb/s"));
    nic_->setSpecialValueText(tr("not given"));
    nic_->setToolTip(
        tr("A node's NIC bandwidth divided by its GPUs (8 × 400G NICs for 8 GPUs: 400); needed to fit runs across nodes"));
    ncclForm->addRow(tr("NIC bandwidth per GPU:"), nic_);
    tabs_->addTab(ncclPage, tr("Collectives (nccl-tests)"));
    auto* gemmPage = new QWidget(tabs_);
    auto* gemmForm = new QFormLayout(gemmPage);
    auto* gemmHint =
        new QLabel(tr("A CSV table with the columns M, N, K, dtype and TFLOP/s (or time_s, time_ms, time_us)."), gemmPage);
    gemmHint->setWordWrap(true);
    gemmForm->addRow(gemmHint);
    share_ = new QDoubleSpinBox(gemmPage);
    share_->setRange(0, 1);
    share_->setDecimals(3);
    share_->setSingleStep(0.01);
    share_->setSpecialValueText(tr("from the catalog's values"));
    share_->setToolTip(tr("The share of the measured GEMM rate a training step sustains (clock under load, backward layouts)"));
    gemmForm->addRow(tr("Training share:"), share_);
    tabs_->addTab(gemmPage, tr("GEMM table (CSV)"));
    layout->addWidget(tabs_);
    fileList_ = new QListWidget(box);
    layout->addWidget(new QLabel(tr("Files:"), box));
    layout->addWidget(fileList_, 1);
    auto* fileButtons = new QHBoxLayout;
    auto* add = new QPushButton(tr("Add files…"), box);
    auto* remove = new QPushButton(tr("Remove"), box);
    fileButtons->addWidget(add);
    fileButtons->addWidget(remove);
    fileButtons->addStretch();
    layout->addLayout(fileButtons);
    auto* gpuForm = new QFormLayout;
    gpu_ = new QComboBox(box);
    gpu_->addItem(tr("(fits only)"), QString());
    for (const auto& g : base_.performance.gpus) gpu_->addItem(q(g.gpu.name), q(g.gpu.name));
    gpu_->setToolTip(tr("The GPU measured: its nominal bandwidths and peaks turn the fits into its values"));
    gpuForm->addRow(tr("GPU:"), gpu_);
    layout->addLayout(gpuForm);
    connect(add, &QPushButton::clicked, this, [this] {
        const bool nccl = measurement() == Measurement::Collectives;
        const QStringList chosen = QFileDialog::getOpenFileNames(
            this, tr("Add measurement files"), QString(),
            nccl ? tr("nccl-tests output (*.txt *.log *.out);;All files (*)") : tr("CSV (*.csv);;All files (*)"));
        addFiles(chosen);
    });
    connect(remove, &QPushButton::clicked, this, [this] { removeFile(fileList_->currentRow()); });
    connect(tabs_, &QTabWidget::currentChanged, this, [this] { refit(); });
    connect(gpu_, &QComboBox::currentIndexChanged, this, [this] { refit(); });
    connect(nic_, &QDoubleSpinBox::valueChanged, this, [this] { refit(); });
    connect(share_, &QDoubleSpinBox::valueChanged, this, [this] { refit(); });
    return box;
}

QWidget* CalibrationDialog::buildResults() {
    auto* box = new QSplitter(Qt::Vertical, this);
    chart_ = new CalibrationChart(box);
    auto* lower = new QWidget(box);
    auto* layout = new QVBoxLayout(lower);
    layout->setContentsMargins(0, 0, 0, 0);
    summary_ = new QLabel(lower);
    summary_->setWordWrap(true);
    summary_->setTextFormat(Qt::PlainText);
    layout->addWidget(summary_);
    fits_ = makeTable({}, lower);
    layout->addWidget(fits_, 1);
    layout->addWidget(new QLabel(tr("Values for the user catalog:"), lower));
    values_ = makeTable({tr("Value"), tr("Fitted"), tr("Before"), tr("Source")}, lower);
    layout->addWidget(values_, 1);
    box->addWidget(chart_);
    box->addWidget(lower);
    box->setStretchFactor(0, 3);
    box->setStretchFactor(1, 2);
    return box;
}

CalibrationDialog::~CalibrationDialog() = default;

void CalibrationDialog::open(Document* document, const QString& dataDir, QWidget* parent) {
    CalibrationDialog dialog(document, dataDir, parent);
    dialog.exec();
}

void CalibrationDialog::setMeasurement(Measurement m) { tabs_->setCurrentIndex(m == Measurement::Gemm ? 1 : 0); }
CalibrationDialog::Measurement CalibrationDialog::measurement() const {
    return tabs_->currentIndex() == 1 ? Measurement::Gemm : Measurement::Collectives;
}
QStringList CalibrationDialog::files() const { return measurement() == Measurement::Gemm ? gemmFiles_ : ncclFiles_; }
QString CalibrationDialog::errorText() const { return error_; }

void CalibrationDialog::addFiles(const QStringList& files) {
    QStringList& list = measurement() == Measurement::Gemm ? gemmFiles_ : ncclFiles_;
    for (const QString& f : files)
        if (!list.contains(f)) list << f;
    refit();
}

void CalibrationDialog::removeFile(int row) {
    QStringList& list = measurement() == Measurement::Gemm ? gemmFiles_ : ncclFiles_;
    if (row < 0 || row >= list.size()) return;
    list.removeAt(row);
    refit();
}

void CalibrationDialog::setGpu(const QString& name) { gpu_->setCurrentIndex(std::max(0, gpu_->findData(name))); }
void CalibrationDialog::setNicGbps(double gbps) { nic_->setValue(gbps); }
void CalibrationDialog::setTrainingShare(double share) { share_->setValue(share); }

void CalibrationDialog::refit() {
    collectives_.reset();
    gemm_.reset();
    error_.clear();
    fileList_->clear();
    for (const QString& f : files()) fileList_->addItem(QFileInfo(f).fileName());
    try {
        if (files().isEmpty()) {
            chart_->clear();
        } else if (measurement() == Measurement::Collectives) {
            fitCollectives();
        } else {
            fitGemm();
        }
    } catch (const cp::InputError& e) {
        error_ = QString::fromStdString(e.what());
        chart_->clear(tr("The measurements could not be read"));
    }
    notes_.clear();
    showFits();
    QString status = error_.isEmpty() ? notes_ : error_;
    if (!loadError_.isEmpty()) status = loadError_ + (status.isEmpty() ? QString() : "\n" + status);  // why nothing can be added
    status_->setText(status);
    status_->setStyleSheet(error_.isEmpty() && loadError_.isEmpty() ? QString() : QStringLiteral("color: #b00020"));
    save_->setEnabled(user_ && fittedCount() > 0);
    export_->setEnabled(user_ && fittedCount() > 0);
}

void CalibrationDialog::fitCollectives() {
    std::vector<cp::calib::NcclTestsRun> runs;
    for (const QString& f : ncclFiles_) {
        cp::Diagnostics warnings;
        for (auto& run : cp::calib::loadNcclTests(f.toStdString(), warnings)) runs.push_back(std::move(run));
    }
    cp::calib::CollectiveCalibrationInput input;
    input.gpu = gpu_->currentData().toString().toStdString();
    input.nic_bytes_per_second_per_gpu = nic_->value() * 1e9 / 8;
    input.date = cp::calib::todayUtc();
    collectives_ = cp::calib::calibrateCollectives(runs, base_.performance, input);
    chart_->showCollectives(*collectives_);
}

void CalibrationDialog::fitGemm() {
    std::vector<cp::calib::GemmTable> tables;
    for (const QString& f : gemmFiles_) {
        cp::Diagnostics warnings;
        tables.push_back(cp::calib::loadGemmTable(f.toStdString(), warnings));
    }
    if (gpu_->currentData().toString().isEmpty()) {
        chart_->clear(tr("Choose the GPU measured: GEMM efficiencies are shares of its peak"));
        return;
    }
    cp::calib::GemmCalibrationInput input;
    input.gpu = gpu_->currentData().toString().toStdString();
    if (share_->value() > 0) input.training_share = share_->value();
    input.date = cp::calib::todayUtc();
    gemm_ = cp::calib::calibrateGemm(tables, base_.performance, input);
    chart_->showGemm(*gemm_);
}

// One row per run (collectives) or per precision (GEMMs), with the fit's quality; the scopes'
// joint fits in the summary above.
void CalibrationDialog::showFits() {
    QStringList lines;
    if (collectives_) {
        fits_->setColumnCount(9);
        fits_->setHorizontalHeaderLabels({tr("File"), tr("Collective"), tr("Ranks"), tr("Nodes"), tr("Latency"),
                                          tr("Bus bandwidth"), tr("R²"), tr("Max error"), tr("Model max error")});
        fits_->setRowCount(static_cast<int>(collectives_->runs.size()));
        for (int i = 0; i < fits_->rowCount(); ++i) {
            const cp::calib::RunFit& r = collectives_->runs[static_cast<std::size_t>(i)];
            const bool ok = r.fit.problem.empty();
            setRow(
                fits_, i,
                {QFileInfo(q(r.run.file)).fileName(), collectiveText(r.run.collective), QString::number(r.run.ranks),
                 QString::number(r.run.hosts), ok ? q(cp::calib::formatDuration(r.fit.latency_seconds)) : QStringLiteral("-"),
                 ok ? q(cp::calib::formatBandwidth(r.fit.bus_bytes_per_second)) : QStringLiteral("-"),
                 ok ? q(cp::calib::significant(r.fit.quality.r_squared, 6)) : QStringLiteral("-"),
                 ok ? q(cp::calib::formatPercent(r.fit.quality.max_relative_error)) : QStringLiteral("-"),
                 r.model_seconds.empty() ? QStringLiteral("-") : q(cp::calib::formatPercent(r.model_quality.max_relative_error))},
                q(r.use));
        }
        for (const cp::calib::ScopeFit& s : collectives_->scopes)
            lines << tr("%1: hop latency %2, efficiency %3 of %4 (%5 points, R² %6, max error %7)")
                         .arg(scopeText(s.scope), q(cp::calib::formatDuration(s.hop_latency_seconds)),
                              q(cp::calib::formatShare(s.efficiency)), q(cp::calib::formatBandwidth(s.nominal_bytes_per_second)),
                              QString::number(s.quality.points), q(cp::calib::significant(s.quality.r_squared, 6)),
                              q(cp::calib::formatPercent(s.quality.max_relative_error)));
        showValues(collectives_->parameters, collectives_->notes);
    } else if (gemm_) {
        fits_->setColumnCount(6);
        fits_->setHorizontalHeaderLabels(
            {tr("Precision"), tr("Points"), tr("R²"), tr("Max error"), tr("Highest rate"), tr("Curve points")});
        fits_->setRowCount(static_cast<int>(gemm_->fits.size()));
        for (int i = 0; i < fits_->rowCount(); ++i) {
            const cp::calib::GemmCurveFit& f = gemm_->fits[static_cast<std::size_t>(i)];
            setRow(fits_, i,
                   {q(std::string(cp::enumName(f.precision))), QString::number(f.quality.points),
                    q(cp::calib::significant(f.quality.r_squared, 6)), q(cp::calib::formatPercent(f.quality.max_relative_error)),
                    q(cp::calib::formatFlopsRate(f.best_flops_per_second)), QString::number(f.curve.size())});
        }
        lines
            << tr("Training share %1: %2").arg(q(cp::calib::formatShare(gemm_->training_share)), q(gemm_->training_share_source));
        showValues(gemm_->parameters, gemm_->notes);
    } else {
        fits_->setRowCount(0);
        showValues({}, {});
    }
    summary_->setText(lines.join('\n'));
}

void CalibrationDialog::showValues(const std::vector<cp::calib::ParameterFit>& values, const std::vector<std::string>& notes) {
    values_->setRowCount(static_cast<int>(values.size()));
    for (int i = 0; i < values_->rowCount(); ++i) {
        const cp::calib::ParameterFit& p = values[static_cast<std::size_t>(i)];
        setRow(values_, i, {q(p.key), valueText(p, p.value), valueText(p, p.previous), q(p.source)}, q(p.source));
    }
    QStringList text;
    for (const std::string& n : notes) text << q(n);
    notes_ = text.join('\n');  // the core's notes (English, as its explanations): what was not saved and why
}

const cp::perf::PerformanceCalibration* CalibrationDialog::fittedValues() const {
    if (collectives_) return &collectives_->layer;
    if (gemm_) return &gemm_->layer;
    return nullptr;
}

std::size_t CalibrationDialog::fittedCount() const {
    if (collectives_) return collectives_->parameters.size();
    if (gemm_) return gemm_->parameters.size();
    return 0;
}

bool CalibrationDialog::addToUserCatalog(QString* error) {
    if (!user_ || fittedCount() == 0) {
        if (error) *error = user_ ? tr("Nothing to add: no fit gave a value of the model.") : loadError_;
        return false;
    }
    try {
        if (!user_->load(error)) return false;  // the file as it is now (the catalog browser may have changed it)
    } catch (const cp::InputError& e) {         // the shipped catalog no longer loads
        if (error) *error = QString::fromStdString(e.what());
        return false;
    }
    if (!user_->apply(cp::calib::withFittedValues(user_->entries(), *fittedValues()), document_, error)) return false;
    base_ = document_ ? document_->catalog() : user_->merged();
    return true;
}

bool CalibrationDialog::exportTo(const QString& path, QString* error) {
    if (!user_ || fittedCount() == 0) {
        if (error) *error = user_ ? tr("Nothing to export: no fit gave a value of the model.") : loadError_;
        return false;
    }
    try {
        cp::Catalog existing;  // an existing file is updated: its other entries stay
        if (QFileInfo::exists(path)) {
            QString problem;
            const std::optional<QByteArray> bytes = readInputFile(path, &problem);
            if (!bytes) {
                if (error) *error = tr("Cannot read %1: %2").arg(path, problem);
                return false;
            }
            const std::string text = bytes->toStdString();
            cp::Diagnostics warnings;
            cp::overlayCatalogText(user_->shipped(), text, path.toStdString(), warnings);  // a broken file is not overwritten
            cp::mergeCatalogText(text, path.toStdString(), existing, warnings);
        }
        const std::string text =
            cp::calib::checkedCalibrationLayerText(user_->shipped(), existing, *fittedValues(), path.toStdString());
        return saveBytesAtomically(path, QByteArray::fromStdString(text), error);
    } catch (const cp::InputError& e) {
        if (error) *error = tr("The catalog layer was not written: %1").arg(QString::fromStdString(e.what()));
        return false;
    }
}

void CalibrationDialog::saveToUserCatalog() {
    QString error;
    if (!addToUserCatalog(&error)) {
        plainCritical(this, tr("Add to user catalog"), error);
        return;
    }
    status_->setStyleSheet(QString());
    status_->setText(
        tr("Added %n fitted value(s) to the user catalog %1.", nullptr, static_cast<int>(fittedCount())).arg(user_->path()));
}

void CalibrationDialog::exportDialog() {
    const QString path = QFileDialog::getSaveFileName(this, tr("Export catalog layer"), QString(), tr("JSON (*.json)"));
    if (path.isEmpty()) return;
    QString error;
    if (!exportTo(path, &error)) {
        plainCritical(this, tr("Export catalog layer"), error);
        return;
    }
    status_->setStyleSheet(QString());
    status_->setText(tr("Wrote %n fitted value(s) to %1; use it with clusterplanner-cli --catalog %1.", nullptr,
                        static_cast<int>(fittedCount()))
                         .arg(path));
}

}  // namespace cpui
