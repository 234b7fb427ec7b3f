#!/usr/bin/env python3
"""Builds a signed debug APK of the app from what the CI build compiles, without Gradle, and
checks it: dex with d8, packaging by zip, zipalign, apksigner, `aapt dump badging`.

The Android Gradle plugin and the SDK's build tools are not available here, but d8 is (it is
in r8's jar, `com.android.tools:r8` on Maven Central) and Debian has aapt, zipalign and
apksigner. So this does the steps of `assembleDebug` that the app needs:

1. d8 dexes the app's classes and the runtime classpath (the logic module with the generated
   bindings, kotlin-stdlib, kotlinx-coroutines-core and -android, JNA) into classes.dex
   (classes2.dex... if it ever needs more than one), `--debug --min-api <minSdk>` against
   android-all as the library, minSdk read from app/build.gradle.kts (one source, as
   link_resources.py does). d8 desugars the language (lambdas, default and static interface
   methods...) for minSdk; library desugaring is off, as in build.gradle.kts, and
   check_public_api.py already refuses a Java 9+ library call.
2. JNA comes as its Android AAR, as in build.gradle.kts (`jna@aar`): its classes.jar is dexed
   instead of the plain jar of the same name on the classpath (which the logic module uses on
   the JVM), and its libjnidispatch.so goes to lib/<abi>/ for the ABIs of `ndk.abiFilters`
   only (the AAR also has armeabi, mips, mips64).
3. The APK: the resources-only APK that link_resources.py wrote (the merged manifest,
   resources.arsc, res/), the dex files, the AAR's native libraries, and the Java resources of
   the jars that are read at run time (META-INF/services/..., the *.kotlin_module and
   kotlin/*.kotlin_builtins files), as AGP merges them, without what AGP's packaging leaves out
   by default (MANIFEST.MF, signatures, licences, module-info, META-INF/maven, proguard and
   r8 rules, META-INF/versions). resources.arsc and the .so files are stored uncompressed
   (targetSdk 30+ must have resources.arsc so; .so files so are mapped in place).
4. zipalign -p 4, then apksigner with a debug key: the keystore given, or one made with keytool
   as Android's ~/.android/debug.keystore is (alias androiddebugkey, password android,
   CN=Android Debug,O=Android,C=US) if absent. apksigner verify; zipalign -c.
5. Checks: `aapt dump badging` names the package, versions, sdkVersion (minSdk),
   targetSdkVersion, label and launchable activity (link_resources.check_badging, the same
   lines), and the native code of the ABIs; `aapt list` shows classes.dex; the dex holds
   MainActivity and kotlinx.coroutines' Android Main dispatcher.

What is not in it: libcatapult_ffi.so (the Rust library for Android needs the NDK), so on a
phone the app starts but fails when it first calls the bindings. The manifest is not marked
debuggable (AGP's debug build adds android:debuggable; link_resources.py links without it).

  build_apk.py --app android/app --classes android/app/target/classes --classpath CP
      --aar jna.aar --r8-jar r8.jar --android-jar android-all.jar
      --resources android/app/target/generated-sources/aapt/resources.apk
      --out android/app/target/apk [--keystore KS] [--self-test]
      --self-test: then checks that copies of the APK without classes.dex, without the Main
      dispatcher service, without one ABI's libjnidispatch.so, or checked against another minSdk
      are refused
"""

import argparse
import fnmatch
import os
import re
import shutil
import struct
import subprocess
import sys
import zipfile
from pathlib import Path

sys.dont_write_bytecode = True  # no __pycache__ next to the sources
sys.path.insert(0, str(Path(__file__).resolve().parent))
from link_resources import Refused, app_label, build_settings, check_badging  # noqa: E402

APK_NAME = "catapult-debug.apk"
KEY_ALIAS = "androiddebugkey"
KEY_PASSWORD = "android"
KEY_NAME = "CN=Android Debug,O=Android,C=US"

