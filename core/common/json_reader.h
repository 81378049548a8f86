#pragma once
// Typed, path-aware reading of one JSON object. Every accessor checks type and
// range and throws cp::InputError naming the JSON path, the value found and
// what was expected. finish() turns keys nobody asked for into warnings, so
// typos in hand-edited files are reported instead of silently ignored.

#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "common/diagnostic.h"
#include "common/enum_names.h"
#include "common/format.h"
#include "common/input_error.h"
#include "common/sourced.h"

namespace cp {

using Json = nlohmann::ordered_json;

// Shared by all readers of one document: the file name for messages and the
// warnings collected so far.
struct ReadContext {
    std::string file;
    Diagnostics warnings;
    // Errors of single fields a reader collected to go on reading (the profile reader: every bad
    // field of a file is reported at once); the reader throws the first with the rest attached.
    std::vector<InputError> errors;
};

class JsonReader {
public:
    static constexpr std::int64_t kMaxCount = std::int64_t{1} << 40;
    // finish() names this many unknown keys of one object, then counts the rest in one warning
    // (a file with 10^6 stray keys gets 21 warnings, not a million lines).
    static constexpr std::size_t kMaxUnknownKeyWarnings = 20;
    // Any text value (a name, description, source): longer is refused. Fields may set less
    // (the profile schema's max for text fields, catalog names).
    static constexpr std::size_t kMaxTextBytes = 65536;

    JsonReader(const Json& value, std::string path, ReadContext& context);

    const std::string& path() const { return path_; }
    const std::string& file() const { return context_.file; }
    ReadContext& context() const { return context_; }
    std::string childPath(std::string_view key) const;
    bool has(std::string_view key) const;

    std::string string(std::string_view key, std::size_t maxBytes = kMaxTextBytes);
    std::optional<std::string> optionalString(std::string_view key);
    std::string oneOf(std::string_view key, const std::vector<std::string>& allowed);
    std::optional<std::string> optionalOneOf(std::string_view key, const std::vector<std::string>& allowed);
    // A word of an enum's name table (common/enum_names.h).
    template <class E>
    E choice(std::string_view key) {
        return *enumFromName<E>(oneOf(key, enumNames<E>()));
    }

    std::int64_t integer(std::string_view key, std::int64_t min, std::int64_t max = kMaxCount);
    std::optional<std::int64_t> optionalInteger(std::string_view key, std::int64_t min, std::int64_t max = kMaxCount);
    double number(std::string_view key, double min, double max);
    std::optional<double> optionalNumber(std::string_view key, double min, double max);
    // Reads an optional member into `field`; when the key is absent the field keeps its default.
    void update(std::string_view key, double& field, double min, double max);
    void update(std::string_view key, std::int64_t& field, std::int64_t min, std::int64_t max = kMaxCount);
    // The required "schema" member: `current` is accepted; a newer one is refused politely
    // (`document` names the kind, e.g. "profile"). Schema 1 is the first: there is nothing older.
    int schema(int current, const char* document);
    bool boolean(std::string_view key);
    std::optional<bool> optionalBoolean(std::string_view key);

    // Arrays of plain values; empty when the key is absent.
    std::vector<std::string> optionalTextList(std::string_view key, std::size_t maxItems);
    std::vector<double> optionalNumberList(std::string_view key, double min, double max, std::size_t maxItems);

    // {"value": number, "source": "text"}.
    Sourced sourced(std::string_view key, double min, double max);
    std::optional<Sourced> optionalSourced(std::string_view key, double min, double max);
    SourcedCount sourcedCount(std::string_view key, std::int64_t min, std::int64_t max = kMaxCount);

    JsonReader object(std::string_view key);
    std::optional<JsonReader> optionalObject(std::string_view key);
    // An array whose elements are all objects; empty when the key is absent and !required.
    // More than maxItems elements are refused (before any is read).
    std::vector<JsonReader> objects(std::string_view key, bool required, std::size_t maxItems = SIZE_MAX);
    // The raw value, marked as used; caller validates it.
    const Json& raw(std::string_view key);

    // Warn about keys that no accessor asked for.
    void finish();

    [[noreturn]] void fail(std::string_view key, const std::string& problem) const;
    [[noreturn]] void failHere(const std::string& problem) const;
    [[noreturn]] void failItem(std::string_view key, std::size_t index, const std::string& problem) const;

    // A short, quoted rendering of a JSON value for messages ("-5", "\"abc\"", "an array").
    static std::string describe(const Json& value);

private:
    const Json& require(std::string_view key);
    template <class Result, class ReadValue>
    Result readSourced(std::string_view key, const char* valueKind, ReadValue readValue);
    const Json* find(std::string_view key);

    const Json& value_;
    std::string path_;
    ReadContext& context_;
    std::set<std::string, std::less<>> used_;
};

// Deeper nesting is refused before the DOM is built (its copy and dump recurse per level).
inline constexpr std::size_t kMaxJsonDepth = 64;

// Parse a whole document; syntax errors become InputError with line and column, a key
// repeated in one object and nesting deeper than kMaxJsonDepth become InputError with the JSON path.
Json parseJson(const std::string& text, const std::string& file);

// Frees a parsed document leaves first. nlohmann's own destructor moves every element of a large
// array into a second vector before freeing it (to avoid recursion), which doubles the memory a
// 16 MiB file of numbers touches; depth here is bounded by kMaxJsonDepth, so recursion is safe.
void discardJson(Json& document);

// The reader's words for a value out of range, for checks on values already in memory
// (an edited profile), so a file and an edit are refused alike.
std::string integerOutOfRange(std::int64_t value, std::int64_t min, std::int64_t max);
std::string numberOutOfRange(double value, double min, double max);
std::string textTooLong(std::size_t bytes, std::size_t maxBytes);
// Why `text` cannot be shown as it is: a C0 control character other than tab and line breaks, or
// DEL (terminal escapes, characters XML cannot hold); empty when it can.
std::string controlCharacterProblem(const std::string& text);
std::string joinQuoted(const std::vector<std::string>& items);

// Integer / number checks on a bare JSON value (array elements).
std::int64_t integerValue(const Json& value, const std::string& path, const std::string& file, std::int64_t min,
                          std::int64_t max);
double numberValue(const Json& value, const std::string& path, const std::string& file, double min, double max);

}  // namespace cp
