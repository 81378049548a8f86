#pragma once

#include <algorithm>
#include <string>
#include <vector>

namespace cp {

// Display width of UTF-8 text: continuation bytes count zero.
inline std::size_t displayWidth(const std::string& text) {
    std::size_t shown = 0;
    for (unsigned char c : text) shown += (c & 0xC0) != 0x80;
    return shown;
}

// Pads to a display width for aligned columns, counting UTF-8 continuation
// bytes as zero width; always leaves at least one space.
inline std::string pad(const std::string& text, std::size_t width) {
    const std::size_t shown = displayWidth(text);
    return text + std::string(shown < width ? width - shown : 1, ' ');
}

// Rows (the first is the header) with each column as wide as its widest cell, however long the
// names: one line per row, `indent` first, columns two spaces apart.
inline std::string alignedTable(const std::vector<std::vector<std::string>>& rows, const std::string& indent) {
    std::vector<std::size_t> widths;
    for (const auto& row : rows)
        for (std::size_t c = 0; c < row.size(); ++c) {
            if (widths.size() <= c) widths.push_back(0);
            widths[c] = std::max(widths[c], displayWidth(row[c]));
        }
    std::string out;
    for (const auto& row : rows) {
        std::string line = indent;
        for (std::size_t c = 0; c < row.size(); ++c) line += c + 1 < row.size() ? pad(row[c], widths[c] + 2) : row[c];
        line.erase(line.find_last_not_of(' ') + 1);  // an empty last cell leaves no trailing blanks
        out += line + "\n";
    }
    return out;
}

}  // namespace cp
