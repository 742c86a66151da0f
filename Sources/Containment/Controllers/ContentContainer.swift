/// What a container of content (a ``ViewController``, a ``PresentationController``) hears
/// about its children's sizes and its own size and traits, as `UIContentContainer`.
///
/// A child that sets its ``preferredContentSize`` tells its parent (or, when presented, its
/// presentation controller) through ``preferredContentSizeDidChange(forChildContentContainer:)``.
@MainActor
public protocol ContentContainer: AnyObject {
    /// The size the content would like, as `preferredContentSize`; `.zero` for none.
    var preferredContentSize: Size { get }
    /// A child's ``preferredContentSize`` changed, as
    /// `preferredContentSizeDidChange(forChildContentContainer:)`.
    func preferredContentSizeDidChange(forChildContentContainer container: ContentContainer)
    /// A child's fitting size changed, as `systemLayoutFittingSizeDidChange(forChildContentContainer:)`.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: ContentContainer)
    /// The size to give a child in a parent of `parentSize`, as
    /// `size(forChildContentContainer:withParentContainerSize:)`.
    func size(forChildContentContainer container: ContentContainer, withParentContainerSize parentSize: Size) -> Size
    /// The container's size is about to change, as `viewWillTransition(to:with:)`.
    func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator)
    /// The traits are about to change, as `willTransition(to:with:)`.
    func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator)
}
