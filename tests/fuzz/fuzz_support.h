#pragma once
// Shared by the fuzz targets: the shipped catalog, loaded once per process.

#include <cstdint>
#include <cstdlib>
#include <string>
#include <iostream>

#include "catalog/catalog_loader.h"
#include "common/input_error.h"
#include "common/json_reader.h"

namespace cpfuzz {

inline const cp::Catalog& shippedCatalog() {
    static const cp::Catalog catalog = [] {
        cp::Diagnostics warnings;
        const std::string dataDir = CLUSTERPLANNER_SOURCE_DATA_DIR;
        return cp::loadCatalogFiles(cp::catalogFileList(dataDir, {}), warnings);
    }();
    return catalog;
}

// Evaluation is linear in the cluster's size (every cable is placed), so a mutated
// "nodes": 1240000 costs seconds under ASan. Such inputs are skipped to keep each run in
// milliseconds; sizes up to 10 million GPUs are test_numeric_extremes' job.
inline bool tooBigToFuzz(const std::string& text) {
    constexpr std::int64_t kMaxHosts = 4096;  // fire-flyer-2 (1,240 nodes) is fuzzed; the 100k-GPU profiles are not
    cp::Json doc;
    try {
        doc = cp::parseJson(text, "size-check.json");  // depth-checked: Json::parse would recurse
    } catch (const cp::InputError&) {
        return false;  // the loader refuses it
    }
    if (!doc.is_object()) return false;
    auto big = [&](const char* pointer) {
        const cp::Json::json_pointer at(pointer);
        if (!doc.contains(at)) return false;
        const cp::Json& v = doc.at(at);
        return v.is_number() && v.get<double>() > static_cast<double>(kMaxHosts);
    };
    if (big("/compute/nodes") || big("/compute/gpus") || big("/storage/servers")) return true;
    if (doc.contains("networks") && doc["networks"].is_array())
        for (const cp::Json& n : doc["networks"]) {
            if (!n.is_object()) continue;
            if (n.contains("build_out_endpoints") && n["build_out_endpoints"].is_number() &&
                n["build_out_endpoints"].get<double>() > 8 * static_cast<double>(kMaxHosts))
                return true;
            if (n.contains("other_hosts") && n["other_hosts"].is_array())
                for (const cp::Json& h : n["other_hosts"])
                    if (h.is_object() && h.contains("count") && h["count"].is_number() &&
                        h["count"].get<double>() > static_cast<double>(kMaxHosts))
                        return true;
        }
    return false;
}

// Whether any number in `v` (but the values of "steps") exceeds `limit`: a study whose variants or
// axes set sizes above it plans big designs at every point, which is test_numeric_extremes' job.
inline bool hasNumberAbove(const cp::Json& v, double limit) {
    if (v.is_number()) return v.get<double>() > limit;
    if (v.is_array())
        for (const cp::Json& item : v)
            if (hasNumberAbove(item, limit)) return true;
    if (v.is_object())
        for (auto it = v.begin(); it != v.end(); ++it)
            if (it.key() != "steps" && hasNumberAbove(it.value(), limit)) return true;
    return false;
}

// Rejecting input is the loaders' job; any other exception escaping them is a bug
// (libFuzzer reports an uncaught exception as a crash, which is what we want).
template <class Body>
void expectOnlyInputErrors(Body body) {
    try {
        body();
    } catch (const cp::InputError& e) {
        // Every refusal must say where: a message without a file is a finding too.
        if (e.file().empty()) {
            std::cerr << "InputError without a file name: " << e.what() << "\n";
            std::abort();
        }
    }
}

}  // namespace cpfuzz
