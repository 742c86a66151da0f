import CGtk
@_spi(Adapter) import Containment

extension GtkHost {
    /// Performs the window's own menu-bar commands: Ctrl+? shows the Keyboard Shortcuts window,
    /// Ctrl+W closes this window, Ctrl+Q quits, as GNOME apps do.
    func performStandardCommands() {
        window.applicationName = String(cString: gtk_window_get_title(cgtk_window(gtkWindow)))
        window.standardCommandHandler = { [weak self] command in
            guard let self else { return }
            switch command {
            case .showKeyboardShortcuts: KeyboardShortcutsWindow.show(for: window, parent: gtkWindow)
            case .close: close()
            case .quit: quit()
            case .newWindow: openNewWindow()
            }
        }
    }
}
