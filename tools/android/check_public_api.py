#!/usr/bin/env python3
"""Checks that the app's compiled classes use only API that a phone at minSdk has, and publicly.

The CI compiles the app against org.robolectric:android-all, the real framework as a plain jar,
and the JDK 17. Both accept more than Android Studio and a phone do:
- android-all holds the framework's hidden (@hide) classes and members, which the SDK's
  android.jar leaves out: code calling one compiles here and fails in Android Studio;
- the JDK has java.* API that Android lacks or added late (List.of is API 30): code calling one
  compiles here and in Android Studio, then crashes with NoSuchMethodError on an older phone;
- a member added after minSdk crashes on an older phone unless an SDK_INT check keeps it away.

So every reference of the given classes (the app's, and the logic module's with the bindings,
which go into the same APK) to an android.*, dalvik.* or java.* class, method or field, made
directly or through one of the app's own classes (`BoardView.invalidate()` is View's), must be
1. in the public API 16 stub, com.google.android:android:4.1.1.4 from Maven Central (no hidden
   members; android.* and dalvik.*), or in Java 8's public API (java.*; the JDK's ct.sym, as
   `javac --release 8` sees it; Android 8 has Java 8's library), or
2. in tools/android/public-api-since-17.txt, the later API the app uses, one a line with the
   API level that added it, each checked by hand in the SDK reference (developer.android.com).
   An entry the app no longer uses is an error, so the list stays exact.
And every instruction that uses an entry above minSdk must be reached only through an
`SDK_INT >= level` check in the same method (a lambda's body is its own method), unless its
line says `guarded-by:` and how the code keeps it away (a reflective look-up, for example).

  check_public_api.py --classes DIR [--classes DIR ...] --public-jar android-4.1.1.4.jar
                      --allowlist FILE --ct-sym JDK/lib/ct.sym [--libraries CLASSPATH]
                      [--build-file app/build.gradle.kts | --min-sdk 26] [--self-test]
"""

import argparse
import os
import re
import struct
import sys
import zipfile
from pathlib import Path

CHECKED = ("android/", "dalvik/", "java/", "javax/")
SDK_INT = ("android/os/Build$VERSION", "SDK_INT", "I")
UTF8, CLASS, FIELD, METHOD, INTERFACE_METHOD, NAME_AND_TYPE = 1, 7, 9, 10, 11, 12
# Constant pool entries the check does not read: their sizes after the tag.
SKIP = {3: 4, 4: 4, 5: 8, 6: 8, 8: 2, 15: 3, 16: 2, 17: 4, 18: 4, 19: 2, 20: 2}

# Bytecode: the length of each fixed-size instruction (tableswitch, lookupswitch and wide vary).
LENGTH = [1] * 256
for ops, size in (((0x10, 0x12, 0x15, 0x16, 0x17, 0x18, 0x19, 0x36, 0x37, 0x38, 0x39, 0x3A,
                     0xA9, 0xBC), 2),
                  ((0x11, 0x13, 0x14, 0x84, 0xB2, 0xB3, 0xB4, 0xB5, 0xB6, 0xB7, 0xB8, 0xBB,
                    0xBD, 0xC0, 0xC1, 0xC6, 0xC7, *range(0x99, 0xA9)), 3),
                  ((0xC5,), 4), ((0xB9, 0xBA, 0xC8, 0xC9), 5)):
    for op in ops:
        LENGTH[op] = size
BRANCHES = set(range(0x99, 0xA9)) | {0xC6, 0xC7, 0xC8, 0xC9}
ENDS = {0xA7, 0xC8, 0xA9, 0xAA, 0xAB, 0xBF, *range(0xAC, 0xB2)}  # no fall-through after these
REFERENCING = {0xB2, 0xB3, 0xB4, 0xB5, 0xB6, 0xB7, 0xB8, 0xB9, 0xBB, 0xBD, 0xC0, 0xC1, 0xC5}
# if_icmp<cond> after `SDK_INT, K`: what is then known of SDK_INT on the jump and on the
# fall-through, as K + n (None: nothing). eq, ne, lt, ge, gt, le.
GUARDS = {0x9F: (0, None), 0xA0: (None, 0), 0xA1: (None, 0), 0xA2: (0, None), 0xA3: (1, None), 0xA4: (None, 1)}
MIRRORED = {0xA1: 0xA3, 0xA3: 0xA1, 0xA2: 0xA4, 0xA4: 0xA2}

