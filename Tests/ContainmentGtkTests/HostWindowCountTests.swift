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
            let (status, text) = try runProbe("two-windows")
            #expect(text.contains("two-windows: closed-first,still-running,closed-second\n"), "probe said: \(text)")
            #expect(status == 0, "probe said: \(text)")
        }
    }
}
