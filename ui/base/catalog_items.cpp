#include "base/catalog_items.h"

#include <QCoreApplication>

#include "common/format.h"

namespace cpui {

namespace {
QString q(const std::string& s) { return QString::fromStdString(s); }
struct CatalogItems {
    Q_DECLARE_TR_FUNCTIONS(cpui::CatalogItems)
};  // lupdate reads the context from this class (a tr() helper would hide it)
}  // namespace

ItemList nodeItems(const cp::Catalog& catalog) {
    ItemList items;
    for (const cp::NodeType& n : catalog.nodes)
        items.emplace_back(CatalogItems::tr("%1 — %2 × %3, %4 kW")
                               .arg(q(n.id))
                               .arg(n.gpus_per_node.value)
                               .arg(q(n.gpu_id))
                               .arg(n.power_max_w.value / 1000.0, 0, 'f', 1),
                           q(n.id));
    return items;
}

ItemList switchItems(const cp::Catalog& catalog) {
    ItemList items;
    for (const cp::Switch& s : catalog.switches)
        items.emplace_back(
            CatalogItems::tr("%1 — %2, %3 W").arg(q(s.id), q(s.speedsText()), q(cp::formatFixed(s.power_typical_w.value, 0))),
            q(s.id));
    return items;
}

ItemList nicItems(const cp::Catalog& catalog) {
    ItemList items;
    for (const cp::Nic& n : catalog.nics)
        items.emplace_back(
            CatalogItems::tr("%1 — %2 × %3G").arg(q(n.id)).arg(n.ports.value).arg(q(cp::formatNumber(n.port_speed_gbps.value))),
            q(n.id));
    return items;
}

ItemList storageItems(const cp::Catalog& catalog) {
    ItemList items;
    for (const cp::StorageServer& s : catalog.storage_servers)
        items.emplace_back(
            CatalogItems::tr("%1 — writes %2 GB/s").arg(q(s.id), q(cp::formatSignificant(s.write_gbyte_per_s.value, 12))),
            q(s.id));
    return items;
}

}  // namespace cpui
