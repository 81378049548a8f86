#pragma once
// The profile's word-valued inputs, each an enum class with one name table (common/enum_names.h);
// NetworkRole and Precision are the catalog's (catalog/catalog.h).

#include <array>
#include <string_view>

#include "catalog/catalog.h"
#include "common/enum_names.h"

namespace cp {

enum class ZoneJoinKind { None, Links, Tier };
enum class LeafPlacement { Auto, InRack, RowEnd, RailRack };
enum class SpinePlacement { PodRow, Central };
enum class CorePlacement { Central, OtherHall };
enum class MediaPolicy { OpticsOnly, NoAec, NoAoc, AocOverSr, SingleModeOnly };
enum class ReliabilityModel { Components, ObservedRate };
enum class SpareMode { Hot, Cold };
// How a checkpoint is taken: a blocking snapshot to host memory and an asynchronous write to
// storage (as large runs do today), or a write the job waits for.
enum class CheckpointMode { Async, Sync };
// Where the network links' failure rates come from: the fleet that also gives the GPU, host and
// NIC rates (Llama 3, Table 5), or the analyst's per-link figure (SemiAnalysis).
enum class NetworkFailureSource { Fleet, Analyst };
// How training speed is found: a flat MFU the planner knows, or the step-time model of the
// architecture, the parallelism, the GPUs and the network (core/performance).
enum class ThroughputModel { Mfu, StepTime };

template <>
struct EnumTable<ZoneJoinKind> {
    static constexpr std::string_view what = "a zone join";
    static constexpr std::array<EnumEntry<ZoneJoinKind>, 3> entries{{{ZoneJoinKind::None, "none", "none (independent zones)"},
                                                                     {ZoneJoinKind::Links, "links", "inter-zone links"},
                                                                     {ZoneJoinKind::Tier, "tier", "a join tier"}}};
};

template <>
struct EnumTable<LeafPlacement> {
    static constexpr std::string_view what = "a leaf placement";
    static constexpr std::array<EnumEntry<LeafPlacement>, 4> entries{{{LeafPlacement::Auto, "auto", "auto"},
                                                                      {LeafPlacement::InRack, "in_rack", "in the rack"},
                                                                      {LeafPlacement::RowEnd, "row_end", "end of row"},
                                                                      {LeafPlacement::RailRack, "rail_rack", "rail rack"}}};
};

template <>
struct EnumTable<SpinePlacement> {
    static constexpr std::string_view what = "a spine placement";
    static constexpr std::array<EnumEntry<SpinePlacement>, 2> entries{
        {{SpinePlacement::PodRow, "pod_row", "pod's row"}, {SpinePlacement::Central, "central", "central"}}};
};

template <>
struct EnumTable<CorePlacement> {
    static constexpr std::string_view what = "a core placement";
    static constexpr std::array<EnumEntry<CorePlacement>, 2> entries{
        {{CorePlacement::Central, "central", "central"}, {CorePlacement::OtherHall, "other_hall", "another hall"}}};
};

template <>
struct EnumTable<MediaPolicy> {
    static constexpr std::string_view what = "a media policy";
    static constexpr std::array<EnumEntry<MediaPolicy>, 5> entries{
        {{MediaPolicy::OpticsOnly, "optics_only", "optics only"},
         {MediaPolicy::NoAec, "no_aec", "no active copper"},
         {MediaPolicy::NoAoc, "no_aoc", "no active optical cables"},
         {MediaPolicy::AocOverSr, "aoc_over_sr", "AOC instead of SR modules"},
         {MediaPolicy::SingleModeOnly, "single_mode_only", "single-mode only"}}};
};

template <>
struct EnumTable<ReliabilityModel> {
    static constexpr std::string_view what = "a reliability model";
    static constexpr std::array<EnumEntry<ReliabilityModel>, 2> entries{
        {{ReliabilityModel::Components, "components", "component inventory × MTTF"},
         {ReliabilityModel::ObservedRate, "observed_rate", "observed rate per node-day"}}};
};

template <>
struct EnumTable<NetworkFailureSource> {
    static constexpr std::string_view what = "a network failure source";
    static constexpr std::array<EnumEntry<NetworkFailureSource>, 2> entries{
        {{NetworkFailureSource::Fleet, "fleet", "fleet observation (Llama 3)"},
         {NetworkFailureSource::Analyst, "analyst", "per-link figure (SemiAnalysis)"}}};
};

template <>
struct EnumTable<CheckpointMode> {
    static constexpr std::string_view what = "a checkpoint mode";
    static constexpr std::array<EnumEntry<CheckpointMode>, 2> entries{
        {{CheckpointMode::Async, "async", "snapshot, then asynchronous write"},
         {CheckpointMode::Sync, "sync", "synchronous write"}}};
};

template <>
struct EnumTable<SpareMode> {
    static constexpr std::string_view what = "a spare mode";
    static constexpr std::array<EnumEntry<SpareMode>, 2> entries{
        {{SpareMode::Hot, "hot", "hot (powered)"}, {SpareMode::Cold, "cold", "cold"}}};
};

template <>
struct EnumTable<ThroughputModel> {
    static constexpr std::string_view what = "a throughput model";
    static constexpr std::array<EnumEntry<ThroughputModel>, 2> entries{
        {{ThroughputModel::Mfu, "mfu", "a flat MFU (given)"}, {ThroughputModel::StepTime, "step_time", "the step-time model"}}};
};

}  // namespace cp
