#pragma once
// The Uncertainty tab's two charts of one output (QCustomPlot): the tornado (the output with each
// input at its low and at its high, the others at likely; the largest swings on top) and the
// distribution of the samples (a histogram with the point value, P10, P50, P90 and the spec's
// limits on that output). Values are in the display units (money in millions of the display
// currency). They draw what core computed (explore/uncertainty.h) and compute nothing.

#include <QString>
#include <QStringList>
#include <string>
#include <vector>

#include "explore/optimize_spec.h"
#include "explore/uncertainty.h"

class QCustomPlot;

namespace cpui {

// How an output's values are drawn: in the display units, money of a million or more (at the
// median) in millions of the display currency; the axis title says which.
struct UncertaintyScale {
    std::string metric;
    double factor = 1;  // on DisplayUnits::metricValue
    QString title;
    double operator()(double value) const;
};
UncertaintyScale uncertaintyScale(const cp::OutputDistribution& output);

// An input's label in the interface language: a catalog part's id with its number's label
// ("dgx-h100: Price"), a profile field's label, or the model's error.
QString uncertainInputText(const cp::UncertainInput& input);
// Where an input's range comes from ("given", a default's rule), in the interface language.
QString uncertainBasisText(const std::string& basis);

// Draws the tornado of result.outputs[output] with at most `maxInputs` inputs (those that move it
// most); returns the inputs drawn, top first (their labels, for tests and accessibility).
QStringList drawTornado(QCustomPlot* plot, const cp::UncertaintyResult& result, std::size_t output, int maxInputs = 8);

// Draws the samples' histogram of `output` with the point, P10, P50 and P90 and each of `limits`
// on the same metric as a vertical line.
void drawDistribution(QCustomPlot* plot, const cp::OutputDistribution& output, const std::vector<cp::OptimizeConstraint>& limits);

}  // namespace cpui
