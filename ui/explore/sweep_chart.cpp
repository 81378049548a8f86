#include "explore/sweep_chart.h"
#include "views/display_units.h"

#include <QToolTip>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <map>
#include <qcustomplot.h>

#include "views/chart_style.h"
#include "io/sweep_output.h"
#include "plan/metrics.h"

namespace cpui {

namespace {

QString text(const std::string& s) { return QString::fromStdString(s); }

// A scatter whose points each have their own fill (the colour metric); the graph's
// own scatter style gives shape, size and outline.
class ColouredScatter : public QCPGraph {
public:
    using QCPGraph::QCPGraph;
    QVector<QColor> fills;  // per data index (data sorted by key)

protected:
    void drawScatterPlot(QCPPainter* painter, const QVector<QPointF>&, const QCPScatterStyle& style) const override {
        int i = 0;
        for (auto it = data()->constBegin(); it != data()->constEnd(); ++it, ++i) {
            QCPScatterStyle s = style;
            if (i < fills.size()) s.setBrush(fills[i]);
            s.applyTo(painter, s.pen());
            s.drawShape(painter, coordsToPixels(it->key, it->value));
        }
    }
};

// Shapes that take a fill (ssDisc would be filled with the outline colour).
const QCPScatterStyle::ScatterShape kShapes[] = {
    QCPScatterStyle::ssCircle,  QCPScatterStyle::ssSquare,           QCPScatterStyle::ssTriangle,
    QCPScatterStyle::ssDiamond, QCPScatterStyle::ssTriangleInverted, QCPScatterStyle::ssCrossSquare,
    QCPScatterStyle::ssStar,    QCPScatterStyle::ssPlusCircle};

// Breaks a long category label into lines of about `width` characters.
QString wrapped(const QString& label, int width = 22) {
    QStringList lines{QString()};
    for (const QString& word : label.split(' ', Qt::SkipEmptyParts)) {
        if (!lines.last().isEmpty() && lines.last().size() + word.size() + 1 > width) lines << QString();
        lines.last() += (lines.last().isEmpty() ? "" : " ") + word;
    }
    return lines.join('\n');
}

// "GPUs per GPU [kW]" → "kW": the unit of a metric label, empty when it has none.
QString unitOf(const QString& label) {
    const qsizetype open = label.lastIndexOf('[');
    return open >= 0 && label.endsWith(']') ? label.mid(open + 1, label.size() - open - 2) : QString();
}

// "hardware capex [USD per GPU]" → "hardware capex" (and "a: b [u]" → "a"): the axis label has the rest.
QString shortLabel(const QString& label) {
    qsizetype end = label.indexOf(':');
    if (end < 0) end = label.indexOf('[');
    return (end < 0 ? label : label.left(end)).trimmed();
}

}  // namespace

SweepChart::SweepChart(QWidget* parent) : QWidget(parent), plot_(new QCustomPlot(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(plot_);
    plot_->setMinimumSize(420, 320);
    plot_->setNoAntialiasingOnDrag(true);
    QFont titleFont = font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.15);
    titleFont.setBold(true);
    title_ = new QCPTextElement(plot_, QString(), titleFont);
    plot_->plotLayout()->insertRow(0);
    plot_->plotLayout()->addElement(0, 0, title_);
    // The legend goes below the axes, in columns, so long design names never cover data.
    plot_->plotLayout()->addElement(2, 0, plot_->legend);
    plot_->plotLayout()->setRowStretchFactor(2, 0.001);
    plot_->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    plot_->legend->setWrap(3);
    plot_->legend->setVisible(false);
    plot_->legend->setSelectableParts(QCPLegend::spItems);  // clicks reach legendClick
    chart::enableZoomDrag(plot_);
    chart::fitVerticalAxisLabels(plot_);
    chart::enableLegendToggle(plot_);
    chart::enableHoverToolTips(plot_, [this](QCPAbstractPlottable* p, int i) {
        const int row = rowAt(p, i);
        if (row < 0) return QString();
        QString tip = pointText(row);
        if (qobject_cast<QCPBars*>(p)) {
            const QString full = p->property("fullName").toString();
            tip = QStringLiteral("<b>%1</b><br>").arg((full.isEmpty() ? p->name() : full).toHtmlEscaped()) + tip;
        } else {
            tip += QStringLiteral("<br><i>%1</i>").arg(tr("Click to open this design as a new profile"));
        }
        return tip;
    });
    // An elided legend entry shows its whole name on hover.
    connect(plot_, &QCustomPlot::mouseMove, this, [this](QMouseEvent* event) {
        auto* item = qobject_cast<QCPPlottableLegendItem*>(plot_->layoutElementAt(event->position()));
        const QString full = item ? item->plottable()->property("fullName").toString() : QString();
        if (!full.isEmpty() && full != item->plottable()->name())
            QToolTip::showText(event->globalPosition().toPoint(), full, plot_);
    });
    connect(plot_, &QCustomPlot::plottableClick, this, [this](QCPAbstractPlottable* p, int i, QMouseEvent*) {
        const int row = rowAt(p, i);
        if (row >= 0 && !qobject_cast<QCPBars*>(p)) emit pointClicked(row);
    });
    clear();
}

void SweepChart::resetLayout() {
    plot_->clearPlottables();
    plot_->clearItems();
    series_.clear();
    rows_.clear();
    pareto_ = nullptr;
    band_ = nullptr;
    if (colourScale_) {
        plot_->plotLayout()->remove(colourScale_);
        colourScale_ = nullptr;
        plot_->plotLayout()->simplify();
    }
    plot_->legend->setVisible(false);
    for (QCPAxis* axis : plot_->axisRect()->axes()) {
        axis->setLabel(QString());
        chart::setAxisScale(axis, false);
    }
    for (QCPAxis* axis : {plot_->xAxis, plot_->yAxis}) {
        axis->setVisible(true);
        axis->grid()->setVisible(true);
    }
    plot_->yAxis2->setVisible(false);
    plot_->xAxis->grid()->setVisible(true);
}

void SweepChart::clear(const QString& message) {
    resetLayout();
    result_ = {};
    title_->setText(message.isEmpty() ? tr("Pick a study or run a sweep") : message);
    // No empty 0–5 axes before there is anything to show: the title says what to do.
    for (QCPAxis* axis : {plot_->xAxis, plot_->yAxis}) {
        axis->setVisible(false);
        axis->grid()->setVisible(false);
    }
    chart::applyPalette(plot_, palette());
    plot_->replot();
}

int SweepChart::rowAt(const QCPAbstractPlottable* plottable, int dataIndex) const {
    const auto it = rows_.constFind(plottable);
    if (it == rows_.constEnd() || dataIndex < 0 || dataIndex >= it->size()) return -1;
    return (*it)[dataIndex];
}

std::optional<double> SweepChart::metric(const cp::SweepRow& row, const std::string& path) const {
    const std::size_t m = result_.metricIndex(path);
    if (m >= row.values.size() || !row.values[m] || !std::isfinite(*row.values[m])) return std::nullopt;
    return DisplayUnits::current().metricValue(path, *row.values[m]);  // money in the display currency
}

std::optional<double> SweepChart::xValue(const cp::SweepRow& row, const std::string& x) const {
    for (std::size_t a = 0; a < result_.axis_paths.size(); ++a)
        if (result_.axis_paths[a] == x && a < row.point.inputs.size()) return row.point.inputs[a];
    return metric(row, x);
}

QString SweepChart::axisTitle(const std::string& path) const {
    for (std::size_t a = 0; a < result_.axis_paths.size(); ++a)
        if (result_.axis_paths[a] == path) return text(result_.axis_labels[a]);
    return DisplayUnits::current().metricLabel(path);
}

QString SweepChart::designText(std::size_t r) const {
    const cp::SweepRow& row = result_.rows[r];
    QStringList parts;
    if (row.point.variant < result_.variant_labels.size()) parts << text(result_.variant_labels[row.point.variant]);
    for (std::size_t a = 0; a < row.point.inputs.size() && a < result_.axis_labels.size(); ++a)
        parts << QStringLiteral("%1 = %2").arg(text(result_.axis_labels[a]), text(cp::formatSignificant(row.point.inputs[a])));
    return parts.join(QStringLiteral(", "));
}

QString SweepChart::pointText(int rowIndex) const {
    if (rowIndex < 0 || static_cast<std::size_t>(rowIndex) >= result_.rows.size()) return {};
    const auto r = static_cast<std::size_t>(rowIndex);
    const cp::SweepRow& row = result_.rows[r];
    QString html = QStringLiteral("<b>%1</b>").arg(designText(r).toHtmlEscaped());
    if (!row.error.empty()) return html + "<br>" + text(row.error).toHtmlEscaped();
    html += QStringLiteral("<table>");
    for (std::size_t m = 0; m < result_.metrics.size(); ++m) {
        const auto& v = m < row.values.size() ? row.values[m] : std::nullopt;
        const auto shown = [&](double x) { return text(cp::formatSignificant(DisplayUnits::current().metricValue(result_.metrics[m], x))); };
        QString value = v ? shown(*v) : QStringLiteral("—");
        if (r < bands_.rows.size() && m < bands_.rows[r].size() && bands_.rows[r][m])
            value += tr(" (P10–P90 %1 – %2)").arg(shown(bands_.rows[r][m]->p10), shown(bands_.rows[r][m]->p90));
        html += QStringLiteral("<tr><td>%1</td><td align=right>&nbsp;%2</td></tr>")
                    .arg(DisplayUnits::current().metricLabel(result_.metrics[m]).toHtmlEscaped(), value);
    }
    return html + QStringLiteral("</table>");
}

void SweepChart::showResult(const cp::SweepResult& result, const cp::ChartHints& hints,
                            const std::vector<std::size_t>& paretoRows, const QString& title, const cp::SweepBands* bands) {
    if (hints.y.empty()) {  // studies get default hints (core/explore/study.cpp); nothing to plot otherwise
        clear(tr("This sweep names no metric to chart."));
        return;
    }
    resetLayout();
    result_ = result;
    bands_ = bands ? *bands : cp::SweepBands{};
    title_->setText(title);
    if (hints.type == "stacked_bars" || hints.x == "variant")
        showStackedBars(hints);
    else if (hints.type == "scatter")
        showScatter(hints, paretoRows);
    else
        showLines(hints);
    plot_->legend->setVisible(series_.size() + (pareto_ ? 1 : 0) + (band_ ? 1 : 0) > 1);
    for (QCPAbstractPlottable* p : series_) p->setProperty("fullName", p->name());
    fitLegend();
    chart::applyPalette(plot_, palette());
    plot_->replot();
}

void SweepChart::fitLegend() {
    // As many legend columns as the longest name and the width allow; a name longer than its
    // column is elided (the whole name is the entry's tooltip).
    qsizetype longest = 0;
    for (const QCPAbstractPlottable* p : series_) longest = std::max(longest, p->property("fullName").toString().size());
    const int columns = std::min(longest <= 42 ? 3 : longest <= 70 ? 2 : 1, std::clamp(plot_->width() / 220, 1, 3));
    const double room = std::max(80.0, plot_->width() / static_cast<double>(columns) - 48);
    for (QCPAbstractPlottable* p : series_)
        p->setName(QFontMetricsF(plot_->legend->font()).elidedText(p->property("fullName").toString(), Qt::ElideMiddle, room));
    plot_->legend->setWrap(columns);
    plot_->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);  // re-flows the items already added
}

