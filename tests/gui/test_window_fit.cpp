// The window on a 1280 × 800 screen: everything fits, in both languages (issue: the Workload dock and the
// findings were cut off because the window's minimum size was larger than the screen).
#include "gui_fixture.h"

#include <catch2/catch.hpp>

#include <QCoreApplication>
#include <QDockWidget>
#include <QMainWindow>
#include <QTabWidget>

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

} // namespace

TEST_CASE("The window fits a 1280 × 800 screen in both languages", "[gui][fit]")
{
    WindowFixture f;
    REQUIRE(f.window->openFile(WindowFixture::example()));
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
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
