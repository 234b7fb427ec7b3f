#!/usr/bin/env python3
"""Static checks of the Android app's Kotlin for two mistakes the compiler cannot see.

1. A weighted LinearLayout child with no size across the row: `LayoutParams(0, 0, weight)`
   gives the main axis to the weight, but the other axis is 0 px too, so the child is invisible
   (the setup screen's "Add a person / Add a bot" row once was). One of the first two
   arguments must be a real size (WRAP_CONTENT, MATCH_PARENT or pixels).
2. A string's format arguments against its placeholders. `getString(R.string.x, a, b)` (also
   `getQuantityString(R.plurals.x, n, a, b)` and Texts' `s(R.string.x, a, b)`) must pass as
   many arguments as the string in res/values*/ has placeholders (`%1$s`, `%2$d`, or plain
   `%s %d`; `%%` is a percent sign). Too few and the player reads "%1$s"; too many means the
   text lost a word. A call choosing between strings (`if (on) R.string.a else R.string.b`)
   must suit both.

  check_sources.py --app android/app     check the app; exit 1 with file:line for each problem
  check_sources.py --app android/app --self-test
                                         also prove each rule catches its mistake
"""

import argparse
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ZERO_BY_ZERO = re.compile(r"LayoutParams\(\s*0\s*,\s*0\s*[,)]")
CALL = re.compile(r"\b(getString|getQuantityString|s)\(")
RESOURCE = re.compile(r"R\.(string|plurals)\.([A-Za-z0-9_]+)")
PLACEHOLDER = re.compile(r"%(?:(\d+)\$)?[-#+ 0,(]*\d*(?:\.\d+)?([a-zA-Z%])")


def placeholders(text: str) -> int:
    """How many arguments a format string takes."""
    positions, plain = set(), 0
    for index, conversion in PLACEHOLDER.findall(text):
        if conversion in ("%", "n"):
            continue
        if index:
            positions.add(int(index))
        else:
            plain += 1
    return max(positions, default=0) + plain


def string_arguments(res: Path) -> dict:
    """(kind, name) -> arguments taken, over every values folder (they must agree)."""
    found = {}
    for file in sorted(res.glob("values*/*.xml")):
        for element in ET.parse(file).getroot():
            name = element.get("name")
            if element.tag not in ("string", "plurals") or not name or element.get("formatted") == "false":
                continue
            texts = ["".join(element.itertext())] if element.tag == "string" else [
                "".join(item.itertext()) for item in element if item.tag == "item"]
            found.setdefault((element.tag, name), set()).add(max(map(placeholders, texts), default=0))
    return found


def split_arguments(source: str, start: int):
    """The top-level arguments of the call whose '(' is at source[start - 1], and its end."""
    depth, current, arguments, quote = 0, [], [], None
    index = start
    while index < len(source):
        char = source[index]
        if quote:
            current.append(char)
            if char == "\\":
                current.append(source[index + 1])
                index += 1
            elif char == quote:
                quote = None
        elif char == '"':
            quote = char
            current.append(char)
        elif char in "([{":
            depth += 1
            current.append(char)
        elif char in ")]}":
            if depth == 0:
                text = "".join(current).strip()
                if text:
                    arguments.append(text)
                return arguments, index
            depth -= 1
            current.append(char)
        elif char == "," and depth == 0:
            arguments.append("".join(current).strip())
            current = []
        else:
            current.append(char)
        index += 1
    return arguments, index


def line_of(source: str, offset: int) -> int:
    return source.count("\n", 0, offset) + 1


def check_weighted(path: str, source: str) -> list:
    return [
        f"{path}:{line_of(source, m.start())}: a weighted child 0 px across its row: "
        "give LayoutParams a real size on the other axis (WRAP_CONTENT)"
        for m in ZERO_BY_ZERO.finditer(source)
    ]


def check_format_arguments(path: str, source: str, strings: dict, checked: list) -> list:
    problems = []
    for call in CALL.finditer(source):
        arguments, _ = split_arguments(source, call.end())
        if not arguments or any(a.startswith("*") for a in arguments):
            continue  # not a resource call, or a spread (Texts.s passes its own varargs on)
        resources = RESOURCE.findall(arguments[0])
        if not resources or not RESOURCE.fullmatch(arguments[0]) and not arguments[0].startswith("if"):
            continue
        given = len(arguments) - (2 if call.group(1) == "getQuantityString" else 1)
        for kind, name in resources:
            taken = strings.get((kind, name))
            if taken is None:
                continue  # a missing resource is aapt's to refuse (link_resources.py)
            checked.append(name)
            if len(taken) > 1:
                problems.append(f"{path}:{line_of(source, call.start())}: {kind} {name} takes "
                                f"{sorted(taken)} arguments in different folders")
            elif given != next(iter(taken)):
                problems.append(f"{path}:{line_of(source, call.start())}: {kind} {name} takes "
                                f"{next(iter(taken))} format argument(s), {given} given")
    return problems


def check(app: Path, extra_sources=(), checked=None) -> list:
    strings = string_arguments(app / "src" / "main" / "res")
    problems, checked = [], [] if checked is None else checked
    files = [(str(p), p.read_text(encoding="utf-8")) for p in sorted((app / "src" / "main").rglob("*.kt"))]
    for path, source in [*files, *extra_sources]:
        problems += check_weighted(path, source)
        problems += check_format_arguments(path, source, strings, checked)
    return problems


# Negative controls: each snippet, added to the app's sources, must give one problem.
MISTAKES = [
    ("a weighted row child 0 px tall", "fun weighted() = LinearLayout.LayoutParams(0, 0, 1f)"),
    ("a missing format argument", 'val a = activity.getString(R.string.tile_title, "Anna")'),
    ("an extra format argument", 'val b = activity.getString(R.string.tile_fit, "Anna")'),
    ("no argument for a string with placeholders", "val c = activity.getString(R.string.tile_title)"),
    ("one branch of a choice with the wrong count",
     'val d = getString(if (on) R.string.tile_fit else R.string.tile_title, "x")'),
]


def self_test(app: Path) -> int:
    failures = 0
    for what, snippet in MISTAKES:
        found = check(app, [("<self-test>", snippet)])
        if any(p.startswith("<self-test>") for p in found):
            print(f"check-sources self-test: {what}: caught ({found[-1]})")
        else:
            print(f"check-sources self-test: {what}: NOT caught")
            failures += 1
    return 1 if failures else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--app", type=Path, required=True)
    parser.add_argument("--self-test", action="store_true")
    args = parser.parse_args()
    checked = []
    problems = check(args.app, checked=checked)
    for problem in problems:
        print(problem)
    print(f"check-sources: {len(checked)} string lookups checked, {len(set(checked))} strings; "
          f"{len(problems)} problem(s)")
    status = 1 if problems else 0
    if args.self_test:
        status |= self_test(args.app)
    return status


if __name__ == "__main__":
    sys.exit(main())
