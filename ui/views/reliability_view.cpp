#include "views/reliability_view.h"

#include "views/chart_style.h"

#include "plan/ettr_curve.h"

#include <QHBoxLayout>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace cpui {

namespace {

void setTitle(QCustomPlot* plot, const QString& title) {
    plot->plotLayout()->insertRow(0);
    plot->plotLayout()->addElement(0, 0, new QCPTextElement(plot, title, QFont(plot->font().family(), 11, QFont::Bold)));
}

// The app's log ticks (1, 2, 5 per decade; "10k", not "1E+04", in every language).
void useLogAxis(QCPAxis* axis) { chart::setAxisScale(axis, true); }

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
    chart::setAxisScale(ettr_->yAxis, false);
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

    // Dense samples from core (cp::ettrCurve): the markers below lie on this line.
    const cp::EttrCurve curve = cp::ettrCurve(r);
    QVector<double> minutes, ettr;
    for (const cp::EttrAtInterval& point : curve.points) {
        minutes << point.interval_minutes;
        ettr << point.ettr;
    }
    QCPGraph* line = ettr_->addGraph();
    line->setData(minutes, ettr, true);
    line->setPen(QPen(QColor(40, 90, 160), 2));
    line->setName(tr("ETTR"));
    // The optimum as a hollow diamond drawn around the profile's filled disc: both stay
    // visible when the profile checkpoints at the optimum.
    QCPGraph* optimum = ettr_->addGraph();
    optimum->setLineStyle(QCPGraph::lsNone);
    optimum->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(QColor(30, 140, 60), 2), Qt::NoBrush, 16));
    optimum->addData(r.optimal_interval_minutes, r.ettr_at_optimum);
    QCPGraph* marks = ettr_->addGraph();
    marks->setLineStyle(QCPGraph::lsNone);
    marks->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, QColor(200, 60, 40), 8));
    marks->addData(r.checkpoint_interval_minutes, r.ettr);
    auto* label = new QCPItemText(ettr_);
    label->position->setType(QCPItemPosition::ptAxisRectRatio);
    label->position->setCoords(0.98, 0.96);
    label->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
    label->setTextAlignment(Qt::AlignLeft);
    label->setBrush(QBrush(QColor(255, 255, 255, 220)));
    label->setPadding(QMargins(4, 2, 4, 2));
    label->setText(tr("● this profile: %1 min, ETTR %2\n◇ optimum: %3 min, ETTR %4")
                       .arg(chart::compactNumber(r.checkpoint_interval_minutes), chart::compactNumber(r.ettr),
                            chart::compactNumber(r.optimal_interval_minutes), chart::compactNumber(r.ettr_at_optimum)));
    useLogAxis(ettr_->xAxis);
    if (!curve.points.empty()) {
        ettr_->xAxis->setRange(curve.from_minutes, curve.to_minutes);
        // Fitted to the curve, so its shape fills the plot (ETTR is a share: never past 0 or 1).
        const double pad = std::max(0.05 * (curve.max_ettr - curve.min_ettr), 0.005);
        ettr_->yAxis->setRange(std::max(0.0, curve.min_ettr - pad), std::min(1.0, curve.max_ettr + pad));
    }
    chart::replotWhenShown(ettr_);
}

}  // namespace cpui
