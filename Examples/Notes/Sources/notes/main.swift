import Containment
import ContainmentGtk
import Foundation
import NotesApp

// The notes app in a GTK window. `notes --screenshot FILE.png [--width W] [--height H]` writes a
// PNG of the settled window and quits.

/// The value after `flag` on the command line, if any.
func argument(after flag: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
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
                FileHandle.standardError.write(Data("notes: screenshot to '\(path)' failed: \(error)\n".utf8))
            }
            host.quit()
        }
    }
    host.run()
} catch {
    FileHandle.standardError.write(Data("notes: \(error)\n".utf8))
    exit(1)
}
