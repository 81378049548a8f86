#include "common/json_reader.h"

#include <sys/mman.h>

#include <cmath>
#include <cstdio>
#include <cstdint>
#include <iterator>

#include "common/format.h"
#include "common/input_error.h"

namespace cp {

namespace {

std::string escapePointerToken(std::string_view key) {
    std::string out;
    for (char c : key) {
        if (c == '~')
            out += "~0";
        else if (c == '/')
            out += "~1";
        else
            out += c;
    }
    return out;
}

std::string rangeText(double min, double max) {
    if (max >= std::numeric_limits<double>::max()) return "≥ " + formatNumber(min);
    return "from " + formatNumber(min) + " to " + formatNumber(max);
}

std::string integerRangeText(std::int64_t min, std::int64_t max) {
    if (max == JsonReader::kMaxCount) return "an integer ≥ " + std::to_string(min);
    return "an integer from " + std::to_string(min) + " to " + std::to_string(max);
}

}  // namespace

std::string joinQuoted(const std::vector<std::string>& items) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i) out += ", ";
        out += "\"" + items[i] + "\"";
    }
    return out;
}

std::string integerOutOfRange(std::int64_t value, std::int64_t min, std::int64_t max) {
    return std::to_string(value) + " is out of range; expected " + integerRangeText(min, max);
}

std::string controlCharacterProblem(const std::string& text) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0x7F) {
            char code[8];
            std::snprintf(code, sizeof code, "U+%04X", c);
            return "contains the control character " + std::string(code) + " at byte " + std::to_string(i) +
                   "; expected printable text (tabs and line breaks are allowed)";
        }
    }
    return {};
}

std::string textTooLong(std::size_t bytes, std::size_t maxBytes) {
    return "is " + std::to_string(bytes) + " bytes of text; at most " + std::to_string(maxBytes) + " are allowed";
}

std::string numberOutOfRange(double value, double min, double max) {
    return formatNumber(value) + " is out of range; expected a number " + rangeText(min, max);
}

std::string JsonReader::describe(const Json& value) {
    switch (value.type()) {
    case Json::value_t::null:
        return "null";
    case Json::value_t::object:
        return "an object";
    case Json::value_t::array:
        return "an array";
    case Json::value_t::boolean:
        return value.get<bool>() ? "true" : "false";
    case Json::value_t::string:
        return quotedExcerpt(value.get<std::string>());
    case Json::value_t::number_integer:
        return std::to_string(value.get<std::int64_t>());
    case Json::value_t::number_unsigned:
        return std::to_string(value.get<std::uint64_t>());
    case Json::value_t::number_float:
        return formatNumber(value.get<double>());
    default:
        return "an unsupported value";
    }
}

JsonReader::JsonReader(const Json& value, std::string path, ReadContext& context)
    : value_(value), path_(std::move(path)), context_(context) {
    if (!value_.is_object()) failHere("expected an object, found " + describe(value_));
}

std::string JsonReader::childPath(std::string_view key) const { return path_ + "/" + escapePointerToken(key); }

bool JsonReader::has(std::string_view key) const { return value_.find(std::string(key)) != value_.end(); }

const Json* JsonReader::find(std::string_view key) {
    auto it = value_.find(std::string(key));
    if (it == value_.end()) return nullptr;
    used_.insert(std::string(key));
    return &*it;
}

const Json& JsonReader::require(std::string_view key) {
    const Json* found = find(key);
    if (!found) fail(key, "is required but missing");
    return *found;
}

void JsonReader::fail(std::string_view key, const std::string& problem) const {
    throw InputError(context_.file, childPath(key), problem);
}

void JsonReader::failItem(std::string_view key, std::size_t index, const std::string& problem) const {
    throw InputError(context_.file, childPath(key) + "/" + std::to_string(index), problem);
}

void JsonReader::failHere(const std::string& problem) const { throw InputError(context_.file, path_, problem); }

std::string JsonReader::string(std::string_view key, std::size_t maxBytes) {
    const Json& v = require(key);
    if (!v.is_string()) fail(key, "expected text, found " + describe(v));
    const auto& text = v.get_ref<const std::string&>();
    if (text.size() > maxBytes) fail(key, textTooLong(text.size(), maxBytes));
    if (const std::string bad = controlCharacterProblem(text); !bad.empty()) fail(key, bad);
    return text;
}

