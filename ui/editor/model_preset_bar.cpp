#include "editor/model_preset_bar.h"

#include <QLabel>

#include "common/input_error.h"
#include "base/document.h"

namespace cpui {

ModelPresetBar::ModelPresetBar(Document* document, QLabel* message, QWidget* parent)
    : QComboBox(parent), document_(document), message_(message) {
    setObjectName("modelPresets");
    setToolTip(tr("Replaces the workload's model with a published one and switches to the step-time model"));
    setEnabled(false);
    connect(this, qOverload<int>(&QComboBox::activated), this, &ModelPresetBar::insertPreset);
}

void ModelPresetBar::setDataDir(const QString& dataDir) {
    cp::Diagnostics problems;
    presets_ = cp::loadModelPresets(dataDir.toStdString(), problems);
    for (const cp::Diagnostic& p : problems) qWarning("%s", p.message.c_str());
    clear();
    addItem(tr("Insert a model preset…"));
    for (const cp::ModelPreset& m : presets_) {
        addItem(QString::fromStdString(m.name));
        setItemData(count() - 1, QString::fromStdString(m.description + "\n\n" + m.source), Qt::ToolTipRole);
    }
    setEnabled(!presets_.empty());
}

void ModelPresetBar::insertPreset(int index) {
    setCurrentIndex(0);
    if (index < 1 || index > static_cast<int>(presets_.size()) || !document_->hasProfile()) return;
    const cp::ModelPreset& preset = presets_[static_cast<std::size_t>(index - 1)];
    QString error;
    try {
        const cp::Profile edited = cp::applyModelPreset(document_->profile(), document_->catalog(), preset);
        if (document_->applyEdit(tr("Insert model %1").arg(QString::fromStdString(preset.name)), edited, &error)) return;
    } catch (const cp::InputError& e) {
        error = QString::fromStdString(e.jsonPath() + ": " + e.problem());
    }
    message_->setText(error);
}

}  // namespace cpui