# Java resources of the jars that AGP does not package by default (its packaging excludes),
# and what d8 reads rather than packages.
EXCLUDED_RESOURCES = [
    "*.class", "META-INF/MANIFEST.MF", "META-INF/*.SF", "META-INF/*.DSA", "META-INF/*.RSA",
    "META-INF/*.EC", "META-INF/LICENSE*", "META-INF/NOTICE*", "META-INF/AL2.0",
    "META-INF/LGPL2.1", "META-INF/maven/*", "META-INF/proguard/*", "META-INF/com.android.tools/*",
    "META-INF/versions/*", "LICENSE*", "NOTICE*", "*/", "*.kotlin_metadata",
]
# Classes that must be in the dex: the launcher activity and what makes Dispatchers.Main work.
REQUIRED_CLASSES = ["app.catapult.android.MainActivity",
                    "kotlinx.coroutines.android.AndroidDispatcherFactory",
                    "com.sun.jna.Native", "app.catapult.core.GameSession"]


def run(tool: str, *args: str, hint: str) -> str:
    """Runs a tool; its output, or Refused with what it said and what to do."""
    try:
        done = subprocess.run([tool, *args], capture_output=True, text=True)
    except FileNotFoundError:
        raise Refused(f"{tool} is not installed ({hint})")
    if done.returncode != 0:
        raise Refused(f"{tool} {' '.join(args[:2])}... failed:\n" + (done.stderr + done.stdout).strip())
    return done.stdout + done.stderr


def abi_filters(app: Path) -> list:
    text = (app / "build.gradle.kts").read_text(encoding="utf-8")
    found = re.search(r"abiFilters\s*\+=\s*listOf\(([^)]*)\)", text)
    if not found:
        raise Refused(f"{app / 'build.gradle.kts'}: no `abiFilters += listOf(...)` found")
    return re.findall(r'"([^"]+)"', found.group(1))


def artifact_id(path: Path) -> str:
    """The name without the version: jna-5.19.1.jar and jna.aar are both jna."""
    return re.sub(r"-\d[^-]*(-.*)?$", "", path.stem)


def program_inputs(classes: list, classpath: list, aars: list, work: Path) -> list:
    """The jars d8 dexes: each classes folder zipped, the classpath's jars and folders, an
    AAR's classes.jar instead of the jar of the same name."""
    replaced = {artifact_id(aar) for aar in aars}  # jna.aar replaces jna-5.19.1.jar
    inputs, seen = [], set()
    entries = [Path(c) for c in classes] + [Path(p) for p in classpath if p]
    for entry in entries:
        entry = entry.resolve()
        if entry in seen:
            continue
        seen.add(entry)
        if entry.is_dir():
            jar = work / f"dir-{len(inputs)}-{entry.parent.parent.name}-{entry.name}.jar"
            with zipfile.ZipFile(jar, "w") as out:
                for file in sorted(entry.rglob("*")):
                    if file.is_file():
                        out.write(file, file.relative_to(entry).as_posix())
            inputs.append((jar, entry))
        elif entry.suffix == ".jar" and entry.is_file():
            if artifact_id(entry) in replaced:
                print(f"build-apk: {entry.name} is replaced by its Android AAR")
                continue
            inputs.append((entry, entry))
        elif not entry.exists():
            raise Refused(f"{entry} does not exist (run `mvn package` first, or give the right classpath)")
        else:
            raise Refused(f"{entry}: neither a folder of classes nor a jar")
    for aar in aars:
        jar = work / f"{aar.stem}-classes.jar"
        with zipfile.ZipFile(aar) as archive:
            if "classes.jar" not in archive.namelist():
                raise Refused(f"{aar}: no classes.jar in it; is it an AAR?")
            jar.write_bytes(archive.read("classes.jar"))
        inputs.append((jar, aar))
    return inputs


def check_duplicate_classes(inputs: list) -> None:
    """d8 refuses a class defined twice; say which inputs, in the build's words."""
    owner, problems = {}, []
    for jar, source in inputs:
        with zipfile.ZipFile(jar) as archive:
            for name in archive.namelist():
                if name.endswith(".class") and not name.startswith("META-INF/") and name != "module-info.class":
                    if name in owner and owner[name] != source:
                        problems.append(f"{name[:-6].replace('/', '.')} is in {owner[name]} and {source}")
                    owner.setdefault(name, source)
    if problems:
        raise Refused("classes defined twice (give each library once):\n" + "\n".join(problems[:20]))


