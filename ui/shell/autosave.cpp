#include "ui/shell/autosave.h"

#include "models/base/atomic_file.h"
#include "models/plan/plan_io.h"
#include "ui/document/document.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QUuid>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cerrno>
#include <csignal>

namespace planner::ui {

namespace {

bool processAlive(qint64 pid)
{
    // Signal 0 checks existence only; EPERM means alive but someone else's.
    return pid > 0 && (::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM);
}

} // namespace

Autosave::Autosave(Document* document, QString folder, int intervalSeconds, QObject* parent)
    : QObject(parent)
    , m_document(document)
    , m_folder(std::move(folder))
{
    m_file = QDir(m_folder).filePath(QStringLiteral("%1-%2.json")
                                         .arg(QCoreApplication::applicationPid())
                                         .arg(QUuid::createUuid().toString(QUuid::Id128).left(8)));
    m_timer.setInterval(std::max(1, intervalSeconds) * 1000);
    connect(&m_timer, &QTimer::timeout, this, &Autosave::saveNow);
    // Saving the plan makes the autosave pointless; drop it at once.
    connect(m_document, &Document::modifiedChanged, this, [this](bool modified) {
        if (!modified)
            QFile::remove(m_file);
    });
    m_timer.start();
}

Autosave::~Autosave()
{
    QFile::remove(m_file);
}

QString Autosave::defaultFolder()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("autosave"));
}

void Autosave::saveNow()
{
    if (!m_document->isModified()) {
        QFile::remove(m_file);
        return;
    }
    QDir().mkpath(m_folder);
    const nlohmann::json wrapper = {{"ownerPid", QCoreApplication::applicationPid()},
                                    {"originalPath", m_document->filePath().toStdString()},
                                    {"savedAt", QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString()},
                                    {"plan", planToJson(m_document->plan())}};
    // Failure is not worth a dialog every minute; the next tick tries again.
    writeFileAtomically(m_file.toStdString(), wrapper.dump(1));
}

QList<Autosave::Recoverable> Autosave::findRecoverable(const QString& folder)
{
    QList<Recoverable> result;
    const QDir dir(folder);
    for (const QFileInfo& info : dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files)) {
        QFile file(info.absoluteFilePath());
        if (!file.open(QIODevice::ReadOnly) || file.size() > static_cast<qint64>(kMaxPlanBytes) * 2)
            continue;
        const auto wrapper = nlohmann::json::parse(file.readAll().toStdString(), nullptr, false);
        if (!wrapper.is_object() || !wrapper.contains("ownerPid") || !wrapper["ownerPid"].is_number_integer())
            continue;
        if (processAlive(wrapper["ownerPid"].get<qint64>()))
            continue; // another planner window is still working on it
        Recoverable r;
        r.file = info.absoluteFilePath();
        r.originalPath = QString::fromStdString(wrapper.value("originalPath", std::string()));
        r.savedAt = QDateTime::fromString(QString::fromStdString(wrapper.value("savedAt", std::string())), Qt::ISODate);
        if (wrapper.contains("plan") && wrapper["plan"].is_object())
            r.planName = QString::fromStdString(wrapper["plan"].value("name", std::string()));
        result.append(r);
    }
    std::sort(result.begin(), result.end(),
              [](const Recoverable& a, const Recoverable& b) { return a.savedAt > b.savedAt; });
    return result;
}

std::optional<Plan> Autosave::load(const Recoverable& recoverable, const Catalog& catalog, QString* error)
{
    QFile file(recoverable.file);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = file.errorString();
        return std::nullopt;
    }
    const auto wrapper = nlohmann::json::parse(file.readAll().toStdString(), nullptr, false);
    if (!wrapper.is_object() || !wrapper.contains("plan")) {
        if (error)
            *error = tr("\"%1\" is not an autosave file").arg(recoverable.file);
        return std::nullopt;
    }
    PlanLoadResult loaded = parsePlan(wrapper["plan"].dump(), recoverable.file.toStdString(), &catalog);
    if (!loaded.ok()) {
        if (error)
            *error = loaded.diagnostics.empty() ? tr("unreadable")
                                                : QString::fromStdString(loaded.diagnostics.front().toString());
        return std::nullopt;
    }
    return std::move(loaded.plan);
}

void Autosave::discard(const Recoverable& recoverable)
{
    QFile::remove(recoverable.file);
}

} // namespace planner::ui
