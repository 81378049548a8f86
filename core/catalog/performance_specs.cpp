#include "catalog/performance_specs.h"

#include <algorithm>

namespace cp::perf {

const Sourced& GpuSpec::peak(Precision precision) const { return peak_flops_per_second[static_cast<std::size_t>(precision)]; }

const GpuCalibration* PerformanceCalibration::gpu(std::string_view name) const {
    for (const GpuCalibration& g : gpus)
        if (g.gpu.name == name) return &g;
    return nullptr;
}

const HostCalibration* PerformanceCalibration::host(std::string_view name) const {
    for (const HostCalibration& h : hosts)
        if (h.name == name) return &h;
    return nullptr;
}

const SoftwareStack* PerformanceCalibration::stack(std::string_view name) const {
    for (const SoftwareStack& s : stacks)
        if (s.name == name) return &s;
    return nullptr;
}

bool isEmpty(const PerformanceCalibration& specs) {
    const auto values = interconnectValues(specs);
    return specs.gpus.empty() && specs.hosts.empty() && specs.stacks.empty() && specs.model_error.throughput_p10.source.empty() &&
           std::none_of(values.begin(), values.end(), [](const auto& v) { return !v.value->source.empty(); });
}

namespace {

template <class Item, class Id>
void replaceById(std::vector<Item>& into, const std::vector<Item>& layer, Id id) {
    for (const Item& item : layer) {
        auto same = std::find_if(into.begin(), into.end(), [&](const Item& i) { return id(i) == id(item); });
        if (same != into.end())
            *same = item;
        else
            into.push_back(item);
    }
}

}  // namespace

void overlayPerformanceSpecs(PerformanceCalibration& into, const PerformanceCalibration& layer) {
    const auto given = interconnectValues(layer);
    const auto below = interconnectValues(into);
    for (std::size_t i = 0; i < given.size(); ++i)
        if (!given[i].value->source.empty()) *below[i].value = *given[i].value;
    replaceById(into.gpus, layer.gpus, [](const GpuCalibration& g) { return g.gpu.name; });
    replaceById(into.hosts, layer.hosts, [](const HostCalibration& h) { return h.name; });
    replaceById(into.stacks, layer.stacks, [](const SoftwareStack& s) { return s.name; });
    if (!layer.model_error.throughput_p10.source.empty()) into.model_error = layer.model_error;
}

double gemmEfficiencyCeiling(const GpuSpec& gpu, const std::array<Sourced, kPrecisionCount>& benchmarks) {
    double ceiling = 1.0;
    for (const auto& entry : EnumTable<Precision>::entries) {
        const double peak = gpu.peak(entry.value).value, measured = benchmarks[static_cast<std::size_t>(entry.value)].value;
        if (peak > 0 && measured > 0) ceiling = std::min(ceiling, measured / peak);
    }
    return ceiling;
}

}  // namespace cp::perf
