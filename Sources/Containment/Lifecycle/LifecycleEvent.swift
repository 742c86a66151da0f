/// The callbacks a controller receives, named by their Swift base names.
public enum LifecycleCallback: String, Sendable, CaseIterable {
    /// `viewDidLoad()`
    case viewDidLoad
    /// `viewWillAppear(_:)`
    case viewWillAppear
    /// `viewIsAppearing(_:)`
    case viewIsAppearing
    /// `viewDidAppear(_:)`
    case viewDidAppear
    /// `viewWillDisappear(_:)`
    case viewWillDisappear
    /// `viewDidDisappear(_:)`
    case viewDidDisappear
    /// `willMove(toParent:)`
    case willMove
    /// `didMove(toParent:)`
    case didMove
    /// `viewWillLayoutSubviews()`
    case viewWillLayoutSubviews
    /// `viewDidLayoutSubviews()`
    case viewDidLayoutSubviews
    /// `viewWillTransition(to:with:)`
    case viewWillTransition
    /// `willTransition(to:with:)` for a trait collection
    case willTransitionToTraitCollection
    /// `traitCollectionDidChange(_:)`
    case traitCollectionDidChange
    /// `prepare(for:sender:)`, on a segue's source
    case prepare

    /// Whether this is one of the four appearance callbacks.
    public var isAppearance: Bool {
        switch self {
        case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: true
        default: false
        }
    }

    /// Whether this is `willMove(toParent:)` or `didMove(toParent:)`.
    public var isMove: Bool { self == .willMove || self == .didMove }
}

/// One callback delivered to one controller: what the demo's inspector lists and
/// `--log-lifecycle` prints.
public struct LifecycleEvent: Sendable, Equatable, CustomStringConvertible {
    /// The controller's title, or its type name when it has none.
    public let controllerName: String
    /// Which controller it was, to tell apart two with the same name.
    public let controllerID: ObjectIdentifier
    /// The callback.
    public let callback: LifecycleCallback
    /// The argument as text: `animated=true`, `parent=Menu`, `parent=nil`, a size, or empty.
    public let argument: String
    /// The position of the event in the stream, counting from 1.
    public let sequence: Int

    /// `<name> <callback>[ <argument>]`, the form `--log-lifecycle` prints after `lifecycle: `.
    public var description: String {
        argument.isEmpty ? "\(controllerName) \(callback.rawValue)" : "\(controllerName) \(callback.rawValue) \(argument)"
    }
}

/// The stream every controller publishes its callbacks to. Observers are called synchronously,
/// in the order the callbacks happen.
@MainActor
public final class LifecycleEventStream {
    /// The stream all controllers publish to.
    public static let shared = LifecycleEventStream()

    /// A handle that keeps an observation alive; ``cancel()`` ends it.
    public final class Observation {
        fileprivate var id: Int
        fileprivate weak var stream: LifecycleEventStream?
        fileprivate init(id: Int, stream: LifecycleEventStream) {
            self.id = id
            self.stream = stream
        }
        /// Stops the observer from receiving further events.
        @MainActor public func cancel() {
            stream?.observers.removeValue(forKey: id)
        }
    }

    private var observers: [Int: (LifecycleEvent) -> Void] = [:]
    private var nextObserverID = 0
    private var sequence = 0

    /// Registers an observer; keep the returned observation and cancel it when done.
    public func observe(_ observer: @escaping (LifecycleEvent) -> Void) -> Observation {
        nextObserverID += 1
        observers[nextObserverID] = observer
        return Observation(id: nextObserverID, stream: self)
    }

    /// Whether anyone listens; controllers skip building events when nobody does.
    public var hasObservers: Bool { !observers.isEmpty }

    func publish(_ controller: ViewController, _ callback: LifecycleCallback, _ argument: String) {
        guard !observers.isEmpty else { return }
        sequence += 1
        let event = LifecycleEvent(
            controllerName: controller.debugName, controllerID: ObjectIdentifier(controller),
            callback: callback, argument: argument, sequence: sequence)
        for key in observers.keys.sorted() {
            observers[key]?(event)
        }
    }
}
