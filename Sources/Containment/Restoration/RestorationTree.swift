/// How a window's controller tree is written into a ``UserActivity`` and read back: the rule
/// the containers' `encodeRestorableState(with:)` and `decodeRestorableState(with:)` follow.
///
/// 1. Only controllers with a restoration identifier are saved; a controller without one is
///    skipped with everything under it, as in UIKit. A controller's identifier path is the
///    identifiers from the window's root down to it.
/// 2. Each saved controller is one record: its identifier, what its own
///    `encodeRestorableState(with:)` wrote (into an activity of its own), the records of its
///    container's children and the record of the controller it presents, with the presentation
///    style, the sheet's standard detents and its selected one (popovers and custom presentations are not saved, as UIKit
///    does not restore them).
/// 3. Restoring reads the records from the root down. A controller already in place with the
///    saved identifier (made by the app at launch, or by its parent) is reused; otherwise the
///    app's factory makes it from the identifier path, as
///    `application(_:viewControllerWithRestorationIdentifierPath:coder:)`; one the factory
///    does not make is left out. A container's children are restored (their own state
///    decoded, their own children in place) before the container's
///    `decodeRestorableState(with:)` puts them back, without animation.
/// 4. Presentations are restored last, without animation, from the root's chain outwards.
///
/// Restoring into a window that is not visible yet sends no appearance callback: the
/// controllers appear once, when the window shows. Restoring into a visible window moves
/// without animation, and every callback is balanced.
@MainActor
enum RestorationTree {
    /// The keys of one record.
    enum Key {
        static let identifier = "id"
        static let state = "state"
        static let children = "children"
        static let presented = "presented"
        static let presentationStyle = "style"
        static let detent = "detent"
        static let detents = "detents"
    }

    /// The record of `controller` and everything saved under it, or `nil` when it has no
    /// restoration identifier. `activityType` types the scratch activities the controllers
    /// write into.
    static func record(of controller: ViewController, activityType: String) -> PropertyListValue? {
        var saved: Set<ObjectIdentifier> = []
        return record(of: controller, activityType: activityType, saved: &saved)
    }

    /// The record of `controller`, adding each controller it saves (itself, its children, what
    /// it presents) to `saved`.
    static func record(of controller: ViewController, activityType: String, saved: inout Set<ObjectIdentifier>) -> PropertyListValue? {
        guard let identifier = controller.restorationIdentifier else { return nil }
        saved.insert(ObjectIdentifier(controller))
        var entries: [String: PropertyListValue] = [Key.identifier: .string(identifier)]
        let own = UserActivity(activityType: activityType)
        controller.encodeRestorableState(with: own)
        if let state = own.userInfo, !state.isEmpty { entries[Key.state] = .dictionary(state) }
        let children = (controller as? RestorableContainer)?.restorableChildren ?? controller.children
        let childRecords = children.compactMap { record(of: $0, activityType: activityType, saved: &saved) }
        if !childRecords.isEmpty { entries[Key.children] = .array(childRecords) }
        if let presented = controller.presentedViewController, presented.presentingViewController === controller,
           !presented.isBeingDismissed, presented.modalPresentationStyle.isRestored,
           var presentedRecord = record(of: presented, activityType: activityType, saved: &saved)?.dictionaryValue {
            presentedRecord[Key.presentationStyle] = .string(presented.modalPresentationStyle.restorationName)
            if let sheet = presented.sheetPresentationController {
                // The standard detents are saved, so a sheet the app configures when it presents
                // comes back with them; a custom detent's resolver is the app's to make again.
                let identifiers = sheet.detents.map(\.identifier)
                if identifiers.allSatisfy({ $0 == .medium || $0 == .large }) {
                    presentedRecord[Key.detents] = .array(identifiers.map { .string($0.rawValue) })
                }
                // A selection that names none of the sheet's detents (it shows the largest) is not saved.
                if let detent = sheet.selectedDetentIdentifier, identifiers.contains(detent) {
                    presentedRecord[Key.detent] = .string(detent.rawValue)
                }
            }
            entries[Key.presented] = .dictionary(presentedRecord)
        }
        return .dictionary(entries)
    }

    /// The factory that makes a controller missing at restoration from its identifier path.
    typealias Factory = (_ identifierComponents: [String], _ activity: UserActivity) -> ViewController?

