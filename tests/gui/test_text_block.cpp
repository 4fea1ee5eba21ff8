#include "gui_fixture.h"

#include "shell/text_block.h"

#include <catch2/catch.hpp>

#include <QEvent>
#include <QTest>
#include <QVBoxLayout>

using namespace planner;

TEST_CASE("A text block takes new text without laying its page out again, and cuts what needs more lines", "[editors]")
{
    QWidget page;
    auto* layout = new QVBoxLayout(&page);
    auto* block = new ui::TextBlock(2, &page);
    layout->addWidget(block);
    page.resize(160, 200);
    page.show();
    REQUIRE(QTest::qWaitForWindowExposed(&page, testing::kEventWaitMs));
    const int height = block->height();
    CHECK(height >= 2 * block->fontMetrics().lineSpacing());

    // A child's new size hint asks its parent for a layout request.
    testing::EventCounter requests(QEvent::LayoutRequest);
    page.installEventFilter(&requests);
    block->setText(QStringLiteral("16 GPUs in 2 nodes"));
    QCoreApplication::processEvents();
    block->setText(QStringLiteral("1 (11.7 kW per rack, 5.8 kW per node) and a good deal more text than fits"));
    QCoreApplication::processEvents();
    CHECK(requests.count == 0);
    CHECK(block->height() == height);

    // Two lines at most; the second ends in "…" because the text goes on.
    const QStringList lines = block->shownLines();
    REQUIRE(lines.size() == 2);
    CHECK(lines.last().endsWith(QChar(0x2026)));
    CHECK(block->accessibleName() == block->text());

    block->setText(QStringLiteral("2.67×"));
    CHECK(block->shownLines() == QStringList {QStringLiteral("2.67×")});

    // One statement a line, unwrapped: a third statement that has no room shows as "…" after the second.
    block->setWrap(false);
    block->setText(QStringLiteral("On-demand: A\nReserved: B\nBreak-even: C"));
    CHECK(block->shownLines() == QStringList({QStringLiteral("On-demand: A"), QStringLiteral("Reserved: B…")}));
    block->setLineCount(3);
    CHECK(block->shownLines().size() == 3);
    CHECK(block->shownLines().last() == QStringLiteral("Break-even: C"));
    CHECK(block->height() > height);
}
