#include "calibration/calibration_chart.h"

#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>
#include <filesystem>

#include "performance/collectives.h"
#include "views/chart_style.h"

namespace cpui {

namespace {

QCPGraph* addGraph(QCustomPlot* plot, const QColor& colour, bool points, Qt::PenStyle style) {
    QCPGraph* g = plot->addGraph();
    g->setPen(QPen(colour, points ? 1.0 : 1.6, style));
    if (points) {
        g->setLineStyle(QCPGraph::lsNone);
        g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, colour, 5));
    }
    return g;
}

}  // namespace

CalibrationChart::CalibrationChart(QWidget* parent) : QWidget(parent), plot_(new QCustomPlot(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(plot_);
    plot_->plotLayout()->insertRow(0);
    title_ = new QCPTextElement(plot_, QString(), QFont(font().family(), 11, QFont::Bold));
    plot_->plotLayout()->addElement(0, 0, title_);
    plot_->plotLayout()->insertRow(1);
    subtitle_ = new QCPTextElement(plot_, QString(), QFont(font().family(), 9));
    plot_->plotLayout()->addElement(1, 0, subtitle_);
    plot_->legend->setVisible(true);
    plot_->legend->setFont(QFont(font().family(), 8));
    plot_->setMinimumSize(420, 300);
    chart::applyPalette(plot_, palette());
    chart::enableZoomDrag(plot_);
    clear();
}

void CalibrationChart::reset(const QString& title, const QString& subtitle) {
    plot_->clearGraphs();
    plot_->clearItems();
    title_->setText(title);
    subtitle_->setText(subtitle);
}

void CalibrationChart::clear(const QString& message) {
    reset(message.isEmpty() ? tr("Add measurement files to see measured against fitted") : message, QString());
    chart::replotWhenShown(plot_);
}

void CalibrationChart::showCollectives(const cp::calib::CollectiveCalibration& c) {
    reset(tr("Bus bandwidth against message size"), tr("points: measured · solid: alpha-beta fit · dashed: calibrated model"));
    chart::setAxisScale(plot_->xAxis, true);
    chart::setAxisScale(plot_->yAxis, true);
    plot_->xAxis->setLabel(tr("message size (bytes)"));
    plot_->yAxis->setLabel(tr("bus bandwidth (GB/s)"));
    double lo = 1e300, hi = 0;
    for (std::size_t i = 0; i < c.runs.size(); ++i) {
        const cp::calib::RunFit& r = c.runs[i];
        const QColor colour = chart::seriesColour(static_cast<int>(i));
        const double factor = cp::perf::busBandwidthFactor(r.run.collective, r.run.ranks);
        auto bus = [&](const std::vector<double>& seconds) {  // nccl-tests' busbw = factor × size / time
            QVector<double> keys, values;
            for (std::size_t k = 0; k < seconds.size() && k < r.fit.bytes.size(); ++k) {
                keys << r.fit.bytes[k];
                values << factor * r.fit.bytes[k] / seconds[k] / 1e9;
                lo = std::min(lo, values.back()), hi = std::max(hi, values.back());
            }
            return std::pair(keys, values);
        };
        QCPGraph* measured = addGraph(plot_, colour, true, Qt::SolidLine);
        const auto m = bus(r.fit.measured_seconds);
        measured->setData(m.first, m.second, true);
        measured->setName(QString::fromStdString(std::filesystem::path(r.run.file).filename().string()));
        for (const auto& [seconds, style] : {std::pair{&r.fit.fitted_seconds, Qt::SolidLine}, {&r.model_seconds, Qt::DashLine}}) {
            if (seconds->empty()) continue;
            QCPGraph* line = addGraph(plot_, colour, false, style);
            const auto d = bus(*seconds);
            line->setData(d.first, d.second, true);
            line->removeFromLegend();
        }
    }
    plot_->rescaleAxes();
    if (hi > 0) plot_->yAxis->setRange(std::max(lo, hi * 1e-6) / 1.5, hi * 1.5);
    chart::replotWhenShown(plot_);
}

void CalibrationChart::showGemm(const cp::calib::GemmCalibration& c) {
    reset(tr("GEMM efficiency against GEMM size"), tr("points: measured · solid: fitted curve · dashed: curve saved for training"));
    chart::setAxisScale(plot_->xAxis, true);
    chart::setAxisScale(plot_->yAxis, false);
    plot_->xAxis->setLabel(tr("GEMM size (FLOPs, 2·M·N·K)"));
    plot_->yAxis->setLabel(tr("efficiency (share of dense peak)"));
    auto curve = [](const std::vector<cp::perf::GemmEfficiencyPoint>& points) {
        QVector<double> keys, values;
        for (const auto& p : points) keys << p.gemm_flops, values << p.efficiency;
        return std::pair(keys, values);
    };
    for (std::size_t i = 0; i < c.fits.size(); ++i) {
        const cp::calib::GemmCurveFit& f = c.fits[i];
        const QColor colour = chart::seriesColour(static_cast<int>(i));
        const QString name = QString::fromUtf8(cp::enumName(f.precision).data(), static_cast<qsizetype>(cp::enumName(f.precision).size()));
        QCPGraph* measured = addGraph(plot_, colour, true, Qt::SolidLine);
        measured->setData(QVector<double>(f.gemm_flops.begin(), f.gemm_flops.end()),
                          QVector<double>(f.measured_efficiency.begin(), f.measured_efficiency.end()), false);
        measured->setName(tr("%1 measured").arg(name));
        QCPGraph* fitted = addGraph(plot_, colour, false, Qt::SolidLine);
        const auto d = curve(f.curve);
        fitted->setData(d.first, d.second, true);
        fitted->setName(tr("%1 fitted").arg(name));
        if (c.curve_precision && *c.curve_precision == f.precision && !c.saved_curve.empty()) {
            QCPGraph* saved = addGraph(plot_, colour, false, Qt::DashLine);
            const auto s = curve(c.saved_curve);
            saved->setData(s.first, s.second, true);
            saved->setName(tr("%1 saved (× training share)").arg(name));
        }
    }
    plot_->rescaleAxes();
    plot_->yAxis->setRange(0, 1);
    chart::replotWhenShown(plot_);
}

}  // namespace cpui
