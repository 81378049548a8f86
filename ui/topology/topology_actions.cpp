#include "topology/topology_actions.h"
#include "editor/network_defaults.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

#include "common/input_error.h"
#include "editor/design_presets.h"
#include "shell/document.h"
#include "profile/profile_io.h"
#include "topology/topology_scene.h"

namespace cpui {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

bool refuse(QString* why, const QString& message) {
    if (why) *why = message;
    return false;
}

}  // namespace

TopologyActions::TopologyActions(Document* document, QObject* parent) : QObject(parent), document_(document) {}

bool TopologyActions::edit(const QString& description, const std::function<bool(cp::Profile&, QString*)>& change,
                           QString* error) {
    QString message;
    bool ok = document_->hasProfile();
    if (!ok) message = tr("No profile is open.");
    cp::Profile edited = document_->profile();
    if (ok) ok = change(edited, &message);
    if (ok && edited == document_->profile()) return true;
    if (ok) ok = document_->applyEdit(description, edited, &message);
    if (!ok) {
        if (error) *error = message;
        emit refused(message);
    }
    return ok;
}

int TopologyActions::tierCount(int network) const {
    const cp::Plan& plan = document_->plan();
    if (plan.fabric && network >= 0 && static_cast<std::size_t>(network) < plan.fabric->networks.size())
        return plan.fabric->networks[static_cast<std::size_t>(network)].tier_count;
    const auto& nets = document_->profile().networks;
    return network >= 0 && static_cast<std::size_t>(network) < nets.size() ? nets[static_cast<std::size_t>(network)].tiers.value_or(0) : 0;
}

// Every edit below names its network by index; a stale index is refused, not guessed.
#define CP_NETWORK(p, index)                                                                                      \
    if ((index) < 0 || static_cast<std::size_t>(index) >= (p).networks.size())                                   \
        return refuse(why, TopologyActions::tr("There is no network %1 in this profile.").arg((index) + 1));      \
    cp::NetworkInput& net = (p).networks[static_cast<std::size_t>(index)]

bool TopologyActions::addTier(int network, QString* error) {
    const int tiers = tierCount(network);
    return edit(tr("Add a tier"), [&](cp::Profile& p, QString* why) {
        CP_NETWORK(p, network);
        if (tiers >= 4) return refuse(why, tr("%1 has 4 tiers, the most a fabric here can have.").arg(q(net.name)));
        net.tiers = tiers + 1;
        return true;
    }, error);
}

bool TopologyActions::removeTier(int network, QString* error) {
    const int tiers = tierCount(network);
    return edit(tr("Remove a tier"), [&](cp::Profile& p, QString* why) {
        CP_NETWORK(p, network);
        if (tiers <= 1) return refuse(why, tr("%1 has one tier; a network needs at least one.").arg(q(net.name)));
        net.tiers = tiers - 1;
        if (net.build_out_from_tier && *net.build_out_from_tier > tiers - 1) net.build_out_from_tier.reset();
        if (net.tier_switches.size() > static_cast<std::size_t>(tiers - 1)) net.tier_switches.resize(static_cast<std::size_t>(tiers - 1));
        return true;
    }, error);
}

bool TopologyActions::setZones(int network, std::int64_t zones, QString* error) {
    const QString text = zones == 1 ? tr("Merge zones") : tr("Split into %1 zones").arg(zones);
    return edit(text, [&](cp::Profile& p, QString* why) {
        CP_NETWORK(p, network);
        if (zones < 1 || zones > 1024) return refuse(why, tr("/networks/%1/zones: %2 is out of range; expected 1–1,024").arg(network).arg(zones));
        net.zones = zones;
        if (zones == 1) net.zone_join = cp::ZoneJoin{};
        // Dual-homed storage on this network follows the zones: one NIC into each.
        if (p.storage.network == net.name && p.storage.servers > 0 && p.storage.nics_per_server > 1)
            p.storage.nics_per_server = std::max<std::int64_t>(zones, 1);
        return true;
    }, error);
}

bool TopologyActions::setPlanes(int network, std::int64_t planes, QString* error) {
    return edit(tr("Set %1 planes").arg(planes), [&](cp::Profile& p, QString* why) {
        CP_NETWORK(p, network);
        if (planes < 1 || planes > 64) return refuse(why, tr("/networks/%1/planes: %2 is out of range; expected 1–64").arg(network).arg(planes));
        net.planes = planes;
        return true;
    }, error);
}

