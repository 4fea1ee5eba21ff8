#pragma once
// A table of the PDF quote as data: its columns and rows, laid out and paged by the quote's renderer.

#include <QString>
#include <QStringList>

namespace planner::ui {

struct Column {
    QString header;
    double share; // of the table width
    Qt::Alignment align = Qt::AlignLeft;
};

struct Row {
    QStringList cells;
    bool bold = false;
    bool ruleAbove = false;
    bool shaded = false;
};

} // namespace planner::ui