    /// The controller `record` describes, with its state and its children's restored: `existing`
    /// when its identifier matches, else the factory's. Presentations are collected in
    /// `presentations` to be made once the tree is in its window.
    static func restore(
        _ record: [String: PropertyListValue], existing: ViewController?, path: [String],
        activityType: String, factory: Factory, presentations: inout [(ViewController, [String: PropertyListValue], [String])]
    ) -> ViewController? {
        guard let identifier = record[Key.identifier]?.stringValue else { return nil }
        let identifierPath = path + [identifier]
        let activity = UserActivity(activityType: activityType)
        activity.userInfo = record[Key.state]?.dictionaryValue
        let controller: ViewController
        if let existing, existing.restorationIdentifier == identifier {
            controller = existing
        } else if let made = factory(identifierPath, activity) {
            if made.restorationIdentifier == nil { made.restorationIdentifier = identifier }
            controller = made
        } else {
            return nil
        }
        let current = (controller as? RestorableContainer)?.restorableChildren ?? controller.children
        var currentByIdentifier: [String: ViewController] = [:]
        for child in current {
            if let childIdentifier = child.restorationIdentifier, currentByIdentifier[childIdentifier] == nil {
                currentByIdentifier[childIdentifier] = child
            }
        }
        for childRecord in record[Key.children]?.arrayValue ?? [] {
            guard let childRecord = childRecord.dictionaryValue,
                  let childIdentifier = childRecord[Key.identifier]?.stringValue,
                  activity.restoredChildren[childIdentifier] == nil else { continue }
            let existingChild = currentByIdentifier[childIdentifier]
                ?? (controller as? RestorableContainer)?.restorationCandidate(withIdentifier: childIdentifier)
            if let child = restore(childRecord, existing: existingChild, path: identifierPath,
                                   activityType: activityType, factory: factory, presentations: &presentations) {
                activity.restoredChildren[childIdentifier] = child
            }
        }
        controller.decodeRestorableState(with: activity)
        if let presented = record[Key.presented]?.dictionaryValue {
            presentations.append((controller, presented, identifierPath))
        }
        return controller
    }

    /// Makes the collected presentations without animation, each after the one it sits on.
    static func present(
        _ presentations: inout [(ViewController, [String: PropertyListValue], [String])],
        activityType: String, factory: Factory
    ) {
        var index = 0
        while index < presentations.count {
            let (presenter, record, path) = presentations[index]
            index += 1
            let existing = presenter.presentedViewController.flatMap { $0.presentingViewController === presenter ? $0 : nil }
            guard let presented = restore(record, existing: existing, path: path, activityType: activityType,
                                          factory: factory, presentations: &presentations) else { continue }
            if presented === existing { continue }
            if let style = record[Key.presentationStyle]?.stringValue.flatMap(ModalPresentationStyle.init(restorationName:)) {
                presented.modalPresentationStyle = style
            }
            if let sheet = presented.sheetPresentationController {
                // Saved standard detents replace the default ones (the app configured them when
                // it presented); detents the app set again in its factory stay.
                let saved = (record[Key.detents]?.stringArrayValue ?? []).compactMap(Self.standardDetent)
                if !saved.isEmpty, sheet.detents.map(\.identifier) == [.large] { sheet.detents = saved }
                if let detent = record[Key.detent]?.stringValue,
                   sheet.detents.contains(where: { $0.identifier.rawValue == detent }) {
                    sheet.selectedDetentIdentifier = SheetPresentationController.Detent.Identifier(rawValue: detent)
                }
            }
            presenter.present(presented, animated: false)
        }
    }
}

extension RestorationTree {
    /// The standard detent a saved identifier names.
    static func standardDetent(_ identifier: String) -> SheetPresentationController.Detent? {
        switch SheetPresentationController.Detent.Identifier(rawValue: identifier) {
        case .medium: .medium()
        case .large: .large()
        default: nil
        }
    }
}

extension ModalPresentationStyle {
    /// The style's name in a restoration record.
    var restorationName: String {
        switch self {
        case .fullScreen: "fullScreen"
        case .pageSheet: "pageSheet"
        case .formSheet: "formSheet"
        case .popover: "popover"
        case .overFullScreen: "overFullScreen"
        case .custom: "custom"
        }
    }

    /// Whether a presentation of this style is saved: a popover (transient, tied to the view it
    /// points at) and a custom presentation (its transitioning delegate is the app's object)
    /// are not, as UIKit does not restore them.
    var isRestored: Bool { self != .popover && self != .custom }

    /// The style a restoration record names.
    init?(restorationName: String) {
        switch restorationName {
        case "fullScreen": self = .fullScreen
        case "pageSheet": self = .pageSheet
        case "formSheet": self = .formSheet
        case "overFullScreen": self = .overFullScreen
        default: return nil
        }
    }
}
