/// What a tooltip shows and where it applies, as `UIToolTipConfiguration`: the text, and the
/// rectangle of the view (in its coordinates) over which the same tooltip stays; moving out of
/// it asks again.
public struct ToolTipConfiguration: Sendable, Equatable {
    /// The text shown, as `toolTip`.
    public var toolTip: String
    /// The area the tooltip belongs to, in the interaction's view's coordinates, as
    /// `sourceRect`; `nil` for the whole view.
    public var sourceRect: Rect?

    /// A tooltip for the whole view, as `UIToolTipConfiguration(toolTip:)`.
    public init(toolTip: String) {
        self.toolTip = toolTip
        sourceRect = nil
    }

    /// A tooltip for a part of the view, as `UIToolTipConfiguration(toolTip:in:)`.
    public init(toolTip: String, in sourceRect: Rect) {
        self.toolTip = toolTip
        self.sourceRect = sourceRect
    }
}
