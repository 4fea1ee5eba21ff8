#include "models/text/template.h"

namespace planner {

std::string renderTemplate(std::string_view text, const std::map<std::string, std::string>& args)
{
    std::string out;
    out.reserve(text.size() + 64);
    std::string name;
    size_t i = 0;
    while (i < text.size()) {
        const size_t open = text.find('{', i);
        if (open == std::string_view::npos) {
            out.append(text.substr(i));
            break;
        }
        out.append(text.substr(i, open - i));
        const size_t close = text.find('}', open + 1);
        if (close == std::string_view::npos) {
            out.append(text.substr(open));
            break;
        }
        name.assign(text.substr(open + 1, close - open - 1));
        auto it = args.find(name);
        if (it != args.end()) {
            out += it->second;
            i = close + 1;
        } else {
            out += '{';
            i = open + 1;
        }
    }
    return out;
}

} // namespace planner