# The self-test's planted mistakes.
HIDDEN = ("android/app/ActivityThread", "currentApplication", "()Landroid/app/Application;")
HIDDEN_INHERITED = ("getActivityToken", "()Landroid/os/IBinder;")  # @hide in Activity
JAVA_9 = ("java/util/List", "of", "(Ljava/lang/Object;)Ljava/util/List;")


class Method:
    def __init__(self, name, descriptor, code, handlers, lines):
        self.name, self.descriptor, self.code, self.handlers, self.lines = name, descriptor, code, handlers, lines

    def line(self, pc):
        return max((line for start, line in self.lines if start <= pc), default=0)


class ClassFile:
    """What the check needs of a class file: its name, supertypes, members, references, code."""

    def __init__(self, data: bytes):
        if data[:4] != b"\xca\xfe\xba\xbe":
            raise ValueError("not a class file")
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
                offset += 1 + SKIP[tag]  # a KeyError: a class file newer than this parser
            index += 2 if tag in (5, 6) else 1  # a long or a double takes two slots
        self.pool = pool
        _, this, parent, interfaces = struct.unpack_from(">HHHH", data, offset)
        offset += 8
        self.name = self.class_name(this)
        self.supertypes = ([self.class_name(parent)] if parent else []) + [
            self.class_name(struct.unpack_from(">H", data, offset + 2 * i)[0]) for i in range(interfaces)]
        offset += 2 * interfaces
        self.members, self.declared, self.methods = set(), set(), []
        for kind in ("field", "method"):
            count = struct.unpack_from(">H", data, offset)[0]
            offset += 2
            for _ in range(count):
                access, name, descriptor, attributes = struct.unpack_from(">HHHH", data, offset)
                offset += 8
                member = (self.text(name), self.text(descriptor))
                self.declared.add(member)
                if access & 0x0005:  # public or protected: what the stubs show
                    self.members.add(member)
                for _ in range(attributes):
                    size = struct.unpack_from(">I", data, offset + 2)[0]
                    if kind == "method" and self.text(struct.unpack_from(">H", data, offset)[0]) == "Code":
                        self.methods.append(self.read_code(member, data, offset + 6))
                    offset += 6 + size
        self.source = self.name.rsplit("/", 1)[-1].split("$")[0] + ".kt"
        for _ in range(struct.unpack_from(">H", data, offset)[0]):
            name, size = struct.unpack_from(">HI", data, offset + 2)
            if self.text(name) == "SourceFile":
                self.source = self.text(struct.unpack_from(">H", data, offset + 8)[0])
            offset += 6 + size
        self.references = {self.reference(i) for i, (tag, _) in pool.items()
                           if tag in (CLASS, FIELD, METHOD, INTERFACE_METHOD)}

    def text(self, index):
        return self.pool[index][1]

    def line_of(self, reference):
        """The source line of the first instruction that uses a reference (0 if none does)."""
        return next((m.line(pc) for m in self.methods for pc, r in self.uses(m) if r == reference), 0)

    def uses(self, method):
        """(pc, reference) of each instruction of the method that names a class, field or method."""
        for pc, op, _, _ in instructions(method.code):
            if op in REFERENCING or op in (0x12, 0x13):  # ldc, ldc_w: only a class constant counts
                index = method.code[pc + 1] if op == 0x12 else struct.unpack_from(">H", method.code, pc + 1)[0]
                if self.pool.get(index, (0,))[0] in (CLASS, FIELD, METHOD, INTERFACE_METHOD):
                    yield pc, self.reference(index)

    def class_name(self, index):
        return self.text(self.pool[index][1][0])

    def reference(self, index):
        """(owner, name, descriptor) of a class (name None) or member constant."""
        tag, value = self.pool[index]
        if tag == CLASS:
            return self.text(value[0]), None, None
        name, descriptor = self.pool[value[1]][1]
        return self.class_name(value[0]), self.text(name), self.text(descriptor)

    def read_code(self, member, data, offset):
        length = struct.unpack_from(">I", data, offset + 4)[0]
        code = data[offset + 8:offset + 8 + length]
        offset += 8 + length
        handlers = [struct.unpack_from(">HHH", data, offset + 2 + 8 * i)[2]
                    for i in range(struct.unpack_from(">H", data, offset)[0])]
        offset += 2 + 8 * len(handlers)
        lines = []
        for _ in range(struct.unpack_from(">H", data, offset)[0]):
            name, size = struct.unpack_from(">HI", data, offset + 2)
            if self.text(name) == "LineNumberTable":
                count = struct.unpack_from(">H", data, offset + 8)[0]
                lines += [struct.unpack_from(">HH", data, offset + 10 + 4 * i) for i in range(count)]
            offset += 6 + size
        return Method(*member, code, handlers, lines)


