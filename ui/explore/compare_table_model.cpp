#include "explore/compare_table_model.h"

#include "views/chart_style.h"
#include "views/metric_text.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <algorithm>
#include <cmath>

#include "common/format.h"
#include "views/display_units.h"

namespace cpui {

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }

// Ratios closer to 1 than this read as equal (no colour).
constexpr double kEqualRatio = 1e-6;

}  // namespace

CompareTableModel::CompareTableModel(QObject* parent)
    : QAbstractTableModel(parent),
      // The per-GPU and per-price figures compare clusters of different sizes fairly.
      checked_{"switches",     "switches_per_1k_gpus", "perf_per_node_price",
               "it_w_per_gpu", "capex_per_gpu_usd",    "usd_per_gpu_hour"} {
    // Money and power cells follow the Preferences' units.
    connect(DisplaySettings::instance(), &DisplaySettings::changed, this, [this] {
        if (rowCount() == 0 || columnCount() == 0) return;
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    });
}

void CompareTableModel::setComparison(cp::MultiComparison comparison) {
    beginResetModel();
    comparison_ = std::move(comparison);
    lines_.clear();
    for (std::size_t i = 0; i < comparison_.rows.size(); ++i) {
        const std::string& section = comparison_.rows[i].section;
        if (lines_.empty() || lines_.back().section != section) lines_.push_back({-1, section});
        lines_.push_back({static_cast<int>(i), section});
    }
    endResetModel();
    emit checkedKeysChanged();
}

QStringList CompareTableModel::checkedKeys() const {
    QStringList keys;
    for (const cp::MultiComparisonRow& r : comparison_.rows)
        if (checked_.contains(qs(r.key))) keys << qs(r.key);
    return keys;
}

void CompareTableModel::setChecked(const QString& key, bool checked) {
    const int row = rowOfKey(key);
    if (row >= 0)
        setData(index(row, 0), checked ? Qt::Checked : Qt::Unchecked, Qt::CheckStateRole);
    else if (checked)
        checked_.insert(key);
    else
        checked_.remove(key);
}

int CompareTableModel::rowOfKey(const QString& key) const {
    for (int row = 0; row < rowCount(); ++row)
        if (const cp::MultiComparisonRow* r = metricAt(row); r && qs(r->key) == key) return row;
    return -1;
}

const cp::MultiComparisonRow* CompareTableModel::metricAt(int row) const {
    if (row < 0 || row >= rowCount() || lines_[static_cast<std::size_t>(row)].metric < 0) return nullptr;
    return &comparison_.rows[static_cast<std::size_t>(lines_[static_cast<std::size_t>(row)].metric)];
}

bool CompareTableModel::inMegawatts(const cp::MultiComparisonRow& row) {
    // One unit per row (its label names it): MW when Preferences say so, or in Auto when a value
    // of the row reaches 1 MW, as the CLI would print it.
    if (row.unit != "kW") return false;
    const DisplayUnits& units = DisplayUnits::current();
    if (units.power_unit != PowerUnit::Auto) return units.power_unit == PowerUnit::Megawatt;
    return std::any_of(row.values.begin(), row.values.end(),
                       [](const std::optional<double>& v) { return v && std::abs(*v) >= 1000; });
}

QString CompareTableModel::unitText(const cp::MultiComparisonRow& row) {
    if (row.unit == "USD") return DisplayUnits::current().moneyCode();
    if (inMegawatts(row)) return QStringLiteral("MW");
    return metricUnitText(qs(row.unit));
}

QString CompareTableModel::valueText(double value, const cp::MultiComparisonRow& row) {
    // The registry's format, as the CLI's compare prints it, in the Preferences' money and power units.
    return DisplayUnits::current().valueText(value, row.unit, row.metric, inMegawatts(row));
}

QString CompareTableModel::ratioText(double ratio) {
    return QStringLiteral("×") + qs(cp::formatRatio(ratio));  // as the CLI's compare writes it
}

QString CompareTableModel::sectionTitle(const std::string& section) {
    if (section == "compute") return tr("Compute");
    if (section == "network") return tr("Network");
    if (section == "power") return tr("Power");
    if (section == "cost") return tr("Cost");
    if (section == "training") return tr("Training");
    if (section == "reliability") return tr("Reliability");
    return qs(section);
}

int CompareTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(lines_.size());
}

int CompareTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() || comparison_.names.empty() ? 0 : static_cast<int>(comparison_.names.size()) + 1;
}

