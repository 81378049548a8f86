#include "export/report_html.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QMap>

#include <variant>

#include "common/format.h"
#include "views/display_units.h"
#include "views/overview_cards.h"
#include "base/translations.h"
#include "plan/assumptions.h"

namespace cpui {

namespace {

struct Report {
    Q_DECLARE_TR_FUNCTIONS(cpui::DesignReport)
};  // lupdate reads the context from this class (a tr() helper would hide it)

QString esc(const std::string& s) { return QString::fromStdString(s).toHtmlEscaped(); }
QString esc(const QString& s) { return s.toHtmlEscaped(); }
QString count(std::int64_t n) { return QString::fromStdString(cp::formatCount(n)); }
QString fixed(double v, int decimals) { return QString::fromStdString(cp::formatFixed(v, decimals)); }
// Money in the display currency of the Preferences (the GUI's; the CLI's settings keep USD).
QString usd(double v) { return DisplayUnits::current().money(v, 0); }
QString usdM(double v) { return DisplayUnits::current().moneyMillions(v); }
// Up to six significant digits with separators (1.3, 2,048, 0.000123), as the app writes inputs.
QString number(double v) { return QString::fromStdString(cp::formatSignificant(v, 6)); }

// A bordered table whose header row repeats on every page. Cells are HTML already escaped.
class HtmlTable {
public:
    // `align`: one letter per column, 'l' or 'r'; `widths`: percentages, or empty.
    HtmlTable(const QStringList& headers, QString align, QList<int> widths = {})
        : headers_(headers), align_(std::move(align)), widths_(std::move(widths)) {}

    void addRow(const QStringList& cells, bool emphasised = false) {
        QString row = "<tr>";
        for (qsizetype i = 0; i < cells.size(); ++i) {
            row += "<td" + alignment(i) + (emphasised ? " bgcolor='#eef2f7'" : "") + ">";
            row += emphasised ? "<b>" + cells[i] + "</b>" : cells[i];
            row += "</td>";
        }
        rows_ += row + "</tr>";
    }

    QString html() const {
        QString out =
            "<table width='100%' border='1' cellspacing='0' cellpadding='3' "
            "style='border-collapse:collapse; border-color:#9aa5b1; margin-top:4pt; margin-bottom:8pt; "
            "font-size:8pt'><thead><tr>";
        for (qsizetype i = 0; i < headers_.size(); ++i) {
            const QString width = i < widths_.size() ? QString(" width='%1%'").arg(widths_[i]) : QString();
            out += "<th bgcolor='#dde5ef'" + alignment(i) + width + ">" + esc(headers_[i]) + "</th>";
        }
        return out + "</tr></thead><tbody>" + rows_ + "</tbody></table>";
    }

private:
    QString alignment(qsizetype column) const {
        return column < align_.size() && align_[column] == 'r' ? QStringLiteral(" align='right'")
                                                               : QStringLiteral(" align='left'");
    }

