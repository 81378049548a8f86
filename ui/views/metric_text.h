#pragma once
// The outputs' labels (declared in core/plan/outputs_*.cpp) in the interface language, for what
// the Compare tab, the Trade-offs axes, legends and metric chooser show. The core, the CLI and the
// exports keep them English; a label no output declares is shown as it is.

#include <QString>

#include <string>

namespace cpui {

// "hardware capex" → 硬件资本支出; "performance per GPU (dense peak, bf16)" too (the registry's
// "{basis}" and "{precision}" filled in).
QString metricText(const std::string& label);
// A metric's unit in the interface language: "days" → 天, "TFLOPS per kUSD", "USD per GPU".
QString metricUnitText(const QString& english);
// A label with its unit in brackets, as cp::metricLabel(path) gives it: "hardware capex [USD per GPU]".
QString metricLabelText(const std::string& labelWithUnit);
// cp::formatScientific in the interface language: "1.79 million" (1.79 百万), "589,523", "8.4e+23".
// With `scaleWord`, the number alone is returned and the word ("million", translated) goes there.
QString scientificText(double value, QString* scaleWord = nullptr);

}  // namespace cpui
