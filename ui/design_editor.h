#pragma once
// A first editor for the most-used design inputs: node type and count, and the
// first network's switch, tiers, zones and planes. Every change becomes one
// undoable edit of the Document; a rejected value is marked at its field with
// the engine's message and nothing changes.

#include <QWidget>

#include <functional>

#include "profile/profile.h"

class QComboBox;
class QLabel;
class QSpinBox;

namespace cpui {

class Document;

class DesignEditor : public QWidget {
    Q_OBJECT

public:
    explicit DesignEditor(Document* document, QWidget* parent = nullptr);

    QSpinBox* nodesField() const { return nodes_; }
    QSpinBox* planesField() const { return planes_; }
    QLabel* messageLabel() const { return message_; }

private:
    void refresh();
    void apply(QWidget* field, const QString& description, const std::function<void(cp::Profile&)>& change);
    void markField(QWidget* field, const QString& error);

    Document* document_;
    QComboBox* nodeType_;
    QSpinBox* nodes_;
    QComboBox* switch_;
    QComboBox* tiers_;
    QSpinBox* zones_;
    QSpinBox* planes_;
    QLabel* message_;
    bool refreshing_ = false;
};

}  // namespace cpui
