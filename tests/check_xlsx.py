#!/usr/bin/env python3
"""Reads ClusterPlanner's XLSX and CSV exports back with independent readers
(openpyxl, Python's csv module) and checks them against the CLI's JSON.

usage: check_xlsx.py CLI PROFILE_A PROFILE_B WORKDIR

Checks: the sheets are present; every BOM line's extended price is the formula
quantity × unit price of its own row; each subtotal is a SUM over exactly its
category's rows and the total a SUM of the subtotals; cached values equal the
plan; re-evaluating every formula (a small evaluator below, since openpyxl does
not calculate) reproduces the cached values, and a changed unit price changes
the totals by quantity × change; the Cable plan sheet equals the cable CSV; the
BOM CSV equals the plan's BOM; the Compare sheet equals `compare --json`; the optimize
workbook's Ranking, Pareto front and Best per option sheets and its CSV equal `optimize --json`;
the uncertainty workbook's percentiles, limit shares, drivers and inputs equal `uncertainty --json`
and its Samples sheet the CSV.
Exit 0: all passed, 1: a check failed, 77: openpyxl is missing (skipped).
"""
import csv
import datetime
import json
import math
import os
import re
import subprocess
import sys

try:
    import openpyxl
except ImportError:
    print("SKIP: python3-openpyxl is not installed")
    sys.exit(77)

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
    return condition


def near(a, b, rel=1e-9):
    return isinstance(a, (int, float)) and isinstance(b, (int, float)) and abs(a - b) <= rel * max(abs(a), abs(b), 1e-12)


def run(cli, *args):
    r = subprocess.run([cli, *args], capture_output=True, text=True, timeout=600)
    if r.returncode != 0:
        sys.exit(f"FAIL: {' '.join(args)} exited {r.returncode}: {r.stderr}")
    return r.stdout


# --- A tiny formula evaluator: the forms the exporter writes (+ - * /, SUM, IF, refs). ---

REF = r"(?:'([^']+)'!)?\$?([A-Z]{1,3})\$?(\d+)"


class Evaluator:
    def __init__(self, workbook, overrides=None):
        self.wb = workbook
        self.overrides = overrides or {}  # (sheet, "E4") -> value
        self.cache = {}

    def value(self, sheet, ref):
        key = (sheet, ref)
        if key in self.overrides:
            return self.overrides[key]
        if key not in self.cache:
            v = self.wb[sheet][ref].value
            self.cache[key] = self.formula(sheet, v) if isinstance(v, str) and v.startswith("=") else v
        return self.cache[key]

    def cells(self, sheet, first, last):
        ws = self.wb[sheet]
        out = []
        for row in ws[f"{first}:{last}"]:
            for c in row:
                v = self.value(sheet, c.coordinate)
                out.append(v if isinstance(v, (int, float)) else 0)
        return out

    def raw(self, sheet, first, last):
        return [c.value for row in self.wb[sheet][f"{first}:{last}"] for c in row]

    def sumifs(self, values, *criteria):
        # The forms the exporter writes: SUMIFS(range, range, "text" or "<>", ...); ranges arrive as
        # evaluated lists, so the criteria ranges are read raw from the formula's own text below.
        # "=text" matches the text exactly, with ~ escaping the wildcards * ? ~.
        keep = [True] * len(values)
        for crange, want in zip(criteria[0::2], criteria[1::2]):
            exact = re.sub(r"~(.)", r"\1", want[1:]) if want.startswith("=") else want
            for i, v in enumerate(crange):
                blank = v in (None, "")
                keep[i] = keep[i] and (not blank if want == "<>" else (blank if want == "" else v == exact))
        return sum(v for v, k in zip(values, keep) if k)

    def formula(self, sheet, text):
        expr = text[1:]
        # String literals ("" inside is a quote) become L[i], so no rewrite below touches their text.
        literals = []

        def literal(m):
            literals.append(m.group(0)[1:-1].replace('""', '"'))
            return f"L[{len(literals) - 1}]"
        expr = re.sub(r'"(?:[^"]|"")*"', literal, expr)
        expr = re.sub(REF + ":" + r"\$?([A-Z]{1,3})\$?(\d+)",
                      lambda m: f"R({(m.group(1) or sheet)!r},'{m.group(2)}{m.group(3)}','{m.group(4)}{m.group(5)}')", expr)
        expr = re.sub(r"(?<![\w'])" + REF + r"(?![\w'])",
                      lambda m: f"V({(m.group(1) or sheet)!r},'{m.group(2)}{m.group(3)}')", expr)
        expr = expr.replace("=", "==")
        if expr.startswith("SUMIFS("):  # criteria ranges keep their text
            head, rest = expr.split(",", 1)
            expr = head + "," + rest.replace("R(", "RAW(")
        env = {
            "RAW": lambda s, a, b: self.raw(s, a, b),
            "V": lambda s, r: self.value(s, r) or 0,  # an empty cell counts as 0, as in Excel
            "R": lambda s, a, b: self.cells(s, a, b),
            "SUM": lambda *args: sum(sum(a) if isinstance(a, list) else a for a in args),
            "SUMIFS": self.sumifs,
            "L": literals,
            "IF": lambda c, a, b: a if c else b,
        }
        return eval(expr, {"__builtins__": {}}, env)


