#!/usr/bin/env python3
"""Replays the hostile-input categories of issue 23 against clusterplanner-cli (docs/robustness.md).

Every case runs under a wall-clock timeout and an address-space cap. A case fails when the CLI
dies of a signal, hangs (killed at the timeout), spends more than 2 s of CPU, exits with another
code than expected (0 where a refusal was due is accepted nonsense), does not print the expected
message, or leaves a file behind (a hidden .NAME.tmpNNN or a half-written export).

    tests/hostile_inputs.py --cli build/app/clusterplanner-cli [--report] [--gui build/app/clusterplanner]
                            [--keep DIR] [-k NAME]
"""

import argparse
import json
import os
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time

CPU_LIMIT_S = 2.0        # the bar: no input takes longer
WALL_TIMEOUT_S = 30.0    # a hang is killed here (generous: the machine may be loaded)
MEMORY_CAP = 3 << 30     # address space of the CLI (RLIMIT_AS)


def small_profile(extra_top="", extra_network="", name="backend", switch="qm9700", speed=400):
    return ('{"schema": 1, "name": "hostile", "compute": {"node_type": "hgx-h100", "nodes": 4},' + extra_top +
            ' "networks": [{"name": "' + name + '", "switch": "' + switch + '", "link_speed_gbps": ' + str(speed) +
            extra_network + '}]}')


def switch_entry(ident="qm9700", ports=64, power=700, speed=400):
    return {"id": ident, "name": "S", "vendor": "V", "kind": "fixed",
            "port_modes": [{"speed_gbps": speed, "ports": ports, "source": "s"}],
            "power_typical_w": {"value": power, "source": "s"},
            "price_usd": {"value": 1, "source": "assumption"}, "rack_units": {"value": 1, "source": "s"}}


def catalog(**sections):
    return json.dumps(dict({"schema": 1}, **sections))


class Runner:
    def __init__(self, cli, work, report, gui):
        self.cli, self.work, self.report, self.gui = cli, work, report, gui
        self.failures, self.results = [], []

    def path(self, name, text=None):
        p = os.path.join(self.work, name)
        if text is not None:
            with open(p, "w", encoding="utf-8") as f:
                f.write(text)
        return p

    def run(self, name, args, expect_code, expect_text="", file_size=None, env=None):
        """Runs the CLI (the GUI when args start with --screenshot); records a failure unless it
        ends with expect_code (None: 0 or 1, a clean answer either way) and prints expect_text."""
        before = set(os.listdir(self.work))

        def limits():
            resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))
            if file_size is not None:
                resource.setrlimit(resource.RLIMIT_FSIZE, (file_size, file_size))
            # The CLI must set SIGXFSZ aside itself: start it with the default action.
            signal.signal(signal.SIGXFSZ, signal.SIG_DFL)

        start = time.monotonic()
        program = self.gui if args[0] == "--screenshot" else self.cli
        proc = subprocess.Popen([program] + args, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, preexec_fn=limits, cwd=self.work,
                                env=dict(os.environ, **(env or {})))
        try:
            out, err = proc.communicate(timeout=WALL_TIMEOUT_S)
            hung = False
        except subprocess.TimeoutExpired:
            proc.kill()
            out, err = proc.communicate()
            hung = True
        wall = time.monotonic() - start
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = usage.ru_utime + usage.ru_stime - self._cpu_so_far
        self._cpu_so_far = usage.ru_utime + usage.ru_stime
        err_text = err.decode("utf-8", "replace")
        problems = []
        if hung:
            problems.append("hung: killed after %.0f s" % WALL_TIMEOUT_S)
        elif proc.returncode < 0:
            problems.append("killed by signal %s" % signal.Signals(-proc.returncode).name)
        elif proc.returncode != expect_code and not (expect_code is None and proc.returncode in (0, 1)):
            problems.append("exit code %d, expected %s" % (proc.returncode, "0 or 1" if expect_code is None else expect_code))
        if cpu > CPU_LIMIT_S:
            problems.append("took %.2f s of CPU (limit %.1f s)" % (cpu, CPU_LIMIT_S))
        if "terminate called" in err_text or "Aborted" in err_text:
            problems.append("uncaught exception")
        if expect_text and expect_text not in err_text:
            problems.append("stderr lacks %r" % expect_text)
        left = sorted(f for f in set(os.listdir(self.work)) - before if f.startswith(".") or ".tmp" in f)
        if left:
            problems.append("left files behind: " + ", ".join(left))
        status = "FAIL" if problems else "ok"
        self.results.append((name, status, proc.returncode, cpu, wall))
        print("%-4s %-44s exit %4s  cpu %5.2f s  wall %5.2f s  %s" %
              (status, name, proc.returncode, cpu, wall, "; ".join(problems) or err_text.strip().splitlines()[-1][:90]
               if err_text.strip() else ""), flush=True)
        if problems:
            self.failures.append(name)
            sys.stdout.write("     stderr: " + err_text[:600].replace("\n", "\n             ") + "\n")
        return out, err_text

    _cpu_so_far = 0.0


