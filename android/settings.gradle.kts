// Catapult for Android, the app build (Android Studio: open this folder). Two modules:
//   :app    the Android app (Android Gradle plugin, Kotlin built in)
//   :logic  the app's UI logic in plain Kotlin/JVM together with the generated bindings
// The CI check of the same sources is Maven (pom.xml here); see docs/ANDROID.md.
pluginManagement {
    repositories {
        google {
            content {
                includeGroupByRegex("com\\.android.*")
                includeGroupByRegex("com\\.google.*")
                includeGroupByRegex("androidx.*")
            }
        }
        mavenCentral()
        gradlePluginPortal()
    }
}

dependencyResolutionManagement {
    repositoriesMode.set(RepositoriesMode.FAIL_ON_PROJECT_REPOS)
    repositories {
        google()
        mavenCentral()
    }
}

rootProject.name = "Catapult"
include(":app", ":logic")
