#pragma once
// Catalog › Calibrate from measurements: imports nccl-tests output or a GEMM table, fits the
// step-time model's parameters with the core (core/calibration: the same fits as
// `clusterplanner-cli calibrate`), shows measured against fitted, and saves the fitted values into
// the user calibration file, which layers them on data/performance/gpu_efficiency.json.

#include <QDialog>
#include <QStringList>

#include <optional>

#include "calibration/collective_fit.h"
#include "calibration/gemm_fit.h"
#include "performance/calibration.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTabWidget;
class QTableWidget;

namespace cpui {

class CalibrationChart;

// AppDataLocation/user-calibration.json: where the GUI keeps the user calibration.
QString userCalibrationPath();

class CalibrationDialog : public QDialog {
    Q_OBJECT

public:
    enum class Measurement { Collectives, Gemm };

    // `dataDir` holds performance/gpu_efficiency.json (cp::findDataDir).
    explicit CalibrationDialog(const QString& dataDir, QWidget* parent = nullptr, const QString& savePath = userCalibrationPath());
    static void open(const QString& dataDir, QWidget* parent);

    void setMeasurement(Measurement m);
    Measurement measurement() const;
    void addFiles(const QStringList& files);  // to the current measurement's list; refits
    void removeFile(int row);
    void setGpu(const QString& name);
    void setNicGbps(double gbps);         // 0: not given
    void setTrainingShare(double share);  // 0: from the shipped values
    // Merges the fitted values into `path` (created when missing) and writes it atomically;
    // false with *error (file and JSON path as the core says them) when nothing was written.
    bool saveTo(const QString& path, QString* error);

    QStringList files() const;
    QString errorText() const;  // the last fit's refusal (a file's line), empty when it fitted
    const std::optional<cp::calib::CollectiveCalibration>& collectives() const { return collectives_; }
    const std::optional<cp::calib::GemmCalibration>& gemm() const { return gemm_; }
    CalibrationChart* chart() const { return chart_; }
    QTableWidget* fitsTable() const { return fits_; }
    QTableWidget* valuesTable() const { return values_; }
    QPushButton* saveButton() const { return save_; }

private:
    QWidget* buildInputs();
    QWidget* buildResults();
    void refit();
    void fitCollectives();
    void fitGemm();
    void showFits();
    void showValues(const std::vector<cp::calib::ParameterFit>& values, const std::vector<std::string>& notes);
    void saveDialog();
    const cp::perf::UserCalibration* fittedValues() const;

    QString savePath_;
    cp::perf::PerformanceCalibration shipped_;
    QString loadError_;
    QStringList ncclFiles_, gemmFiles_;
    std::optional<cp::calib::CollectiveCalibration> collectives_;
    std::optional<cp::calib::GemmCalibration> gemm_;
    QString error_, notes_;

    QTabWidget* tabs_;
    QListWidget* fileList_;
    QComboBox* gpu_;
    QDoubleSpinBox* nic_;
    QDoubleSpinBox* share_;
    QLabel* summary_;
    QLabel* status_;
    CalibrationChart* chart_;
    QTableWidget* fits_;
    QTableWidget* values_;
    QPushButton* save_;
};

}  // namespace cpui
