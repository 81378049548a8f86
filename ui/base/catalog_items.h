#pragma once
// Catalog parts as combo-box items: the id with its key specs, stored by id.

#include <QString>

#include <utility>
#include <vector>

#include "catalog/catalog.h"

namespace cpui {

// (shown text, stored value) of a combo box.
using ItemList = std::vector<std::pair<QString, QString>>;

ItemList nodeItems(const cp::Catalog& catalog);
ItemList switchItems(const cp::Catalog& catalog);
ItemList nicItems(const cp::Catalog& catalog);
ItemList storageItems(const cp::Catalog& catalog);

}  // namespace cpui
