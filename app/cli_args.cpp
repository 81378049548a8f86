#include "cli_args.h"

#include "cli_help.h"
#include "cli_text.h"
#include "common/format.h"
#include "common/spelling.h"

#include <filesystem>
#include <initializer_list>
#include <map>
#include <string_view>

namespace cpcli {

namespace {

// An option the CLI takes: its names (-o and --output are one option) and whether a value follows.
struct OptionSpec {
    std::string_view name, alias;
    bool takes_value = false;
};

constexpr OptionSpec kOptions[] = {
    {"json", {}, false},     {"explain", {}, false},       {"catalog", {}, true}, {"cables", {}, true},
    {"bom", {}, true},       {"cable-sheet", {}, false},   {"xlsx", {}, true},    {"markdown", {}, false},
    {"help", "h", false},    {"version", "v", false},      {"gpu", {}, true},     {"o", "output", true},
    {"nic-gbps", {}, true},  {"training-share", {}, true}, {"vary", {}, true},    {"choose", {}, true},
    {"variants", {}, true},  {"metrics", {}, true},        {"metric", {}, true},  {"csv", {}, true},
    {"threads", {}, true},   {"report", {}, true},         {"model", {}, true},   {"top", {}, true},
    {"save-best", {}, true}, {"max-mean-error", {}, true}, {"max-worst-error", {}, true},
    {"samples", {}, true},   {"seed", {}, true},        {"robustness", {}, true},
};

const OptionSpec* findOption(std::string_view name) {
    for (const OptionSpec& o : kOptions)
        if (name == o.name || (!o.alias.empty() && name == o.alias)) return &o;
    return nullptr;
}

// The options a command line gave, by their first name, each with its values in order.
class GivenOptions {
public:
    bool isSet(std::string_view name) const { return given_.count(name) > 0; }
    std::string value(std::string_view name) const {  // the last one given; "" when none
        const auto it = given_.find(name);
        return it == given_.end() || it->second.empty() ? std::string() : it->second.back();
    }
    const Strings& values(std::string_view name) const {
        static const Strings none;
        const auto it = given_.find(name);
        return it == given_.end() ? none : it->second;
    }
    void set(std::string_view name) { given_[name]; }
    void add(std::string_view name, std::string value) { given_[name].push_back(std::move(value)); }

private:
    std::map<std::string_view, Strings, std::less<>> given_;
};

// An option as the usage spells it: -o, --json.
std::string spelled(std::string_view name) { return (name.size() == 1 ? "-" : "--") + std::string(name); }

// "unknown option "--jsn"; did you mean "--json"?"
std::string unknownOption(const std::string& name) {
    std::vector<std::string> names;
    for (const OptionSpec& o : kOptions) names.push_back(spelled(o.name));
    const std::string near = cp::didYouMean(spelled(name), names);
    return "unknown option " + cp::quotedExcerpt(spelled(name)) + (near.empty() ? "" : ";" + near);
}

// Splits options from operands; the first problem (an unknown option, a missing or unexpected
// value) goes to *error.
GivenOptions splitArguments(const Strings& arguments, Strings* operands, std::string* error) {
    GivenOptions given;
    bool operandsOnly = false;
    for (std::size_t i = 1; i < arguments.size() && error->empty(); ++i) {
        const std::string& arg = arguments[i];
        if (operandsOnly || arg.size() < 2 || arg[0] != '-') {
            operands->push_back(arg);
            continue;
        }
        if (arg == "--") {
            operandsOnly = true;
            continue;
        }
        const std::string_view body = std::string_view(arg).substr(arg[1] == '-' ? 2 : 1);
        const std::size_t eq = body.find('=');
        const std::string name(body.substr(0, eq));
        const OptionSpec* option = findOption(name);
        if (!option) {
            *error = unknownOption(name);
        } else if (!option->takes_value && eq != std::string_view::npos) {
            *error = spelled(option->name) + " takes no value";
        } else if (!option->takes_value) {
            given.set(option->name);
        } else if (eq != std::string_view::npos) {
            given.add(option->name, std::string(body.substr(eq + 1)));
        } else if (i + 1 < arguments.size()) {
            given.add(option->name, arguments[++i]);
        } else {
            *error = arg + " needs a value";
        }
    }
    return given;
}

// A number option: nullopt when not given; when given but not a number in [min, max], *error
// (if still empty) says what it takes.
std::optional<double> numberOption(const GivenOptions& given, const char* name, double min, double max, const char* takes,
                                   std::string* error) {
    if (!given.isSet(name)) return std::nullopt;
    const std::optional<double> v = numberOf<double>(given.value(name));
    if ((!v || !(*v >= min && *v <= max)) && error->empty()) *error = std::string("--") + name + " takes " + takes;
    return v.value_or(0);
}

std::string joined(const Strings& items, const char* separator) {
    std::string out;
    for (const std::string& s : items) out += (out.empty() ? "" : separator) + s;
    return out;
}

std::string unknownCommand(const std::string& command) {
    return "unknown command " + cp::quotedExcerpt(command) + " (the commands: " + joined(commandNames(), ", ") + ")";
}

// calibrate nccl FILE... [--gpu ID] [--nic-gbps N] [-o OUT.json] | gemm FILE.csv... --gpu ID [--training-share F] [-o OUT.json];
// both take --catalog FILE (the catalogs the fits start from)
std::string checkCalibrate(const GivenOptions& given, const CliArgs& a, const std::string& numberError) {
    const bool isCalibrate = a.command == "calibrate";
    for (const char* name : {"gpu", "o", "nic-gbps", "training-share"})
        if (!isCalibrate && given.isSet(name)) return std::string("only calibrate takes ") + (name[1] ? "--" : "-") + name;
    if (!isCalibrate) return {};
    const std::string kind = a.operands.empty() ? "" : a.operands[0];
    if (kind != "nccl" && kind != "gemm") return "calibrate takes nccl FILE... or gemm FILE.csv...";
    if (a.operands.size() < 2) return "calibrate " + kind + " takes at least one FILE";
    if (a.json || a.explain) return "calibrate takes no --json or --explain";
    if (!numberError.empty()) return numberError;
    if (kind == "gemm" && a.gpu.empty()) return "calibrate gemm needs --gpu ID (the peak the efficiencies divide by)";
    if (kind == "gemm" && a.nic_gbps) return "--nic-gbps is for calibrate nccl";
    if (kind == "nccl" && a.training_share) return "--training-share is for calibrate gemm";
    if (given.isSet("o") && a.gpu.empty()) return "-o needs --gpu ID: the fits become that GPU's values";
    if (given.isSet("o") && !endsWithIgnoringCase(a.output, ".json")) return "-o takes a file ending in .json";
    return {};
}

// validation [FILE|DIR]... [--json | --markdown] [--max-mean-error PCT] [--max-worst-error PCT]
std::string checkValidation(const GivenOptions& given, const CliArgs& a, const std::string& numberError) {
    const bool isValidation = a.command == "validation";
    for (const char* name : {"max-mean-error", "max-worst-error"})
        if (!isValidation && given.isSet(name)) return std::string("only validation takes --") + name;
    if (!isValidation) return {};
    if (a.json && a.markdown) return "--json and --markdown both print the report; choose one";
    if (a.explain) return "validation takes no --explain";
    if (given.isSet("max-mean-error") || given.isSet("max-worst-error")) return numberError;
    return {};
}

// An output never replaces a file the same command reads (plan p.json --cables p.json, sweep
// p.json --csv p.json, --catalog c.csv --bom c.csv). calibrate -o may name a --catalog: it updates
// that layer on purpose (cli_calibrate.cpp).
std::string outputOverInput(const CliArgs& a) {
    std::vector<std::pair<const char*, std::string>> outputs;
    if (a.cables && !a.cables->empty()) outputs.emplace_back("--cables", *a.cables);
    for (const auto& [name, value] : {std::pair{"--bom", &a.bom}, std::pair{"--xlsx", &a.xlsx}, std::pair{"--report", &a.report},
                                      std::pair{"--save-best", &a.save_best}})
        if (!value->empty()) outputs.emplace_back(name, *value);
    if (!a.csv.empty() && a.csv != "-") outputs.emplace_back("--csv", a.csv);
    if (!a.output.empty()) outputs.emplace_back("-o", a.output);
    Strings inputs(a.operands.begin() + (a.command == "calibrate" && !a.operands.empty() ? 1 : 0), a.operands.end());
    if (a.command != "calibrate") inputs.insert(inputs.end(), a.catalogs.begin(), a.catalogs.end());
    if (!a.model.empty()) inputs.push_back(a.model);
    for (const auto& [option, output] : outputs)
        for (const std::string& input : inputs)
            if (sameFile(output, input))
                return std::string(option) + " " + output + " is also an input of this command; choose another output file";
    return {};
}

// uncertainty SPEC|PROFILE [--samples N] [--seed S].
std::string checkUncertainty(const GivenOptions& given, const CliArgs& a) {
    const bool uncertainty = a.command == "uncertainty";
    if (a.command != "optimize" && given.isSet("robustness")) return "only optimize takes --robustness";
    if (given.isSet("robustness") && a.robustness == 0) return "--robustness takes a number of samples from 2 to 100,000";
    if (given.isSet("seed") && a.command == "optimize" && !given.isSet("robustness")) return "--seed goes with --robustness";
    for (const char* name : {"samples", "seed"})
        if (!uncertainty && given.isSet(name) && !(a.command == "optimize" && std::string(name) == "seed"))
            return std::string("only uncertainty takes --") + name;
    if (!uncertainty) return {};
    if (a.operands.size() != 1) return "uncertainty takes exactly one SPEC or PROFILE file";
    if (a.explain) return "uncertainty takes no --explain";
    if (given.isSet("samples") && a.samples == 0) return "--samples takes an integer from 2 to 100,000";
    if (given.isSet("seed") && !a.seed) return "--seed takes an integer from 0 to 2^63";
    return {};
}

// The usage checks, in the order the CLI has always applied them (the first failing one is reported).
std::string check(const GivenOptions& given, const CliArgs& a, std::optional<long long> threads) {
    const std::size_t args = a.operands.size() + 1;  // the command and its operands
    const std::string& command = a.command;
    const bool needsProfile = command == "plan" || command == "validate";
    if (!isCommand(command)) return unknownCommand(command);
    if (command == "optimize" && args != 2) return "optimize takes exactly one SPEC file";
    if (command == "optimize" && a.explain) return "optimize takes no --explain";
    for (const char* name : {"top", "save-best"})
        if (command != "optimize" && given.isSet(name)) return std::string("only optimize takes --") + name;
    if (given.isSet("top") && a.top == 0) return "--top takes an integer from 1 to 100";
    if (given.isSet("save-best") && !endsWithIgnoringCase(a.save_best, ".json"))
        return "--save-best takes a file ending in .json";
    if (command == "sweep" && args < 2) return "sweep takes a STUDY or PROFILE file";
    if (command == "sweep" && a.explain) return "sweep takes no --explain";
    for (const char* name : {"vary", "choose", "variants", "metric", "metrics"})
        if (command != "sweep" && given.isSet(name)) return std::string("only sweep takes --") + name;
    if (const std::string problem = checkUncertainty(given, a); !problem.empty()) return problem;
    const bool threaded = command == "sweep" || command == "optimize" || command == "uncertainty";
    if (!threaded && given.isSet("threads")) return "only sweep, optimize and uncertainty take --threads";
    if (command != "sweep" && command != "compare" && command != "optimize" && command != "uncertainty" && given.isSet("csv"))
        return "only sweep, compare, optimize and uncertainty take --csv";
    if (a.json && a.csv == "-") return "--json and --csv - both print to stdout; choose one";
    // 256: explore/sweep.h kMaxSweepThreads.
    if (given.isSet("threads") && (!threads || *threads < 1 || *threads > 256)) return "--threads takes an integer from 1 to 256";
    if (needsProfile && args != 2) return command + " takes exactly one PROFILE";
    if (command == "compare" && (args < 3 || args > 7)) return "compare takes 2 to 6 profiles";
    if (command == "compare" && args > 3 && given.isSet("xlsx")) return "--xlsx compares two profiles";
    if (command == "compare" && a.explain) return "compare takes no --explain";
    if (command == "catalog" && args != 1) return "catalog takes no arguments";
    if (command == "fields" && args != 1) return "fields takes no arguments";
    if (command == "fields" && (a.json || a.explain)) return "fields takes no --json or --explain";
    if (command != "fields" && command != "validation" && command != "catalog" && a.markdown)
        return "only fields, catalog and validation take --markdown";
    if (command == "catalog" && a.markdown && (a.json || !a.catalogs.empty()))
        return "catalog --markdown prints the field tables; it takes no --json or --catalog";
    if (command == "validate" && (a.json || a.explain)) return "validate takes no --json or --explain";
    if (command == "catalog" && a.explain) return "catalog takes no --explain";
    if (command != "plan" && given.isSet("cables")) return "only plan takes --cables";
    if (command != "plan" && given.isSet("bom")) return "only plan takes --bom";
    if (command != "compare" && command != "optimize" && command != "uncertainty" && given.isSet("xlsx"))
        return "only compare, optimize and uncertainty take --xlsx";
    if (given.isSet("bom") && !endsWithIgnoringCase(a.bom, ".xlsx") && !endsWithIgnoringCase(a.bom, ".csv"))
        return "--bom takes a file ending in .xlsx or .csv";
    if (a.cable_sheet && !endsWithIgnoringCase(a.bom, ".xlsx")) return "--cable-sheet needs --bom FILE.xlsx";
    if (given.isSet("xlsx") && !endsWithIgnoringCase(a.xlsx, ".xlsx")) return "--xlsx takes a file ending in .xlsx";
    if (command != "plan" && given.isSet("report")) return "only plan takes --report";
    if (command != "plan" && command != "validate" && given.isSet("model")) return "only plan and validate take --model";
    if (given.isSet("model") && a.model.empty()) return "--model takes a preset id (data/models) or a FILE.json";
    if (given.isSet("report") && !endsWithIgnoringCase(a.report, ".pdf")) return "--report takes a file ending in .pdf";
    if (given.isSet("bom") && given.isSet("cables") && sameFile(a.bom, *a.cables)) return "--bom and --cables name the same file";
    return outputOverInput(a);
}

// A bare --csv (last, or followed by another option) means CSV on stdout: it becomes "--csv -".
Strings withCsvToStdout(Strings arguments) {
    for (std::size_t i = 1; i < arguments.size(); ++i) {
        const std::string& arg = arguments[i];
        if (arg == "--") break;
        if (arg != "--csv" && arg != "-csv") continue;
        if (i + 1 == arguments.size() || (arguments[i + 1].starts_with('-') && arguments[i + 1] != "-"))
            arguments.insert(arguments.begin() + static_cast<std::ptrdiff_t>(i) + 1, "-");
    }
    return arguments;
}

// Fills the options and operands of a command (not help or version) and checks them.
void readCommand(const GivenOptions& given, const Strings& operands, CliParse& result) {
    CliArgs& a = result.args;
    a.command = operands.front();
    a.operands.assign(operands.begin() + 1, operands.end());
    a.json = given.isSet("json");
    a.explain = given.isSet("explain");
    a.cable_sheet = given.isSet("cable-sheet");
    a.markdown = given.isSet("markdown");
    a.catalogs = given.values("catalog");
    if (given.isSet("cables")) a.cables = given.value("cables");
    a.bom = given.value("bom");
    a.xlsx = given.value("xlsx");
    a.csv = given.value("csv");
    a.report = given.value("report");
    a.model = given.value("model");
    a.vary = given.values("vary");
    a.variants = given.values("choose");  // --variants: the name shipped first
    a.variants.insert(a.variants.end(), given.values("variants").begin(), given.values("variants").end());
    a.metrics = given.values("metric");
    for (const std::string& list : given.values("metrics"))
        for (std::string& metric : splitOn(list, ','))
            if (!metric.empty()) a.metrics.push_back(std::move(metric));
    const std::optional<long long> threads = numberOf<long long>(given.value("threads"));
    a.threads = threads && *threads > 0 && *threads <= 256 ? static_cast<unsigned>(*threads) : 0;
    const std::optional<long long> samples = numberOf<long long>(given.value("samples"));
    a.samples = samples && *samples >= 2 && *samples <= 100000 ? static_cast<std::size_t>(*samples) : 0;
    const std::optional<long long> seed = numberOf<long long>(given.value("seed"));
    if (seed && *seed >= 0) a.seed = static_cast<std::uint64_t>(*seed);
    const std::optional<long long> robustness = numberOf<long long>(given.value("robustness"));
    a.robustness = robustness && *robustness >= 2 && *robustness <= 100000 ? static_cast<std::size_t>(*robustness) : 0;
    const std::optional<long long> top = numberOf<long long>(given.value("top"));
    a.top = top && *top >= 1 && *top <= 100 ? static_cast<unsigned>(*top) : 0;
    a.save_best = given.value("save-best");
    a.gpu = given.value("gpu");
    a.output = given.value("o");
    std::string numberError;
    // A 1e-300 Gb/s NIC or a 1e-300 share was taken and fitted into nonsense (issue 23): real ranges.
    a.nic_gbps = numberOption(given, "nic-gbps", 1, 1e5, "a number of Gb/s per GPU from 1 to 100000", &numberError);
    a.training_share = numberOption(given, "training-share", 0.01, 1, "a number from 0.01 to 1", &numberError);
    a.max_mean_error = numberOption(given, "max-mean-error", 0, 1000, "a percentage from 0 to 1000", &numberError);
    a.max_worst_error = numberOption(given, "max-worst-error", 0, 1000, "a percentage from 0 to 1000", &numberError);
    result.error = check(given, a, threads);
    if (result.error.empty()) result.error = checkValidation(given, a, numberError);
    if (result.error.empty()) result.error = checkCalibrate(given, a, numberError);
}

}  // namespace

CliParse parseCliArguments(const Strings& arguments) {
    CliParse result;
    Strings operands;
    const GivenOptions given = splitArguments(withCsvToStdout(arguments), &operands, &result.error);
    if (!result.ok()) return result;
    CliArgs& a = result.args;
    // --help after a command (plan --help) or `help COMMAND`: that command's usage alone.
    const bool helpCommand = !operands.empty() && operands[0] == "help";
    a.help = given.isSet("help") || helpCommand;
    a.version = !a.help && given.isSet("version");
    if (a.help) {
        const std::size_t at = helpCommand ? 1 : 0;
        a.command = operands.size() > at ? operands[at] : "";
        if (helpCommand && operands.size() > 2)
            result.error = "help takes one COMMAND";
        else if (helpCommand && !a.command.empty() && !isCommand(a.command))
            result.error = unknownCommand(a.command);
        if (!result.ok()) a.command.clear();
        return result;
    }
    if (a.version) return result;
    if (operands.empty()) {
        result.error = "no command given";
        return result;
    }
    readCommand(given, operands, result);
    return result;
}

bool sameFile(const std::string& a, const std::string& b) {
    namespace fs = std::filesystem;
    std::error_code ec;
    if (fs::equivalent(a, b, ec)) return true;
    auto resolved = [&](const std::string& p) { return fs::weakly_canonical(fs::absolute(p, ec).lexically_normal(), ec); };
    return resolved(a) == resolved(b);
}

}  // namespace cpcli