def fifo_cases(r):
    fifo = r.path("fifo.json")
    os.mkfifo(fifo)
    blank = r.path("blank.json", small_profile())
    r.run("fifo-as-profile", ["plan", fifo], 1, "is not a regular file")
    r.run("fifo-as-catalog", ["plan", blank, "--catalog", fifo], 1, "is not a regular file")
    r.run("fifo-in-compare", ["compare", blank, fifo], 1, "is not a regular file")
    r.run("fifo-as-sweep-input", ["sweep", fifo], 1, "is not a regular file")
    r.run("fifo-as-sweep-profile", ["sweep", fifo, "--vary", "/power/pue=1,2"], 1, "is not a regular file")
    for device in ("/dev/zero", "/dev/urandom"):
        if os.path.exists(device):
            r.run("device-as-profile " + device, ["validate", device], 1, "is not a regular file")
            r.run("device-as-catalog " + device, ["catalog", "--catalog", device], 1, "is not a regular file")
    big = r.path("big.json")
    with open(big, "wb") as f:  # sparse: 65 MiB on paper, no disk used
        f.truncate((16 << 20) + 1)
    r.run("file-over-16-MiB", ["validate", big], 1, "at most 16 MiB")
    os.remove(big)
    os.remove(fifo)


def catalog_cases(r):
    oversubscribed = r.path("oversubscribed.json", small_profile(extra_network=', "oversubscription": [3]').replace(
        '"nodes": 4', '"nodes": 64'))
    for ports in (1, 2, 3, 65):
        cat = r.path("radix-%d.json" % ports, catalog(switches=[switch_entry(ports=ports)]))
        r.run("catalog-radix-%d" % ports, ["plan", oversubscribed, "--catalog", cat], 1,
              "radix-%d.json: /switches/0/port_modes/0/ports" % ports)
    for key, value, where in (("power_typical_w", -5, "/switches/0/power_typical_w/value"),
                              ("power_typical_w", 0, "/switches/0/power_typical_w/value"),
                              ("price_usd", "-0.0", "/switches/0/price_usd/value")):
        entry = switch_entry()
        entry[key] = {"value": "@", "source": "assumption" if key == "price_usd" else "s"}
        text = catalog(switches=[entry]).replace('"@"', str(value))  # -0.0 as written, not as Python prints it
        cat = r.path("switch-%s-%s.json" % (key, value), text)
        r.run("catalog-%s=%s" % (key, value), ["plan", oversubscribed, "--catalog", cat], 1, where)
    node = {"id": "hgx-h100", "name": "N", "gpu": "h100-sxm", "gpus_per_node": {"value": -8, "source": "s"},
            "nics": [{"nic": "cx7-400g", "count": 8, "role": "compute", "source": "s"}],
            "power_avg_w": {"value": 8000, "source": "s"}, "power_max_w": {"value": 10200, "source": "s"},
            "price_usd": {"value": 1, "source": "assumption"}, "rack_units": {"value": 8, "source": "s"}}
    cat = r.path("node-negative-gpus.json", catalog(nodes=[node]))
    r.run("catalog-negative-gpus-per-node", ["plan", oversubscribed, "--catalog", cat], 1,
          "node-negative-gpus.json: /nodes/0/gpus_per_node/value")
    node["gpus_per_node"]["value"] = 8
    node["power_avg_w"]["value"] = -1
    cat = r.path("node-negative-power.json", catalog(nodes=[node]))
    r.run("catalog-negative-node-power", ["plan", oversubscribed, "--catalog", cat], 1,
          "node-negative-power.json: /nodes/0/power_avg_w/value")
    for count, code, text in ((100000, 1, "at most 16 MiB"), (10001, 1, "has 10001 entries; at most 10000"), (10000, 0, "")):
        switches = ",".join(json.dumps(switch_entry("sw-%d" % i)) for i in range(count))
        cat = r.path("switches-%d.json" % count, '{"schema": 1, "switches": [' + switches + "]}")
        r.run("catalog-%d-switches" % count, ["catalog", "--catalog", cat, "--json"], code, text)
        os.remove(cat)


