#pragma once
// nccl-tests output (github.com/NVIDIA/nccl-tests: all_reduce_perf, all_gather_perf,
// reduce_scatter_perf, alltoall_perf, sendrecv_perf) read as the tools print it: the
// "# nThread ..." and "# Using devices" header, the table (size, count, type, redop, root, then
// time, algbw, busbw, #wrong out of place and in place) and the "# Avg bus bandwidth" footer.
// A log may hold several runs one after another, and each line may carry the label of the
// launcher that ran it (srun --label, mpirun --tag-output). Every check names the line it failed on.

#include <cstdint>
#include <string>
#include <vector>

#include "common/diagnostic.h"
#include "performance/collectives.h"

namespace cp::calib {

struct NcclTestsTiming {
    double time_us = 0;
    double algbw_gb_per_s = 0;  // size / time (GB = 1e9 bytes)
    double busbw_gb_per_s = 0;  // algbw × the collective's bus factor
};

struct NcclTestsRow {
    int line = 0;
    double bytes = 0;  // the "size" column: the whole buffer (nccl-tests' convention)
    std::int64_t count = 0;
    std::string type, redop;
    NcclTestsTiming out_of_place, in_place;
};

struct NcclTestsRun {
    std::string file;
    int first_line = 0, last_line = 0;  // the column header and the footer
    perf::Collective collective = perf::Collective::AllReduce;
    std::string collective_from;  // where the collective was read: "line 2" or "the file name"
    std::int64_t ranks = 0;
    std::int64_t hosts = 0;           // distinct host names in "# Using devices"
    std::int64_t ranks_per_host = 0;  // the most ranks on one host
    std::string device;               // rank 0's device name, e.g. "NVIDIA H100 80GB HBM3"
    std::vector<NcclTestsRow> rows;
    double average_bus_bandwidth_gb_per_s = 0;  // the footer's figure
};

// Throws cp::InputError naming the file and "line N" (a truncated table, a column header that
// is not nccl-tests', a field that is not a number, columns that contradict each other or the
// collective). Lines that are not part of nccl-tests' output (NCCL INFO, MPI) are skipped with a
// warning.
std::vector<NcclTestsRun> parseNcclTests(const std::string& text, const std::string& file, Diagnostics& warnings);
std::vector<NcclTestsRun> loadNcclTests(const std::string& path, Diagnostics& warnings);

// "all-reduce", "all-gather", ... (as the docs and the output name them).
const char* collectiveName(perf::Collective collective);

}  // namespace cp::calib