void SweepChart::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    if (series_.isEmpty()) return;
    fitLegend();
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void SweepChart::fitRanges(bool logX, bool logY) {
    plot_->rescaleAxes(true);
    auto pad = [](QCPAxis* axis, bool log) {
        QCPRange r = axis->range();
        if (log) {
            if (r.lower <= 0) r.lower = r.upper / 10;
            const double f = std::pow(r.upper / r.lower, 0.04) * (r.upper == r.lower ? 2 : 1);
            axis->setRange(r.lower / f, r.upper * f);
        } else {
            const double d = r.size() > 0 ? r.size() * 0.05 : std::max(std::abs(r.lower) * 0.1, 1.0);
            axis->setRange(r.lower - d, r.upper + d);
        }
    };
    pad(plot_->xAxis, logX);
    pad(plot_->yAxis, logY);
    if (plot_->yAxis2->visible()) pad(plot_->yAxis2, logY);
}

void SweepChart::showLines(const cp::ChartHints& hints) {
    // A series per variant and per value of any axis other than x (a grid gives one line per value).
    std::size_t xAxisIndex = result_.axis_paths.size();
    for (std::size_t a = 0; a < result_.axis_paths.size(); ++a)
        if (result_.axis_paths[a] == hints.x) xAxisIndex = a;
    if (xAxisIndex == result_.axis_paths.size() && !result_.axis_paths.empty()) xAxisIndex = 0;  // x is a metric of axis 0
    std::map<std::vector<double>, std::vector<std::size_t>> groups;                              // key: variant, other inputs
    std::vector<std::vector<double>> order;
    for (std::size_t r = 0; r < result_.rows.size(); ++r) {
        const cp::SweepRow& row = result_.rows[r];
        std::vector<double> key{static_cast<double>(row.point.variant)};
        for (std::size_t a = 0; a < row.point.inputs.size(); ++a)
            if (a != xAxisIndex) key.push_back(row.point.inputs[a]);
        if (!groups.count(key)) order.push_back(key);
        groups[key].push_back(r);
    }
    const bool twoUnits = hints.y.size() == 2;
    for (std::size_t g = 0; g < order.size(); ++g) {
        const std::vector<std::size_t>& rows = groups[order[g]];
        const cp::SweepRow& first = result_.rows[rows.front()];
        QStringList nameParts;
        if (first.point.variant < result_.variant_labels.size()) nameParts << text(result_.variant_labels[first.point.variant]);
        for (std::size_t a = 0; a < first.point.inputs.size(); ++a)
            if (a != xAxisIndex)
                nameParts << QStringLiteral("%1 = %2").arg(text(result_.axis_labels[a]),
                                                           text(cp::formatSignificant(first.point.inputs[a])));
        for (std::size_t j = 0; j < hints.y.size(); ++j) {
            std::vector<std::pair<double, double>> points;
            QVector<int> rowOf;
            std::vector<std::pair<double, int>> sorted;
            for (std::size_t r : rows) {
                const cp::SweepRow& row = result_.rows[r];
                if (!row.done || !row.error.empty()) continue;
                const auto x = xValue(row, hints.x);
                const auto y = metric(row, hints.y[j]);
                if (!x || !y || (hints.log_x && *x <= 0) || (hints.log_y && *y <= 0)) continue;
                sorted.emplace_back(*x, static_cast<int>(r));
            }
            std::stable_sort(sorted.begin(), sorted.end(), [](auto& a, auto& b) { return a.first < b.first; });
            QVector<double> keys, values;
            for (const auto& [x, r] : sorted) {
                keys << x;
                values << *metric(result_.rows[static_cast<std::size_t>(r)], hints.y[j]);
                rowOf << r;
            }
            QCPAxis* valueAxis = twoUnits && j == 1 ? plot_->yAxis2 : plot_->yAxis;
            auto* graph = new QCPGraph(plot_->xAxis, valueAxis);
            graph->setData(keys, values, true);
            const QColor colour = chart::seriesColour(static_cast<int>(g));
            graph->setPen(QPen(colour, 2, j == 0 ? Qt::SolidLine : (j == 1 ? Qt::DashLine : Qt::DotLine)));
            graph->setScatterStyle(
                QCPScatterStyle(j == 0 ? QCPScatterStyle::ssDisc : QCPScatterStyle::ssSquare, colour, colour, 6));
            QString name =
                nameParts.isEmpty() ? DisplayUnits::current().metricLabel(hints.y[j]) : nameParts.join(QStringLiteral(", "));
            if (hints.y.size() > 1 && !nameParts.isEmpty())
                name += QStringLiteral(" — ") + shortLabel(DisplayUnits::current().metricLabel(hints.y[j]));
            graph->setName(name);
            series_ << graph;
            rows_.insert(graph, rowOf);
            addBand(sorted, hints.y[j], valueAxis, colour);
        }
    }
    plot_->xAxis->setLabel(axisTitle(hints.x));
    plot_->yAxis->setLabel(DisplayUnits::current().metricLabel(hints.y.front()) + (twoUnits ? tr(" (solid)") : QString()));
    chart::setAxisScale(plot_->xAxis, hints.log_x);
    chart::setAxisScale(plot_->yAxis, hints.log_y);
    if (twoUnits) {
        plot_->yAxis2->setVisible(true);
        plot_->yAxis2->setLabel(DisplayUnits::current().metricLabel(hints.y[1]) + tr(" (dashed)"));
        chart::setAxisScale(plot_->yAxis2, hints.log_y);
    }
    fitRanges(hints.log_x, hints.log_y);
}

