import CGtk
@_spi(Adapter) import Containment

extension GtkHost {
    /// Shows a bar button item's menu under its button (in the window's bars or its header
    /// bar), as UIKit's bar button menus drop down from their button: the adapter's menu
    /// renderer draws it as a GTK menu.
    func presentBarMenu(_ menu: Menu, under widget: UnsafeMutablePointer<GtkWidget>) {
        MenuRenderer.show(menu, under: widget, in: self)
    }
}
