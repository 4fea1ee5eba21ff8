#pragma once
// Keeps unsaved work safe: every few seconds the modified plan is written to the autosave folder with
// the owning process id; at start, files whose owner is gone are work a crash left behind.

#include "models/catalog/catalog.h"
#include "models/plan/plan.h"

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>
#include <QTimer>

#include <optional>

namespace planner::ui {

class Document;

class Autosave final : public QObject {
    Q_OBJECT
public:
    struct Recoverable {
        QString file; // the autosave file
        QString originalPath; // the plan's own file, empty when it was never saved
        QString planName;
        QDateTime savedAt;
    };

    Autosave(Document* document, QString folder, int intervalSeconds, QObject* parent = nullptr);
    ~Autosave() override; // a clean exit leaves nothing to recover

    QString file() const { return m_file; }
    // Writes the plan now if it has unsaved changes; removes the autosave when it has none.
    void saveNow();

    // The standard folder: <app data>/autosave.
    static QString defaultFolder();
    // Autosaves whose owning process has ended, newest first.
    static QList<Recoverable> findRecoverable(const QString& folder);
    // Reads an autosave back; nullopt (and a message) when it cannot be used.
    static std::optional<Plan> load(const Recoverable& recoverable, const Catalog& catalog, QString* error);
    static void discard(const Recoverable& recoverable);

private:
    Document* m_document;
    QString m_folder;
    QString m_file;
    QTimer m_timer;
};

} // namespace planner::ui