void SweepChart::addBand(const std::vector<std::pair<double, int>>& points, const std::string& path, QCPAxis* valueAxis,
                         const QColor& colour) {
    const std::size_t m = result_.metricIndex(path);
    if (bands_.empty() || m == std::string::npos) return;
    QVector<double> keys, low, high;
    for (const auto& [x, r] : points) {
        const auto row = static_cast<std::size_t>(r);
        if (row >= bands_.rows.size() || m >= bands_.rows[row].size() || !bands_.rows[row][m]) continue;
        keys << x;
        low << DisplayUnits::current().metricValue(path, bands_.rows[row][m]->p10);
        high << DisplayUnits::current().metricValue(path, bands_.rows[row][m]->p90);
    }
    if (keys.size() < 2) return;  // a band needs two points to have an area
    auto* lower = new QCPGraph(plot_->xAxis, valueAxis);
    auto* upper = new QCPGraph(plot_->xAxis, valueAxis);
    lower->setData(keys, low, true);
    upper->setData(keys, high, true);
    QColor fill = colour;
    fill.setAlpha(50);
    for (QCPGraph* edge : {lower, upper}) {
        edge->setPen(QPen(fill, 1));
        edge->setSelectable(QCP::stNone);
        edge->removeFromLegend();
    }
    upper->setBrush(fill);
    upper->setChannelFillGraph(lower);
    if (band_) return;  // one legend entry for every band
    band_ = upper;
    upper->setName(tr("P10–P90 (%Ln sample(s) per point)", nullptr, static_cast<int>(bands_.samples)));
    upper->addToLegend();
}

