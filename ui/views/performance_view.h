#pragma once
// The Performance tab: what the step-time model found (cp::Plan::performance). A header with the
// split, the job's GPUs, step time, tokens/s, MFU and HFU; a stacked bar of where the step's time
// goes; a stacked bar of the memory per GPU against the usable capacity; a table of the best split
// and the runner-ups with why each is slower. A plan whose workload gives a flat MFU gets a
// sentence saying so and how to switch. Reads the plan only.

#include <QHash>
#include <QWidget>

#include <memory>

#include "plan/plan.h"
#include "views/plan_view.h"

class QCPAbstractPlottable;
class QCPBars;
class QCPGraph;
class QCustomPlot;
class QLabel;
class QStackedWidget;
class QTableWidget;

namespace cpui {

class StackedBar;

class PerformanceView : public QWidget, public PlanView {
    Q_OBJECT

public:
    explicit PerformanceView(QWidget* parent = nullptr);
    ~PerformanceView() override;

    void showPlan(const cp::Plan& plan) override;
    void clearPlan() override;

    // For tests and exports.
    QCustomPlot* plot() const { return plot_; }
    QString headerText() const;
    // The sentence shown instead of the charts (no plan, or a flat MFU); empty when the charts show.
    QString messageText() const;
    // Step terms in order compute, TP, CP, EP, PP sends, bubble, DP, optimizer (seconds).
    const QVector<QCPBars*>& stepBars() const;
    // Weights, gradients, optimizer, activations, output (GB), and the usable capacity line.
    const QVector<QCPBars*>& memoryBars() const;
    QCPGraph* capacityMarker() const;
    QString stepTitle() const;
    QString memoryTitle() const;
    QTableWidget* table() const { return table_; }
    // What hovering a bar or the capacity line shows: its name and value, and the plan's explanation.
    QString toolTip(QCPAbstractPlottable* plottable) const;

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void showMessage(const QString& text);
    void showHeader(const cp::PerformanceResult& p);
    void showStep(const cp::PerformanceResult& p);
    void showMemory(const cp::PerformanceResult& p);
    void showSplits(const cp::PerformanceResult& p);
    void explainBars(const cp::Plan& plan);
    void applyPalette();
    bool fitLegends();

    QStackedWidget* pages_;
    QLabel* message_;
    QWidget* results_;
    QLabel* header_;
    QCustomPlot* plot_;
    std::unique_ptr<StackedBar> step_, memory_;
    QLabel* splitsCaption_;
    QTableWidget* table_;
    QHash<const QCPAbstractPlottable*, QString> explanations_;  // rich text, by bar
};

}  // namespace cpui
