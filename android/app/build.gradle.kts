// The Android app. AGP 9 compiles Kotlin itself (built-in Kotlin: no kotlin-android plugin).
// Before every build, bindings/android/build-jnilibs.sh builds libcatapult_ffi.so for each ABI
// with cargo-ndk into src/main/jniLibs (AGP's default folder for prebuilt native libraries,
// packaged into the APK); the Kotlin bindings come with :logic.
plugins {
    alias(libs.plugins.android.application)
}

val repository: File = rootDir.parentFile

android {
    namespace = "app.catapult.android"
    compileSdk = 34

    defaultConfig {
        applicationId = "app.catapult.android"
        minSdk = 26
        targetSdk = 34
        versionCode = 1
        versionName = "0.1.0"
    }

    buildTypes {
        release {
            // JNA and the bindings are found by reflection; see proguard-rules.pro before
            // turning minification on.
            isMinifyEnabled = false
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
        }
    }

    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }
}

// libcatapult_ffi.so for arm64-v8a, armeabi-v7a, x86_64 and x86 (release, cargo-ndk), into
// src/main/jniLibs. Needs the Android NDK (ANDROID_NDK_HOME, or the newest under the SDK).
// The script also generates the Kotlin; this build compiles the copy :logic generates, so the
// script's copy goes to a folder of its own here.
val buildJniLibs = tasks.register<Exec>("buildJniLibs") {
    group = "build"
    description = "Builds libcatapult_ffi.so for every Android ABI with cargo-ndk (bindings/android/build-jnilibs.sh)."
    workingDir(repository)
    commandLine("bash", "bindings/android/build-jnilibs.sh", layout.buildDirectory.dir("generated/uniffi-script").get().asFile.absolutePath)
    inputs.files(
        fileTree(repository.resolve("core")) { exclude("**/target/**") },
        fileTree(repository.resolve("bindings")) { exclude("**/target/**", "kotlin/**", "swift/**") },
        repository.resolve("Cargo.lock"),
    )
    outputs.dir(layout.projectDirectory.dir("src/main/jniLibs"))
    outputs.dir(layout.buildDirectory.dir("generated/uniffi-script"))
}

tasks.named("preBuild") { dependsOn(buildJniLibs) }

dependencies {
    implementation(project(":logic"))
    // JNA with its native part for Android (libjnidispatch.so per ABI), as an AAR.
    implementation("net.java.dev.jna:jna:${libs.versions.jna.get()}@aar")
    implementation(libs.kotlinx.coroutines.android)
}
