#include "cli_help.h"

#include <algorithm>
#include <string_view>
#include <vector>

namespace cpcli {

namespace {

struct OptionHelp {
    const char* name;  // as the commands list it
    const char* text;  // its lines in the usage
};

struct CommandHelp {
    const char* name;
    const char* synopsis;  // one line per form, without the program name
    const char* summary;   // what it does
    std::vector<const char*> options;
};

const std::vector<OptionHelp>& options() {
    static const std::vector<OptionHelp> list{
        {"json", "  --json             machine-readable JSON (contract: docs/cli.md)\n"},
        {"explain", "  --explain          add how every headline number was obtained\n"},
        {"catalog", "  --catalog FILE     add or override catalog entries from FILE (repeatable)\n"},
        {"cables", "  --cables FILE      with plan: write the cable plan as CSV (atomically)\n"},
        {"bom", "  --bom FILE         with plan: write the BOM as .xlsx (every sheet) or .csv (atomically)\n"},
        {"cable-sheet", "  --cable-sheet      with --bom FILE.xlsx: add the cable plan sheet (one row per cable)\n"},
        {"report", "  --report FILE      with plan: write the design report as PDF (atomically; GUI build only)\n"},
        {"model",
         "  --model PRESET     with plan or validate: insert a model preset first (an id in data/models,\n"
         "                     e.g. llama3-405b, or a FILE.json); the workload uses the step-time model\n"},
        {"xlsx",
         "  --xlsx FILE        with compare: write both plans and a Compare sheet; with optimize:\n"
         "                     the ranking, front and best per option; with uncertainty: the\n"
         "                     percentiles, drivers, inputs and samples (atomically)\n"},
        {"vary", "  --vary PATH=SPEC   with sweep: a numeric profile input to vary (at most two: a grid)\n"},
        {"choose",
         "  --choose PATH=A,B  with sweep: a categorical input (values are JSON or text;\n"
         "                     --variants is the same)\n"},
        {"metrics",
         "  --metrics M1,M2    with sweep: plan metrics (JSON paths into plan --json);\n"
         "                     --metric PATH adds one (repeatable)\n"},
        {"csv",
         "  --csv FILE         with sweep, compare, optimize or uncertainty: write CSV (atomically); a bare --csv\n"
         "                     or --csv - prints it on stdout instead of the table\n"},
        {"threads", "  --threads N        with sweep, optimize or uncertainty: worker threads (default: all cores)\n"},
        {"samples", "  --samples N        with uncertainty: designs sampled (2 to 100,000; default: the spec's, else 1,000)\n"},
        {"seed", "  --seed S           with uncertainty or optimize --robustness: the sampling seed (default: the spec's, else 1)\n"},
        {"robustness",
         "  --robustness N     with optimize: plan the best designs again under N samples of the default\n"
         "                     ranges; how often the winner stays best and meets every limit\n"},
        {"markdown",
         "  --markdown         with fields: the tables of docs/profile-format.md; with catalog:\n"
         "                     the sourced-number tables of docs/catalog-format.md; with\n"
         "                     validation: the tables of docs/validation.md\n"},
        {"max-mean-error", "  --max-mean-error P with validation: exit 3 when the mean absolute error exceeds P %\n"},
        {"max-worst-error", "  --max-worst-error P with validation: exit 3 when any run's error exceeds P %\n"},
        {"gpu", "  --gpu ID           with calibrate: the catalog GPU measured (performance specs needed)\n"},
        {"nic-gbps", "  --nic-gbps N       with calibrate nccl: NIC bandwidth per GPU in Gb/s (a node's NICs / its GPUs)\n"},
        {"training-share", "  --training-share F with calibrate gemm: share of the measured rate a training step sustains\n"},
        {"o", "  -o FILE.json       with calibrate: write the fitted values as a catalog layer (atomically)\n"},
        {"top", "  --top N            with optimize: alternatives listed (1 to 100; default: the spec's)\n"},
        {"save-best", "  --save-best FILE   with optimize: write the best design as a profile (atomically)\n"},
        {"help", "  -h, --help         show this help (plan --help: only plan's)\n"},
        {"version", "  -v, --version      show the version\n"},
    };
    return list;
}

const std::vector<CommandHelp>& commands() {
    static const std::vector<CommandHelp> list{
        {"plan",
         "plan PROFILE [--json] [--explain] [--cables FILE.csv] [--bom FILE.xlsx|FILE.csv [--cable-sheet]]\n"
         "       [--report FILE.pdf] [--model PRESET] [--catalog FILE]...\n",
         "compute the plan of a profile; --cables also writes\n"
         "the point-to-point cable plan (one row per cable),\n"
         "--bom the bill of materials (XLSX: the whole plan)\n",
         {"json", "explain", "cables", "bom", "cable-sheet", "report", "model", "catalog"}},
        {"validate",
         "validate PROFILE [--model PRESET] [--catalog FILE]...\n",
         "check a profile; print every error found (or its\n"
         "warnings) and nothing else\n",
         {"model", "catalog"}},
        {"compare",
         "compare PROFILE_A PROFILE_B [PROFILE...] [--json | --csv [FILE]] [--xlsx FILE.xlsx]\n",
         "every headline figure of 2 to 6 profiles and the\n"
         "ratio of each to the first (B / A)\n",
         {"json", "csv", "xlsx", "catalog"}},
        {"catalog",
         "catalog [--json] [--catalog FILE]...\n  catalog --markdown\n",
         "list catalog parts with key specs and sources, or each part's sourced numbers\n",
         {"json", "catalog", "markdown"}},
        {"fields", "fields [--markdown]\n", "list every profile field: type, unit, default, meaning\n", {"markdown"}},
        {"sweep",
         "sweep STUDY [--csv FILE] [--json] [--threads N]\n"
         "  sweep PROFILE... --vary PATH=SPEC [--vary PATH=SPEC] [--choose PATH=A,B,...]\n"
         "        [--metrics M1,M2,...] [--csv FILE] [--json] [--threads N]\n",
         "vary profile inputs, read plan metrics at every point\n"
         "(SPEC: FROM:TO:STEPS, FROM:TO:STEPS:log or V1,V2,...;\n"
         "several PROFILEs are the designs compared; docs/sweeps.md)\n",
         {"vary", "choose", "metrics", "csv", "json", "threads", "catalog"}},
        {"calibrate",
         "calibrate nccl FILE... [--gpu ID [--nic-gbps N]] [-o OUT.json]\n"
         "  calibrate gemm FILE.csv... --gpu ID [--training-share F] [-o OUT.json]\n",
         "fit the step-time model to nccl-tests output or a GEMM\n"
         "table; -o writes (or updates) a user catalog layer\n"
         "to use with --catalog OUT.json\n",
         {"gpu", "nic-gbps", "training-share", "o", "catalog"}},
        {"optimize",
         "optimize SPEC [--json | --csv [FILE]] [--xlsx FILE.xlsx] [--top N] [--save-best FILE.json] [--threads N]\n"
         "  optimize SPEC --robustness N [--seed S]\n",
         "the best design for a workload within limits (deadline,\n"
         "power, budget): best designs, binding limits and what\n"
         "relaxing each buys, how far each can move, best per\n"
         "option, Pareto front (docs/optimize.md)\n",
         {"json", "csv", "xlsx", "top", "save-best", "threads", "robustness", "seed", "catalog"}},
        {"uncertainty",
         "uncertainty SPEC|PROFILE [--json | --csv [FILE]] [--xlsx FILE.xlsx] [--samples N] [--seed S]\n"
         "            [--threads N]\n",
         "ranges instead of points: samples the inputs' ranges (a\n"
         "SPEC's, and defaults from each value's source) and gives\n"
         "every output's P10/P50/P90, the chance each limit holds\n"
         "and what drives the spread (docs/uncertainty.md)\n",
         {"json", "csv", "xlsx", "samples", "seed", "threads", "catalog"}},
        {"validation",
         "validation [FILE|DIR]... [--json | --markdown] [--max-mean-error P] [--max-worst-error P]\n",
         "the step-time model against published training runs:\n"
         "each profile (default: data/validation) is planned and\n"
         "its prediction compared with workload.published; mean\n"
         "and worst error per source (docs/validation.md); exit 3\n"
         "when a --max-* limit is exceeded\n",
         {"json", "markdown", "max-mean-error", "max-worst-error", "catalog"}},
        {"help", "help [COMMAND]\n", "this help, or one command's (help plan is plan --help)\n", {}},
    };
    return list;
}

const CommandHelp* findCommand(const std::string& name) {
    for (const CommandHelp& c : commands())
        if (name == c.name) return &c;
    return nullptr;
}

const char* optionText(const char* name) {
    for (const OptionHelp& o : options())
        if (std::string_view(name) == o.name) return o.text;
    return "";
}

// Each line of `text` after `indent` (the summary's column in the whole usage).
std::string indented(std::string_view text, const std::string& indent) {
    std::string out;
    for (std::size_t from = 0; from < text.size();) {
        const std::size_t end = std::min(text.find('\n', from), text.size());
        if (end > from) out += indent + std::string(text.substr(from, end - from)) + "\n";
        from = end + 1;
    }
    return out;
}

const char* kExitCodes = "Exit codes: 0 ok, 1 invalid input, 2 usage error, 3 validation past a --max-* limit.\n";

}  // namespace

std::vector<std::string> commandNames() {
    std::vector<std::string> names;
    for (const CommandHelp& c : commands()) names.emplace_back(c.name);
    return names;
}

bool isCommand(const std::string& name) { return findCommand(name) != nullptr; }

std::string fullUsage() {
    std::string out =
        "Usage: clusterplanner-cli <command> [options]\n"
        "       clusterplanner-cli help <command>   (the options of one command)\n\nCommands:\n";
    const std::string column(38, ' ');
    for (const CommandHelp& c : commands()) out += "  " + std::string(c.synopsis) + indented(c.summary, column);
    out += "\nOptions:\n";
    for (const OptionHelp& o : options()) out += o.text;
    return out + "\n" + kExitCodes;
}

std::string commandUsage(const std::string& command) {
    const CommandHelp* c = findCommand(command);
    if (!c) return fullUsage();
    std::string out =
        "Usage: clusterplanner-cli " + std::string(c->synopsis) + "\n" + indented(c->summary, "  ") + "\nOptions:\n";
    for (const char* name : c->options) out += optionText(name);
    out += optionText("help");
    return out + "\n" + kExitCodes;
}

std::string usageErrorText(const std::string& message, const std::string& command) {
    std::string out = "clusterplanner-cli: " + message + "\n";
    if (const CommandHelp* c = findCommand(command)) {
        const std::string_view synopsis = c->synopsis;
        out += "usage: clusterplanner-cli " + std::string(synopsis.substr(0, synopsis.find('\n'))) + "\n";
        return out + "see clusterplanner-cli help " + command + "\n";
    }
    return out + "see clusterplanner-cli --help\n";
}

std::string commandOf(const std::vector<std::string>& arguments) {
    for (std::size_t i = 1; i < arguments.size(); ++i)
        if (isCommand(arguments[i]))
            return arguments[i] != "help" ? arguments[i] : i + 1 < arguments.size() ? arguments[i + 1] : "";
    return {};
}

}  // namespace cpcli
