#include "explore/sweep_table_model.h"
#include "views/display_units.h"

#include <QBrush>
#include <QColor>

#include "io/sweep_output.h"
#include "plan/metrics.h"

namespace cpui {

SweepTableModel::SweepTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void SweepTableModel::setResult(const cp::SweepResult& result, const std::vector<std::size_t>& paretoRows, bool withPareto) {
    beginResetModel();
    result_ = result;
    pareto_ = {paretoRows.begin(), paretoRows.end()};
    columns_.clear();
    if (!result_.variant_labels.empty()) columns_.push_back({Kind::Variant, 0});
    for (std::size_t a = 0; a < result_.axis_paths.size(); ++a) columns_.push_back({Kind::Axis, a});
    for (std::size_t m = 0; m < result_.metrics.size(); ++m) columns_.push_back({Kind::Metric, m});
    if (withPareto) columns_.push_back({Kind::Pareto, 0});
    columns_.push_back({Kind::Status, 0});
    endResetModel();
}

void SweepTableModel::clear() {
    beginResetModel();
    result_ = {};
    pareto_.clear();
    columns_.clear();
    endResetModel();
}

int SweepTableModel::metricColumn(const std::string& path) const {
    for (std::size_t c = 0; c < columns_.size(); ++c)
        if (columns_[c].kind == Kind::Metric && result_.metrics[columns_[c].index] == path) return static_cast<int>(c);
    return -1;
}

int SweepTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(result_.rows.size());
}

int SweepTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(columns_.size());
}

QString SweepTableModel::statusText(const cp::SweepRow& row) const {
    if (!row.done) return tr("not run (cancelled)");
    if (!row.error.empty()) return QString::fromStdString(row.error);
    if (row.warnings) return (row.warnings == 1 ? tr("1 design warning") : tr("%1 design warnings").arg(row.warnings));
    return tr("ok");
}

QVariant SweepTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount()) return {};
    const auto r = static_cast<std::size_t>(index.row());
    const cp::SweepRow& row = result_.rows[r];
    const Column& column = columns_[static_cast<std::size_t>(index.column())];
    const bool failed = !row.done || !row.error.empty();
    auto number = [&](std::optional<double> v) -> QVariant {
        if (role == SortRole) return v ? QVariant(*v) : QVariant();
        if (role == Qt::DisplayRole) return v ? QString::fromStdString(cp::formatSignificant(*v)) : QString();
        if (role == Qt::ToolTipRole && v) return QString::number(*v, 'g', 12);
        if (role == Qt::TextAlignmentRole) return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    };
    if (role == Qt::ForegroundRole && failed) return QBrush(QColor(0xD5, 0x5E, 0x00));  // Okabe-Ito vermillion
    switch (column.kind) {
    case Kind::Variant: {
        const std::size_t v = row.point.variant;
        const QString label = v < result_.variant_labels.size() ? QString::fromStdString(result_.variant_labels[v]) : QString();
        if (role == SortRole) return static_cast<qulonglong>(v);
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole) return label;
        return {};
    }
    case Kind::Axis:
        return number(column.index < row.point.inputs.size() ? std::optional(row.point.inputs[column.index]) : std::nullopt);
    case Kind::Metric: {
        std::optional<double> v = column.index < row.values.size() ? row.values[column.index] : std::nullopt;
        if (v) v = DisplayUnits::current().metricValue(result_.metrics[column.index], *v);  // money in the display currency
        return number(v);
    }
    case Kind::Pareto: {
        const bool on = pareto_.count(r) > 0;
        if (role == SortRole) return on ? 1 : 0;
        if (role == Qt::DisplayRole) return on ? QStringLiteral("★") : QString();
        if (role == Qt::ToolTipRole && on) return tr("on the Pareto front");
        if (role == Qt::TextAlignmentRole) return Qt::AlignCenter;
        return {};
    }
    case Kind::Status:
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole || role == SortRole) return statusText(row);
        return {};
    }
    return {};
}

QVariant SweepTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation == Qt::Vertical) return role == Qt::DisplayRole ? QVariant(section + 1) : QVariant();
    if (section < 0 || section >= columnCount()) return {};
    const Column& column = columns_[static_cast<std::size_t>(section)];
    QString label, path;
    switch (column.kind) {
    case Kind::Variant:
        label = tr("design");
        break;
    case Kind::Axis:
        label = QString::fromStdString(result_.axis_labels[column.index]);
        path = QString::fromStdString(result_.axis_paths[column.index]);
        break;
    case Kind::Metric:
        path = QString::fromStdString(result_.metrics[column.index]);
        label = DisplayUnits::current().metricLabel(result_.metrics[column.index]);
        break;
    case Kind::Pareto:
        label = tr("Pareto");
        break;
    case Kind::Status:
        label = tr("status");
        break;
    }
    if (role == Qt::DisplayRole) return label;
    if (role == Qt::ToolTipRole) return path.isEmpty() ? label : path;
    return {};
}

}  // namespace cpui
