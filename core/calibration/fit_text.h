#pragma once
// Numbers of the calibration fits as the sources, the CLI and the dialog print them.

#include <string>

#include "calibration/least_squares.h"

namespace cp::calib {

std::string significant(double value, int digits);     // 0.8218, 3.4e-06
std::string formatBandwidth(double bytes_per_second);  // "369.9 GB/s"
std::string formatDuration(double seconds);            // "54.2 µs", "1.23 ms", "2.10 s"
std::string formatShare(double share);                 // 4 significant digits: "0.8218"
std::string formatPercent(double share);               // "3.2%"
std::string formatFlopsRate(double flops_per_second);  // "263 TFLOP/s"
// "31 points, R² 0.99995, max error 3.2%"
std::string fitSummary(const FitQuality& quality);

}  // namespace cp::calib
