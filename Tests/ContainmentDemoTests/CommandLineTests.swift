import Containment
import Testing
@testable import ContainmentDemo

@Suite struct CommandLineTests {
    private func parse(_ arguments: [String], existing directories: Set<String> = ["."]) -> DemoCommandLine {
        DemoCommandLine.parse(arguments, directoryExists: { directories.contains($0) })
    }

    private func refusalMessage(_ result: DemoCommandLine) -> String? {
        if case .refuse(let message, let exitCode) = result, exitCode != 0 { return message }
        return nil
    }

    @Test func noArgumentsLaunchesTheMenu() {
        #expect(parse([]) == .launch(DemoLaunch()))
    }

    @Test func scenarioNamesMatchWithoutRegardToCase() {
        #expect(parse(["--scenario", "nav"]) == .launch(DemoLaunch(scenario: .nav)))
        #expect(parse(["--scenario", "PAGES"]) == .launch(DemoLaunch(scenario: .pages)))
        #expect(parse(["--scenario=Modal"]) == .launch(DemoLaunch(scenario: .modal)))
    }

    @Test func everyOptionTogether() {
        let result = parse(["--scenario", "Drawer", "--log-lifecycle", "--screenshot", "shots/drawer.png"], existing: ["shots"])
        #expect(result == .launch(DemoLaunch(scenario: .drawer, logsLifecycle: true, screenshotPath: "shots/drawer.png")))
    }

    @Test func unknownScenarioNamesItAndListsTheValidOnes() throws {
        let message = try #require(refusalMessage(parse(["--scenario", "Purple"])))
        #expect(message == "containment-demo: error: unknown scenario 'Purple'; valid scenarios: Tab, Red, Green, Nav, Drawer, Split, Pages, Modal, Factory, Combined, Containers, Tunnel, Transitions")
    }

    @Test func unknownFlagIsOneLineNamingIt() throws {
        let message = try #require(refusalMessage(parse(["--frobnicate"])))
        #expect(message.hasPrefix("containment-demo: error: "))
        #expect(message.contains("--frobnicate"))
        #expect(!message.contains("\n"))
    }

    @Test func missingOptionValueIsOneLine() throws {
        let message = try #require(refusalMessage(parse(["--scenario"])))
        #expect(message.contains("--scenario"))
        #expect(!message.contains("\n"))
    }

    @Test func directionIsLtrOrRtlInAnyCase() {
        #expect(parse(["--direction", "rtl"]) == .launch(DemoLaunch(direction: .rightToLeft)))
        #expect(parse(["--direction=LTR"]) == .launch(DemoLaunch(direction: .leftToRight)))
        #expect(parse(["--scenario", "Nav", "--direction", "Rtl"]) == .launch(DemoLaunch(scenario: .nav, direction: .rightToLeft)))
    }

    @Test func theTopNavigationBarIsTheTitleBarUnlessTheSystemsIsAskedFor() {
        #expect(parse([]) == .launch(DemoLaunch(usesNavigationBarAsTitleBar: true)))
        #expect(parse(["--system-title-bar"]) == .launch(DemoLaunch(usesNavigationBarAsTitleBar: false)))
    }

    @Test func aBadDirectionIsOneLineNamingIt() throws {
        let message = try #require(refusalMessage(parse(["--direction", "sideways"])))
        #expect(message == "containment-demo: error: unknown direction 'sideways'; valid directions: ltr, rtl")
        #expect(refusalMessage(parse(["--direction", "rtl", "--direction", "ltr"]))?.contains("--direction") == true)
    }

    @Test func screenshotMustEndInPNG() throws {
        let message = try #require(refusalMessage(parse(["--screenshot", "out.jpg"])))
        #expect(message == "containment-demo: error: screenshot path 'out.jpg' must name a file ending in .png")
        #expect(refusalMessage(parse(["--screenshot", ".png"])) != nil)
        #expect(parse(["--screenshot", "OUT.PNG"]) == .launch(DemoLaunch(screenshotPath: "OUT.PNG")))
    }

    @Test func screenshotDirectoryMustExist() throws {
        let message = try #require(refusalMessage(parse(["--screenshot", "/nowhere/out.png"], existing: ["/tmp"])))
        #expect(message == "containment-demo: error: screenshot path '/nowhere/out.png': directory '/nowhere' does not exist")
        #expect(parse(["--screenshot", "/tmp/out.png"], existing: ["/tmp"]) == .launch(DemoLaunch(screenshotPath: "/tmp/out.png")))
    }

    @Test func listScenariosPrintsTheMenuRowsInOrder() {
        #expect(parse(["--list-scenarios"]) == .printAndExit("Tab\nRed\nGreen\nNav\nDrawer\nSplit\nPages\nModal\nFactory\nCombined\nContainers\nTunnel\nTransitions"))
    }

    @Test func helpIsPrintedAndSucceeds() throws {
        guard case .printAndExit(let text) = parse(["--help"]) else {
            Issue.record("--help did not print and exit")
            return
        }
        #expect(text.contains("--scenario"))
        #expect(text.contains("--log-lifecycle"))
    }
}
