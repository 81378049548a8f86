#include "catalog/user_catalog.h"

#include "base/atomic_save.h"
#include "base/input_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <algorithm>

#include "catalog/catalog_loader.h"
#include "catalog/catalog_writer.h"
#include "common/input_error.h"
#include "base/document.h"

namespace cpui {

namespace {

// The section of a catalog holding parts of type T (const or not, like the catalog).
template <class C>
auto& section(C& c, const cp::Gpu*) {
    return c.gpus;
}
template <class C>
auto& section(C& c, const cp::NodeType*) {
    return c.nodes;
}
template <class C>
auto& section(C& c, const cp::Switch*) {
    return c.switches;
}
template <class C>
auto& section(C& c, const cp::Nic*) {
    return c.nics;
}
template <class C>
auto& section(C& c, const cp::Media*) {
    return c.media;
}

// Calls fn with a null pointer of the part type of `kind` (a tag for overloads).
template <class Fn>
decltype(auto) visitKind(PartKind kind, Fn&& fn) {
    switch (kind) {
    case PartKind::Gpu:
        return fn(static_cast<const cp::Gpu*>(nullptr));
    case PartKind::Node:
        return fn(static_cast<const cp::NodeType*>(nullptr));
    case PartKind::Switch:
        return fn(static_cast<const cp::Switch*>(nullptr));
    case PartKind::Nic:
        return fn(static_cast<const cp::Nic*>(nullptr));
    case PartKind::Media:
    case PartKind::Storage:  // not edited here (part_kind.h): never passed
    case PartKind::None:
        break;
    }
    return fn(static_cast<const cp::Media*>(nullptr));
}

template <class T>
const T* findIn(const std::vector<T>& items, const std::string& id) {
    auto it = std::find_if(items.begin(), items.end(), [&](const T& t) { return t.id == id; });
    return it == items.end() ? nullptr : &*it;
}

}  // namespace

QString partKindName(PartKind kind) {
    switch (kind) {
    case PartKind::Gpu:
        return UserCatalog::tr("GPU");
    case PartKind::Node:
        return UserCatalog::tr("node type");
    case PartKind::Switch:
        return UserCatalog::tr("switch");
    case PartKind::Nic:
        return UserCatalog::tr("NIC");
    case PartKind::Media:
    case PartKind::Storage:  // not edited here (part_kind.h): never passed
    case PartKind::None:
        break;
    }
    return UserCatalog::tr("medium");
}

QString partKindPluralName(PartKind kind) {
    switch (kind) {
    case PartKind::Gpu:
        return UserCatalog::tr("GPUs");
    case PartKind::Node:
        return UserCatalog::tr("Nodes");
    case PartKind::Switch:
        return UserCatalog::tr("Switches");
    case PartKind::Nic:
        return UserCatalog::tr("NICs");
    case PartKind::Media:
    case PartKind::Storage:  // not edited here (part_kind.h): never passed
    case PartKind::None:
        break;
    }
    return UserCatalog::tr("Media");
}

const char* partSectionKey(PartKind kind) {
    switch (kind) {
    case PartKind::Gpu:
        return "gpus";
    case PartKind::Node:
        return "nodes";
    case PartKind::Switch:
        return "switches";
    case PartKind::Nic:
        return "nics";
    case PartKind::Media:
    case PartKind::Storage:  // not edited here (part_kind.h): never passed
    case PartKind::None:
        break;
    }
    return "media";
}

PartKind partKind(const Part& part) { return static_cast<PartKind>(part.index()); }
std::string partId(const Part& part) {
    return std::visit([](const auto& p) { return p.id; }, part);
}
void setPartId(Part& part, const std::string& id) {
    std::visit([&](auto& p) { p.id = id; }, part);
}

UserCatalog::UserCatalog(QString dataDir, QString path) : dataDir_(std::move(dataDir)), path_(std::move(path)) {}

QString UserCatalog::defaultPath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + "/user-catalog.json";
}

bool UserCatalog::load(QString* error) {
    cp::Diagnostics warnings;
    shipped_ = cp::loadCatalogFiles(cp::catalogFileList(dataDir_.toStdString(), {}), warnings);
    entries_ = {};
    merged_ = shipped_;
    warnings_ = warnings;
    if (!QFileInfo::exists(path_)) return true;
    QString problem;
    const std::optional<QByteArray> bytes = readInputFile(path_, &problem);
    if (!bytes) {
        if (error) *error = tr("Cannot read the user catalog %1: %2").arg(path_, problem);
        return false;
    }
    const std::string text = bytes->toStdString();
    try {
        cp::Diagnostics userWarnings;
        cp::Catalog merged = cp::overlayCatalogText(shipped_, text, path_.toStdString(), userWarnings);
        cp::Catalog entries;
        cp::Diagnostics ignored;
        cp::mergeCatalogText(text, path_.toStdString(), entries, ignored);
        merged_ = std::move(merged);
        entries_ = std::move(entries);
        warnings_.insert(warnings_.end(), userWarnings.begin(), userWarnings.end());
    } catch (const cp::InputError& e) {
        if (error) *error = tr("The user catalog was not loaded: %1").arg(QString::fromStdString(e.what()));
        return false;
    }
    return true;
}

