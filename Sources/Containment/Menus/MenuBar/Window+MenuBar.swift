/// The window's menu bar, built by the app and found by key, as Mac Catalyst's main menu.
extension Window {
    /// What the host does for the window's own commands: show the shortcuts window, close the
    /// window, quit.
    @_spi(Adapter) public enum StandardCommand: Sendable, Equatable {
        /// Ctrl+?: list the key commands (``discoverableKeyCommands``).
        case showKeyboardShortcuts
        /// Ctrl+W.
        case close
        /// Ctrl+Q.
        case quit
        /// Ctrl+N, File ▸ New Window: a new scene (Scenes/Selector+NewWindow.swift).
        case newWindow
    }

    /// The menu bar: the standard menus, as the root view controller's
    /// ``ViewController/buildMenu(with:)`` changed them (Mac Catalyst asks the app delegate;
    /// here the window's root controller builds its window's menus). Built again after
    /// ``MenuSystem/setNeedsRebuild()`` or when the root controller changes.
    @_spi(Adapter) public var mainMenu: Menu {
        let version = MenuBarVersion(rebuildCount: MenuSystem.main.rebuildCount, root: rootViewController.map(ObjectIdentifier.init))
        if let built = builtMenuBar, built.version == version { return built.menu }
        let builder = MenuBuilder(system: .main, root: StandardMenuBar.make(appName: menuBarAppName))
        rootViewController?.buildMenu(with: builder)
        let menu = builder.root
        var keys: [KeyCommand] = []
        MenuBuilder.visit(menu) { if let key = $0 as? KeyCommand { keys.append(key) } }
        builtMenuBar = BuiltMenuBar(version: version, menu: menu, keyCommands: keys)
        return menu
    }

    /// The menu bar's key commands, in menu order.
    var menuBarKeyCommands: [KeyCommand] {
        _ = mainMenu
        return builtMenuBar?.keyCommands ?? []
    }

    /// The title of the menu bar's application menu: the app's name, else the root
    /// controller's title, else "App".
    private var menuBarAppName: String {
        applicationName ?? rootViewController?.title ?? "App"
    }

    /// Whether the host performs `command` for this window.
    func performsStandardCommand(_ action: Selector) -> StandardCommand? {
        guard standardCommandHandler != nil else { return nil }
        switch action {
        case .showKeyboardShortcuts: return .showKeyboardShortcuts
        case .performClose: return .close
        case .terminate: return .quit
        case .newWindow: return Application.shared.supportsMultipleScenes ? .newWindow : nil
        default: return nil
        }
    }
}

/// When a window's menu bar was built.
struct MenuBarVersion: Equatable {
    let rebuildCount: Int
    let root: ObjectIdentifier?
}

/// A window's built menu bar and its key commands.
struct BuiltMenuBar {
    let version: MenuBarVersion
    let menu: Menu
    let keyCommands: [KeyCommand]
}

extension Window {
    /// The menu bar as GNOME's primary menu (the header bar's ☰ button) shows it: the same menus,
    /// without those that hold nothing to choose (the standard Format, View and Window menus
    /// until the app fills them), and without sections left empty.
    @_spi(Adapter) public var primaryMenu: Menu {
        let menu = mainMenu
        return menu.replacingChildren(menu.children.compactMap(Self.withoutEmptyMenus))
    }

    /// `element`, or `nil` for a menu with nothing to choose in it at any depth.
    private static func withoutEmptyMenus(_ element: MenuElement) -> MenuElement? {
        guard let menu = element as? Menu else { return element }
        let children = menu.children.compactMap(withoutEmptyMenus)
        return children.isEmpty ? nil : menu.replacingChildren(children)
    }
}
