import CGtk
@_spi(Adapter) import Containment

/// The desktop services of one host window, made with it and let go with it: the pointer's
/// motion for hover and cursors (``PointerMotion``), the core's tooltips as GTK's
/// (``ToolTipQuery``) and the file chooser of document pickers (``DocumentPickerChooser``).
@MainActor
final class DesktopServices {
    let pointerMotion: PointerMotion
    let toolTips: ToolTipQuery
    let documentPicker: DocumentPickerChooser

    init(eventBox: UnsafeMutablePointer<GtkWidget>, window: Window, clock: FrameClock, gtkWindow: WidgetRef) {
        pointerMotion = PointerMotion(on: eventBox, window: window, clock: clock)
        toolTips = ToolTipQuery(on: eventBox, window: window)
        documentPicker = DocumentPickerChooser(parent: gtkWindow)
        window.documentPickerHost = documentPicker
    }

    /// Disconnects everything and closes the choosers still showing (the window goes).
    func disconnect() {
        pointerMotion.disconnect()
        toolTips.disconnect()
        documentPicker.cancelAll()
    }
}

extension GtkHost {
    /// The name of the pointer shape set on the window's content (`nil`: the default arrow),
    /// as the last motion over it decided.
    @_spi(Testing) public var appliedCursorName: String? { desktopServices?.pointerMotion.appliedCursorName }

    /// The native file choosers of document pickers showing now (each a `GtkFileChooserNative`).
    @_spi(Testing) public var documentPickerDialogs: [OpaquePointer] { desktopServices?.documentPicker.showingDialogs ?? [] }
}