def formula_cells(ws):
    for row in ws.iter_rows():
        for c in row:
            if isinstance(c.value, str) and c.value.startswith("="):
                yield c


def check_formulas_reproduce_cache(formulas, cached, sheets):
    ev = Evaluator(formulas)
    count = 0
    for name in sheets:
        for c in formula_cells(formulas[name]):
            got, want = ev.value(name, c.coordinate), cached[name][c.coordinate].value
            count += 1
            check(near(got, want) or (got is None and want in (None, "")),
                  f"{name}!{c.coordinate} {c.value} evaluates to {got}, cached {want}")
    return count


def check_bom(formulas, cached, plan, bom_sheet, summary_sheet):
    # Columns: A category, B network, C item, D part, E quantity, F counted per, G unit price,
    # H extended price, I unit power, J extended power, K price source.
    ws, wv = formulas[bom_sheet], cached[bom_sheet]
    check(ws.freeze_panes == "A2", f"{bom_sheet}: header not frozen ({ws.freeze_panes})")
    check("$" in ws["H2"].number_format, f"{bom_sheet}!H2 is not currency: {ws['H2'].number_format}")
    lines = plan["cost"]["bom"]
    by_category = plan["cost"]["by_category"]
    line_index, subtotals, line_rows, last_line = 0, [], {}, None
    total_row, network_rows = None, {}
    for r in range(2, ws.max_row + 1):
        category, item = ws[f"A{r}"].value, ws[f"C{r}"].value
        if item and str(item).startswith("Total hardware"):
            total_row = r
        elif total_row and item and (str(item).startswith("Network ") or str(item).startswith("Nodes and storage")):
            network_rows[ws[f"B{r}"].value or ""] = r
        elif category and str(item).startswith("Subtotal"):
            # Below the lines (outside the autofilter): a SUM over exactly the category's lines.
            rows = line_rows.get(category, [])
            check(rows == list(range(rows[0], rows[-1] + 1)) if rows else False, f"{bom_sheet}: {category} lines not together")
            if rows:
                check(ws[f"H{r}"].value == f"=SUM(H{rows[0]}:H{rows[-1]})", f"{bom_sheet}!H{r} subtotal {ws[f'H{r}'].value}")
            check(near(wv[f"H{r}"].value, by_category[category]), f"subtotal {category}: {wv[f'H{r}'].value} vs {by_category[category]}")
            subtotals.append(r)
        elif category:
            check(not subtotals, f"{bom_sheet} row {r}: a line below the subtotals")
            line = lines[line_index]
            line_index += 1
            line_rows.setdefault(category, []).append(r)
            last_line = r
            check(ws[f"H{r}"].value == f"=E{r}*G{r}", f"{bom_sheet}!H{r} formula {ws[f'H{r}'].value}")
            check(ws[f"J{r}"].value == f"=E{r}*I{r}/1000", f"{bom_sheet}!J{r} formula {ws[f'J{r}'].value}")
            check((category, ws[f"B{r}"].value or "", item, ws[f"D{r}"].value, ws[f"E{r}"].value, ws[f"F{r}"].value) ==
                  (line["category"], line["network"], line["item"], line["part"], line["quantity"], line["counted"]),
                  f"{bom_sheet} row {r} differs from the plan")
            check(near(ws[f"G{r}"].value, line["unit_price_usd"]), f"{bom_sheet}!G{r} unit price")
            check(near(wv[f"H{r}"].value, line["quantity"] * line["unit_price_usd"]), f"{bom_sheet}!H{r} cached value")
    # The autofilter covers the header and the lines, not the subtotals (sorting would mix them in).
    check(ws.auto_filter.ref == f"A1:K{last_line}", f"{bom_sheet}: autofilter {ws.auto_filter.ref}, lines end at row {last_line}")
    check(line_index == len(lines), f"{bom_sheet}: {line_index} lines, the plan has {len(lines)}")
    check(len(subtotals) == len(by_category), f"{bom_sheet}: {len(subtotals)} subtotals for {len(by_category)} categories")
    if not check(total_row is not None, f"{bom_sheet}: no total row"):
        return
    check(ws[f"H{total_row}"].value == "=SUM(" + ",".join(f"H{r}" for r in subtotals) + ")", f"total formula {ws[f'H{total_row}'].value}")
    check(near(wv[f"H{total_row}"].value, plan["cost"]["capex_usd"]), "cached total differs from cost.capex_usd")
    # Lines per network add up to the network's total row, and the network totals to the total.
    networks = {line["network"] for line in lines}
    check(set(network_rows) == networks, f"{bom_sheet}: network totals for {sorted(network_rows)}, lines of {sorted(networks)}")
    for network, r in network_rows.items():
        want = sum(l["quantity"] * l["unit_price_usd"] for l in lines if l["network"] == network)
        check(near(wv[f"H{r}"].value, want), f"{bom_sheet}: total of network {network!r} {wv[f'H{r}'].value} vs {want}")
    check(near(sum(wv[f"H{r}"].value for r in network_rows.values()), plan["cost"]["capex_usd"]), "network totals ≠ capex")

    # A changed unit price moves the line, its subtotal, the total and the Summary by quantity × change.
    switch_row = next(r for r in range(2, total_row) if ws[f"A{r}"].value == "network switches" and ws[f"D{r}"].value)
    quantity, price = ws[f"E{switch_row}"].value, ws[f"G{switch_row}"].value
    before = Evaluator(formulas)
    after = Evaluator(formulas, {(bom_sheet, f"G{switch_row}"): price + 1000})
    delta = after.value(bom_sheet, f"H{total_row}") - before.value(bom_sheet, f"H{total_row}")
    check(near(delta, 1000 * quantity), f"total moved by {delta}, expected {1000 * quantity}")
    network = ws[f"B{switch_row}"].value or ""
    moved = after.value(bom_sheet, f"H{network_rows[network]}") - before.value(bom_sheet, f"H{network_rows[network]}")
    check(near(moved, 1000 * quantity), f"network {network} total moved by {moved}")
    capex_row = next(r for r in range(1, formulas[summary_sheet].max_row + 1)
                     if formulas[summary_sheet][f"A{r}"].value == "Hardware capex")
    moved = after.value(summary_sheet, f"B{capex_row}") - before.value(summary_sheet, f"B{capex_row}")
    check(near(moved, 1000 * quantity), f"Summary capex moved by {moved}")
    # The TCO is a formula over the capex: amortised over the life, plus the support share.
    summary = formulas[summary_sheet]
    label_row = {summary[f"A{r}"].value: r for r in range(1, summary.max_row + 1) if summary[f"A{r}"].value}
    life = summary[f"B{label_row['Hardware life (years)']}"].value
    support = summary[f"B{label_row['Support (share of hardware capex per year)']}"].value
    tco_row = label_row["TCO per year"]
    check(str(summary[f"B{tco_row}"].value).startswith("="), f"Summary TCO is not a formula: {summary[f'B{tco_row}'].value}")
    moved = after.value(summary_sheet, f"B{tco_row}") - before.value(summary_sheet, f"B{tco_row}")
    check(near(moved, 1000 * quantity * (1 / life + support)), f"Summary TCO moved by {moved}")
    check(str(summary[f"B{label_row['Cost per delivered GPU-hour']}"].value).startswith("="), "Summary $/GPU-hour is not a formula")


