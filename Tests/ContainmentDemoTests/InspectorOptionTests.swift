import Testing

@testable import ContainmentDemo

/// `--inspector` and Ctrl+I, headless.
@MainActor @Suite struct InspectorOptionTests {
    @Test func inspectorFlagOpensItAtStart() {
        #expect(DemoCommandLine.parse(["--inspector"], directoryExists: { _ in true }) == .launch(DemoLaunch(showsInspector: true)))
        #expect(DemoCommandLine.parse(["--scenario", "nav", "--inspector"], directoryExists: { _ in true })
            == .launch(DemoLaunch(scenario: .nav, showsInspector: true)))
        #expect(DemoCommandLine.parse([], directoryExists: { _ in true }) == .launch(DemoLaunch()))
    }

    @Test func helpMentionsTheInspector() {
        guard case .printAndExit(let help) = DemoCommandLine.parse(["--help"]) else {
            Issue.record("--help did not print")
            return
        }
        #expect(help.contains("--inspector"))
    }

    @Test func controlIToggleTheInspector() {
        #expect(DemoKeyCommand(keyName: "i", control: true, alt: false, shift: false) == .toggleInspector)
        #expect(DemoKeyCommand(keyName: "I", control: true, alt: false, shift: true) == .toggleInspector)
        #expect(DemoKeyCommand(keyName: "i", control: false, alt: false, shift: false) == nil)
        #expect(DemoKeyCommand(keyName: "i", control: true, alt: true, shift: false) == nil)
    }

    @Test func theCatalogLeavesTheInspectorToTheApp() throws {
        let catalog = try DemoCatalog()
        #expect(!catalog.perform(.toggleInspector))
    }
}
