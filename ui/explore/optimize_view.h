#pragma once
// Optimize: pick an optimize specification (the shipped ones in data/studies/optimize, or a file),
// run it on a worker thread with progress and Cancel, and read the answer: the best designs, the
// Pareto front (QCustomPlot), the limits that bind with their shadow prices and the runner-up
// compared. "Use the best design" makes the winner the document (one undoable edit). The search and
// every number come from core (explore/optimize*.h); this view only shows them.

#include <QString>
#include <QWidget>

#include "explore/optimize_spec.h"

class QComboBox;
class QCustomPlot;
class QHBoxLayout;
class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace cpui {

class Document;
class OptimizeRunner;

class OptimizeView : public QWidget {
    Q_OBJECT

public:
    OptimizeView(Document* document, QString dataDir, QWidget* parent = nullptr);
    ~OptimizeView() override;

    // Loads a specification file (the spec chooser's entries call this); false with *error
    // (the loader's message names the file and JSON path) leaves the view unchanged.
    bool loadSpec(const QString& path, QString* error);
    bool run();  // false when no spec is loaded or a run is going
    // Replaces the specification (the editor's OK); the results of the old one are cleared.
    void setSpec(const cp::OptimizeSpec& spec);
    // Opens the specification editor on the current specification (modal).
    void editSpec();
    void cancel();
    bool isRunning() const;
    // The winner made the document through Document::applyEdit; false with *error when there is none.
    bool useBest(QString* error);
    // The last answer's ranking, front and best per option as .xlsx or .csv (atomically); false with
    // *error naming the file when there is no answer or the file cannot be written.
    bool exportAnswer(const QString& path, QString* error);

    QTableWidget* table() const { return table_; }
    QCustomPlot* plot() const { return plot_; }
    QPushButton* runButton() const { return run_; }
    QPushButton* editButton() const { return edit_; }
    const cp::OptimizeSpec& spec() const { return spec_; }
    QPushButton* useBestButton() const { return useBest_; }
    QPushButton* exportButton() const { return export_; }
    QPlainTextEdit* details() const { return details_; }

signals:
    void runFinished();

private:
    // The constructor's parts, in the order they are built.
    QHBoxLayout* buildTopRow();
    void setUpResultWidgets();
    void layOutView(QHBoxLayout* top);
    void connectSignals();

    void showResult();
    void showFront();
    void chooseFile();
    void chooseExportFile();

    Document* document_;
    QString dataDir_;
    cp::OptimizeSpec spec_;
    bool haveSpec_ = false;
    OptimizeRunner* runner_;
    QComboBox* specs_;
    QLabel* question_;
    QLabel* summary_;
    QPushButton* edit_;
    QPushButton* run_;
    QPushButton* cancel_;
    QPushButton* useBest_;
    QPushButton* export_;
    QProgressBar* progress_;
    QTableWidget* table_;
    QCustomPlot* plot_;
    QPlainTextEdit* details_;
};

}  // namespace cpui
