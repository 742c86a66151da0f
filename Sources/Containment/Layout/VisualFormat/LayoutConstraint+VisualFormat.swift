extension LayoutConstraint {
    /// What ``constraints(withVisualFormat:options:metrics:views:)`` adds to a format, as
    /// `NSLayoutConstraint.FormatOptions`: views lined up across the format's direction, the
    /// direction a horizontal format runs in, and what spacing a vertical one measures. The raw
    /// values are UIKit's.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt

        /// Options from their raw value, as `NSLayoutConstraint.FormatOptions(rawValue:)`.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Every view's left edge on the first's (vertical formats), as `.alignAllLeft`.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Right edges lined up (vertical formats), as `.alignAllRight`.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Top edges lined up (horizontal formats), as `.alignAllTop`.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Bottom edges lined up (horizontal formats), as `.alignAllBottom`.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Leading edges lined up (vertical formats), as `.alignAllLeading`.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Trailing edges lined up (vertical formats), as `.alignAllTrailing`.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Horizontal centres lined up (vertical formats), as `.alignAllCenterX`.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Vertical centres lined up (horizontal formats), as `.alignAllCenterY`.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Last baselines lined up (horizontal formats), as `.alignAllLastBaseline`.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// First baselines lined up (horizontal formats), as `.alignAllFirstBaseline`.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The alignment options' bits, as `.alignmentMask`.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// A horizontal format runs from leading to trailing (the default: mirrored right to
        /// left), as `.directionLeadingToTrailing`.
        public static let directionLeadingToTrailing = FormatOptions([])
        /// A horizontal format runs from left to right whatever the language, as `.directionLeftToRight`.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// A horizontal format runs from right to left whatever the language, as `.directionRightToLeft`.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction options' bits, as `.directionMask`.
        public static let directionMask = FormatOptions(rawValue: 3 << 16)
        /// Spaces run from edge to edge (the default), as `.spacingEdgeToEdge`.
        public static let spacingEdgeToEdge = FormatOptions([])
        /// In a vertical format, the space between two views runs from the last baseline of one
        /// to the first baseline of the next, as `.spacingBaselineToBaseline`.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The spacing options' bits, as `.spacingMask`.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

    /// The constraints an ASCII-art layout describes, as
    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`.
    ///
    /// Apple's Visual Format Language: `H:` or `V:` (horizontal by default), `|` for the superview,
    /// views in brackets named by `views` (views or layout guides), connections between them:
    /// nothing (touching), `-` (the standard 8 points; 20 to the superview's edge), `-20-`,
    /// `-metric-`, or predicates in parentheses, `-(>=20@750)-`. A view may carry its size:
    /// `[button(>=50,<=100@250)]`, `[a(==b)]`. Names in predicates come from `metrics`; a
    /// relation is `==`, `<=` or `>=`, a priority follows `@`. For example
    /// `H:|-[cancel(==accept)]-[accept]-|`.
    ///
    /// The constraints come back inactive, in the format's order: activate them with
    /// ``activate(_:)``. A format that does not parse, names a view or metric not given, uses `|`
    /// beside a view with no superview, or options that do not fit the format, gives no
    /// constraints and reports a ``HierarchyInconsistency`` of kind `invalidArgument` whose
    /// message names the problem and shows the format with a caret under the place, as UIKit's
    /// "Unable to parse constraint format" exception does.
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Double]? = nil, views: [String: Any]
    ) -> [LayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
        do throws(VisualFormatError) {
            let parsed = try parser.parse()
            return try VisualFormatBuilder(parsed: parsed, options: options).constraints()
        } catch {
            HierarchyInconsistency.report(HierarchyInconsistency(.invalidArgument, error.message(for: format)))
            return []
        }
    }
}