void SweepChart::showStackedBars(const cp::ChartHints& hints) {
    // One bar per point (per design when x is "variant"), the stack bottom first.
    QVector<int> rows;
    for (std::size_t r = 0; r < result_.rows.size(); ++r)
        if (result_.rows[r].done && result_.rows[r].error.empty()) rows << static_cast<int>(r);
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    QVector<double> keys;
    for (int i = 0; i < rows.size(); ++i) {
        keys << i + 1;
        ticker->addTick(i + 1, wrapped(designText(static_cast<std::size_t>(rows[i]))));
    }
    QVector<double> totals(rows.size(), 0.0);
    QCPBars* below = nullptr;
    QStringList units;
    for (std::size_t j = 0; j < hints.y.size(); ++j) {
        QVector<double> values;
        for (int i = 0; i < rows.size(); ++i) {
            const double v = metric(result_.rows[static_cast<std::size_t>(rows[i])], hints.y[j]).value_or(0.0);
            values << v;
            totals[i] += v;
        }
        auto* bars = new QCPBars(plot_->xAxis, plot_->yAxis);
        bars->setData(keys, values, true);
        bars->setWidth(0.6);
        const QColor colour = chart::seriesColour(static_cast<int>(j));
        bars->setBrush(colour);
        bars->setPen(QPen(colour.darker(130)));
        const QString label = DisplayUnits::current().metricLabel(hints.y[j]);
        units << unitOf(label);
        bars->setName(label);
        if (below) bars->moveAbove(below);
        below = bars;
        series_ << bars;
        rows_.insert(bars, rows);
    }
    double highest = 0;
    for (int i = 0; i < rows.size(); ++i) {
        auto* total = new QCPItemText(plot_);
        total->position->setCoords(keys[i], totals[i]);
        total->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        total->setText(chart::compactNumber(totals[i]));
        total->setPadding(QMargins(0, 0, 0, 3));
        total->setColor(palette().color(QPalette::Text));
        highest = std::max(highest, totals[i]);
    }
    units.removeDuplicates();
    plot_->xAxis->setTicker(ticker);
    plot_->xAxis->grid()->setVisible(false);
    plot_->xAxis->setRange(0.4, static_cast<double>(rows.size()) + 0.6);
    chart::setAxisScale(plot_->yAxis, false);
    plot_->yAxis->setRange(0, highest > 0 ? highest * 1.12 : 1);
    plot_->yAxis->setLabel(units.size() == 1 && !units.front().isEmpty() ? QStringLiteral("[%1]").arg(units.front()) : QString());
    if (hints.y.size() == 1) plot_->yAxis->setLabel(DisplayUnits::current().metricLabel(hints.y.front()));
}

