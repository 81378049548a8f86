#pragma once
// Table of core's multi-profile comparison: rows are metrics grouped by section
// (a section title row before each group), column 0 names the metric and holds
// its check box (checked metrics go to the chart), columns 1.. are the profiles.
// Each profile cell reads "value (×ratio)", the ratio to the baseline profile.
// The model only formats what cp::comparePlans computed.

#include <QAbstractTableModel>
#include <QSet>
#include <QStringList>

#include "explore/compare.h"

namespace cpui {

class CompareTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Role {
        ValueTextRole = Qt::UserRole + 1,  // "1,320"
        RatioTextRole,                     // "×10.82"; empty in the baseline column or without a ratio
        RatioRole,                         // double, or invalid
        VerdictRole,                       // int: +1 better than the baseline, -1 worse, 0 unknown or equal
        KeyRole,                           // the metric key; empty on section rows
        SectionRowRole,                    // bool
    };

    explicit CompareTableModel(QObject* parent = nullptr);

    // Keeps the checked metrics that still exist.
    void setComparison(cp::MultiComparison comparison);
    const cp::MultiComparison& comparison() const { return comparison_; }

    QStringList checkedKeys() const;  // in table order
    void setChecked(const QString& key, bool checked);
    int rowOfKey(const QString& key) const;                 // -1 when absent
    const cp::MultiComparisonRow* metricAt(int row) const;  // nullptr on section rows

    // A value and a unit label as the Preferences show them (USD in the display currency).
    static QString valueText(double value, const cp::MultiComparisonRow& row);
    static QString unitText(const cp::MultiComparisonRow& row);
    static bool inMegawatts(const cp::MultiComparisonRow& row);
    static QString ratioText(double ratio);
    static QString sectionTitle(const std::string& section);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

signals:
    void checkedKeysChanged();

private:
    struct Line {
        int metric = -1;  // index into comparison_.rows; -1 for a section title
        std::string section;
    };
    int verdict(const cp::MultiComparisonRow& row, std::size_t column) const;

    cp::MultiComparison comparison_;
    std::vector<Line> lines_;
    QSet<QString> checked_;
};

}  // namespace cpui
