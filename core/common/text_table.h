#pragma once

#include <string>

namespace cp {

// Pads to a display width for aligned columns, counting UTF-8 continuation
// bytes as zero width; always leaves at least one space.
inline std::string pad(const std::string& text, std::size_t width) {
    std::size_t shown = 0;
    for (unsigned char c : text) shown += (c & 0xC0) != 0x80;
    return text + std::string(shown < width ? width - shown : 1, ' ');
}

}  // namespace cp
