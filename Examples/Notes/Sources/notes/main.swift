import Containment
import ContainmentGtk
#if canImport(Glibc)
import Glibc
#endif
import NotesApp

// The notes app in a GTK window. `notes --screenshot FILE.png [--width W] [--height H]` writes a
// PNG of the settled window and quits.

/// The value after `flag` on the command line, if any.
func argument(after flag: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

/// Writes `line` and a line break to standard error.
func printError(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
}

let width = argument(after: "--width").flatMap(Double.init) ?? 900
let height = argument(after: "--height").flatMap(Double.init) ?? 600

do {
    try GtkRuntime.initialize()
    let app = NotesApp()
    let host = try GtkHost(applicationID: "org.containment.Notes", title: "Notes", size: Size(width: width, height: height))
    host.window.rootViewController = app.rootViewController
    host.show()
    if let path = argument(after: "--screenshot") {
        Task { @MainActor in
            do {
                try await host.screenshot(to: path)
            } catch {
                printError("notes: screenshot to '\(path)' failed: \(error)")
            }
            host.quit()
        }
    }
    host.run()
} catch {
    printError("notes: \(error)")
    exit(1)
}