int UserCatalog::entryCount() const {
    const auto interconnect = cp::perf::interconnectValues(entries_.performance);
    const auto given =
        std::count_if(interconnect.begin(), interconnect.end(), [](const auto& v) { return !v.value->source.empty(); });
    return static_cast<int>(entries_.gpus.size() + entries_.nodes.size() + entries_.switches.size() + entries_.nics.size() +
                            entries_.media.size() + entries_.performance.gpus.size() + entries_.performance.hosts.size()) +
           static_cast<int>(given);
}

EntryOrigin UserCatalog::originOf(PartKind kind, const std::string& id) const {
    return visitKind(kind, [&](auto tag) {
        const auto* entry = findIn(section(merged_, tag), id);
        if (!entry || entry->origin.file != path_.toStdString()) return EntryOrigin::Shipped;
        return findIn(section(shipped_, tag), id) ? EntryOrigin::UserOverride : EntryOrigin::User;
    });
}

std::optional<Part> UserCatalog::find(PartKind kind, const std::string& id) const {
    return visitKind(kind, [&](auto tag) -> std::optional<Part> {
        if (const auto* entry = findIn(section(merged_, tag), id)) return Part(*entry);
        return std::nullopt;
    });
}

cp::Catalog UserCatalog::withPart(const Part& part, const std::string& replacedId) const {
    cp::Catalog result = entries_;
    std::visit(
        [&](const auto& p) {
            auto& items = section(result, &p);
            const std::string& target = replacedId.empty() ? p.id : replacedId;
            auto it = std::find_if(items.begin(), items.end(), [&](const auto& t) { return t.id == target; });
            if (it != items.end())
                *it = p;
            else
                items.push_back(p);
        },
        part);
    return result;
}

cp::Catalog UserCatalog::withoutPart(PartKind kind, const std::string& id) const {
    cp::Catalog result = entries_;
    visitKind(kind, [&](auto tag) {
        auto& items = section(result, tag);
        items.erase(std::remove_if(items.begin(), items.end(), [&](const auto& t) { return t.id == id; }), items.end());
    });
    return result;
}

std::optional<cp::Catalog> UserCatalog::validate(const cp::Catalog& newEntries, QString* error, std::string* errorPath) const {
    try {
        cp::Diagnostics warnings;
        return cp::overlayCatalogText(shipped_, cp::catalogFileText(newEntries), path_.toStdString(), warnings);
    } catch (const cp::InputError& e) {
        if (error) *error = QString::fromStdString(e.what());
        if (errorPath) *errorPath = e.jsonPath();
        return std::nullopt;
    }
}

bool UserCatalog::write(const cp::Catalog& newEntries, QString* error) const {
    const QByteArray bytes = QByteArray::fromStdString(cp::catalogFileText(newEntries));
    QDir().mkpath(QFileInfo(path_).absolutePath());
    return saveBytesAtomically(path_, bytes, error);
}

bool UserCatalog::apply(const cp::Catalog& newEntries, Document* document, QString* error, std::string* errorPath) {
    std::optional<cp::Catalog> merged = validate(newEntries, error, errorPath);
    if (!merged) return false;
    // Adopt first, so views refreshing on the document's catalogChanged see the new entries;
    // every failure below puts the old state back.
    cp::Catalog oldEntries = std::move(entries_), oldMerged = merged_;
    cp::Diagnostics ignored;
    entries_ = {};
    cp::mergeCatalogText(cp::catalogFileText(newEntries), path_.toStdString(), entries_, ignored);  // origins as in the file
    merged_ = std::move(*merged);
    const auto restore = [&] {
        entries_ = std::move(oldEntries);
        merged_ = std::move(oldMerged);
    };
    const cp::Catalog previous = document ? document->catalog() : cp::Catalog{};
    if (document && !document->setCatalog(merged_, error)) {
        restore();
        return false;
    }
    if (!write(newEntries, error)) {
        restore();
        if (document) document->setCatalog(previous, nullptr);  // it held this catalog a moment ago
        return false;
    }
    return true;
}

}  // namespace cpui
