#!/usr/bin/env python3
"""Static checks of the Android app's Kotlin for two mistakes the compiler cannot see.

1. A LinearLayout child 0 px across. Weighted children share the container's main axis (the
   width of a row, the height of a column), so their main size is 0; their cross size must be
   real (WRAP_CONTENT, MATCH_PARENT or pixels), or the child is invisible: the setup screen's
   "Add a person / Add a bot" row once was, with `LayoutParams(0, 0, weight)`. For each
   `addView(child, params)` the container is found (the `.apply { }` it is in, or the
   variable it is called on) and its orientation read (`Ui.row` and `Ui.column`, from their
   definitions; a LinearLayout with no orientation set is a row). `params` is read literally
   (`LinearLayout.LayoutParams(w, h[, weight])`, with `.apply { weight = ... }`) or through
   the app's helpers that return one (`Ui.weighted()`, `Ui.wide()`). Refused: a 0 cross size;
   a 0 main size without a weight; and `LayoutParams(0, 0...)` anywhere.
2. A string's format arguments against its placeholders. `getString(R.string.x, a, b)` (also
   `getQuantityString(R.plurals.x, n, a, b)`, Texts' `s(R.string.x, a, b)`, and
   `getString(R.string.x).format(a, b)` or `String.format(getString(R.string.x), a, b)`) must
   pass as many arguments as the string in res/values*/ has placeholders (`%1$s`, `%2$d`, or
   plain `%s %d`; `%%` is a percent sign). Too few and the player reads "%1$s"; too many means
   the text lost a word. A call choosing between strings (`if`, `when`) must suit each.
   `getText(R.string.x)` does not format, so its string must have no placeholder.

Comments and string literals are masked first, so neither can hide or fake a call.

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
CALL = re.compile(r"(?<![\w.])(?:[\w.]+\.)?(getString|getQuantityString|getText|s)\(")
RESOURCE = re.compile(r"R\.(string|plurals)\.([A-Za-z0-9_]+)")
PLACEHOLDER = re.compile(r"%(?:(\d+)\$)?[-#+ 0,(]*\d*(?:\.\d+)?([a-zA-Z%])")
ADD_VIEW = re.compile(r"\baddView\(")
LAYOUT_PARAMS = re.compile(r"^(?:(?:LinearLayout|ViewGroup)\.)?LayoutParams\(")
ROW, COLUMN = "row", "column"


def mask(source: str) -> str:
    """The source with comments and the insides of string literals blanked (same offsets)."""
    out, i, n = list(source), 0, len(source)

    def blank(start, end):
        for k in range(start, end):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        if source.startswith("//", i):
            end = source.find("\n", i)
            end = n if end < 0 else end
            blank(i, end)
            i = end
        elif source.startswith("/*", i):
            end = source.find("*/", i + 2)
            end = n if end < 0 else end + 2
            blank(i, end)
            i = end
        elif source[i] == "'":
            end = i + 1
            while end < n and source[end] != "'":
                end += 2 if source[end] == "\\" else 1
            blank(i + 1, end)
            i = end + 1
        elif source[i] == '"':
            quote = '"""' if source.startswith('"""', i) else '"'
            i += len(quote)
            start, depth = i, 0
            while i < n:
                if depth == 0 and source.startswith(quote, i):
                    break
                if quote == '"' and source[i] == "\\":
                    i += 2
                    continue
                if source.startswith("${", i):
                    depth += 1
                    i += 2
                    continue
                if depth and source[i] == "{":
                    depth += 1
                elif depth and source[i] == "}":
                    depth -= 1
                i += 1
            blank(start, i)
            i += len(quote)
        else:
            i += 1
    return "".join(out)


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
    """The top-level arguments of the call whose '(' is at source[start - 1] (in masked source),
    and the offset of its ')'."""
    depth, current, arguments = 0, [], []
    for index in range(start, len(source)):
        char = source[index]
        if char in "([{":
            depth += 1
        elif char in ")]}":
            if depth == 0:
                text = "".join(current).strip()
                return arguments + ([text] if text else []), index
            depth -= 1
        elif char == "," and depth == 0:
            arguments.append("".join(current).strip())
            current = []
            continue
        current.append(char)
    return arguments, len(source)


def matching(source: str, at: int) -> int:
    """The offset of the bracket that matches the one at `at` (forwards from an opening one,
    backwards from a closing one); past the end when there is none."""
    step, opens = (1, "({[") if source[at] in "({[" else (-1, ")}]")
    depth, index = 0, at
    while 0 <= index < len(source):
        depth += 1 if source[index] in opens else -1 if source[index] in "({[)}]" else 0
        if depth == 0:
            return index
        index += step
    return index


def line_of(source: str, offset: int) -> int:
    return source.count("\n", 0, offset) + 1


# ---- weighted layouts -------------------------------------------------------------------

def is_zero(size: str) -> bool:
    return re.fullmatch(r"0[fF]?", size.strip()) is not None


def params_size(expression: str, helpers: dict):
    """(width, height, weighted) of the layout-params expression that begins `expression`
    (a helper call or a constructor, then maybe `.apply { height = ... }`), or None."""
    expression = expression.lstrip()
    helper = re.match(r"(?:\w+\.)?(\w+)\(", expression)
    if helper and helper.group(1) in helpers:
        width, height, weighted = helpers[helper.group(1)]
        end = split_arguments(expression, helper.end())[1]
    elif LAYOUT_PARAMS.match(expression):
        arguments, end = split_arguments(expression, expression.index("(") + 1)
        if len(arguments) < 2:
            return None
        width, height, weighted = arguments[0], arguments[1], len(arguments) >= 3
    else:
        return None
    block = re.match(r"\s*\.apply\s*\{", expression[end + 1:])
    if block:  # what the block sets wins
        body = expression[end + 1:matching(expression, end + block.end())]
        width = next(iter(re.findall(r"\bwidth\s*=\s*([^\n;}]+)", body)[-1:]), width)
        height = next(iter(re.findall(r"\bheight\s*=\s*([^\n;}]+)", body)[-1:]), height)
        weighted = weighted or re.search(r"\bweight\s*=", body) is not None
    return width, height, weighted


def layout_helpers(sources) -> tuple:
    """The app's functions that return LayoutParams ({name: (w, h, weighted)}) and those that
    make a LinearLayout of a known orientation ({name: row or column})."""
    params, containers = {}, {}
    for _, source in sources:
        for fun in re.finditer(r"\bfun\s+(\w+)\([^)]*\)\s*:\s*(?:\w+\.)*(LayoutParams|LinearLayout)\s*=\s*", source):
            if fun.group(2) == "LayoutParams":
                size = params_size(source[fun.end():], {})
                if size:
                    params[fun.group(1)] = size
            else:
                containers.setdefault(fun.group(1), []).append((source, fun.end()))
    orientations = {}
    for _ in range(3):  # a helper may build on another (Controls.row on Ui.row, both `row`)
        for name, bodies in containers.items():
            found = {container_orientation(source, start, orientations) for source, start in bodies} - {None}
            if len(found) == 1:  # same-named helpers that disagree leave the name unknown
                orientations[name] = found.pop()
    return params, orientations


def container_orientation(source: str, start: int, known: dict):
    """row, column or None for the container expression that begins at source[start:]."""
    head = re.match(r"\s*(?:\w+\.)*(\w+)\(", source[start:])
    if not head:
        return None
    if head.group(1) in known:
        return known[head.group(1)]
    if head.group(1) != "LinearLayout":
        return None
    _, close = split_arguments(source, start + head.end())
    block = re.match(r"\s*\.apply\s*\{", source[close + 1:])
    text = source[close + 1:matching(source, close + block.end())] if block else ""
    found = re.search(r"\borientation\s*=\s*(?:LinearLayout\.)?(VERTICAL|HORIZONTAL)\b", text)
    if re.search(r"\borientation\s*=", text) and not found:
        return None  # chosen at run time
    return COLUMN if found and found.group(1) == "VERTICAL" else ROW  # LinearLayout's default


def enclosing_container(source: str, offset: int, orientations: dict):
    """The orientation of the `X.apply { }` block that `offset` is in, going out through other
    blocks (if, for, lambdas), or None."""
    depth, index = 0, offset
    while index > 0:
        index -= 1
        char = source[index]
        if char in ")}]":
            depth += 1
        elif char in "([":
            depth = max(depth - 1, 0) if depth else depth
        elif char == "{":
            if depth:
                depth -= 1
                continue
            before = source[:index].rstrip()
            if before.endswith(".apply"):
                receiver_end = len(before) - len(".apply") - 1
                if source[receiver_end] == ")":
                    start = matching(source, receiver_end)
                    name = re.search(r"((?:\w+\.)*\w+)\s*$", source[:start])
                    if name:
                        return container_orientation(source, name.start(), orientations)
                return None
            if re.search(r"\b(class|object|fun)\b[^{;]*$", before[-200:]):
                return None
    return None


def variable_container(source: str, name: str, orientations: dict):
    declared = re.search(rf"\b(?:val|var)\s+{name}\b[^=\n]*=\s*", source)
    return container_orientation(source, declared.end(), orientations) if declared else None


def check_weighted(path: str, source: str, helpers: tuple, counts: dict) -> list:
    params, orientations = helpers
    problems = [
        f"{path}:{line_of(source, m.start())}: a LinearLayout child 0 px both ways: give LayoutParams a "
        "real size across the container (WRAP_CONTENT)"
        for m in ZERO_BY_ZERO.finditer(source)
    ]
    for call in ADD_VIEW.finditer(source):
        arguments, _ = split_arguments(source, call.end())
        size = params_size(arguments[1], params) if len(arguments) == 2 else None
        if size is None or ZERO_BY_ZERO.search(arguments[1]):
            continue
        width, height, weighted = size
        receiver = re.search(r"(\w*)\s*\.\s*$", source[max(call.start() - 80, 0):call.start()])
        if receiver and receiver.group(1) not in ("", "this"):
            orientation = variable_container(source, receiver.group(1), orientations)
        elif receiver and not receiver.group(1):
            orientation = None  # `(a or b).addView`: not followed
        else:
            orientation = enclosing_container(source, call.start(), orientations)
        counts["children"] += 1
        if orientation is None:
            continue
        counts["placed"] += 1
        main, cross, axis = (width, height, "wide") if orientation == ROW else (height, width, "tall")
        across = "tall" if orientation == ROW else "wide"
        where = f"{path}:{line_of(source, call.start())}"
        if is_zero(cross):
            problems.append(f"{where}: a child 0 px {across} in a {orientation}: {arguments[1]} leaves the "
                            f"{orientation}'s cross axis at 0; use WRAP_CONTENT or MATCH_PARENT there")
        elif is_zero(main) and not weighted:
            problems.append(f"{where}: a child 0 px {axis} in a {orientation}, with no weight: {arguments[1]}")
    return problems


# ---- format arguments -------------------------------------------------------------------

def formatted_by(source: str, call_start: int, call_end: int):
    """How many arguments format the string a getString(...) call returns when it is
    `.format(...)`-ed or `String.format(...)`-ed at once; None when it is not."""
    chained = re.match(r"\s*\.format\(", source[call_end + 1:])
    if chained:
        return len(split_arguments(source, call_end + 1 + chained.end())[0])
    wrapper = re.search(r"String\.format\(\s*(?:[\w.]*Locale[\w.()]*\s*,\s*)?$", source[:call_start])
    if wrapper:
        arguments, _ = split_arguments(source, wrapper.start() + len("String.format("))
        return len(arguments) - (2 if "Locale" in arguments[0] else 1)
    return None


def check_format_arguments(path: str, source: str, strings: dict, checked: list) -> list:
    problems = []
    for call in CALL.finditer(source):
        arguments, end = split_arguments(source, call.end())
        if not arguments or any(a.startswith("*") for a in arguments):
            continue  # not a resource call, or a spread (Texts.s passes its own varargs on)
        resources = RESOURCE.findall(arguments[0])
        choice = re.match(r"(if|when)\b", arguments[0])
        if not resources or not RESOURCE.fullmatch(arguments[0]) and not choice:
            continue
        function = call.group(1)
        given = len(arguments) - (2 if function == "getQuantityString" else 1)
        if function == "getString" and given == 0:
            given = formatted_by(source, call.start(), end) or 0
        for kind, name in resources:
            taken = strings.get((kind, name))
            if taken is None:
                continue  # a missing resource is aapt's to refuse (link_resources.py)
            checked.append(name)
            where = f"{path}:{line_of(source, call.start())}"
            if len(taken) > 1:
                problems.append(f"{where}: {kind} {name} takes {sorted(taken)} arguments in different folders")
            elif function == "getText" and next(iter(taken)):
                problems.append(f"{where}: getText does not format, but {kind} {name} has "
                                f"{next(iter(taken))} placeholder(s): use getString with arguments")
            elif function != "getText" and given != next(iter(taken)):
                problems.append(f"{where}: {kind} {name} takes {next(iter(taken))} format argument(s), {given} given")
    return problems


def check(app: Path, extra_sources=(), checked=None, counts=None) -> list:
    strings = string_arguments(app / "src" / "main" / "res")
    problems, checked = [], [] if checked is None else checked
    counts = {"children": 0, "placed": 0} if counts is None else counts
    files = [(str(p), mask(p.read_text(encoding="utf-8"))) for p in sorted((app / "src" / "main").rglob("*.kt"))]
    sources = [*files, *((path, mask(text)) for path, text in extra_sources)]
    helpers = layout_helpers(sources)
    for path, source in sources:
        problems += check_weighted(path, source, helpers, counts)
        problems += check_format_arguments(path, source, strings, checked)
    return problems


# Negative controls: each snippet, added to the app's sources, must give this problem.
MISTAKES = [
    ("weighted params 0 px both ways (the issue's Ui.weighted)",
     "fun weighted() = LinearLayout.LayoutParams(0, 0, 1f)", "0 px both ways"),
    ("a row's weighted helper used in a column",
     "val a = Ui.column(activity).apply { addView(title, Ui.weighted()) }", "0 px wide in a column"),
    ("a weighted child 0 px tall in a row",
     "val b = Ui.row(activity).apply {\n  if (on) addView(title, LinearLayout.LayoutParams(MATCH_PARENT, 0, 1f))\n}",
     "0 px tall in a row"),
    ("a 0 px wide child with no weight, added to a row variable",
     "val row = Ui.row(activity)\nfun f() { row.addView(title, LinearLayout.LayoutParams(0, WRAP_CONTENT)) }",
     "0 px wide in a row, with no weight"),
    ("a missing format argument", 'val a = activity.getString(R.string.tile_title, "Anna")',
     "tile_title takes 2 format argument(s), 1 given"),
    ("an extra format argument", 'val b = activity.getString(R.string.tile_fit, "Anna")',
     "tile_fit takes 0 format argument(s), 1 given"),
    ("no argument for a string with placeholders", "val c = activity.getString(R.string.tile_title)",
     "tile_title takes 2 format argument(s), 0 given"),
    ("one branch of an if with the wrong count",
     'val d = getString(if (on) R.string.tile_fit else R.string.tile_title, "x")', "tile_title takes 2"),
    ("one branch of a when with the wrong count",
     'val e = s(when (x) { 1 -> R.string.tile_fit\n else -> R.string.tile_title }, "x")', "tile_title takes 2"),
    ("a chained .format with too few arguments",
     'val f = getString(R.string.tile_title).format("Anna")', "tile_title takes 2 format argument(s), 1 given"),
    ("getText of a string with placeholders", "val g = resources.getText(R.string.tile_title)",
     "getText does not format"),
]


def self_test(app: Path) -> int:
    failures = 0
    for what, snippet, expected in MISTAKES:
        found = [p for p in check(app, [("<self-test>", snippet)]) if p.startswith("<self-test>")]
        caught = [p for p in found if expected in p]
        print(f"check-sources self-test: {what}: " + (f"caught ({caught[0]})" if caught else
                                                     f"NOT caught {found or ''}"))
        failures += 0 if caught else 1
    # A call in a comment or a string is not code.
    quiet = 'val h = "getString(R.string.tile_title)" // getString(R.string.tile_title)'
    found = [p for p in check(app, [("<self-test>", quiet)]) if p.startswith("<self-test>")]
    print("check-sources self-test: a call quoted in a string and a comment: "
          + ("ignored" if not found else f"REPORTED {found}"))
    return 1 if failures or found else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--app", type=Path, required=True)
    parser.add_argument("--self-test", action="store_true")
    args = parser.parse_args()
    checked, counts = [], {"children": 0, "placed": 0}
    problems = check(args.app, checked=checked, counts=counts)
    for problem in problems:
        print(problem)
    print(f"check-sources: {counts['children']} LinearLayout children with known params, {counts['placed']} "
          f"in a container of known orientation; {len(checked)} string lookups checked, "
          f"{len(set(checked))} strings; {len(problems)} problem(s)")
    status = 1 if problems else 0
    if args.self_test:
        status |= self_test(args.app)
    return status


if __name__ == "__main__":
    sys.exit(main())
