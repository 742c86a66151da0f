import Glibc

/// What the process costs now: CPU time, resident memory, the monotonic clock.
enum ProcessMeter {
    /// CPU time the whole process has used (every thread), in seconds (`CLOCK_PROCESS_CPUTIME_ID`).
    static var cpuSeconds: Double {
        var spec = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// The monotonic clock in microseconds (`CLOCK_MONOTONIC`, the base of GLib's monotonic time
    /// and of GDK's frame times), comparable between processes.
    static var monotonicMicroseconds: Int64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Int64(spec.tv_sec) * 1_000_000 + Int64(spec.tv_nsec) / 1000
    }

    /// Resident memory in bytes: the second field of `/proc/self/statm` (pages) times the page size.
    static var residentBytes: Int {
        guard let file = fopen("/proc/self/statm", "r") else { return 0 }
        defer { fclose(file) }
        var size = 0
        var resident = 0
        guard withUnsafeMutablePointer(to: &size, { sizePointer in
            withUnsafeMutablePointer(to: &resident) { residentPointer in
                withVaList([sizePointer, residentPointer]) { vfscanf(file, "%ld %ld", $0) }
            }
        }) == 2 else { return 0 }
        return resident * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
