// Fuzz target: catalog text → merged over the shipped catalog as a user catalog (--catalog FILE)
// and loaded on its own. Seeds: data/catalog; regressions in tests/fuzz/regression/catalog.

#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz_support.h"
#include "io/catalog_output.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    cpfuzz::expectOnlyInputErrors([&] {
        cp::Diagnostics warnings;
        const cp::Catalog merged = cp::overlayCatalogText(cpfuzz::shippedCatalog(), text, "user.json", warnings);
        (void)cp::catalogJsonText(merged);
    });
    cpfuzz::expectOnlyInputErrors([&] {
        cp::Diagnostics warnings;
        cp::Catalog alone;
        cp::mergeCatalogText(text, "alone.json", alone, warnings);
        cp::linkCatalog(alone);
    });
    return 0;
}
