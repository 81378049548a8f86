#include "explore/validation.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>

#include "common/input_error.h"
#include "common/parallel_for.h"
#include "plan/validate.h"

namespace cp {

namespace {

std::vector<std::string> profileFiles(const std::vector<std::string>& paths) {
    namespace fs = std::filesystem;
    std::vector<std::string> files;
    for (const std::string& path : paths) {
        std::error_code ec;
        if (!fs::is_directory(path, ec)) {
            files.push_back(path);
            continue;
        }
        std::vector<std::string> inFolder;
        for (const fs::directory_entry& e : fs::directory_iterator(path, ec))
            if (e.path().extension() == ".json" && e.is_regular_file(ec)) inFolder.push_back(e.path().string());
        std::sort(inFolder.begin(), inFolder.end());
        files.insert(files.end(), inFolder.begin(), inFolder.end());
    }
    return files;
}

ValidationRun runOne(const std::string& file, const Catalog& catalog) {
    ValidationRun run;
    run.file = file;
    try {
        Diagnostics warnings;
        const ValidProfile v = loadValidProfile(file, catalog, warnings);
        run.name = v.profile.name;
        if (!v.plan.performance) {
            run.problem = "the workload does not use the step-time model (workload.throughput \"step_time\")";
        } else if (!v.plan.performance->published) {
            run.problem = "no published figure (workload.published)";
        } else {
            run.result = *v.plan.performance->published;
            run.split = perf::describeParallelism(v.plan.performance->parallelism);
        }
    } catch (const InputError& e) {
        run.problem = e.what();
    } catch (const std::exception& e) {
        run.problem = std::string("cannot be read: ") + e.what();
    }
    return run;
}

void addTo(ValidationGroup& g, double error) {
    const double a = std::abs(error);
    g.mean_abs_error = (g.mean_abs_error * static_cast<double>(g.runs) + a) / static_cast<double>(g.runs + 1);
    g.worst_abs_error = std::max(g.worst_abs_error, a);
    ++g.runs;
}

}  // namespace

double quantile(std::vector<double> values, double q) {
    if (values.empty()) return 0.0;
    std::sort(values.begin(), values.end());
    const double at = std::clamp(q, 0.0, 1.0) * static_cast<double>(values.size() - 1);
    const std::size_t low = static_cast<std::size_t>(std::floor(at));
    const std::size_t high = std::min(low + 1, values.size() - 1);
    return values[low] + (at - static_cast<double>(low)) * (values[high] - values[low]);
}

ValidationReport validatePublishedRuns(const std::vector<std::string>& paths, const Catalog& catalog, unsigned threads) {
    ValidationReport report;
    const std::vector<std::string> files = profileFiles(paths);
    report.runs.resize(files.size());
    parallelFor(files.size(), loopThreads(threads, files.size(), 64), nullptr,
                [&](std::size_t i) { report.runs[i] = runOne(files[i], catalog); });
    std::vector<double> errors;
    for (const ValidationRun& run : report.runs) {
        if (!run.problem.empty()) {
            ++report.problems;
            continue;
        }
        const std::string group = run.result.group.empty() ? run.result.source : run.result.group;
        auto it = std::find_if(report.groups.begin(), report.groups.end(), [&](const ValidationGroup& g) { return g.group == group; });
        if (it == report.groups.end()) it = report.groups.insert(report.groups.end(), ValidationGroup{group});
        addTo(*it, run.result.error);
        addTo(report.all, run.result.error);
        errors.push_back(run.result.error);
    }
    report.all.group = "all";
    report.error_p10 = quantile(errors, 0.1);
    report.error_p90 = quantile(errors, 0.9);
    return report;
}

}  // namespace cp
