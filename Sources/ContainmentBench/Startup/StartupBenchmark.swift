import Foundation

/// Part 5: time from process start to the first drawn frame of `containment-demo` (run with
/// `CONTAINMENT_DEMO_EXIT_AT_FIRST_FRAME=1`, which prints the monotonic time of that frame and
/// exits), beside a bare C GTK window drawing one label; several alternating runs, medians.
struct StartupBenchmark {
    /// Runs of each program.
    let runs: Int

    func run(into table: inout ResultTable) throws {
        let demo = Self.siblingExecutable("containment-demo")
        guard FileManager.default.isExecutableFile(atPath: demo) else {
            throw BenchError.unavailable("\(demo) is not built")
        }
        guard let bare = try Self.buildBareWindow() else {
            table.notes.append("no C compiler (cc or clang) on the PATH: start-up not compared")
            return
        }
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: bare).deletingLastPathComponent().path) }
        var demoTimes: [Double] = []
        var bareTimes: [Double] = []
        for _ in 0..<runs {
            bareTimes.append(try Self.timeToFirstFrame(bare, environment: [:]))
            demoTimes.append(try Self.timeToFirstFrame(demo, environment: ["CONTAINMENT_DEMO_EXIT_AT_FIRST_FRAME": "1"]))
        }
        let demoMedian = Statistics.median(demoTimes)
        let bareMedian = Statistics.median(bareTimes)
        table.add("5 start-up", "containment-demo: start to first frame (median of \(runs))", "\(Format.fixed(demoMedian * 1000, 1)) ms")
        table.add("5 start-up", "bare C GTK window with one label (median of \(runs))", "\(Format.fixed(bareMedian * 1000, 1)) ms")
        let ratio = Statistics.ratio(demoMedian, bareMedian)
        table.add("5 start-up", "demo / bare C window", Format.ratio(ratio), target: "≤ 1.50×", met: ratio <= 1.5)
    }

    /// An executable in the same build folder as this one.
    static func siblingExecutable(_ name: String) -> String {
        let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: me).deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// Compiles the bare window with `cc` (or `clang`) and pkg-config; returns the executable's path,
    /// or `nil` when there is no C compiler.
    static func buildBareWindow() throws -> String? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("containment-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let source = folder.appendingPathComponent("bare.c")
        let output = folder.appendingPathComponent("bare-gtk-window")
        try BareWindowSource.text.write(to: source, atomically: true, encoding: .utf8)
        let command = "{ command -v cc || command -v clang; } >/dev/null || exit 127; "
            + "$(command -v cc || command -v clang) -O2 -o '\(output.path)' '\(source.path)' $(pkg-config --cflags --libs gtk+-3.0)"
        let status = try run("/bin/sh", ["-c", command])
        if status == 127 { return nil }
        guard status == 0 else { throw BenchError.unavailable("could not compile the bare C window (status \(status))") }
        return output.path
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
    /// it reports (`first-frame <monotonic µs>` on standard output).
    static func timeToFirstFrame(_ path: String, environment: [String: String]) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        let start = ProcessMeter.monotonicMicroseconds
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("first-frame ") }),
              let frame = Int64(line.dropFirst("first-frame ".count))
        else { throw BenchError.unavailable("\(path) did not report its first frame") }
        return Double(frame - start) / 1e6
    }
}
