#include "catalog/catalog.h"

#include <algorithm>

#include "common/json_reader.h"

namespace cp {

const char* precisionKey(Precision p) { return enumName(p).data(); }  // the name table's literals end in NUL

namespace {
template <class T>
const T* findById(const std::vector<T>& items, const std::string& id) {
    auto it = std::find_if(items.begin(), items.end(), [&](const T& t) { return t.id == id; });
    return it == items.end() ? nullptr : &*it;
}
}  // namespace

std::string Gpu::precisionProblem(Precision p) const {
    if (peakTflops(p)) return {};
    std::string available;
    for (Precision q : kPrecisions)
        if (peakTflops(q)) available += (available.empty() ? "" : ", ") + std::string(precisionKey(q));
    return name + " has no dense " + precisionKey(p) + " rate; use one of " + available;
}

const PortMode* Switch::modeAt(double speed_gbps) const {
    for (const auto& mode : port_modes)
        if (mode.speed_gbps == speed_gbps) return &mode;
    return nullptr;
}

std::string Switch::speedsText() const {
    std::string text;
    for (const auto& mode : port_modes) {
        if (!text.empty()) text += ", ";
        text += std::to_string(mode.ports) + " × " + formatNumber(mode.speed_gbps) + "G";
    }
    return text;
}

std::int64_t Switch::linksPerCage(double speed_gbps) const {
    const PortMode* mode = modeAt(speed_gbps);
    if (!mode || !cages || cages->value <= 0) return 1;
    return std::max<std::int64_t>(1, mode->ports / cages->value);
}

const OrderableLengths* Catalog::lengthsFor(const std::string& lengthClass) const {
    for (const auto& l : orderable_lengths)
        if (l.length_class == lengthClass) return &l;
    return nullptr;
}

const FailureClass* Catalog::findFailureClass(const std::string& id) const { return findById(failure_classes, id); }
const StorageServer* Catalog::findStorageServer(const std::string& id) const { return findById(storage_servers, id); }

const Gpu* Catalog::findGpu(const std::string& id) const { return findById(gpus, id); }
const NodeType* Catalog::findNode(const std::string& id) const { return findById(nodes, id); }
const Nic* Catalog::findNic(const std::string& id) const { return findById(nics, id); }
const Switch* Catalog::findSwitch(const std::string& id) const { return findById(switches, id); }
const Media* Catalog::findMedia(const std::string& id) const { return findById(media, id); }

}  // namespace cp
