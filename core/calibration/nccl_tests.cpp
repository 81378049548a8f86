#include "calibration/nccl_tests.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <map>
#include <optional>
#include <set>

#include "common/file_io.h"
#include "common/format.h"
#include "common/input_error.h"

namespace cp::calib {

using perf::Collective;

const char* collectiveName(Collective collective) {
    switch (collective) {
    case Collective::AllReduce:
        return "all-reduce";
    case Collective::ReduceScatter:
        return "reduce-scatter";
    case Collective::AllGather:
        return "all-gather";
    case Collective::AllToAll:
        return "all-to-all";
    case Collective::SendRecv:
        return "send/receive";
    }
    return "";
}

namespace {

std::string lineRef(int line) { return "line " + std::to_string(line); }

std::vector<std::string> tokens(std::string_view text) {
    std::vector<std::string> out;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
        const std::size_t start = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t') ++i;
        if (i > start) out.emplace_back(text.substr(start, i - start));
    }
    return out;
}

// The label a launcher puts before each line of a task's output: srun --label (" 0: ") or
// mpirun --tag-output ("[1,0]<stdout>:"). nccl-tests' own lines never start with either.
std::string_view withoutLauncherLabel(std::string_view text) {
    std::size_t i = text.find_first_not_of(' ');
    if (i == std::string_view::npos) return text;
    std::size_t digits = i;
    while (digits < text.size() && text[digits] >= '0' && text[digits] <= '9') ++digits;
    if (digits > i && digits < text.size() && text[digits] == ':') return text.substr(digits + 1);
    if (text[i] == '[')
        if (const std::size_t close = text.find("]<std", i); close != std::string_view::npos)
            if (const std::size_t colon = text.find(">:", close); colon != std::string_view::npos) return text.substr(colon + 2);
    return text;
}

bool parseDouble(const std::string& s, double& out) {
    const char* end = s.data() + s.size();
    const auto r = std::from_chars(s.data(), end, out);
    return r.ec == std::errc() && r.ptr == end && std::isfinite(out);
}

bool parseInteger(const std::string& s, std::int64_t& out) {
    const char* end = s.data() + s.size();
    const auto r = std::from_chars(s.data(), end, out);
    return r.ec == std::errc() && r.ptr == end;
}

// The program or file name → the collective; nullopt when it names none of the five.
std::optional<Collective> collectiveIn(std::string name) {
    std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    name.erase(std::remove(name.begin(), name.end(), '_'), name.end());
    name.erase(std::remove(name.begin(), name.end(), '-'), name.end());
    if (name.find("alltoallv") != std::string::npos) return std::nullopt;
    const std::pair<const char*, Collective> words[] = {{"allreduce", Collective::AllReduce},
                                                        {"allgather", Collective::AllGather},
                                                        {"reducescatter", Collective::ReduceScatter},
                                                        {"alltoall", Collective::AllToAll},
                                                        {"sendrecv", Collective::SendRecv}};
    std::optional<Collective> found;
    for (const auto& [word, collective] : words) {
        if (name.find(word) == std::string::npos) continue;
        if (found) return std::nullopt;  // two names: ambiguous
        found = collective;
    }
    return found;
}

// Bytes per element of nccl-tests' type names; 0 when unknown (the count check is then skipped).
double wordBytes(const std::string& type) {
    static const std::map<std::string, double, std::less<>> sizes{
        {"int8", 1},    {"uint8", 1},    {"char", 1},   {"f8e4m3", 1}, {"f8e5m2", 1}, {"half", 2},
        {"float16", 2}, {"bfloat16", 2}, {"int32", 4},  {"uint32", 4}, {"float", 4},  {"float32", 4},
        {"int", 4},     {"int64", 8},    {"uint64", 8}, {"double", 8}, {"float64", 8}};
    const auto it = sizes.find(type);
    return it == sizes.end() ? 0.0 : it->second;
}

bool isReduction(const std::string& redop) { return redop != "none"; }
bool gathersPerRank(Collective c) {
    return c == Collective::AllGather || c == Collective::ReduceScatter || c == Collective::AllToAll;
}

// The ranks busbw / algbw implies: all-reduce 2(n−1)/n, the others (n−1)/n; 0 for send/receive.
double ranksFromFactor(Collective c, double factor) {
    if (c == Collective::SendRecv) return 0;
    const double gap = (c == Collective::AllReduce ? 2.0 : 1.0) - factor;
    return gap > 1e-9 ? (c == Collective::AllReduce ? 2.0 : 1.0) / gap : 0;
}

struct Columns {
    bool root = true;        // nccl-tests 2.11+ print a root column
    bool timestamp = false;  // -T: a time stamp after the in-place columns
    std::size_t fields() const { return root ? 13 : 12; }
};

const char* kExpectedHeader = "size count type redop root time algbw busbw #wrong time algbw busbw #wrong";

// "#  size  count  type  redop  root  time  algbw  busbw  #wrong  time ..." (root and #wrong as
// nccl-tests 2.11 and later print them; older ones have no root column and say "error").
std::optional<Columns> readColumns(const std::vector<std::string>& t) {
    Columns c;
    std::vector<std::string> names(t.begin() + 1, t.end());
    if (!names.empty() && names.back() == "timestamp") {
        c.timestamp = true;
        names.pop_back();
    }
    c.root = names.size() == 13;
    const std::vector<std::string> lead = c.root ? std::vector<std::string>{"size", "count", "type", "redop", "root"}
                                                 : std::vector<std::string>{"size", "count", "type", "redop"};
    if (names.size() != lead.size() + 8) return std::nullopt;
    for (std::size_t i = 0; i < lead.size(); ++i)
        if (names[i] != lead[i]) return std::nullopt;
    for (std::size_t half = 0; half < 2; ++half) {
        const std::size_t at = lead.size() + 4 * half;
        if (names[at] != "time" || names[at + 1] != "algbw" || names[at + 2] != "busbw" ||
            (names[at + 3] != "#wrong" && names[at + 3] != "error"))
            return std::nullopt;
    }
    return c;
}

struct Rank {
    std::int64_t rank = 0;
    std::string host, device;
};

// "#  Rank  0 Group  0 Pid  12345 on   node01 device  0 [0000:18:00] NVIDIA H100 80GB HBM3"
// (older versions: no Group, "[0x18]").
std::optional<Rank> readRank(const std::vector<std::string>& t) {
    if (t.size() < 8 || t[1] != "Rank") return std::nullopt;
    Rank r;
    if (!parseInteger(t[2], r.rank)) return std::nullopt;
    const auto on = std::find(t.begin(), t.end(), "on");
    if (on == t.end() || on + 1 == t.end()) return std::nullopt;
    r.host = *(on + 1);
    const auto bus = std::find_if(on, t.end(), [](const std::string& s) { return !s.empty() && s.back() == ']'; });
    for (auto it = bus == t.end() ? bus : bus + 1; it != t.end(); ++it) r.device += (r.device.empty() ? "" : " ") + *it;
    return r;
}

class Parser {
public:
    Parser(std::string file, Diagnostics& warnings) : file_(std::move(file)), warnings_(warnings) {}

