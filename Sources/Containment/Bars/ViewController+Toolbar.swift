extension ViewController {
    /// The items a navigation controller's toolbar shows while this controller is on top, as
    /// `toolbarItems`; `nil` (the default) shows an empty toolbar. Setting it is
    /// ``setToolbarItems(_:animated:)`` without animation. The toolbar shows only while the
    /// navigation controller's ``NavigationController/isToolbarHidden`` is `false`.
    public var toolbarItems: [BarButtonItem]? {
        get { extras?.toolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets the toolbar items, as `setToolbarItems(_:animated:)`: a navigation controller
    /// showing this controller on top shows them in its toolbar at once.
    public func setToolbarItems(_ toolbarItems: [BarButtonItem]?, animated: Bool) {
        guard toolbarItems != nil || extras != nil else { return }
        ensuredExtras.toolbarItems = toolbarItems
        parent?.childTitleDidChange(self)
    }
}
