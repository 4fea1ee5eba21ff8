#pragma once
// Reads catalogs/software.json (its format: catalogs/README.md).

#include "models/base/json_reader.h"
#include "models/catalog/software.h"

#include <nlohmann/json_fwd.hpp>

#include <string>

namespace planner {

// Reads the document into `out`; problems go to `d` with their place. False when it is not a software
// catalog at all.
bool readSoftwareCatalog(const nlohmann::json& document, const std::string& file, Origin origin, SoftwareCatalog& out,
                         Diagnostics& d);

} // namespace planner
