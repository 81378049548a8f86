#pragma once
// RFC 4180 CSV: the one quoting routine every CSV export uses, and a row
// builder that ends each record with CRLF.

#include <cstdint>
#include <string>
#include <string_view>

namespace cp {

// One field, quoted (with inner quotes doubled) when it holds a comma, quote, CR or LF; text a
// spreadsheet would read as a formula (leading = + - @) gets a leading apostrophe.
std::string csvField(std::string_view text);

// Builds one record field by field; text is quoted as needed, numbers never are.
class CsvRow {
public:
    CsvRow& text(std::string_view value);
    CsvRow& number(double value);  // shortest exact-looking form (formatNumber)
    CsvRow& count(std::int64_t value);
    CsvRow& empty();
    // The record with its CRLF terminator; the next field starts a new record
    // (the buffer is reused, so streaming a million rows does not allocate per row).
    const std::string& finish();

private:
    void separate();
    std::string line_;
    bool first_ = true;
    bool finished_ = false;
};

}  // namespace cp
