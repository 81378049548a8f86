#pragma once
// Catalog parts as combo-box items: the id with its key specs, stored by id.

#include "catalog/catalog.h"
#include "editor/editor_form.h"

namespace cpui {

FormBuilder::ItemList nodeItems(const cp::Catalog& catalog);
FormBuilder::ItemList switchItems(const cp::Catalog& catalog);
FormBuilder::ItemList nicItems(const cp::Catalog& catalog);

}  // namespace cpui
