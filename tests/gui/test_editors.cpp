#include "gui_fixture.h"

#include "models/plan/plan_io.h"
#include "ui/common/glossary.h"
#include "ui/document/analysis.h"
#include "ui/document/document.h"
#include "ui/editors/measured_run_dialog.h"
#include "ui/editors/site_finance_panel.h"
#include "ui/editors/workload_panel.h"

#include <catch2/catch.hpp>

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>

#include <algorithm>

using planner::testing::WindowFixture;
using namespace planner;
using namespace planner::ui;

namespace {

struct EditorFixture {
    Document document {testing::shippedCatalog()};
    Analysis analysis {&document};
    WorkloadPanel workload {&document, &analysis};
    SiteFinancePanel siteFinance {&document};

    EditorFixture()
    {
        auto loaded = loadPlan(WindowFixture::example().toStdString(), &testing::shippedCatalog());
        REQUIRE(loaded.ok());
        document.reset(*loaded.plan, WindowFixture::example());
    }
    const Scenario& scenario(int i = 0) const { return document.plan().scenarios.at(static_cast<std::size_t>(i)); }
};

// A user picking an item: the binder follows activated(), which setCurrentIndex() does not emit.
void choose(QComboBox* box, const QString& data)
{
    const int index = box->findData(data);
    REQUIRE(index >= 0);
    box->setCurrentIndex(index);
    Q_EMIT box->activated(index);
}

QList<QWidget*> inputs(QWidget* panel)
{
    QList<QWidget*> found;
    for (QWidget* w : panel->findChildren<QWidget*>())
        if (qobject_cast<QAbstractSpinBox*>(w) || qobject_cast<QComboBox*>(w) || qobject_cast<QSlider*>(w)
            || qobject_cast<QAbstractButton*>(w))
            found << w;
    return found;
}

} // namespace

TEST_CASE("Workload spin boxes and combos edit the scenario, one undo step each", "[editors]")
{
    EditorFixture f;
    REQUIRE(f.workload.zeroStageSpin()->value() == 3);

    f.workload.zeroStageSpin()->setValue(1);
    CHECK(f.scenario().workload.zeroStage == 1);
    REQUIRE(f.document.undoStack()->count() == 1);
    CHECK(f.document.undoStack()->text(0) == QStringLiteral("Edit ZeRO stage"));

    choose(f.workload.modelCombo(), QStringLiteral("qwen2.5-72b"));
    CHECK(f.scenario().workload.modelId == "qwen2.5-72b");
    CHECK(f.document.undoStack()->count() == 2);
    CHECK(f.workload.modelCombo()->currentText() == QStringLiteral("Qwen2.5 72B (72.7B)"));

    f.document.undoStack()->undo();
    f.document.undoStack()->undo();
    CHECK(f.scenario().workload.modelId == "llama3-70b");
    CHECK(f.workload.modelCombo()->currentData().toString() == QStringLiteral("llama3-70b"));
    CHECK(f.scenario().workload.zeroStage == 3);
    CHECK(f.workload.zeroStageSpin()->value() == 3);
}

TEST_CASE("Dragging the utilisation slider is one undo step and undo restores it", "[editors]")
{
    EditorFixture f;
    QSlider* slider = f.siteFinance.utilisationSlider();
    REQUIRE(slider->value() == 70);
    for (int v : {65, 60, 55, 50, 45})
        slider->setValue(v);
    CHECK(f.scenario().finance.utilisationPct == 45.0);
    CHECK(f.document.undoStack()->count() == 1);
    CHECK(f.siteFinance.utilisationLabel()->text() == QStringLiteral("45 %"));

    f.document.undoStack()->undo();
    CHECK(f.scenario().finance.utilisationPct == 70.0);
    CHECK(slider->value() == 70);
    CHECK(f.siteFinance.utilisationLabel()->text() == QStringLiteral("70 %"));
}

TEST_CASE("Site and finance combos and spin boxes edit the scenario", "[editors]")
{
    EditorFixture f;
    choose(f.siteFinance.regionCombo(), QStringLiteral("cn-inner-mongolia"));
    CHECK(f.scenario().site.regionId == "cn-inner-mongolia");
    choose(f.siteFinance.currencyCombo(), QStringLiteral("USD"));
    CHECK(f.scenario().finance.displayCurrency == "USD");
    f.siteFinance.horizonSpin()->setValue(48);
    CHECK(f.scenario().finance.horizonMonths == 48);
    CHECK(f.document.undoStack()->count() == 3);

    // PUE override: 0 (site default) or 1–3; stepping skips the invalid gap.
    QDoubleSpinBox* pue = f.siteFinance.pueSpin();
    REQUIRE(pue->value() == 0.0);
    CHECK(pue->text() == QStringLiteral("site default"));
    pue->stepUp();
    CHECK(f.scenario().site.pueOverride == 1.0);
    pue->stepDown();
    CHECK(f.scenario().site.pueOverride == 0.0);

    while (f.document.undoStack()->canUndo())
        f.document.undoStack()->undo();
    CHECK(f.siteFinance.regionCombo()->currentData().toString() == QStringLiteral("cn-shenzhen"));
    CHECK(f.siteFinance.currencyCombo()->currentData().toString() == QStringLiteral("CNY"));
    CHECK(f.siteFinance.horizonSpin()->value() == 36);
}

