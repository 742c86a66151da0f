/// What an app's ``ViewController/buildMenu(with:)`` edits: the menu bar, starting from the
/// standard menus, changed by identifier, as `UIMenuBuilder`.
///
/// ```swift
/// override func buildMenu(with builder: MenuBuilder) {
///     super.buildMenu(with: builder)
///     guard builder.system == .main else { return }
///     let newNote = KeyCommand(title: "New Note", action: .newNote, input: "n", modifierFlags: .control)
///     builder.insertChild(Menu(options: .displayInline, children: [newNote]), atStartOfMenu: .file)
///     builder.remove(menu: .format)
/// }
/// ```
///
/// Asking for a menu that is not there, or inserting beside one, is ignored with a warning, as
/// UIKit ignores it; the menus are left as they were.
@MainActor
public final class MenuBuilder {
    /// Which menus are being built, as `UIMenuBuilder.system`.
    public let system: MenuSystem
    /// The menu bar as built so far (identifier ``Menu/Identifier/root``).
    public private(set) var root: Menu

    init(system: MenuSystem, root: Menu) {
        self.system = system
        self.root = root
    }

    /// The menu named `identifier`, anywhere in the menu bar, as `menu(for:)`.
    public func menu(for identifier: Menu.Identifier) -> Menu? {
        Self.find(identifier, in: root)
    }

    /// The action named `identifier`, as `action(for:)`.
    public func action(for identifier: Action.Identifier) -> Action? {
        var found: Action?
        Self.visit(root) { element in
            if found == nil, let action = element as? Action, action.identifier == identifier { found = action }
        }
        return found
    }

    /// The command sending `action` (with `propertyList`, when given), as
    /// `command(for:propertyList:)`.
    public func command(for action: Selector, propertyList: Any? = nil) -> Command? {
        var found: Command?
        Self.visit(root) { element in
            guard found == nil, let command = element as? Command, command.action == action else { return }
            if let propertyList, String(describing: propertyList) != command.propertyList.map({ String(describing: $0) }) { return }
            found = command
        }
        return found
    }

    /// Puts `replacement` where the menu named `identifier` is, as `replace(menu:with:)`.
    public func replace(menu identifier: Menu.Identifier, with replacement: Menu) {
        edit(identifier, "replace(menu:with:)") { _ in [replacement] }
    }

    /// Gives the menu named `identifier` the children `childrenBlock` makes from its current
    /// ones, as `replaceChildren(ofMenu:from:)`.
    public func replaceChildren(ofMenu identifier: Menu.Identifier, from childrenBlock: ([MenuElement]) -> [MenuElement]) {
        edit(identifier, "replaceChildren(ofMenu:from:)") { menu in [menu.replacingChildren(childrenBlock(menu.children))] }
    }

    /// Inserts `menu` before the menu named `sibling`, as `insertSibling(_:beforeMenu:)`.
    public func insertSibling(_ menu: Menu, beforeMenu sibling: Menu.Identifier) {
        edit(sibling, "insertSibling(_:beforeMenu:)") { [menu, $0] }
    }

    /// Inserts `menu` after the menu named `sibling`, as `insertSibling(_:afterMenu:)`.
    public func insertSibling(_ menu: Menu, afterMenu sibling: Menu.Identifier) {
        edit(sibling, "insertSibling(_:afterMenu:)") { [$0, menu] }
    }

    /// Makes `menu` the first child of the menu named `parent`, as
    /// `insertChild(_:atStartOfMenu:)`.
    public func insertChild(_ menu: Menu, atStartOfMenu parent: Menu.Identifier) {
        edit(parent, "insertChild(_:atStartOfMenu:)") { [$0.replacingChildren([menu] + $0.children)] }
    }

    /// Makes `menu` the last child of the menu named `parent`, as `insertChild(_:atEndOfMenu:)`.
    public func insertChild(_ menu: Menu, atEndOfMenu parent: Menu.Identifier) {
        edit(parent, "insertChild(_:atEndOfMenu:)") { [$0.replacingChildren($0.children + [menu])] }
    }

    /// Takes the menu named `identifier` out, as `remove(menu:)`.
    public func remove(menu identifier: Menu.Identifier) {
        edit(identifier, "remove(menu:)") { _ in [] }
    }

    /// Replaces the menu named `identifier` by what `change` makes of it; warns when there is
    /// no such menu (the root cannot be replaced by a sibling edit).
    private func edit(_ identifier: Menu.Identifier, _ call: String, change: (Menu) -> [MenuElement]) {
        if identifier == .root {
            if let replaced = change(root).first as? Menu, change(root).count == 1 {
                root = replaced
            } else {
                ViewController.warningHandler("MenuBuilder.\(call): the root menu cannot gain siblings or be removed; ignored")
            }
            return
        }
        guard let edited = Self.replacing(identifier, in: root, with: change) else {
            ViewController.warningHandler("MenuBuilder.\(call): no menu \(identifier.rawValue) in the menu bar; ignored")
            return
        }
        root = edited
    }

    /// `menu` with the menu named `identifier` (at any depth) replaced by `change`'s elements;
    /// `nil` when it is not there. Only the menus on the path are remade.
    private static func replacing(_ identifier: Menu.Identifier, in menu: Menu, with change: (Menu) -> [MenuElement]) -> Menu? {
        var children = menu.children
        for (index, child) in children.enumerated() {
            guard let submenu = child as? Menu else { continue }
            if submenu.identifier == identifier {
                children.replaceSubrange(index...index, with: change(submenu))
                return menu.replacingChildren(children)
            }
            if let edited = replacing(identifier, in: submenu, with: change) {
                children[index] = edited
                return menu.replacingChildren(children)
            }
        }
        return nil
    }

    private static func find(_ identifier: Menu.Identifier, in menu: Menu) -> Menu? {
        if menu.identifier == identifier { return menu }
        for case let submenu as Menu in menu.children {
            if let found = find(identifier, in: submenu) { return found }
        }
        return nil
    }

    /// Calls `body` with every element under `menu`, depth first.
    static func visit(_ menu: Menu, _ body: (MenuElement) -> Void) {
        for child in menu.children {
            body(child)
            if let submenu = child as? Menu { visit(submenu, body) }
        }
    }
}
