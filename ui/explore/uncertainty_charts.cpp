#include "explore/uncertainty_charts.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

#include "catalog/catalog_field_text.h"
#include "editor/field_text.h"
#include "io/uncertainty_output.h"
#include "plan/metrics.h"
#include "qcustomplot.h"
#include "views/chart_style.h"
#include "views/display_units.h"

namespace cpui {

namespace {

bool isMoney(const std::string& metric) { return cp::metricFormat(metric) == cp::MetricFormat::Money; }

// A vertical line at x with a label at its top.
void markLine(QCustomPlot* plot, double x, const QString& label, const QPen& pen, double labelY) {
    auto* line = new QCPItemStraightLine(plot);
    line->point1->setCoords(x, 0);
    line->point2->setCoords(x, 1);
    line->setPen(pen);
    auto* text = new QCPItemText(plot);
    text->position->setCoords(x, labelY);
    text->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
    text->setText(label);
    text->setColor(pen.color());
    text->setPadding(QMargins(2, 0, 2, 2));
}

}  // namespace

double UncertaintyScale::operator()(double value) const { return DisplayUnits::current().metricValue(metric, value) * factor; }

UncertaintyScale uncertaintyScale(const cp::OutputDistribution& o) {
    const QString label = DisplayUnits::current().metricLabel(o.metric);
    const double median = o.count ? o.p50 : o.point.value_or(0);
    if (isMoney(o.metric) && std::abs(DisplayUnits::current().metricValue(o.metric, median)) >= 1e6)
        return {o.metric, 1e-6, QCoreApplication::translate("UncertaintyChart", "%1, millions").arg(label)};
    return {o.metric, 1, label};
}

QString uncertainInputText(const cp::UncertainInput& input) {
    if (input.path == "/model/step_time_factor") return QCoreApplication::translate("UncertaintyChart", "step-time model error (true step ÷ modelled)");
    const std::size_t colon = input.label.find(": ");
    if (input.path.starts_with("/catalog/") && colon != std::string::npos)
        return QString::fromStdString(input.label.substr(0, colon + 2)) + catalogFieldWord(input.label.substr(colon + 2));
    return fieldWord(input.label);
}

QString uncertainBasisText(const std::string& basis) {
    // The rules of core's default ranges (explore/uncertainty_inputs.cpp), listed for lupdate.
    static const char* const kBases[] = {
        QT_TRANSLATE_NOOP("UncertaintyChart", "given"),
        QT_TRANSLATE_NOOP("UncertaintyChart", "default: an assumption, −20 % / +25 % (quotes and ratings differ by tens of percent)"),
        QT_TRANSLATE_NOOP("UncertaintyChart",
                          "default: a published failure rate, ÷1.5 / ×1.5 (fleet studies differ by about that)"),
        QT_TRANSLATE_NOOP("UncertaintyChart", "default: an assumed failure rate, ÷2 / ×2"),
        QT_TRANSLATE_NOOP("UncertaintyChart",
                          "default: the model's error on published runs as the range's P10 and P90 (catalog "
                          "performance.model_error)")};
    for (const char* known : kBases)
        if (basis == known) return QCoreApplication::translate("UncertaintyChart", known);
    return QString::fromStdString(basis);
}

QStringList drawTornado(QCustomPlot* plot, const cp::UncertaintyResult& r, std::size_t output, int maxInputs) {
    plot->clearPlottables();
    plot->clearItems();
    QStringList drawn;
    const cp::OutputDistribution& o = r.outputs.at(output);
    std::vector<std::size_t> order = cp::inputsBySwing(o);
    if (order.size() > static_cast<std::size_t>(maxInputs)) order.resize(static_cast<std::size_t>(maxInputs));
    if (!o.point || order.empty()) {
        plot->replot();
        return drawn;
    }
    const UncertaintyScale shown = uncertaintyScale(o);
    const double point = shown(*o.point);
    auto* low = new QCPBars(plot->yAxis, plot->xAxis);  // horizontal: the inputs on the vertical axis
    auto* high = new QCPBars(plot->yAxis, plot->xAxis);
    low->setName(QCoreApplication::translate("UncertaintyChart", "input at its low"));
    high->setName(QCoreApplication::translate("UncertaintyChart", "input at its high"));
    for (QCPBars* bars : {low, high}) {
        bars->setBaseValue(point);  // each bar runs from the point value to the output at the input's end
        bars->setWidth(0.6);
    }
    low->setBrush(chart::seriesColour(1));
    high->setBrush(chart::seriesColour(0));
    low->setPen(Qt::NoPen);
    high->setPen(Qt::NoPen);
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    double lo = point, hi = point;
    const auto n = static_cast<double>(order.size());
    for (std::size_t k = 0; k < order.size(); ++k) {
        const std::size_t j = order[k];
        const double key = n - static_cast<double>(k);  // the largest swing on top
        const double a = shown(*o.tornado_low[j]);
        const double b = shown(*o.tornado_high[j]);
        low->addData(key, a - point);  // a bar's value is its length from the base value
        high->addData(key, b - point);
        lo = std::min({lo, a, b});
        hi = std::max({hi, a, b});
        const QString label = uncertainInputText(r.inputs[j]);
        ticker->addTick(key, chart::wrapWords(label, 28));
        drawn << label;
    }
    plot->yAxis->setTicker(ticker);
    plot->yAxis->setRange(0.4, n + 0.6);
    plot->yAxis->grid()->setVisible(false);
    const double pad = std::max((hi - lo) * 0.08, std::abs(point) * 1e-3);
    plot->xAxis->setRange(lo - pad, hi + pad);
    plot->xAxis->setLabel(shown.title);
    auto* centre = new QCPItemStraightLine(plot);
    centre->point1->setCoords(point, 0);
    centre->point2->setCoords(point, 1);
    centre->setPen(QPen(plot->xAxis->basePen().color(), 1, Qt::DashLine));
    plot->legend->setVisible(true);
    plot->replot();
    return drawn;
}

void drawDistribution(QCustomPlot* plot, const cp::OutputDistribution& o, const std::vector<cp::OptimizeConstraint>& limits) {
    plot->clearPlottables();
    plot->clearItems();
    if (o.count == 0 || o.histogram.empty()) {
        plot->replot();
        return;
    }
    const UncertaintyScale shown = uncertaintyScale(o);
    const double lo = shown(o.min), hi = shown(o.max);
    const double width = (hi - lo) / static_cast<double>(o.histogram.size());
    auto* bars = new QCPBars(plot->xAxis, plot->yAxis);
    bars->setName(QCoreApplication::translate("UncertaintyChart", "samples"));
    bars->setWidth(width > 0 ? width : 1);
    bars->setBrush(chart::seriesColour(2));
    bars->setPen(QPen(plot->palette().base().color()));
    double tallest = 0;
    for (std::size_t b = 0; b < o.histogram.size(); ++b) {
        const double share = 100.0 * static_cast<double>(o.histogram[b]) / static_cast<double>(o.count);
        bars->addData(lo + (static_cast<double>(b) + 0.5) * width, share);
        tallest = std::max(tallest, share);
    }
    const double top = tallest * 1.25 + 1;
    plot->yAxis->setRange(0, top);
    plot->yAxis->setLabel(QCoreApplication::translate("UncertaintyChart", "share of samples, %"));
    plot->xAxis->setLabel(shown.title);
    const double pad = std::max((hi - lo) * 0.05, std::abs(hi) * 1e-3);
    plot->xAxis->setRange(lo - pad, hi + pad);
    const QColor ink = plot->xAxis->basePen().color();
    const double labelY = tallest * 1.12;
    markLine(plot, shown(o.p10), QStringLiteral("P10"), QPen(ink, 1, Qt::DashLine), labelY);
    markLine(plot, shown(o.p50), QStringLiteral("P50"), QPen(ink, 1.5), labelY);
    markLine(plot, shown(o.p90), QStringLiteral("P90"), QPen(ink, 1, Qt::DashLine), labelY);
    // Each limit as a red line named in the legend (a label at the top would run into P90's).
    bool limited = false;
    for (const cp::OptimizeConstraint& limit : limits) {
        if (limit.metric != o.metric) continue;
        for (const bool isMax : {true, false}) {
            if (isMax ? !limit.hasMax() : !limit.hasMin()) continue;
            const double x = shown(isMax ? limit.max : limit.min);
            QCPGraph* line = plot->addGraph();
            line->setName(QCoreApplication::translate("UncertaintyChart", "limit"));
            line->setPen(QPen(QColor(200, 40, 40), 2));
            line->addData(x, 0);
            line->addData(x, top);
            line->removeFromLegend();
            if (!limited) line->addToLegend();  // one legend entry for every limit line
            limited = true;
        }
    }
    // The bins stay a legend entry even while the legend is hidden: an empty legend under the axes
    // caps the layout column's width and squeezed the axes to a sliver.
    plot->legend->setVisible(limited);
    plot->replot();
}

}  // namespace cpui
