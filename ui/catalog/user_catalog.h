#pragma once
// The user's own catalog: parts added or overridden in the GUI, kept in one file
// (QStandardPaths::AppDataLocation/user-catalog.json) in the catalog file format
// and read on top of the shipped catalog exactly like `clusterplanner-cli --catalog FILE`.
// Every change is validated by the core loader before anything is written or adopted.

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <string>
#include <variant>

#include "catalog/catalog.h"
#include "catalog/part_kind.h"
#include "common/diagnostic.h"

namespace cpui {

class Document;

using cp::PartKind;
// The kinds the browser and the part editor handle, in tab order (the variant below, likewise).
inline constexpr PartKind kPartKinds[] = {PartKind::Gpu, PartKind::Node, PartKind::Switch, PartKind::Nic, PartKind::Media};
using Part = std::variant<cp::Gpu, cp::NodeType, cp::Switch, cp::Nic, cp::Media>;

QString partKindName(PartKind kind);        // "GPU", "node type", ... (translated)
QString partKindPluralName(PartKind kind);  // "GPUs", "Nodes", ... (tab titles)
const char* partSectionKey(PartKind kind);  // "gpus", "nodes", ... (the JSON section)
PartKind partKind(const Part& part);
std::string partId(const Part& part);
void setPartId(Part& part, const std::string& id);

// Where the catalog's entry with an id comes from.
enum class EntryOrigin { Shipped, User, UserOverride };

class UserCatalog {
    Q_DECLARE_TR_FUNCTIONS(cpui::UserCatalog)

public:
    // `dataDir` holds the shipped catalog/ folder (cp::findDataDir).
    explicit UserCatalog(QString dataDir, QString path = defaultPath());
    static QString defaultPath();  // AppDataLocation + "/user-catalog.json"

    // Reads the shipped catalog (cp::InputError if that fails: the install is broken), then
    // the user file if it exists. A user file that does not load is ignored: false, *error
    // names the file and JSON path, and merged() is the shipped catalog.
    bool load(QString* error);

    QString path() const { return path_; }
    const cp::Catalog& shipped() const { return shipped_; }
    const cp::Catalog& entries() const { return entries_; }  // the user file's entries only
    const cp::Catalog& merged() const { return merged_; }    // shipped + user, as the loader merged them
    const cp::Diagnostics& warnings() const { return warnings_; }
    int entryCount() const;  // parts, performance GPU and host entries, and interconnect values of the user file

    EntryOrigin originOf(PartKind kind, const std::string& id) const;
    std::optional<Part> find(PartKind kind, const std::string& id) const;  // in merged()

    // New user entries with `part` added, replacing the entry of that kind with `replacedId`
    // (or with the part's own id) when there is one.
    cp::Catalog withPart(const Part& part, const std::string& replacedId = {}) const;
    cp::Catalog withoutPart(PartKind kind, const std::string& id) const;

    // Runs the loader on `newEntries` as the user file: the merged catalog, or nullopt with
    // *error (file and JSON path, as the CLI prints it) and *errorPath (the JSON path alone).
    std::optional<cp::Catalog> validate(const cp::Catalog& newEntries, QString* error, std::string* errorPath = nullptr) const;

    // Validates `newEntries`, gives the merged catalog to the document (which refuses it if the
    // open profile breaks), then writes the file atomically (QSaveFile). All-or-nothing: on any
    // failure the file, this object and the document are as before, and *error says why.
    bool apply(const cp::Catalog& newEntries, Document* document, QString* error, std::string* errorPath = nullptr);

private:
    bool write(const cp::Catalog& newEntries, QString* error) const;

    QString dataDir_, path_;
    cp::Catalog shipped_, entries_, merged_;
    cp::Diagnostics warnings_;
};

}  // namespace cpui
