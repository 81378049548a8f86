#include "editor/optional_number_field.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>

namespace cpui {

OptionalNumberField::OptionalNumberField(double min, double max, int decimals, const QString& suffix, const QString& unsetText,
                                         QWidget* parent)
    : QWidget(parent), check_(new QCheckBox), spin_(new QDoubleSpinBox), unset_(new QLabel(unsetText)) {
    spin_->setRange(min, max);
    spin_->setDecimals(decimals);
    spin_->setSuffix(suffix);
    spin_->setGroupSeparatorShown(true);
    spin_->setKeyboardTracking(false);
    unset_->setEnabled(false);
    check_->setToolTip(tr("Give a value (unchecked: %1)").arg(unsetText));
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(check_);
    row->addWidget(spin_, 1);
    row->addWidget(unset_, 1);
    setValue(std::nullopt);
    connect(check_, &QCheckBox::toggled, this, [this](bool on) {
        spin_->setVisible(on);
        unset_->setVisible(!on);
        emit committed();
    });
    connect(spin_, &QDoubleSpinBox::valueChanged, this, [this] { emit committed(); });
}

std::optional<double> OptionalNumberField::value() const {
    return check_->isChecked() ? std::optional<double>(spin_->value()) : std::nullopt;
}

void OptionalNumberField::setValue(std::optional<double> value) {
    const QSignalBlocker blockCheck(check_), blockSpin(spin_);
    check_->setChecked(value.has_value());
    if (value) spin_->setValue(*value);
    spin_->setVisible(value.has_value());
    unset_->setVisible(!value.has_value());
}

}  // namespace cpui
