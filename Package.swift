// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Containment",
    products: [
        .library(name: "Containment", targets: ["Containment"]),
        .library(name: "ContainmentGtk", targets: ["ContainmentGtk"]),
        .executable(name: "containment-demo", targets: ["ContainmentDemo"]),
        .executable(name: "containment-bench", targets: ["ContainmentBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    ],
    targets: [
        // The GTK 3 bridge: a system library found through pkg-config.
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk+-3.0",
            providers: [.apt(["libgtk-3-dev"])]
        ),
        // The GTK container that mirrors one core view (a GtkFixed without its re-measuring and
        // re-adding): C, because a GObject type is defined in C.
        .target(name: "CGtkCanvas", dependencies: ["CGtk"]),
        // The platform-neutral core: no GTK, no C.
        .target(
            name: "Containment",
            dependencies: [.product(name: "Logging", package: "swift-log")]
        ),
        // Adapters that mirror the core's views into GTK widgets.
        .target(
            name: "ContainmentGtk",
            dependencies: ["Containment", "CGtk", "CGtkCanvas", .product(name: "Logging", package: "swift-log")]
        ),
        .executableTarget(
            name: "ContainmentDemo",
            dependencies: [
                "Containment",
                "ContainmentGtk",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `make bench`: frame delivery, cost per frame beside GtkStack and libhandy's HdyFlap
        // (loaded with dlopen at run time, so nothing here needs libhandy to build), core
        // scaling, memory over a long session, and start-up.
        // Its input-latency part clicks with ContainmentGtkTesting's real GDK events.
        .executableTarget(
            name: "ContainmentBench", dependencies: ["Containment", "ContainmentGtk", "CGtk", "ContainmentGtkTesting"]),
        // Runs GTK's main loop on a real main thread, which the GTK tests launch and check.
        .executableTarget(name: "ContainmentGtkProbe", dependencies: ["ContainmentGtk", "Containment", "CGtk"]),
        // Examples/Notes: a small real app built only on the public API (not a product). The
        // GTK tests depend on the library, so `swift build` and `make test` build it.
        .target(name: "NotesApp", dependencies: ["Containment"], path: "Examples/Notes/Sources/NotesApp"),
        .executableTarget(
            name: "notes", dependencies: ["NotesApp", "Containment", "ContainmentGtk"],
            path: "Examples/Notes/Sources/notes"),
        // What the test suites share: the hierarchy invariants and the four-state appearance
        // model, the headless test stage, the sizes of the long tests, temporary folders.
        .target(name: "ContainmentTestSupport", dependencies: ["Containment"], path: "Tests/ContainmentTestSupport"),
        // What GTK tests drive windows with and no app needs: real input events put on GDK's
        // queue, and the GTK test stage (a host shown and settled). Not a product; the adapter's own test counters, main-loop pump and window
        // snapshots are `@_spi(Testing)` in ContainmentGtk, which its host is built on.
        .target(
            name: "ContainmentGtkTesting", dependencies: ["ContainmentGtk", "Containment", "CGtk"],
            path: "Tests/ContainmentGtkTesting"),
        .testTarget(name: "ContainmentTests", dependencies: ["Containment", "ContainmentTestSupport", "NotesApp"]),
        // The demo's command line, lifecycle log and scenario catalog, headless; the built
        // executable is also run as a process to check what a user sees.
        .testTarget(name: "ContainmentDemoTests", dependencies: ["ContainmentDemo", "Containment", "ContainmentTestSupport"]),
        // The benchmark's frame analysis, statistics and command line (no timing asserted).
        .testTarget(name: "ContainmentBenchTests", dependencies: ["ContainmentBench"]),
        .testTarget(
            name: "ContainmentGtkTests",
            dependencies: [
                "ContainmentGtk", "Containment", "CGtk", "ContainmentGtkProbe", "ContainmentDemo", "ContainmentTestSupport",
                "ContainmentGtkTesting", "NotesApp",
            ]),
    ],
    swiftLanguageModes: [.v6]
)

// `make docs` builds the DocC archives with swift-docc-plugin. The plugin is declared only when
// CONTAINMENT_DOCS is set, so neither a plain `swift build` here nor a package that depends on
// Containment fetches it.
if Context.environment["CONTAINMENT_DOCS"] != nil {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"))
}
