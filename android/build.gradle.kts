// The plugins' versions for every module (gradle/libs.versions.toml). The Kotlin plugin
// declared here also sets the Kotlin version AGP's built-in Kotlin compiles :app with.
plugins {
    alias(libs.plugins.android.application) apply false
    alias(libs.plugins.kotlin.jvm) apply false
}

// cargo's folder, put first on the PATH of the tasks that run cargo (:logic's generateBindings,
// :app's buildJniLibs). Android Studio started from the macOS Dock or a desktop launcher gets no
// login shell, so ~/.cargo/bin (where rustup puts cargo) is not on its PATH. CARGO_HOME moves it.
val cargoHome: String = providers.environmentVariable("CARGO_HOME")
    .orElse(providers.systemProperty("user.home").map { "$it/.cargo" })
    .get()
extra["pathWithCargo"] = listOfNotNull("$cargoHome/bin", System.getenv("PATH")).joinToString(File.pathSeparator)
