#include "gui_fixture.h"

#include "ui/common/text_block.h"

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

TEST_CASE("A text block whose lines follow its text grows and shrinks with the lines it needs, not with each text",
          "[editors]")
{
    QWidget page;
    auto* layout = new QVBoxLayout(&page);
    auto* block = new ui::TextBlock(1, &page);
    block->setLinesFollowText(6);
    layout->addWidget(block);
    page.resize(200, 300);
    page.show();
    REQUIRE(QTest::qWaitForWindowExposed(&page, testing::kEventWaitMs));
    const int lineSpacing = block->fontMetrics().lineSpacing();

    block->setText(QStringLiteral("Memory per GPU: 92.6 GB\nTime to train: 10.9 days"));
    QCoreApplication::processEvents();
    const int twoLines = block->height();
    CHECK(block->shownLines().size() == 2);
    CHECK(twoLines >= 2 * lineSpacing);
    CHECK(twoLines < 3 * lineSpacing);

    // New figures on as many lines: the height stays and the page is not laid out again.
    testing::EventCounter requests(QEvent::LayoutRequest);
    page.installEventFilter(&requests);
    block->setText(QStringLiteral("Memory per GPU: 46.3 GB\nTime to train: 21.8 days"));
    QCoreApplication::processEvents();
    CHECK(requests.count == 0);
    CHECK(block->height() == twoLines);

    // A third statement takes a third line; a narrower page wraps the long one onto more.
    block->setText(QStringLiteral("Memory per GPU: 46.3 GB\nTime to train: 21.8 days\nCalibrated from your run"));
    CHECK(block->shownLines().size() == 3);
    CHECK(block->height() > twoLines);
    page.resize(90, 300);
    QCoreApplication::processEvents();
    const QStringList narrow = block->shownLines();
    INFO(narrow.join(QStringLiteral("|")).toStdString());
    CHECK(narrow.size() == 6); // wrapped onto more lines, at most six
    CHECK(block->height() >= 6 * lineSpacing);
    CHECK(narrow.last().endsWith(QChar(0x2026))); // and the cut says so (the tooltip has the whole text)
}
