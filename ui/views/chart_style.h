#pragma once
// Shared QCustomPlot helpers for every chart of the app: the Okabe-Ito palette
// (colour-blind safe), a viridis colour scale, palette-following axes, log axes
// with readable ticks, zoom/drag, legend toggling, hover tooltips, and PNG/PDF/CSV
// export that reports failures instead of ignoring them.

#include <QColor>
#include <QString>
#include <QVector>
#include <functional>

class QCustomPlot;
class QCPAxis;
class QCPAbstractPlottable;
class QCPColorGradient;
class QPalette;

namespace cpui::chart {

// Okabe & Ito (2008), ordered so the first colours read well on light and dark backgrounds.
const QVector<QColor>& okabeIto();
QColor seriesColour(int index);  // cycles through okabeIto()

// Viridis (perceptually uniform, colour-blind safe) as a QCustomPlot gradient.
QCPColorGradient viridis();

// Compact number for ticks and tooltips: 950 · 16,384 · 1.2M · 0.052 · 2.5e-05.
QString compactNumber(double value);

// Text broken into lines of at most `width` characters at spaces (a longer word keeps its line):
// category labels and column headers that would otherwise collide or be cut.
QString wrapWords(const QString& text, int width);

// Axes, grid, legend and title text follow `palette` (light or dark theme).
void applyPalette(QCustomPlot* plot, const QPalette& palette);

// Linear or logarithmic scale with compact tick labels; a log axis gets a tick per decade.
void setAxisScale(QCPAxis* axis, bool log);

// The labels of the vertical axes wrap onto lines when longer than their axis (refitted before
// every replot, so a resize rewraps them): a long metric name never runs into the title.
void fitVerticalAxisLabels(QCustomPlot* plot);

// Mouse-wheel zoom and drag on both axes.
void enableZoomDrag(QCustomPlot* plot);

// Replots now when the plot is on screen, else when it is next shown: a plot on a hidden
// tab takes the new data at once (exports draw it) but costs no rendering per edit.
void replotWhenShown(QCustomPlot* plot);

// A click on a legend item hides or shows its plottable (its legend text greys out).
void enableLegendToggle(QCustomPlot* plot);
// The same as clicking the legend item of `plottable`; returns the new visibility.
bool toggleSeries(QCustomPlot* plot, QCPAbstractPlottable* plottable);

// Hovering a data point shows text(plottable, dataIndex) as a tooltip; empty text hides it.
using ToolTipText = std::function<QString(QCPAbstractPlottable*, int dataIndex)>;
void enableHoverToolTips(QCustomPlot* plot, ToolTipText text);

// Exports at least minWidth × minHeight pixels (PNG) or the plot's size (PDF, vector).
// false with *error (naming the file) when the file cannot be written.
bool exportPng(QCustomPlot* plot, const QString& path, QString* error, int minWidth = 1200, int minHeight = 800);
bool exportPdf(QCustomPlot* plot, const QString& path, QString* error);
// Writes `text` atomically (QSaveFile); the old file stays if writing fails.
bool exportText(const QString& path, const QByteArray& text, QString* error);

}  // namespace cpui::chart
