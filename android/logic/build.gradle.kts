import org.jetbrains.kotlin.gradle.dsl.JvmTarget

// The app's UI logic, plain Kotlin/JVM (no android.*), compiled with the Kotlin bindings the
// generator writes from a host build of the library. Its JUnit 5 tests run on the JVM against
// that host library: `./gradlew :logic:test` (needs Rust; no Android NDK).
plugins {
    alias(libs.plugins.kotlin.jvm)
}

val repository: File = rootDir.parentFile
val hostLibrary: String = if (System.getProperty("os.name").startsWith("Mac")) "libcatapult_ffi.dylib" else "libcatapult_ffi.so"
val bindingsDir = layout.buildDirectory.dir("generated/uniffi")

// Builds the library for this computer and generates app/catapult/core/catapult_ffi.kt from it
// (the same Kotlin for every target; bindings/uniffi.toml is found by the generator).
val generateBindings = tasks.register<Exec>("generateBindings") {
    group = "build"
    description = "Generates the Kotlin bindings of catapult-ffi from a host build of the library."
    workingDir(repository)
    environment("PATH", rootProject.extra["pathWithCargo"] as String)
    val out = bindingsDir.get().asFile.absolutePath
    commandLine(
        "bash", "-c",
        "cargo build --locked -p catapult-ffi && cargo run --locked -p uniffi-bindgen -- generate " +
            "target/debug/$hostLibrary --language kotlin --out-dir \"$out\" --no-format",
    )
    inputs.files(
        fileTree(repository.resolve("core")) { exclude("**/target/**") },
        fileTree(repository.resolve("bindings")) { exclude("**/target/**", "kotlin/**", "swift/**", "android/**") },
        repository.resolve("Cargo.lock"),
    )
    outputs.dir(bindingsDir)
}

kotlin {
    compilerOptions { jvmTarget.set(JvmTarget.JVM_17) }
    sourceSets.named("main") { kotlin.srcDir(generateBindings) }
}

java {
    sourceCompatibility = JavaVersion.VERSION_17
    targetCompatibility = JavaVersion.VERSION_17
}

dependencies {
    // JNA as a jar only to compile and test; the app ships JNA's Android AAR instead.
    compileOnly(libs.jna)
    implementation(libs.kotlinx.coroutines.core)

    testImplementation(libs.jna)
    testImplementation(platform(libs.junit.bom))
    testImplementation(libs.junit.jupiter)
    testImplementation(libs.kotlin.test.junit5)
    testRuntimeOnly(libs.junit.platform.launcher)
}

tasks.test {
    useJUnitPlatform()
    // The host library the bindings load through JNA, and the repository (tests/traces).
    systemProperty("uniffi.component.catapult_ffi.libraryOverride", repository.resolve("target/debug/$hostLibrary").path)
    systemProperty("catapult.repo", repository.path)
}
