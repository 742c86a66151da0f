/// A node of one of the core's two trees, views (``View/subviews`` under
/// ``View/superview``) and controllers (``ViewController/children`` under
/// ``ViewController/parent``), and the walks both trees share.
///
/// UIKit walks its trees in the same two ways: up through the ancestors (`UIView.window`,
/// `isDescendant(of:)`, `navigationController`) and down, parents first, in child order
/// (`willMove(toWindow:)` and `didMoveToWindow()` through a subtree, `viewIsAppearing`
/// through the controllers that await it).
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
    // Plain loops rather than the standard library's `sequence(first:next:)` and
    // `contains(where:)`: a closure formed on the main actor and handed to code outside it is
    // checked for isolation on every call, and these run for every node of a big tree.

    /// The nearest node, this one included, that `match` accepts, going up to the root.
    func nearestInAncestry<Match>(_ match: (Self) -> Match?) -> Match? {
        var node: Self? = self
        while let current = node {
            if let found = match(current) { return found }
            node = current.treeParent
        }
        return nil
    }

    /// This node, its parent, and so on up to the root.
    var selfAndAncestors: [Self] {
        var chain: [Self] = []
        var node: Self? = self
        while let current = node {
            chain.append(current)
            node = current.treeParent
        }
        return chain
    }

    /// Whether this node is `ancestor` or lies below it.
    func isInSubtree(of ancestor: Self) -> Bool {
        var node: Self? = self
        while let current = node {
            if current === ancestor { return true }
            node = current.treeParent
        }
        return false
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
