import Testing
@testable import Containment

/// The state-restoration round trips the fuzzer found wrong, as the minimal sequences its
/// shrinker printed, replayed with every invariant checked. Each failed before its fix.
@MainActor
@Suite struct FuzzRestorationRegressionTests {
    private func violation(_ make: (FuzzWorld) -> [FuzzStep]) -> String? {
        FuzzRunner.replay(make(FuzzWorld()))
    }

    @Test("an emptied navigation stack is restored empty, also in a sliding menu's row")
    func emptiedStack() {
        #expect(violation { w in [
            .add(child: w.nav, parent: w.root, frame: [0.5, 0.5, 0.5, 0.5]),
            .setStack(nav: w.nav, [], animated: true),
            .restorationRoundTrip,
        ] } == nil)
        #expect(violation { w in [
            .add(child: w.menu, parent: w.root, frame: [0, 0, 1, 0.5]),
            .setStack(nav: w.id("MN2"), [], animated: true),
            .swapMenu(2),
            .restorationRoundTrip,
        ] } == nil)
    }

    @Test("a drawer whose left drawer is a tab bar controller, presented, comes back with its tabs")
    func presentedDrawerWithTabs() {
        #expect(violation { w in [
            .setDrawerChild(role: .left, w.tab),
            .setDrawerChild(role: .none, w.id("M0")),
            .present(presenter: w.root, w.drawer, style: 0, crossDissolve: true, animated: true),
            .advance(0.35),
            .restorationRoundTrip,
        ] } == nil)
    }

    @Test("a sheet comes back at the detents the app gave it when it presented, at the one selected")
    func detentOutsideTheSheets() {
        #expect(violation { w in [
            .present(presenter: w.root, w.id("P7"), style: 1, crossDissolve: true, animated: true),
            .selectDetent(large: false, animated: false),
            .advance(1),
            .restorationRoundTrip,
        ] } == nil)
    }

    @Test("a sliding menu's row moved into another container is made anew, not taken from the menu")
    func menuRowElsewhere() {
        #expect(violation { w in [
            .add(child: w.menu, parent: w.id("P2"), frame: [0.5, 0, 0.5, 0.5]),
            .push(nav: w.id("MN1"), w.id("P5"), animated: false),
            .remove(w.menu),
            .swapMenu(1),
            .add(child: w.id("MN2"), parent: w.id("P5"), frame: [0, 0.5, 0.5, 0.25]),
            .transition(parent: w.id("P5"), from: w.id("MN2"), to: w.id("MN0"), duration: 0.35, flip: true),
        ] } == nil)
    }

    @Test("a drawer whose roles were swapped (its right drawer made the center) is restored")
    func drawerRolesSwapped() {
        #expect(violation { w in [
            .add(child: w.drawer, parent: w.root, frame: [0, 0, 1, 1]),
            .setDrawerChild(role: .right, w.nav),
            .setDrawerChild(role: .none, w.id("DR")),
            .setDrawerChild(role: .left, w.id("D0")),
            .restorationRoundTrip,
        ] } == nil)
    }
}
