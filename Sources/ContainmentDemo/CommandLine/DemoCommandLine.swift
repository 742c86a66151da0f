import ArgumentParser
import Containment
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
        if let duplicate = repeatedOption(in: arguments) {
            return refusal("option '\(duplicate)' is given more than once")
        }
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
        launch.usesNavigationBarAsTitleBar = !options.systemTitleBar
        if let argument = options.scenario {
            let parts = argument.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let name = parts[0]
            guard let scenario = DemoScenario(name: name) else {
                return refusal("unknown scenario '\(name)'; valid scenarios: \(DemoScenario.namesList)")
            }
            launch.scenario = scenario
            if parts.count == 2 {
                let content = parts[1].lowercased()
                guard scenario.contentNames.contains(content) else {
                    let valid = scenario.contentNames.isEmpty ? "it has none" : "valid: \(scenario.contentNames.joined(separator: ", "))"
                    return refusal("scenario '\(scenario.title)' has no content '\(parts[1])'; \(valid)")
                }
                launch.scenarioContent = content
            }
        }
        if let name = options.direction {
            guard let direction = Self.direction(named: name) else {
                return refusal("unknown direction '\(name)'; valid directions: ltr, rtl")
            }
            launch.direction = direction
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
    /// The options that take a value in the next argument (unless written `--name=value`).
    private static let optionsWithValues: Set<String> = ["--scenario", "--screenshot", "--direction"]

    /// The direction `--direction` names: `ltr` or `rtl`, in any case.
    static func direction(named name: String) -> UserInterfaceLayoutDirection? {
        switch name.lowercased() {
        case "ltr": .leftToRight
        case "rtl": .rightToLeft
        default: nil
        }
    }

    /// The first option named twice (before a `--` that ends the options), or `nil`: the
    /// parser would silently keep the last, and a user who typed two scenarios meant one.
    static func repeatedOption(in arguments: [String]) -> String? {
        var seen: Set<String> = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { return nil }
            index += 1
            guard argument.hasPrefix("--") else { continue }
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            if !seen.insert(name).inserted { return name }
            if optionsWithValues.contains(argument) { index += 1 }  // its value, whatever it looks like
        }
        return nil
    }

    /// The longest file name the file system takes (`NAME_MAX`, in bytes).
    static let maximumFileNameBytes = 255

    static func screenshotPathProblem(_ path: String, directoryExists: (String) -> Bool) -> String? {
        if path.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "screenshot path '\(path)' contains a control character"
        }
        let (directory, fileName) = splitPath(path)
        if fileName.utf8.count > maximumFileNameBytes {
            return "screenshot path '\(path)': the file name is \(fileName.utf8.count) bytes long; at most \(maximumFileNameBytes)"
        }
        guard path.lowercased().hasSuffix(".png"), fileName.count > 4 else {
            return "screenshot path '\(path)' must name a file ending in .png"
        }
        let directoryToCheck = directory.isEmpty ? "." : directory
        guard directoryExists(directoryToCheck) else {
            return "screenshot path '\(path)': directory '\(directoryToCheck)' does not exist"
        }
        return nil
    }

    /// `path`'s folder and last component, as `NSString`'s `deletingLastPathComponent` and
    /// `lastPathComponent` give them: trailing slashes dropped, "/" for a file at the root (and for
    /// the root itself), "" for a bare name.
    static func splitPath(_ path: String) -> (directory: String, fileName: String) {
        var whole = Substring(path)
        while whole.count > 1, whole.hasSuffix("/") { whole.removeLast() }
        if whole == "/" { return ("/", "/") }
        guard let slash = whole.lastIndex(of: "/") else { return ("", String(whole)) }
        var directory = whole[..<slash]
        while directory.hasSuffix("/") { directory.removeLast() }
        return (directory.isEmpty ? "/" : String(directory), String(whole[whole.index(after: slash)...]))
    }

    /// `line` without the white space at its ends.
    private static func trimmed(_ line: Substring) -> Substring {
        guard let first = line.firstIndex(where: { !$0.isWhitespace }), let last = line.lastIndex(where: { !$0.isWhitespace }) else {
            return ""
        }
        return line[first...last]
    }

    /// Whether a directory exists at `path` in the file system.
    static func directoryExists(_ path: String) -> Bool {
        var isDirectory = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory
    }

    /// A refusal whose message is `text` squeezed onto one line.
    private static func refusal(_ text: String) -> DemoCommandLine {
        let lines = text.split(whereSeparator: \.isNewline).map(trimmed)
        var oneLine = lines.filter { !$0.isEmpty }.joined(separator: " ")
        if oneLine.hasPrefix("Error: ") { oneLine.removeFirst("Error: ".count) }
        return .refuse(message: "containment-demo: error: \(readable(oneLine))", exitCode: usageExitCode)
    }

    /// Keeps a refusal readable whatever was typed: each word over 80 characters (a huge value
    /// echoed back) is cut to its first 60 and the count, and the line ends by 300 characters.
    static func readable(_ line: String) -> String {
        let words = line.split(separator: " ", omittingEmptySubsequences: false).map { word in
            word.count > 80 ? "\(word.prefix(60))… (\(word.count) characters)" : String(word)
        }
        let shortened = words.joined(separator: " ")
        return shortened.count > 300 ? "\(shortened.prefix(290))…" : shortened
    }
}