def dex(r8_jar: Path, android_jar: Path, min_sdk: str, inputs: list, out: Path) -> list:
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    java = shutil.which("java") or "java"
    said = run(java, "-cp", str(r8_jar), "com.android.tools.r8.D8", "--debug", "--min-api", min_sdk,
               "--lib", str(android_jar), "--output", str(out), *[str(jar) for jar, _ in inputs],
               hint="a JDK 17 or later")
    if said.strip():  # warnings (none today)
        print("build-apk: d8 says:\n" + said.strip())
    dexes = sorted(out.glob("classes*.dex"), key=lambda p: (len(p.name), p.name))
    if not dexes:
        raise Refused(f"d8 wrote no classes.dex into {out}")
    return dexes


def dex_counts(path: Path) -> tuple:
    """(method references, class definitions) from a dex file's header."""
    header = path.read_bytes()[:112]
    if not header.startswith(b"dex\n"):
        raise Refused(f"{path} is not a dex file")
    method_ids, = struct.unpack_from("<I", header, 88)
    class_defs, = struct.unpack_from("<I", header, 96)
    return method_ids, class_defs


def java_resources(inputs: list) -> dict:
    """path in the APK -> bytes, of the jars' resources AGP would package."""
    resources, origin = {}, {}
    for jar, source in inputs:
        with zipfile.ZipFile(jar) as archive:
            for name in archive.namelist():
                if any(fnmatch.fnmatch(name, pattern) for pattern in EXCLUDED_RESOURCES):
                    continue
                if name.endswith("module-info.class"):
                    continue
                data = archive.read(name)
                if name in resources and resources[name] != data:
                    raise Refused(f"{name} is in {origin[name]} and {source}, different: AGP "
                                  "refuses this too (packaging.resources.pickFirsts or excludes)")
                resources[name], origin[name] = data, source
    return resources


def native_libraries(aars: list, abis: list) -> dict:
    """lib/<abi>/<name>.so -> bytes, for the ABIs the build keeps."""
    libraries = {}
    for aar in aars:
        with zipfile.ZipFile(aar) as archive:
            for name in archive.namelist():
                parts = name.split("/")
                if len(parts) == 3 and parts[0] == "jni" and parts[2].endswith(".so") and parts[1] in abis:
                    libraries[f"lib/{parts[1]}/{parts[2]}"] = archive.read(name)
    return libraries


def package(resources_apk: Path, dexes: list, java: dict, native: dict, unsigned: Path) -> None:
    with zipfile.ZipFile(resources_apk) as source, zipfile.ZipFile(unsigned, "w") as out:
        names = set()
        for info in source.infolist():
            data = source.read(info)
            stored = info.filename == "resources.arsc" or info.compress_type == zipfile.ZIP_STORED
            out.writestr(info.filename, data, zipfile.ZIP_STORED if stored else zipfile.ZIP_DEFLATED)
            names.add(info.filename)
        for path in dexes:
            out.write(path, path.name, zipfile.ZIP_DEFLATED)
        for name, data in sorted(native.items()):
            out.writestr(name, data, zipfile.ZIP_STORED)
        for name, data in sorted(java.items()):
            if name in names or name.startswith(("res/", "lib/", "assets/")) or name.endswith(".dex"):
                raise Refused(f"the Java resource {name} would clash with the APK's own")
            out.writestr(name, data, zipfile.ZIP_DEFLATED)


def debug_keystore(path: Path) -> None:
    if path.exists():
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    run("keytool", "-genkeypair", "-keystore", str(path), "-storetype", "PKCS12",
        "-storepass", KEY_PASSWORD, "-keypass", KEY_PASSWORD, "-alias", KEY_ALIAS,
        "-keyalg", "RSA", "-keysize", "2048", "-validity", "10000", "-dname", KEY_NAME,
        hint="keytool comes with the JDK")
    print(f"build-apk: made the debug keystore {path}")


