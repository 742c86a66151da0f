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

    @Test func theCatalogLeavesTheInspectorToTheApp() throws {
        let catalog = try DemoCatalog()
        #expect(catalog.menu.keyCommands?.contains { $0.input == "i" } == false)
    }
}
