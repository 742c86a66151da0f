/// What a custom detent's resolver is told, as `UISheetPresentationControllerDetentResolutionContext`.
public struct SheetPresentationControllerDetentResolutionContext: Sendable, Equatable {
    /// The traits of the sheet's container, as `containerTraitCollection`.
    public var containerTraitCollection: TraitCollection
    /// The height of the largest detent, the tallest a sheet can be, as `maximumDetentValue`.
    public var maximumDetentValue: Double

    /// A context; the sheet makes one when it resolves its detents.
    public init(containerTraitCollection: TraitCollection, maximumDetentValue: Double) {
        self.containerTraitCollection = containerTraitCollection
        self.maximumDetentValue = maximumDetentValue
    }
}

extension SheetPresentationController {
    /// A height a sheet rests at, as `UISheetPresentationController.Detent`: ``medium()``,
    /// ``large()``, or ``custom(identifier:resolver:)``.
    @MainActor
    public struct Detent {
        /// The name of a detent, as `UISheetPresentationController.Detent.Identifier`.
        public struct Identifier: Hashable, Sendable, RawRepresentable, CustomStringConvertible {
            /// The name.
            public var rawValue: String
            /// A detent named `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// A detent named `rawValue`.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The medium detent's, as `.medium`.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The large detent's, as `.large`.
            public static let large = Identifier("com.apple.UIKit.large")
            /// The name.
            public var description: String { rawValue }
        }

        /// The detent's name, as `identifier`.
        public let identifier: Identifier

        private let resolver: @MainActor (SheetPresentationControllerDetentResolutionContext) -> Double?

        private init(identifier: Identifier, resolver: @escaping @MainActor (SheetPresentationControllerDetentResolutionContext) -> Double?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// About half the largest height, as `medium()`.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { ($0.maximumDetentValue / 2).rounded() }
        }

        /// The full height, as `large()`.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A height of the resolver's choosing (clamped to 0…`maximumDetentValue`; `nil` leaves
        /// the detent out), as `custom(identifier:resolver:)`. Without an identifier, one is made up.
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping @MainActor (SheetPresentationControllerDetentResolutionContext) -> Double?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom-\(nextCustomNumber())"), resolver: resolver)
        }

        /// The detent's height in `context`, as `resolvedValue(in:)`, or `nil` when it is inactive.
        public func resolvedValue(in context: SheetPresentationControllerDetentResolutionContext) -> Double? {
            guard let value = resolver(context), value.isFinite else { return nil }
            return min(max(value, 0), context.maximumDetentValue)
        }

        private static var customCount = 0
        private static func nextCustomNumber() -> Int {
            customCount += 1
            return customCount
        }
    }
}
