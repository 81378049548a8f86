#include "reliability/checkpoint_size.h"

namespace cp {

CheckpointSize checkpointSize(const Profile& profile, const Catalog& catalog, double parametersBillion) {
    const WorkloadInput& w = profile.workload;
    CheckpointSize c;
    c.gb = parametersBillion * w.checkpoint_bytes_per_parameter;
    c.storage_tb = c.gb * static_cast<double>(w.checkpoint_copies) * 1.2 / 1000;
    const NodeType& node = *catalog.findNode(profile.compute.node_type);
    if (const perf::HostCalibration* host = catalog.performance.host(node.performance_host)) {
        c.device_to_host_gbyte_per_s = host->pcie_bytes_per_second.value / 1e9;
        c.device_to_host_source = node.performance_host + ": " + host->pcie_bytes_per_second.source;
    }
    if (profile.storage.servers > 0) {
        const StorageServer& server = *catalog.findStorageServer(profile.storage.server_type);
        c.storage_write_gbyte_per_s = static_cast<double>(profile.storage.servers) * server.write_gbyte_per_s.value;
        c.storage_source = server.id + ": " + server.write_gbyte_per_s.source;
        c.write_minutes = c.gb / *c.storage_write_gbyte_per_s / 60;
    }
    return c;
}

}  // namespace cp
