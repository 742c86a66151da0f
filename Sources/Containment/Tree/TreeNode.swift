/// A node of one of the core's two trees, views (``View/subviews`` under
/// ``View/superview``) and controllers (``ViewController/children`` under
/// ``ViewController/parent``), and the walks both trees share.
///
/// UIKit walks its trees in the same two ways: up through the ancestors (`UIView.window`,
/// `isDescendant(of:)`, `navigationController`) and down, parents first, in child order
/// (`willMove(toWindow:)` and `didMoveToWindow()` through a subtree, appearance callbacks
/// through the controllers on screen).
@MainActor
protocol TreeNode: AnyObject {
    /// The type of the tree's nodes: the class that conforms (``View`` for a ``Window`` too).
    associatedtype Node: TreeNode
    /// The nodes directly below this one, in order.
    var treeChildren: [Node] { get }
    /// The node directly above this one, if any.
    var treeParent: Node? { get }
}

extension TreeNode where Node == Self {
    /// This node, then its parent, then that node's parent, up to the root.
    var selfAndAncestors: UnfoldFirstSequence<Self> {
        sequence(first: self) { $0.treeParent }
    }

    /// Whether this node is `ancestor` or lies below it.
    func isInSubtree(of ancestor: Self) -> Bool {
        selfAndAncestors.contains { $0 === ancestor }
    }

    /// Visits this node and then, while `visit` returns `true` for a node, the nodes below it:
    /// parents first, depth first, in child order.
    ///
    /// A node's children are read when the walk gets to them, and the walk goes through that
    /// copy of the list: a visit that adds or removes children leaves the list under way as it
    /// was (and the nodes in it alive).
    func walkParentsFirst(_ visit: (Self) -> Bool) {
        guard visit(self) else { return }
        for child in treeChildren {
            child.walkParentsFirst(visit)
        }
    }
}

extension View: TreeNode {
    var treeChildren: [View] { subviews }
    var treeParent: View? { superview }
}

extension ViewController: TreeNode {
    var treeChildren: [ViewController] { children }
    var treeParent: ViewController? { parent }
}