def instructions(code: bytes):
    """(pc, opcode, successors as (pc, level change or None)) of each instruction."""
    pc, found = 0, []
    while pc < len(code):
        op = code[pc]
        targets = []
        if op in (0xAA, 0xAB):  # tableswitch, lookupswitch: 4-byte aligned tables
            base = pc + 4 - pc % 4
            default = struct.unpack_from(">i", code, base)[0]
            if op == 0xAA:
                low, high = struct.unpack_from(">ii", code, base + 4)
                offsets = struct.unpack_from(f">{high - low + 1}i", code, base + 12)
                size = base + 12 + 4 * len(offsets) - pc
            else:
                pairs = struct.unpack_from(">i", code, base + 4)[0]
                offsets = struct.unpack_from(f">{2 * pairs}i", code, base + 8)[1::2]
                size = base + 8 + 8 * pairs - pc
            targets = [pc + default, *(pc + o for o in offsets)]
        elif op == 0xC4:  # wide
            size = 6 if code[pc + 1] == 0x84 else 4
        else:
            size = LENGTH[op]
            if op in BRANCHES:
                targets = [pc + struct.unpack_from(">i" if op in (0xC8, 0xC9) else ">h", code, pc + 1)[0]]
        found.append((pc, op, size, targets))
        pc += size
    return found


def sdk_levels(cls: ClassFile, method: Method, min_sdk: int) -> dict:
    """pc -> the lowest SDK level known to hold there, from `SDK_INT >= K` checks on the way."""
    listing = instructions(method.code)
    code, successors = method.code, {}
    for i, (pc, op, size, targets) in enumerate(listing):
        jump_level = fall_level = None
        if op in GUARDS and i >= 2:
            first, second = listing[i - 2], listing[i - 1]
            for sdk, constant, mirrored in ((first, second, False), (second, first, True)):
                if sdk[1] == 0xB2 and cls.reference(struct.unpack_from(">H", code, sdk[0] + 1)[0]) == SDK_INT:
                    value = constant_pushed(code, constant)
                    if value is not None:
                        # `K < SDK_INT` reads as `SDK_INT > K`.
                        jump, fall = GUARDS[MIRRORED.get(op, op) if mirrored else op]
                        jump_level = None if jump is None else value + jump
                        fall_level = None if fall is None else value + fall
        edges = [(t, jump_level) for t in targets]
        if op not in ENDS:
            edges.append((pc + size, fall_level))
        successors[pc] = edges
    level = {0: min_sdk, **{h: min_sdk for h in method.handlers}}
    work = [0, *method.handlers]
    while work:
        pc = work.pop()
        for target, known in successors.get(pc, ()):
            new = max(level[pc], known or 0)
            if target in successors and (target not in level or new < level[target]):
                level[target] = new
                work.append(target)
    return level


def constant_pushed(code: bytes, instruction):
    pc, op = instruction[0], instruction[1]
    if 0x02 <= op <= 0x08:
        return op - 0x03  # iconst_m1 .. iconst_5
    if op == 0x10:
        return struct.unpack_from(">b", code, pc + 1)[0]
    if op == 0x11:
        return struct.unpack_from(">h", code, pc + 1)[0]
    return None


