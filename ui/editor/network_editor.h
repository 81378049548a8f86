#pragma once
// The Networks section of the profile editor: pick a network, add, duplicate or
// remove networks, and edit every field of the chosen one (switches per tier,
// tiers, zones and their join, planes, rails, oversubscription, build-out,
// placement, media policy, up speeds, leaf per rack, other hosts (on spare leaf ports or not), leaf
// classes and explicit extra switches).

#include <QWidget>

#include <string>

#include "editor/form_builder.h"
#include "profile/profile.h"

class QComboBox;
class QPushButton;
class QVBoxLayout;

namespace cpui {

class EditorContext;

class NetworkEditor : public QWidget {
    Q_OBJECT

public:
    NetworkEditor(EditorContext* context, QWidget* parent = nullptr);

    int currentNetwork() const { return index_; }
    void selectNetwork(int index);
    // Adds a network of this role (management: on the catalog's slowest switch port;
    // others: like the first network) and selects it; false when the design refuses it.
    bool addNetwork(cp::NetworkRole role);
    QComboBox* networkChooser() const { return chooser_; }
    QPushButton* addButton() const { return add_; }
    QPushButton* removeButton() const { return remove_; }

private:
    // The constructor's parts, in the order they are built (the chooser's loader comes first).
    QVBoxLayout* layOutChooserAndButtons();
    void connectChooser();
    void addNetworkFields(QVBoxLayout* layout, const IndicesProvider& chosen);
    void addTierFields(QVBoxLayout* layout, const IndicesProvider& chosen);
    void addPlacementFields(QVBoxLayout* layout, const IndicesProvider& chosen);
    void addListEditors(QVBoxLayout* layout, const IndicesProvider& chosen);
    void connectNetworkButtons();
    cp::NetworkInput& net(cp::Profile& p) const;
    const cp::NetworkInput& net(const cp::Profile& p) const;

    EditorContext* context_;
    int index_ = 0;
    QComboBox* chooser_;
    QPushButton* add_;
    QPushButton* duplicate_;
    QPushButton* remove_;
};

}  // namespace cpui
