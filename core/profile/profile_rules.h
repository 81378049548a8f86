#pragma once
// The profile's rules that span fields (one of a pair, a subset, a name that must exist, a speed
// the switch has), on the structs: the reader runs them on what it read and the in-memory check
// on an edited profile, so a file and an edit obey one rule set. Each throws InputError naming
// the JSON path.

#include <cstddef>
#include <string>
#include <vector>

#include "catalog/catalog.h"
#include "profile/field.h"
#include "profile/profile.h"

namespace cp {

// What `what` is in messages ("a switch"), and the catalog's message for an id it lacks.
bool catalogHas(const Catalog& catalog, PartKind part, const std::string& id);
std::string missingPartMessage(const std::string& id, PartKind part);

// The reader's words for a value that is not one of a Choice field's words, or for the first item
// of a ChoiceList that is not ("" when every word is allowed; `item` says which list item).
std::string wordProblem(const FieldSpec& spec, const FieldValue& value, std::size_t& item);

void checkComputeRules(const ComputeInput& compute, const std::string& file);
// `index`: the network's place in /networks; `earlier`: the networks before it (unique names).
void checkNetworkRules(const NetworkInput& network, std::size_t index, const std::vector<NetworkInput>& earlier,
                       const Catalog& catalog, const std::string& file);
void checkStorageRules(const StorageInput& storage, const std::vector<NetworkInput>& networks, const std::string& file);
// Under step_time: the architecture's sizes (given, whole heads, KV heads dividing heads, MoE
// complete) and at most kMaxModelParameters weights, so the model's int64 counts cannot overflow.
inline constexpr double kMaxModelParameters = 1e15;
void checkWorkloadRules(const WorkloadInput& workload, const std::string& file);
void checkReliabilityRules(const ReliabilityInput& reliability, const std::string& file);

}  // namespace cp