class Library:
    """Classes by name from jars, folders and the JDK's ct.sym, each read when first asked for
    (the Kotlin and coroutines jars hold thousands the check never needs)."""

    def __init__(self):
        self.where, self.read = {}, {}

    def add(self, path: Path):
        """A jar or a folder of classes; the first one to hold a class wins."""
        if path.is_dir():
            for file in path.rglob("*.class"):
                self.where.setdefault(file.relative_to(path).as_posix()[:-6], (None, file))
        elif path.is_file():
            jar = zipfile.ZipFile(path)
            for entry in jar.namelist():
                if entry.endswith(".class") and not entry.startswith("META-INF/"):
                    self.where.setdefault(entry[:-6], (jar, entry))

    def add_java8(self, ct_sym: Path):
        """Java 8's public classes: ct.sym's signatures under the folders whose name holds an 8
        (a folder is named by the releases it serves: 7, 8, 9, A for 10...)."""
        jar = zipfile.ZipFile(ct_sym)
        for entry in jar.namelist():
            release, _, rest = entry.partition("/")
            if "8" in release and entry.endswith(".sig"):
                self.where.setdefault(rest.partition("/")[2][:-4], (jar, entry))
        if "java/lang/Object" not in self.where:
            raise SystemExit(f"check-public-api: {ct_sym} has no Java 8 signatures (javac --release 8)")

    def get(self, name):
        if name not in self.read and name in self.where:
            jar, entry = self.where[name]
            self.read[name] = ClassFile(jar.read(entry) if jar else entry.read_bytes())
        return self.read.get(name)


def read_allowlist(path: Path) -> dict:
    """(owner, name, descriptor) -> (level, line number, guard). `owner#name descriptor LEVEL
    [guarded-by: how]` for a member, `owner LEVEL [guarded-by: how]` for a class; LEVEL `d8`
    for what Android's dexer rewrites (so no phone needs it)."""
    entries = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        text, _, guard = line.partition("guarded-by:")
        parts = [] if line.startswith("#") else text.split()
        if not parts:
            continue
        owner, _, name = parts[0].partition("#")
        key = (owner, name, parts[1]) if name else (owner, None, None)
        level = parts[2 if name else 1]
        entries[key] = (0 if level == "d8" else int(level), number, guard.strip() or None)
    return entries


class Checker:
    def __init__(self, app: dict, public: Library, libraries: Library, allowlist: dict, min_sdk: int):
        self.app, self.public, self.libraries = app, public, libraries
        self.allowlist, self.min_sdk, self.levels = allowlist, min_sdk, {}
        self.used, self.counts = set(), {"references": 0, "allowlisted": 0, "guarded": 0}

    def resolve(self, owner, name, descriptor, seen=None):
        """How a reference is allowed: ('public',), ('allowlist', key), ('app',), ('library',)
        (a Kotlin, coroutines or JNA class, or one no jar has), or None: not allowed."""
        seen = set() if seen is None else seen
        if owner in seen:
            return None
        seen.add(owner)
        key = (owner, name, descriptor) if name else (owner, None, None)
        if key in self.allowlist:
            return "allowlist", key
        cls, kind = self.app.get(owner), "app"
        if cls is None:
            cls, kind = self.public.get(owner), "public"
        if cls is None and not owner.startswith(CHECKED):
            cls, kind = self.libraries.get(owner), "library"
            if cls is None:
                return ("library",)
        if cls is None:
            return None  # a framework or Java class neither public API 16 nor Java 8 has
        if name is None or (name, descriptor) in (cls.members if kind == "public" else cls.declared):
            return (kind,)
        if name == "<init>":
            return None  # constructors are not inherited
        found = [self.resolve(parent, name, descriptor, seen) for parent in cls.supertypes]
        # A definite answer first; a library supertype may declare the member (or not).
        return next((f for f in found if f and f != ("library",)), None) or (("library",) if ("library",) in found else None)

    def level(self, reference):
        """The API level a reference needs (its allowlist entry's, or its class's), and the
        entry's guarded-by text."""
        if reference not in self.levels:
            self.levels[reference] = self.find_level(reference)
        return self.levels[reference]

    def find_level(self, reference):
        found = self.resolve(*reference)
        needed, guard = 0, None
        if found and found[0] == "allowlist":
            needed, _, guard = self.allowlist[found[1]]
        owner_key = (reference[0], None, None)
        if owner_key in self.allowlist and self.allowlist[owner_key][0] > needed:
            needed, _, guard = self.allowlist[owner_key]
        return needed, guard

    def run(self):
        problems = []
        for cls in sorted(self.app.values(), key=lambda c: c.name):
            for reference in sorted(cls.references, key=lambda r: (r[0], r[1] or "", r[2] or "")):
                owner, name, descriptor = reference
                if owner.startswith("[") or not (owner.startswith(CHECKED) or owner in self.app and name):
                    continue
                found = self.resolve(*reference)
                if found in (("app",), ("library",)):
                    continue
                self.counts["references"] += 1
                if found is None:
                    member = f"#{name} {descriptor}" if name else ""
                    why = ("is not in Java 8 (Android 8's library) nor in the allowlist: Java 9+, which "
                           "Android lacks or added later" if owner.startswith("java") else
                           "is not in public API 16 nor in the allowlist: hidden (@hide), or added "
                           "later (then list it with its API level)")
                    problems.append(f"{cls.source}:{cls.line_of(reference)} ({cls.name}): {owner}{member} {why}")
                elif found[0] == "allowlist":
                    self.used.add(found[1])
                    if (owner, None, None) in self.allowlist:
                        self.used.add((owner, None, None))
                    self.counts["allowlisted"] += 1
            problems += self.unguarded(cls)
        return problems

    def unguarded(self, cls):
        """Uses of API above minSdk that no SDK_INT check in the method keeps from older phones."""
        problems = []
        for method in cls.methods:
            levels = None
            for pc, reference in cls.uses(method):
                if not reference[0].startswith(CHECKED) and reference[0] not in self.app:
                    continue
                needed, guard = self.level(reference)
                if needed <= self.min_sdk:
                    continue
                if guard:
                    self.counts["guarded"] += 1
                    continue
                levels = levels or sdk_levels(cls, method, self.min_sdk)
                known = levels.get(pc, self.min_sdk)
                if known >= needed:
                    self.counts["guarded"] += 1
                    continue
                what = reference[0] + (f"#{reference[1]}" if reference[1] else "")
                problems.append(f"{cls.source}:{method.line(pc)} ({cls.name}.{method.name}): {what} needs API "
                                f"{needed}, but only SDK_INT >= {known} is checked on the way (minSdk {self.min_sdk}): "
                                f"put it under `if (Build.VERSION.SDK_INT >= {needed})` in the same function")
        return problems


