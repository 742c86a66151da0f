extension View {
    /// What measures this view's content for ``intrinsicContentSize``: its window's measurer
    /// when the window has one (``Window/windowContentMeasurer``, which the GTK adapter sets on the
    /// windows it shows), else the app's (``Application/contentMeasurer``). Views outside a
    /// window (measured by ``systemLayoutSizeFitting(_:)`` before they are added) use the app's.
    ///
    /// Per window, because one process may hold windows measured differently: the GTK adapter's
    /// windows with real fonts beside headless windows measured by the deterministic
    /// ``FixedPitchMeasurer`` (tests of both kinds share one process and one `Application`).
    @_spi(Adapter) public var contentMeasurer: any ContentMeasurer {
        window?.windowContentMeasurer ?? Application.shared.contentMeasurer
    }
}
