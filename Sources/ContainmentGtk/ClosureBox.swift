import CGtk

/// A Swift closure on the heap, handed to C as `user_data`.
///
/// The C side holds one retain, taken by ``retainedPointer()`` and given back by the destroy
/// notify GLib calls when the handler is disconnected or its instance finalized. Trampolines
/// borrow the box without touching its count.
final class ClosureBox<Body> {
    /// The closure the trampolines call.
    let body: Body

    init(_ body: Body) {
        self.body = body
    }

    /// The box as `user_data`, with one retain that the destroy notify releases.
    func retainedPointer() -> gpointer {
        Unmanaged.passRetained(self).toOpaque()
    }

    /// The box behind a `user_data` pointer, without changing its retain count.
    static func borrow(_ userData: gpointer) -> ClosureBox<Body> {
        Unmanaged<ClosureBox<Body>>.fromOpaque(userData).takeUnretainedValue()
    }

    /// Gives back the retain taken by ``retainedPointer()``.
    static func release(_ userData: gpointer) {
        Unmanaged<ClosureBox<Body>>.fromOpaque(userData).release()
    }
}