int CompareTableModel::verdict(const cp::MultiComparisonRow& row, std::size_t column) const {
    const std::optional<double>& ratio = row.ratios[column];
    if (!ratio || row.better == cp::Better::None || std::abs(*ratio - 1) < kEqualRatio) return 0;
    const bool higher = *ratio > 1;
    return higher == (row.better == cp::Better::Higher) ? 1 : -1;
}

QVariant CompareTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const Line& line = lines_[static_cast<std::size_t>(index.row())];
    if (line.metric < 0) {  // section title
        if (role == SectionRowRole) return true;
        if (index.column() != 0) return {};
        if (role == Qt::DisplayRole) return sectionTitle(line.section);
        if (role == Qt::FontRole) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    }
    const cp::MultiComparisonRow& row = comparison_.rows[static_cast<std::size_t>(line.metric)];
    if (role == SectionRowRole) return false;
    if (role == KeyRole) return qs(row.key);
    if (index.column() == 0) {
        switch (role) {
        case Qt::DisplayRole:
            return row.unit.empty() ? metricText(row.label) : tr("%1 (%2)").arg(metricText(row.label), unitText(row));
        case Qt::CheckStateRole:
            return checked_.contains(qs(row.key)) ? Qt::Checked : Qt::Unchecked;
        case Qt::ToolTipRole:  // the whole name first: a narrow column elides it
            return data(index, Qt::DisplayRole).toString() + '\n' +
                   (row.better == cp::Better::Higher  ? tr("Higher is better")
                    : row.better == cp::Better::Lower ? tr("Lower is better")
                                                      : tr("Grows with the cluster: compare the per-GPU rows"));
        default:
            return {};
        }
    }
    const auto column = static_cast<std::size_t>(index.column() - 1);
    const std::optional<double>& value = row.values[column];
    const std::optional<double>& ratio = row.ratios[column];
    const bool showRatio = ratio && column != comparison_.baseline;
    switch (role) {
    case Qt::DisplayRole:
        if (!value) return tr("n/a");
        return showRatio ? tr("%1 (%2)").arg(valueText(*value, row), ratioText(*ratio)) : valueText(*value, row);
    case ValueTextRole:
        return value ? valueText(*value, row) : tr("n/a");
    case RatioTextRole:
        return showRatio ? ratioText(*ratio) : QString();
    case RatioRole:
        return ratio ? QVariant(*ratio) : QVariant();
    case VerdictRole:
        return verdict(row, column);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (!value) return tr("%1 does not compute this section").arg(qs(comparison_.names[column]));
        if (!showRatio) return QVariant();
        return tr("%1 is %2 of %3's value")
            .arg(qs(comparison_.names[column]), ratioText(*ratio), qs(comparison_.names[comparison_.baseline]));
    default:
        return {};
    }
}

QVariant CompareTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount()) return {};
    if (section == 0) return role == Qt::DisplayRole ? tr("Metric") : QVariant();
    const auto column = static_cast<std::size_t>(section - 1);
    const QString name = qs(comparison_.names[column]);
    // Wrapped: a long design name takes lines, not a column wider than the table or cut at both ends.
    const QString shown = chart::wrapWords(name, 24);
    if (role == Qt::DisplayRole) return column == comparison_.baseline ? tr("%1\n(baseline)").arg(shown) : shown;
    if (role == Qt::ToolTipRole) return tr("Click to open %1 in the editor; right-click for more").arg(name);
    return {};
}

Qt::ItemFlags CompareTableModel::flags(const QModelIndex& index) const {
    if (!index.isValid()) return Qt::NoItemFlags;
    if (!metricAt(index.row())) return Qt::ItemIsEnabled;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (index.column() == 0) f |= Qt::ItemIsUserCheckable;
    return f;
}

bool CompareTableModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    const cp::MultiComparisonRow* row = metricAt(index.row());
    if (!row || index.column() != 0 || role != Qt::CheckStateRole) return false;
    const QString key = qs(row->key);
    const bool checked = static_cast<Qt::CheckState>(value.toInt()) == Qt::Checked;
    if (checked == checked_.contains(key)) return true;
    if (checked)
        checked_.insert(key);
    else
        checked_.remove(key);
    emit dataChanged(index, index, {Qt::CheckStateRole});
    emit checkedKeysChanged();
    return true;
}

}  // namespace cpui
