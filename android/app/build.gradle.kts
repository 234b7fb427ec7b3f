import javax.inject.Inject

// The Android app. AGP 9 compiles Kotlin itself (built-in Kotlin: no kotlin-android plugin).
// bindings/android/build-jnilibs.sh builds libcatapult_ffi.so for each ABI with cargo-ndk (the
// buildJniLibs task below, a generated jniLibs source of every variant); the Kotlin bindings
// come with :logic.
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

        // The ABIs the Rust library is built for (bindings/android/build-jnilibs.sh); JNA's AAR
        // also carries armeabi, mips and mips64, which this keeps out of the APK.
        ndk {
            abiFilters += listOf("arm64-v8a", "armeabi-v7a", "x86_64", "x86")
        }
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
// build/generated/jniLibs, which every variant packages as its generated jniLibs source (so
// Gradle knows the merge task needs this one). Needs the Android NDK (ANDROID_NDK_HOME, or the
// newest under the SDK). The script also generates the Kotlin; this build compiles the copy
// :logic generates, so the script's copy goes to a folder of its own here.
val buildJniLibs = tasks.register<CargoNdkBuild>("buildJniLibs") {
    group = "build"
    description = "Builds libcatapult_ffi.so for every Android ABI with cargo-ndk (bindings/android/build-jnilibs.sh)."
    repositoryRoot.set(repository)
    sources.from(
        fileTree(repository.resolve("core")) { exclude("**/target/**") },
        fileTree(repository.resolve("bindings")) { exclude("**/target/**", "kotlin/**", "swift/**") },
        repository.resolve("Cargo.lock"),
    )
    pathWithCargo.set(rootProject.extra["pathWithCargo"] as String)
    jniLibs.set(layout.buildDirectory.dir("generated/jniLibs"))
    scriptKotlin.set(layout.buildDirectory.dir("generated/uniffi-script"))
}

androidComponents {
    onVariants { variant ->
        variant.sources.jniLibs?.addGeneratedSourceDirectory(buildJniLibs, CargoNdkBuild::jniLibs)
    }
}

/** Runs bindings/android/build-jnilibs.sh, with cargo's folder on the PATH. */
abstract class CargoNdkBuild : DefaultTask() {
    /** The repository's root, where the script runs. */
    @get:Internal
    abstract val repositoryRoot: DirectoryProperty

    /** The Rust sources the library is built from. */
    @get:InputFiles
    @get:PathSensitive(PathSensitivity.RELATIVE)
    abstract val sources: ConfigurableFileCollection

    /**
     * The PATH the script runs with (cargo's folder first: see the root build.gradle.kts). Not
     * an input: another PATH does not make other libraries.
     */
    @get:Internal
    abstract val pathWithCargo: Property<String>

    /** Where the libraries go, one folder per ABI. */
    @get:OutputDirectory
    abstract val jniLibs: DirectoryProperty

    /** Where the script's own copy of the Kotlin bindings goes (unused by this build). */
    @get:OutputDirectory
    abstract val scriptKotlin: DirectoryProperty

    @get:Inject
    abstract val exec: ExecOperations

    @TaskAction
    fun build() {
        jniLibs.get().asFile.deleteRecursively()
        exec.exec {
            workingDir(repositoryRoot.get().asFile)
            environment("PATH", pathWithCargo.get())
            commandLine(
                "bash", "bindings/android/build-jnilibs.sh",
                scriptKotlin.get().asFile.absolutePath, jniLibs.get().asFile.absolutePath,
            )
        }
    }
}

dependencies {
    implementation(project(":logic"))
    // JNA with its native part for Android (libjnidispatch.so per ABI), as an AAR.
    implementation("net.java.dev.jna:jna:${libs.versions.jna.get()}@aar")
    implementation(libs.kotlinx.coroutines.android)
}
