#include "catalog/catalog_field_text.h"

#include <QCoreApplication>

#include <algorithm>
#include <iterator>

namespace cpui {

namespace {

const char* const kCatalogFieldWords[] = {
    QT_TRANSLATE_NOOP("CatalogField", "HBM"),
    QT_TRANSLATE_NOOP("CatalogField", "GB"),
    QT_TRANSLATE_NOOP("CatalogField", "USD"),
    QT_TRANSLATE_NOOP("CatalogField", "HBM capacity in binary gigabytes, as the datasheet gives it (80 GB = 80 GiB)"),
    QT_TRANSLATE_NOOP("CatalogField", "TDP"),
    QT_TRANSLATE_NOOP("CatalogField", "W"),
    QT_TRANSLATE_NOOP("CatalogField", "the GPU's rated board power"),
    QT_TRANSLATE_NOOP("CatalogField", "Scale-up bandwidth"),
    QT_TRANSLATE_NOOP("CatalogField", "GB/s"),
    QT_TRANSLATE_NOOP("CatalogField", "NVLink or equivalent per GPU, both directions together, as datasheets give it"),
    QT_TRANSLATE_NOOP("CatalogField", "HBM bandwidth"),
    QT_TRANSLATE_NOOP("CatalogField", "memory bandwidth; the step-time model needs it"),
    QT_TRANSLATE_NOOP("CatalogField", "Peak dense FP4"),
    QT_TRANSLATE_NOOP("CatalogField", "TFLOPS"),
    QT_TRANSLATE_NOOP("CatalogField", "dense FP4 peak, where published"),
    QT_TRANSLATE_NOOP("CatalogField", "Peak FP64"),
    QT_TRANSLATE_NOOP("CatalogField", "FP64 vector peak, where published"),
    QT_TRANSLATE_NOOP("CatalogField", "Peak FP64 tensor"),
    QT_TRANSLATE_NOOP("CatalogField", "FP64 tensor (matrix) peak, where published"),
    QT_TRANSLATE_NOOP("CatalogField", "GPUs per node"),
    QT_TRANSLATE_NOOP("CatalogField", "Average power"),
    QT_TRANSLATE_NOOP("CatalogField", "the node's average draw in training, GPUs and NICs included"),
    QT_TRANSLATE_NOOP("CatalogField", "Maximum power"),
    QT_TRANSLATE_NOOP("CatalogField", "the node's nameplate, GPUs and NICs included"),
    QT_TRANSLATE_NOOP("CatalogField", "Height"),
    QT_TRANSLATE_NOOP("CatalogField", "U"),
    QT_TRANSLATE_NOOP("CatalogField", "Ports"),
    QT_TRANSLATE_NOOP("CatalogField", "Port speed"),
    QT_TRANSLATE_NOOP("CatalogField", "Gb/s"),
    QT_TRANSLATE_NOOP("CatalogField", "Power"),
    QT_TRANSLATE_NOOP("CatalogField", "MTTF"),
    QT_TRANSLATE_NOOP("CatalogField", "h"),
    QT_TRANSLATE_NOOP("CatalogField", "replaces the nic failure class for this card"),
    QT_TRANSLATE_NOOP("CatalogField", "Integrated optics"),
    QT_TRANSLATE_NOOP(
        "CatalogField",
        "1: the module carries its ports' optical engines, so its failure class stands for the host end of their links"),
    QT_TRANSLATE_NOOP("CatalogField", "Typical power"),
    QT_TRANSLATE_NOOP("CatalogField", "without optics"),
    QT_TRANSLATE_NOOP("CatalogField", "Line card slots"),
    QT_TRANSLATE_NOOP("CatalogField",
                      "a chassis's (required there, refused on a fixed switch): its ports divide evenly over them"),
    QT_TRANSLATE_NOOP("CatalogField", "Cages"),
    QT_TRANSLATE_NOOP("CatalogField", "physical cages, where fewer than ports (twin-port OSFP)"),
    QT_TRANSLATE_NOOP("CatalogField", "Reach"),
    QT_TRANSLATE_NOOP("CatalogField", "m"),
    QT_TRANSLATE_NOOP("CatalogField", "the longest link it carries"),
    QT_TRANSLATE_NOOP("CatalogField", "Power per end"),
    QT_TRANSLATE_NOOP("CatalogField", "each end's draw; 0 for passive copper"),
    QT_TRANSLATE_NOOP("CatalogField", "Relative price"),
    QT_TRANSLATE_NOOP("CatalogField", "×"),
    QT_TRANSLATE_NOOP("CatalogField", "link price relative to multimode at the same speed"),
    QT_TRANSLATE_NOOP("CatalogField", "MTTF per unit"),
    QT_TRANSLATE_NOOP("CatalogField", "the default source's mean time to failure of one unit"),
    QT_TRANSLATE_NOOP("CatalogField", "Rated write"),
    QT_TRANSLATE_NOOP("CatalogField", "the server's own rated write (SSDs, replication, file system), not its NICs' line rate"),
    QT_TRANSLATE_NOOP("CatalogField", "Price"),
    QT_TRANSLATE_NOOP("CatalogField", "the GPU alone; a node's price holds its GPUs"),
    QT_TRANSLATE_NOOP("CatalogField", "the whole node: GPUs, NICs, CPUs, memory, chassis"),
    QT_TRANSLATE_NOOP("CatalogField", "the card alone; a node's price holds its NICs"),
    QT_TRANSLATE_NOOP("CatalogField", "Price per end"),
    QT_TRANSLATE_NOOP("CatalogField", "each transceiver (0 for a cable assembly)"),
    QT_TRANSLATE_NOOP("CatalogField", "Price per cable"),
    QT_TRANSLATE_NOOP("CatalogField", "the cable, fiber or assembly"),
};

template <class Part>
void addWords(std::vector<std::string>& words) {
    const auto add = [&](std::string_view w) {
        if (!w.empty() && std::find(words.begin(), words.end(), w) == words.end()) words.emplace_back(w);
    };
    for (const cp::SourcedField<Part>& f : cp::sourcedFields<Part>()) {
        add(f.label);
        add(f.unit);
        add(f.help);
    }
}

}  // namespace

QString catalogFieldWord(std::string_view english) {
    return QCoreApplication::translate("CatalogField", std::string(english).c_str());
}

QString catalogFieldSuffix(const cp::SourcedFieldSpec& spec) {
    return spec.unit.empty() ? QString() : " " + catalogFieldWord(spec.unit);
}

std::vector<std::string> declaredCatalogFieldWords() {
    std::vector<std::string> words;
    addWords<cp::Gpu>(words);
    addWords<cp::NodeType>(words);
    addWords<cp::Nic>(words);
    addWords<cp::Switch>(words);
    addWords<cp::Media>(words);
    addWords<cp::FailureClass>(words);
    addWords<cp::StorageServer>(words);
    return words;
}

std::vector<std::string> listedCatalogFieldWords() { return {std::begin(kCatalogFieldWords), std::end(kCatalogFieldWords)}; }

}  // namespace cpui
