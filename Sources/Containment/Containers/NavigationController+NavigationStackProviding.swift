/// A ``SlidingMenuController`` recognises a navigation controller as a stack: it shows its
/// ``topViewController``'s Menu button and does not wrap it in another stack.
extension NavigationController: NavigationStackProviding {}
