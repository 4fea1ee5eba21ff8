#pragma once
// Message boxes and file dialogs behind one interface, so tests can answer them without a person.

#include <QMessageBox>
#include <QString>

class QWidget;

namespace planner::ui {

class Dialogs {
public:
    virtual ~Dialogs() = default;
    virtual void error(QWidget* parent, const QString& title, const QString& text, const QString& details = {});
    // Save, Discard or Cancel.
    virtual QMessageBox::StandardButton askSaveChanges(QWidget* parent, const QString& documentName);
    virtual bool ask(QWidget* parent, const QString& title, const QString& text);
    virtual QString openFileName(QWidget* parent, const QString& folder);
    virtual QString saveFileName(QWidget* parent, const QString& suggestion);
    // A PDF or CSV quote; the extension chooses the format.
    virtual QString exportFileName(QWidget* parent, const QString& suggestion);
    // A folder for the deployment kit (new or empty; a non-empty one is asked about separately).
    virtual QString deploymentFolder(QWidget* parent, const QString& suggestion);
    // A chart image; the suggestion's extension (png or svg) chooses the format offered.
    virtual QString chartFileName(QWidget* parent, const QString& suggestion);
    // A price list to import; `gpuhunt` says which format the user chose (else SkyPilot's vms.csv).
    virtual QString priceFile(QWidget* parent, bool* gpuhunt);
    // Where imported prices go when a team folder is configured: the team's folder or the user's own.
    enum class ImportTarget { User, Team, Cancel };
    virtual ImportTarget importTarget(QWidget* parent, const QString& userFolder, const QString& teamFolder,
                                      ImportTarget suggested);
    // An existing folder (the team's catalogs); empty when cancelled.
    virtual QString existingFolder(QWidget* parent, const QString& title, const QString& current);
};

} // namespace planner::ui
