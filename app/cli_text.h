#pragma once
// Text helpers of the CLI's argument handling: numbers read whole, lists split at a separator,
// file extensions compared without case, the note an export that replaces a file adds.

#include <charconv>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cpcli {

// " (replaced the existing file)" when `path` exists before an export, so an overwrite is never silent.
inline std::string replacedNote(const std::string& path) {
    std::error_code ec;
    return std::filesystem::exists(path, ec) ? " (replaced the existing file)" : "";
}

// The whole text as a number of type T (a leading '+' allowed), or nullopt: "4x", "" and " 4" are not numbers.
template <typename T>
std::optional<T> numberOf(std::string_view text) {
    if (text.starts_with('+')) text.remove_prefix(1);
    T v{};
    const char* end = text.data() + text.size();
    const auto [stop, ec] = std::from_chars(text.data(), end, v);
    if (text.empty() || ec != std::errc() || stop != end) return std::nullopt;
    return v;
}

// The parts of `text` between separators, empty parts included ("a,,b" has three).
inline std::vector<std::string> splitOn(std::string_view text, char separator) {
    std::vector<std::string> parts;
    for (std::size_t from = 0;;) {
        const std::size_t at = text.find(separator, from);
        parts.emplace_back(text.substr(from, at == std::string_view::npos ? std::string_view::npos : at - from));
        if (at == std::string_view::npos) return parts;
        from = at + 1;
    }
}

// "plan.XLSX" ends with ".xlsx".
inline bool endsWithIgnoringCase(std::string_view text, std::string_view ending) {
    if (text.size() < ending.size()) return false;
    const std::string_view tail = text.substr(text.size() - ending.size());
    for (std::size_t i = 0; i < tail.size(); ++i) {
        const char c = tail[i] >= 'A' && tail[i] <= 'Z' ? static_cast<char>(tail[i] - 'A' + 'a') : tail[i];
        if (c != ending[i]) return false;
    }
    return true;
}

}  // namespace cpcli
