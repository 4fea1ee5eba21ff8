#include <catch2/catch.hpp>

#include <QApplication>
#include <QIcon>
#include <QImage>
#include <QStyle>
#include <QStyleFactory>
#include <QStyleOption>

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