std::optional<std::string> JsonReader::optionalString(std::string_view key) {
    if (!has(key)) return std::nullopt;
    return string(key);
}

std::string JsonReader::oneOf(std::string_view key, const std::vector<std::string>& allowed) {
    const Json& v = require(key);
    if (v.is_string()) {
        const auto text = v.get<std::string>();
        for (const auto& a : allowed)
            if (a == text) return text;
    }
    fail(key, describe(v) + " is not allowed; expected one of " + joinQuoted(allowed));
}

std::optional<std::string> JsonReader::optionalOneOf(std::string_view key, const std::vector<std::string>& allowed) {
    if (!has(key)) return std::nullopt;
    return oneOf(key, allowed);
}

std::int64_t integerValue(const Json& v, const std::string& path, const std::string& file, std::int64_t min, std::int64_t max) {
    const std::string expected = integerRangeText(min, max);
    // Above any count ("≥ 1" alone read as if 1e20 nodes should pass): the ceiling named.
    auto outOfRange = [&](bool above) {
        return InputError(file, path,
                          JsonReader::describe(v) + " is out of range; expected " + expected +
                              (above && max == JsonReader::kMaxCount ? " and at most 2^40 (1099511627776)" : ""));
    };
    if (v.is_number_unsigned()) {
        const auto u = v.get<std::uint64_t>();
        if (u > static_cast<std::uint64_t>(max)) throw outOfRange(true);
        if (static_cast<std::int64_t>(u) < min) throw outOfRange(false);
        return static_cast<std::int64_t>(u);
    }
    if (v.is_number_integer()) {
        const auto i = v.get<std::int64_t>();
        if (i < min || i > max) throw outOfRange(i > max);
        return i;
    }
    if (v.is_number_float()) {
        const double d = v.get<double>();
        if (std::isfinite(d) && d == std::floor(d)) {  // a whole number written as a real (1e20)
            if (d >= static_cast<double>(min) && d <= static_cast<double>(max)) return static_cast<std::int64_t>(d);
            throw outOfRange(d > static_cast<double>(max));
        }
        throw InputError(file, path, JsonReader::describe(v) + " is not allowed; expected " + expected);
    }
    throw InputError(file, path, "expected " + expected + ", found " + JsonReader::describe(v));
}

double numberValue(const Json& v, const std::string& path, const std::string& file, double min, double max) {
    if (!v.is_number())
        throw InputError(file, path, "expected a number " + rangeText(min, max) + ", found " + JsonReader::describe(v));
    const double d = v.get<double>();
    if (!std::isfinite(d)) throw InputError(file, path, JsonReader::describe(v) + " is not a finite number");
    // -0 passes every "≥ 0" check yet prints as "-0" in every result: refused, not silently fixed.
    if (d == 0 && std::signbit(d))
        throw InputError(file, path, "-0 is not allowed; expected a number " + rangeText(min, max) + " (write 0)");
    if (d < min || d > max)
        throw InputError(file, path, JsonReader::describe(v) + " is out of range; expected a number " + rangeText(min, max));
    return d;
}

std::int64_t JsonReader::integer(std::string_view key, std::int64_t min, std::int64_t max) {
    return integerValue(require(key), childPath(key), context_.file, min, max);
}

std::optional<std::int64_t> JsonReader::optionalInteger(std::string_view key, std::int64_t min, std::int64_t max) {
    if (!has(key)) return std::nullopt;
    return integer(key, min, max);
}

double JsonReader::number(std::string_view key, double min, double max) {
    return numberValue(require(key), childPath(key), context_.file, min, max);
}

std::optional<double> JsonReader::optionalNumber(std::string_view key, double min, double max) {
    if (!has(key)) return std::nullopt;
    return number(key, min, max);
}

void JsonReader::update(std::string_view key, double& field, double min, double max) {
    if (has(key)) field = number(key, min, max);
}

void JsonReader::update(std::string_view key, std::int64_t& field, std::int64_t min, std::int64_t max) {
    if (has(key)) field = integer(key, min, max);
}

int JsonReader::schema(int current, const char* document) {
    const std::int64_t found = integer("schema", 0);
    const std::string kind(document);
    if (found > current)
        fail("schema", std::to_string(found) + ": this " + kind + " was written by a newer ClusterPlanner (schema " +
                           std::to_string(found) + "; this version reads schema " + std::to_string(current) +
                           "); update ClusterPlanner to open it");
    if (found < current)
        fail("schema", std::to_string(found) + " is not a " + kind + " schema; schema 1 is the first (there is no older " + kind +
                           " format to migrate from)");
    return current;
}

