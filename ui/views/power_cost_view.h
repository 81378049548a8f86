#pragma once
// The Power & cost tab: QCustomPlot bar charts of the plan's power breakdown
// (nameplate and average side by side, IT and facility totals in the title),
// hardware capex by category and the yearly TCO split. Reads the plan only.
// Bars carry the plan's own units (kW, USD); the axes show kW/MW and $M.

#include <QWidget>

#include "plan/plan.h"

class QCPAxisRect;
class QCPBars;
class QCPLayoutGrid;
class QCPTextElement;
class QCustomPlot;
class QLabel;
class QStackedWidget;

#include "views/plan_view.h"

namespace cpui {

class PowerCostView : public QWidget, public PlanView {
    Q_OBJECT

public:
    explicit PowerCostView(QWidget* parent = nullptr);

    void showPlan(const cp::Plan& plan) override;
    void clearPlan() override;
    // Saves the three charts as one PNG; false with *error set when it cannot be written.
    bool exportPng(const QString& path, QString* error);

    QCustomPlot* plot() const { return plot_; }
    // The bar series, for tests: values in kW (power) and USD (capex, TCO).
    QCPBars* powerNameplateBars() const { return power_nameplate_; }
    QCPBars* powerAverageBars() const { return power_average_; }
    QCPBars* capexBars() const { return capex_; }
    QCPBars* tcoBars() const { return tco_; }
    QString powerTitle() const;
    bool isEmptyState() const;

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void showPower(const cp::Plan& plan);
    void showCost(const cp::Plan& plan);
    void showToolTip(QMouseEvent* event);
    void applyPalette();
    void arrangeCharts(bool stacked);
    void fitTitles();  // one line each when its column is wide enough, else two

    QStackedWidget* pages_;
    QLabel* empty_label_;
    QCustomPlot* plot_;
    QCPLayoutGrid *power_column_, *cost_column_;
    bool stacked_ = false;
    QCPAxisRect *power_rect_, *capex_rect_, *tco_rect_;
    QCPTextElement *power_title_, *capex_title_, *tco_title_;
    QCPBars *power_nameplate_, *power_average_, *capex_, *tco_;
};

}  // namespace cpui
