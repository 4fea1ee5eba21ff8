<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>planner::ui::BuildPanel</name>
    <message numerus="yes">
        <location filename="../../ui/build_panel.cpp" line="+147"/>
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
    <name>planner::ui::MainWindow</name>
    <message numerus="yes">
        <location filename="../../ui/main_window.cpp" line="+216"/>
        <source>Opened with %n warning(s); the first: %1</source>
        <translation><numerusform>Opened with %n warning; the first: %1</numerusform><numerusform>Opened with %n warnings; the first: %1</numerusform></translation>
    </message>
</context>
</TS>
