extension ViewController {
    /// The identifier this controller's state is saved under, as
    /// `UIViewController.restorationIdentifier`. A controller without one is not saved, nor are
    /// its children; the identifiers from the root down form its restoration identifier path.
    public var restorationIdentifier: String? {
        get { extras?.restorationIdentifier }
        set { if newValue != nil || extras != nil { ensuredExtras.restorationIdentifier = newValue } }
    }
}
