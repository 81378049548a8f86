#pragma once
// Measured against fitted, for the calibration dialog: nccl-tests runs as bus bandwidth over
// message size (log-log; points measured, solid the alpha-beta fit, dashed the calibrated model),
// GEMMs as efficiency over GEMM size (log FLOPs; points measured, solid the fitted curve, dashed
// the curve saved for training). Reads fit results only.

#include <QWidget>

#include "calibration/collective_fit.h"
#include "calibration/gemm_fit.h"

class QCustomPlot;
class QCPTextElement;

namespace cpui {

class CalibrationChart : public QWidget {
    Q_OBJECT

public:
    explicit CalibrationChart(QWidget* parent = nullptr);

    void showCollectives(const cp::calib::CollectiveCalibration& calibration);
    void showGemm(const cp::calib::GemmCalibration& calibration);
    void clear(const QString& message = {});

    QCustomPlot* plot() const { return plot_; }

private:
    void reset(const QString& title, const QString& subtitle);

    QCustomPlot* plot_;
    QCPTextElement* title_;
    QCPTextElement* subtitle_;
};

}  // namespace cpui