def check(app, public, libraries, allowlist, min_sdk):
    checker = Checker(app, public, libraries, allowlist, min_sdk)
    problems = checker.run()
    stale = sorted(allowlist.keys() - checker.used, key=lambda k: allowlist[k][1])
    problems += [f"public-api-since-17.txt:{allowlist[k][1]}: the app no longer uses this; remove it" for k in stale]
    return problems, checker


def self_test(app, public, libraries, allowlist, min_sdk) -> int:
    """Plants each mistake in the compiled classes (in memory) and expects its own message."""
    activity = next((c for c in sorted(app.values(), key=lambda c: c.name)
                     if is_subclass(c.name, "android/app/Activity", app, public)), None)
    guarded = next(((c, m) for c in sorted(app.values(), key=lambda c: c.name) for m in c.methods
                    if guard_constant(c, m, min_sdk) is not None), None)
    first = min(app.values(), key=lambda c: c.name)
    mistakes = [
        ("a hidden framework method (ActivityThread.currentApplication)",
         lambda: first.references.add(HIDDEN), lambda: first.references.discard(HIDDEN),
         f"{HIDDEN[0]}#{HIDDEN[1]}"),
        ("a hidden method reached through the app's Activity (getActivityToken)",
         lambda: activity.references.add((activity.name, *HIDDEN_INHERITED)),
         lambda: activity.references.discard((activity.name, *HIDDEN_INHERITED)),
         f"{activity.name if activity else '?'}#{HIDDEN_INHERITED[0]}"),
        ("a Java 9 method (List.of)", lambda: first.references.add(JAVA_9),
         lambda: first.references.discard(JAVA_9), f"{JAVA_9[0]}#{JAVA_9[1]}"),
        ("an allowlist entry the app does not use",
         lambda: allowlist.__setitem__(("android/view/View", "neverUsed", "()V"), (17, 0, None)),
         lambda: allowlist.pop(("android/view/View", "neverUsed", "()V")), "txt:0: the app no longer uses"),
    ]
    if guarded:
        cls, method = guarded
        original = method.code
        pc = guard_constant(cls, method, min_sdk)
        lowered = original[:pc + 1] + bytes([min_sdk - 6]) + original[pc + 2:]
        mistakes.append((f"an SDK_INT check lowered to {min_sdk - 6} in {cls.source} {method.name}",
                         lambda: setattr(method, "code", lowered), lambda: setattr(method, "code", original),
                         "only SDK_INT >= "))
    failures = 0 if activity and guarded else 1
    if failures:
        print("check-public-api self-test: found no Activity subclass or no SDK_INT check to plant mistakes in")
    for what, plant, undo, expected in mistakes:
        plant()
        try:
            found, _ = check(app, public, libraries, allowlist, min_sdk)
        finally:
            undo()
        caught = [p for p in found if expected in p]
        print(f"check-public-api self-test: {what}: " + (f"caught ({caught[0]})" if caught else "NOT caught"))
        failures += 0 if caught else 1
    return 1 if failures else 0