    void line(int number, std::string_view text);
    std::vector<NcclTestsRun> finish(int lastLine);

private:
    void comment(int number, const std::vector<std::string>& t, std::string_view text);
    void header(int number, const std::vector<std::string>& t);
    void row(int number, const std::vector<std::string>& t);
    void footer(int number, const std::vector<std::string>& t);
    void closeRun(int number);
    void checkRun(NcclTestsRun& run) const;
    [[noreturn]] void fail(int number, const std::string& problem) const { throw InputError(file_, lineRef(number), problem); }

    std::string file_;
    Diagnostics& warnings_;
    std::vector<NcclTestsRun> runs_;
    // The run being read.
    bool inTable_ = false;
    int headerLine_ = 0;
    Columns columns_;
    std::optional<Collective> collective_;
    int collectiveLine_ = 0;
    std::vector<Rank> ranks_;
    std::vector<NcclTestsRow> rows_;
    int skipped_ = 0, firstSkipped_ = 0, wrongLine_ = 0;
};

void Parser::line(int number, std::string_view text) {
    if (!text.empty() && text.back() == '\r') text.remove_suffix(1);
    text = withoutLauncherLabel(text);
    const std::vector<std::string> t = tokens(text);
    if (t.empty()) return;
    if (t[0][0] == '#') return comment(number, t, text);
    std::int64_t ignored = 0;
    if (!parseInteger(t[0], ignored)) {  // NCCL INFO, MPI and shell lines between nccl-tests' own
        if (inTable_ && skipped_++ == 0) firstSkipped_ = number;
        return;
    }
    if (!inTable_)
        fail(number, "a table row before nccl-tests' column header (\"#  " + std::string(kExpectedHeader) +
                         "\"): keep the header lines with the table");
    row(number, t);
}

void Parser::comment(int number, const std::vector<std::string>& raw, std::string_view text) {
    std::vector<std::string> t = raw;
    if (t[0] != "#") {  // "#size": the same as "# size"
        t[0] = t[0].substr(1);
        t.insert(t.begin(), "#");
    }
    if (t.size() >= 2 && t[1] == "size") return header(number, t);
    if (text.find("Avg bus bandwidth") != std::string_view::npos) return footer(number, t);
    if (text.find("Out of bounds values") != std::string_view::npos && text.find("FAILED") != std::string_view::npos)
        warnings_.push_back({lineRef(number), "nccl-tests found wrong results in this run; its timings are used, but check it"});
    if (const auto at = text.find("Collective test starting:"); at != std::string_view::npos) {
        if (inTable_)
            fail(number, "a new run starts before the table of line " + std::to_string(headerLine_) +
                             " has its \"# Avg bus bandwidth\" footer: the log is cut or two runs are mixed");
        const std::vector<std::string> words = tokens(text.substr(at + std::string_view("Collective test starting:").size()));
        const std::string program = words.empty() ? std::string() : words[0];
        collective_ = collectiveIn(program);
        if (!collective_)
            fail(number, "\"" + program +
                             "\" is not one of the nccl-tests the model reads (all_reduce_perf, all_gather_perf, "
                             "reduce_scatter_perf, alltoall_perf, sendrecv_perf)");
        collectiveLine_ = number;
        ranks_.clear();
    }
    if (text.find("Using devices") != std::string_view::npos && !inTable_) ranks_.clear();
    if (auto rank = readRank(t); rank && !inTable_) ranks_.push_back(*rank);
}

void Parser::header(int number, const std::vector<std::string>& t) {
    if (inTable_)
        fail(number, "a second column header before the table of line " + std::to_string(headerLine_) +
                         " has its \"# Avg bus bandwidth\" footer: the log is cut or two runs are mixed");
    const std::optional<Columns> columns = readColumns(t);
    if (!columns) {
        std::string found;
        for (std::size_t i = 1; i < t.size(); ++i) found += (i > 1 ? " " : "") + t[i];
        fail(number, "the columns are not nccl-tests' table: expected \"" + std::string(kExpectedHeader) +
                         "\" (an optional timestamp after them); found \"" + found + "\"");
    }
    columns_ = *columns;
    inTable_ = true;
    headerLine_ = number;
    rows_.clear();
    skipped_ = 0;
    wrongLine_ = 0;
}

void Parser::row(int number, const std::vector<std::string>& t) {
    const std::size_t want = columns_.fields();
    if (t.size() < want || (!columns_.timestamp && t.size() > want))
        fail(number, "expected " + std::to_string(want) + " fields (size, count, type, redop" + (columns_.root ? ", root" : "") +
                         ", then time, algbw, busbw, #wrong out of place and in place); found " + std::to_string(t.size()) +
                         ": the table is cut or its columns are not nccl-tests'");
    const char* names[] = {"size",  "count",  "type", "redop", "root",  "time",  "algbw",
                           "busbw", "#wrong", "time", "algbw", "busbw", "#wrong"};
    auto name = [&](std::size_t i) { return std::string(names[columns_.root || i < 4 ? i : i + 1]); };
    auto number_ = [&](std::size_t i, double max) {  // 0 to max: 1 PB, 1e12 µs, 1e9 GB/s
        double v = 0;
        if (!parseDouble(t[i], v)) fail(number, "column " + name(i) + ": \"" + t[i] + "\" is not a number");
        if (v < 0 || v > max)
            fail(number, "column " + name(i) + ": " + t[i] + " is out of range; expected 0 to " + formatNumber(max));
        return v;
    };
    NcclTestsRow r;
    r.line = number;
    r.bytes = number_(0, 1e15);
    std::int64_t count = 0;
    if (!parseInteger(t[1], count) || count < 0) fail(number, "column count: \"" + t[1] + "\" is not a whole number of elements");
    r.count = count;
    r.type = t[2];
    r.redop = t[3];
    const std::size_t timing = columns_.root ? 5 : 4;
    r.out_of_place = {number_(timing, 1e12), number_(timing + 1, 1e9), number_(timing + 2, 1e9)};
    r.in_place = {number_(timing + 4, 1e12), number_(timing + 5, 1e9), number_(timing + 6, 1e9)};
    for (std::size_t i : {timing + 3, timing + 7}) {
        double wrong = 0;
        if (t[i] != "N/A" && !parseDouble(t[i], wrong)) fail(number, "column " + name(i) + ": \"" + t[i] + "\" is not a number");
        if (wrong > 0 && wrongLine_ == 0) wrongLine_ = number;
    }
    if (r.bytes > 0 && !(r.out_of_place.time_us > 0)) fail(number, "column time: a transfer of " + t[0] + " B cannot take 0 µs");
    rows_.push_back(std::move(r));
}

void Parser::footer(int number, const std::vector<std::string>& t) {
    if (!inTable_) fail(number, "\"# Avg bus bandwidth\" without a table before it: the column header is missing");
    const auto colon = std::find(t.begin(), t.end(), ":");
    NcclTestsRun run;
    if (colon == t.end() || colon + 1 == t.end() || !parseDouble(*(colon + 1), run.average_bus_bandwidth_gb_per_s))
        fail(number, "\"# Avg bus bandwidth\" without a number after \":\"");
    run.first_line = headerLine_;
    run.last_line = number;
    runs_.push_back(std::move(run));
    closeRun(number);
}

// The run's collective, ranks and hosts; then the rows against them.
void Parser::closeRun(int number) {
    NcclTestsRun& run = runs_.back();
    run.file = file_;
    run.rows = std::move(rows_);
    if (run.rows.empty()) fail(number, "the table of line " + std::to_string(headerLine_) + " has no rows");
    if (collective_) {
        run.collective = *collective_;
        run.collective_from = lineRef(collectiveLine_);
    } else if (auto c = collectiveIn(std::filesystem::path(file_).filename().string())) {
        run.collective = *c;
        run.collective_from = "the file name";
    } else {
        fail(headerLine_,
             "cannot tell which collective this is: no \"# Collective test starting\" line, and the file name "
             "names none of all_reduce, all_gather, reduce_scatter, alltoall, sendrecv (name the file e.g. "
             "all_reduce_perf.txt)");
    }
    if (ranks_.empty())
        fail(headerLine_,
             "no \"# Using devices\" list before the table: the ranks and nodes of the run are unknown (keep "
             "nccl-tests' header with the table)");
    std::set<std::int64_t> rankIds;
    std::map<std::string, std::int64_t> perHost;
    for (const Rank& r : ranks_) {
        rankIds.insert(r.rank);
        ++perHost[r.host];
    }
    run.ranks = static_cast<std::int64_t>(rankIds.size());
    run.hosts = static_cast<std::int64_t>(perHost.size());
    for (const auto& [host, n] : perHost) run.ranks_per_host = std::max(run.ranks_per_host, n);
    run.device = ranks_.front().device;
    if (skipped_ > 0)
        warnings_.push_back({lineRef(firstSkipped_),
                             countOf(static_cast<std::int64_t>(skipped_), "line") + " inside the table " +
                                 (skipped_ == 1 ? "is not an nccl-tests row and was" : "are not nccl-tests rows and were") +
                                 " skipped"});
    if (wrongLine_ > 0) warnings_.push_back({lineRef(wrongLine_), "#wrong is not 0: nccl-tests found wrong results"});
    checkRun(run);
    inTable_ = false;
    collective_.reset();
    ranks_.clear();
}

// Each row against the collective: the reduction column, how count relates to size, algbw =
// size / time, and busbw / algbw = the bus factor of the listed ranks.
void Parser::checkRun(NcclTestsRun& run) const {
    const char* name = collectiveName(run.collective);
    const double n = static_cast<double>(run.ranks);
    for (const NcclTestsRow& r : run.rows) {
        if (isReduction(r.redop) != (run.collective == Collective::AllReduce || run.collective == Collective::ReduceScatter ||
                                     run.collective == Collective::SendRecv))
            fail(r.line, "redop \"" + r.redop + "\" does not fit " + name + " (read from " + run.collective_from +
                             "): nccl-tests prints \"none\" for all-gather and all-to-all only");
        const double word = wordBytes(r.type);
        const double perRank = gathersPerRank(run.collective) ? n : 1.0;
        if (word > 0 && r.bytes > 0 && std::abs(static_cast<double>(r.count) * word * perRank - r.bytes) > 0.5)
            fail(r.line, "size " + formatNumber(r.bytes) + " B with count " + std::to_string(r.count) + " " + r.type +
                             " elements does not fit " + name + " on " + std::to_string(run.ranks) + " ranks (count = size / " +
                             formatNumber(word) + (perRank > 1 ? " / ranks" : "") + "; collective read from " +
                             run.collective_from + ")");
        const NcclTestsTiming& o = r.out_of_place;
        if (o.time_us <= 0 || o.algbw_gb_per_s < 1) continue;  // two decimals: too coarse to check
        const double algbw = r.bytes / o.time_us / 1e3;
        if (std::abs(o.algbw_gb_per_s - algbw) > 0.06 * algbw + 0.01)
            fail(r.line, "algbw " + formatNumber(o.algbw_gb_per_s) + " GB/s is not size / time = " + formatFixed(algbw, 2) +
                             " GB/s: the columns are not in nccl-tests' order");
        const double factor = o.busbw_gb_per_s / o.algbw_gb_per_s;
        const double expected = perf::busBandwidthFactor(run.collective, run.ranks);
        if (run.ranks > 1 && run.ranks <= 64 && std::abs(factor - expected) > 0.02 * expected + 0.01 / o.algbw_gb_per_s) {
            const double implied = ranksFromFactor(run.collective, factor);
            fail(r.line, "busbw / algbw = " + formatFixed(factor, 3) + ", but " + name + " on the " + std::to_string(run.ranks) +
                             " listed ranks has the bus factor " + formatFixed(expected, 3) +
                             (implied > 0 ? " (" + formatFixed(implied, 1) + " ranks would fit)" : std::string()) +
                             ": is the collective (read from " + run.collective_from + ") right?");
        }
    }
}

std::vector<NcclTestsRun> Parser::finish(int lastLine) {
    if (inTable_)
        fail(lastLine, "the table of line " + std::to_string(headerLine_) +
                           " ends without nccl-tests' \"# Avg bus bandwidth\" "
                           "footer: the file is cut (the run stopped or the log "
                           "was truncated)");
    if (runs_.empty())
        fail(lastLine, "no nccl-tests table: expected the column header \"#  " + std::string(kExpectedHeader) +
                           "\" that all_reduce_perf and the other nccl-tests print");
    return std::move(runs_);
}

}  // namespace

std::vector<NcclTestsRun> parseNcclTests(const std::string& text, const std::string& file, Diagnostics& warnings) {
    Parser parser(file, warnings);
    int number = 0;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        parser.line(++number, std::string_view(text).substr(start, end - start));
        start = end + 1;
    }
    return parser.finish(std::max(number, 1));
}

std::vector<NcclTestsRun> loadNcclTests(const std::string& path, Diagnostics& warnings) {
    return parseNcclTests(readTextFile(path), path, warnings);
}

}  // namespace cp::calib
