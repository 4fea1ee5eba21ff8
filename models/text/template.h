#pragma once
// Texts with named slots: "{need} GB needed per GPU" filled from a map of argument values.

#include <map>
#include <string>
#include <string_view>

namespace planner {

// Replaces each {name} with args[name]; unknown names are left as they are.
std::string renderTemplate(std::string_view text, const std::map<std::string, std::string>& args);

} // namespace planner
