#pragma once
// The optimize specification as a form: the question, the base design (the specification's profile
// file or the design open in the window), the decision space (dimensions of labelled options, each
// a set of profile path → JSON value changes), the GPU range, the objective, the limits, the Pareto
// pair and the alternatives kept. OK reads the form back through core's specification reader
// (cp::parseOptimizeSpec), so a mistake is refused with the reader's JSON path and the dialog stays
// open with every edit; Save As writes the same document (docs/optimize.md).

#include <QDialog>
#include <QString>

#include "explore/optimize_spec.h"
#include "profile/profile.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableWidget;
class QTreeWidget;

namespace cpui {

class OptimizeSpecDialog : public QDialog {
    Q_OBJECT

public:
    OptimizeSpecDialog(const cp::OptimizeSpec& spec, const cp::Profile& openDesign, QString profilesDir,
                       const cp::Catalog& catalog, QWidget* parent = nullptr);

    // The form as a specification document; false with *error naming the field when a cell is not
    // what it must be (a change that is not JSON, a limit that is not a number).
    bool document(cp::Json* out, QString* error) const;
    // Reads the form through core; on success spec() is the edited specification.
    bool apply(QString* error);
    const cp::OptimizeSpec& spec() const { return spec_; }

    // The parts tests drive.
    QTreeWidget* dimensions() const { return dimensions_; }
    QTableWidget* limits() const { return limits_; }
    QComboBox* objective() const { return objective_; }
    QComboBox* goal() const { return goal_; }
    QComboBox* thenBy() const { return then_; }
    QComboBox* rank() const { return rank_; }
    QComboBox* base() const { return base_; }
    QSpinBox* gpusMin() const { return gpusMin_; }
    QSpinBox* gpusMax() const { return gpusMax_; }
    QSpinBox* gpusStep() const { return gpusStep_; }
    QLabel* errorLabel() const { return error_; }
    void addLimit(const cp::OptimizeConstraint& limit);
    void addDimension(const QString& name);
    void addOption(const QString& label, const QString& changesJson);

    void accept() override;

private:
    QWidget* goalPanel();
    QWidget* spacePanel();
    void fill(const cp::OptimizeSpec& spec);
    void saveAs();
    void showMessage(const QString& text, bool isError);
    QComboBox* metricChooser(bool withNone) const;

    cp::OptimizeSpec spec_;
    cp::Profile openDesign_;
    QString profilesDir_;
    const cp::Catalog& catalog_;
    QLineEdit* name_;
    QLineEdit* question_;
    QComboBox* base_;
    QLineEdit* baseSet_;
    QTreeWidget* dimensions_;
    QSpinBox* gpusMin_;
    QSpinBox* gpusMax_;
    QSpinBox* gpusStep_;
    QComboBox* objective_;
    QComboBox* goal_;  // the metric's usual direction, minimise or maximise ("goal")
    QComboBox* then_;  // the first tie-breaking metric ("then"; the file's others are kept)
    QComboBox* rank_;  // each family's best or any designs ("rank")
    QTableWidget* limits_;
    QComboBox* paretoX_;
    QComboBox* paretoY_;
    QSpinBox* top_;
    QLabel* error_;
};

}  // namespace cpui
