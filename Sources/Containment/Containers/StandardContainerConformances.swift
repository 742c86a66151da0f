/// The sliding menu recognises UIKit's stack and tab containers through these protocols, so a
/// user's own stack or tab container can declare itself one too.
extension NavigationController: NavigationStackProviding {}

extension TabBarController: TabBarHosting {}

/// Touchpad swipes drive these containers' transitions, under ``InputArbitration``'s rule.
extension NavigationController: SwipeContainer {}
extension PageViewController: SwipeContainer {}
extension DrawerController: SwipeContainer {}