    QStringList headers_;
    QString align_;
    QList<int> widths_;
    QString rows_;
};

// Only the Summary starts a page (after the title page): a section that always did left the page
// before it nearly blank when the previous section ran a few lines over (issue 26, item 10). The
// sections flow; a picture that does not fit the rest of a page moves to the next one.
QString heading(const QString& title, bool newPage) {
    return QString("<h2 style='%1font-size:15pt; color:#1f3b5c'>%2</h2>")
        .arg(newPage ? QStringLiteral("page-break-before:always; ") : QString(), esc(title));
}

QString paragraph(const QString& escaped) { return "<p>" + escaped + "</p>"; }
QString muted(const QString& escaped) { return "<span style='color:#5a6570'>" + escaped + "</span>"; }
QString notComputed() { return paragraph(muted(esc(Report::tr("Not computed for this profile.")))); }

QString image(const ReportImage& img) {
    return QString("<p align='center'><img src='%1' width='%2'></p>").arg(img.name).arg(qRound(img.width_px));
}

// The catalog files grouped by folder: "folder: a.json, b.json".
QString catalogFiles(const cp::Catalog& catalog) {
    QMap<QString, QStringList> byFolder;
    QStringList folders;  // in reading order
    for (const std::string& file : catalog.files) {
        const QFileInfo info(QString::fromStdString(file));
        const QString folder = info.absolutePath();
        if (!byFolder.contains(folder)) folders << folder;
        byFolder[folder] << info.fileName();
    }
    QStringList lines;
    for (const QString& folder : folders) lines << esc(folder) + ": " + esc(byFolder[folder].join(", "));
    return lines.isEmpty() ? esc(Report::tr("none")) : lines.join("<br>");
}

QString titlePage(const ReportHtmlInput& in) {
    const cp::ComputeResult& c = in.plan.compute;
    // Qt drops a page's first top margin: an empty paragraph lowers the title instead.
    QString html = "<p style='font-size:90pt'>&nbsp;</p><p style='font-size:12pt; color:#5a6570'>" +
                   esc(Report::tr("ClusterPlanner design report")) + "</p>";
    html += "<h1 style='font-size:28pt; color:#1f3b5c'>" + esc(in.profile.name) + "</h1>";
    if (!in.profile.description.empty()) html += "<p style='font-size:12pt'>" + esc(in.profile.description) + "</p>";
    HtmlTable meta({Report::tr("Item"), Report::tr("Value")}, "ll", {22, 78});
    meta.addRow({esc(Report::tr("Cluster")), esc(Report::tr("%1 GPUs (%2) in %3 nodes (%4)")
                                                     .arg(count(c.gpus), QString::fromStdString(c.gpu_id), count(c.nodes),
                                                          QString::fromStdString(c.node_type_id)))});
    meta.addRow({esc(Report::tr("Generated")), esc(in.generated.toString(Qt::ISODate).replace('T', ' '))});
    meta.addRow({esc(Report::tr("ClusterPlanner")), esc(Report::tr("version %1").arg(QStringLiteral(CLUSTERPLANNER_VERSION)))});
    meta.addRow({esc(Report::tr("Catalog files")), catalogFiles(in.catalog)});
    html += "<p style='margin-top:36pt'></p>" + meta.html();
    html +=
        paragraph(muted(esc(Report::tr("Every figure is computed by ClusterPlanner from the profile and the catalog above; "
                                       "section 2 shows how each headline figure was obtained and the last section lists "
                                       "every value assumed, with its source. Prices are assumptions to be checked."))));
    return html;
}

QString summary(const ReportHtmlInput& in) {
    QString html = heading(Report::tr("1. Summary"), true);
    HtmlTable table({Report::tr("Figure"), Report::tr("Value"), Report::tr("Details")}, "lrl", {28, 20, 52});
    for (const HeadlineFigure& f : headlineFigures(in.plan))
        table.addRow({esc(f.caption), "<b>" + esc(f.value) + "</b>", esc(f.secondary)});
    html += table.html();
    if (!in.plan.warnings.empty()) {
        html += "<h3>" + esc(Report::tr("Warnings")) + "</h3><ul>";
        for (const cp::Diagnostic& w : in.plan.warnings)
            html += "<li>" + (w.path.empty() ? QString() : "<i>" + esc(w.path) + "</i>: ") + esc(w.message) + "</li>";
        html += "</ul>";
    }
    html += heading(Report::tr("2. How the figures were obtained"), false);
    for (const HeadlineFigure& f : headlineFigures(in.plan)) {
        const cp::Explanation* e = in.plan.explain(f.key.toStdString());
        html += "<p style='margin-top:6pt'><b>" + esc(f.caption) + ": " + esc(f.value) + "</b> " + muted("[" + esc(f.key) + "]") +
                "<br>";
        if (!f.computed) {
            html += muted(esc(Report::tr("Not computed for this profile."))) + "</p>";
            continue;
        }
        if (!e) {
            html += muted(esc(Report::tr("The plan carries no explanation for this number."))) + "</p>";
            continue;
        }
        html += esc(e->formula) + "<br>" + esc(e->substituted);
        for (const std::string& s : e->sources) html += "<br>" + muted("<i>" + esc(Report::tr("source:")) + "</i> " + esc(s));
        html += "</p>";
    }
    return html;
}

QString fabric(const ReportHtmlInput& in) {
    QString html = heading(Report::tr("3. Network topology"), false);
    if (!in.plan.fabric) return html + notComputed();
    if (in.topology.width_px > 0) html += image(in.topology);
    if (!in.legend.isEmpty()) {
        QStringList items;
        for (const MediaLegendEntry& m : in.legend)
            items << QString("<span style='color:%1'>&#9632;</span> %2 (%3)")
                         .arg(m.colour.name(), esc(m.media_class), esc(Report::tr("%1 links").arg(count(m.links))));
        html += "<p align='center'>" + items.join(" &nbsp; ") + "</p>";
    }
    for (const cp::NetworkResult& n : in.plan.fabric->networks) {
        html += "<h3>" + esc(Report::tr("Network %1").arg(QString::fromStdString(n.name))) + "</h3>";
        html +=
            paragraph(esc(Report::tr("%1 · %2 Gb/s links · %3 · %4 × %5 · %6 switches, %7 switch links, "
                                     "%8 endpoint links; room for %9 endpoints")
                              .arg(QString::fromStdString(cp::enumText(n.role)), number(n.link_speed_gbps),
                                   Report::tr("%n tier(s)", nullptr, n.tier_count),
                                   Report::tr("%n zone(s)", nullptr, static_cast<int>(n.zones)),
                                   Report::tr("%n plane(s)", nullptr, static_cast<int>(n.planes)), count(n.switches_total),
                                   count(n.switch_links_total), count(n.endpoint_links_total), count(n.max_endpoints))));
        HtmlTable tiers({Report::tr("Tier"), Report::tr("Switch"), Report::tr("Radix"), Report::tr("Ports down / up"),
                         Report::tr("Installed"), Report::tr("Populated"), Report::tr("Links up")},
                        "llrrrrr");
        for (const cp::TierResult& t : n.tiers)
            tiers.addRow({esc(t.name), esc(t.switch_id), count(t.radix),
                          count(t.down_ports_per_switch) + " / " + count(t.up_ports_per_switch), count(t.count),
                          count(t.count_populated), count(t.links_up)});
        if (n.extra_switches > 0) tiers.addRow({esc(Report::tr("listed extras")), "", "", "", count(n.extra_switches), "", ""});
        html += tiers.html();
    }
    if (in.plan.cabling) {
        const cp::CablingResult& k = *in.plan.cabling;
        html += "<h3>" + esc(Report::tr("Cabling")) + "</h3>";
        html += paragraph(esc(Report::tr("%1 racks in %2 · %3 cables, %4% copper · %5 transceivers · longest %6")
                                  .arg(count(k.racks), Report::tr("%n hall(s)", nullptr, static_cast<int>(k.halls)),
                                       count(k.cables_total), fixed(100 * k.copper_share, 1),
                                       count(k.transceivers_total), DisplayUnits::current().length(k.longest_m, 1))));
        HtmlTable media({Report::tr("Medium"), Report::tr("Class"), Report::tr("Gb/s"), Report::tr("Cables"),
                         Report::tr("Transceivers"), Report::tr("Power (kW)"), Report::tr("Price")},
                        "llrrrrr");
        for (const cp::MediaUse& m : k.by_media)
            media.addRow({esc(m.media), esc(m.media_class), number(m.speed_gbps), count(m.cables), count(m.transceivers),
                          fixed(m.power_w / 1000, 1), usd(m.price_usd)});
        html += media.html();
    }
    return html;
}

QString powerAndCost(const ReportHtmlInput& in) {
    QString html = heading(Report::tr("4. Power and cost"), false);
    if (in.power_cost.width_px > 0) html += image(in.power_cost);
    if (in.plan.power) {
        const cp::PowerResult& p = *in.plan.power;
        html += "<h3>" + esc(Report::tr("Power")) + "</h3>";
        HtmlTable table({Report::tr("Component"), Report::tr("Count"), Report::tr("Unit (W)"), Report::tr("Nameplate (kW)"),
                         Report::tr("Average (kW)"), Report::tr("Source")},
                        "lrrrrl", {22, 11, 10, 13, 12, 32});
        for (const cp::PowerLine& l : p.breakdown)
            table.addRow({esc(coreTermText(l)), count(l.count), fixed(l.unit_w, 0), fixed(l.nameplate_kw, 1),
                          fixed(l.average_kw, 1), esc(l.source)});
        table.addRow({esc(Report::tr("IT load")), "", "", fixed(p.it_kw, 1), fixed(p.it_kw_average, 1), ""}, true);
        table.addRow({esc(Report::tr("Facility (× PUE)")), "", "", fixed(p.facility_kw, 1), fixed(p.facility_kw_average, 1), ""},
                     true);
        html += table.html();
        html += paragraph(
            esc(Report::tr("Energy %1 MWh per year · electricity %2 per year · %3 t CO₂ per year · %4 kW per compute rack")
                    .arg(fixed(p.energy_mwh_per_year, 0), usdM(p.energy_cost_usd_per_year), fixed(p.co2_tonnes_per_year, 0),
                         fixed(p.compute_rack_kw, 1))));
    }
    if (in.plan.cost) {
        const cp::CostResult& c = *in.plan.cost;
        html += "<h3>" + esc(Report::tr("Cost")) + "</h3>";
        const DisplayUnits& units = DisplayUnits::current();
        if (!units.moneyFormat().isUsd())
            html += paragraph(
                muted(esc(Report::tr("Amounts in %1 at %2 %1 per USD, an assumption set in Preferences; the plan is in USD.")
                              .arg(units.moneyCode(), QString::fromStdString(cp::formatNumber(units.rate(units.currency)))))));
        HtmlTable table({Report::tr("Cost item"), units.moneyCode(), Report::tr("Note")}, "lrl", {35, 25, 40});
        for (const cp::CostCategory& k : c.by_category)
            table.addRow({esc(Report::tr("Hardware: %1").arg(coreTermText(k.category))), usd(k.usd),
                          esc(Report::tr("%1% of hardware").arg(fixed(c.capex_usd > 0 ? 100 * k.usd / c.capex_usd : 0, 1)))});
        table.addRow(
            {esc(Report::tr("Hardware capex")), usd(c.capex_usd), esc(Report::tr("%1 per GPU").arg(usd(c.capex_per_gpu_usd)))},
            true);
        table.addRow({esc(Report::tr("Facility capex")), usd(c.facility_capex_usd), esc(Report::tr("building, power, cooling"))});
        table.addRow({esc(Report::tr("Amortisation per year")), usd(c.amortisation_usd_per_year), ""});
        table.addRow({esc(Report::tr("Energy per year")), usd(c.energy_usd_per_year), ""});
        table.addRow({esc(Report::tr("Colocation per year")), usd(c.colocation_usd_per_year), ""});
        table.addRow({esc(Report::tr("Support per year")), usd(c.support_usd_per_year), ""});
        table.addRow({esc(Report::tr("Software per year")), usd(c.software_usd_per_year), ""});
        table.addRow({esc(Report::tr("TCO per year")), usd(c.tco_usd_per_year),
                      esc(Report::tr("%1 per delivered GPU-hour").arg(units.money(c.usd_per_gpu_hour, 2)))},
                     true);
        html += table.html();
    }
    if (!in.plan.power && !in.plan.cost) html += notComputed();
    return html;
}

QString reliability(const ReportHtmlInput& in) {
    QString html = heading(Report::tr("5. Reliability"), false);
    if (!in.plan.reliability) return html + notComputed();
    const cp::ReliabilityResult& r = *in.plan.reliability;
    html +=
        paragraph(esc(Report::tr("A job on %1 GPUs (%2 nodes) fails every %3 h (%4 failures per day). Checkpointing every %5 min "
                                 "(optimum %6 min, training stopped %7 min each, restart %8 min) gives ETTR %9.")
                          .arg(count(r.job_gpus), count(r.job_nodes), fixed(r.job_mttf_hours, 2), fixed(r.failures_per_day, 1),
                               fixed(r.checkpoint_interval_minutes, 1), fixed(r.optimal_interval_minutes, 1),
                               fixed(r.checkpoint_stop_minutes, 2), fixed(r.restart_minutes, 1), fixed(r.ettr, 3))));
    if (in.mttf.width_px > 0) html += image(in.mttf);
    if (in.ettr.width_px > 0) html += image(in.ettr);
    HtmlTable table({Report::tr("Failure class"), Report::tr("Count"), Report::tr("MTTF per unit (h)"),
                     Report::tr("Failures per day"), Report::tr("Share"), Report::tr("Source")},
                    "lrrrrl", {24, 11, 13, 12, 8, 32});
    for (const cp::FailureLine& f : r.breakdown)
        table.addRow({esc(f.name) + (f.interrupts_job ? QString() : " " + muted(esc(Report::tr("(does not stop the job)")))),
                      fixed(f.count, 0), fixed(f.mttf_hours, 0), fixed(f.failures_per_day, 2), fixed(100 * f.share, 1) + "%",
                      esc(f.source)});
    html += table.html();
    html += paragraph(esc(Report::tr("Spares: %1 nodes held, %2 needed for %3% availability.")
                              .arg(count(r.spare_nodes), count(r.spares_needed), fixed(100 * r.availability_target, 2))));
    return html;
}

QString bom(const ReportHtmlInput& in) {
    QString html = heading(Report::tr("6. Bill of materials"), false);
    if (!in.plan.cost) return html + notComputed();
    const cp::CostResult& c = *in.plan.cost;
    const QString code = DisplayUnits::current().moneyCode();
    HtmlTable table({Report::tr("Category"), Report::tr("Item"), Report::tr("Part"), Report::tr("Qty"),
                     Report::tr("Unit price (%1)").arg(code), Report::tr("Extended (%1)").arg(code), Report::tr("Unit W"),
                     Report::tr("Price source")},
                    "lllrrrrl", {11, 20, 12, 7, 10, 14, 7, 19});
    for (const cp::BomLine& l : c.bom)
        table.addRow({esc(coreTermText(l.category)), esc(cp::withItemLength(l.item, DisplayUnits::current().lengthFormat())),
                      esc(l.part), count(l.quantity), usd(l.unit_price_usd),
                      usd(static_cast<double>(l.quantity) * l.unit_price_usd), fixed(l.unit_power_w, 0), esc(l.price_source)});
    table.addRow({esc(Report::tr("Total")), "", "", "", "", usd(c.capex_usd), "", ""}, true);
    return html + table.html();
}

QString assumptions(const ReportHtmlInput& in) {
    QString html = heading(Report::tr("7. Assumptions and sources"), false);
    html +=
        paragraph(muted(esc(Report::tr("Every catalog value and profile input the plan used. A source starting with "
                                       "\"assumption\" has no published value behind it."))));
    HtmlTable table({Report::tr("Kind"), Report::tr("Part"), Report::tr("Value of"), Report::tr("Value"), Report::tr("Source")},
                    "lllrl", {9, 19, 20, 14, 38});
    for (const cp::Assumption& a : cp::planAssumptions(in.profile, in.catalog, in.plan)) {
        QString value = std::holds_alternative<double>(a.value) ? number(std::get<double>(a.value))
                                                                : QString::fromStdString(std::get<std::string>(a.value));
        if (!a.unit.empty()) value += " " + QString::fromStdString(a.unit);
        table.addRow({esc(a.kind), esc(a.id), esc(a.field), esc(value), esc(a.source)});
    }
    return html + table.html();
}

}  // namespace

QString designReportHtml(const ReportHtmlInput& in) {
    QString html = "<html><body>";
    html += titlePage(in);
    html += summary(in);
    html += fabric(in);
    html += powerAndCost(in);
    html += reliability(in);
    html += bom(in);
    html += assumptions(in);
    return html + "</body></html>";
}

}  // namespace cpui
