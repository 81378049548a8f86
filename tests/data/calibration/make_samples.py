#!/usr/bin/env python3
"""Writes the constructed calibration samples of this folder (README.md says what they are).

    python3 tests/data/calibration/make_samples.py

The nccl-tests files use nccl-tests' own print formats (src/common.cu of nccl-tests 2.13-2.17:
"%12li  %12li  %8s  %6s  %6s" for size/count/type/redop/root, then "  %7s  %6.2f  %6.2f  %5g" for
time/algbw/busbw/#wrong out of place and in place, the time as %7.2f below 100 us, %7.1f below
10 ms, else %7.0f; the header and footer lines as those versions print them). The timings are
NOT measurements: each is an alpha-beta time with a published bus bandwidth
and NCCL's tuning.cc latencies, times a small deterministic ripple, so the fit has something to
average over and the test knows what it should recover.
"""
import math
from pathlib import Path

HERE = Path(__file__).parent
WORD = {"float": 4}


def ripple(i, seed, amplitude):
    """A deterministic +-amplitude wobble (no random module: the files must not change)."""
    return 1.0 + amplitude * math.sin(2.1 * i + seed) * math.cos(0.7 * i + 2 * seed)


def time_str(us):
    if us >= 10000.0:
        return "%7.0f" % us
    if us >= 100.0:
        return "%7.1f" % us
    return "%7.2f" % us


def bus_factor(collective, n):
    if collective == "all_reduce":
        return 2.0 * (n - 1) / n
    if collective == "sendrecv":
        return 1.0
    return (n - 1) / n


