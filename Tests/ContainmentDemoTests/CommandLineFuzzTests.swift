import Foundation
import ContainmentTestSupport
import Testing
@testable import ContainmentDemo

/// Bad input on the demo's command line, through the parser in-process for breadth: every
/// option with missing, empty, malformed, truncated, huge and wrongly typed values, unknown and
/// mangled flags, duplicates, stray arguments, odd characters, and seeded random mutations of
/// valid command lines. Never a crash; every refusal is one line that names the problem, with
/// a non-zero exit code.
@Suite struct CommandLineFuzzTests {
    private func parse(_ arguments: [String]) -> DemoCommandLine {
        DemoCommandLine.parse(arguments, directoryExists: { ["."].contains($0) || $0 == "shots" })
    }

    /// Checks a refusal: non-zero code, one line, our prefix, bounded length, and `naming` in it.
    private func expectRefusal(_ arguments: [String], naming token: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard case .refuse(let message, let code) = parse(arguments) else {
            Issue.record("accepted: \(arguments.map { String($0.prefix(40)) })", sourceLocation: sourceLocation)
            return
        }
        #expect(code != 0, sourceLocation: sourceLocation)
        let oneLine = !message.contains { $0.isNewline }
        #expect(oneLine, "one line: \(message.debugDescription)", sourceLocation: sourceLocation)
        #expect(message.hasPrefix("containment-demo: error: "), sourceLocation: sourceLocation)
        #expect(message.count <= 400, "a readable line (\(message.count) characters)", sourceLocation: sourceLocation)
        #expect(message.contains(token), "\(message.debugDescription) names \(token.debugDescription)", sourceLocation: sourceLocation)
    }

    static let huge = String(repeating: "A", count: 100_000)

    @Test func unknownTruncatedAndMangledFlags() {
        for flag in ["--frobnicate", "-x", "-s", "---scenario", "--Scenario", "-scenario", "--scen", "--scenario-",
                     "--log", "--log-lifecycles", "--screen", "--list", "--inspect", "--LIST-SCENARIOS", "--\u{2013}scenario"] {
            expectRefusal([flag, "Red"], naming: flag)
        }
        expectRefusal(["--" + Self.huge], naming: "--AAAA")
    }

    @Test func missingAndEmptyValues() {
        expectRefusal(["--scenario"], naming: "scenario")
        expectRefusal(["--screenshot"], naming: "screenshot")
        expectRefusal(["--scenario", "--log-lifecycle"], naming: "scenario")
        expectRefusal(["--screenshot", "--scenario", "Red"], naming: "screenshot")
        expectRefusal(["--scenario", ""], naming: "scenario")
        expectRefusal(["--scenario="], naming: "scenario")
        expectRefusal(["--scenario", " "], naming: "scenario")
        expectRefusal(["--screenshot", ""], naming: "screenshot")
        expectRefusal(["--screenshot="], naming: "screenshot")
        expectRefusal(["--screenshot", ".png"], naming: ".png")
    }

    @Test func wronglyTypedValues() {
        expectRefusal(["--log-lifecycle=yes"], naming: "log-lifecycle")
        expectRefusal(["--inspector=1"], naming: "inspector")
        expectRefusal(["--list-scenarios=true"], naming: "list-scenarios")
        expectRefusal(["--scenario", "3"], naming: "'3'")
        expectRefusal(["--scenario", "-1"], naming: "--scenario")
        expectRefusal(["--scenario", "Red,Nav"], naming: "Red,Nav")
        expectRefusal(["--screenshot", "42"], naming: "42")
        expectRefusal(["--screenshot", "shot.PNG.txt"], naming: "shot.PNG.txt")
        expectRefusal(["--screenshot", "no/such/dir/x.png"], naming: "no/such/dir")
        expectRefusal(["--screenshot", "/"], naming: "'/'")
    }

    @Test func hugeValues() {
        expectRefusal(["--scenario", Self.huge], naming: "unknown scenario 'AAAA")
        expectRefusal(["--screenshot", Self.huge], naming: "screenshot path 'AAAA")
        expectRefusal(["--screenshot", "shots/" + Self.huge + ".png"], naming: "file name is 100004 bytes")
        expectRefusal(Array(repeating: "--log-lifecycle", count: 10_000), naming: "--log-lifecycle")
        expectRefusal(Array(repeating: "Red", count: 10_000), naming: "Red")
    }

    @Test func duplicatedOptions() {
        expectRefusal(["--scenario", "Red", "--scenario", "Nav"], naming: "--scenario")
        expectRefusal(["--scenario=Red", "--scenario", "Red"], naming: "--scenario")
        expectRefusal(["--screenshot", "a.png", "--screenshot", "b.png"], naming: "--screenshot")
        expectRefusal(["--log-lifecycle", "--log-lifecycle"], naming: "--log-lifecycle")
        expectRefusal(["--inspector", "--scenario", "Red", "--inspector"], naming: "--inspector")
        expectRefusal(["--list-scenarios", "--list-scenarios"], naming: "--list-scenarios")
    }

