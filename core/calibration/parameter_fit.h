#pragma once
// A value a calibration writes to the user calibration, with the shipped value it replaces.

#include <string>

namespace cp::calib {

struct ParameterFit {
    std::string key;  // as in the file: "gpus/H100-SXM5-80GB/scale_up/efficiency", "interconnect/nic_efficiency"
    double value = 0, previous = 0;
    std::string unit;  // "" (a share), "s", "FLOP/s"
    std::string source;
};

}  // namespace cp::calib
