#pragma once
// A combo box that inserts a model preset (DATA/models/*.json: a published architecture and
// training recipe) into the open profile as one undoable edit; the workload switches to the
// step-time model and its split is searched afresh.

#include <QComboBox>
#include <vector>

#include "profile/model_preset.h"

class QLabel;

namespace cpui {

class Document;

class ModelPresetBar : public QComboBox {
    Q_OBJECT

public:
    ModelPresetBar(Document* document, QLabel* message, QWidget* parent = nullptr);
    // Loads the presets of this data folder (a folder without any leaves the box disabled).
    void setDataDir(const QString& dataDir);

private:
    void insertPreset(int index);

    Document* document_;
    QLabel* message_;
    std::vector<cp::ModelPreset> presets_;
};

}  // namespace cpui
