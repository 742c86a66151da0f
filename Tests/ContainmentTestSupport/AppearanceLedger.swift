import Containment

/// The model of UIKit's four-state appearance machine that controllers report their callbacks
/// to: the fuzzer's from their overrides (as a user's subclass sees them), a real window's from
/// the lifecycle event stream (``observe(_:)``). A callback the model does not allow is a violation.
@MainActor
public final class AppearanceLedger {
    public enum Callback: String { case viewWillAppear, viewIsAppearing, viewDidAppear, viewWillDisappear, viewDidDisappear }

    public init() {}

    private var observation: LifecycleEventStream.Observation?

    /// Records the appearance callbacks every controller publishes on `stream` until ``stop()``.
    public func observe(_ stream: LifecycleEventStream = .shared) {
        observation = stream.observe { [weak self] event in
            guard let self, let callback = Callback(rawValue: event.callback.rawValue) else { return }
            self.record(event.controllerID, name: event.controllerName, callback)
        }
    }

    /// Takes the controllers' present states as the model's starting point (for a ledger that
    /// starts observing a window already on screen).
    public func adopt(_ controllers: [ViewController]) {
        for controller in controllers {
            states[ObjectIdentifier(controller)] = controller.appearanceState
            adopted.insert(ObjectIdentifier(controller))
            // Whether an appearing one already heard `viewIsAppearing` is not known: not required.
            if controller.appearanceState == .appearing { heardIsAppearing.insert(ObjectIdentifier(controller)) }
        }
    }

    /// Stops observing the stream.
    public func stop() {
        observation?.cancel()
        observation = nil
    }

    public private(set) var states: [ObjectIdentifier: AppearanceState] = [:]
    /// The same states by registry index, for the checker's every-step pass (no hashing).
    public private(set) var statesByIndex: [AppearanceState] = []
    private var indexByIdentity: [ObjectIdentifier: Int] = [:]

    /// Tells the ledger the world's registry order.
    public func register(_ controllers: [ViewController]) {
        statesByIndex = controllers.map { states[ObjectIdentifier($0)] ?? .disappeared }
        for (index, controller) in controllers.enumerated() { indexByIdentity[ObjectIdentifier(controller)] = index }
    }

    /// The model state of the controller at `index` in the registry.
    public func state(at index: Int) -> AppearanceState { statesByIndex[index] }
    public private(set) var violations: [String] = []
    /// The controller of each violation, in the same order.
    private var violators: [ObjectIdentifier] = []
    /// The controllers adopted by ``adopt(_:)``.
    public private(set) var adopted: Set<ObjectIdentifier> = []

    /// The violations of the given controllers only (a stream observer also hears controllers of
    /// tests that run meanwhile, which may have been mid-transition when it started listening).
    public func violations(among controllers: Set<ObjectIdentifier>) -> [String] {
        zip(violators, violations).filter { controllers.contains($0.0) }.map(\.1)
    }
    public private(set) var callbackCount = 0

    public func record(_ controller: ViewController, _ callback: Callback) {
        record(ObjectIdentifier(controller), name: controller.debugName, callback)
    }

    /// The appearing controllers that heard `viewIsAppearing` in this appearance.
    private var heardIsAppearing: Set<ObjectIdentifier> = []

    private func record(_ id: ObjectIdentifier, name: String, _ callback: Callback) {
        callbackCount += 1
        let current = states[id] ?? .disappeared
        // `viewIsAppearing`: once per appearance, between its will and its did.
        switch callback {
        case .viewWillAppear:
            heardIsAppearing.remove(id)
        case .viewIsAppearing:
            if current == .appearing, heardIsAppearing.insert(id).inserted { return }
            violations.append("\(name) got viewIsAppearing while \(current.rawValue)\(current == .appearing ? " (a second time)" : "")")
            violators.append(id)
            return
        case .viewDidAppear where current == .appearing && !heardIsAppearing.contains(id):
            violations.append("\(name) got viewDidAppear without viewIsAppearing")
            violators.append(id)
        default:
            break
        }
        guard let next = Self.next(after: current, callback) else {
            violations.append("\(name) got \(callback.rawValue) while \(current.rawValue)")
            violators.append(id)
            return
        }
        states[id] = next
        if let index = indexByIdentity[id] { statesByIndex[index] = next }
    }

    /// The model state of a controller (disappeared when it never got a callback).
    public func state(of controller: ViewController) -> AppearanceState { states[ObjectIdentifier(controller)] ?? .disappeared }

    /// The allowed transitions: a will from rest or in the opposite direction, a did only to end
    /// the will in flight.
    public static func next(after state: AppearanceState, _ callback: Callback) -> AppearanceState? {
        switch (callback, state) {
        case (.viewWillAppear, .disappeared), (.viewWillAppear, .disappearing): .appearing
        case (.viewDidAppear, .appearing): .appeared
        case (.viewWillDisappear, .appeared), (.viewWillDisappear, .appearing): .disappearing
        case (.viewDidDisappear, .disappearing): .disappeared
        case (.viewIsAppearing, .appearing): .appearing
        default: nil
        }
    }
}