bool JsonReader::boolean(std::string_view key) {
    const Json& v = require(key);
    if (!v.is_boolean()) fail(key, "expected true or false, found " + describe(v));
    return v.get<bool>();
}

std::optional<bool> JsonReader::optionalBoolean(std::string_view key) {
    if (!has(key)) return std::nullopt;
    return boolean(key);
}

namespace {
const Json& checkedArray(JsonReader& r, const Json& list, std::string_view key, std::size_t maxItems, const char* what) {
    if (!list.is_array()) r.fail(key, std::string("expected an array of ") + what + ", found " + JsonReader::describe(list));
    if (list.size() > maxItems)
        r.fail(key, "has " + std::to_string(list.size()) + " entries; at most " + std::to_string(maxItems) + " are allowed");
    return list;
}
}  // namespace

std::vector<std::string> JsonReader::optionalTextList(std::string_view key, std::size_t maxItems) {
    std::vector<std::string> out;
    if (!has(key)) return out;
    const Json& list = checkedArray(*this, require(key), key, maxItems, "text");
    for (std::size_t i = 0; i < list.size(); ++i) {
        if (!list[i].is_string()) failItem(key, i, "expected text, found " + describe(list[i]));
        const auto& text = list[i].get_ref<const std::string&>();
        if (text.size() > kMaxTextBytes) failItem(key, i, textTooLong(text.size(), kMaxTextBytes));
        if (const std::string bad = controlCharacterProblem(text); !bad.empty()) failItem(key, i, bad);
        out.push_back(text);
    }
    return out;
}

std::vector<double> JsonReader::optionalNumberList(std::string_view key, double min, double max, std::size_t maxItems) {
    std::vector<double> out;
    if (!has(key)) return out;
    const Json& list = checkedArray(*this, require(key), key, maxItems, "numbers");
    for (std::size_t i = 0; i < list.size(); ++i)
        out.push_back(numberValue(list[i], childPath(key) + "/" + std::to_string(i), context_.file, min, max));
    return out;
}

// {"value": ..., "source": "..."}: `readValue` reads "value" from the inner object.
template <class Result, class ReadValue>
Result JsonReader::readSourced(std::string_view key, const char* valueKind, ReadValue readValue) {
    const Json& v = require(key);
    if (!v.is_object()) fail(key, std::string("expected {\"value\": ") + valueKind + ", \"source\": text}, found " + describe(v));
    JsonReader inner(v, childPath(key), context_);
    Result result;
    result.value = readValue(inner);
    result.source = inner.string("source");
    if (result.source.empty()) inner.fail("source", "must not be empty; cite a document or say \"assumption\"");
    inner.finish();
    return result;
}

Sourced JsonReader::sourced(std::string_view key, double min, double max) {
    return readSourced<Sourced>(key, "number", [&](JsonReader& r) { return r.number("value", min, max); });
}

SourcedCount JsonReader::sourcedCount(std::string_view key, std::int64_t min, std::int64_t max) {
    return readSourced<SourcedCount>(key, "integer", [&](JsonReader& r) { return r.integer("value", min, max); });
}

std::optional<Sourced> JsonReader::optionalSourced(std::string_view key, double min, double max) {
    if (!has(key)) return std::nullopt;
    return sourced(key, min, max);
}

JsonReader JsonReader::object(std::string_view key) { return JsonReader(require(key), childPath(key), context_); }

std::optional<JsonReader> JsonReader::optionalObject(std::string_view key) {
    if (!has(key)) return std::nullopt;
    return object(key);
}

std::vector<JsonReader> JsonReader::objects(std::string_view key, bool required, std::size_t maxItems) {
    std::vector<JsonReader> out;
    const Json* v = required ? &require(key) : find(key);
    if (!v) return out;
    if (!v->is_array()) fail(key, "expected an array of objects, found " + describe(*v));
    if (v->size() > maxItems)
        fail(key, "has " + std::to_string(v->size()) + " entries; at most " + std::to_string(maxItems) + " are allowed");
    out.reserve(v->size());
    for (std::size_t i = 0; i < v->size(); ++i) out.emplace_back((*v)[i], childPath(key) + "/" + std::to_string(i), context_);
    return out;
}

