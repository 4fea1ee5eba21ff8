#!/usr/bin/env python3
"""Fills unfinished entries of a Qt .ts file from a tab-separated file of English<TAB>translation lines
(newlines written as \\n). Used after packaging/update-translations.sh when strings were added."""
import html
import re
import sys


def main(ts_path, tsv_path):
    table = {}
    for line in open(tsv_path, encoding="utf-8"):
        line = line.rstrip("\n")
        if "\t" in line:
            english, translated = line.split("\t", 1)
            table[english.replace("\\n", "\n")] = translated.replace("\\n", "\n")
    text = open(ts_path, encoding="utf-8").read()
    filled = 0

    def fill(match):
        nonlocal filled
        body = match.group(2)
        if 'type="unfinished"' not in body:
            return match.group(0)
        source = html.unescape(re.search(r"<source>(.*?)</source>", body, re.S).group(1))
        if source not in table:
            return match.group(0)
        value = html.escape(table[source], quote=False)
        form = "<numerusform>%s</numerusform>" % value if match.group(1) else value
        body = re.sub(r'<translation type="unfinished">.*?</translation>|<translation type="unfinished"/>',
                      lambda _: "<translation>%s</translation>" % form, body, flags=re.S)
        filled += 1
        return "<message%s>%s</message>" % (match.group(1) or "", body)

    text = re.sub(r'<message( numerus="yes")?>(.*?)</message>', fill, text, flags=re.S)
    open(ts_path, "w", encoding="utf-8").write(text)
    left = text.count('type="unfinished"')
    print(f"{ts_path}: filled {filled}, unfinished {left}")
    return 1 if left else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
