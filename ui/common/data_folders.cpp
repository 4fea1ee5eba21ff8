#include "ui/common/data_folders.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace planner::ui {

namespace {

QString firstFolder(const QString& name, const QString& installedAtPrefix, const QString& sourceTree)
{
    const QString beside
        = QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("../share/gpu-planner/") + name);
    if (QFileInfo(beside).isDir())
        return beside;
    if (QFileInfo(installedAtPrefix).isDir())
        return installedAtPrefix;
    return sourceTree;
}

} // namespace

QString exampleFolder()
{
    return firstFolder(QStringLiteral("examples"), QStringLiteral(GPU_PLANNER_INSTALLED_EXAMPLES),
                       QStringLiteral(GPU_PLANNER_EXAMPLES));
}

QString lessonFolder()
{
    return firstFolder(QStringLiteral("lessons"), QStringLiteral(GPU_PLANNER_INSTALLED_LESSONS),
                       QStringLiteral(GPU_PLANNER_LESSONS));
}

} // namespace planner::ui
