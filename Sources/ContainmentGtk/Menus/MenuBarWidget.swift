import CGtk
@_spi(Adapter) import Containment

/// The window's menu bar as a `GtkMenuBar` under the title bar, for an app that asks for one
/// (``GtkHost/showsMenuBar``): one item per menu of `Window.primaryMenu` (the menus the root
/// controller built with `buildMenu(with:)`, without the empty ones), as Mac Catalyst shows the
/// main menu at the top of the screen.
///
/// Each menu's rows are made each time it opens, so what its commands' `validate(_:)` and
/// `canPerformAction(_:withSender:)` say is what shows; the items themselves are made again
/// when the menu bar was built again (`MenuSystem.setNeedsRebuild()`, a new root controller),
/// which ``update()`` notices at the host's next quiet sync. F10 opens the first menu, as
/// GTK's menu bars do.
@MainActor
final class MenuBarWidget {
    /// The `GtkMenuBar`.
    let bar: WidgetRef
    private weak var window: Window?
    /// The built menu bar the items were made from.
    private var shownMenu: Menu?

    init(window: Window) {
        bar = WidgetRef(gtk_menu_bar_new()!)
        self.window = window
        update()
    }

    /// Makes the items again when the window's menu bar was built again since they were made.
    func update() {
        guard let window else { return }
        let main = window.mainMenu
        guard main !== shownMenu else { return }
        shownMenu = main
        for child in ViewMirror.children(of: bar.widget) { gtk_widget_destroy(child) }
        for case let menu as Menu in window.primaryMenu.children {
            let item = gtk_menu_item_new_with_label(menu.title)!
            let submenu = gtk_menu_new()!
            gtk_menu_item_set_submenu(cgtk_menu_item(item), submenu)
            let menuRows = MenuRows()
            menuRows.isShowing = { gtk_widget_get_visible(submenu) != 0 }
            // Filled as it opens, with the commands validated then; the rows stay until the next
            // opening, as GTK runs the chosen one after the menu hid.
            SignalConnection.connect(submenu, "show") { [weak window] in
                guard let window else { return }
                for child in ViewMirror.children(of: submenu) { gtk_widget_destroy(child) }
                menuRows.fill(submenu, with: MenuPresentation(menu, window: window, sender: nil).items, at: nil)
            }
            gtk_menu_shell_append(cgtk_menu_shell(bar.widget), item)
            gtk_widget_show(item)
        }
    }
}