def sizes_and_counts(collective, size, n):
    """nccl-tests' getCollByteCount: the printed size (bytes of the larger buffer) and count."""
    count = size // 4
    if collective in ("all_gather", "reduce_scatter", "alltoall"):
        per_rank = (count // n) & ~3  # & ~(16 / eltSize - 1)
        return per_rank * n * 4, per_rank
    return count * 4, count


def header(collective, ranks_per_host, hosts, n_gpus, new_layout, device):
    lines = []
    if new_layout:
        lines.append("# Collective test starting: %s_perf" % collective)
    lines.append("# nThread 1 nGpus %d minBytes 8 maxBytes 8589934592 step: 2(factor) warmup iters: 5 iters: 20 "
                 "agg iters: 1 validation: 1 graph: 0" % n_gpus)
    lines.append("#")
    lines.append("# Using devices")
    pids = [41213 + 977 * h for h in range(hosts)]
    buses = [0x18, 0x2a, 0x3a, 0x5d, 0x9a, 0xab, 0xba, 0xdb]
    for h in range(hosts):
        for d in range(ranks_per_host):
            rank = h * ranks_per_host + d
            pid = pids[h] if n_gpus > 1 else pids[h] + d
            lines.append("#  Rank %2d Group %2d Pid %6d on %10s device %2d [0x%02x] %s"
                         % (rank, 0, pid, "node%02d" % (h + 1), d, buses[d], device))
    lines.append("#")
    lines.append("# %10s  %12s  %8s  %6s  %6s           out-of-place                       in-place          "
                 % ("", "", "", "", ""))
    lines.append("# %10s  %12s  %8s  %6s  %6s  %7s  %6s  %6s %6s  %7s  %6s  %6s %6s"
                 % ("size", "count", "type", "redop", "root", "time", "algbw", "busbw", "#wrong",
                    "time", "algbw", "busbw", "#wrong"))
    lines.append("# %10s  %12s  %8s  %6s  %6s  %7s  %6s  %6s  %5s  %7s  %6s  %6s  %5s"
                 % ("(B)", "(elements)", "", "", "", "(us)", "(GB/s)", "(GB/s)", "", "(us)", "(GB/s)", "(GB/s)", ""))
    return lines


def write_run(name, collective, hosts, ranks_per_host, latency_us, bus_gbps, seed, new_layout=False,
              device="NVIDIA H100 80GB HBM3", mpi=False, label=None, info=()):
    """label: the prefix srun --label puts before rank 0's lines (" 0: "); info: (row index, line)
    pairs, NCCL's own INFO lines as they land between nccl-tests' rows in a real log."""
    n = hosts * ranks_per_host
    redop = "none" if collective in ("all_gather", "alltoall") else "sum"
    lines = header(collective, ranks_per_host, hosts, 1 if mpi else ranks_per_host, new_layout, device)
    factor = bus_factor(collective, n)
    bus_sum, rows = 0.0, 0
    size, i = 8, 0
    while size <= 8 * 1024 ** 3:
        nbytes, count = sizes_and_counts(collective, size, n)
        cells = []
        for place in range(2):
            t = (latency_us + factor * nbytes / (bus_gbps * 1e3)) * ripple(i, seed + place, 0.03)
            algbw = nbytes / t / 1e3
            busbw = algbw * factor
            bus_sum += busbw
            rows += 1
            cells.append("  %7s  %6.2f  %6.2f  %5g" % (time_str(t), algbw, busbw, 0))
        lines.append("%12li  %12li  %8s  %6s  %6s" % (nbytes, count, "float", redop, "%6i" % -1) + "".join(cells))
        lines.extend(text for at, text in info if at == i)
        size *= 2
        i += 1
    lines.append("# Out of bounds values : %d %s" % (0, "OK"))
    lines.append("# Avg bus bandwidth    : %g %s" % (bus_sum / rows, ""))
    lines.append("#")
    if new_layout:
        lines.append("# Collective test concluded: %s_perf" % collective)
        lines.append("")
    if label:
        lines = [line if " NCCL INFO " in line else label + line for line in lines]
    (HERE / name).write_text("\n".join(lines) + "\n")


def nccl_samples():
    # One HGX H100 node, 8 GPUs on NVSwitch: ring all-reduce bus bandwidth 370 GB/s (NVIDIA GTC
    # NCCL talks). Latency: tuning.cc ring base 6.6 us + steps x 3.4 us NVLink hop (2(n-1) for
    # all-reduce, n-1 for the gathers, 1 for direct exchanges). The other collectives a little below
    # all-reduce, as nccl-tests on NVSwitch systems usually shows; all constructed.
    hop, base = 3.4, 6.6
    write_run("all_reduce_perf-h100-1node.txt", "all_reduce", 1, 8, base + 14 * hop, 370.0, 0.3, new_layout=True)
    write_run("all_gather_perf-h100-1node.txt", "all_gather", 1, 8, base + 7 * hop, 360.0, 1.1)
    write_run("reduce_scatter_perf-h100-1node.txt", "reduce_scatter", 1, 8, base + 7 * hop, 365.0, 1.7)
    write_run("alltoall_perf-h100-1node.txt", "alltoall", 1, 8, base + hop, 340.0, 2.3)
    write_run("sendrecv_perf-h100-1node.txt", "sendrecv", 1, 8, base + hop, 375.0, 2.9)
    # Two DGX H100 (8 x 400G NICs, one per GPU) with mpirun -np 16: all-reduce bus bandwidth 375 GB/s
    # (NVIDIA GTC NCCL talks: 370-380). Latency: 6.6 + 2 network steps x 14 us + 28 NVLink steps x 3.4 us.
    write_run("all_reduce_perf-dgx-h100-2node.txt", "all_reduce", 2, 8, base + 2 * 14 + 28 * hop, 375.0, 3.5,
              new_layout=True, mpi=True)
    # Two DGX A100 (8 x 200G HDR NICs, one per GPU) under Slurm, srun --label -N 2 --ntasks-per-node 8:
    # rank 0's lines carry srun's " 0: " label and NCCL INFO lines of other ranks land between rows.
    # All-reduce bus bandwidth 192 GB/s (NVIDIA GTC NCCL talks: DGX A100 8x200G 192 GB/s of 200); latency 6.6 + 2 network
    # steps x 14 us + 28 NVLink steps x 3.4 us (tuning.cc). A fit gives NIC efficiency ~0.96.
    info = [(3, "node02:51822:51901 [3] NCCL INFO Channel 02/0 : 11[3] -> 3[3] [receive] via NET/IB/3/GDRDMA"),
            (3, "node02:51822:51901 [3] NCCL INFO Connected all rings"),
            (17, " 9: node02:51823:51823 [4] NCCL INFO Using network IB")]
    write_run("all_reduce_perf-dgx-a100-2node-srun.txt", "all_reduce", 2, 8, base + 2 * 14 + 28 * hop, 192.0, 4.1,
              new_layout=True, mpi=True, device="NVIDIA A100-SXM4-80GB", label=" 0: ", info=info)


def gemm_samples():
    # A100-SXM4-80GB cuBLAS GEMMs: the large-GEMM plateau is Fire-Flyer Table I (FP16 263, TF32 131
    # TFLOP/s on DGX-A100); smaller GEMMs follow rate = plateau x F / (F + F_half) with F_half = 1e9
    # FLOPs (fp16) and 6e8 (tf32), the shape of a GPU filling its 108 SMs; constructed, not measured.
    shapes = [(s, s, s) for s in (256, 384, 512, 768, 1024, 1536, 2048, 3072, 4096, 6144, 8192, 12288, 16384)]
    shapes += [(2048, 12288, 4096), (2048, 4096, 4096), (2048, 16384, 4096), (2048, 4096, 16384),
               (4096, 3072, 1024), (8192, 1024, 8192), (16384, 8192, 2048)]
    rows = ["# Constructed sample (tests/data/calibration/README.md): A100-SXM4-80GB GEMMs shaped on Fire-Flyer Table I",
            "M,N,K,dtype,TFLOP/s,time_us"]
    i = 0
    for dtype, plateau, half in (("fp16", 263.0, 1e9), ("tf32", 131.0, 6e8)):
        for m, n, k in shapes:
            flops = 2.0 * m * n * k
            rate = plateau * flops / (flops + half) * ripple(i, 0.5, 0.02)
            rate = min(rate, plateau)
            seconds = flops / (rate * 1e12)
            rows.append("%d,%d,%d,%s,%.2f,%.3f" % (m, n, k, dtype, rate, seconds * 1e6))
            i += 1
    (HERE / "gemm-a100-sxm4.csv").write_text("\n".join(rows) + "\n")


if __name__ == "__main__":
    nccl_samples()
    gemm_samples()
