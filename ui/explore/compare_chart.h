#pragma once
// Grouped bar chart of the checked comparison metrics, each profile's value as a
// multiple of the baseline's (QCPBars in one QCPBarsGroup). Reads core's comparison only.

#include <QStringList>
#include <QVector>
#include <QWidget>

#include "explore/compare.h"

class QCustomPlot;
class QCPBars;

namespace cpui {

class CompareChart : public QWidget {
    Q_OBJECT

public:
    explicit CompareChart(QWidget* parent = nullptr);

    // One bar group per key in `keys` (metric keys of `comparison`), one bar per profile.
    void showComparison(const cp::MultiComparison& comparison, const QStringList& keys);
    void clear();

    QCustomPlot* plot() const { return plot_; }
    const QVector<QCPBars*>& bars() const { return bars_; }  // one per profile, in column order
    const QStringList& keys() const { return keys_; }        // bar key i + 1 is keys()[i]

private:
    void setAxesVisible(bool visible);
    QCustomPlot* plot_;
    QVector<QCPBars*> bars_;
    QStringList keys_;
};

}  // namespace cpui
