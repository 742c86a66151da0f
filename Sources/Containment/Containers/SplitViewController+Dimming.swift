/// The dimming of a covered secondary, as UIKit's `.oneOverSecondary`, `.twoOverSecondary` and
/// `.twoDisplaceSecondary` dim the secondary and take it out of interaction: a click on it is
/// the user's move back to the mode where nothing covers it (`.secondaryOnly` over, or
/// `.oneBesideSecondary` displaced), with `willChangeTo` and `willHide`.
extension SplitViewController {
    /// How dark the dimming is.
    static let secondaryDimmingColor = Color(white: 0, alpha: 0.12)

    /// Whether sidebars cover or push aside the secondary now.
    var dimsSecondary: Bool {
        guard let state = columnState, !isCollapsed else { return false }
        switch state.displayMode {
        case .oneOverSecondary, .twoOverSecondary, .twoDisplaceSecondary: return true
        default: return false
        }
    }

    /// Puts the dimming over the secondary's view, below the sidebars, or takes it away.
    func updateSecondaryDimming() {
        guard let state = columnState, let container = viewIfLoaded else { return }
        guard dimsSecondary, let secondaryView = state.containers[.secondary]?.viewIfLoaded, secondaryView.superview === container else {
            state.dimmingView?.removeFromSuperview()
            return
        }
        let dimming = state.dimmingView ?? {
            let made = View()
            made.backgroundColor = Self.secondaryDimmingColor
            made.addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.secondaryDimmingClicked() })
            state.dimmingView = made
            return made
        }()
        let subviews = container.subviews
        let secondaryIndex = subviews.firstIndex { $0 === secondaryView }
        let dimmingIndex = subviews.firstIndex { $0 === dimming }
        if dimmingIndex == nil || dimmingIndex != secondaryIndex.map({ $0 + 1 }) {
            dimming.removeFromSuperview()
            container.insertSubview(dimming, aboveSubview: secondaryView)
        }
        dimming.frame = secondaryView.frame
    }

    /// A click on the dimmed secondary hides what covers it, as the user's move.
    func secondaryDimmingClicked() {
        guard let state = columnState, dimsSecondary else { return }
        let sidebars = state.displayMode == .twoDisplaceSecondary ? 1 : 0
        chooseColumnDisplayModeByUser(SplitViewLayout.displayMode(sidebars: sidebars, behavior: state.splitBehavior))
    }
}
