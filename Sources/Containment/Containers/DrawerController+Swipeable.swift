/// A two-finger swipe opens the drawer its direction reveals and closes the open one, as
/// libhandy's `HdyFlap` follows the touchpad, where ``closeDrawerGestureModes`` and
/// ``openDrawerGestureModes`` allow a pan there; it follows the fingers and is released by the
/// pan's rule. A docked left drawer takes none. Its edge priority is the bezel's
/// (``bezelRange``), after a navigation controller's edge pop (see ``InputArbitration``).
extension DrawerController: Swipeable {}
