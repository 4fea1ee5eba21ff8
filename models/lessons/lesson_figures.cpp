// The figures each lesson's texts state, computed from its plan as bundled and with the suggested change
// made, on the catalogs in use: a text that says "66.9 kW" or "USD 381 K" stays true when a catalog's
// power draw, tariff or price changes. Slots per lesson are named in models/text/lesson_texts.cpp.
#include "models/lessons/lesson_figures.h"

#include "models/analysis/buy_or_rent_verdict.h"
#include "models/analysis/scenario_analysis.h"
#include "models/catalog/catalog.h"

#include <algorithm>
#include <limits>
#include <string>

namespace planner {

namespace {

struct States {
    const Catalog& catalog;
    const Scenario& before;
    Scenario after;
    ScenarioAnalysis was;
    ScenarioAnalysis is;
};

const NodeGroupFigures* firstGroup(const ScenarioAnalysis& a)
{
    return a.build.groups.empty() ? nullptr : &a.build.groups.front();
}

Arg money(const ScenarioAnalysis& a, double amount)
{
    return moneyArg(amount, a.tco.currency);
}

const OptionResult& buying(const ScenarioAnalysis& a)
{
    return a.tco.option(TcoOption::Purchase);
}

double electricity(const ScenarioAnalysis& a)
{
    return buying(a).category(CostCategory::Electricity);
}

const TracedInput* input(const ScenarioAnalysis& a, std::string_view id)
{
    return tracedInput(a.tco, id);
}

std::string gpuName(const Catalog& catalog, const std::string& id)
{
    const Gpu* gpu = catalog.gpu(id);
    return gpu ? gpu->name : id;
}

Args ramToVram(const States& s)
{
    const NodeGroupFigures* g = firstGroup(s.was);
    const NodeGroupFigures* h = firstGroup(s.is);
    if (!g || !h || !g->gpu || !g->memory)
        return {};
    const double buyDelta = buying(s.is).total - buying(s.was).total;
    return {{"gpus", std::to_string(g->gpusPerNode)},
            {"gpuGB", number(g->gpu->memoryGB, 0)},
            {"vram", number(g->vramPerNodeGB, 0)},
            {"dimms", std::to_string(g->dimms)},
            {"dimmGB", number(g->memory->capacityGB, 0)},
            {"ram", number(g->ramPerNodeGB, 0)},
            {"ratio", number(g->ramToVram, 1)},
            {"ramAfter", number(h->ramPerNodeGB, 0)},
            {"ratioAfter", number(h->ramToVram, 1)},
            {"buyDelta", money(s.is, buyDelta)},
            {"buyBefore", money(s.was, buying(s.was).total)},
            {"buyAfter", money(s.is, buying(s.is).total)},
            {"deltaPct", number(buying(s.is).total > 0 ? 100 * buyDelta / buying(s.is).total : 0, 1)}};
}

Args pcieVsNvlink(const States& s)
{
    const ComputeEstimate& was = s.was.estimate.compute;
    const ComputeEstimate& is = s.is.estimate.compute;
    return {{"mfu", number(100 * was.mfu * was.scalingEfficiency, 0)},
            {"hours", number(was.hours, 1)},
            {"mfuAfter", number(100 * is.mfu * is.scalingEfficiency, 0)},
            {"hoursAfter", number(is.hours, 1)},
            {"buyBefore", money(s.was, buying(s.was).total)},
            {"buyAfter", money(s.is, buying(s.is).total)}};
}

Args consumerCards(const States& s)
{
    const OptionResult* best = recommendedOption(s.is.tco);
    return {{"hardware", money(s.was, buying(s.was).category(CostCategory::Hardware))},
            {"hardwareAfter", money(s.is, buying(s.is).category(CostCategory::Hardware))},
            {"buyBefore", money(s.was, buying(s.was).total)},
            {"buyAfter", money(s.is, buying(s.is).total)},
            {"cheapestAfter", best ? phrase(optionLabel(best->option)) : Arg()}};
}

Args exportRules(const States& s)
{
    const TracedInput* tariff = input(s.is, "electricity_tariff");
    return {{"buyBefore", money(s.was, buying(s.was).total)},
            {"buyAfter", money(s.is, buying(s.is).total)},
            {"tariffAfter", tariff ? moneyArg(tariff->original.amount, tariff->original.currency) : Arg()},
            {"pueAfter", number(s.is.build.pue, 2)}};
}

Args rackCooling(const States& s)
{
    const NodeGroupFigures* g = firstGroup(s.was);
    if (!g)
        return {};
    return {{"nodeKw", number(g->nodePowerW / 1000, 1)},
            {"itKw", number(s.was.build.itPowerKw, 1)},
            {"rackLimit", number(s.was.build.rackLimitKw, 0)},
            {"perRack", std::to_string(g->nodesPerRack)},
            {"racks", std::to_string(s.was.build.racks)},
            {"facilityKw", number(s.was.build.facilityPowerKw, 1)},
            {"pue", number(s.was.build.pue, 2)},
            {"rackLimitAfter", number(s.is.build.rackLimitKw, 0)},
            {"racksAfter", std::to_string(s.is.build.racks)},
            {"pueAfter", number(s.is.build.pue, 2)},
            {"facilityKwAfter", number(s.is.build.facilityPowerKw, 1)},
            {"powerBefore", money(s.was, electricity(s.was))},
            {"powerAfter", money(s.is, electricity(s.is))},
            {"buyBefore", money(s.was, buying(s.was).total)},
            {"buyAfter", money(s.is, buying(s.is).total)}};
}

Args rentByClass(const States& s)
{
    const OptionResult& rent = s.was.tco.option(TcoOption::OnDemand);
    const OptionResult& market = s.is.tco.option(TcoOption::OnDemand);
    return {{"breakEven", s.was.tco.breakEvenRentalPrice ? money(s.was, *s.was.tco.breakEvenRentalPrice) : Arg()},
            {"onDemand", money(s.was, rent.unitPrice)},
            {"saving",
             cheapestRental(s.was.tco) ? money(s.was, cheapestRental(s.was.tco)->npv - buying(s.was).npv) : Arg()},
            {"offeringGpu", gpuName(s.catalog, market.offeringGpuId)},
            {"marketPrice", money(s.is, market.unitPrice * market.hoursFactor)},
            {"savingAfter", money(s.is, buying(s.is).npv - market.npv)}};
}

Args powerByRegion(const States& s)
{
    const TracedInput* tariff = input(s.was, "electricity_tariff");
    const TracedInput* tariffAfter = input(s.is, "electricity_tariff");
    const double before = tariff ? tariff->value * s.was.build.pue : 0;
    const double after = tariffAfter ? tariffAfter->value * s.is.build.pue : 0;
    return {{"itKw", number(s.was.build.itPowerKw, 1)},
            {"tariff", tariff ? money(s.was, tariff->value) : Arg()},
            {"tariffValue", number(tariff ? tariff->value : 0, 2)},
            {"pue", number(s.was.build.pue, 2)},
            {"power", money(s.was, electricity(s.was))},
            {"buy", money(s.was, buying(s.was).total)},
            {"tariffAfter", tariffAfter ? money(s.is, tariffAfter->value) : Arg()},
            {"tariffAfterValue", number(tariffAfter ? tariffAfter->value : 0, 2)},
            {"pueAfter", number(s.is.build.pue, 2)},
            {"powerAfter", money(s.is, electricity(s.is))},
            {"powerRatio", number(before > 0 ? 100 * after / before : 0, 0)},
            {"buyAfter", money(s.is, buying(s.is).total)},
            {"verdictAfter", phrase(buyOrRentVerdict(s.is.tco, s.catalog))}};
}

Args zeroStages(const States& s)
{
    Scenario stage1 = s.before;
    stage1.workload.zeroStage = 1;
    Scenario stage2 = s.before;
    stage2.workload.zeroStage = 2;
    const NodeGroupFigures* g = firstGroup(s.was);
    return {{"perGpu", number(s.was.estimate.memory.perGpuGB, 1)},
            {"gpuGB", number(g && g->gpu ? g->gpu->memoryGB : 0, 0)},
            {"stage1", number(analyseScenario(stage1, s.catalog).estimate.memory.perGpuGB, 1)},
            {"stage2", number(analyseScenario(stage2, s.catalog).estimate.memory.perGpuGB, 1)},
            {"perGpuAfter", number(s.is.estimate.memory.perGpuGB, 1)}};
}

} // namespace

Args lessonFigures(const Lesson& lesson, const Scenario& before, const Catalog& catalog)
{
    States s {catalog, before, withSuggestedChange(lesson, before), {}, {}};
    s.was = analyseScenario(s.before, catalog);
    s.is = analyseScenario(s.after, catalog);
    const std::string_view id = lesson.id;
    if (id == "ram-to-vram")
        return ramToVram(s);
    if (id == "pcie-vs-nvlink")
        return pcieVsNvlink(s);
    if (id == "consumer-cards")
        return consumerCards(s);
    if (id == "export-rules")
        return exportRules(s);
    if (id == "rack-cooling")
        return rackCooling(s);
    if (id == "rent-by-class")
        return rentByClass(s);
    if (id == "power-by-region")
        return powerByRegion(s);
    if (id == "zero-stages")
        return zeroStages(s);
    return {};
}

Message lessonText(const Lesson& lesson, LessonPart part, const Args& figures)
{
    Message text = lessonText(lesson, part);
    text.args = figures;
    return text;
}

} // namespace planner
