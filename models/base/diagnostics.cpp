#include "models/base/diagnostics.h"

#include <algorithm>

namespace planner {

std::string Diagnostic::toString() const
{
    std::string text = file;
    if (line > 0) {
        text += ':' + std::to_string(line);
        if (column > 0)
            text += ':' + std::to_string(column);
    }
    if (!text.empty())
        text += ": ";
    if (severity == Severity::Warning)
        text += "warning: ";
    if (!path.empty())
        text += path + ": ";
    return text + message;
}

bool hasErrors(const Diagnostics& diagnostics)
{
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [](const Diagnostic& d) { return d.severity == Severity::Error; });
}

} // namespace planner
