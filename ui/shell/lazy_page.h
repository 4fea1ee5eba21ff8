#pragma once
// A tab page that builds its real content the first time it is shown (or asked for), so the
// window does not pay at start-up for pages nobody has opened yet.

#include <QVBoxLayout>
#include <QWidget>

#include <functional>

namespace planner::ui {

class LazyPage final : public QWidget {
public:
    using Factory = std::function<QWidget*(QWidget* parent)>;

    explicit LazyPage(Factory factory, QWidget* parent = nullptr)
        : QWidget(parent)
        , m_factory(std::move(factory))
    {
        auto* layout = new QVBoxLayout(this);
        layout->setContentsMargins(0, 0, 0, 0);
    }

    QWidget* content()
    {
        if (!m_content) {
            m_content = m_factory(this);
            layout()->addWidget(m_content);
        }
        return m_content;
    }

protected:
    void showEvent(QShowEvent* event) override
    {
        content();
        QWidget::showEvent(event);
    }

private:
    Factory m_factory;
    QWidget* m_content = nullptr;
};

} // namespace planner::ui
