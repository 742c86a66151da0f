/// Constraints that cannot all hold, as UIKit's "Unable to simultaneously satisfy constraints"
/// log, but typed, handed to ``LayoutConstraint/conflictHandler``.
///
/// Layout never traps on a conflict: the engine leaves one constraint out (``broken``), lays out
/// with the others, and reports which required constraints stood against it. The broken
/// constraint stays active; it is tried again when its constant or priority changes or another
/// constraint goes away.
@MainActor
public struct LayoutConflict: @MainActor CustomStringConvertible {
    /// The required constraints that cannot hold together, the broken one first. Constraints the
    /// engine makes itself (a view's frame kept because its
    /// ``View/translatesAutoresizingMaskIntoConstraints`` is `true`, a guide following its view)
    /// are listed too, with identifiers that say so.
    public let constraints: [LayoutConstraint]
    /// The constraint left out so that the others hold.
    public let broken: LayoutConstraint

    public var description: String {
        var lines = ["Unable to simultaneously satisfy constraints:"]
        lines += constraints.map { "    \($0)" }
        lines.append("Will attempt to recover by breaking constraint \(broken)")
        return lines.joined(separator: "\n")
    }
}
