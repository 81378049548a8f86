#pragma once
// A sweep's rows as a table: variant, inputs, metrics (labels with units), the
// Pareto mark and the status (the loader's message for a refused point).
// Display text is compact; Qt::UserRole holds the number for sorting.

#include <QAbstractTableModel>
#include <set>

#include "explore/sweep.h"

namespace cpui {

class SweepTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    static constexpr int SortRole = Qt::UserRole;

    explicit SweepTableModel(QObject* parent = nullptr);

    // withPareto: show the Pareto column (rows in `paretoRows` are marked).
    void setResult(const cp::SweepResult& result, const std::vector<std::size_t>& paretoRows = {}, bool withPareto = false);
    void clear();
    const cp::SweepResult& result() const { return result_; }

    // Column of a metric path, or -1.
    int metricColumn(const std::string& path) const;
    int statusColumn() const { return columnCount() - 1; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    enum class Kind { Variant, Axis, Metric, Pareto, Status };
    struct Column {
        Kind kind;
        std::size_t index;
    };
    QString statusText(const cp::SweepRow& row) const;

    cp::SweepResult result_;
    std::set<std::size_t> pareto_;
    std::vector<Column> columns_;
};

}  // namespace cpui