def profile_cases(r):
    for field, section, value, where in (("facility_capex_usd_per_mw", "cost", "-0", "/cost/facility_capex_usd_per_mw"),
                                         ("electricity_usd_per_kwh", "power", "-0.0", "/power/electricity_usd_per_kwh"),
                                         ("hall_distance_m", "layout", "-0.0", "/layout/hall_distance_m")):
        p = r.path("minus-zero-%s.json" % field, small_profile(' "%s": {"%s": %s},' % (section, field, value)))
        expect = 1 if "." in value else 0  # JSON "-0" is the integer 0; only -0.0 is a negative zero
        r.run("profile %s=%s" % (field, value), ["validate", p], expect, where if expect else "")
    keys = "".join('"unknown_%d": 1, ' % i for i in range(1000000))
    p = r.path("keys-1e6.json", small_profile(keys))
    r.run("profile-1e6-unknown-keys (22 MB)", ["validate", p], 1, "at most 16 MiB")
    keys = "".join('"unknown_%d": 1, ' % i for i in range(500000))
    p = r.path("keys-5e5.json", small_profile(keys))
    r.run("profile-5e5-unknown-keys", ["validate", p], 0, "more unknown keys ignored")
    p = r.path("zeros-16MiB.json", small_profile(' "x": [' + "0," * ((16 << 20) // 2 - 200) + '0],'))
    r.run("profile-8e6-zeros", ["validate", p], 0, "unknown key")
    keys = "".join('"unknown_%d": 1, ' % i for i in range(100000))
    p = r.path("keys-1e5.json", small_profile(keys))
    r.run("profile-1e5-unknown-keys", ["plan", p, "--json"], 0, "more unknown keys ignored")
    hosts = ", ".join('{"name": "h%d", "count": 1}' % i for i in range(100000))
    p = r.path("hosts-1e5.json", small_profile(extra_network=', "other_hosts": [' + hosts + "]"))
    r.run("profile-1e5-other-hosts", ["plan", p], 1, "/networks/0/other_hosts")
    p = r.path("name-1MB.json", small_profile(name="n" * (1 << 20)))
    r.run("profile-1MB-network-name", ["plan", p], 1, "/networks/0/name")
    if r.report:
        r.run("profile-1MB-network-name --report", ["plan", p, "--report", r.path("report.pdf")], 1, "/networks/0/name")


def sweep_cases(r):
    blank = r.path("blank.json", small_profile())
    sweep = ["sweep", blank]
    r.run("vary-through-number", sweep + ["--vary", "/compute/nodes/x=1,2"], 1, "not a numeric profile field")
    r.run("choose-through-string", sweep + ["--choose", "/name/0=a,b"], 1, "/variants/0/set")
    r.run("choose-through-number", sweep + ["--choose", "/compute/nodes/x=1,2"], 1, "/variants/0/set")
    r.run("choose-huge-index", sweep + ["--choose", "/networks/99999999999/name=a,b"], 1, "is past the end")
    r.run("vary-huge-index", sweep + ["--vary", "/networks/99999999/planes=1,2"], 1, "is past the end")
    r.run("grid-1e5-by-1e5", sweep + ["--vary", "/power/pue=1:2:100000", "--vary", "/compute/nodes=1:100000:100000"], 1,
          "at most 100000")
    r.run("steps-2e9", sweep + ["--vary", "/power/pue=1:2:2000000000"], 1, "expected an integer from 1 to 100000")
    r.run("threads-1024", sweep + ["--vary", "/power/pue=1,2", "--threads", "1024"], 2, "--threads takes an integer")
    r.run("threads-256", sweep + ["--vary", "/power/pue=1,1.5,2", "--threads", "256"], 0)
    r.run("metric-text", sweep + ["--vary", "/power/pue=1,2", "--metrics", "/compute/node_type"], 1, "in the plan, not a number")
    r.run("metric-object", sweep + ["--vary", "/power/pue=1,2", "--metrics", "/fabric"], 1, "not a number")
    r.run("metric-unknown-class", sweep + ["--vary", "/power/pue=1,2", "--metrics", "/derived/first_failure_minutes/x"], 1,
          "not a failure class")
    r.run("choose-deep-json", sweep + ["--choose", "/name=" + "[" * 60000 + "]" * 60000], 1, "nest more than 64")
    study = {"schema": 1, "name": "s", "question": "q", "base_profile": blank,
             "variants": [{"label": "a", "set": {"/networks/5/planes": 2}}], "metrics": ["/fabric/switches_total"]}
    r.run("study-variant-index-beyond", ["sweep", r.path("study.json", json.dumps(study))], 1, "/variants/0/set")


def argument_cases(r):
    """Command lines as an attacker writes them: long (Linux caps one argument at 128 KiB and all of
    them at about 2 MB), many, or numbers past every type. Each is a usage error with a message of
    one short line (a long argument is quoted cut to 60 characters)."""
    longest = 120000
    blank = r.path("args-blank.json", small_profile())

    def short_usage_error(name, args, text):
        err = r.run(name, args, 2, text)[1]
        first = err.splitlines()[0] if err else ""
        if len(first) > 300:
            r.failures.append(name)
            print("FAIL %-44s the first line of the message is %d characters" % (name, len(first)), flush=True)

    short_usage_error("option-of-120k", ["plan", blank, "--" + "x" * longest], 'unknown option "--xxx')
    short_usage_error("command-of-120k", ["y" * longest], 'unknown command "yyy')
    short_usage_error("operands-1e5", ["plan"] + ["a"] * 100000, "plan takes exactly one PROFILE")
    short_usage_error("options-1e5", ["plan", blank] + ["--json", "--explain"] * 50000 + ["--jsn"], "did you mean")
    short_usage_error("threads-past-int64", ["sweep", blank, "--vary", "/power/pue=1,2", "--threads", "9" * 40],
                      "--threads takes an integer")
    short_usage_error("vary-of-120k", ["sweep", blank, "--vary", "/power/pue=" + "1," * (longest // 2) + "x"], "--vary takes")
    short_usage_error("value-after-flag", ["plan", blank, "--json=" + "z" * longest], "--json takes no value")
    short_usage_error("option-without-value", ["plan", blank, "--catalog"], "--catalog needs a value")


LLAMA_8B = {"layers": 32, "hidden": 4096, "heads": 32, "kv_heads": 8, "ffn_hidden": 14336, "vocabulary": 128256,
            "sequence_length": 8192, "ffn": "swiglu"}


def step_profile(architecture=None, parallelism=None, batch=1024, nodes=128, tokens_trillion=1, network=""):
    """A 1,024-GPU H100 cluster whose training speed comes from the step-time model."""
    workload = {"parameters_billion": 8, "tokens_trillion": tokens_trillion, "throughput": "step_time",
                "global_batch_sequences": "@BATCH@", "architecture": dict(LLAMA_8B, **(architecture or {}))}
    if parallelism:
        workload["parallelism"] = parallelism
    text = small_profile(' "workload": ' + json.dumps(workload) + ',', extra_network=network).replace(
        '"nodes": 4', '"nodes": %d' % nodes)
    return text.replace('"@BATCH@"', str(batch))


def step_time_cases(r):
    """The step-time inputs (issue 20) at and beyond their declared ranges: quick, bounded, or refused."""
    short = {"sequence_length": 1024}
    for name, batch, code, text in (("prime-batch-999999937", 999999937, 0, ""), ("batch-1e9", 1000000000, 0, ""),
                                    ("batch-1e9+1", 1000000001, 1, "/workload/global_batch_sequences: 1000000001 is out"),
                                    ("batch-0", 0, 1, "/workload/global_batch_sequences: 0 is out")):
        p = r.path("batch-%s.json" % name, step_profile(short, batch=batch, tokens_trillion=10))
        r.run("step-time " + name, ["plan", p], code, text)
    r.run("step-time batch over the run", ["plan", r.path("batch-run.json", step_profile(batch=1000000000))], 1,
          "/workload/global_batch_sequences: 1,000,000,000 sequences × 8,192 tokens")
    maxima = {"layers": 10000, "hidden": 1000000, "heads": 10000, "ffn_hidden": 10000000, "sequence_length": 100000000,
              "vocabulary": 100000000}
    r.run("step-time architecture at maxima", ["plan", r.path("arch-max.json", step_profile(maxima))], 1,
          "/workload/architecture: holds about")
    moe = {"experts": 100000, "active_experts": 100000, "expert_ffn_hidden": 10000000, "shared_experts": 1000}
    r.run("step-time 1e5 experts at maxima", ["plan", r.path("moe-max.json", step_profile(moe))], 1,
          "/workload/architecture: holds about")
    wide = {"experts": 100000, "active_experts": 8, "expert_ffn_hidden": 64}
    r.run("step-time 1e5 small experts", ["plan", r.path("moe-wide.json", step_profile(wide))], 0)
    r.run("step-time sequence 1e8", ["plan", r.path("seq.json", step_profile({"sequence_length": 100000000}, batch=1))],
          1, "/workload/parallelism: no split of 1024 GPUs fits")
    r.run("step-time layers 10000", ["plan", r.path("deep.json", step_profile(
        {"layers": 10000, "sequence_length": 1024}, batch=735134400, tokens_trillion=1000))], 0)
    r.run("step-time heads not dividing hidden", ["plan", r.path("heads.json", step_profile({"heads": 33}))], 1,
          "/workload/architecture/heads: 33 does not divide hidden")
    r.run("step-time kv_heads not dividing heads", ["plan", r.path("kv.json", step_profile({"kv_heads": 5}))], 1,
          "/workload/architecture/kv_heads: 5 does not divide heads")
    for dim, code in (("tp", 1), ("pp", 1), ("cp", 0)):  # CP 1024 splits 8,192 tokens in 8 per GPU: a valid split
        r.run("step-time %s 1024" % dim, ["plan", r.path("%s.json" % dim, step_profile(parallelism={dim: 1024}))], code,
              "/workload/parallelism" if code else "")
    r.run("step-time tp 1025", ["plan", r.path("tp.json", step_profile(parallelism={"tp": 1025}))], 1,
          "/workload/parallelism/tp: 1025 is out of range")
    for nodes in (100000, 300000):  # 0.8 and 2.4 million GPUs on 8 planes, the split searched
        p = r.path("huge-%d.json" % nodes, step_profile(batch=735134400, nodes=nodes, tokens_trillion=100000,
                                                         network=', "planes": 8'))
        r.run("step-time %d GPUs searched" % (8 * nodes), ["plan", p], 0)


def gpu_spec(ident, points=None):
    point = {"gemm_flops": 1e12, "efficiency": 0.7, "source": "s"}
    return {"id": ident,
            "gemm_efficiency": points or [point], "memory_bound_efficiency": {"value": 0.7, "source": "s"},
            "flash_attention_efficiency": {"value": 0.5, "source": "s"},
            "usable_memory_fraction": {"value": 0.9, "source": "s"},
            "scale_up": {"gpus_per_domain": {"value": 8, "source": "s"},
                         "efficiency": {"value": 0.8, "source": "s"}, "latency_seconds": {"value": 1e-6, "source": "s"}}}


def catalog_gpu(ident):
    return {"id": ident, "name": "G", "vendor": "V", "peak_tflops_dense": {"bf16": {"value": 989, "source": "s"}},
            "hbm_gb": {"value": 80, "source": "s"}, "hbm_gbyte_per_s": {"value": 3000, "source": "s"},
            "tdp_w": {"value": 700, "source": "s"},
            "scaleup_gbyte_per_s": {"value": 450, "source": "s"}, "price_usd": {"value": 1, "source": "assumption"}}


def performance_catalog_cases(r):
    """A catalog "performance" section: many entries, absurd values."""
    blank = r.path("blank.json", small_profile())
    for count, code, text in ((100000, 1, ""), (10001, 1, "has 10001 entries; at most 10000")):
        specs = ",".join(json.dumps(gpu_spec("g-%d" % i), separators=(",", ":")) for i in range(count))
        cat = r.path("perf-%d.json" % count, '{"schema":1,"performance":{"gpus":[' + specs + "]}}")
        r.run("catalog performance %d GPUs" % count, ["plan", blank, "--catalog", cat], code, text or "perf-%d.json" % count)
        os.remove(cat)
    gpus = ",".join(json.dumps(catalog_gpu("g-%d" % i), separators=(",", ":")) for i in range(10000))
    specs = ",".join(json.dumps(gpu_spec("g-%d" % i), separators=(",", ":")) for i in range(10000))
    cat = r.path("perf-10000.json", '{"schema":1,"gpus":[' + gpus + '],"performance":{"gpus":[' + specs + "]}}")
    r.run("catalog 10000 GPUs with performance specs", ["catalog", "--catalog", cat, "--json"], 0)
    os.remove(cat)
    absurd = catalog_gpu("h100-sxm")
    absurd["peak_tflops_dense"]["bf16"]["value"] = 1e30
    cat = r.path("gpu-bad.json", json.dumps({"schema": 1, "gpus": [absurd]}))
    r.run("catalog GPU peak 1e30", ["plan", blank, "--catalog", cat], 1, "gpu-bad.json: /gpus/0/peak_tflops_dense/bf16/value")
    for name, change, where in (("usable memory 2", lambda g: g["usable_memory_fraction"].update(value=2),
                                 "/performance/gpus/0/usable_memory_fraction/value"),
                                ("latency 1 s", lambda g: g["scale_up"]["latency_seconds"].update(value=1),
                                 "/performance/gpus/0/scale_up/latency_seconds/value"),
                                ("efficiency 0", lambda g: g["memory_bound_efficiency"].update(value=0),
                                 "/performance/gpus/0/memory_bound_efficiency/value"),
                                ("domain 0.5 GPUs", lambda g: g["scale_up"]["gpus_per_domain"].update(value=0.5),
                                 "/performance/gpus/0/scale_up/gpus_per_domain/value"),
                                ("101 curve points", lambda g: g.update(gemm_efficiency=[
                                    {"gemm_flops": 1e6 * (i + 1), "efficiency": 0.5, "source": "s"} for i in range(101)]),
                                 "/performance/gpus/0/gemm_efficiency: has 101 entries")):
        spec = gpu_spec("h100-sxm")
        change(spec)
        cat = r.path("perf-bad.json", json.dumps({"schema": 1, "performance": {"gpus": [spec]}}))
        r.run("catalog performance " + name, ["plan", blank, "--catalog", cat], 1, "perf-bad.json: " + where)


def calibrate_cases(r):
    """calibrate on devices, FIFOs, files over the limit and logs of many rows."""
    fifo = r.path("fifo.txt")
    os.mkfifo(fifo)
    for name, path in (("/dev/zero", "/dev/zero"), ("a FIFO", fifo)):
        if os.path.exists(path):
            r.run("calibrate nccl " + name, ["calibrate", "nccl", path], 1, "is not a regular file")
            r.run("calibrate gemm " + name, ["calibrate", "gemm", path, "--gpu", "h100-sxm"], 1, "is not a regular file")
    for option, value in (("--nic-gbps", "1e-300"), ("--nic-gbps", "inf"), ("--training-share", "nan")):
        kind = ["nccl", fifo] if option == "--nic-gbps" else ["gemm", fifo, "--gpu", "h100-sxm"]
        r.run("calibrate %s %s" % (option, value), ["calibrate"] + kind + [option, value], 2, option + " takes")
    big = r.path("big.txt")
    with open(big, "wb") as f:  # sparse: 1 GB on paper
        f.truncate(1 << 30)
    r.run("calibrate nccl 1 GB log", ["calibrate", "nccl", big], 1, "at most 16 MiB")
    os.remove(big)
    os.remove(fifo)
    header = ("# Collective test starting: all_reduce_perf\n# nThread 1 nGpus 8 minBytes 8 maxBytes 8 step: 2(factor)\n"
              "# Using devices\n" + "".join("#  Rank %2d Group  0 Pid  41213 on     node01 device %2d [0x18] NVIDIA H100 "
                                            "80GB HBM3\n" % (i, i) for i in range(8)) +
              "#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong\n")
    row = "%12d %12d     float     sum      -1    54.60    0.00    0.00      0    52.86    0.00    0.00      0\n"
    for rows, code, text in ((1000000, 1, "at most 16 MiB"), (130000, None, "")):
        footer = "# Out of bounds values : 0 OK\n# Avg bus bandwidth    : 0.001\n"
        log = r.path("rows.txt", header + "".join(row % (8 * (i + 1), 2 * (i + 1)) for i in range(rows)) + footer)
        r.run("calibrate nccl %d rows" % rows, ["calibrate", "nccl", log], code, text)
        os.remove(log)
    for rows, code, text in ((1000000, 1, "at most 16 MiB"), (500000, None, "")):
        csv = r.path("rows.csv", "M,N,K,dtype,TFLOP/s\n" + "".join("%d,%d,%d,bf16,500\n" % (256 + i % 4096, 512, 512)
                                                                 for i in range(rows)))
        r.run("calibrate gemm %d rows" % rows, ["calibrate", "gemm", csv, "--gpu", "h100-sxm"], code, text)
        os.remove(csv)


def export_cases(r):
    """Under ulimit -f every export fails cleanly: exit 1, old file intact, no temporary left."""
    blank = r.path("blank.json", small_profile().replace('"nodes": 4', '"nodes": 256'))
    limit = 200  # below every export here, so each must fail
    exports = [("plan --cables", ["plan", blank, "--cables", "out.csv"], "out.csv"),
               ("plan --bom .xlsx", ["plan", blank, "--bom", "out.xlsx"], "out.xlsx"),
               ("plan --bom .csv", ["plan", blank, "--bom", "out.csv"], "out.csv"),
               ("compare --csv", ["compare", blank, blank, "--csv", "out.csv"], "out.csv"),
               ("compare --xlsx", ["compare", blank, blank, "--xlsx", "out.xlsx"], "out.xlsx"),
               ("sweep --csv", ["sweep", blank, "--vary", "/compute/nodes=1:256:200", "--csv", "out.csv"], "out.csv")]
    if r.report:
        exports.append(("plan --report", ["plan", blank, "--report", "out.pdf"], "out.pdf"))
    if r.gui:  # the GUI's save path (ui/shell/atomic_save), driven by --screenshot
        exports.append(("GUI --screenshot", ["--screenshot", "out.png", blank], "out.png"))
    for name, args, target in exports:
        old = r.path(target, "old contents\n")
        r.run("ulimit -f %d: %s" % (limit, name), args, 1, "", file_size=limit)
        with open(old, encoding="utf-8", errors="replace") as f:
            if f.read() != "old contents\n":
                r.failures.append(name + " (target changed)")
                print("FAIL %s: the old %s was changed" % (name, target))
        os.remove(old)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cli", required=True)
    parser.add_argument("--report", action="store_true", help="the CLI was built with --report (GUI build)")
    parser.add_argument("--gui", help="the clusterplanner executable: its save path is tried under ulimit -f too")
    parser.add_argument("--keep", help="work in DIR and keep it")
    parser.add_argument("-k", dest="only", help="run only the categories whose name contains this")
    args = parser.parse_args()
    work = args.keep or tempfile.mkdtemp(prefix="cp-hostile-")
    os.makedirs(work, exist_ok=True)
    runner = Runner(os.path.abspath(args.cli), work, args.report, args.gui and os.path.abspath(args.gui))
    for category in (fifo_cases, argument_cases, catalog_cases, profile_cases, sweep_cases, step_time_cases,
                     performance_catalog_cases, calibrate_cases, export_cases):
        if args.only and args.only not in category.__name__:
            continue
        print("--", category.__name__.replace("_cases", ""), flush=True)
        category(runner)
    if not args.keep:
        shutil.rmtree(work, ignore_errors=True)
    worst = max((c for _, _, _, c, _ in runner.results), default=0)
    print("%d cases, %d failed; most CPU in one case: %.2f s" % (len(runner.results), len(runner.failures), worst))
    return 1 if runner.failures else 0


if __name__ == "__main__":
    sys.exit(main())
