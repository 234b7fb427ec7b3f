#!/usr/bin/env python3
"""Links the app's resources and manifest with aapt against the real Android framework, writes
the R class the Kotlin is compiled with, and checks what the APK would say about itself.

The Android Gradle plugin builds the app with aapt2, which is not available here. Debian's aapt
(v1) links the same res/ and AndroidManifest.xml against the framework's resources.arsc, which
org.robolectric:android-all carries, so it refuses what a real build refuses: an attribute the
framework does not have (`android:screenOrientaton`), a reference to a resource that does not
exist (`@string/app_nam`, also in the manifest), a malformed value (an unescaped apostrophe,
several non-positional `%s`), a resource defined twice. Then:

1. the manifest gets what AGP puts in from app/build.gradle.kts (the package from `namespace`,
   `versionCode`, `versionName`, `minSdk`, `targetSdk`, read from that file so there is one
   source), as AGP's manifest merger does;
2. `aapt package` writes R.java (the ids the Kotlin is compiled against) and a resources-only
   APK;
3. `aapt dump badging` on that APK must name the package, the SDK levels, the launchable
   activity (`<namespace>.MainActivity`) and the label (`app_name`) the build file and the
   resources give;
4. a resource defined only in a qualified folder (values-night, ...) with no default is
   refused: aapt links it, but a phone without that qualifier would crash looking it up.

  link_resources.py --app android/app --android-jar android-all.jar --out DIR
      R.java into DIR, the APK and the merged manifest into DIR/../aapt
  link_resources.py --self-test --app android/app --android-jar android-all.jar
      the negative controls: each deliberate mistake, made in a copy, must be refused
"""

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

# What app/build.gradle.kts sets, as AGP reads it.
BUILD_SETTINGS = {
    "namespace": r'namespace\s*=\s*"([^"]+)"',
    "minSdk": r"minSdk\s*=\s*(\d+)",
    "targetSdk": r"targetSdk\s*=\s*(\d+)",
    "versionCode": r"versionCode\s*=\s*(\d+)",
    "versionName": r'versionName\s*=\s*"([^"]+)"',
}
# Folders whose files are one resource each; values folders hold many.
FILE_TYPES = {"drawable", "mipmap", "layout", "xml", "raw", "anim", "animator", "menu", "font", "color"}


class Refused(Exception):
    """What aapt or a check refused, in words."""


def build_settings(app: Path) -> dict:
    text = (app / "build.gradle.kts").read_text(encoding="utf-8")
    settings = {}
    for key, pattern in BUILD_SETTINGS.items():
        found = re.search(pattern, text)
        if not found:
            raise Refused(f"{app / 'build.gradle.kts'}: no `{key} = ...` found")
        settings[key] = found.group(1)
    return settings


def merged_manifest(app: Path, settings: dict, folder: Path) -> Path:
    """The manifest with the package and version AGP adds from the build file, put into the
    <manifest> tag itself so that aapt's line numbers are the source's."""
    source = app / "src" / "main" / "AndroidManifest.xml"
    text = source.read_text(encoding="utf-8")
    manifest = ET.fromstring(text.encode("utf-8"))
    if "package" in manifest.attrib:
        raise Refused(f"{source}: remove package=\"...\"; AGP takes it from `namespace`")
    added = (f' package="{settings["namespace"]}" android:versionCode="{settings["versionCode"]}"'
             f' android:versionName="{settings["versionName"]}"')
    text = re.sub(r"<manifest\b", lambda m: m.group(0) + added, text, count=1)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "AndroidManifest.xml"  # aapt wants this very name
    path.write_text(text, encoding="utf-8")
    return path


def resources_without_default(res: Path) -> list:
    """(type/name, its folders) of resources defined only in qualified folders."""
    folders = {}  # (type, name) -> the folders that define it
    for folder in sorted(p for p in res.iterdir() if p.is_dir()):
        kind = folder.name.split("-")[0]
        for file in sorted(folder.iterdir()):
            if kind == "values" and file.suffix == ".xml":
                for element in ET.parse(file).getroot():
                    name = element.get("name")
                    if name:
                        tag = {"string-array": "array", "integer-array": "array"}.get(element.tag, element.tag)
                        folders.setdefault((tag, name), set()).add(folder.name)
            elif kind in FILE_TYPES:
                folders.setdefault((kind, file.name.split(".")[0]), set()).add(folder.name)
    defaults = {"values"} | FILE_TYPES
    return sorted(
        (f"{kind}/{name}", ", ".join(sorted(found)))
        for (kind, name), found in folders.items()
        if not found & defaults
    )


def aapt(*args: str) -> str:
    try:
        done = subprocess.run(["aapt", *args], capture_output=True, text=True)
    except FileNotFoundError:
        raise Refused("aapt is not installed (Debian: apt-get install aapt; scripts/install-package aapt)")
    if done.returncode != 0:
        raise Refused((done.stderr + done.stdout).strip() or f"aapt {args[0]} failed")
    return done.stdout


def app_label(res: Path) -> str:
    for element in ET.parse(res / "values" / "strings.xml").getroot():
        if element.tag == "string" and element.get("name") == "app_name":
            return "".join(element.itertext())
    raise Refused("res/values/strings.xml: no app_name")


