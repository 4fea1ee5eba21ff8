#include "models/catalog/price_import.h"

#include "models/base/csv.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>

namespace planner {

namespace {

// The columns each format is read by: the ones a row needs, then the ones it may have.
struct FormatColumns {
    const char* name;
    std::vector<std::string> required;
};

const FormatColumns& columnsOf(PriceFormat format)
{
    static const FormatColumns skyPilot {"SkyPilot vms.csv",
                                         {"InstanceType", "AcceleratorName", "AcceleratorCount", "Price", "Region"}};
    static const FormatColumns gpuhunt {"gpuhunt",
                                        {"instance_name", "location", "price", "gpu_count", "gpu_name", "spot"}};
    return format == PriceFormat::SkyPilot ? skyPilot : gpuhunt;
}

std::string trimmed(std::string_view text)
{
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos)
        return {};
    const auto last = text.find_last_not_of(" \t");
    return std::string(text.substr(first, last - first + 1));
}

std::optional<double> parseNumber(const std::string& text)
{
    double value = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end || !std::isfinite(value))
        return std::nullopt;
    return value;
}

// Prices per GPU-hour to a millionth of a dollar: finer than any list price, and files stay readable.
double perGpuHour(double instancePrice, int gpus)
{
    return std::round(instancePrice / gpus * 1e6) / 1e6;
}

std::string idPart(const std::string& text)
{
    std::string part;
    for (char c : text) {
        const bool keep = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' || c == '-';
        if (c >= 'A' && c <= 'Z')
            part += static_cast<char>(c - 'A' + 'a');
        else
            part += keep ? c : '-';
    }
    return part;
}

// `Price "abc" is not a price above 0`: the column, the value as written, and what was expected.
const char* formatKey(PriceFormat format)
{
    return format == PriceFormat::SkyPilot ? "skypilot" : "gpuhunt";
}

// One row's fields by column name.
class Row {
public:
    Row(const std::map<std::string, std::size_t>& columns, const CsvRecord& record)
        : m_columns(columns)
        , m_record(record)
    {
    }
    bool has(const std::string& column) const { return m_columns.count(column) > 0; }
    std::string get(const std::string& column) const
    {
        const auto it = m_columns.find(column);
        return it == m_columns.end() ? std::string() : trimmed(m_record.fields[it->second]);
    }
    int columnNumber(const std::string& column) const
    {
        const auto it = m_columns.find(column);
        return it == m_columns.end() ? 0 : static_cast<int>(it->second) + 1;
    }

private:
    const std::map<std::string, std::size_t>& m_columns;
    const CsvRecord& m_record;
};

} // namespace

std::string importIdPrefix(PriceFormat format, const std::string& provider)
{
    return std::string("import-") + formatKey(format) + "-" + idPart(provider) + "-";
}

