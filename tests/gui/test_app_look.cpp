#include <catch2/catch.hpp>

#include <QApplication>
#include <QGroupBox>
#include <QIcon>
#include <QImage>
#include <QLineEdit>
#include <QMainWindow>
#include <QStandardItemModel>
#include <QStyle>
#include <QStyleFactory>
#include <QStyleOption>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>

#include <memory>

namespace {

QImage drawn(const QIcon& icon)
{
    return icon.pixmap(QSize(16, 16)).toImage().convertToFormat(QImage::Format_ARGB32);
}

} // namespace

TEST_CASE("The program's style gives Fusion's standard icons, each made once for its direction", "[gui]")
{
    QStyle* style = QApplication::style(); // as applyApplicationLook() set it (gui_test_main.cpp)
    const std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    REQUIRE(fusion);
    QStyleOption leftToRight;
    leftToRight.direction = Qt::LeftToRight;
    QStyleOption rightToLeft;
    rightToLeft.direction = Qt::RightToLeft;

    for (const QStyle::StandardPixmap which : {QStyle::SP_DockWidgetCloseButton, QStyle::SP_TitleBarNormalButton,
                                               QStyle::SP_ToolBarHorizontalExtensionButton, QStyle::SP_ArrowBack}) {
        CAPTURE(static_cast<int>(which));
        for (const QStyleOption* option : {&leftToRight, &rightToLeft}) {
            const QIcon first = style->standardIcon(which, option);
            REQUIRE_FALSE(first.isNull());
            CHECK(drawn(first) == drawn(fusion->standardIcon(which, option)));
            // Asked again, by a dock's title bar at its next layout: the same icon, not a new one.
            CHECK(style->standardIcon(which, option).cacheKey() == first.cacheKey());
        }
        // Fusion itself makes each anew: the reason for remembering them.
        CHECK(fusion->standardIcon(which, &leftToRight).cacheKey()
              != fusion->standardIcon(which, &leftToRight).cacheKey());
    }
    // A back arrow points the other way right to left, and the two are remembered apart.
    CHECK(drawn(style->standardIcon(QStyle::SP_ArrowBack, &leftToRight))
          != drawn(style->standardIcon(QStyle::SP_ArrowBack, &rightToLeft)));
}

namespace {

// A main window with what Fusion draws in long translucent lines, gradients and stretched images: a tool bar,
// a tab pane and a titled group box taller than 95 rows, table headers, and opaque children (a table, a text
// field) that make the region Qt paints each parent in more than one rectangle.
struct StyledWindow {
    QMainWindow window;
    QStandardItemModel model {12, 4};

    StyledWindow()
    {
        QToolBar* tools = window.addToolBar(QStringLiteral("File"));
        tools->addAction(QStringLiteral("New plan"));
        tools->addAction(QStringLiteral("Open…"));
        auto* tabs = new QTabWidget;
        auto* page = new QWidget;
        auto* layout = new QVBoxLayout(page);
        auto* table = new QTableView;
        model.setHorizontalHeaderLabels({QStringLiteral("Group"), QStringLiteral("Nodes"),
                                         QStringLiteral("Server platform"), QStringLiteral("GPU")});
        table->setModel(&model);
        layout->addWidget(table);
        auto* box = new QGroupBox(QStringLiteral("Parallelism and sharding"));
        auto* boxLayout = new QVBoxLayout(box);
        boxLayout->addWidget(new QLineEdit(QStringLiteral("8")));
        boxLayout->addSpacing(160);
        layout->addWidget(box);
        tabs->addTab(page, QStringLiteral("Build"));
        tabs->addTab(new QWidget, QStringLiteral("Costs"));
        window.setCentralWidget(tabs);
        window.resize(640, 560);
    }

    QImage image(QStyle* style)
    {
        window.setStyle(style);
        for (QWidget* child : window.findChildren<QWidget*>())
            child->setStyle(style);
        window.show();
        QCoreApplication::processEvents();
        return window.grab().toImage().convertToFormat(QImage::Format_RGB32);
    }
};

} // namespace

TEST_CASE("The program's style draws Fusion's frames and tool bar pixel for pixel as Fusion does", "[gui]")
{
    // The style draws these a band of the region to paint at a time; a pixel drawn twice (a band missed by an
    // element's own clip) or left out would show as a differing pixel where Fusion's lines are translucent.
    const std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    StyledWindow ours;
    StyledWindow plain;
    const QImage drawn = ours.image(QApplication::style());
    const QImage reference = plain.image(fusion.get());
    REQUIRE(drawn.size() == reference.size());
    int differing = 0;
    for (int y = 0; y < drawn.height(); ++y)
        for (int x = 0; x < drawn.width(); ++x)
            differing += drawn.pixel(x, y) != reference.pixel(x, y) ? 1 : 0;
    CHECK(differing == 0);
}
