#include "shell/app_look.h"

#include <QApplication>
#include <QFont>
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
}

} // namespace planner::ui