def check_badging(badging: str, settings: dict, label: str) -> list:
    """The lines of `aapt dump badging` that must be there; the ones missing, as problems."""
    namespace = settings["namespace"]
    wanted = [
        f"package: name='{namespace}' versionCode='{settings['versionCode']}' versionName='{settings['versionName']}'",
        f"sdkVersion:'{settings['minSdk']}'",
        f"targetSdkVersion:'{settings['targetSdk']}'",
        f"application-label:'{label}'",
        f"launchable-activity: name='{namespace}.MainActivity'",
    ]
    return [f"aapt dump badging does not say {line!r}" for line in wanted if line not in badging]


def link(app: Path, android_jar: Path, r_out: Path, work: Path) -> str:
    """Links, writes R.java into r_out, checks; returns the badging. Raises Refused."""
    settings = build_settings(app)
    res = app / "src" / "main" / "res"
    missing_default = resources_without_default(res)
    if missing_default:
        raise Refused("\n".join(
            f"{name} is only in {folders}: add it to the default folder too, or a phone without "
            "that qualifier crashes looking it up" for name, folders in missing_default))
    manifest = merged_manifest(app, settings, work / "manifest")
    apk = work / "resources.apk"
    if r_out.exists():
        shutil.rmtree(r_out)
    r_out.mkdir(parents=True)
    try:
        aapt("package", "-f", "-m", "-J", str(r_out), "-M", str(manifest), "-S", str(res),
             "-I", str(android_jar), "--min-sdk-version", settings["minSdk"],
             "--target-sdk-version", settings["targetSdk"], "-F", str(apk))
    except Refused as refused:  # name the manifest the author edits (same lines)
        raise Refused(str(refused).replace(str(manifest), str(app / "src" / "main" / "AndroidManifest.xml")))
    badging = aapt("dump", "badging", str(apk))
    problems = check_badging(badging, settings, app_label(res))
    if problems:
        raise Refused("\n".join(problems) + "\n" + badging)
    return badging


# The negative controls: (what, file under the app, text to find, text to put instead). Each
# must make the link refused; the real tree must pass.
MISTAKES = [
    ("a misspelt manifest attribute", "src/main/AndroidManifest.xml",
     'android:screenOrientation="portrait"', 'android:screenOrientaton="portrait"'),
    ("a manifest reference to a missing string", "src/main/AndroidManifest.xml",
     '@string/app_name', '@string/app_nam'),
    ("a misspelt theme attribute", "src/main/res/values/themes.xml",
     '"android:colorAccent"', '"android:colourAccent"'),
    ("a reference to a missing colour in a theme", "src/main/res/values/themes.xml",
     '@color/primary<', '@color/primery<'),
    ("an unescaped apostrophe", "src/main/res/values/strings.xml",
     '<string name="app_name">Catapult</string>', "<string name=\"app_name\">Catapult's</string>"),
    ("two non-positional substitutions", "src/main/res/values/strings.xml",
     '<string name="app_name">Catapult</string>', '<string name="app_name">Catapult %s %d</string>'),
    ("a colour only in values-night", "src/main/res/values-night/colors.xml",
     "</resources>", '<color name="night_only">#000000</color></resources>'),
    ("no launcher activity", "src/main/AndroidManifest.xml",
     "android.intent.category.LAUNCHER", "android.intent.category.DEFAULT"),
    ("a manifest minSdk other than the build file's", "src/main/AndroidManifest.xml",
     '<uses-feature android:name="android.hardware.sensor.accelerometer"',
     '<uses-sdk android:minSdkVersion="21" />\n    <uses-feature android:name="android.hardware.sensor.accelerometer"'),
]


def self_test(app: Path, android_jar: Path) -> int:
    failures = 0
    with tempfile.TemporaryDirectory(prefix="link-resources-") as temp:
        temp = Path(temp)
        link(app, android_jar, temp / "r", temp / "aapt")
        print("link-resources self-test: the app as it is links and passes")
        for what, file, old, new in MISTAKES:
            copy = temp / "app"
            if copy.exists():
                shutil.rmtree(copy)
            shutil.copytree(app / "src", copy / "src")
            shutil.copy(app / "build.gradle.kts", copy / "build.gradle.kts")
            target = copy / file
            text = target.read_text(encoding="utf-8")
            if old not in text:
                print(f"link-resources self-test: cannot make {what}: {old!r} is not in {file}")
                failures += 1
                continue
            target.write_text(text.replace(old, new, 1), encoding="utf-8")
            try:
                link(copy, android_jar, temp / "r-bad", temp / "aapt-bad")
            except Refused as refused:
                lines = str(refused).strip().splitlines()
                first = next((line for line in lines if "error:" in line), lines[0])
                print(f"link-resources self-test: {what}: refused ({first})")
            else:
                print(f"link-resources self-test: {what}: NOT refused")
                failures += 1
    return 1 if failures else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--app", type=Path, required=True, help="the app module (android/app)")
    parser.add_argument("--android-jar", type=Path, required=True, help="android-all's jar (with resources.arsc)")
    parser.add_argument("--out", type=Path, help="where R.java goes")
    parser.add_argument("--self-test", action="store_true", help="run the negative controls")
    args = parser.parse_args()
    if not args.android_jar.is_file():
        print(f"link-resources: no {args.android_jar}", file=sys.stderr)
        return 1
    try:
        if args.self_test:
            return self_test(args.app, args.android_jar)
        if args.out is None:
            parser.error("--out is needed (or --self-test)")
        badging = link(args.app, args.android_jar, args.out, args.out.parent / "aapt")
    except Refused as refused:
        print(f"link-resources: refused:\n{refused}", file=sys.stderr)
        return 1
    print("link-resources: linked against the framework; aapt dump badging says:")
    print("\n".join("  " + line for line in badging.splitlines()[:8]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
