#pragma once
// A sweep's chart, drawn as its study's hints say: lines (one per variant and
// metric; a second metric on the right axis), stacked bars (one bar per point,
// the stack bottom first) or a scatter (shape = variant, colour = a metric on a
// viridis scale, the Pareto front as a connected line). Hover shows the point's
// design and values; clicking a point emits pointClicked(row). Reads results only.

#include <QHash>
#include <QVector>
#include <QWidget>

#include "explore/study.h"
#include "explore/sweep_bands.h"
#include "explore/sweep.h"

class QCustomPlot;
class QCPAbstractPlottable;
class QCPColorGradient;
class QCPAxis;
class QCPColorScale;
class QCPGraph;
class QCPRange;
class QCPTextElement;

namespace cpui {

class SweepChart : public QWidget {
    Q_OBJECT

public:
    explicit SweepChart(QWidget* parent = nullptr);

    // `paretoRows` are highlighted when the hints ask for a scatter; `bands` (a study's "ranges")
    // draw each line's P10-P90 as a shaded band around it.
    void showResult(const cp::SweepResult& result, const cp::ChartHints& hints, const std::vector<std::size_t>& paretoRows,
                    const QString& title, const cp::SweepBands* bands = nullptr);
    void clear(const QString& message = {});

    QCustomPlot* plot() const { return plot_; }
    // The data series (graphs or bars), in legend order; the Pareto line is not one of them.
    const QVector<QCPAbstractPlottable*>& series() const { return series_; }
    QCPGraph* paretoGraph() const { return pareto_; }
    // The upper edge of the first P10-P90 band (its fill reaches down to the lower edge); nullptr without bands.
    QCPGraph* bandGraph() const { return band_; }
    QCPColorScale* colourScale() const { return colourScale_; }
    // The sweep row drawn as data point `dataIndex` of `plottable`, or -1.
    int rowAt(const QCPAbstractPlottable* plottable, int dataIndex) const;
    // Tooltip text of a point: design (variant, inputs) and every metric with its unit.
    QString pointText(int row) const;

signals:
    void pointClicked(int row);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void fitLegend();
    void showLines(const cp::ChartHints& hints);
    // One line's P10-P90 band (points: x and sweep row, in x order); the first band gets the legend entry.
    void addBand(const std::vector<std::pair<double, int>>& points, const std::string& path, QCPAxis* valueAxis, const QColor& colour);
    void showStackedBars(const cp::ChartHints& hints);
    void showScatter(const cp::ChartHints& hints, const std::vector<std::size_t>& paretoRows);
    // The scatter's parts: the colour metric's range over the rows (widened when flat; *anyColour
    // says whether a row has the metric), one graph per variant, the Pareto line, the colour scale.
    QCPRange colourRangeOf(const cp::ChartHints& hints, bool* anyColour) const;
    void addVariantScatter(const cp::ChartHints& hints, std::size_t v, QCPColorGradient& gradient, const QCPRange& colourRange);
    void addParetoFront(const cp::ChartHints& hints, const std::vector<std::size_t>& paretoRows);
    void addColourScale(const QCPColorGradient& gradient, const QCPRange& colourRange, const std::string& colour);
    std::optional<double> xValue(const cp::SweepRow& row, const std::string& x) const;
    std::optional<double> metric(const cp::SweepRow& row, const std::string& path) const;
    QString axisTitle(const std::string& path) const;
    QString designText(std::size_t row) const;
    void resetLayout();
    void fitRanges(bool logX, bool logY);

    QCustomPlot* plot_;
    QCPTextElement* title_;
    QCPColorScale* colourScale_ = nullptr;
    QCPGraph* pareto_ = nullptr;
    QCPGraph* band_ = nullptr;  // the legend's P10-P90 entry
    QVector<QCPAbstractPlottable*> series_;
    QHash<const QCPAbstractPlottable*, QVector<int>> rows_;  // data index → sweep row
    cp::SweepResult result_;
    cp::SweepBands bands_;
};

}  // namespace cpui
