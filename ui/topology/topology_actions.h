#pragma once
// Structure edits on the topology diagram: add or remove a tier, split or merge
// zones, add or remove planes, add a network, list extra switches, turn a 2-tier
// block into a chassis switch and back, delete the selected element, insert a
// design preset. Each one is a core edit (profile/profile_edits.h, design_preset.h)
// applied as one Document::applyEdit (one undo step, validated first): a refused
// edit changes nothing and returns the core's message, which names the JSON path.

#include <QObject>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>

#include "profile/design_preset.h"
#include "profile/profile.h"

namespace cpui {

class Document;
struct TopologyElement;

class TopologyActions : public QObject {
    Q_OBJECT

public:
    explicit TopologyActions(Document* document, QObject* parent = nullptr);

    // Tiers installed now (the plan's count when the profile says "auto").
    int tierCount(int network) const;

    bool addTier(int network, QString* error);
    bool removeTier(int network, QString* error);
    // `zones` independent fabrics (more than the current count: a split; 1: merged).
    bool setZones(int network, std::int64_t zones, QString* error);
    bool mergeZones(int network, QString* error) { return setZones(network, 1, error); }
    bool setPlanes(int network, std::int64_t planes, QString* error);
    // A network of `role` (storage, frontend, management, compute): cp::addNetwork.
    bool addNetwork(const std::string& role, QString* error);
    bool removeNetwork(int network, QString* error);
    // Storage servers converged into this network, one NIC into each zone (dual-homed
    // with two zones): Fire-Flyer 2's storage. `nic` "" = a catalog NIC at the network's speed.
    bool attachStorage(int network, std::int64_t servers, const std::string& nic, QString* error);
    bool addExtraSwitches(int network, const std::string& switchId, std::int64_t count, const std::string& reason,
                          QString* error);
    bool removeExtraSwitches(int network, int index, QString* error);
    // One chassis switch per zone × plane instead of the tiers (the smallest chassis whose
    // ports hold a fabric's endpoints); back: the network's fixed switch, tiers "auto".
    bool toChassis(int network, QString* error);
    bool fromChassis(int network, QString* error);
    bool usesChassis(int network) const;
    // Delete on the diagram: tier → one tier fewer, zone → merged, plane → one fewer,
    // extra switches → that entry, network → removed, storage/other hosts → removed.
    bool removeElement(const TopologyElement& element, QString* error);
    bool applyPreset(const cp::DesignPreset& preset, int network, QString* error);

signals:
    // Every refusal, for a status line.
    void refused(const QString& message);

private:
    using Edit = std::function<cp::Profile(const cp::Profile&)>;
    // Runs the core edit on the document's profile and applies the result as one undo step.
    bool edit(const QString& description, const Edit& change, QString* error);
    bool refuse(const QString& message, QString* error);
    // The network's place in /networks; a negative index becomes one past the end, which the
    // core edits refuse by name rather than act on another network.
    std::size_t at(int network) const;

    Document* document_;
};

}  // namespace cpui
