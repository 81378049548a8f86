#include "views/bom_table_model.h"

#include "common/format.h"
#include "views/display_units.h"
#include "base/translations.h"

namespace cpui {

BomTableModel::BomTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void BomTableModel::setPlan(const cp::Plan& plan) {
    beginResetModel();
    lines_ = plan.cost ? plan.cost->bom : std::vector<cp::BomLine>{};
    endResetModel();
}

// One unit for the whole column: MW only when Preferences ask for it (a BOM line is rarely a megawatt).
bool BomTableModel::extendedInMegawatts() const { return DisplayUnits::current().power_unit == PowerUnit::Megawatt; }

int BomTableModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : static_cast<int>(lines_.size()); }

int BomTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant BomTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount) return {};
    const cp::BomLine& line = lines_[static_cast<std::size_t>(index.row())];
    const double quantity = static_cast<double>(line.quantity);
    if (role == Qt::TextAlignmentRole)
        return index.column() >= Quantity && index.column() <= ExtendedPower ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                                             : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    if (role == Qt::UserRole) {  // raw values, for sorting
        switch (index.column()) {
        case Quantity:
            return static_cast<qlonglong>(line.quantity);
        case UnitPrice:
            return line.unit_price_usd;
        case ExtendedPrice:
            return quantity * line.unit_price_usd;
        case UnitPower:
            return line.unit_power_w;
        case ExtendedPower:
            return quantity * line.unit_power_w;
        default:
            break;
        }
        return data(index, Qt::DisplayRole);
    }
    // Items, parts and sources wrap in their cells; the tooltip has the whole text as well.
    if (role == Qt::ToolTipRole && (index.column() == Source || index.column() == Item || index.column() == Part))
        return data(index, Qt::DisplayRole);
    if (role != Qt::DisplayRole) return {};
    switch (index.column()) {
    case Category:
        return coreTermText(line.category);
    case Item:
        return QString::fromStdString(cp::withItemLength(line.item, DisplayUnits::current().lengthFormat()));
    case Part:
        return QString::fromStdString(line.part);
    case Network:  // "" for parts no one network owns (nodes, storage servers, facility)
        return QString::fromStdString(line.network);
    case Quantity:
        return QString::fromStdString(cp::formatCount(line.quantity));
    case UnitPrice:
        return DisplayUnits::current().money(line.unit_price_usd, 0);
    case ExtendedPrice:
        return DisplayUnits::current().money(quantity * line.unit_price_usd, 0);
    case UnitPower:  // the unit is in the header, one unit per column
        return QString::fromStdString(cp::formatFixed(line.unit_power_w, 0));
    case ExtendedPower: {
        const double kw = quantity * line.unit_power_w / 1000;
        return QString::fromStdString(extendedInMegawatts() ? cp::formatFixed(kw / 1000, 3) : cp::formatFixed(kw, 1));
    }
    case Source:
        return QString::fromStdString(line.price_source);
    default:
        return {};
    }
}

QVariant BomTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Category:
        return tr("Category");
    case Item:
        return tr("Item");
    case Part:
        return tr("Part");
    case Network:
        return tr("Network");
    case Quantity:
        return tr("Quantity");
    case UnitPrice:
        return tr("Unit price (%1)").arg(DisplayUnits::current().moneyCode());
    case ExtendedPrice:
        return tr("Extended price (%1)").arg(DisplayUnits::current().moneyCode());
    case UnitPower:
        return tr("Unit power (W)");
    case ExtendedPower:
        return extendedInMegawatts() ? tr("Extended power (MW)") : tr("Extended power (kW)");
    case Source:
        return tr("Price source");
    default:
        return {};
    }
}

}  // namespace cpui
