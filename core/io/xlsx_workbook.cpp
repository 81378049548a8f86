#include "io/xlsx_workbook.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <stdexcept>

#include "common/format.h"
#include "plan/metrics.h"

namespace cp::xlsx {

std::string columnName(lxw_col_t col) {
    std::string name;
    for (int c = col + 1; c > 0; c = (c - 1) / 26) name.insert(name.begin(), static_cast<char>('A' + (c - 1) % 26));
    return name;
}

lxw_format* metricCellFormat(const std::string& metricPath, const Formats& f) {
    const Metric* m = findMetric(metricJsonPath(metricPath));
    switch (metricFormat(metricPath)) {
    case MetricFormat::Count:
        return f.count;
    case MetricFormat::Money:
        return m && m->decimals > 0 ? f.usd_cents : f.usd;
    case MetricFormat::Share:
        return f.percent;
    case MetricFormat::Ratio:
        return f.ratio;
    case MetricFormat::Quantity:
        break;
    }
    const std::string unit = m ? m->unit : "";
    if (unit == "kW") return f.kw;
    if (unit == "MWh") return f.mwh;
    if (unit == "s") return f.seconds;
    if (unit == "h") return f.hours;
    if (unit == "GB") return f.gigabytes;
    if (unit == "days") return f.days;
    return f.decimal;
}

std::string cell(lxw_row_t row, lxw_col_t col) { return columnName(col) + std::to_string(row + 1); }

std::string product(const std::string& a, const std::string& b, const char* tail) {
    std::string f = "=";
    return f.append(a).append("*").append(b).append(tail);
}

std::string sumOf(lxw_col_t col, lxw_row_t first, lxw_row_t last) {
    std::string f = "=SUM(";
    return f.append(cell(first, col)).append(":").append(cell(last, col)).append(")");
}

// --- Sheet -------------------------------------------------------------------

std::string Sheet::ref(lxw_row_t row, lxw_col_t col) const { return "'" + name_ + "'!" + cell(row, col); }

void Sheet::text(lxw_row_t row, lxw_col_t col, const std::string& value, lxw_format* format) {
    if (value.empty()) return;
    check(worksheet_write_string(ws_, row, col, value.c_str(), format), row, col);
}

void Sheet::number(lxw_row_t row, lxw_col_t col, double value, lxw_format* format) {
    check(worksheet_write_number(ws_, row, col, value, format), row, col);
}

void Sheet::formula(lxw_row_t row, lxw_col_t col, const std::string& expression, double cached, lxw_format* format) {
    check(worksheet_write_formula_num(ws_, row, col, expression.c_str(), format, cached), row, col);
}

void Sheet::column(lxw_col_t first, lxw_col_t last, double width, lxw_format* format) {
    check(worksheet_set_column(ws_, first, last, width, format), 0, first);
}

void Sheet::columns(const std::vector<Column>& fromFirst) {
    lxw_col_t first = 0;
    for (const Column& c : fromFirst) {
        const auto next = static_cast<lxw_col_t>(first + c.span);
        column(first, static_cast<lxw_col_t>(next - 1), c.width, c.format);
        first = next;
    }
}

void Sheet::header(lxw_row_t row, const std::vector<std::string>& titles, lxw_format* format) {
    for (std::size_t i = 0; i < titles.size(); ++i) text(row, static_cast<lxw_col_t>(i), titles[i], format);
}

void Sheet::date(lxw_row_t row, lxw_col_t col, const std::string& isoDate, lxw_format* format) {
    int year = 0;
    unsigned month = 0, day = 0;
    char end = 0;
    if (std::sscanf(isoDate.c_str(), "%4d-%2u-%2u%c", &year, &month, &day, &end) != 3 || month < 1 || month > 12 || day < 1 ||
        day > 31 || year < 1900)
        return text(row, col, isoDate);
    lxw_datetime when{year, static_cast<int>(month), static_cast<int>(day), 0, 0, 0};
    check(worksheet_write_datetime(ws_, row, col, &when, format), row, col);
}

void Sheet::wrapped(lxw_row_t row, lxw_col_t first, lxw_col_t last, const std::string& value, lxw_format* format, int lines) {
    if (value.empty()) return;
    // 15 points a line (Calibri 11); a merged cell's height is not fitted by the spreadsheet itself.
    check(worksheet_set_row(ws_, row, 15.0 * std::max(1, lines), nullptr), row, first);
    check(worksheet_merge_range(ws_, row, first, row, last, value.c_str(), format), row, first);
}

void Sheet::table(lxw_row_t headerRow, lxw_row_t lastRow, lxw_col_t lastCol) {
    worksheet_freeze_panes(ws_, headerRow + 1, 0);
    check(worksheet_autofilter(ws_, headerRow, 0, std::max(lastRow, headerRow), lastCol), headerRow, 0);
    printSetup(headerRow, lastCol);
}

void Sheet::printSetup(lxw_row_t headerRow, lxw_col_t lastCol) {
    constexpr uint8_t kA4 = 9;
    worksheet_set_paper(ws_, kA4);
    if (lastCol >= 6) worksheet_set_landscape(ws_);
    worksheet_fit_to_pages(ws_, 1, 0);
    check(worksheet_repeat_rows(ws_, headerRow, headerRow), headerRow, 0);
}

void Sheet::check(lxw_error error, lxw_row_t row, lxw_col_t col) const {
    if (error == LXW_NO_ERROR) return;
    throw std::runtime_error(*path_ + ": cannot write sheet " + name_ + " cell " + cell(row, col) + ": " + lxw_strerror(error));
}

// --- Workbook ----------------------------------------------------------------

Workbook::Workbook(const std::string& path, std::uintmax_t needed_bytes) : target_(path), tmpdir_(target_.folder()) {
    requireFreeSpace(needed_bytes);
    // Constant memory: rows go to disk as written, so a 300k-cable plan does not
    // hold every cell in memory (rows must be written in order, which they are).
    lxw_workbook_options options{};
    options.constant_memory = LXW_TRUE;
    options.tmpdir = tmpdir_.data();  // see requireFreeSpace
    wb_.reset(workbook_new_opt(target_.temp().c_str(), &options));
    if (!wb_) throw std::runtime_error(target_.path() + ": cannot start the workbook (out of memory?)");
    makeFormats();
}

Sheet Workbook::add(const std::string& name) {
    lxw_worksheet* ws = workbook_add_worksheet(wb_.get(), name.c_str());
    if (!ws) throw std::runtime_error(target_.path() + ": cannot add sheet \"" + name + "\"");
    ++sheets_;
    return Sheet(ws, name, &target_.path());
}

void Workbook::setProperties(const std::string& title, const std::string& comments) {
    lxw_doc_properties properties{};
    properties.title = const_cast<char*>(title.c_str());
    properties.author = const_cast<char*>("ClusterPlanner");
    properties.comments = const_cast<char*>(comments.c_str());
    check(workbook_set_properties(wb_.get(), &properties));
}

std::uintmax_t Workbook::commit() {
    check(workbook_close(wb_.release()));  // the workbook is gone afterwards whatever the outcome
    const std::uintmax_t bytes = target_.tempSize();
    if (bytes == 0) throw std::runtime_error(target_.path() + ": writing failed (disk full?); the file was not changed");
    target_.commit();
    return bytes;
}

void Workbook::check(lxw_error error) const {
    if (error != LXW_NO_ERROR)
        throw std::runtime_error(target_.path() + ": writing the workbook failed (disk full?): " + lxw_strerror(error) +
                                 "; the file was not changed");
}

namespace {
std::string megabytes(std::uintmax_t bytes) { return formatCount(static_cast<std::int64_t>(bytes >> 20)) + " MB"; }
}  // namespace

// libxlsxwriter does not check its writes to temporary files (a full /tmp would
// yield a silently truncated sheet), so they go beside the target, where a full
// disk also fails the final write, which it does check; and the space a large
// workbook needs is asked for up front.
void Workbook::requireFreeSpace(std::uintmax_t bytes) const {
    std::error_code ec;
    const std::filesystem::space_info space = std::filesystem::space(target_.folder(), ec);
    if (!ec && space.available < bytes)
        throw std::runtime_error(target_.path() + ": not enough free space: writing needs about " + megabytes(bytes) + ", " +
                                 megabytes(space.available) + " are free");
}

lxw_format* Workbook::numberFormat(const char* pattern, bool bold) {
    lxw_format* format = workbook_add_format(wb_.get());
    if (!format) throw std::runtime_error(target_.path() + ": cannot create a cell format (out of memory?)");
    format_set_num_format(format, pattern);
    if (bold) {
        format_set_bold(format);
        format_set_top(format, LXW_BORDER_THIN);
    }
    return format;
}

void Workbook::makeFormats() {
    f_.title = numberFormat("General");
    format_set_bold(f_.title);
    format_set_font_size(f_.title, 14);
    f_.header = numberFormat("General");
    format_set_bold(f_.header);
    format_set_bottom(f_.header, LXW_BORDER_THIN);
    format_set_bg_color(f_.header, 0xDDE4EE);
    format_set_text_wrap(f_.header);
    format_set_align(f_.header, LXW_ALIGN_VERTICAL_TOP);
    f_.bold = numberFormat("General");
    format_set_bold(f_.bold);
    f_.wrap = numberFormat("General");
    format_set_text_wrap(f_.wrap);
    format_set_align(f_.wrap, LXW_ALIGN_VERTICAL_TOP);
    f_.text = numberFormat("@");
    f_.date = numberFormat("yyyy-mm-dd");
    format_set_align(f_.date, LXW_ALIGN_LEFT);
    f_.usd = numberFormat("$#,##0");
    f_.usd_cents = numberFormat("$#,##0.00");
    f_.count = numberFormat("#,##0");
    f_.decimal = numberFormat("#,##0.00");
    f_.ratio = numberFormat("0.000");
    f_.percent = numberFormat("0.0%");
    f_.watts = numberFormat("#,##0\" W\"");
    f_.kw = numberFormat("#,##0.0\" kW\"");
    f_.mw = numberFormat("#,##0.00\" MW\"");
    f_.mwh = numberFormat("#,##0\" MWh\"");
    f_.metres = numberFormat("#,##0.0\" m\"");
    f_.seconds = numberFormat("#,##0.00\" s\"");
    f_.hours = numberFormat("#,##0.00\" h\"");
    f_.gigabytes = numberFormat("#,##0.0\" GB\"");
    f_.days = numberFormat("#,##0.0\" days\"");
    f_.tonnes = numberFormat("#,##0\" t\"");
    f_.total_usd = numberFormat("$#,##0", true);
    f_.total_count = numberFormat("#,##0", true);
    f_.total_kw = numberFormat("#,##0.0\" kW\"", true);
    f_.total_metres = numberFormat("#,##0.0\" m\"", true);
}

Written writeWorkbook(const std::string& path, std::uintmax_t neededBytes, const std::function<void(Workbook&)>& fill) {
    try {
        Workbook wb(path, neededBytes);
        fill(wb);
        Written written{wb.sheets(), 0};
        written.bytes = wb.commit();
        return written;
    } catch (const std::runtime_error& e) {
        const std::string message = e.what();
        if (message.rfind(path, 0) == 0) throw;  // the sheet writers' messages already name the file
        throw std::runtime_error(path + ": " + message + "; the file was not changed");
    }
}

}  // namespace cp::xlsx
