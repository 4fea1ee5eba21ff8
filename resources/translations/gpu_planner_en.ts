<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CostCharts</name>
    <message numerus="yes">
        <location filename="../../ui/costs/chart_parts.cpp" line="+209"/>
        <source>Total over %n month(s) (%1)</source>
        <translation>
            <numerusform>Total over %n month (%1)</numerusform>
            <numerusform>Total over %n months (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/costs/cost_charts.cpp" line="+400"/>
        <source>NPV over %n month(s) (%1)</source>
        <translation>
            <numerusform>NPV over %n month (%1)</numerusform>
            <numerusform>NPV over %n months (%1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>planner::ui::AdvisorPage</name>
    <message numerus="yes">
        <location filename="../../ui/advise/advisor_page.cpp" line="+353"/>
        <source>%n build(s) on the frontier; %1; %2 (%3 s).</source>
        <translation>
            <numerusform>%n build on the frontier; %1; %2 (%3 s).</numerusform>
            <numerusform>%n builds on the frontier; %1; %2 (%3 s).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>planner::ui::BuildPanel</name>
    <message numerus="yes">
        <location filename="../../ui/editors/build_panel.cpp" line="+172"/>
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
    <message numerus="yes">
        <location line="+26"/>
        <source>%n cabinet(s) × %1 kW, node %2 kW</source>
        <translation>
            <numerusform>%n cabinet × %1 kW, node %2 kW</numerusform>
            <numerusform>%n cabinets × %1 kW, node %2 kW</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>planner::ui::CostSummaryModel</name>
    <message numerus="yes">
        <location filename="../../ui/costs/cost_view.cpp" line="+102"/>
        <source>Buying does not become cheaper than %1 within %n month(s)</source>
        <translation>
            <numerusform>Buying does not become cheaper than %1 within %n month</numerusform>
            <numerusform>Buying does not become cheaper than %1 within %n months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+54"/>
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
        <location line="+433"/>
        <source>Cost over %n month(s) in %2: &quot;%1&quot;</source>
        <translation>
            <numerusform>Cost over %n month in %2: &quot;%1&quot;</numerusform>
            <numerusform>Cost over %n months in %2: &quot;%1&quot;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%n price(s) from %1 at 1 %1 = %2 %3 (rate of %4)</source>
        <translation>
            <numerusform>%n price from %1 at 1 %1 = %2 %3 (rate of %4)</numerusform>
            <numerusform>%n prices from %1 at 1 %1 = %2 %3 (rate of %4)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+46"/>
        <source>Renting for less than the break-even price costs less than buying at this plan&apos;s use; for more, buying wins. It is the price per GPU-hour at which on-demand&apos;s NPV equals buying&apos;s, over %n month(s) at the plan&apos;s demand; VAT as the region treats it.</source>
        <translation>
            <numerusform>Renting for less than the break-even price costs less than buying at this plan&apos;s use; for more, buying wins. It is the price per GPU-hour at which on-demand&apos;s NPV equals buying&apos;s, over %n month at the plan&apos;s demand; VAT as the region treats it.</numerusform>
            <numerusform>Renting for less than the break-even price costs less than buying at this plan&apos;s use; for more, buying wins. It is the price per GPU-hour at which on-demand&apos;s NPV equals buying&apos;s, over %n months at the plan&apos;s demand; VAT as the region treats it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>planner::ui::MainWindow</name>
    <message numerus="yes">
        <location filename="../../ui/shell/main_window.cpp" line="+532"/>
        <source>Opened with %n warning(s); the first: %1</source>
        <translation>
            <numerusform>Opened with %n warning; the first: %1</numerusform>
            <numerusform>Opened with %n warnings; the first: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>planner::ui::MarketPanel</name>
    <message numerus="yes">
        <location filename="../../ui/costs/market_panel.cpp" line="+298"/>
        <source>%n offering(s) that could do this build&apos;s work: those that do it like for like first, then those that do not, each in the plan&apos;s market before the others and cheapest per unit of work first; ★ marks the ones the comparison uses. Grey rows cannot do the work.</source>
        <translation>
            <numerusform>%n offering that could do this build&apos;s work: those that do it like for like first, then those that do not, each in the plan&apos;s market before the others and cheapest per unit of work first; ★ marks the ones the comparison uses. Grey rows cannot do the work.</numerusform>
            <numerusform>%n offerings that could do this build&apos;s work: those that do it like for like first, then those that do not, each in the plan&apos;s market before the others and cheapest per unit of work first; ★ marks the ones the comparison uses. Grey rows cannot do the work.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>planner::ui::WhatIfBar</name>
    <message numerus="yes">
        <location filename="../../ui/costs/what_if_bar.cpp" line="+449"/>
        <location line="+121"/>
        <source>Horizon %n month(s)</source>
        <translation>
            <numerusform>Horizon %n month</numerusform>
            <numerusform>Horizon %n months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-105"/>
        <source>Basis: the owned GPUs&apos; hours, %n GPU(s) × 730 h a month.</source>
        <translation>
            <numerusform>Basis: the owned GPUs&apos; hours, %n GPU × 730 h a month.</numerusform>
            <numerusform>Basis: the owned GPUs&apos; hours, %n GPUs × 730 h a month.</numerusform>
        </translation>
    </message>
</context>
</TS>