def check_print_setup(workbook):
    # Every sheet: its table's header frozen and repeated on printed pages, one page wide; wide
    # tables (7 columns or more) landscape.
    for ws in workbook.worksheets:
        check(ws.freeze_panes is not None, f"{ws.title}: no frozen header")
        check(bool(ws.print_title_rows), f"{ws.title}: no header row repeated on printed pages")
        check(ws.sheet_properties.pageSetUpPr is not None and ws.sheet_properties.pageSetUpPr.fitToPage,
              f"{ws.title}: not fitted to the page")
        check(ws.page_setup.fitToWidth in (1, "1", None) and str(ws.page_setup.fitToHeight) == "0",
              f"{ws.title}: fit {ws.page_setup.fitToWidth} × {ws.page_setup.fitToHeight}, expected 1 page wide")
        wide = ws.max_column >= 7
        check((ws.page_setup.orientation == "landscape") == wide, f"{ws.title}: orientation {ws.page_setup.orientation}")


def check_plan_workbook(path, plan, cables_csv):
    formulas = openpyxl.load_workbook(path)
    cached = openpyxl.load_workbook(path, data_only=True)
    expected = ["Summary", "BOM", "Cabling", "Cable plan", "Power", "Assumptions"]
    check(formulas.sheetnames == expected, f"sheets {formulas.sheetnames}")
    check_bom(formulas, cached, plan, "BOM", "Summary")
    n = check_formulas_reproduce_cache(formulas, cached, ["BOM", "Cabling", "Power", "Summary"])
    check(n > 20, f"only {n} formulas")

    summary = {r[0]: r[1] for r in cached["Summary"].iter_rows(values_only=True) if r[0]}
    check(summary.get("Profile") == plan["profile"], "Summary profile name")
    check(isinstance(summary.get("Exported"), datetime.datetime), f"Summary export date is not a date: {summary.get('Exported')!r}")
    check(near(summary.get("TCO per year"), plan["cost"]["tco_usd_per_year"]), "Summary TCO")
    check(near(summary.get("Cost per delivered GPU-hour"), plan["cost"]["usd_per_gpu_hour"]), "Summary $/GPU-hour")
    description = formulas["Summary"]["B4"]
    check(description.alignment.wrap_text and "B4:C4" in formulas["Summary"].merged_cells,
          "Summary description is not wrapped over the value and How columns")
    check_print_setup(formulas)
    check(near(summary.get("IT power (nameplate)"), plan["power"]["it_kw"] / 1000), "Summary IT power")
    check(near(summary.get("Hardware capex per GPU"), plan["cost"]["capex_per_gpu_usd"]), "Summary capex per GPU")
    check(summary.get("Switches") == plan["fabric"]["switches_total"], "Summary switches")
    # Rows are named as the output-metric registry (and the plan's explanations) name them.
    check(near(summary.get("Facility power"), plan["power"]["facility_kw"] / 1000), "Summary facility power")
    check(near(summary.get("Network share of capex"), plan["cost"]["network_share"]), "Summary network share")
    check(near(summary.get("ETTR (goodput)"), plan["reliability"]["ettr"]), "Summary ETTR")

    power = {r[0]: r for r in cached["Power"].iter_rows(values_only=True) if r[0]}
    check(near(power["IT load"][3], plan["power"]["it_kw"]), "Power IT load")
    check(near(power["Facility power (nameplate)"][3], plan["power"]["facility_kw"]), "Power facility")
    check(near(power["Energy per year (MWh)"][1], plan["power"]["energy_mwh_per_year"]), "Power energy")

    cabling = {r[0]: r for r in cached["Cabling"].iter_rows(values_only=True) if r[0]}
    check(cabling["Total"][7] == plan["cabling"]["cables_total"], "Cabling total cables")

    parts = {a[1] for a in cached["Assumptions"].iter_rows(min_row=2, values_only=True)}
    for line in plan["cost"]["bom"]:
        if line["category"] in ("compute", "optics and cables"):
            check(line["part"] in parts, f"Assumptions lack {line['part']}")
    check(all(a[6] for a in cached["Assumptions"].iter_rows(min_row=2, values_only=True)), "an assumption without source")

    with open(cables_csv, newline="") as f:
        rows = list(csv.reader(f))
    sheet = list(cached["Cable plan"].iter_rows(values_only=True))
    check(len(sheet) == len(rows) == plan["cabling"]["cables_total"] + 1, f"cable rows {len(sheet)} vs CSV {len(rows)}")
    as_text = lambda v: "" if v is None else (f"{v:g}" if isinstance(v, float) else str(v))
    mismatched = sum(1 for a, b in zip(sheet, rows) if [as_text(v) for v in a] != b)
    check(mismatched == 0, f"{mismatched} Cable plan rows differ from the CSV")


