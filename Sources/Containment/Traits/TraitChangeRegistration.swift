/// A trait that can be observed with `registerForTraitChanges(_:handler:)`,
/// as `UITraitDefinition`: ``TraitHorizontalSizeClass`` and ``TraitVerticalSizeClass``.
@MainActor
public protocol TraitDefinition {
    /// The trait's value in `traits`, for comparing two collections.
    static func value(in traits: TraitCollection) -> AnyHashable
}

/// The horizontal size class as an observable trait, as `UITraitHorizontalSizeClass`.
public enum TraitHorizontalSizeClass: TraitDefinition {
    /// The collection's ``TraitCollection/horizontalSizeClass``.
    public static func value(in traits: TraitCollection) -> AnyHashable { traits.horizontalSizeClass }
}

/// The vertical size class as an observable trait, as `UITraitVerticalSizeClass`.
public enum TraitVerticalSizeClass: TraitDefinition {
    /// The collection's ``TraitCollection/verticalSizeClass``.
    public static func value(in traits: TraitCollection) -> AnyHashable { traits.verticalSizeClass }
}

extension TraitCollection {
    /// The traits that can be observed by key path, as the key paths UIKit 17 accepts in
    /// `registerForTraitChanges`.
    public typealias Key = KeyPath<TraitCollection, UserInterfaceSizeClass>
}

/// The token `registerForTraitChanges(_:handler:)` returns, to pass to
/// ``ViewController/unregisterForTraitChanges(_:)``, as `UITraitChangeRegistration`.
@MainActor
public final class TraitChangeRegistration {
    private let values: [(TraitCollection) -> AnyHashable]
    let handler: (ViewController, TraitCollection) -> Void

    init(values: [(TraitCollection) -> AnyHashable], handler: @escaping (ViewController, TraitCollection) -> Void) {
        self.values = values
        self.handler = handler
    }

    /// Whether one of the observed traits differs between `old` and `new`.
    func observesChange(from old: TraitCollection, to new: TraitCollection) -> Bool {
        values.contains { $0(old) != $0(new) }
    }
}

/// An object whose trait changes can be observed by closure, as `UITraitChangeObservable`.
@MainActor
public protocol TraitChangeObservable: AnyObject {}

extension ViewController: TraitChangeObservable {}

extension TraitChangeObservable where Self: ViewController {
    /// Calls `handler` with this controller and its previous traits each time one of `traits`
    /// changes, right after ``ViewController/traitCollectionDidChange(_:)``, as
    /// `registerForTraitChanges(_:handler:)` in UIKit 17. As that callback, it is not called
    /// when the controller takes its first traits on entering a window. The handler is held
    /// until ``ViewController/unregisterForTraitChanges(_:)``; capture the controller weakly
    /// only through the argument it is given.
    @discardableResult
    public func registerForTraitChanges(_ traits: [TraitDefinition.Type],
                                        handler: @escaping (Self, TraitCollection) -> Void) -> TraitChangeRegistration {
        register(values: traits.map { trait in { trait.value(in: $0) } }, handler: handler)
    }

    /// Calls `handler` each time one of the traits at `keyPaths` changes (for example
    /// `\.horizontalSizeClass`), as the key-path form of `registerForTraitChanges`.
    @discardableResult
    public func registerForTraitChanges(_ keyPaths: [TraitCollection.Key],
                                        handler: @escaping (Self, TraitCollection) -> Void) -> TraitChangeRegistration {
        register(values: keyPaths.map { keyPath in { AnyHashable($0[keyPath: keyPath]) } }, handler: handler)
    }

    private func register(values: [(TraitCollection) -> AnyHashable],
                          handler: @escaping (Self, TraitCollection) -> Void) -> TraitChangeRegistration {
        let registration = TraitChangeRegistration(values: values) { controller, previous in
            if let controller = controller as? Self { handler(controller, previous) }
        }
        ensuredExtras.traitChangeRegistrations.append(registration)
        return registration
    }
}

extension ViewController {
    /// Stops the calls of a registration made with `registerForTraitChanges`, as
    /// `unregisterForTraitChanges(_:)`. A registration of another controller, or one already
    /// removed, is ignored.
    public func unregisterForTraitChanges(_ registration: TraitChangeRegistration) {
        extras?.traitChangeRegistrations.removeAll { $0 === registration }
    }

    /// Calls the registrations that observe a trait that changed from `previous`.
    func notifyTraitChangeRegistrations(previous: TraitCollection) {
        guard let registrations = extras?.traitChangeRegistrations, !registrations.isEmpty else { return }
        for registration in registrations where registration.observesChange(from: previous, to: currentTraits) {
            registration.handler(self, previous)
        }
    }
}