void SweepChart::showScatter(const cp::ChartHints& hints, const std::vector<std::size_t>& paretoRows) {
    const std::string& y = hints.y.front();
    const bool coloured = !hints.colour.empty();
    bool anyColour = false;
    const QCPRange colourRange = colourRangeOf(hints, &anyColour);
    QCPColorGradient gradient = chart::viridis();  // color() is not const
    const std::size_t groups = std::max<std::size_t>(1, result_.variant_labels.size());
    for (std::size_t v = 0; v < groups; ++v) addVariantScatter(hints, v, gradient, colourRange);
    if (!paretoRows.empty()) addParetoFront(hints, paretoRows);
    if (coloured && anyColour) addColourScale(gradient, colourRange, hints.colour);
    plot_->xAxis->setLabel(axisTitle(hints.x));
    plot_->yAxis->setLabel(DisplayUnits::current().metricLabel(y));
    chart::setAxisScale(plot_->xAxis, hints.log_x);
    chart::setAxisScale(plot_->yAxis, hints.log_y);
    fitRanges(hints.log_x, hints.log_y);
}

QCPRange SweepChart::colourRangeOf(const cp::ChartHints& hints, bool* anyColour) const {
    const bool coloured = !hints.colour.empty();
    QCPRange colourRange;
    *anyColour = false;
    for (const cp::SweepRow& row : result_.rows)
        if (const auto c = coloured ? metric(row, hints.colour) : std::nullopt) {
            colourRange =
                *anyColour ? QCPRange(std::min(colourRange.lower, *c), std::max(colourRange.upper, *c)) : QCPRange(*c, *c);
            *anyColour = true;
        }
    if (colourRange.size() <= 0) colourRange = QCPRange(colourRange.lower - 0.5, colourRange.upper + 0.5);
    return colourRange;
}