def check_bom_csv(path, plan):
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    lines = plan["cost"]["bom"]
    check(len(rows) == len(lines), f"BOM CSV has {len(rows)} rows, the plan {len(lines)}")
    for row, line in zip(rows, lines):
        check((row["category"], row["network"], row["item"], row["part"], row["counted"], row["price_source"]) ==
              (line["category"], line["network"], line["item"], line["part"], line["counted"], line["price_source"]),
              f"BOM CSV row {row['item']}")
        check(int(row["quantity"]) == line["quantity"], f"BOM CSV quantity {row['item']}")
        check(near(float(row["extended_price_usd"]), line["quantity"] * line["unit_price_usd"]), f"BOM CSV price {row['item']}")
    total = sum(float(r["extended_price_usd"]) for r in rows)
    check(near(total, plan["cost"]["capex_usd"], 1e-9), f"BOM CSV total {total} vs capex {plan['cost']['capex_usd']}")


def check_compare_workbook(path, comparison):
    formulas = openpyxl.load_workbook(path)
    cached = openpyxl.load_workbook(path, data_only=True)
    check(formulas.sheetnames[0] == "Compare" and "BOM A" in formulas.sheetnames and "BOM B" in formulas.sheetnames,
          f"compare sheets {formulas.sheetnames}")
    check_formulas_reproduce_cache(formulas, cached, ["Compare", "BOM A", "BOM B", "Summary A", "Summary B"])
    rows = {r[0]: r for r in cached["Compare"].iter_rows(min_row=2, values_only=True) if r[0]}
    for row in comparison["rows"]:
        got = rows.get(row["label"])
        if not check(got is not None, f"Compare lacks {row['label']}"):
            continue
        check(near(got[2], row["a"]) and near(got[3], row["b"]), f"Compare {row['label']}: {got[2:4]} vs {row['a']}, {row['b']}")
        if row["ratio"] is not None:
            check(near(got[4], row["ratio"]), f"Compare ratio {row['label']}")
            check(formulas["Compare"].cell(row=list(rows).index(row["label"]) + 2, column=5).value.startswith("=IF("),
                  f"Compare ratio of {row['label']} is not a formula")
    for sheet in ("BOM A", "BOM B"):
        check(formulas[sheet].freeze_panes == "A2", f"{sheet} header not frozen")


