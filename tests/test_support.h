#pragma once
// Helpers shared by the core tests: the shipped catalog and profiles, run
// through the same functions the CLI and GUI use.

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "catalog/catalog_loader.h"
#include "common/input_error.h"
#include "plan/evaluate.h"
#include "plan/validate.h"
#include "profile/profile_io.h"

namespace cptest {

inline std::string dataDir() { return CLUSTERPLANNER_SOURCE_DATA_DIR; }
inline std::string profilePath(const std::string& name) { return dataDir() + "/profiles/" + name + ".json"; }

inline const cp::Catalog& shippedCatalog() {
    static const cp::Catalog catalog = [] {
        cp::Diagnostics warnings;
        return cp::loadCatalogFiles(cp::catalogFileList(dataDir(), {}), warnings);
    }();
    return catalog;
}

// Names of the shipped profiles (file stems), sorted, for data-driven tests.
inline std::vector<std::string> shippedProfileNames() {
    std::vector<std::string> names;
    for (const auto& entry : std::filesystem::directory_iterator(dataDir() + "/profiles"))
        if (entry.path().extension() == ".json") names.push_back(entry.path().stem().string());
    std::sort(names.begin(), names.end());
    return names;
}

inline cp::Profile shippedProfile(const std::string& name) {
    cp::Diagnostics warnings;
    return cp::loadProfileFile(profilePath(name), shippedCatalog(), warnings);
}

// The profile plus an out-of-band management network of 1G SN2201 switches.
inline cp::Profile withManagementNetwork(cp::Profile p) {
    cp::NetworkInput mgmt;
    mgmt.name = "oob";
    mgmt.role = cp::NetworkRole::Management;
    mgmt.switch_id = "sn2201";
    mgmt.link_speed_gbps = 1;
    p.networks.push_back(mgmt);
    return p;
}

inline cp::Plan planOf(const std::string& name) { return cp::evaluate(shippedProfile(name), shippedCatalog()); }
// The plan's warnings about anything but the workload (a fabric test checks the design, not the job on it).
inline cp::Diagnostics warningsOutsideWorkload(const cp::Plan& plan) {
    cp::Diagnostics out;
    for (const cp::Diagnostic& w : plan.warnings)
        if (w.path.rfind("/workload", 0) != 0) out.push_back(w);
    return out;
}

// "path: problem" of the error validating `profile` raises; empty when it is valid.
inline std::string validationError(const cp::Profile& profile) {
    try {
        cp::validateProfile(profile, shippedCatalog());
    } catch (const cp::InputError& e) {
        return e.jsonPath() + ": " + e.problem();
    }
    return {};
}

// The full message reading and validating this profile text raises; empty when it is valid.
inline std::string parseError(const std::string& text) {
    cp::Diagnostics warnings;
    try {
        cp::parseValidProfile(text, "p.json", shippedCatalog(), warnings);
    } catch (const cp::InputError& e) {
        return e.what();
    }
    return {};
}

// A small valid profile (16 HGX H100 nodes on Quantum-2) with `extra` appended as top-level
// members; when `extra` starts with "networks" it replaces the default network.
inline std::string smallProfileWith(const std::string& extra) {
    std::string text = R"({"schema": 1, "name": "x", "compute": {"node_type": "hgx-h100", "nodes": 16})";
    if (extra.rfind("\"networks\"", 0) != 0)
        text += R"(, "networks": [{"name": "b", "switch": "qm9700", "link_speed_gbps": 400}])";
    if (!extra.empty()) text += ", " + extra;
    return text + "}";
}

inline bool near(double value, double expected, double relative) {
    return std::abs(value - expected) <= relative * std::abs(expected);
}

}  // namespace cptest

// QVERIFY that `value` is within `relative` of `expected`, printing both when not.
#define QVERIFY_NEAR(value, expected, relative)                                                                           \
    QVERIFY2(cptest::near((value), (expected), (relative)), qPrintable(QString("%1 = %2, expected %3 ± %4%")              \
                                                                           .arg(#value)                                   \
                                                                           .arg(static_cast<double>(value), 0, 'g', 8)    \
                                                                           .arg(static_cast<double>(expected), 0, 'g', 8) \
                                                                           .arg(100.0 * (relative))))

namespace cptest {  // Keys of plan --json whose value is null when the figure does not apply (plan_json.cpp writes
// nullopt as null): every other null is a bug (a NaN prints as null too).
inline const std::set<std::string>& nullablePlanKeys() {
    static const std::set<std::string> keys{"fp8",
                                            "bf16",
                                            "tf32",
                                            "zone",
                                            "run_cost_cloud_usd",
                                            "gpus_for_deadline",
                                            "nodes_for_deadline",
                                            "racks_for_deadline",
                                            "it_mw_for_deadline",
                                            "storage_write_gbyte_per_s",
                                            "checkpoint_write_minutes_achievable",
                                            "peer_copy_seconds",
                                            "lost_gpu_days_in_memory",
                                            "ettr_in_memory",
                                            "goodput_for_deadline",
                                            "days_at_deadline_size",
                                            "published_run",
                                            "days_likely_low",
                                            "days_likely_high",
                                            "mfu_likely_low",
                                            "mfu_likely_high",
                                            "deadline_sizing_passes",
                                            "job_nodes_for_deadline",
                                            "deadline_network_holds",
                                            "checkpoint_snapshot_minutes",
                                            "checkpoint_write_minutes"};
    return keys;
}

}  // namespace cptest
