#include "document/scenario_binder.h"

#include <array>
#include <cmath>
#include <utility>

namespace planner::ui {

ScenarioBinder::ScenarioBinder(Document* document, QObject* parent)
    : QObject(parent)
    , m_document(document)
{
    connect(m_document, &Document::changed, this, &ScenarioBinder::documentChanged);
}

ChangeEvent::Part ScenarioBinder::partOf(const QString& key)
{
    using Part = ChangeEvent::Part;
    static const std::array<std::pair<QLatin1String, Part>, 4> parts = {{{QLatin1String("workload."), Part::Workload},
                                                                         {QLatin1String("site."), Part::Site},
                                                                         {QLatin1String("finance."), Part::Finance},
                                                                         {QLatin1String("software."), Part::Software}}};
    for (const auto& [prefix, part] : parts)
        if (key.startsWith(prefix))
            return part;
    // A programming error, met the first time the panel is built: every test that builds it stops here.
    qFatal("ScenarioBinder: the key \"%s\" names no part of a scenario", qPrintable(key));
}

void ScenarioBinder::addRefresher(const QString& key, std::function<void()> read)
{
    m_refreshers.push_back({partOf(key), std::move(read)});
    m_refreshers.back().read();
}

void ScenarioBinder::refresh()
{
    for (const auto& refresher : m_refreshers)
        refresher.read();
}

void ScenarioBinder::documentChanged(const ChangeEvent& event)
{
    const int current = m_document->currentScenario();
    for (const auto& refresher : m_refreshers)
        if (event.affectsCurrent(current, refresher.part))
            refresher.read();
}

void ScenarioBinder::bindSpin(QSpinBox* box, const QString& key, Access<int> access)
{
    addRefresher(key, [this, box, access] {
        if (const Scenario* s = m_document->scenario()) {
            const QSignalBlocker blocker(box);
            box->setValue(access(forReading(*s)));
        }
    });
    connect(box, &QSpinBox::valueChanged, this,
            [this, box, key, access](int value) { push<int>(box, key, access, value); });
}

void ScenarioBinder::bindDoubleSpin(QDoubleSpinBox* box, const QString& key, Access<double> access)
{
    addRefresher(key, [this, box, access] {
        if (const Scenario* s = m_document->scenario()) {
            const QSignalBlocker blocker(box);
            box->setValue(access(forReading(*s)));
        }
    });
    connect(box, &QDoubleSpinBox::valueChanged, this,
            [this, box, key, access](double value) { push<double>(box, key, access, value); });
}

void ScenarioBinder::bindSlider(QSlider* slider, const QString& key, Access<double> access)
{
    addRefresher(key, [this, slider, access] {
        if (const Scenario* s = m_document->scenario()) {
            const QSignalBlocker blocker(slider);
            slider->setValue(static_cast<int>(std::lround(access(forReading(*s)))));
        }
    });
    connect(slider, &QSlider::valueChanged, this,
            [this, slider, key, access](int value) { push<double>(slider, key, access, static_cast<double>(value)); });
}

void ScenarioBinder::bindCheck(QCheckBox* box, const QString& key, Access<bool> access)
{
    addRefresher(key, [this, box, access] {
        if (const Scenario* s = m_document->scenario()) {
            const QSignalBlocker blocker(box);
            box->setChecked(access(forReading(*s)));
        }
    });
    connect(box, &QCheckBox::toggled, this,
            [this, box, key, access](bool value) { push<bool>(box, key, access, value); });
}

void ScenarioBinder::bindIdCombo(QComboBox* box, const QString& key, Access<std::string> access)
{
    addRefresher(key, [this, box, access] {
        if (const Scenario* s = m_document->scenario()) {
            const QSignalBlocker blocker(box);
            box->setCurrentIndex(box->findData(QString::fromStdString(access(forReading(*s)))));
        }
    });
    connect(box, &QComboBox::activated, this, [this, box, key, access](int index) {
        push<std::string>(box, key, access, box->itemData(index).toString().toStdString());
    });
}

} // namespace planner::ui
