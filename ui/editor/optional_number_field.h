#pragma once
// A spin box with a check box in front: unchecked = the value is not given (the profile leaves
// it to a default such as "auto" or "none", shown in words).

#include <QWidget>

#include <optional>

class QCheckBox;
class QDoubleSpinBox;
class QLabel;

namespace cpui {

class OptionalNumberField : public QWidget {
    Q_OBJECT

public:
    OptionalNumberField(double min, double max, int decimals, const QString& suffix, const QString& unsetText,
                        QWidget* parent = nullptr);
    std::optional<double> value() const;
    void setValue(std::optional<double> value);
    QCheckBox* checkBox() const { return check_; }
    QDoubleSpinBox* spinBox() const { return spin_; }

signals:
    void committed();

private:
    QCheckBox* check_;
    QDoubleSpinBox* spin_;
    QLabel* unset_;
};

}  // namespace cpui