PriceImport importPrices(std::string_view text, const std::string& file, const PriceImportOptions& options,
                         const ImportNames& names)
{
    PriceImport result;
    const CsvReadResult csv = readCsv(text);
    if (csv.records.empty()) {
        result.refusal = (csv.error.empty() ? std::string("empty file") : csv.error) + " (expected a CSV file with "
            + columnsOf(options.format).name + " columns)";
        return result;
    }
    std::map<std::string, std::size_t> columns;
    const auto& header = csv.records.front().fields;
    for (std::size_t i = 0; i < header.size(); ++i)
        columns.emplace(trimmed(header[i]), i);
    const FormatColumns& wanted = columnsOf(options.format);
    std::vector<std::string> missing;
    for (const auto& column : wanted.required)
        if (!columns.count(column))
            missing.push_back(column);
    if (!missing.empty()) {
        const PriceFormat other
            = options.format == PriceFormat::SkyPilot ? PriceFormat::Gpuhunt : PriceFormat::SkyPilot;
        const auto& otherColumns = columnsOf(other).required;
        const bool isOther = std::all_of(otherColumns.begin(), otherColumns.end(),
                                         [&](const std::string& c) { return columns.count(c) > 0; });
        std::string list;
        for (const auto& column : missing)
            list += (list.empty() ? "" : ", ") + column;
        result.refusal = std::string("not a ") + wanted.name + " file: no column " + list
            + (isOther ? std::string(" (it looks like a ") + columnsOf(other).name + " file: use --from "
                       + formatKey(other) + ")"
                       : "");
        return result;
    }

    const bool skyPilot = options.format == PriceFormat::SkyPilot;
    const std::string instanceColumn = skyPilot ? "InstanceType" : "instance_name";
    const std::string nameColumn = skyPilot ? "AcceleratorName" : "gpu_name";
    const std::string countColumn = skyPilot ? "AcceleratorCount" : "gpu_count";
    const std::string priceColumn = skyPilot ? "Price" : "price";
    const std::string regionColumn = skyPilot ? "Region" : "location";

    std::map<std::string, ImportedOffering> offerings; // by id
    for (std::size_t r = 1; r < csv.records.size(); ++r) {
        const CsvRecord& record = csv.records[r];
        ++result.rowsRead;
        // In English for the command line; the window renders problemTexts in its own language.
        const auto problem = [&](int column, Message message) {
            result.problems.push_back({Severity::Warning, file, record.line, column, "", render(message)});
            result.problemTexts.push_back(std::move(message));
        };
        if (record.fields.size() != header.size()) {
            problem(static_cast<int>(std::min(record.fields.size(), header.size())) + 1,
                    Message("import.row.field_count",
                            {{"expected", std::to_string(header.size())},
                             {"found", std::to_string(record.fields.size())}}));
            continue;
        }
        const Row row(columns, record);
        const std::string name = row.get(nameColumn);
        const std::string countText = row.get(countColumn);
        if (name.empty() || countText.empty() || countText == "0" || countText == "0.0") {
            ++result.rowsWithoutAccelerators;
            continue;
        }
        const auto count = parseNumber(countText);
        if (!count || *count < 1 || *count > 72 || std::floor(*count) != *count) {
            problem(row.columnNumber(countColumn),
                    Message("import.row.gpu_count", {{"column", countColumn}, {"value", countText}}));
            continue;
        }
        const int gpus = static_cast<int>(*count);
        const std::string instance = row.get(instanceColumn);
        if (instance.empty()) {
            problem(row.columnNumber(instanceColumn), Message("import.row.empty", {{"column", instanceColumn}}));
            continue;
        }
        // gpuhunt names the memory in its own column: "A100" with 80 GB is looked up as "A100-80GB" first.
        const std::string* gpuId = nullptr;
        if (!skyPilot)
            if (const auto memory = parseNumber(row.get("gpu_memory")))
                gpuId = names.gpuFor(options.provider,
                                     name + "-" + std::to_string(static_cast<int>(std::lround(*memory))) + "GB");
        if (!gpuId)
            gpuId = names.gpuFor(options.provider, name);
        if (!gpuId) {
            ++result.unknownAccelerators[name];
            continue;
        }
        const std::string providerRegion = row.get(regionColumn);
        const std::string* regionId = names.regionFor(options.provider, providerRegion);
        if (!regionId) {
            ++result.unmappedRegions[providerRegion.empty() ? std::string("(none)") : providerRegion];
            continue;
        }
        std::optional<double> onDemand;
        std::optional<double> spot;
        bool bad = false;
        const auto readPrice = [&](const std::string& column, std::optional<double>& into) {
            const std::string value = row.get(column);
            if (value.empty())
                return;
            const auto number = parseNumber(value);
            if (!number || *number <= 0) {
                problem(row.columnNumber(column), Message("import.row.price", {{"column", column}, {"value", value}}));
                bad = true;
                return;
            }
            into = *number;
        };
        if (skyPilot) {
            readPrice(priceColumn, onDemand);
            if (!bad && row.has("SpotPrice"))
                readPrice("SpotPrice", spot);
        } else {
            const std::string spotText = row.get("spot");
            const bool isSpot = spotText == "True" || spotText == "true" || spotText == "1";
            if (!isSpot && spotText != "False" && spotText != "false" && spotText != "0") {
                problem(row.columnNumber("spot"),
                        Message("import.row.spot", {{"column", "spot"}, {"value", spotText}}));
                continue;
            }
            readPrice(priceColumn, isSpot ? spot : onDemand);
        }
        if (bad)
            continue;
        if (!onDemand && !spot) {
            problem(row.columnNumber(priceColumn), Message("import.row.no_price"));
            continue;
        }
        const std::string id = importIdPrefix(options.format, options.provider) + idPart(instance) + "-" + *regionId;
        ImportedOffering& offering = offerings[id];
        if (offering.rows == 0) {
            offering.id = id;
            offering.instance = instance;
            offering.gpuId = *gpuId;
            offering.regionId = *regionId;
            offering.gpusPerServer = gpus;
            offering.providerRegion = providerRegion;
        }
        ++offering.rows;
        if (onDemand && (!offering.onDemand || perGpuHour(*onDemand, gpus) < *offering.onDemand)) {
            offering.onDemand = perGpuHour(*onDemand, gpus);
            offering.providerRegion = providerRegion;
        }
        if (spot && (!offering.spot || perGpuHour(*spot, gpus) < *offering.spot))
            offering.spot = perGpuHour(*spot, gpus);
    }
    if (!csv.error.empty()) {
        Message message("import.csv_error", {{"error", csv.error}});
        result.problems.push_back({Severity::Warning, file, csv.errorLine, csv.errorColumn, "", render(message)});
        result.problemTexts.push_back(std::move(message));
    }
    for (auto& [id, offering] : offerings)
        result.offerings.push_back(std::move(offering));
    return result;
}

} // namespace planner
