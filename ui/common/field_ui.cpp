#include "ui/common/field_ui.h"

#include <QSignalBlocker>

namespace planner::ui {

void fillChoices(QComboBox* box, const FieldDescription& field)
{
    if (!field.choiceNames)
        return;
    const QSignalBlocker blocker(box);
    const auto names = field.choiceNames();
    if (box->count() != static_cast<int>(names.size())) {
        box->clear();
        for (const std::string_view name : names) {
            const QString data = QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size()));
            box->addItem(data, data);
        }
    }
    for (int i = 0; i < box->count(); ++i)
        box->setItemText(i, uiText(Message(field.choiceTextKey(box->itemData(i).toString().toStdString()))));
}

} // namespace planner::ui
