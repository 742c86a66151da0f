/// A Swift program that does nothing of ours: it loads what every app on Containment loads before
/// its first line runs (the Swift runtime and its concurrency library, FoundationEssentials, in
/// whose types UIKit's API is written (`IndexPath`, `URL`, `Data`), and Dispatch, which runs
/// Swift's main queue) and then shows the C window of ``BareWindowSource`` by calling its
/// `bare_window_main`.
///
/// Started with `--notes-widgets` or `--demo-widgets`, it is the floor for that app's start-up:
/// the same widgets, made by GTK alone, in a process that pays what the language and the
/// library's foundations cost to load, and nothing more.
enum SwiftStartSource {
    /// The program's one source file.
    static let main = """
    import BareWindow
    import Dispatch
    import FoundationEssentials
    import Glibc

    // Touch each library, so that no linker drops one as unused.
    let path = IndexPath(indexes: [0, 0])
    let queue = DispatchQueue.main
    guard path.count == 2, !queue.label.isEmpty else { exit(2) }
    exit(bare_window_main(CommandLine.argc, CommandLine.unsafeArgv))
    """

    /// The C header that declares the window's entry point.
    static let header = """
    int bare_window_main(int argc, char **argv);
    """

    /// The Clang module map that lets Swift import the header as `BareWindow`.
    static let moduleMap = """
    module BareWindow {
        header "bare-window.h"
        export *
    }
    """
}
