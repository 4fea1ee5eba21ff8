#include "shell/app_look.h"

#include <QApplication>
#include <QFont>
#include <QIcon>
#include <QStyleFactory>

namespace planner::ui {

void applyApplicationLook()
{
    // Fusion: the same widgets on every desktop, and the look the screenshots and tests know.
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    // Every edit lays out the findings, the totals and the chart labels again, and shaping the text was
    // the largest part of that. English and Chinese need no shaping (no joined or reordered glyphs), so
    // Qt may skip it; the cost is kerning between Latin letters.
    QFont font = QApplication::font();
    font.setStyleStrategy(QFont::PreferNoShaping);
    QApplication::setFont(font);

    // The icon drawn for the program (packaging/linux/icons), at every size the desktop asks for; the
    // desktop file name ties the window to its menu entry (and is the app id on Wayland).
    QIcon icon;
    for (const int size : {16, 32, 48, 64, 128, 256})
        icon.addFile(QStringLiteral(":/icons/%1x%1/" GPU_PLANNER_APP_ID ".png").arg(size), QSize(size, size));
    QApplication::setWindowIcon(icon);
    QGuiApplication::setDesktopFileName(QStringLiteral(GPU_PLANNER_APP_ID));
}

} // namespace planner::ui
