extension Window {
    /// The `userInfo` key under which a window's controller tree is saved in a ``UserActivity``.
    public static let restorationUserInfoKey = "org.containment.restoration"

    /// The version of the controller-tree record; a record of another version is ignored.
    static let restorationTreeVersion = 1

    /// Writes the window's controller tree into `activity`, under
    /// ``restorationUserInfoKey``, as UIKit's state preservation walks a window's controllers
    /// from the root: each controller with a ``ViewController/restorationIdentifier`` writes
    /// its own state with ``ViewController/encodeRestorableState(with:)``, and every container
    /// its children's (the selected tab, each navigation stack, the page shown, an open drawer,
    /// a presented sheet and its detent). The window's size is saved too, and its back and
    /// forward history (``historyTrail``), which ``decodeRestorableState(with:viewControllerWithRestorationIdentifierPath:)``
    /// gives back. Other entries of
    /// `activity` are kept. A root without a restoration identifier saves nothing.
    public func encodeRestorableState(with activity: UserActivity) {
        var tree: [String: PropertyListValue] = [
            "version": .integer(Self.restorationTreeVersion),
            "size": [.double(bounds.width), .double(bounds.height)],
        ]
        var saved: Set<ObjectIdentifier> = []
        if let root = rootViewController, let record = RestorationTree.record(of: root, activityType: activity.activityType, saved: &saved) {
            tree["root"] = record
        }
        // The moves between places the tree brings back.
        let trail = historyTrail { saved.contains(ObjectIdentifier($0)) }
        if !trail.backList.isEmpty || !trail.forwardList.isEmpty { tree["history"] = trail.propertyListValue }
        activity.addUserInfoEntries(from: [Self.restorationUserInfoKey: .dictionary(tree)])
    }

    /// The window size saved in `activity` by ``encodeRestorableState(with:)``, for the host to
    /// open the window at; `nil` when it has none.
    public static func restorableSize(in activity: UserActivity) -> Size? {
        guard let tree = activity.userInfo?[restorationUserInfoKey]?.dictionaryValue,
              tree["version"]?.intValue == restorationTreeVersion,
              let size = tree["size"]?.arrayValue, size.count == 2,
              let width = size[0].doubleValue, let height = size[1].doubleValue,
              width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
        return Size(width: width, height: height)
    }

    /// Restores the controller tree ``encodeRestorableState(with:)`` wrote into `activity`, as
    /// UIKit's state restoration does at launch: controllers already in place with a saved
    /// identifier (the root the app set, the children it made) are reused, and
    /// `viewControllerWithRestorationIdentifierPath` makes the others from their identifier
    /// path, as the app delegate's
    /// `application(_:viewControllerWithRestorationIdentifierPath:coder:)` or a
    /// `UIViewControllerRestoration` class does; returning `nil` leaves that controller (and
    /// what is under it) out. Each restored controller gets
    /// ``ViewController/decodeRestorableState(with:)``; the containers put their children back
    /// and presentations are made again, all without animation.
    ///
    /// Call it before ``makeKeyAndVisible()``, as UIKit restores before the window shows: the
    /// controllers then appear once, when it shows. Returns whether a tree was restored; an
    /// activity without one, or with one of another version, restores nothing and changes
    /// nothing (a warning to ``ViewController/warningHandler`` says why for a stale one).
    @discardableResult
    public func decodeRestorableState(
        with activity: UserActivity,
        viewControllerWithRestorationIdentifierPath factory: (_ identifierComponents: [String], _ activity: UserActivity) -> ViewController? = { _, _ in nil }
    ) -> Bool {
        guard let tree = activity.userInfo?[Self.restorationUserInfoKey]?.dictionaryValue else { return false }
        guard tree["version"]?.intValue == Self.restorationTreeVersion else {
            ViewController.warningHandler("Ignoring saved window state of another version (\(tree["version"]?.intValue.map(String.init) ?? "none")); starting fresh")
            return false
        }
        guard let rootRecord = tree["root"]?.dictionaryValue else { return false }
        var restored = false
        // Putting the state back is no move of the user's: the trail saved with it comes back.
        performWithoutHistory {
            var presentations: [(ViewController, [String: PropertyListValue], [String])] = []
            guard let root = RestorationTree.restore(rootRecord, existing: rootViewController, path: [],
                                                     activityType: activity.activityType, factory: factory,
                                                     presentations: &presentations) else { return }
            if root !== rootViewController { rootViewController = root }
            RestorationTree.present(&presentations, activityType: activity.activityType, factory: factory)
            restored = true
        }
        guard restored else { return false }
        restoreHistory(from: tree["history"].flatMap(HistoryTrail.init(propertyListValue:)) ?? HistoryTrail())
        return true
    }
}