bool TopologyActions::addNetwork(const std::string& role, QString* error) {
    const cp::Catalog& catalog = document_->catalog();
    return edit(tr("Add %1 network").arg(q(role)), [&](cp::Profile& p, QString*) {
        cp::NetworkInput n = newNetwork(p, catalog, role);
        // A storage network takes the storage servers that sat on no storage network yet.
        if (role == "storage" && p.storage.servers > 0) {
            const cp::NetworkInput* current = p.findNetwork(p.storage.network);
            if (!current || current->role != "storage") p.storage.network = n.name;
        }
        p.networks.push_back(n);
        return true;
    }, error);
}

bool TopologyActions::removeNetwork(int network, QString* error) {
    return edit(tr("Remove network"), [&](cp::Profile& p, QString* why) {
        CP_NETWORK(p, network);
        if (p.networks.size() <= 1) return refuse(why, tr("A profile keeps at least one network."));
        if (p.storage.servers > 0 && p.storage.network == net.name)
            return refuse(why, tr("/storage/network: the storage servers attach to %1; move them first.").arg(q(net.name)));
        p.networks.erase(p.networks.begin() + network);
        return true;
    }, error);
}

bool TopologyActions::attachStorage(int network, std::int64_t servers, const std::string& nic, QString* error) {
    return edit(tr("Attach storage servers"), [&](cp::Profile& p, QString* why) {
        CP_NETWORK(p, network);
        if (servers < 1) return refuse(why, tr("/storage/servers: %1 is out of range; expected ≥ 1").arg(servers));
        p.storage.servers = servers;
        p.storage.nic = nic;
        p.storage.nics_per_server = std::max<std::int64_t>(1, net.zones);
        p.storage.network = net.name;
        return true;
    }, error);
}

bool TopologyActions::addExtraSwitches(int network, const std::string& switchId, std::int64_t count, const std::string& reason,
                                       QString* error) {
    return edit(tr("Add extra switches"), [&](cp::Profile& p, QString* why) {
        CP_NETWORK(p, network);
        if (count < 1) return refuse(why, tr("/networks/%1/extra_switches: a count of %2; expected ≥ 1").arg(network).arg(count));
        if (QString::fromStdString(reason).trimmed().isEmpty())
            return refuse(why, tr("/networks/%1/extra_switches: every extra switch needs its reason").arg(network));
        net.extra_switches.push_back({switchId.empty() ? net.switch_id : switchId, count, reason});
        return true;
    }, error);
}

bool TopologyActions::removeExtraSwitches(int network, int index, QString* error) {
    return edit(tr("Remove extra switches"), [&](cp::Profile& p, QString* why) {
        CP_NETWORK(p, network);
        if (index < 0 || static_cast<std::size_t>(index) >= net.extra_switches.size())
            return refuse(why, tr("%1 has no extra switch entry %2.").arg(q(net.name)).arg(index + 1));
        net.extra_switches.erase(net.extra_switches.begin() + index);
        return true;
    }, error);
}

bool TopologyActions::usesChassis(int network) const {
    const auto& nets = document_->profile().networks;
    if (network < 0 || static_cast<std::size_t>(network) >= nets.size()) return false;
    const cp::NetworkInput& net = nets[static_cast<std::size_t>(network)];
    const cp::Switch* sw = document_->catalog().findSwitch(net.switchOfTier(0));
    return net.tiers == 1 && sw && sw->kind == "chassis";
}

bool TopologyActions::toChassis(int network, QString* error) {
    const cp::Plan& plan = document_->plan();
    std::int64_t perFabric = 0;
    if (plan.fabric && network >= 0 && static_cast<std::size_t>(network) < plan.fabric->networks.size())
        perFabric = plan.fabric->networks[static_cast<std::size_t>(network)].endpoints_per_fabric;
    const cp::Catalog& catalog = document_->catalog();
    return edit(tr("Convert to a chassis switch"), [&](cp::Profile& p, QString* why) {
        CP_NETWORK(p, network);
        const cp::Switch* best = nullptr;
        std::int64_t bestPorts = 0;
        for (const cp::Switch& sw : catalog.switches) {
            const cp::PortMode* mode = sw.kind == "chassis" ? sw.modeAt(net.link_speed_gbps) : nullptr;
            if (mode && mode->ports >= perFabric && (!best || mode->ports < bestPorts)) {
                best = &sw;
                bestPorts = mode->ports;
            }
        }
        if (!best)
            return refuse(why, tr("/networks/%1/switch: no chassis switch in the catalog has %2 ports at %3G for a fabric of %1")
                                   .arg(network)
                                   .arg(perFabric)
                                   .arg(net.link_speed_gbps));
        net.tiers = 1;
        net.tier_switches = {best->id};
        net.build_out_endpoints.reset();
        net.build_out_from_tier.reset();
        net.oversubscription.clear();
        return true;
    }, error);
}

