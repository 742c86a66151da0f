import CGtk
@_spi(Adapter) import Containment

/// Shows the core's tooltips (`View.toolTip`, `ToolTipInteraction`) as GTK's own: the host's event box
/// has a tooltip, and its `query-tooltip` asks the core window for the one at the pointer
/// (`Window.toolTipConfiguration(at:)`).
///
/// GTK asks after the desktop's hover delay, starting from the deepest widget under the pointer
/// and going up to the event box while none answers, so a native widget's own tooltip (a bar
/// button's) wins over the core's. The tooltip's area is the view's (or the configuration's source
/// rectangle): moving within it keeps the tooltip, moving out asks again.
@MainActor
final class ToolTipQuery {
    private var connection: SignalConnection?

    init(on eventBox: UnsafeMutablePointer<GtkWidget>, window: Window) {
        gtk_widget_set_has_tooltip(eventBox, 1)
        connection = SignalConnection.connectQueryTooltip(eventBox) { [weak window] x, y, keyboardMode, tooltip in
            guard let window, !keyboardMode,
                  let configuration = window.toolTipConfiguration(at: Point(x: Double(x), y: Double(y))) else { return false }
            gtk_tooltip_set_text(tooltip, configuration.toolTip)
            if let area = configuration.sourceRect {
                var rectangle = GdkRectangle(
                    x: Int32(area.minX.rounded(.down)), y: Int32(area.minY.rounded(.down)),
                    width: Int32(max(1, area.width.rounded(.up))), height: Int32(max(1, area.height.rounded(.up))))
                gtk_tooltip_set_tip_area(tooltip, &rectangle)
            }
            return true
        }
    }

    /// Disconnects the handler.
    func disconnect() {
        connection?.disconnect()
        connection = nil
    }
}