const Json& JsonReader::raw(std::string_view key) { return require(key); }

void JsonReader::finish() {
    std::size_t unknown = 0;
    for (auto it = value_.begin(); it != value_.end(); ++it) {
        if (used_.find(it.key()) != used_.end()) continue;
        if (++unknown > kMaxUnknownKeyWarnings) continue;
        // A key is quoted shortened and escaped: a 1 MB key made a 2 MB warning, an ESC in one reached
        // the terminal. The path names such a key's object instead.
        const bool plain = it.key().size() <= 60 && controlCharacterProblem(it.key()).empty();
        context_.warnings.push_back({plain ? childPath(it.key()) : path_, "unknown key " + quotedExcerpt(it.key()) + " ignored"});
    }
    if (unknown > kMaxUnknownKeyWarnings)
        context_.warnings.push_back({path_, std::to_string(unknown - kMaxUnknownKeyWarnings) + " more unknown keys ignored (" +
                                                std::to_string(unknown) + " in all; only the first " +
                                                std::to_string(kMaxUnknownKeyWarnings) + " are named)"});
}

namespace {

// One SAX pass builds the DOM and checks what nlohmann::json accepts silently or handles badly:
// a repeated key (its DOM keeps only the last one) and very deep nesting (copying or printing the
// DOM recurses once per level). It appends members without nlohmann's per-insert search of an
// ordered_json object (which made 10^5 keys take seconds: quadratic); the key check uses a set.
class DomBuilder : public nlohmann::json_sax<Json> {
public:
    explicit DomBuilder(const std::string& file) : file_(file) {}

    bool null() override { return add(Json()); }
    bool boolean(bool v) override { return add(Json(v)); }
    bool number_integer(number_integer_t v) override { return add(Json(v)); }
    bool number_unsigned(number_unsigned_t v) override { return add(Json(v)); }
    bool number_float(number_float_t v, const string_t&) override { return add(Json(v)); }
    bool string(string_t& v) override { return add(Json(std::move(v))); }
    bool binary(binary_t&) override { return add(Json()); }  // JSON text has no binary values
    bool start_object(std::size_t) override { return open(Json::object(), true); }
    bool start_array(std::size_t) override { return open(Json::array(), false); }
    bool end_object() override { return close(); }
    bool end_array() override { return close(); }
    bool key(string_t& name) override {
        Frame& f = frames_.back();
        if (!f.keys.insert(name).second)
            throw InputError(
                file_, path(name),
                "the key \"" + name + "\" appears twice in this object; JSON keeps only one of them, so remove the other");
        f.key = name;
        return true;
    }
    bool parse_error(std::size_t position, const std::string&, const nlohmann::detail::exception& e) override {
        error_position_ = position;
        error_id_ = e.id;
        error_ = e.what();
        return false;
    }

    Json& root() { return root_; }
    std::size_t errorPosition() const { return error_position_; }
    int errorId() const { return error_id_; }
    const std::string& error() const { return error_; }

private:
    struct Frame {
        Json* value = nullptr;
        bool object = false;
        std::set<std::string, std::less<>> keys;
        std::string key;
    };

