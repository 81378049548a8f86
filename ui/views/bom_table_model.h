#pragma once
// The plan's bill of materials as a read-only table: one row per BOM line with
// quantity, unit and extended price and power, and the price's source.

#include <QAbstractTableModel>

#include "plan/plan.h"

namespace cpui {

class BomTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Category, Item, Part, Network, Quantity, UnitPrice, ExtendedPrice, UnitPower, ExtendedPower, Source, ColumnCount };

    explicit BomTableModel(QObject* parent = nullptr);

    void setPlan(const cp::Plan& plan);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    bool extendedInMegawatts() const;
    std::vector<cp::BomLine> lines_;
};

}  // namespace cpui
