extension Selector {
    /// Opens a new window of the app (a new scene), as the New Window item UIKit puts in the
    /// File menu's `.newScene` section for an app that supports multiple scenes: File ▸ New
    /// Window, Ctrl+N, shown and performed (by the window) while
    /// ``Application/supportsMultipleScenes`` is `true`. An app whose Ctrl+N means something
    /// else gives the item another key in its ``ViewController/buildMenu(with:)``.
    public static let newWindow = Selector("newWindow:")
}