def is_subclass(name, wanted, app, public, seen=None):
    seen = set() if seen is None else seen
    cls = app.get(name) or public.get(name)
    if name == wanted or cls is None or name in seen:
        return name == wanted
    seen.add(name)
    return any(is_subclass(s, wanted, app, public, seen) for s in cls.supertypes)


def guard_constant(cls, method, min_sdk):
    """The pc of the `bipush K` of the first SDK_INT check with K > minSdk in the method, if any."""
    listing = instructions(method.code)
    for (pc, op, _, _), (next_pc, next_op, _, _) in zip(listing, listing[1:]):
        if op == 0xB2 and next_op == 0x10 and method.code[next_pc + 1] > min_sdk \
                and cls.reference(struct.unpack_from(">H", method.code, pc + 1)[0]) == SDK_INT:
            return next_pc
    return None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--classes", type=Path, action="append", required=True,
                        help="compiled classes that go into the APK (repeat for each folder)")
    parser.add_argument("--public-jar", type=Path, required=True, help="the public API 16 stub jar")
    parser.add_argument("--allowlist", type=Path, required=True)
    parser.add_argument("--ct-sym", type=Path, required=True, help="the JDK's lib/ct.sym (Java 8's API)")
    parser.add_argument("--libraries", default="", help="the app's runtime classpath (Kotlin, coroutines, "
                        "JNA), to follow the app's classes up to their library supertypes")
    parser.add_argument("--build-file", type=Path, help="app/build.gradle.kts, whose minSdk is used")
    parser.add_argument("--min-sdk", type=int, default=26, help="without --build-file")
    parser.add_argument("--self-test", action="store_true", help="also prove each kind of mistake is refused")
    args = parser.parse_args()
    for needed in (args.public_jar, args.ct_sym, *args.classes):
        if not needed.exists():
            print(f"check-public-api: no {needed}; see the script's header", file=sys.stderr)
            return 1
    public, libraries = Library(), Library()
    public.add(args.public_jar)
    public.add_java8(args.ct_sym)
    for entry in filter(None, args.libraries.split(os.pathsep)):
        libraries.add(Path(entry))
    app = {c.name: c for folder in args.classes
           for c in (ClassFile(p.read_bytes()) for p in sorted(folder.rglob("*.class")))}
    allowlist = read_allowlist(args.allowlist)
    if args.build_file:
        found = re.search(r"minSdk\s*=\s*(\d+)", args.build_file.read_text(encoding="utf-8"))
        if not found:
            print(f"check-public-api: no `minSdk = N` in {args.build_file}", file=sys.stderr)
            return 1
        args.min_sdk = int(found.group(1))
    problems, checker = check(app, public, libraries, allowlist, args.min_sdk)
    for problem in problems:
        print(problem)
    above = sorted({f"{o.rsplit('/', 1)[-1]}{'#' + n if n else ''} ({allowlist[(o, n, d)][0]})"
                    for o, n, d in checker.used if allowlist[(o, n, d)][0] > args.min_sdk})
    print(f"check-public-api: above minSdk {args.min_sdk}: {', '.join(above)}")
    print(f"check-public-api: {len(app)} classes, {checker.counts['references']} references to the framework and "
          f"Java ({checker.counts['allowlisted']} allowlisted, {len(checker.used)} entries), "
          f"{checker.counts['guarded']} uses above minSdk guarded; {len(problems)} problem(s)")
    status = 1 if problems else 0
    if args.self_test:
        status |= self_test(app, public, libraries, allowlist, args.min_sdk)
    return status


if __name__ == "__main__":
    sys.exit(main())
