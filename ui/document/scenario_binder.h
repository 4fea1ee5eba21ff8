#pragma once
// Binds editor widgets to fields of the current scenario: each widget follows the document, and each
// user edit becomes a mergeable undo command (dragging a spin box or a slider is one undo step).
// A key's first word names the part of the scenario it edits ("workload.", "site.", "finance."): a
// widget is re-read only when that part of the current scenario changed.

#include "document/commands.h"
#include "plan/plan_enum_names.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QObject>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>

#include <functional>
#include <vector>

namespace planner::ui {

class ScenarioBinder final : public QObject {
    Q_OBJECT
public:
    template <typename T> using Access = std::function<T&(Scenario&)>;

    explicit ScenarioBinder(Document* document, QObject* parent = nullptr);

    void bindSpin(QSpinBox* box, const QString& key, Access<int> access);
    void bindDoubleSpin(QDoubleSpinBox* box, const QString& key, Access<double> access);
    // A slider over a percentage field, in whole percent.
    void bindSlider(QSlider* slider, const QString& key, Access<double> access);
    void bindCheck(QCheckBox* box, const QString& key, Access<bool> access);
    // Combo items carry the id in their data (Qt::UserRole).
    void bindIdCombo(QComboBox* box, const QString& key, Access<std::string> access);

    // Combo items carry enumName() in their data.
    template <typename E> void bindEnumCombo(QComboBox* box, const QString& key, Access<E> access)
    {
        addRefresher(key, [this, box, access] {
            const Scenario* s = m_document->scenario();
            if (!s)
                return;
            const QSignalBlocker blocker(box);
            box->setCurrentIndex(box->findData(QString::fromUtf8(enumName(access(forReading(*s))).data())));
        });
        connect(box, &QComboBox::activated, this, [this, box, key, access](int index) {
            const auto value = enumFromName<E>(box->itemData(index).toString().toStdString());
            if (value)
                push<E>(box, key, access, *value);
        });
    }

    // Re-reads every bound widget from the document (after the combos were refilled, …).
    void refresh();

private:
    struct Refresher {
        ChangeEvent::Part part;
        std::function<void()> read;
    };
    static ChangeEvent::Part partOf(const QString& key);
    // Keeps the refresher and runs it once: the widget shows the document from the start.
    void addRefresher(const QString& key, std::function<void()> read);
    void documentChanged(const ChangeEvent& event);

    // Accessors return references so that commands can write through them; reading through one must
    // not cost a copy of the scenario on every refresh.
    static Scenario& forReading(const Scenario& scenario) { return const_cast<Scenario&>(scenario); }

    // The undo text names the widget by its accessible name (which editors set for screen readers too).
    template <typename T> void push(const QWidget* widget, const QString& key, const Access<T>& access, T value)
    {
        const Scenario* s = m_document->scenario();
        if (!s)
            return;
        if (access(forReading(*s)) == value)
            return;
        const auto index = static_cast<std::size_t>(m_document->currentScenario());
        m_document->undoStack()->push(new ChangeValue<T>(
            m_document, tr("Edit %1").arg(widget->accessibleName().isEmpty() ? key : widget->accessibleName()),
            QStringLiteral("s%1.%2").arg(index).arg(key), ChangeEvent::inScenario(static_cast<int>(index), partOf(key)),
            [index, access](Plan& p) -> T& { return access(p.scenarios[index]); }, std::move(value)));
    }

    Document* m_document;
    std::vector<Refresher> m_refreshers;
};

} // namespace planner::ui
