#include "ui/common/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

namespace planner::ui {

Translations::Translations(QObject* parent)
    : QObject(parent)
{
}

QString Translations::apply(const QString& language)
{
    QString wanted = language;
    if (wanted.isEmpty())
        wanted
            = QLocale::system().name().startsWith(QLatin1String("zh")) ? QStringLiteral("zh_CN") : QStringLiteral("en");
    if (wanted == m_current)
        return m_current;
    QCoreApplication::removeTranslator(&m_app);
    QCoreApplication::removeTranslator(&m_qt);
    // English loads its own file too: it holds the plural forms ("1 GPU", "2 GPUs").
    if (m_app.load(QStringLiteral(":/i18n/gpu_planner_%1.qm").arg(wanted)))
        QCoreApplication::installTranslator(&m_app);
    if (wanted != QLatin1String("en")) {
        if (m_qt.load(QStringLiteral("qtbase_%1").arg(wanted), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(&m_qt);
    }
    QLocale::setDefault(QLocale(wanted));
    m_current = wanted;
    return m_current;
}

} // namespace planner::ui
