#pragma once
// A problem found in a file: where it is (file, line, column, JSON path) and what was expected.

#include <string>
#include <vector>

namespace planner {

enum class Severity { Error, Warning, Info };

struct Diagnostic {
    Severity severity = Severity::Error;
    std::string file;
    int line = 0; // 1-based; 0 when unknown
    int column = 0; // 1-based; 0 when unknown
    std::string path; // JSON path such as scenarios[0].cluster.nodeGroups[1].gpuCount
    std::string message;

    // "file:line:column: path: message", omitting the parts that are unknown.
    std::string toString() const;
};

using Diagnostics = std::vector<Diagnostic>;

bool hasErrors(const Diagnostics& diagnostics);

} // namespace planner
