import Containment

/// The model of UIKit's four-state appearance machine that every fuzzed controller reports its
/// callbacks to (from its overrides, as a user's subclass sees them). A callback the model does
/// not allow is a violation.
@MainActor
final class AppearanceLedger {
    enum Callback: String { case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear }

    private(set) var states: [ObjectIdentifier: AppearanceState] = [:]
    /// The same states by registry index, for the checker's every-step pass (no hashing).
    private(set) var statesByIndex: [AppearanceState] = []
    private var indexByIdentity: [ObjectIdentifier: Int] = [:]

    /// Tells the ledger the world's registry order.
    func register(_ controllers: [ViewController]) {
        statesByIndex = controllers.map { states[ObjectIdentifier($0)] ?? .disappeared }
        for (index, controller) in controllers.enumerated() { indexByIdentity[ObjectIdentifier(controller)] = index }
    }

    /// The model state of the controller at `index` in the registry.
    func state(at index: Int) -> AppearanceState { statesByIndex[index] }
    private(set) var violations: [String] = []
    private(set) var callbackCount = 0

    func record(_ controller: ViewController, _ callback: Callback) {
        callbackCount += 1
        let id = ObjectIdentifier(controller)
        let current = states[id] ?? .disappeared
        guard let next = Self.next(after: current, callback) else {
            violations.append("\(controller.debugName) got \(callback.rawValue) while \(current.rawValue)")
            return
        }
        states[id] = next
        if let index = indexByIdentity[id] { statesByIndex[index] = next }
    }

    /// The model state of a controller (disappeared when it never got a callback).
    func state(of controller: ViewController) -> AppearanceState { states[ObjectIdentifier(controller)] ?? .disappeared }

    /// The allowed transitions: a will from rest or in the opposite direction, a did only to end
    /// the will in flight.
    static func next(after state: AppearanceState, _ callback: Callback) -> AppearanceState? {
        switch (callback, state) {
        case (.viewWillAppear, .disappeared), (.viewWillAppear, .disappearing): .appearing
        case (.viewDidAppear, .appearing): .appeared
        case (.viewWillDisappear, .appeared), (.viewWillDisappear, .appearing): .disappearing
        case (.viewDidDisappear, .disappearing): .disappeared
        default: nil
        }
    }
}