TEST_CASE("Switching the current scenario refreshes the editors", "[editors]")
{
    EditorFixture f;
    CHECK(f.workload.kindCombo()->currentData().toString() == QStringLiteral("full_finetune"));
    f.document.setCurrentScenario(1);
    CHECK(f.workload.kindCombo()->currentData().toString() == QStringLiteral("qlora"));
    CHECK(f.workload.loraRankSpin()->value() == 16);
    CHECK(f.siteFinance.utilisationSlider()->value() == 60);
    CHECK(f.siteFinance.utilisationLabel()->text() == QStringLiteral("60 %"));
    f.document.setCurrentScenario(2);
    CHECK(f.workload.loraRankSpin()->value() == 32);
    CHECK(f.siteFinance.regionCombo()->currentData().toString() == QStringLiteral("cn-inner-mongolia"));
}

TEST_CASE("Only the fields that matter for the workload kind are shown", "[editors]")
{
    EditorFixture f;
    WorkloadPanel& p = f.workload;
    CHECK(p.zeroStageSpin()->isVisibleTo(&p));
    CHECK_FALSE(p.loraRankSpin()->isVisibleTo(&p));
    CHECK_FALSE(p.contextLengthSpin()->isVisibleTo(&p));
    CHECK_FALSE(p.customGpuHoursSpin()->isVisibleTo(&p));

    choose(p.kindCombo(), QStringLiteral("lora"));
    CHECK(p.loraRankSpin()->isVisibleTo(&p));

    choose(p.kindCombo(), QStringLiteral("inference"));
    CHECK(p.contextLengthSpin()->isVisibleTo(&p));
    CHECK_FALSE(p.loraRankSpin()->isVisibleTo(&p));
    CHECK_FALSE(p.zeroStageSpin()->isVisibleTo(&p));

    choose(p.kindCombo(), QStringLiteral("custom"));
    CHECK(p.customGpuHoursSpin()->isVisibleTo(&p));
    CHECK_FALSE(p.modelCombo()->isVisibleTo(&p));
    CHECK_FALSE(p.contextLengthSpin()->isVisibleTo(&p));

    // Consecutive picks in one combo merge like a drag; undo brings the fine-tune fields back.
    CHECK(f.document.undoStack()->count() == 1);
    f.document.undoStack()->undo();
    CHECK(f.scenario().workload.kind == WorkloadKind::FullFineTune);
    CHECK(p.zeroStageSpin()->isVisibleTo(&p));
    CHECK(p.modelCombo()->isVisibleTo(&p));
    CHECK_FALSE(p.loraRankSpin()->isVisibleTo(&p));
    CHECK_FALSE(p.customGpuHoursSpin()->isVisibleTo(&p));

    // Ramp fields follow the utilisation profile.
    CHECK_FALSE(f.siteFinance.rampStartSpin()->isVisibleTo(&f.siteFinance));
    choose(f.siteFinance.profileCombo(), QStringLiteral("ramp"));
    CHECK(f.scenario().finance.profile == UtilisationProfile::Ramp);
    CHECK(f.siteFinance.rampStartSpin()->isVisibleTo(&f.siteFinance));
}

TEST_CASE("Every editor input teaches: a tooltip and an accessible name", "[editors]")
{
    EditorFixture f;
    int checked = 0;
    for (QWidget* panel : {static_cast<QWidget*>(&f.workload), static_cast<QWidget*>(&f.siteFinance)})
        for (QWidget* w : inputs(panel)) {
            INFO(w->metaObject()->className() << " " << w->accessibleName().toStdString());
            CHECK_FALSE(w->toolTip().isEmpty());
            CHECK_FALSE(w->accessibleName().isEmpty());
            CHECK(w->toolTip().size() > 40); // a sentence that explains, not a repeat of the label
            if (!qobject_cast<QAbstractButton*>(w)) {
                const auto labels = panel->findChildren<QLabel*>();
                CHECK(std::any_of(labels.begin(), labels.end(), [w](const QLabel* l) {
                    return l->buddy() == w && l->text() == w->accessibleName();
                }));
            }
            ++checked;
        }
    CHECK(checked >= 40);
}

