#include "views/reliability_view.h"

#include "views/chart_style.h"

#include <QHBoxLayout>
#include <qcustomplot.h>

#include <cmath>

namespace cpui {

namespace {

void setTitle(QCustomPlot* plot, const QString& title) {
    plot->plotLayout()->insertRow(0);
    plot->plotLayout()->addElement(0, 0, new QCPTextElement(plot, title, QFont(plot->font().family(), 11, QFont::Bold)));
}

void useLogAxis(QCPAxis* axis) {
    axis->setScaleType(QCPAxis::stLogarithmic);
    QSharedPointer<QCPAxisTickerLog> ticker(new QCPAxisTickerLog);
    axis->setTicker(ticker);
    axis->setNumberFormat("eb");
    axis->setNumberPrecision(0);
}

}  // namespace

ReliabilityView::ReliabilityView(QWidget* parent) : QWidget(parent), mttf_(new QCustomPlot), ettr_(new QCustomPlot) {
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(mttf_);
    layout->addWidget(ettr_);
    setTitle(mttf_, tr("Job MTTF versus job size"));
    setTitle(ettr_, tr("ETTR versus checkpoint interval"));
    useLogAxis(mttf_->xAxis);
    useLogAxis(mttf_->yAxis);
    mttf_->xAxis->setLabel(tr("GPUs in the job"));
    mttf_->yAxis->setLabel(tr("MTTF (hours)"));
    ettr_->xAxis->setLabel(tr("checkpoint interval (minutes)"));
    ettr_->yAxis->setLabel(tr("ETTR"));
    for (QCustomPlot* plot : {mttf_, ettr_}) plot->setMinimumSize(320, 240);
}

void ReliabilityView::clearPlan() { showPlan(cp::Plan{}); }

void ReliabilityView::showPlan(const cp::Plan& plan) {
    for (QCustomPlot* plot : {mttf_, ettr_}) {
        plot->clearGraphs();
        plot->clearItems();
    }
    if (!plan.reliability) {
        chart::replotWhenShown(mttf_);
        chart::replotWhenShown(ettr_);
        return;
    }
    const cp::ReliabilityResult& r = *plan.reliability;
    QVector<double> gpus, hours;
    for (const cp::MttfAtScale& point : r.mttf_by_scale) {
        gpus << static_cast<double>(point.gpus);
        hours << point.job_mttf_hours;
    }
    QCPGraph* mttf = mttf_->addGraph();
    mttf->setData(gpus, hours, true);
    mttf->setPen(QPen(QColor(40, 90, 160), 2));
    mttf->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 5));
    mttf_->rescaleAxes();
    mttf_->xAxis->setRange(gpus.front() / 1.5, gpus.back() * 1.5);
    mttf_->yAxis->setRange(hours.back() / 2, hours.front() * 2);
    chart::replotWhenShown(mttf_);

    QVector<double> minutes, ettr;
    for (const cp::EttrAtInterval& point : r.ettr_by_interval) {
        minutes << point.interval_minutes;
        ettr << point.ettr;
    }
    QCPGraph* curve = ettr_->addGraph();
    curve->setData(minutes, ettr, true);
    curve->setPen(QPen(QColor(40, 90, 160), 2));
    curve->setName(tr("ETTR"));
    // The profile's interval and the ETTR optimum (ReliabilityResult::optimal_interval_minutes).
    QCPGraph* marks = ettr_->addGraph();
    marks->setLineStyle(QCPGraph::lsNone);
    marks->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, QColor(200, 60, 40), 9));
    marks->addData(r.checkpoint_interval_minutes, r.ettr);
    QCPGraph* optimum = ettr_->addGraph();
    optimum->setLineStyle(QCPGraph::lsNone);
    optimum->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, QColor(30, 140, 60), 10));
    optimum->addData(std::max(r.optimal_interval_minutes, 0.5), r.ettr_at_optimum);
    auto* label = new QCPItemText(ettr_);
    label->position->setType(QCPItemPosition::ptAxisRectRatio);
    label->position->setCoords(0.98, 0.05);
    label->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
    label->setText(tr("● this profile: %1 min, ETTR %2\n◆ optimum: %3 min, ETTR %4")
                       .arg(r.checkpoint_interval_minutes, 0, 'f', 1)
                       .arg(r.ettr, 0, 'f', 3)
                       .arg(r.optimal_interval_minutes, 0, 'f', 1)
                       .arg(r.ettr_at_optimum, 0, 'f', 3));
    useLogAxis(ettr_->xAxis);
    ettr_->xAxis->setRange(0.8, 300);
    ettr_->yAxis->setRange(0, 1.05);
    chart::replotWhenShown(ettr_);
}

}  // namespace cpui
