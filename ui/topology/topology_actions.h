#pragma once
// Structure edits on the topology diagram: add or remove a tier, split or merge
// zones, add or remove planes, add a network, list extra switches, turn a 2-tier
// block into a chassis switch and back, delete the selected element, insert a
// design preset. Each one computes the whole edited profile and applies it as one
// Document::applyEdit (one undo step, validated first): a refused edit changes
// nothing and returns the engine's message.

#include <QObject>
#include <QString>

#include <cstdint>
#include <functional>
#include <string>

#include "profile/profile.h"

namespace cpui {

class Document;
struct DesignPreset;
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
    // A network of `role` (storage, frontend, management, compute) on the first network's
    // switch and speed; management on the catalog's slowest port.
    bool addNetwork(const std::string& role, QString* error);
    bool removeNetwork(int network, QString* error);
    // Storage servers converged into this network, one NIC into each zone (dual-homed
    // with two zones): Fire-Flyer 2's storage.
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
    bool applyPreset(const DesignPreset& preset, int network, QString* error);

signals:
    // Every refusal, for a status line.
    void refused(const QString& message);

private:
    bool edit(const QString& description, const std::function<bool(cp::Profile&, QString*)>& change, QString* error);
    Document* document_;
};

}  // namespace cpui
