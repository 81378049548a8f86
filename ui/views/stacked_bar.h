#pragma once
// One horizontal stacked bar in a cell of a QCustomPlot layout: a title, the bar (its segments
// from the left in the order given, each wide one labelled inside), an optional marker line (a
// limit, such as the usable memory) and a legend below that lists the non-zero segments. The
// Performance tab draws the step-time breakdown and the memory per GPU with it. Shows values
// it is given; computes nothing.

#include <QString>
#include <QVector>

class QCPAxisRect;
class QCPBars;
class QCPGraph;
class QCPItemText;
class QCPLayoutGrid;
class QCPLegend;
class QCPTextElement;
class QCustomPlot;
class QPalette;

namespace cpui {

struct BarSegment {
    double value = 0;   // in the chart's unit
    QString name;       // "compute"
    QString valueText;  // "4.69 s": inside the segment when it is wide enough, and in the legend
};

class StackedBar {
public:
    // Fills `column` (an empty grid in `plot`'s layout) with `segments` bars coloured in
    // the app's palette order; `unit` follows the tick numbers ("s", "GB").
    StackedBar(QCustomPlot* plot, QCPLayoutGrid* column, const QString& unit, int segments);

    void setTitle(const QString& title);
    QString title() const;
    // As many segments as the constructor was given; zeros are neither drawn nor in the legend.
    void setSegments(const QVector<BarSegment>& segments);
    // A vertical line at `value`, named `name` in the legend; an empty name hides it.
    void setMarker(double value, const QString& name);
    void clear();
    // Lays the legend out in as many columns as its widest entry allows in `widthPx`;
    // true when that changed (the plot needs a replot).
    bool fitLegend(int widthPx);
    void applyPalette(const QPalette& palette);

    const QVector<QCPBars*>& bars() const { return bars_; }
    QCPGraph* marker() const { return marker_; }

private:
    void fitRange();
    void labelSegments(const QVector<BarSegment>& segments);
    void fillLegend();

    QCustomPlot* plot_;
    QCPTextElement* title_;
    QCPAxisRect* rect_;
    QCPLegend* legend_;
    QVector<QCPBars*> bars_;
    QCPGraph* marker_;
    QVector<QCPItemText*> labels_;
    double total_ = 0;
    double markerValue_ = 0;
};

}  // namespace cpui
