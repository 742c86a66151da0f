import ArgumentParser
import Foundation

/// The outcome of reading the command line: run the app, print something and exit, or refuse.
enum DemoCommandLine: Equatable, Sendable {
    /// Run the app as described.
    case launch(DemoLaunch)
    /// Print `text` to standard output and exit with status 0 (`--help`, `--list-scenarios`).
    case printAndExit(String)
    /// Print the one-line `message` to standard error and exit with `exitCode` (non-zero).
    case refuse(message: String, exitCode: Int32)

    /// The exit status for arguments that are wrong, as ArgumentParser's `EX_USAGE`.
    static let usageExitCode: Int32 = 64

    /// Reads the arguments that follow the program name.
    ///
    /// A refusal's message is always one line starting with `containment-demo: error: ` and
    /// naming what is wrong; for an unknown scenario it lists the valid names.
    /// `directoryExists` answers whether a directory exists (tests replace it).
    static func parse(
        _ arguments: [String],
        directoryExists: (String) -> Bool = Self.directoryExists
    ) -> DemoCommandLine {
        let options: DemoOptions
        do {
            options = try DemoOptions.parse(arguments)
        } catch {
            let exitCode = DemoOptions.exitCode(for: error)
            if exitCode.isSuccess {
                return .printAndExit(DemoOptions.fullMessage(for: error))
            }
            return refusal(DemoOptions.message(for: error))
        }
        if options.listScenarios {
            return .printAndExit(DemoScenario.allCases.map(\.title).joined(separator: "\n"))
        }
        var launch = DemoLaunch(logsLifecycle: options.logLifecycle, showsInspector: options.inspector)
        if let name = options.scenario {
            guard let scenario = DemoScenario(name: name) else {
                return refusal("unknown scenario '\(name)'; valid scenarios: \(DemoScenario.namesList)")
            }
            launch.scenario = scenario
        }
        if let path = options.screenshot {
            if let problem = screenshotPathProblem(path, directoryExists: directoryExists) {
                return refusal(problem)
            }
            launch.screenshotPath = path
        }
        return .launch(launch)
    }

    /// Why `path` cannot take a screenshot, or `nil` when it can: it must end in `.png` and its
    /// directory must exist.
    static func screenshotPathProblem(_ path: String, directoryExists: (String) -> Bool) -> String? {
        let fileName = (path as NSString).lastPathComponent
        guard path.lowercased().hasSuffix(".png"), fileName.count > 4 else {
            return "screenshot path '\(path)' must name a file ending in .png"
        }
        let directory = (path as NSString).deletingLastPathComponent
        let directoryToCheck = directory.isEmpty ? "." : directory
        guard directoryExists(directoryToCheck) else {
            return "screenshot path '\(path)': directory '\(directoryToCheck)' does not exist"
        }
        return nil
    }

    /// Whether a directory exists at `path` in the file system.
    static func directoryExists(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// A refusal whose message is `text` squeezed onto one line.
    private static func refusal(_ text: String) -> DemoCommandLine {
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        var oneLine = lines.filter { !$0.isEmpty }.joined(separator: " ")
        if oneLine.hasPrefix("Error: ") { oneLine.removeFirst("Error: ".count) }
        return .refuse(message: "containment-demo: error: \(oneLine)", exitCode: usageExitCode)
    }
}
