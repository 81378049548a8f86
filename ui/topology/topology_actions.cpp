#include "topology/topology_actions.h"

#include "common/input_error.h"
#include "profile/profile_edits.h"
#include "base/document.h"
#include "topology/topology_scene.h"

namespace cpui {

TopologyActions::TopologyActions(Document* document, QObject* parent) : QObject(parent), document_(document) {}

bool TopologyActions::refuse(const QString& message, QString* error) {
    if (error) *error = message;
    emit refused(message);
    return false;
}

bool TopologyActions::edit(const QString& description, const Edit& change, QString* error) {
    if (!document_->hasProfile()) return refuse(tr("No profile is open."), error);
    QString message;
    try {
        if (document_->applyEdit(description, change(document_->profile()), &message)) return true;
    } catch (const cp::InputError& e) {
        message = QString::fromStdString(e.what());
    }
    return refuse(message, error);
}

std::size_t TopologyActions::at(int network) const {
    return network < 0 ? document_->profile().networks.size() : static_cast<std::size_t>(network);
}

int TopologyActions::tierCount(int network) const {
    const cp::Plan& plan = document_->plan();
    if (plan.fabric && at(network) < plan.fabric->networks.size()) return plan.fabric->networks[at(network)].tier_count;
    const auto& nets = document_->profile().networks;
    return at(network) < nets.size() ? nets[at(network)].tiers.value_or(0) : 0;
}

bool TopologyActions::addTier(int network, QString* error) {
    const int planned = tierCount(network);
    return edit(
        tr("Add a tier"), [&](const cp::Profile& p) { return cp::addTier(p, at(network), planned); }, error);
}

bool TopologyActions::removeTier(int network, QString* error) {
    const int planned = tierCount(network);
    return edit(
        tr("Remove a tier"), [&](const cp::Profile& p) { return cp::removeTier(p, at(network), planned); }, error);
}

bool TopologyActions::setZones(int network, std::int64_t zones, QString* error) {
    const QString text = zones == 1 ? tr("Merge zones") : tr("Split into %1 zones").arg(zones);
    return edit(
        text, [&](const cp::Profile& p) { return cp::setZones(p, at(network), zones); }, error);
}

bool TopologyActions::setPlanes(int network, std::int64_t planes, QString* error) {
    return edit(
        tr("Set %1 planes").arg(planes), [&](const cp::Profile& p) { return cp::setPlanes(p, at(network), planes); }, error);
}

bool TopologyActions::addNetwork(cp::NetworkRole role, QString* error) {
    return edit(
        tr("Add %1 network").arg(QString::fromStdString(cp::enumText(role))),
        [&](const cp::Profile& p) { return cp::addNetwork(p, document_->catalog(), role); }, error);
}

bool TopologyActions::removeNetwork(int network, QString* error) {
    return edit(
        tr("Remove network"), [&](const cp::Profile& p) { return cp::removeNetwork(p, at(network)); }, error);
}

bool TopologyActions::attachStorage(int network, std::int64_t servers, const std::string& nic, QString* error) {
    return edit(
        tr("Attach storage servers"),
        [&](const cp::Profile& p) { return cp::attachStorage(p, document_->catalog(), at(network), servers, nic); }, error);
}

bool TopologyActions::addExtraSwitches(int network, const std::string& switchId, std::int64_t count, const std::string& reason,
                                       QString* error) {
    return edit(
        tr("Add extra switches"),
        [&](const cp::Profile& p) { return cp::addExtraSwitches(p, at(network), switchId, count, reason); }, error);
}

bool TopologyActions::removeExtraSwitches(int network, int index, QString* error) {
    const std::size_t entry = index < 0 ? SIZE_MAX : static_cast<std::size_t>(index);
    return edit(
        tr("Remove extra switches"), [&](const cp::Profile& p) { return cp::removeExtraSwitches(p, at(network), entry); }, error);
}

bool TopologyActions::usesChassis(int network) const {
    return cp::usesChassis(document_->profile(), document_->catalog(), at(network));
}

bool TopologyActions::toChassis(int network, QString* error) {
    const cp::Plan& plan = document_->plan();
    const std::int64_t perFabric =
        plan.fabric && at(network) < plan.fabric->networks.size() ? plan.fabric->networks[at(network)].endpoints_per_fabric : 0;
    return edit(
        tr("Convert to a chassis switch"),
        [&](const cp::Profile& p) { return cp::toChassis(p, document_->catalog(), at(network), perFabric); }, error);
}

bool TopologyActions::fromChassis(int network, QString* error) {
    return edit(
        tr("Convert the chassis back to fixed switches"),
        [&](const cp::Profile& p) { return cp::fromChassis(p, document_->catalog(), at(network)); }, error);
}

bool TopologyActions::removeElement(const TopologyElement& e, QString* error) {
    const QString kind = e.kind;
    if (kind == "tier" || kind == "switch-group") return removeTier(e.network, error);
    if (kind == "zone") return mergeZones(e.network, error);
    if (kind == "plane") {
        const auto& nets = document_->profile().networks;
        return setPlanes(e.network, at(e.network) < nets.size() ? nets[at(e.network)].planes - 1 : 1, error);
    }
    if (kind == "extra-switches") return removeExtraSwitches(e.network, static_cast<int>(e.group), error);
    if (kind == "network") return removeNetwork(e.network, error);
    if (kind != "endpoints")
        return refuse(tr("Nothing to delete: select a tier, zone, plane, network, extra switches or hosts."), error);
    // Endpoint groups are the plan's: storage, compute, management ports or a named host group.
    const cp::Plan& plan = document_->plan();
    if (!plan.fabric || at(e.network) >= plan.fabric->networks.size()) return false;
    const auto& groups = plan.fabric->networks[at(e.network)].endpoint_groups;
    if (e.group < 0 || static_cast<std::size_t>(e.group) >= groups.size()) return false;
    const std::string hostKind = groups[static_cast<std::size_t>(e.group)].kind;
    if (hostKind == "storage")
        return edit(
            tr("Remove storage servers"), [](const cp::Profile& p) { return cp::removeStorage(p); }, error);
    if (hostKind == "compute" || hostKind == "switch")
        return refuse(tr("Compute nodes and management ports cannot be deleted; change the node count instead."), error);
    return edit(
        tr("Remove %1 hosts").arg(QString::fromStdString(hostKind)),
        [&](const cp::Profile& p) { return cp::removeOtherHosts(p, at(e.network), hostKind); }, error);
}

bool TopologyActions::applyPreset(const cp::DesignPreset& preset, int network, QString* error) {
    return edit(
        tr("Apply preset %1").arg(QString::fromStdString(preset.name)),
        [&](const cp::Profile& p) { return cp::applyDesignPreset(p, document_->catalog(), at(network), preset); }, error);
}

}  // namespace cpui
