// The plugins' versions for every module (gradle/libs.versions.toml). The Kotlin plugin
// declared here also sets the Kotlin version AGP's built-in Kotlin compiles :app with.
plugins {
    alias(libs.plugins.android.application) apply false
    alias(libs.plugins.kotlin.jvm) apply false
}
