/// What one table subject's process tells part 8, one line per figure on its standard output:
///
///     first-frame <monotonic µs> rss-kib <KiB>      (as part 5's programs print it)
///     rows <rows held>
///     live-cells <row cells or row widgets alive at the first frame>
///     gave-up <why>                                  (the rows did not fit the limit)
///     scroller <how the scrolls move it>
///     scroll <fling|drag> <delivered> <offered> <CPU s> <longest gap> <completed 0|1> <rows scrolled> <most live cells>
///     update <delete|snapshot> <CPU ms> <wall ms> <CPU ms of the call alone>
///
/// Unknown lines are skipped, so a subject may print more.
struct TableReport: Equatable {
    /// A scroll's frames and what it cost.
    struct Scroll: Equatable {
        var sample: AnimationSample
        /// Rows the scroll went through.
        var rowsScrolled: Int
        /// The most row cells (or row widgets) alive at any frame of it; `nil` when the subject
        /// has none per row (a `GtkTreeView` draws its rows).
        var mostLiveCells: Int?
    }

    /// An update and the frame that shows it.
    struct Update: Equatable {
        /// CPU time of the process from the update's call to the end of the next drawn frame.
        var cpuMilliseconds: Double
        /// The same on the wall clock (including the wait for the frame clock's slot).
        var wallMilliseconds: Double
        /// CPU time of the update's call alone (before the frame).
        var callMilliseconds: Double
    }

    var firstFrame: FirstFrameReport?
    var rows: Int?
    var liveCells: Int?
    var gaveUp: String?
    /// How the scrolls moved it.
    var scroller: String?
    var scrolls: [String: Scroll] = [:]
    var updates: [String: Update] = [:]

    init() {}

    /// Reads a subject's whole output.
    init(_ text: String) {
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ")
            guard let key = words.first else { continue }
            switch key {
            case "first-frame": firstFrame = FirstFrameReport(line)
            case "rows" where words.count == 2: rows = Int(words[1])
            case "live-cells" where words.count == 2: liveCells = Int(words[1])
            case "gave-up": gaveUp = words.dropFirst().joined(separator: " ")
            case "scroller": scroller = words.dropFirst().joined(separator: " ")
            case "scroll" where words.count == 9:
                guard let delivered = Int(words[2]), let offered = Int(words[3]), let cpu = Double(words[4]),
                      let gap = Double(words[5]), let completed = Int(words[6]), let scrolled = Int(words[7]),
                      let live = Int(words[8]) ?? (words[8] == "-" ? -1 : nil)
                else { continue }
                let sample = AnimationSample(
                    delivered: delivered, offered: offered, longestGap: gap, cpuSeconds: cpu, completed: completed == 1)
                scrolls[String(words[1])] = Scroll(sample: sample, rowsScrolled: scrolled, mostLiveCells: live < 0 ? nil : live)
            case "update" where words.count == 5:
                guard let cpu = Double(words[2]), let wall = Double(words[3]), let call = Double(words[4]) else { continue }
                updates[String(words[1])] = Update(cpuMilliseconds: cpu, wallMilliseconds: wall, callMilliseconds: call)
            default: continue
            }
        }
    }

    /// The line for a scroll.
    static func line(scroll name: String, _ scroll: Scroll) -> String {
        let sample = scroll.sample
        return "scroll \(name) \(sample.delivered) \(sample.offered) \(sample.cpuSeconds) \(sample.longestGap) "
            + "\(sample.completed ? 1 : 0) \(scroll.rowsScrolled) \(scroll.mostLiveCells.map(String.init) ?? "-")"
    }

    /// The line for an update.
    static func line(update name: String, _ update: Update) -> String {
        "update \(name) \(update.cpuMilliseconds) \(update.wallMilliseconds) \(update.callMilliseconds)"
    }
}

/// Which subject a child process of part 8 shows, with how many rows, and whether it scrolls:
/// `--table-subject <treeview|listbox|ours>:<rows>[:scroll]`.
struct TableSubjectRequest: Equatable {
    enum Kind: String, CaseIterable {
        case ours, treeview, listbox
    }

    var kind: Kind
    var rows: Int
    var scrolls: Bool

    init(kind: Kind, rows: Int, scrolls: Bool) {
        self.kind = kind
        self.rows = rows
        self.scrolls = scrolls
    }

    /// Reads `kind:rows[:scroll]`; `nil` when it is not one.
    init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || (parts.count == 3 && parts[2] == "scroll"),
              let kind = Kind(rawValue: String(parts[0])), let rows = Int(parts[1]), rows > 0
        else { return nil }
        self.init(kind: kind, rows: rows, scrolls: parts.count == 3)
    }

    /// The argument that asks for it.
    var argument: String { "\(kind.rawValue):\(rows)\(scrolls ? ":scroll" : "")" }
}
