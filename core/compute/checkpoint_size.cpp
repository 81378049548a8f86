#include "compute/checkpoint_size.h"

namespace cp {

CheckpointSize checkpointSize(const Profile& profile, const Catalog& catalog, double parametersBillion) {
    const WorkloadInput& w = profile.workload;
    CheckpointSize c;
    c.gb = parametersBillion * w.checkpoint_bytes_per_parameter;
    c.storage_tb = c.gb * static_cast<double>(w.checkpoint_copies) * 1.2 / 1000;
    if (profile.storage.servers > 0) {
        const Nic& nic = *catalog.findNic(profile.storage.nic);
        const double gbitPerServer =
            static_cast<double>(profile.storage.nics_per_server * nic.ports.value) * nic.port_speed_gbps.value;
        c.storage_write_gbyte_per_s = static_cast<double>(profile.storage.servers) * gbitPerServer / 8;
        c.write_minutes = c.gb / *c.storage_write_gbyte_per_s / 60;
    }
    return c;
}

}  // namespace cp
