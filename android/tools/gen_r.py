#!/usr/bin/env python3
"""A stand-in R class for compiling the app's Kotlin without the Android SDK.

The Android Gradle plugin makes the real R (with aapt2) from src/main/res; there is no aapt2
here, so the CI compile check (android/app/pom.xml) runs this script first. It reads the
resources the way aapt2 does for naming (values files, one resource per file elsewhere, @+id
in layouts), writes `R.kt` (object R { object string { val app_name = 0x7f… } … }) into the
output folder, and refuses what aapt2 or Android would refuse, so that the check means
something:

- a resource defined twice in one folder, or only in a qualified folder (values-night, …)
  without a default;
- a string with an unescaped apostrophe, or with several non-positional substitutions (%s %d
  instead of %1$s %2$d);
- a reference (@string/x, @style/x, @color/x, …) in the resources or the manifest to a
  resource that does not exist.

The ids are stable (sorted names) but not aapt2's; the fields are plain `val`s, not constants,
as with AGP's non-final resource ids, so code that compiles here does not rely on constants.

  gen_r.py --res app/src/main/res --manifest app/src/main/AndroidManifest.xml \
           --package app.catapult.android --out target/generated-sources/r
"""

import argparse
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

# Folder prefixes whose files are one resource each, named after the file.
FILE_TYPES = {"drawable", "mipmap", "layout", "xml", "raw", "anim", "animator", "menu", "font", "color"}
# values/ elements and the type they define.
VALUE_TAGS = {
    "string": "string",
    "plurals": "plurals",
    "color": "color",
    "dimen": "dimen",
    "style": "style",
    "bool": "bool",
    "integer": "integer",
    "string-array": "array",
    "integer-array": "array",
    "array": "array",
    "attr": "attr",
    "fraction": "fraction",
}
REFERENCE = re.compile(r"@(\+)?([a-z]+)/([A-Za-z0-9_.]+)")
NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_.]*$")
KOTLIN_KEYWORDS = {"as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in",
                   "interface", "is", "null", "object", "package", "return", "super", "this", "throw",
                   "true", "try", "typealias", "typeof", "val", "var", "when", "while"}


class Resources:
    def __init__(self):
        # (type, name) -> set of folder qualifiers ("" for the default)
        self.defined = {}
        self.errors = []
        self.references = []  # (file, type, name)

    def define(self, kind, name, qualifier, where):
        if not NAME.match(name):
            self.errors.append(f"{where}: {kind} name {name!r} is not a valid resource name")
            return
        seen = self.defined.setdefault((kind, name), set())
        if qualifier in seen and kind != "id":
            self.errors.append(f"{where}: {kind}/{name} is defined twice in this folder")
        seen.add(qualifier)

    def refer(self, text, where):
        for plus, kind, name in REFERENCE.findall(text or ""):
            if kind == "android":
                continue
            if plus and kind == "id":
                self.define("id", name, "", where)
            else:
                self.references.append((where, kind, name))


def string_text(element):
    """The raw text of a <string> or <item>, children included (as aapt2 sees it)."""
    return "".join(element.itertext())


def check_string(text, where, errors):
    # Unescaped apostrophes: aapt2 refuses them outside double quotes.
    inside_quotes = False
    previous = ""
    for ch in text:
        if ch == '"' and previous != "\\":
            inside_quotes = not inside_quotes
        elif ch == "'" and previous != "\\" and not inside_quotes:
            errors.append(f"{where}: unescaped apostrophe in {text!r} (write \\')")
            break
        previous = ch
    # Several substitutions must be positional (%1$s, %2$d).
    substitutions = re.findall(r"%(\d+\$)?[-#+ 0,(]*\d*(?:\.\d+)?[sdfxXc]", text.replace("%%", ""))
    if len(substitutions) > 1 and any(not positional for positional in substitutions):
        errors.append(f"{where}: several substitutions must be positional (%1$s, %2$d) in {text!r}")


