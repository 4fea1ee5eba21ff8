#include "ui/common/dialogs.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QPushButton>

namespace planner::ui {

void Dialogs::error(QWidget* parent, const QString& title, const QString& text, const QString& details)
{
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
    if (!details.isEmpty())
        box.setDetailedText(details);
    box.exec();
}

QMessageBox::StandardButton Dialogs::askSaveChanges(QWidget* parent, const QString& documentName)
{
    return QMessageBox::question(parent, QObject::tr("Unsaved changes"),
                                 QObject::tr("Save the changes to \"%1\" before closing?").arg(documentName),
                                 QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
}

bool Dialogs::ask(QWidget* parent, const QString& title, const QString& text)
{
    return QMessageBox::question(parent, title, text, QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes)
        == QMessageBox::Yes;
}

QString Dialogs::openFileName(QWidget* parent, const QString& folder)
{
    return QFileDialog::getOpenFileName(parent, QObject::tr("Open plan"), folder,
                                        QObject::tr("GPU plans (*.gpuplan.json *.json);;All files (*)"));
}

QString Dialogs::saveFileName(QWidget* parent, const QString& suggestion)
{
    return QFileDialog::getSaveFileName(parent, QObject::tr("Save plan"), suggestion,
                                        QObject::tr("GPU plans (*.gpuplan.json *.json)"));
}

} // namespace planner::ui

namespace planner::ui {

QString Dialogs::exportFileName(QWidget* parent, const QString& suggestion)
{
    return QFileDialog::getSaveFileName(parent, QObject::tr("Export quote"), suggestion,
                                        QObject::tr("PDF quote (*.pdf);;CSV for spreadsheets (*.csv)"));
}

} // namespace planner::ui

namespace planner::ui {

QString Dialogs::deploymentFolder(QWidget* parent, const QString& suggestion)
{
    return QFileDialog::getSaveFileName(parent, QObject::tr("Export deployment kit"), suggestion,
                                        QObject::tr("Folder (a new one is made)"), nullptr,
                                        QFileDialog::ShowDirsOnly | QFileDialog::DontConfirmOverwrite);
}

} // namespace planner::ui

namespace planner::ui {

QString Dialogs::chartFileName(QWidget* parent, const QString& suggestion)
{
    const bool svg = QFileInfo(suggestion).suffix().compare(QLatin1String("svg"), Qt::CaseInsensitive) == 0;
    return QFileDialog::getSaveFileName(parent, QObject::tr("Save chart"), suggestion,
                                        svg ? QObject::tr("SVG drawing (*.svg)") : QObject::tr("PNG image (*.png)"));
}

QString Dialogs::priceFile(QWidget* parent, bool* gpuhunt)
{
    const QString skyPilot = QObject::tr("SkyPilot catalog (vms.csv) (*.csv)");
    const QString hunt = QObject::tr("gpuhunt price list (*.csv)");
    QString chosen;
    const QString file = QFileDialog::getOpenFileName(parent, QObject::tr("Import prices"), QString(),
                                                      skyPilot + QStringLiteral(";;") + hunt, &chosen);
    if (gpuhunt)
        *gpuhunt = chosen == hunt;
    return file;
}

Dialogs::ImportTarget Dialogs::importTarget(QWidget* parent, const QString& userFolder, const QString& teamFolder,
                                            ImportTarget suggested)
{
    QMessageBox box(QMessageBox::Question, QObject::tr("Import prices"),
                    QObject::tr("Write the imported prices to the team's catalog folder, which everyone who uses it "
                                "reads, or to your own?\n\nTeam: %1\nYours: %2")
                        .arg(QDir::toNativeSeparators(teamFolder), QDir::toNativeSeparators(userFolder)),
                    QMessageBox::Cancel, parent);
    QPushButton* team = box.addButton(QObject::tr("Team folder"), QMessageBox::AcceptRole);
    QPushButton* user = box.addButton(QObject::tr("My folder"), QMessageBox::AcceptRole);
    box.setDefaultButton(suggested == ImportTarget::Team ? team : user);
    box.exec();
    if (box.clickedButton() == team)
        return ImportTarget::Team;
    if (box.clickedButton() == user)
        return ImportTarget::User;
    return ImportTarget::Cancel;
}

QString Dialogs::existingFolder(QWidget* parent, const QString& title, const QString& current)
{
    return QFileDialog::getExistingDirectory(parent, title, current);
}

} // namespace planner::ui
