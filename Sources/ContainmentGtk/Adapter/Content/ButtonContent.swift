import CGtk
@_spi(Adapter) import Containment

/// A `Button`'s `GtkButton`: its title, whether it is enabled, its role as GTK's style class
/// (`suggested-action` for `.primary`, `destructive-action` for `.destructive`), and a click
/// sends the button's actions, as a `UIButton`'s touch up inside does.
@MainActor final class ButtonContent: ContentMirror {
    let widget: UnsafeMutablePointer<GtkWidget>
    private(set) var connections: [SignalConnection] = []

    init(view: Button, mirror: ViewMirror) {
        widget = gtk_button_new()!
        connections.append(SignalConnection.connect(widget, "clicked") { [weak view] in
            view?.sendActions()
        })
    }

    func update(_ button: Button) {
        gtk_button_set_label(cgtk_button(widget), button.title ?? "")
        gtk_widget_set_sensitive(widget, button.isEnabled ? 1 : 0)
        let style = gtk_widget_get_style_context(widget)
        for (role, styleClass) in [(Button.Role.primary, "suggested-action"), (.destructive, "destructive-action")] {
            if button.role == role {
                gtk_style_context_add_class(style, styleClass)
            } else {
                gtk_style_context_remove_class(style, styleClass)
            }
        }
    }

    func accessibleRole(for view: Button) -> AtkRole { ATK_ROLE_PUSH_BUTTON }

    /// Its title, as `UIButton`'s `accessibilityLabel` defaults to it.
    func accessibleName(for button: Button) -> String? { button.title }
}
