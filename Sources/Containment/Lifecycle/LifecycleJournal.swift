/// A bounded record of lifecycle callbacks with a time each, a filter by controller, and a text
/// export: the model of a lifecycle inspector (what Xcode's console shows for a view controller
/// that logs its `viewWillAppear(_:)`, `didMove(toParent:)`... calls, kept and searchable).
///
/// It is a plain value: feed it ``LifecycleEvent``s with ``append(_:at:)`` (from a
/// ``LifecycleEventStream`` observation) and read ``visibleEntries``. When more than
/// ``capacity`` entries arrive, the oldest are dropped.
public struct LifecycleJournal: Sendable, Equatable {
    /// One recorded callback.
    public struct Entry: Sendable, Equatable {
        /// The entry's position in the journal since it was made, counting from 1 (clearing does
        /// not restart it, so a view can tell new entries from old ones).
        public let number: Int
        /// When it arrived, in seconds (on whatever time line the journal is fed).
        public let time: Double
        /// The controller's title, or its type name.
        public let controllerName: String
        /// The callback.
        public let callback: LifecycleCallback
        /// The argument as text (`animated=true`, `parent=Menu`), possibly empty.
        public let argument: String

        /// Whether this is one of the four appearance callbacks.
        public var isAppearance: Bool { callback.isAppearance }

        /// The time as the export writes it: seconds with three decimals, right-aligned in 9
        /// columns (`   12.345`).
        public var formattedTime: String { LifecycleJournal.formatTime(time) }

        /// The export line: the time, then the line `--log-lifecycle` prints
        /// (`   12.345  lifecycle: Red viewWillAppear animated=true`).
        public var line: String {
            let tail = argument.isEmpty ? "" : " \(argument)"
            return "\(formattedTime)  lifecycle: \(controllerName) \(callback.rawValue)\(tail)"
        }
    }

    /// The callbacks a journal records by default, those `--log-lifecycle` prints: `viewDidLoad`,
    /// the four appearance callbacks and the two moves. Layout callbacks come on every frame of an
    /// animation, and size and trait changes on every resize; they would drown the sequence.
    public static let defaultCallbacks: Set<LifecycleCallback> = [
        .viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .willMove, .didMove,
    ]

    /// The most entries kept; older ones are dropped first.
    public let capacity: Int
    /// Which callbacks are recorded; others are ignored by ``append(_:at:)``.
    public let recordedCallbacks: Set<LifecycleCallback>
    /// Only entries of this controller name are visible (``visibleEntries``), or all when `nil`.
    public var controllerFilter: String?

    /// Storage: entries before `head` are dropped and compacted away in chunks, so appending past
    /// capacity is amortised O(1).
    private var storage: [Entry] = []
    private var head = 0
    private var lastNumber = 0
    /// The controller names seen since the journal was made or cleared, in order of first arrival.
    public private(set) var controllerNames: [String] = []

    /// Creates an empty journal keeping at most `capacity` entries (at least 1) of the
    /// `recordedCallbacks`.
    public init(capacity: Int = 5_000, recordedCallbacks: Set<LifecycleCallback> = LifecycleJournal.defaultCallbacks) {
        self.capacity = max(1, capacity)
        self.recordedCallbacks = recordedCallbacks
    }

    /// Every kept entry, oldest first.
    public var entries: ArraySlice<Entry> { storage[head...] }

    /// How many entries are kept.
    public var count: Int { storage.count - head }

    /// The number of the newest entry ever appended (0 before any).
    public var latestNumber: Int { lastNumber }

    /// The number of the oldest kept entry, or `nil` when empty.
    public var oldestNumber: Int? { entries.first?.number }

    /// The kept entries that pass ``controllerFilter``, oldest first.
    public var visibleEntries: [Entry] {
        entries.filter(isVisible)
    }

    /// Whether `entry` passes ``controllerFilter``.
    public func isVisible(_ entry: Entry) -> Bool {
        controllerFilter.map { $0 == entry.controllerName } ?? true
    }

    /// Records `event` at `time` when its callback is recorded; returns the new entry, or `nil`
    /// when ignored. Drops the oldest entry when over ``capacity``.
    @discardableResult
    public mutating func append(_ event: LifecycleEvent, at time: Double) -> Entry? {
        append(controllerName: event.controllerName, callback: event.callback, argument: event.argument, at: time)
    }

    /// Records one callback by its parts (see ``append(_:at:)``).
    @discardableResult
    public mutating func append(
        controllerName: String, callback: LifecycleCallback, argument: String, at time: Double
    ) -> Entry? {
        guard recordedCallbacks.contains(callback) else { return nil }
        lastNumber += 1
        let entry = Entry(number: lastNumber, time: time, controllerName: controllerName, callback: callback, argument: argument)
        storage.append(entry)
        if !controllerNames.contains(controllerName) { controllerNames.append(controllerName) }
        if count > capacity {
            head += count - capacity
            // Compact once the dropped prefix is as long as what is kept.
            if head >= capacity {
                storage.removeFirst(head)
                head = 0
            }
        }
        return entry
    }

    /// Forgets every entry and every controller name (the filter stays).
    public mutating func clear() {
        storage.removeAll()
        head = 0
        controllerNames.removeAll()
    }

    /// The visible entries as text: one ``Entry/line`` each, each ending in a newline.
    public func exportText() -> String {
        visibleEntries.map { $0.line + "\n" }.joined()
    }

    /// `time` with three decimals, right-aligned in 9 columns; never negative.
    public static func formatTime(_ time: Double) -> String {
        let milliseconds = Int((max(0, time) * 1000).rounded())
        let fraction = String(milliseconds % 1000)
        let text = "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
        return String(repeating: " ", count: max(0, 9 - text.count)) + text
    }
}
