#include <catch2/catch.hpp>

#include "ui/common/settings.h"

#include <QFile>
#include <QSettings>
#include <QTemporaryDir>

TEST_CASE("Opening the plan that is already first among the recent files leaves the settings file alone", "[gui]")
{
    QTemporaryDir folder;
    REQUIRE(folder.isValid());
    const QString file = folder.filePath(QStringLiteral("settings.ini"));
    {
        planner::ui::Settings settings(file);
        settings.addRecentFile(QStringLiteral("/plans/shenzhen.json"));
        settings.addRecentFile(QStringLiteral("/plans/beijing.json"));
    } // written when the settings go
    // A comment line, which QSettings drops whenever it writes the file.
    const auto markedUntouched = [&file] {
        QFile text(file);
        return text.open(QIODevice::ReadOnly) && text.readAll().contains("; untouched");
    };
    {
        QFile text(file);
        REQUIRE(text.open(QIODevice::Append));
        text.write("; untouched\n");
    }
    REQUIRE(markedUntouched());

    {
        planner::ui::Settings settings(file);
        // The window opens the last plan at start-up: the list stays as it was, so nothing is written.
        settings.addRecentFile(QStringLiteral("/plans/beijing.json"));
        CHECK(settings.recentFiles()
              == QStringList {QStringLiteral("/plans/beijing.json"), QStringLiteral("/plans/shenzhen.json")});
    }
    CHECK(markedUntouched());

    {
        planner::ui::Settings settings(file);
        // Another plan moves to the front, and the list is written.
        settings.addRecentFile(QStringLiteral("/plans/shenzhen.json"));
    }
    CHECK_FALSE(markedUntouched());
    CHECK(QSettings(file, QSettings::IniFormat).value(QStringLiteral("files/recent")).toStringList()
          == QStringList {QStringLiteral("/plans/shenzhen.json"), QStringLiteral("/plans/beijing.json")});
}
