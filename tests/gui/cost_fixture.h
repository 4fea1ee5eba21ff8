#pragma once
// The Costs page on its own, over the example plan (tests of the cost view and of how its charts paint).

#include "gui_fixture.h"

#include "models/plan/plan_io.h"
#include "ui/costs/cost_view.h"
#include "ui/document/analysis.h"
#include "ui/document/document.h"

#include <catch2/catch.hpp>

#include <QAbstractSeries>
#include <QChart>
#include <QTabWidget>
#include <QTest>

#include <memory>

namespace planner::testing {

// The chart's series named `name` (objectName), as T; null when it has none or it is of another kind.
template <typename T> T* series(QChart* chart, const QString& name)
{
    for (QAbstractSeries* s : chart->series())
        if (s->objectName() == name)
            return qobject_cast<T*>(s);
    return nullptr;
}

// What a chart's money axis divides amounts by (1, 1e4, 1e6…).
inline double divisor(QChart* chart)
{
    return chart->property("moneyDivisor").toDouble();
}

} // namespace planner::testing

// A document on the example plan, its analysis and the view, shown offscreen at a projector-like size.
struct CostFixture {
    planner::ui::Document document {planner::testing::shippedCatalog()};
    planner::ui::Analysis analysis {&document};
    std::unique_ptr<planner::ui::CostView> view;

    explicit CostFixture(const QString& plan = planner::testing::WindowFixture::example())
    {
        auto loaded = planner::loadPlan(plan.toStdString(), &planner::testing::shippedCatalog());
        REQUIRE(loaded.plan);
        document.reset(*loaded.plan, plan);
        view = std::make_unique<planner::ui::CostView>(&document, &analysis);
        view->resize(1280, 860);
        view->show();
        REQUIRE(QTest::qWaitForWindowExposed(view.get(), planner::testing::kEventWaitMs));
    }
    QChart* show(planner::ui::CostView::Tab tab)
    {
        view->tabs()->setCurrentIndex(tab);
        return view->chart(tab);
    }
    void save(planner::ui::CostView::Tab tab, const QString& name)
    {
        show(tab);
        planner::testing::saveShot(view.get(), QStringLiteral("cost_") + name);
    }
};
