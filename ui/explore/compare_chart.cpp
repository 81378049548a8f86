#include "explore/compare_chart.h"

#include <QToolTip>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <qcustomplot.h>

#include "views/chart_style.h"
#include "views/metric_text.h"
#include "explore/compare_table_model.h"

namespace cpui {

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }

}  // namespace

CompareChart::CompareChart(QWidget* parent) : QWidget(parent), plot_(new QCustomPlot(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(plot_);
    plot_->plotLayout()->insertRow(0);
    plot_->plotLayout()->addElement(
        0, 0, new QCPTextElement(plot_, tr("Checked metrics relative to the baseline"), QFont(font().family(), 11, QFont::Bold)));
    // The legend goes under the axis, three profiles per line, so it never hides a bar.
    plot_->legend->setVisible(true);
    chart::fitVerticalAxisLabels(plot_);
    plot_->axisRect()->insetLayout()->take(plot_->legend);
    plot_->plotLayout()->addElement(2, 0, plot_->legend);
    plot_->plotLayout()->setRowStretchFactor(2, 0.001);
    plot_->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    plot_->legend->setWrap(3);
    plot_->legend->setMargins(QMargins(6, 3, 6, 3));
    // Ratios multiply: a log axis shows ×10 and ×0.1 as equally far from the baseline.
    chart::setAxisScale(plot_->yAxis, true);
    plot_->xAxis->grid()->setVisible(false);
    plot_->setMinimumSize(320, 220);
    chart::applyPalette(plot_, palette());
    chart::enableLegendToggle(plot_);
    connect(plot_, &QCustomPlot::mouseMove, this, [this](QMouseEvent* event) {
        auto* item = qobject_cast<QCPPlottableLegendItem*>(plot_->layoutElementAt(event->position()));
        const QString full = item ? item->plottable()->property("fullName").toString() : QString();
        if (!full.isEmpty() && full != item->plottable()->name())
            QToolTip::showText(event->globalPosition().toPoint(), full, plot_);
    });
    // A ratio label wider than its bar would run into the next one: hidden, the tooltip still tells.
    // Metric names wrap to the width of their category, so neighbours never overlap.
    connect(plot_, &QCustomPlot::beforeReplot, this, [this] {
        auto* ticker = dynamic_cast<QCPAxisTickerText*>(plot_->xAxis->ticker().data());
        const double category = std::abs(plot_->xAxis->coordToPixel(1) - plot_->xAxis->coordToPixel(0));
        const int chars =
            std::max(6, static_cast<int>(category / QFontMetricsF(plot_->xAxis->tickLabelFont()).averageCharWidth()) - 1);
        const double room = plot_->width() / static_cast<double>(std::clamp<qsizetype>(bars_.size(), 1, 3)) - 40;
        for (QCPBars* bars : bars_)
            bars->setName(QFontMetricsF(plot_->legend->font())
                              .elidedText(bars->property("fullName").toString(), Qt::ElideMiddle, std::max(room, 80.0)));
        if (ticker)
            for (int k = 0; k < keys_.size(); ++k)
                ticker->addTick(
                    k + 1,
                    chart::wrapWords(
                        bars_.isEmpty() ? QString() : bars_.front()->property("metricLabels").toStringList().value(k), chars));
        for (int i = 0; i < plot_->itemCount(); ++i) {
            auto* label = qobject_cast<QCPItemText*>(plot_->item(i));
            if (!label || !label->property("barWidth").isValid()) continue;
            const double pixels =
                std::abs(plot_->xAxis->coordToPixel(label->property("barWidth").toDouble()) - plot_->xAxis->coordToPixel(0));
            label->setVisible(QFontMetricsF(label->font()).horizontalAdvance(label->text()) <= pixels + 2);
        }
    });
    chart::enableHoverToolTips(plot_, [this](QCPAbstractPlottable* plottable, int index) {
        auto* bars = qobject_cast<QCPBars*>(plottable);
        if (!bars || index < 0 || index >= bars->data()->size()) return QString();
        const auto point = bars->data()->at(index);
        const int metric = static_cast<int>(std::lround(point->key)) - 1;
        if (metric < 0 || metric >= keys_.size()) return QString();
        return tr("%1\n%2: %3 the baseline")
            .arg(bars->property("metricLabels").toStringList().value(metric), bars->name(),
                 CompareTableModel::ratioText(point->value));
    });
}

void CompareChart::clear() {
    plot_->clearPlottables();
    plot_->clearItems();
    bars_.clear();
    keys_.clear();
    setAxesVisible(false);  // no empty 0–5 axes before there is a comparison
    plot_->replot();
}

void CompareChart::setAxesVisible(bool visible) {
    for (QCPAxis* axis : {plot_->xAxis, plot_->yAxis}) {
        axis->setVisible(visible);
        axis->grid()->setVisible(visible && axis == plot_->yAxis);
    }
}

void CompareChart::showComparison(const cp::MultiComparison& comparison, const QStringList& keys) {
    clear();
    setAxesVisible(true);
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    QStringList labels;
    for (const QString& key : keys) {
        const cp::MultiComparisonRow* row = comparison.row(key.toStdString());
        if (!row) continue;
        keys_ << key;
        labels << metricText(row->label);
        ticker->addTick(static_cast<double>(keys_.size()), labels.back());  // wrapped to the room at each replot
    }
    const std::size_t profiles = comparison.names.size();
    auto* group = new QCPBarsGroup(plot_);
    group->setSpacing(1);
    double highest = 1, lowest = 1;
    const bool labelled = static_cast<std::size_t>(keys_.size()) * profiles <= 24;  // room for a label per bar
    const double width = 0.8 / static_cast<double>(std::max<std::size_t>(profiles, 1));
    for (std::size_t p = 0; p < profiles; ++p) {
        auto* bars = new QCPBars(plot_->xAxis, plot_->yAxis);
        const bool baseline = p == comparison.baseline;
        // Legend entries share a line three at a time: a long name is elided, its entry's tooltip has it all.
        bars->setProperty("fullName", baseline ? tr("%1 (baseline)").arg(qs(comparison.names[p])) : qs(comparison.names[p]));
        bars->setName(bars->property("fullName").toString());  // elided to the legend's room at each replot
        bars->setProperty("metricLabels", labels);
        const QColor colour = chart::seriesColour(static_cast<int>(p));
        bars->setPen(QPen(colour.darker(130)));
        bars->setBrush(colour);
        bars->setWidth(width);
        bars->setBarsGroup(group);
        for (int k = 0; k < keys_.size(); ++k) {
            const std::optional<double>& ratio = comparison.row(keys_[k].toStdString())->ratios[p];
            if (!ratio) continue;  // this profile lacks the metric: no bar
            bars->addData(k + 1, *ratio);
            highest = std::max(highest, *ratio);
            if (*ratio > 0) lowest = std::min(lowest, *ratio);
            if (!labelled || baseline) continue;
            auto* label = new QCPItemText(plot_);  // the bar's ratio, centred over it
            const double centre = k + 1 + (static_cast<double>(p) - static_cast<double>(profiles - 1) / 2) * width;
            label->position->setCoords(centre, *ratio);
            label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
            label->setPadding(QMargins(0, 0, 0, 2));
            label->setFont(QFont(font().family(), 8));
            label->setColor(palette().color(QPalette::Text));
            label->setText(CompareTableModel::ratioText(*ratio));
            label->setProperty("barWidth", width);
        }
        bars_ << bars;
    }
    // The baseline's level: bars above it are larger than the baseline's value.
    auto* one = new QCPItemStraightLine(plot_);
    one->point1->setCoords(0, 1);
    one->point2->setCoords(1, 1);
    one->setPen(QPen(palette().color(QPalette::Text), 1, Qt::DashLine));
    plot_->xAxis->setTicker(ticker);
    plot_->xAxis->setRange(0.4, static_cast<double>(keys_.size()) + 0.6);
    // The baseline's name is in the legend; a long one would not fit along a short axis.
    plot_->yAxis->setLabel(profiles ? tr("× baseline (log scale)") : QString());
    plot_->yAxis->setRange(lowest / 2, highest * 2.5);  // headroom for the labels
    chart::applyPalette(plot_, palette());
    plot_->replot();
}

}  // namespace cpui
