// Long catalog names in the Site & finance dock (regions, cooling methods, offerings, software releases)
// read whole at 1280 × 800 in both languages (issue: "Inner Mongolia hub (Ulanqab / Horinger)" and the
// cooling methods were cut with "…" in their combo boxes and their popups).
#include "gui_fixture.h"
#include "ui/common/full_names.h"
#include "ui/editors/site_finance_panel.h"

#include <catch2/catch.hpp>

#include <QAbstractItemView>
#include <QComboBox>
#include <QCoreApplication>
#include <QLabel>
#include <QLayout>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTabWidget>

#include <algorithm>

using planner::testing::WindowFixture;

namespace {

// Shows the Site & finance tab of its dock.
void showSiteTab(planner::ui::SiteFinancePanel* panel)
{
    for (QWidget* w = panel; w; w = w->parentWidget())
        if (auto* tabs = qobject_cast<QTabWidget*>(w->parentWidget() ? w->parentWidget()->parentWidget() : nullptr))
            if (tabs->indexOf(w) >= 0) {
                tabs->setCurrentWidget(w);
                return;
            }
}

// The room the closed combo has for its text, as the style draws it.
int textRoom(const QComboBox* box)
{
    QStyleOptionComboBox option;
    option.initFrom(box);
    option.editable = box->isEditable();
    return box->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, box).width();
}

// Whether the combo's form has room for its current name on a row of its own: the group's inside against the
// text and the combo's own frame and arrow.
bool closedFits(const QComboBox* box)
{
    const QWidget* group = box->parentWidget();
    const QMargins margins = group->layout()->contentsMargins();
    const int inside = group->contentsRect().width() - margins.left() - margins.right();
    const int chrome = box->width() - textRoom(box);
    return QFontMetrics(box->font()).horizontalAdvance(box->currentText()) + chrome <= inside;
}

} // namespace

TEST_CASE("Site and finance combos show each catalog name whole: popup, tooltip and, where it fits, closed",
          "[gui][fit][editors]")
{
    WindowFixture f;
    REQUIRE(f.window->openFile(WindowFixture::example()));
    f.window->show();
    REQUIRE(QTest::qWaitForWindowExposed(f.window.get(), planner::testing::kEventWaitMs));
    planner::ui::SiteFinancePanel* panel = f.window->siteFinancePanel();
    showSiteTab(panel);
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")})
        for (const QSize size : {QSize(1280, 800 - 80), QSize(1920, 1080 - 80)}) {
            const planner::testing::DesktopType type(language);
            f.window->setLanguage(language);
            f.window->resize(size);
            // The third scenario is in Inner Mongolia: the longest region name of the example.
            f.window->document()->setCurrentScenario(2);
            REQUIRE(QTest::qWaitFor([&] { return panel->isVisible() && panel->width() > 200; }));
            planner::testing::settle();
            const auto boxes = panel->findChildren<QComboBox*>();
            REQUIRE(boxes.size() >= 10);
            for (QComboBox* box : boxes) {
                INFO(language.toStdString() << " at " << size.width() << ": " << box->accessibleName().toStdString()
                                            << " = " << box->currentText().toStdString());
                REQUIRE(box->count() > 0);
                // The popup list is at least as wide as its widest item's text.
                const QFontMetrics metrics(box->view()->font());
                QString longest;
                for (int i = 0; i < box->count(); ++i)
                    if (metrics.horizontalAdvance(box->itemText(i)) > metrics.horizontalAdvance(longest))
                        longest = box->itemText(i);
                box->showPopup();
                REQUIRE(QTest::qWaitFor([&] { return box->view()->isVisible(); }));
                CHECK(box->view()->viewport()->width() >= metrics.horizontalAdvance(longest));
                box->hidePopup();
                // The tooltip names the current item in full, then says what the field is.
                CHECK(box->toolTip().startsWith(box->currentText()));
                const auto labels = panel->findChildren<QLabel*>();
                const auto label
                    = std::find_if(labels.begin(), labels.end(), [box](QLabel* l) { return l->buddy() == box; });
                REQUIRE(label != labels.end());
                CHECK(box->toolTip().endsWith((*label)->toolTip()));
                // Closed, the current name is whole wherever the dock's width could hold it under its label.
                if (box->isVisibleTo(panel) && closedFits(box))
                    CHECK(QFontMetrics(box->font()).horizontalAdvance(box->currentText()) <= textRoom(box));
            }
            planner::testing::saveShot(f.window.get(),
                                       QStringLiteral("site-finance-%1-%2").arg(language).arg(size.width()));
        }
}

// The workload and site editors' combos are as narrow as 16 characters and an icon, whatever their names, as
// QComboBox's AdjustToMinimumContentsLengthWithIcon makes them; setting that policy makes Qt 6.4 build each
// combo's popup at once (a third of the workload editor's start-up), so they size themselves instead.
TEST_CASE("A narrow combo box is sized as Qt sizes AdjustToMinimumContentsLengthWithIcon and builds no popup",
          "[gui][editors]")
{
    const QStringList names {QStringLiteral("Inner Mongolia hub (Ulanqab / Horinger)"), QStringLiteral("深圳"),
                             QStringLiteral("Air cooling (CRAH/CRAC, hot/cold aisle containment), up to 20 kW")};
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        WindowFixture f;
        const planner::testing::DesktopType type(language);
        f.window->setLanguage(language);
        QWidget parent;
        parent.setFont(f.window->font());
        planner::ui::NarrowComboBox narrow(&parent);
        QComboBox byPolicy(&parent);
        for (QComboBox* box : {static_cast<QComboBox*>(&narrow), &byPolicy})
            box->addItems(names);
        byPolicy.setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        byPolicy.setMinimumContentsLength(planner::ui::NarrowComboBox::kCharacters);
        INFO(language.toStdString());
        CHECK(narrow.sizeHint() == byPolicy.sizeHint());
        CHECK(narrow.minimumSizeHint() == byPolicy.minimumSizeHint());
        // The popup's frame (QComboBoxPrivateContainer) is made for the policy, not for the narrow combo.
        auto popups = [](const QComboBox& box) {
            const auto children = box.findChildren<QObject*>();
            return std::count_if(children.begin(), children.end(), [](const QObject* child) {
                return qstrcmp(child->metaObject()->className(), "QComboBoxPrivateContainer") == 0;
            });
        };
        CHECK(popups(byPolicy) == 1);
        CHECK(popups(narrow) == 0);
        // It is still a combo whose popup lists every name whole when opened.
        CHECK(narrow.view()->model()->rowCount() == names.size());
    }
}