void SweepChart::addVariantScatter(const cp::ChartHints& hints, std::size_t v, QCPColorGradient& gradient,
                                   const QCPRange& colourRange) {
    const std::string& y = hints.y.front();
    const bool coloured = !hints.colour.empty();
    const QColor outline = palette().color(QPalette::Text);
    std::vector<std::pair<double, int>> sorted;
    for (std::size_t r = 0; r < result_.rows.size(); ++r) {
        const cp::SweepRow& row = result_.rows[r];
        if (row.point.variant != v || !row.done || !row.error.empty()) continue;
        const auto x = xValue(row, hints.x);
        const auto yv = metric(row, y);
        if (!x || !yv || (hints.log_x && *x <= 0) || (hints.log_y && *yv <= 0)) continue;
        sorted.emplace_back(*x, static_cast<int>(r));
    }
    std::stable_sort(sorted.begin(), sorted.end(), [](auto& a, auto& b) { return a.first < b.first; });
    auto* graph = new ColouredScatter(plot_->xAxis, plot_->yAxis);
    QVector<double> keys, values;
    QVector<int> rowOf;
    for (const auto& [x, r] : sorted) {
        const cp::SweepRow& row = result_.rows[static_cast<std::size_t>(r)];
        keys << x;
        values << *metric(row, y);
        rowOf << r;
        const auto c = coloured ? metric(row, hints.colour) : std::nullopt;
        graph->fills << (c ? QColor(gradient.color(*c, colourRange)) : chart::seriesColour(static_cast<int>(v)));
    }
    graph->setData(keys, values, true);
    graph->setLineStyle(QCPGraph::lsNone);
    const QColor legendFill = coloured ? QColor(150, 150, 150) : chart::seriesColour(static_cast<int>(v));
    graph->setScatterStyle(QCPScatterStyle(kShapes[v % std::size(kShapes)], QPen(outline, 1), legendFill, 11));
    graph->setName(v < result_.variant_labels.size() ? text(result_.variant_labels[v]) : tr("designs"));
    series_ << graph;
    rows_.insert(graph, rowOf);
}

