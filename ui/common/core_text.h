#pragma once
// The core's messages in the interface language: the text table's entries are translated by Qt in the
// "CoreText" context, each with its key as disambiguation (the .ts source for them is generated from the
// table: packaging/update-translations.sh).

#include "models/text/message.h"

#include <QString>

namespace planner::ui {

// The interface language: each text of the table looked up in the installed Qt translations.
const TextLookup& interfaceText();

// A fixed language ("en", "zh_CN"), whatever the interface shows: for a quote printed in another language.
// The lookups live as long as the program.
const TextLookup& textFor(const std::string& language);

// The message in the interface language.
QString uiText(const Message& message);
QString uiText(const Arg& arg);
// The message in the interface language with every amount exact to the minor unit (for tooltips).
QString exactText(const Message& message);

} // namespace planner::ui