bool TopologyActions::fromChassis(int network, QString* error) {
    return edit(tr("Convert the chassis back to fixed switches"), [&](cp::Profile& p, QString* why) {
        CP_NETWORK(p, network);
        net.tier_switches.clear();
        const cp::Switch* sw = document_->catalog().findSwitch(net.switch_id);
        if (sw && sw->kind == "chassis")
            return refuse(why, tr("/networks/%1/switch: %2 is itself a chassis; choose a fixed switch for the network first")
                                   .arg(network)
                                   .arg(q(net.switch_id)));
        net.tiers.reset();  // the fewest tiers of fixed switches that fit
        return true;
    }, error);
}

bool TopologyActions::removeElement(const TopologyElement& e, QString* error) {
    const QString kind = e.kind;
    if (kind == "tier" || kind == "switch-group") return removeTier(e.network, error);
    if (kind == "zone") return mergeZones(e.network, error);
    if (kind == "plane") {
        const auto& nets = document_->profile().networks;
        const std::int64_t planes = e.network >= 0 && static_cast<std::size_t>(e.network) < nets.size()
                                        ? nets[static_cast<std::size_t>(e.network)].planes : 1;
        return setPlanes(e.network, std::max<std::int64_t>(1, planes - 1), error);
    }
    if (kind == "extra-switches") return removeExtraSwitches(e.network, static_cast<int>(e.group), error);
    if (kind == "network") return removeNetwork(e.network, error);
    if (kind == "endpoints") {
        const cp::Plan& plan = document_->plan();
        if (!plan.fabric || e.network < 0 || static_cast<std::size_t>(e.network) >= plan.fabric->networks.size()) return false;
        const auto& groups = plan.fabric->networks[static_cast<std::size_t>(e.network)].endpoint_groups;
        if (e.group < 0 || static_cast<std::size_t>(e.group) >= groups.size()) return false;
        const std::string hostKind = groups[static_cast<std::size_t>(e.group)].kind;
        if (hostKind == "storage")
            return edit(tr("Remove storage servers"), [](cp::Profile& p, QString*) {
                p.storage = cp::StorageInput{};
                return true;
            }, error);
        if (hostKind == "compute" || hostKind == "switch") {
            const QString message = tr("Compute nodes and management ports cannot be deleted; change the node count instead.");
            if (error) *error = message;
            emit refused(message);
            return false;
        }
        return edit(tr("Remove %1 hosts").arg(q(hostKind)), [&](cp::Profile& p, QString* why) {
            CP_NETWORK(p, e.network);
            auto& others = net.other_hosts;
            const auto it = std::find_if(others.begin(), others.end(), [&](const cp::OtherHosts& o) { return o.name == hostKind; });
            if (it == others.end()) return refuse(why, tr("No hosts named %1 on this network.").arg(q(hostKind)));
            others.erase(it);
            return true;
        }, error);
    }
    const QString message = tr("Nothing to delete: select a tier, zone, plane, network, extra switches or hosts.");
    if (error) *error = message;
    emit refused(message);
    return false;
}

bool TopologyActions::applyPreset(const DesignPreset& preset, int network, QString* error) {
    const cp::Catalog& catalog = document_->catalog();
    return edit(tr("Apply preset %1").arg(preset.name), [&](cp::Profile& p, QString* why) {
        CP_NETWORK(p, network);
        (void)net;
        // Through the profile's JSON: the preset is data in the same format, read by the same loader.
        QJsonObject root = QJsonDocument::fromJson(QByteArray::fromStdString(cp::profileToJsonText(p))).object();
        QJsonArray networks = root.value("networks").toArray();
        QJsonObject n = networks.at(network).toObject();
        for (const QString& key : presetDesignKeys()) n.remove(key);
        for (auto it = preset.network.begin(); it != preset.network.end(); ++it) n.insert(it.key(), it.value());
        networks.replace(network, n);
        root.insert("networks", networks);
        try {
            cp::Diagnostics warnings;
            const std::string text = QJsonDocument(root).toJson().toStdString();
            p = cp::parseProfile(text, "preset " + preset.id.toStdString(), catalog, warnings);
            p.layout.given = document_->profile().layout.given;
        } catch (const cp::InputError& e) {
            return refuse(why, QString::fromStdString(e.what()));
        }
        return true;
    }, error);
}

#undef CP_NETWORK

}  // namespace cpui
