#pragma once
// libxlsxwriter in RAII form for the XLSX export: a workbook written to a temporary
// beside the target and renamed over it on commit(), sheets whose every lxw_error
// becomes an exception naming the file, the shared cell formats, and helpers that
// spell cell names and formulas. Internal to the core (libxlsxwriter is linked privately).

#include <xlsxwriter.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "common/file_io.h"

namespace cp::xlsx {

std::string columnName(lxw_col_t col);           // 0 -> "A", 26 -> "AA"
std::string cell(lxw_row_t row, lxw_col_t col);  // "F12" for row 11, column 5 (both 0-based)
// "=D2*E2", with an optional tail such as "/1000".
std::string product(const std::string& a, const std::string& b, const char* tail = "");
std::string sumOf(lxw_col_t col, lxw_row_t first, lxw_row_t last);  // "=SUM(F2:F9)" over one column

struct Formats {
    lxw_format *title, *header, *bold, *wrap, *text, *date;
    lxw_format *usd, *usd_cents, *count, *decimal, *ratio, *percent;
    lxw_format *watts, *kw, *mw, *mwh, *metres, *seconds, *hours, *days, *gigabytes, *tonnes;
    lxw_format *total_usd, *total_count, *total_kw, *total_metres;
};

// The cell format a registry metric's value reads best in (counts with separators, money in USD,
// shares as percentages, quantities with their unit); metricFormat() of plan/metrics.h decides.
lxw_format* metricCellFormat(const std::string& metricPath, const Formats& f);

// Width and format of `span` adjacent columns.
struct Column {
    double width;
    lxw_format* format = nullptr;
    lxw_col_t span = 1;
};

class Sheet {
public:
    Sheet(lxw_worksheet* ws, std::string name, const std::string* path) : ws_(ws), name_(std::move(name)), path_(path) {}

    const std::string& name() const { return name_; }
    // "'BOM A'!F12": a reference from another sheet.
    std::string ref(lxw_row_t row, lxw_col_t col) const;

    void text(lxw_row_t row, lxw_col_t col, const std::string& value, lxw_format* format = nullptr);  // skips ""
    void number(lxw_row_t row, lxw_col_t col, double value, lxw_format* format = nullptr);
    // The formula with its value cached, for viewers that do not recalculate.
    void formula(lxw_row_t row, lxw_col_t col, const std::string& expression, double cached, lxw_format* format = nullptr);
    void column(lxw_col_t first, lxw_col_t last, double width, lxw_format* format = nullptr);
    void columns(const std::vector<Column>& fromFirst);  // the sheet's columns left to right, from A
    void header(lxw_row_t row, const std::vector<std::string>& titles, lxw_format* format);
    // A date ("2026-12-01") as a real date cell, so a spreadsheet sorts and formats it as one;
    // text that is no such date is written as text.
    void date(lxw_row_t row, lxw_col_t col, const std::string& isoDate, lxw_format* format);
    // Text over the columns first..last, wrapped, the row as tall as `lines` lines of it.
    void wrapped(lxw_row_t row, lxw_col_t first, lxw_col_t last, const std::string& value, lxw_format* format, int lines);
    // Bold header row frozen above an autofilter over the table, and the printout set up for it.
    void table(lxw_row_t headerRow, lxw_row_t lastRow, lxw_col_t lastCol);
    // Printing: as wide as one page (as many pages down as needed), landscape when the table is wide
    // (7 columns or more), A4, the header row repeated on every page.
    void printSetup(lxw_row_t headerRow, lxw_col_t lastCol);

private:
    void check(lxw_error error, lxw_row_t row, lxw_col_t col) const;

    lxw_worksheet* ws_;
    std::string name_;
    const std::string* path_;
};

class Workbook {
public:
    // Reserves the temporary beside `path` (a missing or read-only folder fails here,
    // before any work), checks that its folder has `needed_bytes` free, then starts
    // the workbook. Throws std::runtime_error naming the file.
    Workbook(const std::string& path, std::uintmax_t needed_bytes);
    Workbook(const Workbook&) = delete;
    Workbook& operator=(const Workbook&) = delete;

    const Formats& formats() const { return f_; }
    int sheets() const { return sheets_; }

    Sheet add(const std::string& name);
    void setProperties(const std::string& title, const std::string& comments);

    // Writes the file and renames it over the target; returns its size in bytes.
    // Without commit() (an exception) nothing is written and the temporary is removed.
    std::uintmax_t commit();

private:
    void check(lxw_error error) const;
    void requireFreeSpace(std::uintmax_t bytes) const;
    lxw_format* numberFormat(const char* pattern, bool bold = false);
    void makeFormats();

    // An abandoned workbook is freed without writing anything.
    struct Free {
        void operator()(lxw_workbook* wb) const { lxw_workbook_free(wb); }
    };
    AtomicTarget target_;  // declared first: outlives the workbook writing into it
    std::string tmpdir_;
    std::unique_ptr<lxw_workbook, Free> wb_;
    Formats f_{};
    int sheets_ = 0;
};

struct Written {
    int sheets = 0;
    std::uintmax_t bytes = 0;
};

// A whole workbook: `fill` adds its sheets to a Workbook(path, neededBytes), which is then committed.
// Any failure throws std::runtime_error naming the file (a message that does not yet is prefixed
// with it) and saying that the file was not changed.
Written writeWorkbook(const std::string& path, std::uintmax_t neededBytes, const std::function<void(Workbook&)>& fill);

}  // namespace cp::xlsx
