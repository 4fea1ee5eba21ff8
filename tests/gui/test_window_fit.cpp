// The window on a 1280 × 800 screen: everything fits, in both languages (issue: the Workload dock and the
// findings were cut off because the window's minimum size was larger than the screen).
#include "gui_fixture.h"
#include "models/analysis/scenario_analysis.h"
#include "models/base/money.h"
#include "ui/common/text_block.h"
#include "ui/common/wrapping_header.h"
#include "ui/costs/comparison_table.h"
#include "ui/costs/cost_view.h"
#include "ui/drawings/build_drawing_view.h"
#include "ui/drawings/build_painter.h"
#include "ui/editors/build_panel.h"
#include "ui/editors/node_group_tables.h"

#include <catch2/catch.hpp>

#include <QCoreApplication>
#include <QDockWidget>
#include <QHeaderView>
#include <QMainWindow>
#include <QScrollBar>
#include <QStyle>
#include <QStyleOptionViewItem>
#include <QTabWidget>
#include <QTableView>

using planner::testing::WindowFixture;

namespace {

// What a window manager leaves of a 1280 × 800 screen: a title bar and a panel of about 40 px each.
constexpr int kScreenWidth = 1280;
constexpr int kUsableHeight = 800 - 80;

QString sizesOfParts(QMainWindow* window)
{
    QString parts;
    for (QDockWidget* dock : window->findChildren<QDockWidget*>())
        if (dock->isVisible())
            parts += QStringLiteral("%1: %2×%3; ")
                         .arg(dock->objectName())
                         .arg(dock->minimumSizeHint().width())
                         .arg(dock->minimumSizeHint().height());
    parts += QStringLiteral("central: %1×%2")
                 .arg(window->centralWidget()->minimumSizeHint().width())
                 .arg(window->centralWidget()->minimumSizeHint().height());
    return parts;
}

// Every header and every cell of `table` read whole: the shown columns fit its width (no sideways scroll),
// each header section is as wide as its text, and each cell either fits on one line or wraps between words
// into lines its row holds.
void checkEveryTextWhole(QTableView* table)
{
    QHeaderView* header = table->horizontalHeader();
    const QFontMetrics metrics(table->font());
    // The columns together fit the table: none runs past its right edge.
    CHECK(header->length() <= table->viewport()->width());
    CHECK(table->horizontalScrollBar()->maximum() == 0);
    for (int column = 0; column < table->model()->columnCount(); ++column) {
        if (header->isSectionHidden(column))
            continue;
        const QString title = table->model()->headerData(column, Qt::Horizontal).toString();
        INFO("header " << title.toStdString());
        // A section as wide as the style asks for its text is drawn without "…".
        CHECK(header->sectionSize(column) >= header->sectionSizeHint(column));
        for (int row = 0; row < table->model()->rowCount(); ++row) {
            const QModelIndex index = table->model()->index(row, column);
            const QString text = index.data().toString();
            INFO("cell " << text.toStdString());
            // What the item delegate asks for the text on one line, margins and icon included.
            QStyleOptionViewItem option;
            option.initFrom(table);
            option.font = table->font();
            option.fontMetrics = metrics;
            const QSize oneLine = table->itemDelegate()->sizeHint(option, index);
            const int width = header->sectionSize(column);
            if (width >= oneLine.width())
                continue;
            // Narrower: the text wraps between words, and the row must hold all its lines.
            const int room = width - (oneLine.width() - metrics.horizontalAdvance(text));
            const QRect wrapped = metrics.boundingRect(QRect(0, 0, room, 10'000), Qt::TextWordWrap, text);
            CHECK(wrapped.width() <= room);
            CHECK(wrapped.height() <= table->rowHeight(row) - 2);
        }
    }
}

} // namespace

TEST_CASE("The window fits a 1280 × 800 screen in both languages", "[gui][fit]")
{
    WindowFixture f;
    REQUIRE(f.window->openFile(WindowFixture::example()));
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        const planner::testing::DesktopType type(language);
        f.window->setLanguage(language);
        f.window->show();
        REQUIRE(QTest::qWaitForWindowExposed(f.window.get(), planner::testing::kEventWaitMs));
        // Every page: the cost and comparison pages are built when first shown, and then count too.
        QTabWidget* pages = f.window->centralTabs();
        for (int page = 0; page < pages->count(); ++page) {
            pages->setCurrentIndex(page);
            QCoreApplication::processEvents();
            const QSize minimum = f.window->minimumSizeHint().expandedTo(f.window->minimumSize());
            INFO(language.toStdString() << ", page " << page << ": " << sizesOfParts(f.window.get()).toStdString());
            CHECK(minimum.width() <= kScreenWidth);
            CHECK(minimum.height() <= kUsableHeight);
        }
    }
}

// The Costs page's summary as a finance lead reads it: every header and every cell whole, neither ending in
// "…" nor hidden past the table's edge, at both screen sizes and in both languages (issue: the last column,
// "Buying breaks even", read "not within…" at 1280 × 800).
TEST_CASE("The cost summary shows every header and cell whole at 1280 × 800 and 1920 × 1080", "[gui][fit]")
{
    WindowFixture f;
    for (const QString& plan :
         {WindowFixture::example(), QStringLiteral(EXAMPLES_DIR "/shenzhen-rent-or-buy.json")}) { // break-even months
        REQUIRE(f.window->openFile(plan));
        f.window->show();
        REQUIRE(QTest::qWaitForWindowExposed(f.window.get(), planner::testing::kEventWaitMs));
        f.window->centralTabs()->setCurrentIndex(1); // Costs
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")})
            for (const QSize size : {QSize(1280, 800 - 80), QSize(1920, 1080 - 80)}) {
                const planner::testing::DesktopType type(language);
                f.window->setLanguage(language);
                f.window->resize(size);
                QTableView* table = f.window->costView()->summaryTable();
                // The page is laid out at the new size (a first show builds it).
                REQUIRE(QTest::qWaitFor([&] { return table->isVisible() && table->viewport()->width() > 200; }));
                planner::testing::settle();
                INFO(plan.toStdString() << ", " << language.toStdString() << " at " << size.width() << "×"
                                        << size.height());
                checkEveryTextWhole(table);
                // Under it, the break-even rental price shows its amount and its basis, whatever is cut after
                // them: the figure a meeting negotiates with (it read "… of NVIDIA H20 96GB (HGX, China) …" at
                // 1280 px, without "excl. VAT").
                auto* statements
                    = f.window->costView()->findChild<planner::ui::TextBlock*>(QStringLiteral("costBreakEven"));
                REQUIRE(statements);
                const planner::TcoResult tco
                    = planner::analyseScenario(*f.window->document()->scenario(), f.window->document()->catalog()).tco;
                if (tco.breakEvenRentalPrice) {
                    const QString shown = statements->shownLines().last();
                    INFO("shown: " << shown.toStdString());
                    CHECK(shown.contains(
                        QString::fromStdString(planner::formatMoney(*tco.breakEvenRentalPrice, tco.currency))));
                    CHECK(shown.contains(language == QStringLiteral("en") ? QStringLiteral("excl. VAT")
                                                                          : QStringLiteral("不含增值税")));
                }
                // What the answer rests on (each rental's source, the break-even price) reads whole, line by
                // line, in every scenario: the lines ended in "…" beside the docks at 1280 px.
                const int current = f.window->document()->currentScenario();
                for (int s = 0; s < static_cast<int>(f.window->document()->plan().scenarios.size()); ++s) {
                    f.window->document()->setCurrentScenario(s);
                    QCoreApplication::processEvents();
                    INFO("scenario " << s);
                    CHECK(statements->shownLines() == statements->text().split(QLatin1Char('\n')));
                }
                f.window->document()->setCurrentScenario(current);
                planner::testing::saveShot(f.window.get(),
                                           QStringLiteral("costs-summary-%1-%2").arg(language).arg(size.width()));
            }
    }
}

// The Build page's node group tables as a newcomer reads them: every part's name and count whole, with no
// sideways scroll, at 1280 × 800 in both languages, for every scenario of both example plans (issue: the
// one table of thirteen columns scrolled sideways and cut the GPU's name at 1280 px).
TEST_CASE("The Build page shows every node group column whole at 1280 × 800 and 1920 × 1080", "[gui][fit]")
{
    WindowFixture f;
    for (const QString& plan : {WindowFixture::example(), QStringLiteral(EXAMPLES_DIR "/shenzhen-rent-or-buy.json")}) {
        REQUIRE(f.window->openFile(plan));
        f.window->show();
        REQUIRE(QTest::qWaitForWindowExposed(f.window.get(), planner::testing::kEventWaitMs));
        f.window->centralTabs()->setCurrentIndex(0); // Build
        const int scenarios = static_cast<int>(f.window->document()->plan().scenarios.size());
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")})
            for (const QSize size : {QSize(1280, 800 - 80), QSize(1920, 1080 - 80)})
                for (int scenario = 0; scenario < scenarios; ++scenario) {
                    const planner::testing::DesktopType type(language);
                    f.window->setLanguage(language);
                    f.window->resize(size);
                    f.window->document()->setCurrentScenario(scenario);
                    const auto& views = f.window->buildPanel()->tables()->views();
                    REQUIRE(QTest::qWaitFor([&] { return views.front()->viewport()->width() > 200; }));
                    planner::testing::settle();
                    for (QTableView* table : views) {
                        INFO(plan.toStdString()
                             << ", " << language.toStdString() << " at " << size.width() << ", scenario " << scenario
                             << ", " << table->objectName().toStdString());
                        REQUIRE(table->model()->rowCount() > 0);
                        checkEveryTextWhole(table);
                    }
                    // The node and rack drawing under the tables: no word of it cut short either.
                    const std::size_t cutBefore = planner::ui::drawnTextsCut();
                    f.window->buildPanel()->drawing()->repaint();
                    INFO(plan.toStdString() << ", " << language.toStdString() << " at " << size.width() << ", scenario "
                                            << scenario << ": the drawing");
                    CHECK(planner::ui::drawnTextsCut() == cutBefore);
                    planner::testing::saveShot(
                        f.window.get(),
                        QStringLiteral("build-tables-%1-%2-%3").arg(language).arg(size.width()).arg(scenario));
                }
    }
}

// The minimum is not all: a page whose parts are sized only once shown can grow the window past the screen
// while it is shown (the Build page's tables, fitted after the first show, took it to 1280 × 1068).
TEST_CASE("The window opened at 1280 × 800 stays 1280 × 800", "[gui][fit]")
{
    WindowFixture f;
    REQUIRE(f.window->openFile(WindowFixture::example()));
    f.window->resize(kScreenWidth, 800);
    f.window->show();
    REQUIRE(QTest::qWaitForWindowExposed(f.window.get(), planner::testing::kEventWaitMs));
    QCoreApplication::processEvents();
    INFO(sizesOfParts(f.window.get()).toStdString());
    CHECK(f.window->width() == kScreenWidth);
    CHECK(f.window->height() == 800);
}

// A tab page is shown before its tab widget lays it out, with the size of a layout made while the window was
// hidden: the Build tables were fitted at that stale width (672 px at 1280 × 800), then again at their own
// (556 px), measuring every name twice before the first frame. Now they are fitted only at the width they show.
TEST_CASE("On the window's first show the Build tables are fitted only at the width they are shown with", "[gui][fit]")
{
    WindowFixture f;
    REQUIRE(f.window->openFile(WindowFixture::example()));
    f.window->resize(kScreenWidth, 800);
    f.window->centralTabs()->setCurrentIndex(0); // Build
    struct Fitting {
        QTableView* table;
        int width;
    };
    std::vector<Fitting> fittings; // each column resized from the window's show on, at the table's width then
    bool showing = false;
    const auto& views = f.window->buildPanel()->tables()->views();
    for (QTableView* table : views)
        QObject::connect(table->horizontalHeader(), &QHeaderView::sectionResized, table, [&fittings, &showing, table] {
            if (showing)
                fittings.push_back({table, table->width()});
        });
    showing = true;
    f.window->show();
    REQUIRE(QTest::qWaitForWindowExposed(f.window.get(), planner::testing::kEventWaitMs));
    QCoreApplication::processEvents();
    REQUIRE_FALSE(fittings.empty());
    for (const Fitting& fitting : fittings) {
        INFO(fitting.table->objectName().toStdString()
             << " fitted at " << fitting.width << " px, shown at " << fitting.table->width() << " px");
        CHECK(fitting.width == fitting.table->width());
    }
    for (QTableView* table : views)
        checkEveryTextWhole(table);
}

// The comparison page as a meeting reads it: every scenario's name, every figure's name and every figure whole,
// in both languages at 1280 × 800 and 1920 × 1080 (issue: at 1280 px the scenario names were cut on both sides,
// "ervers, Shenzher", and the GPUs and offerings ended in "…").
TEST_CASE("The comparison page shows every name and figure whole at 1280 × 800 and 1920 × 1080", "[gui][fit]")
{
    WindowFixture f;
    for (const QString& plan : {WindowFixture::example(), QStringLiteral(EXAMPLES_DIR "/shenzhen-rent-or-buy.json")}) {
        REQUIRE(f.window->openFile(plan));
        f.window->show();
        REQUIRE(QTest::qWaitForWindowExposed(f.window.get(), planner::testing::kEventWaitMs));
        f.window->centralTabs()->setCurrentIndex(2); // Compare scenarios
        auto* table = f.window->findChild<planner::ui::ComparisonTable*>(QStringLiteral("comparisonTable"));
        REQUIRE(table);
        auto* names = static_cast<planner::ui::WrappingHeader*>(table->horizontalHeader());
        auto* rows = static_cast<planner::ui::WrappingHeader*>(table->verticalHeader());
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")})
            for (const QSize size : {QSize(1280, 800 - 80), QSize(1920, 1080 - 80)}) {
                const planner::testing::DesktopType type(language);
                f.window->setLanguage(language);
                f.window->resize(size);
                REQUIRE(QTest::qWaitFor([&] { return table->isVisible() && table->viewport()->width() > 200; }));
                planner::testing::settle();
                INFO(plan.toStdString() << ", " << language.toStdString() << " at " << size.width());
                REQUIRE(table->model()->columnCount() >= 2);
                checkEveryTextWhole(table);
                const QFontMetrics metrics(names->font());
                const int margin = names->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, names);
                // Each scenario's name on the lines its column needs, each line within the column, all within the
                // header's height.
                CHECK(names->height() >= names->heightForSections());
                for (int column = 0; column < table->model()->columnCount(); ++column)
                    for (const QString& line : names->linesFor(column, names->sectionSize(column))) {
                        INFO("scenario name line " << line.toStdString());
                        CHECK(metrics.horizontalAdvance(line) <= names->sectionSize(column) - 2 * margin);
                    }
                // Each figure's name within the row names' width, its lines within its row.
                for (int row = 0; row < table->model()->rowCount(); ++row) {
                    const QStringList lines = rows->linesFor(row, rows->width());
                    INFO("figure name " << lines.join(QLatin1Char(' ')).toStdString());
                    for (const QString& line : lines)
                        CHECK(metrics.horizontalAdvance(line) <= rows->width() - 2 * margin);
                    CHECK(static_cast<int>(lines.size()) * metrics.lineSpacing() <= table->rowHeight(row));
                }
                planner::testing::saveShot(f.window.get(),
                                           QStringLiteral("compare-%1-%2").arg(language).arg(size.width()));
            }
    }
}