def check_optimize_exports(path, csv_path, answer):
    """The optimize workbook and CSV hold the JSON answer's ranking, front and best per option."""
    book = openpyxl.load_workbook(path, data_only=True)
    check(book.sheetnames == ["Ranking", "Pareto front", "Best per option"], f"optimize sheets {book.sheetnames}")
    header = [c.value for c in book["Ranking"][4]]
    gpus, objective = header.index("GPUs"), header.index("GPUs") + 2

    def rows(sheet):
        return [r for r in book[sheet].iter_rows(min_row=5, values_only=True) if any(v is not None for v in r)]

    for sheet, designs in (("Ranking", answer["top"]), ("Pareto front", answer["front"])):
        got = rows(sheet)
        check(len(got) == len(designs), f"{sheet}: {len(got)} rows, JSON {len(designs)}")
        for row, design in zip(got, designs):
            check(row[gpus] == design["gpus"] and near(row[objective], design["objective"]),
                  f"{sheet} row {row[0]}: {row[gpus]} GPUs, {row[objective]}; JSON {design['gpus']}, {design['objective']}")
    options = rows("Best per option")
    check(len(options) == len(answer["best_per_option"]), f"best per option: {len(options)} rows")
    for row, best in zip(options, answer["best_per_option"]):
        check(row[1] == best["dimension"] and row[2] == best["option"], f"best per option row {row[:3]}")
        if best["design"]:
            check(row[gpus] == best["design"]["gpus"], f"best with {best['option']}: {row[gpus]} GPUs")
    with open(csv_path, newline="", encoding="utf-8") as f:
        table = list(csv.reader(f))
    kinds = [r[0] for r in table[1:]]
    check(kinds.count("ranking") == len(answer["top"]) and kinds.count("Pareto front") == len(answer["front"])
          and kinds.count("best per option") == len(answer["best_per_option"]), f"optimize CSV tables {set(kinds)}")
    first = table[1]
    check(int(first[table[0].index("GPUs")]) == answer["top"][0]["gpus"], "optimize CSV: the first ranked design's GPUs")


