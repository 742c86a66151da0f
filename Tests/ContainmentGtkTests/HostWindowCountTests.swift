import CGtk
import Foundation
import Testing

extension GtkTests {
    /// An app with several windows runs until the last one closes.
    @Suite struct HostWindowCount {
        /// Closing one of two windows used to end `run()` (the host's close quit the main loop):
        /// the app went away under its other window. The probe runs `gtk_main` on its main
        /// thread, as an app does, and reports what happened in order.
        @Test func closingOneOfTwoWindowsKeepsTheAppRunningUntilTheLastCloses() throws {
            let probe = try #require(probeExecutable(), "ContainmentGtkProbe was not built next to the tests")
            let process = Process()
            process.executableURL = probe
            process.arguments = ["two-windows"]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let text = String(decoding: data, as: UTF8.self)
            #expect(text.contains("two-windows: closed-first,still-running,closed-second\n"), "probe said: \(text)")
            #expect(process.terminationStatus == 0, "probe said: \(text)")
        }
    }
}
