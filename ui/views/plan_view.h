#pragma once
// A view that only reads a plan: the main window hands every such view the document's plan
// (PlanViews), and the PDF report hands them a plan of its own. Views that edit the document
// (the Design panel, the topology editor and inspector, Compare, Trade-offs) follow the
// Document themselves instead.

namespace cp {
struct Plan;
}

namespace cpui {

class PlanView {
public:
    virtual ~PlanView() = default;
    virtual void showPlan(const cp::Plan& plan) = 0;
    virtual void clearPlan() = 0;
};

}  // namespace cpui
