#!/usr/bin/env python3
"""Checks that the app's compiled classes use only the public Android API.

The CI compiles the app against org.robolectric:android-all, the real framework as a plain jar.
That jar also holds the framework's hidden (@hide) classes and members, which the SDK's
android.jar leaves out: code calling one compiles here and fails in Android Studio (or, worse,
through reflection on a phone). So every reference of the app's class files to an android.* or
dalvik.* class, method or field must be found in a public API:

1. the public stub jar of Android 4.1 (API 16), com.google.android:android:4.1.1.4 from Maven
   Central, which has no hidden members; or
2. android/tools/public-api-since-17.txt: the members added since API 16 that the app uses, one
   a line with the API level that added them, each checked by hand against the SDK reference
   (developer.android.com). One above minSdk must be behind an SDK_INT check in the code; the
   check lists them so a reviewer sees each.

A member referenced on a class is looked up on it and then up its superclasses and interfaces
(the app's own classes included: `BoardView.invalidate()` is View's). The stub holds no java.*
classes, so where the chain reaches one (Object, Runnable, CharSequence) the member is looked up
in the JDK's java.base (`--jdk-jmod`, the running JDK's jmods/java.base.jmod). An allowlist
entry the app no longer uses is an error, so the list stays exact.

  check_public_api.py --classes DIR --public-jar android-4.1.1.4.jar --allowlist FILE
                      --jdk-jmod JDK/jmods/java.base.jmod [--self-test]
"""

import argparse
import struct
import sys
import zipfile
from pathlib import Path

CHECKED = ("android/", "dalvik/")
# Constant pool tags and the slots of the entries the check does not read.
UTF8, CLASS, FIELD, METHOD, INTERFACE_METHOD, NAME_AND_TYPE = 1, 7, 9, 10, 11, 12
SKIP = {3: 4, 4: 4, 5: 8, 6: 8, 8: 2, 15: 3, 16: 2, 17: 4, 18: 4, 19: 2, 20: 2}
# A hidden API that android-all has: the self-test's reference the check must refuse.
HIDDEN = ("android/app/ActivityThread", "currentApplication", "()Landroid/app/Application;")


class ClassFile:
    """What the check needs of a class file: its name, supertypes, members and references."""

    def __init__(self, data: bytes):
        count = struct.unpack_from(">H", data, 8)[0]
        pool, offset, index = {}, 10, 1
        while index < count:
            tag = data[offset]
            if tag == UTF8:
                length = struct.unpack_from(">H", data, offset + 1)[0]
                pool[index] = (tag, data[offset + 3:offset + 3 + length].decode("utf-8", "replace"))
                offset += 3 + length
            elif tag in (CLASS, FIELD, METHOD, INTERFACE_METHOD, NAME_AND_TYPE):
                size = 2 if tag == CLASS else 4
                pool[index] = (tag, struct.unpack_from(">H" if size == 2 else ">HH", data, offset + 1))
                offset += 1 + size
            else:
                offset += 1 + SKIP[tag]
            index += 2 if tag in (5, 6) else 1  # a long or a double takes two slots

        def text(i):
            return pool[i][1]

        def class_name(i):
            return text(pool[i][1][0])

        _, this, parent, interfaces = struct.unpack_from(">HHHH", data, offset)
        offset += 8
        self.name = class_name(this)
        self.supertypes = ([class_name(parent)] if parent else []) + [
            class_name(struct.unpack_from(">H", data, offset + 2 * i)[0]) for i in range(interfaces)]
        offset += 2 * interfaces
        self.members = set()
        for _ in range(2):  # fields, then methods
            count = struct.unpack_from(">H", data, offset)[0]
            offset += 2
            for _ in range(count):
                access, name, descriptor, attributes = struct.unpack_from(">HHHH", data, offset)
                offset += 8
                if access & 0x0005:  # public or protected: what the stub shows
                    self.members.add((text(name), text(descriptor)))
                for _ in range(attributes):
                    offset += 6 + struct.unpack_from(">I", data, offset + 2)[0]
        self.references = set()
        for tag, value in pool.values():
            if tag == CLASS:
                self.references.add((text(value[0]), None, None))
            elif tag in (FIELD, METHOD, INTERFACE_METHOD):
                owner, (name, descriptor) = class_name(value[0]), pool[value[1]][1]
                self.references.add((owner, text(name), text(descriptor)))


def read_jar(path: Path, prefix: str = "", only: tuple = ()) -> dict:
    """The classes of a jar (or a jmod, whose classes are under `classes/`)."""
    with zipfile.ZipFile(path) as jar:
        names = [n for n in jar.namelist() if n.endswith(".class") and n.startswith(prefix)
                 and (not only or n[len(prefix):].startswith(only))]
        return {c.name: c for c in (ClassFile(jar.read(n)) for n in names)}


