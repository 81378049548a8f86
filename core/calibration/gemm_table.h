#pragma once
// A GEMM size/throughput table (CSV): one measured GEMM per row, with the columns M, N, K, dtype
// and the rate in TFLOP/s (2·M·N·K·batch / time) or the time (time_s, time_ms or time_us); an
// optional batch column counts the GEMMs of a batched call. Lines starting with '#' are comments.
//
//   # cuBLAS on one H100 SXM, bf16, 100 timed runs each
//   M,N,K,dtype,TFLOP/s
//   8192,8192,8192,bf16,712.4

#include <optional>
#include <string>
#include <vector>

#include "common/diagnostic.h"
#include "catalog/performance_specs.h"

namespace cp::calib {

struct GemmMeasurement {
    int line = 0;
    double m = 0, n = 0, k = 0, batch = 1;
    perf::Precision precision = perf::Precision::Bf16;
    double flops_per_second = 0;  // of the whole call (all batch members)

    double gemmFlops() const { return 2 * m * n * k; }  // one GEMM: what the efficiency curve is indexed by
};

struct GemmTable {
    std::string file;
    std::string rate_column;  // the column the rate was read from, as written
    std::vector<GemmMeasurement> rows;
};

// Throws cp::InputError naming the file and "line N" (a missing or repeated column, a row with
// too few or too many fields, a field that is not a number, a value out of range, a dtype the
// model has no peak for, a rate and a time that disagree). Unknown columns are warnings.
GemmTable parseGemmTable(const std::string& text, const std::string& file, Diagnostics& warnings);
GemmTable loadGemmTable(const std::string& path, Diagnostics& warnings);

// bf16 / bfloat16, fp16 / float16 / half, fp8 / e4m3 / e5m2 (and fp8_ forms), tf32; nullopt otherwise.
std::optional<perf::Precision> precisionFromDtype(const std::string& dtype);

}  // namespace cp::calib
