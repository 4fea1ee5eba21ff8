#include "ui/common/app_look.h"
#include "ui/common/app_style.h"

#include <QApplication>
#include <QFont>
#include <QIcon>
#include <QTimer>
#include <QWidget>

namespace planner::ui {

namespace {

void setApplicationIcon()
{
    // The icon drawn for the program, at every size the desktop asks for.
    QIcon icon;
    for (const int size : {16, 32, 48, 64, 128, 256})
        icon.addFile(QStringLiteral(":/icons/%1x%1/" GPU_PLANNER_APP_ID ".png").arg(size), QSize(size, size));
    QApplication::setWindowIcon(icon);
}

class IconAfterPaint final : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint) {
            watched->removeEventFilter(this);
            QTimer::singleShot(0, qApp, [] { setApplicationIcon(); });
            deleteLater();
        }
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

void applyApplicationLook()
{
    // Fusion: the same widgets on every desktop, and the look the screenshots and tests know.
    QApplication::setStyle(new AppStyle);
    // Every edit lays out the findings, the totals and the chart labels again, and shaping the text was
    // the largest part of that. English and Chinese need no shaping (no joined or reordered glyphs), so
    // Qt may skip it; the cost is kerning between Latin letters.
    QFont font = QApplication::font();
    font.setStyleStrategy(QFont::PreferNoShaping);
    // FreeType's hinter was a sixteenth of the work before the first frame (every glyph of every size is
    // hinted the first time it is drawn). The desktop's usual "slight" hinting only snaps glyphs vertically
    // and keeps their widths, so unhinted text sets the same lines and looks the same on screen.
    font.setHintingPreference(QFont::PreferNoHinting);
    QApplication::setFont(font);
    // The desktop file name ties the window to its menu entry (and is the app id on Wayland).
    QGuiApplication::setDesktopFileName(QStringLiteral(GPU_PLANNER_APP_ID));
}

void setApplicationIconAfterFirstPaint(QWidget* window)
{
    window->installEventFilter(new IconAfterPaint(window));
}

} // namespace planner::ui