def read_allowlist(path: Path) -> dict:
    """`owner#name descriptor level` (or `owner level` for a class) -> (level, line)."""
    entries = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        line = line.split("#", 1)[0] if line.startswith("#") else line
        parts = line.split()
        if not parts:
            continue
        owner, _, name = parts[0].partition("#")
        key = (owner, name or None, parts[1] if name else None)
        entries[key] = (int(parts[-1]), number)
    return entries


def declared(owner, name, descriptor, public, app, seen=None):
    """Whether `owner` or a supertype declares the member publicly ('java' if left to the JDK)."""
    seen = set() if seen is None else seen
    if owner in seen:
        return False
    seen.add(owner)
    known = public.get(owner) or app.get(owner)
    if known is None:
        return False
    if owner in public and (name is None or (name, descriptor) in known.members):
        return "java" if owner.startswith("java") else True
    return any(declared(s, name, descriptor, public, app, seen) for s in known.supertypes)


def check(app: dict, public: dict, allowlist: dict, min_sdk: int):
    """(problems, used allowlist keys, counts)."""
    problems, used, counts = [], set(), {"references": 0, "jdk": 0}
    for cls in sorted(app.values(), key=lambda c: c.name):
        for owner, name, descriptor in sorted(cls.references, key=str):
            if not owner.startswith(CHECKED):
                continue
            counts["references"] += 1
            key = (owner, name, descriptor)
            if key in allowlist:
                used.add(key)
                continue
            found = declared(owner, name, descriptor, public, app)
            if found is True:
                continue
            if found:
                counts["jdk"] += 1
            else:
                member = f"#{name} {descriptor}" if name else ""
                problems.append(f"{cls.name}: not public API 16, nor in the allowlist: {owner}{member}")
    return problems, used, counts


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--classes", type=Path, required=True, help="the app's compiled classes")
    parser.add_argument("--public-jar", type=Path, required=True, help="the public API 16 stub jar")
    parser.add_argument("--allowlist", type=Path, required=True)
    parser.add_argument("--jdk-jmod", type=Path, required=True, help="the JDK's jmods/java.base.jmod")
    parser.add_argument("--min-sdk", type=int, default=26)
    parser.add_argument("--self-test", action="store_true", help="also prove a hidden API is refused")
    args = parser.parse_args()
    for needed, what in ((args.public_jar, "the public API 16 stub"), (args.jdk_jmod, "the JDK's java.base.jmod")):
        if not needed.is_file():
            print(f"check-public-api: no {needed} ({what}); see the script's header", file=sys.stderr)
            return 1
    public = read_jar(args.public_jar)
    # java.* classes the framework builds on; their names without the jmod's classes/ prefix.
    public.update(read_jar(args.jdk_jmod, "classes/", ("java/lang/", "java/util/", "java/io/")))
    app = {c.name: c for c in (ClassFile(p.read_bytes()) for p in sorted(args.classes.rglob("*.class")))}
    allowlist = read_allowlist(args.allowlist)
    problems, used, counts = check(app, public, allowlist, args.min_sdk)
    stale = sorted(allowlist.keys() - used, key=lambda k: allowlist[k][1])
    problems += [f"{args.allowlist}:{allowlist[k][1]}: the app no longer uses this; remove it" for k in stale]
    for problem in problems:
        print(problem)
    above = sorted({f"{o.split('/')[-1]} (API {allowlist[(o, n, d)][0]})" for o, n, d in used
                    if allowlist[(o, n, d)][0] > args.min_sdk})
    if above:
        print(f"check-public-api: above minSdk {args.min_sdk}, so behind an SDK_INT check: {', '.join(above)}")
    print(f"check-public-api: {len(app)} classes, {counts['references']} framework references "
          f"({len(used)} allowlisted since API 17, {counts['jdk']} left to the JDK); {len(problems)} problem(s)")
    status = 1 if problems else 0
    if args.self_test:
        some = next(iter(app.values()))
        some.references.add(HIDDEN)
        found, _, _ = check({some.name: some, **{k: v for k, v in app.items() if k != some.name}}, public, allowlist, args.min_sdk)
        some.references.discard(HIDDEN)
        caught = [p for p in found if HIDDEN[1] in p]
        print("check-public-api self-test: a call of the hidden ActivityThread.currentApplication(): "
              + (f"caught ({caught[0]})" if caught else "NOT caught"))
        status |= 0 if caught else 1
    return status


if __name__ == "__main__":
    sys.exit(main())