def check_uncertainty_workbook(path, csv_path, result):
    """The uncertainty workbook holds the JSON's percentiles, limit shares, drivers, inputs and the CSV's samples."""
    book = openpyxl.load_workbook(path, data_only=True)
    check(book.sheetnames == ["Percentiles", "Drivers", "Inputs", "Samples"], f"uncertainty sheets {book.sheetnames}")
    sheet = book["Percentiles"]
    header = [c.value for c in sheet[4]]
    rows = {r[0]: r for r in sheet.iter_rows(min_row=5, max_row=4 + len(result["outputs"]), values_only=True)}
    for out in result["outputs"]:
        row = rows.get(out["label"])
        check(row is not None, f"Percentiles: no row for {out['label']}")
        for key, title in (("p10", "P10"), ("p50", "P50"), ("p90", "P90"), ("mean", "Mean")):
            check(out["samples_with_value"] == 0 or near(row[header.index(title)], out[key]),
                  f"Percentiles {out['label']} {title}: {row[header.index(title)]}, JSON {out[key]}")
    every = list(sheet.iter_rows(values_only=True))
    first = next((k for k, r in enumerate(every) if r[0] == "Limit"), len(every)) + 1
    shares = every[first:first + len(result["limits"])]
    check(len(shares) == len(result["limits"]) and all(near(r[4], l["probability"]) for r, l in zip(shares, result["limits"])),
          f"Percentiles: limit shares {[r[4] for r in shares]}")
    inputs = [r for r in book["Inputs"].iter_rows(min_row=5, values_only=True) if r[1] and str(r[1]).startswith("/")]
    check([r[1] for r in inputs] == [i["path"] for i in result["inputs"]], "Inputs: the paths in the JSON's order")
    check(all(near(r[3], i["low"]) and near(r[5], i["high"]) for r, i in zip(inputs, result["inputs"])), "Inputs: low and high")
    drivers = list(book["Drivers"].iter_rows(min_row=5, values_only=True))
    moved = sum(1 for o in result["outputs"] for t in o["sensitivity"]
                if t["at_low"] is not None and t["at_high"] is not None and t["at_low"] != t["at_high"])
    check(len(drivers) == moved, f"Drivers: {len(drivers)} rows, {moved} inputs move an output")
    with open(csv_path, newline="", encoding="utf-8") as f:
        table = list(csv.reader(f))
    samples = list(book["Samples"].iter_rows(min_row=2, values_only=True))
    check(len(samples) == len(table) - 1 == result["samples"], f"Samples: {len(samples)} rows, CSV {len(table) - 1}")
    check(all(near(samples[-1][k], float(table[-1][k])) for k in range(len(table[-1])) if table[-1][k]),
          "Samples: the last row equals the CSV's")


