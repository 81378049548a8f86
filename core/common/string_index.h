#pragma once
// A map from text to a small index, looked up by string_view without building a string: for names
// a plan meets once per link (host groups, tiers), where a linear search made 64 networks × 1,000
// host groups quadratic.

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>

namespace cp {

struct StringViewHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
};

using StringIndex = std::unordered_map<std::string, std::size_t, StringViewHash, std::equal_to<>>;

}  // namespace cp
