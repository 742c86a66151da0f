extension ViewController {
    /// The nearest ``DrawerController`` above this controller in the controller tree, walking
    /// the parents, as MMDrawerController's `mm_drawerController` category property; `nil` when
    /// none holds it.
    public var drawerController: DrawerController? {
        nearestAncestor(ofType: DrawerController.self)
    }
}
