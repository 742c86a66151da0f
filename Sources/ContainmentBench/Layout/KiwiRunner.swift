import Foundation
@_spi(Testing) import Containment

/// Runs ``KiwiScript`` on one system in a Python process and reads its JSON back.
struct KiwiRunner {
    /// What kiwi measured (seconds), or why it could not.
    enum Outcome {
        case measured(full: Double, incremental: Double, sum: Double, changedSum: Double, version: String)
        case unavailable(String)
    }

    /// Debian's Python first (where `python3-kiwisolver` installs), then any `python3` on PATH.
    static func python() -> String? {
        let candidates = ["/usr/bin/python3"]
            + (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/python3" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    let folder: URL

    /// A temporary folder holding the script and the systems, removed by ``removeFiles()``.
    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("containment-kiwi-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try KiwiScript.text.write(to: folder.appendingPathComponent("kiwi_bench.py"), atomically: true, encoding: .utf8)
    }

    func removeFiles() { try? FileManager.default.removeItem(at: folder) }

    func measure(_ system: SolverBenchSystem, runs: Int, changes: Int) -> Outcome {
        guard let python = Self.python() else { return .unavailable("no python3") }
        do {
            let file = folder.appendingPathComponent("system.txt")
            try system.kiwiDescription.write(to: file, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: python)
            process.arguments = [folder.appendingPathComponent("kiwi_bench.py").path, file.path, "\(runs)", "\(changes)"]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0,
                let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            else { return .unavailable("\(python) exited with status \(process.terminationStatus)") }
            if let error = object["error"] as? String { return .unavailable(error) }
            guard let full = object["full"] as? Double, let incremental = object["incremental"] as? Double,
                let sum = object["sum"] as? Double, let changedSum = object["changedSum"] as? Double
            else { return .unavailable("unreadable output from \(python)") }
            return .measured(
                full: full, incremental: incremental, sum: sum, changedSum: changedSum,
                version: object["kiwi"] as? String ?? "?")
        } catch {
            return .unavailable("\(error)")
        }
    }
}