    @Test func strayArgumentsAndOddCharacters() {
        expectRefusal(["Red"], naming: "Red")
        expectRefusal(["--scenario", "Red", "extra"], naming: "extra")
        expectRefusal(["--scenario", "Red\nNav"], naming: "Red Nav")
        expectRefusal(["--scenario", "Red\r\n--log-lifecycle"], naming: "Red")
        expectRefusal(["--scenario", "R\u{0}ed"], naming: "scenario")
        expectRefusal(["--scenario", "Red\t"], naming: "scenario")
        expectRefusal(["--scenario", "\u{202E}deR"], naming: "scenario")
        expectRefusal(["--scenario", "🟥"], naming: "🟥")
        expectRefusal(["--scenario", "\u{FFFD}\u{FFFD}"], naming: "\u{FFFD}")
        expectRefusal(["--screenshot", "shots/a\nb.png"], naming: "control character")
    }

    /// How many random mutations run (each parse costs some milliseconds in a debug build):
    /// 300 in `make test`, 1,500 in `make fuzz` (`CONTAINMENT_DEMO_FUZZ_MUTATIONS`).
    static let mutations = TestSize.count("CONTAINMENT_DEMO_FUZZ_MUTATIONS", quick: 300)

    /// Seeded random mutations of valid command lines: whatever comes out is accepted, or
    /// refused in one line with a non-zero code. Nothing traps.
    @Test func randomMutations() {
        var rng = ContainmentTestSupport.SplitMix64(seed: 7)
        let valid: [[String]] = [
            ["--scenario", "Red"], ["--scenario=nav", "--log-lifecycle"], ["--screenshot", "shots/x.png"],
            ["--inspector", "--scenario", "Pages"], ["--list-scenarios"], [],
        ]
        let garbage = ["", "-", "--", "=", "\n", "🟥", "\u{FFFD}", "-1", "1e309", "%s%n", "../../etc/passwd", "NaN", String(repeating: "Z", count: 2_000)]
        var refused = 0, accepted = 0
        for _ in 0..<Self.mutations {
            var arguments = valid[Int(rng.next() % UInt64(valid.count))]
            for _ in 0..<(1 + Int(rng.next() % 3)) {
                let choice = rng.next() % 6
                let index = arguments.isEmpty ? 0 : Int(rng.next() % UInt64(arguments.count))
                switch choice {
                case 0 where !arguments.isEmpty: arguments[index] = String(arguments[index].prefix(Int(rng.next() % 12)))
                case 1 where !arguments.isEmpty: arguments.insert(arguments[index], at: index)
                case 2: arguments.insert(garbage[Int(rng.next() % UInt64(garbage.count))], at: index)
                case 3 where !arguments.isEmpty: arguments[index] = arguments[index].uppercased()
                case 4 where !arguments.isEmpty: arguments.remove(at: index)
                default: arguments.append(["--scenario", "--screenshot", "--log-lifecycle", "--inspector", "--list-scenarios"][Int(rng.next() % 5)])
                }
            }
            switch parse(arguments) {
            case .refuse(let message, let code):
                refused += 1
                #expect(code != 0)
                let wellFormed = !message.contains { $0.isNewline } && message.hasPrefix("containment-demo: error: ") && message.count <= 400
                #expect(wellFormed,
                        "\(arguments.map { String($0.prefix(20)) }) → \(message.prefix(200).debugDescription)")
            case .launch, .printAndExit:
                accepted += 1
            }
        }
        #expect(refused + accepted == Self.mutations)
        #expect(refused > Self.mutations / 5, "most mutations are bad input")
    }
}

/// A handful of the same bad inputs through the built executable, as a shell passes them
/// (including bytes that are not UTF-8): it exits, not traps, with status 64 and one line.
@Suite struct BadInputProcessTests {
    private struct Outcome {
        var reason: Process.TerminationReason
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// Runs `/bin/sh -c script` with the demo's path as `$0`, no display.
    private func runShell(_ script: String) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, ExecutableTests.executable.path]
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        process.environment = environment
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(reason: process.terminationReason, status: process.terminationStatus,
                       standardOutput: String(decoding: outputData, as: UTF8.self),
                       standardError: String(decoding: errorData, as: UTF8.self))
    }

    @Test(arguments: [
        #"exec "$0" --scenario "$(printf '\377\376Red')""#,
        #"exec "$0" --screenshot "$(printf 'shot\377.png')x""#,
        #"exec "$0" "$(printf -- '--\377')""#,
        #"exec "$0" --scenario "$(head -c 100000 /dev/zero | tr '\0' A)""#,
        #"exec "$0" --scenario Red --scenario Nav"#,
        #"exec "$0" --log-lifecycle=maybe"#,
        #"exec "$0" --scenario"#,
    ])
    func refusedInOneLine(script: String) throws {
        let outcome = try runShell(script)
        #expect(outcome.reason == .exit, "exits, does not trap")
        #expect(outcome.status == 64)
        #expect(outcome.standardOutput.isEmpty)
        let lines = outcome.standardError.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines.last == "", "one line: \(outcome.standardError.prefix(300).debugDescription)")
        #expect(outcome.standardError.hasPrefix("containment-demo: error: "))
        #expect(outcome.standardError.count <= 401)
    }
}