TEST_CASE("The workload read-out shows memory per GPU and time to train", "[editors]")
{
    EditorFixture f;
    CHECK(f.workload.readoutText().contains(QStringLiteral("Memory per GPU")));
    CHECK(f.workload.readoutText().contains(QStringLiteral("Time to train")));
    // Its tooltip says how: every memory part, the work in FLOPs, the utilisation and the scaling.
    const QString how = f.workload.readoutExplanation();
    for (const char* part :
         {"Weights", "Activations", "Work: (6·N + 12·L·h·s) × D", "Utilisation of peak", "Scaling across nodes"}) {
        INFO(part);
        CHECK(how.contains(QString::fromUtf8(part)));
    }
}

TEST_CASE("Region names follow the UI language", "[editors]")
{
    EditorFixture f;
    CHECK(f.siteFinance.regionCombo()->currentText() == QStringLiteral("Shenzhen"));
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    QEvent change(QEvent::LanguageChange);
    QApplication::sendEvent(&f.siteFinance, &change);
    CHECK(f.siteFinance.regionCombo()->currentText() == QStringLiteral("深圳"));
    CHECK(f.siteFinance.regionCombo()->currentData().toString() == QStringLiteral("cn-shenzhen"));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QApplication::sendEvent(&f.siteFinance, &change);
    CHECK(f.siteFinance.regionCombo()->currentText() == QStringLiteral("Shenzhen"));
}

TEST_CASE("The glossary defines the planner's terms and searches them", "[editors]")
{
    const auto entries = glossaryEntries();
    CHECK(entries.size() >= 35);
    for (const auto& e : entries) {
        INFO(e.term.toStdString());
        CHECK_FALSE(e.term.isEmpty());
        CHECK(e.definition.size() > 60);
    }

    GlossaryDialog dialog;
    CHECK(dialog.termList()->count() == entries.size());
    dialog.searchField()->setText(QStringLiteral("RDMA"));
    QStringList shown;
    for (int i = 0; i < dialog.termList()->count(); ++i)
        shown << dialog.termList()->item(i)->text();
    CHECK(shown.contains(QStringLiteral("RDMA")));
    CHECK(shown.contains(QStringLiteral("RoCE")));
    CHECK_FALSE(shown.contains(QStringLiteral("PUE")));
    CHECK_FALSE(dialog.currentDefinition().isEmpty());
    dialog.searchField()->setText(QStringLiteral("no such term anywhere"));
    CHECK(dialog.termList()->count() == 0);
}

TEST_CASE("Editor screenshots", "[editors]")
{
    EditorFixture f;
    f.workload.resize(460, f.workload.sizeHint().height());
    planner::testing::saveShot(&f.workload, QStringLiteral("editors_workload"));
    f.siteFinance.resize(460, f.siteFinance.sizeHint().height());
    planner::testing::saveShot(&f.siteFinance, QStringLiteral("editors_site_finance"));
    GlossaryDialog dialog;
    dialog.searchField()->setText(QStringLiteral("ZeRO"));
    planner::testing::saveShot(&dialog, QStringLiteral("editors_glossary"));
    CHECK_FALSE(f.workload.grab().isNull());
}

TEST_CASE("Recording a measured run calibrates the estimate, one undo step each way", "[editors][calibration]")
{
    EditorFixture f;
    const double before = f.analysis.estimate().compute.hours;
    REQUIRE(before > 0);
    REQUIRE(f.workload.measuredRunsButton());
    MeasuredRunDialog dialog(&f.document);
    // The form starts from the current scenario: its GPU, model and layout.
    const MeasuredRun prefilled = dialog.formRun();
    CHECK(prefilled.gpuId == f.scenario().cluster.nodeGroups[0].gpuId);
    CHECK(prefilled.modelId == f.scenario().workload.modelId);
    // No throughput yet: the form says why it cannot record.
    CHECK_FALSE(dialog.recordButton()->isEnabled());
    CHECK(dialog.problem().contains(QStringLiteral("positive measured throughput")));

    dialog.tokensSpin()->setValue(150);
    REQUIRE(dialog.problem().isEmpty());
    dialog.record();
    REQUIRE(f.document.plan().measuredRuns.size() == 1);
    CHECK(dialog.runList()->count() == 1);
    CHECK(f.document.undoStack()->count() == 1);
    REQUIRE(f.analysis.estimate().compute.calibration);
    CHECK(f.analysis.estimate().compute.hours != Approx(before));
    CHECK(f.workload.readoutText().contains(QStringLiteral("Calibrated from your run of")));

    f.document.undoStack()->undo();
    CHECK(f.document.plan().measuredRuns.empty());
    CHECK(dialog.runList()->count() == 0);
    CHECK_FALSE(f.analysis.estimate().compute.calibration);
    CHECK(f.analysis.estimate().compute.hours == Approx(before));

    f.document.undoStack()->redo();
    dialog.runList()->setCurrentRow(0);
    dialog.removeSelected();
    CHECK(f.document.plan().measuredRuns.empty());
}