    // Appends to the innermost open container (or sets the root); returns where the value went.
    Json* place(Json&& v) {
        if (frames_.empty()) {
            root_ = std::move(v);
            return &root_;
        }
        Frame& f = frames_.back();
        if (f.object) {
            auto& members = static_cast<Json::object_t::Container&>(f.value->get_ref<Json::object_t&>());
            members.emplace_back(f.key, std::move(v));
            return &members.back().second;
        }
        auto& items = f.value->get_ref<Json::array_t&>();
        if (items.size() == items.capacity() && items.size() >= kHugeArrayItems) growHuge(items);
        items.push_back(std::move(v));
        return &items.back();
    }
    // A long array's storage asks the kernel for huge pages: filled element by element, a 16 MiB
    // file of numbers (8 million values, 256 MB of growing vectors) otherwise takes one page fault
    // per 4 KiB, which cost more CPU than the parsing (hostile_inputs' profile-8e6-zeros).
    static constexpr std::size_t kHugeArrayItems = std::size_t{1} << 16;  // 1 MiB of values
    static void growHuge(Json::array_t& items) {
        Json::array_t bigger;
        bigger.reserve(2 * items.capacity());  // not touched yet: the advice applies before the first fault
        const auto begin = reinterpret_cast<std::uintptr_t>(bigger.data());
        const std::uintptr_t page = 4096, first = (begin + page - 1) & ~(page - 1);
        const std::uintptr_t last = (begin + bigger.capacity() * sizeof(Json)) & ~(page - 1);
        if (last > first) ::madvise(reinterpret_cast<void*>(first), last - first, MADV_HUGEPAGE);  // advice only
        std::move(items.begin(), items.end(), std::back_inserter(bigger));
        items.swap(bigger);
    }
    bool add(Json&& v) {
        place(std::move(v));
        return true;
    }
    bool open(Json&& container, bool object) {
        if (frames_.size() >= kMaxJsonDepth)
            throw InputError(file_, path(frames_.back().object ? frames_.back().key : ""),
                             "arrays and objects nest more than " + std::to_string(kMaxJsonDepth) +
                                 " levels deep; ClusterPlanner files need far fewer");
        // Containers further out are not touched until this one closes, so the pointer stays valid.
        Json* at = place(std::move(container));
        frames_.push_back(Frame{at, object, {}, {}});
        return true;
    }
    bool close() {
        frames_.pop_back();
        return true;
    }
    // The path of the innermost open container plus `last` (the key or index being read).
    std::string path(const std::string& last) const {
        std::string out;
        for (std::size_t i = 0; i + 1 < frames_.size(); ++i) {
            const Frame& f = frames_[i];
            out += "/" + (f.object ? escapePointerToken(f.key) : std::to_string(f.value->size() - 1));
        }
        if (frames_.empty()) return out;
        const Frame& inner = frames_.back();
        return out + "/" + (inner.object ? escapePointerToken(last) : std::to_string(inner.value->size()));
    }

    const std::string& file_;
    Json root_;
    std::vector<Frame> frames_;
    std::size_t error_position_ = 0;
    int error_id_ = 0;
    std::string error_;
};

// nlohmann's words after its "[json.exception.…] " prefix (and "parse error at …: " for syntax).
std::string withoutPrefix(const std::string& what, const char* separator) {
    const auto pos = what.find(separator);
    return pos == std::string::npos ? what : what.substr(pos + std::string_view(separator).size());
}

[[noreturn]] void throwSyntaxError(const DomBuilder& dom, const std::string& text, const std::string& file) {
    // 406: a number JSON allows but a double cannot hold (1e400).
    if (dom.errorId() == 406) throw InputError(file, "", "not valid JSON: " + withoutPrefix(dom.error(), "] "));
    // Translate the byte offset into line and column for people editing by hand.
    std::size_t line = 1, column = 1;
    const std::size_t end = std::min<std::size_t>(dom.errorPosition() == 0 ? 0 : dom.errorPosition() - 1, text.size());
    for (std::size_t i = 0; i < end; ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    throw InputError(file, "",
                     "not valid JSON at line " + std::to_string(line) + ", column " + std::to_string(column) + ": " +
                         withoutPrefix(dom.error(), ": "));
}

}  // namespace

Json parseJson(const std::string& text, const std::string& file) {
    if (text.find_first_not_of(" \t\r\n") == std::string::npos)
        throw InputError(file, "", "the file is empty; expected a JSON object");
    if (text.size() >= 2 && ((unsigned char)text[0] == 0xFF || (unsigned char)text[0] == 0xFE))
        throw InputError(file, "", "the file looks like UTF-16 text; save it as UTF-8 JSON");
    if (text.find('\0') != std::string::npos)
        throw InputError(file, "", "the file contains NUL bytes (UTF-16 text or a binary file?); save it as UTF-8 JSON");
    DomBuilder dom(file);
    try {
        if (!Json::sax_parse(text, &dom)) throwSyntaxError(dom, text, file);
    } catch (const Json::exception& e) {
        throw InputError(file, "", "not valid JSON: " + withoutPrefix(e.what(), "] "));
    }
    return std::move(dom.root());
}

void discardJson(Json& document) {
    if (document.is_array()) {
        auto& items = document.get_ref<Json::array_t&>();
        for (Json& item : items)
            if (item.is_structured()) discardJson(item);
        Json::array_t().swap(items);
    } else if (document.is_object()) {
        auto& members = static_cast<Json::object_t::Container&>(document.get_ref<Json::object_t&>());
        for (auto& member : members)
            if (member.second.is_structured()) discardJson(member.second);
        Json::object_t::Container().swap(members);
    }
}

}  // namespace cp
