/// A placeholder in a menu whose elements are made when the menu first shows, as
/// `UIDeferredMenuElement`: a "Loading…" item until the provider calls back with the elements.
///
/// The elements are kept after the first answer and shown at once from then on; an
/// ``uncached(_:)`` element asks its provider every time the menu opens.
///
/// ```swift
/// let recent = DeferredMenuElement { completion in
///     completion(store.recentNotes.map { note in Action(title: note.title) { _ in open(note) } })
/// }
/// ```
@MainActor
public final class DeferredMenuElement: MenuElement {
    /// Asks for the elements; calls its argument (perhaps later) with them.
    public typealias ElementProvider = @MainActor (@escaping @MainActor ([MenuElement]) -> Void) -> Void

    private let provider: ElementProvider
    /// Whether the provider is asked each time the menu shows.
    public let isUncached: Bool
    /// What the provider answered, once it has (cached elements only).
    private var cachedElements: [MenuElement]?

    /// A deferred element whose elements are kept after the provider answers once, as
    /// `UIDeferredMenuElement(_:)`.
    public convenience init(_ elementProvider: @escaping ElementProvider) {
        self.init(provider: elementProvider, isUncached: false)
    }

    private init(provider: @escaping ElementProvider, isUncached: Bool) {
        self.provider = provider
        self.isUncached = isUncached
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// A deferred element that asks its provider every time its menu shows, as
    /// `UIDeferredMenuElement.uncached(_:)`.
    public static func uncached(_ elementProvider: @escaping ElementProvider) -> DeferredMenuElement {
        DeferredMenuElement(provider: elementProvider, isUncached: true)
    }

    /// The elements, now when they are known (cached), otherwise `nil` and `completion` gets them
    /// when the provider answers (at once or later; only its first answer counts).
    @_spi(Adapter) public func resolveElements(_ completion: @escaping @MainActor ([MenuElement]) -> Void) -> [MenuElement]? {
        if let cachedElements { return cachedElements }
        let resolution = Resolution()
        provider { [weak self] elements in
            guard !resolution.isAnswered else { return }
            resolution.isAnswered = true
            if let self, !self.isUncached { self.cachedElements = elements }
            if resolution.isAsking { resolution.immediate = elements } else { completion(elements) }
        }
        resolution.isAsking = false
        return resolution.immediate
    }

    /// One asking of the provider: whether it answered, and whether while still being asked.
    private final class Resolution {
        var isAnswered = false
        var isAsking = true
        var immediate: [MenuElement]?
    }
}