def main():
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    cli, profile_a, profile_b, work = sys.argv[1:]
    os.makedirs(work, exist_ok=True)
    xlsx, bom_csv, cables_csv, compare_xlsx = (os.path.join(work, n) for n in ("plan.xlsx", "bom.csv", "cables.csv", "compare.xlsx"))
    plan = json.loads(run(cli, "plan", profile_a, "--json", "--bom", xlsx, "--cable-sheet", "--cables", cables_csv))
    run(cli, "plan", profile_a, "--bom", bom_csv)
    comparison = json.loads(run(cli, "compare", profile_a, profile_b, "--json", "--xlsx", compare_xlsx))
    check_plan_workbook(xlsx, plan, cables_csv)
    check_bom_csv(bom_csv, plan)
    check_compare_workbook(compare_xlsx, comparison)
    spec = os.path.join(os.path.dirname(profile_a), "..", "studies", "optimize", "70b-fastest-in-3mw.json")
    optimize_xlsx, optimize_csv = os.path.join(work, "optimize.xlsx"), os.path.join(work, "optimize.csv")
    answer = json.loads(run(cli, "optimize", spec, "--json", "--xlsx", optimize_xlsx, "--csv", optimize_csv))
    check_optimize_exports(optimize_xlsx, optimize_csv, answer)
    ranges = os.path.join(os.path.dirname(profile_a), "..", "studies", "uncertainty", "llama3-405b-ranges.json")
    uncertainty_xlsx, uncertainty_csv = os.path.join(work, "uncertainty.xlsx"), os.path.join(work, "uncertainty.csv")
    result = json.loads(run(cli, "uncertainty", ranges, "--samples", "200", "--json", "--xlsx", uncertainty_xlsx,
                            "--csv", uncertainty_csv))
    check_uncertainty_workbook(uncertainty_xlsx, uncertainty_csv, result)
    # A network name with quotes, a formula's punctuation and the criteria's wildcards: the totals
    # by network still sum exactly its lines (it once wrote its own formula text into SUMIFS).
    with open(profile_a, encoding="utf-8") as f:
        hostile = json.load(f)
    old_name = hostile["networks"][0]["name"]
    hostile["networks"][0]["name"] = 'q"x"),1+1,("y*?~<>'
    text = json.dumps(hostile).replace(json.dumps(old_name), json.dumps(hostile["networks"][0]["name"]))
    hostile_profile, hostile_xlsx, hostile_cables = (os.path.join(work, n) for n in ("hostile.json", "hostile.xlsx", "hostile.csv"))
    with open(hostile_profile, "w", encoding="utf-8") as f:
        f.write(text)
    hostile_plan = json.loads(run(cli, "plan", hostile_profile, "--json", "--bom", hostile_xlsx, "--cable-sheet",
                                  "--cables", hostile_cables))
    check(any(line["network"] == hostile["networks"][0]["name"] for line in hostile_plan["cost"]["bom"]),
          "the hostile network name is not in the BOM")
    check_plan_workbook(hostile_xlsx, hostile_plan, hostile_cables)
    for name in os.listdir(work):
        check(not name.startswith("."), f"temporary file left behind: {name}")
    if failures:
        print("\n".join("FAIL: " + f for f in failures))
        return 1
    print(f"OK: {xlsx}, {bom_csv}, {compare_xlsx}, {optimize_xlsx}, {uncertainty_xlsx}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
