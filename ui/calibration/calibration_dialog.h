#pragma once
// Catalog › Calibrate from measurements: imports nccl-tests output or a GEMM table, fits the
// step-time model's catalog values with the core (core/calibration: the same fits as
// `clusterplanner-cli calibrate`), shows measured against fitted, and adds the fitted values to
// the user catalog (the layer the GUI reads on top of the shipped catalog, as the CLI's
// --catalog FILE), or exports them as a catalog layer file for the CLI.

#include <QDialog>
#include <QStringList>

#include <memory>
#include <optional>

#include "calibration/collective_fit.h"
#include "calibration/gemm_fit.h"
#include "catalog/catalog.h"
#include "catalog/user_catalog.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTabWidget;
class QTableWidget;

namespace cpui {

class CalibrationChart;

class Document;

class CalibrationDialog : public QDialog {
    Q_OBJECT

public:
    enum class Measurement { Collectives, Gemm };

    // The fits start from the document's catalog (the shipped one with the user catalog on top;
    // without a document, the user catalog at `userCatalogPath` over `dataDir`'s shipped one).
    CalibrationDialog(Document* document, const QString& dataDir, QWidget* parent = nullptr,
                      const QString& userCatalogPath = UserCatalog::defaultPath());
    ~CalibrationDialog() override;
    static void open(Document* document, const QString& dataDir, QWidget* parent);

    void setMeasurement(Measurement m);
    Measurement measurement() const;
    void addFiles(const QStringList& files);  // to the current measurement's list; refits
    void removeFile(int row);
    void setGpu(const QString& name);
    void setNicGbps(double gbps);         // 0: not given
    void setTrainingShare(double share);  // 0: from the shipped values
    // Adds the fitted values to the user catalog (its other entries kept), checked by the core
    // loader, adopted by the document and written atomically; false with *error (file and JSON
    // path as the core says them) when nothing changed.
    bool addToUserCatalog(QString* error);
    // Writes the fitted values as a catalog layer file for `--catalog FILE` (an existing file's
    // other entries kept), checked on the shipped catalog and written atomically.
    bool exportTo(const QString& path, QString* error);

    QStringList files() const;
    QString errorText() const;  // the last fit's refusal (a file's line), empty when it fitted
    const std::optional<cp::calib::CollectiveCalibration>& collectives() const { return collectives_; }
    const std::optional<cp::calib::GemmCalibration>& gemm() const { return gemm_; }
    CalibrationChart* chart() const { return chart_; }
    QTableWidget* fitsTable() const { return fits_; }
    QTableWidget* valuesTable() const { return values_; }
    QPushButton* saveButton() const { return save_; }
    QPushButton* exportButton() const { return export_; }

private:
    QWidget* buildInputs();
    QWidget* buildResults();
    void refit();
    void fitCollectives();
    void fitGemm();
    void showFits();
    void showValues(const std::vector<cp::calib::ParameterFit>& values, const std::vector<std::string>& notes);
    void saveToUserCatalog();
    void exportDialog();
    const cp::perf::PerformanceCalibration* fittedValues() const;
    std::size_t fittedCount() const;

    Document* document_;
    std::unique_ptr<UserCatalog> user_;
    cp::Catalog base_;  // what the fits start from
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
    QPushButton* export_;
};

}  // namespace cpui
