// Every widget test starts from the application as gui_test_main.cpp set it up, whatever ran before it in
// the same process: Catch runs the whole suite in one process (IDEs do too) and in any order (--order rand),
// while ctest starts a process per case and hid what one case left for the next (an application font, the
// default locale, a window still shown).
// Listeners are among the interfaces Catch declares only on request.
#define CATCH_CONFIG_EXTERNAL_INTERFACES
#include <catch2/catch.hpp>

#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QFont>
#include <QLocale>
#include <QPalette>
#include <QStyle>
#include <QWidget>

#include <optional>

namespace {

struct ApplicationState {
    QFont font;
    QPalette palette;
    QLocale locale;
    QString currentPath;
    QByteArray dataHome;

    static ApplicationState read()
    {
        return {QApplication::font(), QApplication::palette(), QLocale(), QDir::currentPath(),
                qgetenv("XDG_DATA_HOME")};
    }

    void restore() const
    {
        if (QApplication::font() != font)
            QApplication::setFont(font);
        if (QApplication::palette() != palette)
            QApplication::setPalette(palette);
        if (QLocale() != locale)
            QLocale::setDefault(locale);
        if (QDir::currentPath() != currentPath)
            QDir::setCurrent(currentPath);
        if (qgetenv("XDG_DATA_HOME") != dataHome) {
            if (dataHome.isNull())
                qunsetenv("XDG_DATA_HOME");
            else
                qputenv("XDG_DATA_HOME", dataHome);
        }
    }
};

class ApplicationStateListener final : public Catch::TestEventListenerBase {
public:
    using TestEventListenerBase::TestEventListenerBase;

    void testCaseStarting(const Catch::TestCaseInfo& info) override
    {
        TestEventListenerBase::testCaseStarting(info);
        if (!QCoreApplication::instance())
            return;
        if (!m_initial)
            m_initial = ApplicationState::read();
        else
            m_initial->restore(); // a case that failed half-way may not have put its state back
    }

    void testCaseEnded(const Catch::TestCaseStats& stats) override
    {
        if (QCoreApplication::instance() && m_initial) {
            // A window a case left open (a dialog, a top-level it never closed) takes focus and screen space
            // from the next; objects deleted later are deleted now.
            for (QWidget* widget : QApplication::topLevelWidgets())
                if (widget->isVisible())
                    widget->close();
            QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
            m_initial->restore();
        }
        TestEventListenerBase::testCaseEnded(stats);
    }

private:
    std::optional<ApplicationState> m_initial;
};

} // namespace

CATCH_REGISTER_LISTENER(ApplicationStateListener)
