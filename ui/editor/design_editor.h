#pragma once
// The profile editor: every input of the profile, grouped in sections (Profile,
// Compute, Networks, Storage, Layout, Power & cost, Workload, Reliability).
// Every change becomes one undoable edit of the Document; a rejected value is
// marked at its field with the engine's message and nothing changes. Field
// tooltips are the documentation of docs/profile-format.md.

#include <QWidget>

class QLabel;
class QSpinBox;

namespace cpui {

class Document;
class EditorContext;
class ModelPresetBar;
class NetworkEditor;
class SectionStack;

class DesignEditor : public QWidget {
    Q_OBJECT

public:
    explicit DesignEditor(Document* document, QWidget* parent = nullptr);

    // The field bound to a JSON path (network fields: of the chosen network, as "/networks/0/…").
    QWidget* field(const QString& jsonPath) const;
    QSpinBox* nodesField() const;
    QSpinBox* planesField() const;
    QLabel* messageLabel() const { return message_; }
    SectionStack* sections() const { return sections_; }
    NetworkEditor* networkEditor() const { return networks_; }
    ModelPresetBar* modelPresets() const { return presets_; }
    // Where the model presets are (DATA/models).
    void setDataDir(const QString& dataDir);
    // Shows the section holding this JSON path and focuses its field (from the problems list).
    bool focusPath(const QString& jsonPath);

private:
    void refresh();
    QWidget* section(const QString& title, QWidget* content);

    Document* document_;
    QLabel* message_;
    EditorContext* context_;
    SectionStack* sections_;
    NetworkEditor* networks_ = nullptr;
    ModelPresetBar* presets_ = nullptr;
};

}  // namespace cpui
