import Foundation

/// Part 5: time from process start to the first drawn frame, and resident memory at that frame,
/// of `containment-demo` and of the `notes` example (both run with
/// `CONTAINMENT_EXIT_AT_FIRST_FRAME=1`, which makes the library print that frame's time and the
/// memory then, and quit), beside a bare C GTK window drawing one label; several alternating
/// runs, medians. Beside each app, as information: a C window showing the widgets the app shows
/// at its first frame, made with GTK alone, and that window started from a Swift program that
/// loads what any app on the library loads (``SwiftStartSource``): the app's floor, what its
/// content costs GTK and the language before any code of ours runs.
struct StartupBenchmark {
    /// Runs of each program.
    let runs: Int

    /// What one program reported at its first frame.
    struct FirstFrame {
        /// Seconds from just before the process started.
        var seconds: Double
        /// Resident memory then, in KiB.
        var residentKiB: Double
    }

    /// A program started beside the apps for comparison: a window made by GTK alone, showing
    /// what one app shows at its first frame, and how it was started.
    private struct Reference {
        /// What the table calls it.
        var name: String
        /// The executable.
        var path: String
        /// Its one argument: which widgets it shows.
        var argument: String
        /// The app it stands beside, and how the table calls the reference in that app's ratio.
        var app: String
        var ratioName: String
    }

