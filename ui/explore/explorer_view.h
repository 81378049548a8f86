#pragma once
// The Trade-off explorer tab: the shipped studies (one click runs one), an ad-hoc
// sweep on the open profile, and the results as a chart and a table. Sweeps run
// on a worker thread (SweepRunner) with progress and Cancel. Clicking a chart point
// asks, through openProfileRequested, to open that design as a new profile.

#include <QByteArray>
#include <QString>
#include <QWidget>
#include <optional>

#include "explore/study.h"
#include "explore/sweep.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QScrollArea;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QSpinBox;
class QTabWidget;
class QTableView;

namespace cpui {

class Document;
class SweepChart;
class SweepRunner;
class SweepTableModel;

class ExplorerView : public QWidget {
    Q_OBJECT

public:
    ExplorerView(Document* document, QString dataDir, QWidget* parent = nullptr);
    ~ExplorerView() override;  // cancels a running sweep and waits for it

    // Runs a loaded study (tests may shrink its axes first). A run in progress is
    // cancelled and this one starts when it has stopped.
    void runStudy(const cp::Study& study);
    // Runs the ad-hoc form's sweep on the open profile; false with *error when the form is refused.
    bool runAdHoc(QString* error = nullptr);
    // The ad-hoc form as a spec; nullopt with *error (the core message) when invalid.
    std::optional<cp::SweepSpec> adHocSpec(QString* error = nullptr) const;
    void cancel();
    bool isRunning() const;
    void setThreads(unsigned threads) { threads_ = threads; }  // 0: all cores

    const cp::SweepResult& result() const;
    const std::vector<std::size_t>& paretoRows() const { return paretoRows_; }
    // Emits openProfileRequested with the point's profile document; false when the
    // row is not a computed, valid point.
    bool openPoint(int row, QString* error = nullptr);

    // The chart (PNG, PDF) and the rows (CSV, core writeSweepCsv); false with *error.
    bool exportPng(const QString& path, QString* error);
    bool exportPdf(const QString& path, QString* error);
    bool exportCsv(const QString& path, QString* error);

    SweepChart* chart() const { return chart_; }
    SweepTableModel* tableModel() const { return model_; }
    QTableView* tableView() const { return table_; }
    QListWidget* studyList() const { return studies_; }
    QProgressBar* progressBar() const { return progress_; }
    QString statusText() const;

public slots:
    // Loads a study file and runs it; false (and the message in the status line) when it is refused.
    bool loadStudyFile(const QString& path);

signals:
    void openProfileRequested(const QString& title, const QByteArray& profileJson);
    void runFinished();  // after every run, cancelled, finished or refused

private:
    struct Run {
        QString title, question, description;
        cp::SweepSpec spec;
        cp::ChartHints chart;
        std::vector<cp::ParetoObjective> pareto;
        cp::BandSpec bands;  // a study's "ranges": fan bands
    };
    struct AxisForm {
        QComboBox* path;
        QDoubleSpinBox* from;
        QDoubleSpinBox* to;
        QSpinBox* steps;
        QCheckBox* log;
        QLineEdit* list;
    };

    QWidget* buildStudyPanel();
    QWidget* buildAdHocPanel();
    QWidget* buildResultPanel();
    AxisForm addAxisForm(QFormLayout* form, const QString& objectSuffix);
    void fillStudyList();
    void refreshInputPaths();
    void suggestRange(const AxisForm& axis);
    void start(Run run);
    bool startPending();
    void onFinished();
    void onFailed(const QString& message);
    void setRunning(bool running);
    void showCurrentResult();
    void showHeader(const Run& run);
    void setStatus(const QString& text, bool error = false);
    void exportWithDialog(const QString& kind);

    Document* document_;
    QString dataDir_;
    SweepRunner* runner_;
    unsigned threads_ = 0;
    std::optional<Run> current_;  // the run shown (or running)
    std::optional<Run> pending_;  // starts when the running one has stopped
    std::vector<std::size_t> paretoRows_;

    QListWidget* studies_ = nullptr;
    AxisForm axes_[2] = {};
    QCheckBox* grid_ = nullptr;
    QComboBox* metric_ = nullptr;
    QPushButton* run_ = nullptr;
    QPushButton* cancel_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QLabel* status_ = nullptr;
    QLabel* title_ = nullptr;
    QLabel* question_ = nullptr;
    QScrollArea* questionArea_ = nullptr;  // holds question_
    QTabWidget* tabs_ = nullptr;
    SweepChart* chart_ = nullptr;
    SweepTableModel* model_ = nullptr;
    QSortFilterProxyModel* proxy_ = nullptr;
    QTableView* table_ = nullptr;
    QWidget* adHocBox_ = nullptr;
};

}  // namespace cpui
