import Containment
import ContainmentGtk
#if canImport(Glibc)
import Glibc
#endif
import NotesApp

// The notes app on GTK: one process per user, each window a scene. Launching `notes` again
// opens a new window in the running one; File ▸ New Window (Shift+Ctrl+N) and a note's "Open in
// New Window" do too. `notes --screenshot FILE.png [--width W] [--height H]` writes a PNG of
// the settled first window and quits (a process of its own, whatever else runs).
// `--application-id ID` runs under another ID (tests). Its windows, their sizes and the note each
// showed are saved in $XDG_STATE_HOME/<application id>/scenes.json and restored at the next
// launch (not in screenshot mode unless `--state-directory DIR` names where).

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
let screenshotPath = argument(after: "--screenshot")

let delegate = NotesAppDelegate()
Application.shared.supportsMultipleScenes = true
if let screenshotPath {
    delegate.sceneDidConnect = { scene in
        guard let window = scene.windows.first, let host = GtkHost.showing(window) else { return }
        Task { @MainActor in
            do {
                try await host.screenshot(to: screenshotPath)
            } catch {
                printError("notes: screenshot to '\(screenshotPath)' failed: \(error)")
            }
            host.quit()
        }
    }
}
exit(Application.main(
    applicationID: argument(after: "--application-id") ?? "org.containment.Notes", delegate: delegate,
    windowSize: Size(width: width, height: height), isUnique: screenshotPath == nil,
    savesState: screenshotPath == nil || argument(after: "--state-directory") != nil,
    stateDirectory: argument(after: "--state-directory")))
