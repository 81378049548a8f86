#pragma once
// The fits and the values they give, as `clusterplanner-cli calibrate` prints them.

#include <string>

#include "calibration/collective_fit.h"
#include "calibration/gemm_fit.h"

namespace cp::calib {

std::string collectiveCalibrationText(const CollectiveCalibration& calibration);
std::string gemmCalibrationText(const GemmCalibration& calibration);

}  // namespace cp::calib