def read_values(path, qualifier, res):
    where = str(path)
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as error:
        res.errors.append(f"{where}: not well-formed XML: {error}")
        return
    if root.tag != "resources":
        res.errors.append(f"{where}: the root element is <{root.tag}>, not <resources>")
        return
    for element in root:
        tag = element.tag
        name = element.get("name")
        if tag == "declare-styleable" or tag == "eat-comment":
            continue
        if tag == "item":
            kind = element.get("type")
            if not kind:
                res.errors.append(f"{where}: <item name={name!r}> outside a style needs a type")
                continue
        elif tag in VALUE_TAGS:
            kind = VALUE_TAGS[tag]
        else:
            res.errors.append(f"{where}: unknown resource element <{tag}>")
            continue
        if not name:
            res.errors.append(f"{where}: <{tag}> without a name")
            continue
        res.define(kind, name, qualifier, where)
        if kind == "string" and element.get("formatted") != "false":
            check_string(string_text(element), f"{where} string/{name}", res.errors)
        if kind == "plurals":
            for item in element:
                check_string(string_text(item), f"{where} plurals/{name}", res.errors)
        if kind == "style":
            parent = element.get("parent")
            if parent and not parent.startswith("@android:") and not parent.startswith("android:"):
                res.references.append((where, "style", parent.lstrip("@").removeprefix("style/")))
            for item in element:
                res.refer(item.text, where)
        else:
            res.refer(string_text(element) if kind not in ("string", "plurals") else "", where)


def read_file_resource(path, kind, qualifier, res):
    name = path.name.split(".")[0]
    res.define(kind, name, qualifier, str(path))
    if path.suffix == ".xml":
        try:
            tree = ET.parse(path)
        except ET.ParseError as error:
            res.errors.append(f"{path}: not well-formed XML: {error}")
            return
        for element in tree.iter():
            for value in element.attrib.values():
                res.refer(value, str(path))


def field(name):
    mangled = name.replace(".", "_")
    return f"`{mangled}`" if mangled in KOTLIN_KEYWORDS else mangled


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--res", required=True, type=Path)
    parser.add_argument("--manifest", type=Path)
    parser.add_argument("--package", required=True)
    parser.add_argument("--out", required=True, type=Path)
    args = parser.parse_args()

    res = Resources()
    if not args.res.is_dir():
        sys.exit(f"gen_r.py: no resource folder {args.res}")
    for folder in sorted(p for p in args.res.iterdir() if p.is_dir()):
        base, _, qualifier = folder.name.partition("-")
        for path in sorted(p for p in folder.iterdir() if p.is_file()):
            if base == "values":
                if path.suffix == ".xml":
                    read_values(path, qualifier, res)
            elif base in FILE_TYPES:
                read_file_resource(path, base, qualifier, res)
            else:
                res.errors.append(f"{path}: unknown resource folder {folder.name}")

    if args.manifest:
        try:
            manifest = ET.parse(args.manifest)
            for element in manifest.iter():
                for value in element.attrib.values():
                    res.refer(value, str(args.manifest))
        except (OSError, ET.ParseError) as error:
            res.errors.append(f"{args.manifest}: {error}")

    for (kind, name), qualifiers in sorted(res.defined.items()):
        if "" not in qualifiers and kind != "id":
            res.errors.append(f"{kind}/{name} exists only in qualified folders {sorted(qualifiers)}, with no default")
    for where, kind, name in res.references:
        if (kind, name) not in res.defined:
            res.errors.append(f"{where}: @{kind}/{name} does not exist")

    if res.errors:
        for error in res.errors:
            print(f"gen_r.py: {error}", file=sys.stderr)
        sys.exit(1)

    by_type = {}
    for kind, name in res.defined:
        by_type.setdefault(kind, set()).add(name)
    lines = [
        "// Generated by android/tools/gen_r.py from src/main/res, for the CI compile check only:",
        "// the Android Gradle plugin makes the real R with aapt2. Do not edit.",
        '@file:Suppress("ClassName", "unused", "ObjectPropertyName")',
        "",
        f"package {args.package}",
        "",
        "object R {",
    ]
    for type_index, kind in enumerate(sorted(by_type), start=1):
        lines.append(f"    object {field(kind)} {{")
        for entry, name in enumerate(sorted(by_type[kind])):
            lines.append(f"        @JvmField val {field(name)}: Int = 0x7f{type_index:02x}{entry:04x}")
        lines.append("    }")
    lines.append("}")
    out = args.out / Path(*args.package.split(".")) / "R.kt"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    count = sum(len(names) for names in by_type.values())
    print(f"gen_r.py: {count} resources ({', '.join(f'{len(by_type[k])} {k}' for k in sorted(by_type))}) -> {out}")


if __name__ == "__main__":
    main()
