import CGtk
@_spi(Adapter) import Containment

extension GtkHost {
    /// Shows a bar button item's menu under its button (in the window's bars or its header
    /// bar), as UIKit's bar button menus drop down from their button.
    func presentBarMenu(_ menu: Menu, under widget: UnsafeMutablePointer<GtkWidget>) {
        // The adapter's menu renderer shows it (wired when it lands).
        _ = (menu, widget)
    }
}
