#pragma once
// The program's widget style: Fusion, drawn faster where Qt 6.4 is slow, pixel for pixel the same.

#include <QHash>
#include <QIcon>
#include <QProxyStyle>

#include <utility>

namespace planner::ui {

class AppStyle final : public QProxyStyle {
public:
    AppStyle(); // over Fusion

    QIcon standardIcon(StandardPixmap which, const QStyleOption* option, const QWidget* widget) const override;
    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget) const override;
    void drawControl(ControlElement element, const QStyleOption* option, QPainter* painter,
                     const QWidget* widget) const override;

private:
    bool drawHeaderSection(const QStyleOption* option, QPainter* painter, const QWidget* widget) const;

    mutable QHash<std::pair<int, int>, QIcon> m_icons;
};

} // namespace planner::ui