void SweepChart::addParetoFront(const cp::ChartHints& hints, const std::vector<std::size_t>& paretoRows) {
    const std::string& y = hints.y.front();
    std::vector<std::pair<double, int>> front;
    for (std::size_t r : paretoRows)
        if (r < result_.rows.size())
            if (const auto x = xValue(result_.rows[r], hints.x); x && metric(result_.rows[r], y))
                front.emplace_back(*x, static_cast<int>(r));
    std::stable_sort(front.begin(), front.end(), [](auto& a, auto& b) { return a.first < b.first; });
    QVector<double> keys, values;
    QVector<int> rowOf;
    for (const auto& [x, r] : front) {
        keys << x;
        values << *metric(result_.rows[static_cast<std::size_t>(r)], y);
        rowOf << r;
    }
    pareto_ = new QCPGraph(plot_->xAxis, plot_->yAxis);
    pareto_->setData(keys, values, true);
    const QColor highlight = chart::okabeIto()[3];  // vermillion: not on the viridis scale
    pareto_->setPen(QPen(highlight, 2.5));
    pareto_->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(highlight, 2.5), Qt::NoBrush, 19));
    pareto_->setName(tr("Pareto front (%n design(s))", nullptr, static_cast<int>(front.size())));
    rows_.insert(pareto_, rowOf);
}

void SweepChart::addColourScale(const QCPColorGradient& gradient, const QCPRange& colourRange, const std::string& colour) {
    colourScale_ = new QCPColorScale(plot_);
    plot_->plotLayout()->addElement(1, 1, colourScale_);
    colourScale_->setType(QCPAxis::atRight);
    colourScale_->setGradient(gradient);
    colourScale_->setDataRange(colourRange);
    colourScale_->setBarWidth(14);
    colourScale_->axis()->setLabel(DisplayUnits::current().metricLabel(colour));
    chart::setAxisScale(colourScale_->axis(), false);
    auto* margins = new QCPMarginGroup(plot_);
    plot_->axisRect()->setMarginGroup(QCP::msTop | QCP::msBottom, margins);
    colourScale_->setMarginGroup(QCP::msTop | QCP::msBottom, margins);
}

void SweepChart::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange) {
        chart::applyPalette(plot_, palette());
        plot_->replot();
    }
    QWidget::changeEvent(event);
}

}  // namespace cpui
