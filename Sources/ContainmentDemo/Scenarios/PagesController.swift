import Containment

/// The Pages row: a page view controller over five coloured pages, turned by dragging, by the
/// "Previous" and "Next" bar buttons, and by keys.
final class PagesController: PageViewController, PageViewControllerDataSource {
    /// The pages, in order.
    let pages: [ColorController]

    override init(transitionStyle: TransitionStyle = .scroll, navigationOrientation: NavigationOrientation = .horizontal) {
        pages = DemoPalette.pages.enumerated().map { index, color in
            ColorController(title: "Page \(index + 1)", color: color, caption: "Page \(index + 1) of \(DemoPalette.pages.count)")
        }
        super.init(transitionStyle: transitionStyle, navigationOrientation: navigationOrientation)
        title = "Pages"
        dataSource = self
        navigationItem.rightBarButtonItems = [
            BarButtonItem(title: "Previous") { [weak self] in self?.goToPreviousPage(animated: true) },
            BarButtonItem(title: "Next") { [weak self] in self?.goToNextPage(animated: true) },
        ]
        setViewControllers([pages[0]], direction: .forward, animated: false)
    }

    /// The index of the page shown, if any.
    var currentPageIndex: Int? {
        guard let current = viewControllers.first else { return nil }
        return pages.firstIndex { $0 === current }
    }

    func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController) -> ViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController) -> ViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }
}
