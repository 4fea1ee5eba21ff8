#pragma once
// Installs the application's and Qt's translations; switching re-translates every open window.

#include <QObject>
#include <QString>
#include <QTranslator>

namespace planner::ui {

class Translations final : public QObject {
    Q_OBJECT
public:
    explicit Translations(QObject* parent = nullptr);

    // "en", "zh_CN", or empty for the system language. Returns the language now in force.
    QString apply(const QString& language);
    QString current() const { return m_current; }
    static QStringList available() { return {QStringLiteral("en"), QStringLiteral("zh_CN")}; }

private:
    QTranslator m_app;
    QTranslator m_qt;
    QString m_current;
};

} // namespace planner::ui
