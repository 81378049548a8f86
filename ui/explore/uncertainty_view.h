#pragma once
// Uncertainty: ranges instead of points (docs/uncertainty.md). Pick the ranges (the open design's
// defaults, a shipped specification or a file), run them on a worker thread with progress and
// Cancel, and read every output's P10 / P50 / P90, the chance each limit holds, the inputs varied
// and how, and for the selected output its tornado and its distribution (QCustomPlot). Export
// writes the XLSX or CSV the CLI writes. Every number comes from core (explore/uncertainty.h).

#include <QString>
#include <QWidget>

#include "explore/uncertainty.h"

class QComboBox;
class QCustomPlot;
class QHBoxLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTabWidget;

namespace cpui {

class Document;
class UncertaintyRunner;

class UncertaintyView : public QWidget {
    Q_OBJECT

public:
    UncertaintyView(Document* document, QString dataDir, QWidget* parent = nullptr);
    ~UncertaintyView() override;

    // Chooses the open design's default ranges (the chooser's first entry).
    void useDesignDefaults();
    // Loads a specification file; false with *error (the loader's message names the file and JSON
    // path) leaves the view unchanged.
    bool loadSpec(const QString& path, QString* error);
    bool run();  // false when a run is going or the design cannot be sampled (the summary says why)
    void cancel();
    bool isRunning() const;
    // The last result as .xlsx or .csv (atomically); false with *error naming the file when there
    // is no result or the file cannot be written.
    bool exportResult(const QString& path, QString* error);
    // Shows the charts of the result's output `row` (the outputs table's row).
    void selectOutput(int row);

    // The last result, when it was sampled around the open design as it is now (the overview cards
    // show its ranges); nullptr otherwise.
    const cp::UncertaintyResult* designResult() const;

    QComboBox* chooser() const { return specs_; }
    QSpinBox* samplesBox() const { return samples_; }
    QPushButton* runButton() const { return run_; }
    QPushButton* exportButton() const { return export_; }
    QLabel* summary() const { return summary_; }
    QTableWidget* outputsTable() const { return outputs_; }
    QTableWidget* inputsTable() const { return inputs_; }
    QTabWidget* pages() const { return pages_; }
    QCustomPlot* tornadoPlot() const { return tornado_; }
    QCustomPlot* distributionPlot() const { return distribution_; }
    QStringList tornadoInputs() const { return tornadoInputs_; }

signals:
    void runFinished();  // a run ended: with a result (Export is enabled), cancelled or failed
    void designResultChanged();  // a run of the design's ranges ended, or the design changed after it

private:
    QHBoxLayout* buildTopRow();
    void setUpWidgets();
    void layOutView(QHBoxLayout* top);
    void connectSignals();

    void showResult();
    void showOutputs();
    void showInputs();
    QString summaryText() const;
    void chooseFile();
    void chooseExportFile();
    void clearResult(const QString& message);

    Document* document_;
    QString dataDir_;
    cp::UncertaintySpec spec_;  // the chosen specification (the design's defaults: made at Run)
    bool designDefaults_ = true;
    bool resultOnDesign_ = false;  // the result is of the design's defaults and the design has not changed since
    UncertaintyRunner* runner_;
    QComboBox* specs_;
    QSpinBox* samples_;
    QPushButton* run_;
    QPushButton* cancel_;
    QPushButton* export_;
    QProgressBar* progress_;
    QLabel* summary_;
    QTabWidget* pages_;
    QTableWidget* outputs_;
    QTableWidget* inputs_;
    QCustomPlot* tornado_;
    QCustomPlot* distribution_;
    QStringList tornadoInputs_;
};

}  // namespace cpui
