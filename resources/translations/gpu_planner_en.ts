<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CostCharts</name>
    <message numerus="yes">
        <location filename="../../ui/costs/cost_charts.cpp" line="+231"/>
        <source>Total over %n month(s) (%1)</source>
        <translation>
            <numerusform>Total over %n month (%1)</numerusform>
            <numerusform>Total over %n months (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+342"/>
        <source>NPV over %n month(s) (%1)</source>
        <translation>
            <numerusform>NPV over %n month (%1)</numerusform>
            <numerusform>NPV over %n months (%1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>planner::ui::BuildPanel</name>
    <message numerus="yes">
        <location filename="../../ui/editors/build_panel.cpp" line="+161"/>
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>in %n node(s)</source>
        <translation>
            <numerusform>in %n node</numerusform>
            <numerusform>in %n nodes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>planner::ui::CostSummaryModel</name>
    <message numerus="yes">
        <location filename="../../ui/costs/cost_view.cpp" line="+109"/>
        <source>not within %n month(s)</source>
        <translation>
            <numerusform>not within %n month</numerusform>
            <numerusform>not within %n months</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>planner::ui::CostView</name>
    <message numerus="yes">
        <location line="+248"/>
        <source>Cost of &quot;%1&quot; over %n month(s) in %2</source>
        <translation>
            <numerusform>Cost of &quot;%1&quot; over %n month in %2</numerusform>
            <numerusform>Cost of &quot;%1&quot; over %n months in %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>planner::ui::MainWindow</name>
    <message numerus="yes">
        <location filename="../../ui/shell/main_window.cpp" line="+413"/>
        <source>Opened with %n warning(s); the first: %1</source>
        <translation>
            <numerusform>Opened with %n warning; the first: %1</numerusform>
            <numerusform>Opened with %n warnings; the first: %1</numerusform>
        </translation>
    </message>
</context>
</TS>