    func run(into table: inout ResultTable) throws {
        let apps = [("containment-demo", "demo"), ("notes", "notes")].map { (Self.siblingExecutable($0.0), $0.1) }
        for (path, _) in apps where !FileManager.default.isExecutableFile(atPath: path) {
            throw BenchError.unavailable("\(path) is not built")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("containment-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let built = try Self.buildReferences(in: folder) else {
            table.notes.append("no C compiler (cc or clang) on the PATH: start-up not compared")
            return
        }
        var references: [Reference] = []
        for (app, argument, widgets) in [("demo", "--demo-widgets", "the demo's"), ("notes", "--notes-widgets", "the notes app's")] {
            references.append(Reference(
                name: "C window with \(widgets) widgets, made with GTK alone", path: built.bareWindow,
                argument: argument, app: app, ratioName: "C window with the same widgets"))
            if let swiftStart = built.swiftStart {
                references.append(Reference(
                    name: "the same C window started from a Swift program that loads what apps on Containment load "
                        + "(Swift runtime, FoundationEssentials, Dispatch) and runs no code of ours",
                    path: swiftStart, argument: argument, app: app, ratioName: "that Swift program"))
            }
        }
        if built.swiftStart == nil {
            table.notes.append("no swiftc on the PATH: the apps' widgets were not started from Swift")
        }

        var bareRuns: [FirstFrame] = []
        var referenceRuns = references.map { _ in [FirstFrame]() }
        var appRuns = apps.map { _ in [FirstFrame]() }
        for _ in 0..<runs {
            bareRuns.append(try Self.firstFrame(of: built.bareWindow, environment: [:]))
            for (index, reference) in references.enumerated() {
                referenceRuns[index].append(try Self.firstFrame(of: reference.path, arguments: [reference.argument], environment: [:]))
            }
            for (index, app) in apps.enumerated() {
                appRuns[index].append(try Self.firstFrame(of: app.0, environment: [FirstFrameProbeKey.name: "1"]))
            }
        }
        let bareTime = Statistics.median(bareRuns.map(\.seconds))
        let bareMemory = Statistics.median(bareRuns.map(\.residentKiB))
        table.add(
            "5 start-up", "bare C GTK window with one label: first frame, resident then (median of \(runs))",
            "\(Format.fixed(bareTime * 1000, 1)) ms, \(Format.fixed(bareMemory / 1024, 1)) MiB")
        for (index, app) in apps.enumerated() {
            let time = Statistics.median(appRuns[index].map(\.seconds))
            let memory = Statistics.median(appRuns[index].map(\.residentKiB))
            table.add(
                "5 start-up", "\(app.1): first frame, resident then (median of \(runs))",
                "\(Format.fixed(time * 1000, 1)) ms, \(Format.fixed(memory / 1024, 1)) MiB")
            let timeRatio = Statistics.ratio(time, bareTime)
            table.add("5 start-up", "\(app.1) / bare C window: time to first frame", Format.ratio(timeRatio),
                      target: "≤ 1.15×", met: timeRatio <= 1.15)
            let memoryRatio = Statistics.ratio(memory, bareMemory)
            table.add("5 start-up", "\(app.1) / bare C window: resident memory at first frame", Format.ratio(memoryRatio),
                      target: "≤ 1.50×", met: memoryRatio <= 1.5)
        }
        let appRunsByName = Dictionary(uniqueKeysWithValues: zip(apps.map(\.1), appRuns))
        for (index, reference) in references.enumerated() {
            Self.addReference(
                reference.name, referenceRuns[index], bareTime: bareTime,
                app: appRunsByName[reference.app].map { (reference.app, reference.ratioName, $0) }, to: &table)
        }
    }

    /// A reference window's median first frame and its ratio to the bare window, then the time of
    /// the app it stands beside as a ratio to it: information, with no target.
    private static func addReference(
        _ name: String, _ runs: [FirstFrame], bareTime: Double,
        app: (name: String, reference: String, runs: [FirstFrame])?, to table: inout ResultTable
    ) {
        let time = Statistics.median(runs.map(\.seconds))
        table.add(
            "5 start-up", "\(name): first frame (median of \(runs.count))",
            "\(Format.fixed(time * 1000, 1)) ms, \(Format.ratio(Statistics.ratio(time, bareTime))) the bare window")
        guard let app else { return }
        let ratio = Statistics.ratio(Statistics.median(app.runs.map(\.seconds)), time)
        table.add("5 start-up", "\(app.name) / \(app.reference): time to first frame", Format.ratio(ratio))
    }

    /// An executable in the same build folder as this one.
    static func siblingExecutable(_ name: String) -> String {
        let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: me).deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// The reference programs part 5 builds in a temporary folder.
    struct References {
        /// The bare C window (``BareWindowSource``).
        var bareWindow: String
        /// The same window started from a Swift program (``SwiftStartSource``), or `nil` when there
        /// is no `swiftc` on the PATH.
        var swiftStart: String?
    }

    /// Compiles the bare window with `cc` (or `clang`) and pkg-config, then, when `swiftc` is on the
    /// PATH, the Swift program that starts it; returns their paths, or `nil` when there is no C
    /// compiler.
    static func buildReferences(in folder: URL) throws -> References? {
        let source = folder.appendingPathComponent("bare.c")
        let bare = folder.appendingPathComponent("bare-gtk-window")
        try BareWindowSource.text.write(to: source, atomically: true, encoding: .utf8)
        let compiler = "$(command -v cc || command -v clang)"
        let status = try run("/bin/sh", ["-c", "{ command -v cc || command -v clang; } >/dev/null || exit 127; "
            + "\(compiler) -O2 -o '\(bare.path)' '\(source.path)' $(pkg-config --cflags --libs gtk+-3.0)"])
        if status == 127 { return nil }
        guard status == 0 else { throw BenchError.unavailable("could not compile the bare C window (status \(status))") }

        let swiftStart = folder.appendingPathComponent("swift-start")
        try SwiftStartSource.main.write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        try SwiftStartSource.header.write(to: folder.appendingPathComponent("bare-window.h"), atomically: true, encoding: .utf8)
        try SwiftStartSource.moduleMap.write(to: folder.appendingPathComponent("module.modulemap"), atomically: true, encoding: .utf8)
        let object = folder.appendingPathComponent("bare.o")
        // swiftc takes the libraries' -L and -l words, not the compiler flags pkg-config adds.
        let swiftStatus = try run("/bin/sh", ["-c", "command -v swiftc >/dev/null || exit 127; "
            + "\(compiler) -O2 -DBARE_WINDOW_NO_MAIN -c -o '\(object.path)' '\(source.path)' $(pkg-config --cflags gtk+-3.0) && "
            + "swiftc -O -I '\(folder.path)' -o '\(swiftStart.path)' '\(folder.appendingPathComponent("main.swift").path)' "
            + "'\(object.path)' $(pkg-config --libs gtk+-3.0 | tr ' ' '\\n' | grep -E '^-[lL]')"])
        if swiftStatus == 127 { return References(bareWindow: bare.path, swiftStart: nil) }
        guard swiftStatus == 0 else {
            throw BenchError.unavailable("could not build the Swift program that starts the C window (status \(swiftStatus))")
        }
        return References(bareWindow: bare.path, swiftStart: swiftStart.path)
    }

    private static func run(_ path: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Starts `path` and returns the seconds from just before the start to the first drawn frame
    /// it reports, and its resident memory then (`first-frame <monotonic µs> rss-kib <KiB>` on
    /// standard output).
    static func firstFrame(of path: String, arguments: [String] = [], environment: [String: String]) throws -> FirstFrame {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        let start = ProcessMeter.monotonicMicroseconds
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard let report = text.split(separator: "\n").lazy.compactMap(FirstFrameReport.init).first else {
            throw BenchError.unavailable("\(path) did not report its first frame")
        }
        return FirstFrame(seconds: Double(report.microseconds - start) / 1e6, residentKiB: Double(report.residentKiB))
    }
}

/// The environment variable that makes an app on `GtkHost` report its first frame.
enum FirstFrameProbeKey {
    static let name = "CONTAINMENT_EXIT_AT_FIRST_FRAME"
}

/// One `first-frame <monotonic µs> rss-kib <KiB>` line.
struct FirstFrameReport: Equatable {
    var microseconds: Int64
    var residentKiB: Int

    init?(_ line: Substring) {
        let words = line.split(separator: " ")
        guard words.count == 4, words[0] == "first-frame", words[2] == "rss-kib",
              let time = Int64(words[1]), let memory = Int(words[3]), memory > 0
        else { return nil }
        microseconds = time
        residentKiB = memory
    }
}
