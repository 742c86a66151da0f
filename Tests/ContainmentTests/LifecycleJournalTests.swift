import Testing

@testable import Containment

@MainActor @Suite struct LifecycleJournalTests {
    private func journal(capacity: Int = 5_000) -> LifecycleJournal {
        LifecycleJournal(capacity: capacity)
    }

    @Test func recordsRealCallbacksInOrderWithTheirTimes() {
        var journal = journal()
        var time = 0.0
        let observation = LifecycleEventStream.shared.observe { event in
            time += 0.25
            journal.append(event, at: time)
        }
        defer { observation.cancel() }
        let parent = ViewController(title: "Parent")
        let child = ViewController(title: "Child")
        parent.addChild(child)
        _ = child.view
        child.didMove(toParent: parent)
        #expect(journal.entries.map(\.line) == [
            "    0.250  lifecycle: Child willMove parent=Parent",
            "    0.500  lifecycle: Child viewDidLoad",
            "    0.750  lifecycle: Child didMove parent=Parent",
        ])
        #expect(journal.entries.map(\.number) == [1, 2, 3])
        #expect(journal.controllerNames == ["Child"])
    }

    @Test func recordsWhatLogLifecyclePrintsByDefault() {
        var journal = journal()
        let recorded = LifecycleCallback.allCases.filter {
            journal.append(controllerName: "A", callback: $0, argument: "", at: 0) != nil
        }
        #expect(recorded == [.viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .willMove, .didMove])
        #expect(journal.count == 7)
        #expect(journal.latestNumber == 7)
    }

    @Test func recordsTheCallbacksItIsGiven() {
        var journal = LifecycleJournal(recordedCallbacks: [.viewWillTransition])
        #expect(journal.append(controllerName: "A", callback: .viewWillTransition, argument: "size=10x10", at: 0) != nil)
        #expect(journal.append(controllerName: "A", callback: .viewDidLoad, argument: "", at: 0) == nil)
        #expect(journal.entries.map(\.line) == ["    0.000  lifecycle: A viewWillTransition size=10x10"])
    }

    @Test func filterShowsOneControllerAndExportsWhatIsVisible() {
        var journal = journal()
        journal.append(controllerName: "Red", callback: .viewWillAppear, argument: "animated=true", at: 1)
        journal.append(controllerName: "Green", callback: .viewWillDisappear, argument: "animated=true", at: 1.5)
        journal.append(controllerName: "Red", callback: .viewDidAppear, argument: "animated=true", at: 2)
        #expect(journal.controllerNames == ["Red", "Green"])
        journal.controllerFilter = "Red"
        #expect(journal.visibleEntries.map(\.callback) == [.viewWillAppear, .viewDidAppear])
        #expect(journal.exportText() == """
                1.000  lifecycle: Red viewWillAppear animated=true
                2.000  lifecycle: Red viewDidAppear animated=true

            """)
        journal.controllerFilter = nil
        #expect(journal.visibleEntries.count == 3)
    }

    @Test func clearEmptiesButNumbersGoOn() {
        var journal = journal()
        journal.append(controllerName: "Red", callback: .viewDidLoad, argument: "", at: 0)
        journal.controllerFilter = "Red"
        journal.clear()
        #expect(journal.count == 0)
        #expect(journal.entries.isEmpty)
        #expect(journal.controllerNames.isEmpty)
        #expect(journal.exportText() == "")
        #expect(journal.controllerFilter == "Red")
        let next = journal.append(controllerName: "Red", callback: .viewDidLoad, argument: "", at: 0)
        #expect(next?.number == 2)
    }

    @Test func capacityDropsTheOldest() {
        var journal = journal(capacity: 3)
        for index in 1...10 {
            journal.append(controllerName: "C\(index)", callback: .viewDidLoad, argument: "", at: Double(index))
            #expect(journal.count == min(index, 3))
        }
        #expect(journal.entries.map(\.number) == [8, 9, 10])
        #expect(journal.oldestNumber == 8)
        #expect(journal.entries.map(\.controllerName) == ["C8", "C9", "C10"])
    }

    @Test func capacityOfFiveThousandKeepsTheNewest() {
        var journal = journal()
        for index in 1...12_345 {
            journal.append(controllerName: "C", callback: .didMove, argument: "parent=nil", at: Double(index))
        }
        #expect(journal.count == 5_000)
        #expect(journal.entries.first?.number == 7_346)
        #expect(journal.entries.last?.number == 12_345)
    }

    @Test func timesAreFormattedInFixedColumns() {
        #expect(LifecycleJournal.formatTime(0) == "    0.000")
        #expect(LifecycleJournal.formatTime(1.2345) == "    1.235")
        #expect(LifecycleJournal.formatTime(61.05) == "   61.050")
        #expect(LifecycleJournal.formatTime(123_456.7) == "123456.700")
        #expect(LifecycleJournal.formatTime(-3) == "    0.000")
    }

    @Test func capacityIsAtLeastOne() {
        var journal = LifecycleJournal(capacity: 0)
        journal.append(controllerName: "A", callback: .viewDidLoad, argument: "", at: 0)
        journal.append(controllerName: "B", callback: .viewDidLoad, argument: "", at: 0)
        #expect(journal.entries.map(\.controllerName) == ["B"])
    }
}