def check(apk: Path, app: Path, settings: dict, abis: list, dexes: list, work: Path) -> str:
    problems = []
    badging = run("aapt", "dump", "badging", str(apk), hint="apt-get install aapt")
    problems += check_badging(badging, settings, app_label(app / "src" / "main" / "res"))
    wanted_native = "native-code: " + " ".join(f"'{abi}'" for abi in sorted(abis))
    if wanted_native not in badging:
        problems.append(f"aapt dump badging does not say {wanted_native!r}")
    listed = run("aapt", "list", str(apk), hint="apt-get install aapt").split()
    for path in dexes:
        if path.name not in listed:
            problems.append(f"aapt list does not show {path.name}")
    for abi in abis:
        if f"lib/{abi}/libjnidispatch.so" not in listed:
            problems.append(f"no lib/{abi}/libjnidispatch.so in the APK")
    if "META-INF/services/kotlinx.coroutines.internal.MainDispatcherFactory" not in listed:
        problems.append("no META-INF/services/kotlinx.coroutines.internal.MainDispatcherFactory "
                        "(Dispatchers.Main would be missing)")
    dex_text = b"".join(path.read_bytes() for path in dexes)
    for name in REQUIRED_CLASSES:
        if f"L{name.replace('.', '/')};".encode() not in dex_text:
            problems.append(f"the dex does not have {name}")
    if problems:
        raise Refused("\n".join(problems) + "\n" + badging)
    return badging


def self_test(apk: Path, app: Path, settings: dict, abis: list, dexes: list, work: Path) -> int:
    """The negative controls: the checks must refuse an APK that lacks what the app needs."""
    controls = [  # (what, entry left out of a copy of the APK, settings changed)
        ("no classes.dex", "classes.dex", {}),
        ("no Dispatchers.Main service", "META-INF/services/kotlinx.coroutines.internal.MainDispatcherFactory", {}),
        ("no libjnidispatch.so for x86", "lib/x86/libjnidispatch.so", {}),
        ("a minSdk other than the APK's", None, {"minSdk": "21"}),
    ]
    failures = 0
    for what, left_out, changed in controls:
        copy = work / "control.apk"
        with zipfile.ZipFile(apk) as source, zipfile.ZipFile(copy, "w") as out:
            for info in source.infolist():
                if info.filename != left_out:
                    out.writestr(info, source.read(info))
        try:
            check(copy, app, {**settings, **changed}, abis, dexes, work)
        except Refused as refused:
            print(f"build-apk self-test: {what}: refused ({str(refused).splitlines()[0]})")
        else:
            print(f"build-apk self-test: {what}: NOT refused")
            failures += 1
    empty = work / "classes.dex"
    empty.write_bytes(b"dex\n035\0")
    try:
        check(apk, app, settings, abis, [empty], work)
    except Refused as refused:
        print(f"build-apk self-test: a dex without the app: refused ({str(refused).splitlines()[0]})")
    else:
        print("build-apk self-test: a dex without the app: NOT refused")
        failures += 1
    return failures


