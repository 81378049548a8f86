#include "common/csv_writer.h"

#include "common/format.h"

namespace cp {

namespace {

// A text cell a spreadsheet would read as a formula (= + - @: CSV injection, OWASP) gets a leading
// apostrophe, which spreadsheets show as text and do not display.
bool readsAsFormula(std::string_view text) {
    return !text.empty() && (text[0] == '=' || text[0] == '+' || text[0] == '-' || text[0] == '@');
}

}  // namespace

std::string csvField(std::string_view text) {
    if (readsAsFormula(text)) {
        std::string marked(1, '\'');  // built stepwise: GCC 12 warns falsely on "'" + std::string (-Wrestrict)
        marked.append(text);
        return csvField(marked);
    }
    if (text.find_first_of(",\"\r\n") == std::string_view::npos) return std::string(text);
    std::string out = "\"";
    for (char c : text) {
        if (c == '"') out += '"';
        out += c;
    }
    return out + "\"";
}

void CsvRow::separate() {
    if (finished_) {
        line_.clear();
        first_ = true;
        finished_ = false;
    }
    if (!first_) line_ += ',';
    first_ = false;
}

CsvRow& CsvRow::text(std::string_view value) {
    separate();
    // Most fields need no quoting: append them without a temporary (cable plans have millions).
    if (value.find_first_of(",\"\r\n") == std::string_view::npos && !readsAsFormula(value))
        line_ += value;
    else
        line_ += csvField(value);
    return *this;
}

CsvRow& CsvRow::number(double value) {
    separate();
    line_ += formatNumber(value);
    return *this;
}

CsvRow& CsvRow::count(std::int64_t value) {
    separate();
    line_ += std::to_string(value);
    return *this;
}

CsvRow& CsvRow::empty() {
    separate();
    return *this;
}

const std::string& CsvRow::finish() {
    line_ += "\r\n";
    finished_ = true;
    return line_;
}

}  // namespace cp
