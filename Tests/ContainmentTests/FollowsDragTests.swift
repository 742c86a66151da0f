import ContainmentTestSupport
import Testing
@_spi(Adapter) @testable import Containment

/// `View.followsDrag`: the views a container's drag places, told to the adapter from the drag's
/// start to its release, so that it draws them from pictures from their first move.
@MainActor @Suite struct FollowsDragTests {
    @Test func thePagesOfAnInteractivePopFollowTheDragUntilItIsReleased() throws {
        let stage = TestStage(width: 400, height: 300)
        let root = ViewController(title: "Root"), top = ViewController(title: "Top")
        let navigation = NavigationController(rootViewController: root)
        stage.show(navigation)
        navigation.pushViewController(top, animated: false)
        stage.settle()
        #expect(!top.view.followsDrag && !root.view.followsDrag, "at rest")
        #expect(navigation.beginInteractivePop())
        #expect(top.view.followsDrag && root.view.followsDrag, "from the start of the drag")
        navigation.updateInteractivePop(progress: 0.3)
        #expect(top.view.followsDrag && root.view.followsDrag)
        navigation.finishInteractivePop()
        #expect(!top.view.followsDrag && !root.view.followsDrag, "released, the pages slide: no longer dragged")
        stage.settle()
        #expect(navigation.topViewController === root)

        // Cancelled, too.
        navigation.pushViewController(top, animated: false)
        stage.settle()
        #expect(navigation.beginInteractivePop())
        navigation.cancelInteractivePop()
        #expect(!top.view.followsDrag && !root.view.followsDrag)
        stage.settle()
    }

    @Test func theCenterOfADrawerFollowsAnInteractiveSlide() {
        let stage = TestStage(width: 800, height: 600)
        let drawer = DrawerController(center: ViewController(title: "Center"), left: ViewController(title: "Left"))
        stage.show(drawer)
        stage.settle()
        #expect(!drawer.centerContainerView.followsDrag)
        #expect(drawer.beginInteractiveSlide(to: .left))
        drawer.updateInteractiveSlide(progress: 0.4)
        #expect(drawer.centerContainerView.followsDrag)
        drawer.finishInteractiveSlide()
        #expect(!drawer.centerContainerView.followsDrag)
        stage.settle()
    }

    @Test func thePagesOfAnInteractiveTurnFollowTheDrag() throws {
        final class Pages: PageViewControllerDataSource {
            func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController) -> ViewController? { nil }
            func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController) -> ViewController? {
                ViewController(title: "Next")
            }
        }
        let stage = TestStage(width: 400, height: 300)
        let pages = PageViewController(title: "Book")
        let source = Pages()
        pages.dataSource = source
        let first = ViewController(title: "First")
        pages.setViewControllers([first], direction: .forward, animated: false)
        stage.show(pages)
        stage.settle()
        #expect(pages.beginInteractiveTurn(.forward))
        let incoming = try #require(pages.children.first { $0 !== first })
        #expect(first.view.followsDrag && incoming.view.followsDrag)
        pages.updateInteractiveTurn(progress: 0.5)
        pages.finishInteractiveTurn()
        #expect(!first.view.followsDrag && !incoming.view.followsDrag)
        stage.settle()
    }
}