def build(args) -> int:
    app, out = args.app.resolve(), args.out.resolve()
    for what, path in [("--r8-jar", args.r8_jar), ("--android-jar", args.android_jar),
                       ("--resources", args.resources), *[("--aar", aar) for aar in args.aar]]:
        if not path.is_file():
            raise Refused(f"{what} {path} does not exist"
                          + (" (link_resources.py writes it: mvn -f android/pom.xml package)"
                             if what == "--resources" else ""))
    settings = build_settings(app)
    abis = abi_filters(app)
    work = out / "work"
    if work.exists():
        shutil.rmtree(work)
    work.mkdir(parents=True)
    classpath = args.classpath.split(os.pathsep) if args.classpath else []
    inputs = program_inputs(args.classes, classpath, args.aar, work)
    check_duplicate_classes(inputs)
    print(f"build-apk: d8 --min-api {settings['minSdk']} of {len(inputs)} inputs:")
    for _, source in inputs:
        print(f"  {source}")
    dexes = dex(args.r8_jar, args.android_jar, settings["minSdk"], inputs, out / "dex")
    java = java_resources(inputs)
    native = native_libraries(args.aar, abis)
    missing = [abi for abi in abis if not any(name.startswith(f"lib/{abi}/") for name in native)]
    if missing:
        raise Refused(f"the AARs have no native library for {', '.join(missing)}")
    unsigned, aligned, apk = out / "catapult-debug-unsigned.apk", out / "catapult-debug-aligned.apk", out / APK_NAME
    package(args.resources, dexes, java, native, unsigned)
    run("zipalign", "-p", "-f", "4", str(unsigned), str(aligned), hint="apt-get install zipalign")
    keystore = (args.keystore or out / "debug.keystore").resolve()
    debug_keystore(keystore)
    run("apksigner", "sign", "--ks", str(keystore), "--ks-pass", f"pass:{KEY_PASSWORD}",
        "--key-pass", f"pass:{KEY_PASSWORD}", "--ks-key-alias", KEY_ALIAS,
        "--min-sdk-version", settings["minSdk"], "--out", str(apk), str(aligned),
        hint="apt-get install apksigner")
    run("zipalign", "-c", "-p", "4", str(apk), hint="apt-get install zipalign")
    verified = run("apksigner", "verify", "--verbose", "--min-sdk-version", settings["minSdk"], str(apk),
                   hint="apt-get install apksigner")
    badging = check(apk, app, settings, abis, dexes, work)
    if args.self_test and self_test(apk, app, settings, abis, dexes, work):
        raise Refused("a negative control was not refused (above)")
    unsigned.unlink()
    aligned.unlink()
    shutil.rmtree(work)

    print("build-apk: signed, verified, checked; aapt dump badging says:")
    print("\n".join("  " + line for line in badging.splitlines()
                    if line.startswith(("package:", "sdkVersion", "targetSdkVersion", "application-label:",
                                        "launchable-activity", "native-code"))))
    print("  " + "\n  ".join(line for line in verified.splitlines() if line.startswith("Verified using")))
    for path in dexes:
        methods, classes = dex_counts(path)
        print(f"build-apk: {path.name}: {path.stat().st_size:,} bytes, {classes:,} classes, "
              f"{methods:,} method references (of 65,536)")
    with zipfile.ZipFile(apk) as archive:
        infos = archive.infolist()
        native_size = sum(i.file_size for i in infos if i.filename.startswith("lib/"))
    print(f"build-apk: {apk}: {apk.stat().st_size:,} bytes, {len(infos)} entries "
          f"({native_size:,} bytes of libjnidispatch.so for {len(abis)} ABIs; no libcatapult_ffi.so: "
          "the Rust library for Android needs the NDK)")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--app", type=Path, required=True, help="the app module (android/app)")
    parser.add_argument("--classes", type=Path, action="append", default=[],
                        help="a folder of the app's compiled classes (repeatable)")
    parser.add_argument("--classpath", help="the runtime classpath (the logic module, Kotlin, coroutines, JNA; "
                        "not android-all), separated by the system's path separator")
    parser.add_argument("--aar", type=Path, action="append", default=[],
                        help="an Android library (JNA's AAR); replaces the jar of the same name")
    parser.add_argument("--r8-jar", type=Path, required=True, help="com.android.tools:r8's jar (d8 is in it)")
    parser.add_argument("--android-jar", type=Path, required=True, help="android-all's jar (d8's --lib)")
    parser.add_argument("--resources", type=Path, required=True, help="the resources-only APK of link_resources.py")
    parser.add_argument("--out", type=Path, required=True, help="where the dex and the APK go")
    parser.add_argument("--keystore", type=Path, help="a debug keystore (default: OUT/debug.keystore, made if absent)")
    parser.add_argument("--self-test", action="store_true",
                        help="then the negative controls: copies of the APK lacking the dex, the "
                             "Main dispatcher service, a native library, and another minSdk must be refused")
    args = parser.parse_args()
    try:
        return build(args)
    except Refused as refused:
        print(f"build-apk: refused:\n{refused}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
