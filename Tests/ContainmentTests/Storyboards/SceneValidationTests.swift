import Containment
import Foundation
import Testing

/// One test per kind of bad scene file: each is refused with one error naming the file, the
/// JSONPath and the problem, and nothing was made (no factory ran, no callback fired).
@MainActor @Suite struct SceneValidationTests {
    /// Loads `json` and returns its refusal, checking that nothing was made on the way.
    private func refusal(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        let classes = CountingRegistry()
        let events = EventRecorder()
        defer { events.stop() }
        do {
            _ = try classes.storyboard(json)
            Issue.record("the file was accepted", sourceLocation: sourceLocation)
            return nil
        } catch {
            #expect(classes.made.isEmpty, "no controller is made", sourceLocation: sourceLocation)
            #expect(events.events.isEmpty, "no callback fires", sourceLocation: sourceLocation)
            #expect(!error.description.contains("\n"), "one line", sourceLocation: sourceLocation)
            #expect(error.file == "scenes/test.json", sourceLocation: sourceLocation)
            return error.description
        }
    }

    /// A valid file with `controllers` as its list.
    private func scene(_ controllers: String, initial: String? = nil) -> String {
        let initialField = initial.map { "\"initialController\": \"\($0)\", " } ?? ""
        return "{ \"format\": 1, \(initialField)\"controllers\": [\(controllers)] }"
    }

    private let plain = #"{ "id": "a", "class": "ViewController", "title": "A" }"#

    @Test func theValidBaseIsAccepted() throws {
        let storyboard = try CountingRegistry().storyboard(scene(plain, initial: "a"))
        #expect(storyboard.instantiateInitialViewController()?.title == "A")
    }

    @Test func badJSON() {
        #expect(refusal("{ \"format\": 1\n  \"controllers\": [] }")
            == #"scenes/test.json: $: not valid JSON: expected ',' or '}' after a value, found '"controllers"' (line 2, column 3)"#)
        #expect(refusal("{ format: 1 }")
            == "scenes/test.json: $: not valid JSON: expected a key in double quotes, found 'format' (line 1, column 3)")
        #expect(refusal("") == "scenes/test.json: $: the file is empty")
    }

    @Test func aKeyGivenTwiceIsRefusedWhereFoundationWouldKeepOnlyTheLast() {
        #expect(refusal(scene(#"{ "id": "a", "class": "ViewController", "title": "A", "title": "B" }"#))
            == "scenes/test.json: $.controllers[0].title: is given twice in one object; keep one (line 1, column 86)")
        // Keys are compared as text: an escape spells the same key.
        #expect(refusal(#"{ "format": 1, "controllers": [], "\u0066ormat": 1 }"#)
            == "scenes/test.json: $.format: is given twice in one object; keep one (line 1, column 35)")
        // Deeper, on another line: the path names the object, the message the place.
        #expect(refusal(scene(#"{ "id": "a", "class": "ViewController", "attributes": {"#
            + "\n  \"k\": \"1\", \"k\": \"2\" } }"))
            == "scenes/test.json: $.controllers[0].attributes.k: is given twice in one object; keep one (line 2, column 13)")
    }

    @Test func aCommaBeforeAClosingBracketIsRefused() {
        #expect(refusal(scene(plain + ","))
            == "scenes/test.json: $.controllers: a comma before ']'; remove it (line 1, column 86)")
        #expect(refusal(scene(#"{ "id": "a", "class": "ViewController", }"#))
            == "scenes/test.json: $.controllers[0]: a comma before '}'; remove it (line 1, column 70)")
    }

    @Test func commasQuotesAndRepeatedTextInsideStringsAreNotSyntax() throws {
        // A title holding `,]`, an escaped quote and the text of a key is only a title; the same
        // key in two different objects is not a duplicate.
        let storyboard = try CountingRegistry().storyboard(scene(
            #"{ "id": "a", "class": "ViewController", "title": "x,] \"title\": 1,}" }, { "id": "b", "class": "ViewController", "title": "B" }"#))
        #expect(try storyboard.instantiateViewController(withIdentifier: "a").title == #"x,] "title": 1,}"#)
    }

    @Test func truncatedFile() {
        let whole = scene(plain)
        let message = refusal(String(whole.prefix(whole.count / 2)))
        #expect(message == "scenes/test.json: $.controllers[0]: not valid JSON: the text ends inside an object (line 1, column 45)")
    }

    @Test func wrongTypes() {
        #expect(refusal("[1, 2]") == "scenes/test.json: $: expected an object, found an array")
        #expect(refusal(#"{ "format": "1", "controllers": [] }"#) == "scenes/test.json: $.format: expected an integer, found a string")
        #expect(refusal(#"{ "format": true, "controllers": [] }"#) == "scenes/test.json: $.format: expected an integer, found a boolean")
        #expect(refusal(scene(#"{ "id": "a", "class": "ViewController", "title": 7 }"#))
            == "scenes/test.json: $.controllers[0].title: expected a string, found a number")
        #expect(refusal(scene(#"{ "id": "a", "class": "ViewController", "containerViews": {} }"#))
            == "scenes/test.json: $.controllers[0].containerViews: expected an array, found an object")
        #expect(refusal(scene(#"{ "id": "a", "class": "ViewController", "segues": [ { "identifier": "s", "kind": "show", "destination": "a", "row": 1.5 } ] }"#))
            == "scenes/test.json: $.controllers[0].segues[0].row: must be an integer from 0 to 10000 (got 1.5)")
        #expect(refusal(scene(#"{ "id": "a", "class": "ViewController", "backgroundColor": "red" }"#))
            == "scenes/test.json: $.controllers[0].backgroundColor: 'red' is not a colour; write #rrggbb or #rrggbbaa")
    }

    @Test func missingRequiredFields() {
        #expect(refusal(#"{ "controllers": [] }"#) == "scenes/test.json: $: missing required field 'format'")
        #expect(refusal(#"{ "format": 1 }"#) == "scenes/test.json: $: missing required field 'controllers'")
        #expect(refusal(#"{ "format": 1, "controllers": [] }"#) == "scenes/test.json: $.controllers: must list at least one controller")
        #expect(refusal(scene(#"{ "class": "ViewController" }"#)) == "scenes/test.json: $.controllers[0]: missing required field 'id'")
        #expect(refusal(scene(#"{ "id": "a" }"#)) == "scenes/test.json: $.controllers[0]: missing required field 'class'")
        #expect(refusal(scene(#"{ "id": "a", "class": "ViewController", "containerViews": [ { "embed": "a" } ] }"#))
            == "scenes/test.json: $.controllers[0].containerViews[0]: missing required field 'frame'")
        #expect(refusal(scene(#"{ "id": "a", "class": "ViewController", "containerViews": [ { "frame": { "x": 0, "y": 0, "width": 10 }, "embed": "b" } ] }"#))
            == "scenes/test.json: $.controllers[0].containerViews[0].frame: missing required field 'height'")
        #expect(refusal(scene(#"{ "id": "", "class": "ViewController" }"#)) == "scenes/test.json: $.controllers[0].id: must not be empty")
    }

    @Test func unknownFieldsAndVersions() {
        #expect(refusal(scene(#"{ "id": "a", "class": "ViewController", "titel": "A" }"#))
            == "scenes/test.json: $.controllers[0].titel: unknown field 'titel'; known fields: id, class, title, backgroundColor, tabBarItem, viewControllers, containerViews, segues, attributes")
        #expect(refusal(#"{ "format": 2, "controllers": [] }"#) == "scenes/test.json: $.format: format 2 is not supported; this loader reads format 1")
    }

    @Test func unknownClass() {
        #expect(refusal(scene(#"{ "id": "a", "class": "UIViewController" }"#))
            == "scenes/test.json: $.controllers[0].class: unknown class 'UIViewController'; registered classes: NavigationController, Recording, TabBarController, ViewController")
    }

    @Test func duplicateIdentifier() {
        #expect(refusal(scene(plain + "," + #"{ "id": "b", "class": "ViewController" }, { "id": "a", "class": "Recording" }"#))
            == "scenes/test.json: $.controllers[2].id: duplicate identifier 'a' (first used at $.controllers[0].id)")
        #expect(refusal(scene(#"{ "id": "a", "class": "ViewController", "segues": [ { "identifier": "s", "kind": "show", "destination": "a" }, { "identifier": "s", "kind": "present", "destination": "a" } ] }"#))
            == "scenes/test.json: $.controllers[0].segues[1].identifier: duplicate segue identifier 's' in 'a'")
    }

    @Test func unknownIdentifiers() {
        #expect(refusal(scene(plain, initial: "start")) == "scenes/test.json: $.initialController: no controller has the identifier 'start'")
        #expect(refusal(scene(#"{ "id": "n", "class": "NavigationController", "viewControllers": ["a", "ghost"] }, "# + plain))
            == "scenes/test.json: $.controllers[0].viewControllers[1]: no controller has the identifier 'ghost'")
        #expect(refusal(scene(#"{ "id": "p", "class": "ViewController", "containerViews": [ { "frame": { "x": 0, "y": 0, "width": 10, "height": 10 }, "embed": "ghost" } ] }"#))
            == "scenes/test.json: $.controllers[0].containerViews[0].embed: no controller has the identifier 'ghost'")
    }

    @Test func segueToAMissingIdentifier() {
        #expect(refusal(scene(#"{ "id": "a", "class": "ViewController", "segues": [ { "identifier": "s", "kind": "show", "destination": "detail", "row": 0 } ] }"#))
            == "scenes/test.json: $.controllers[0].segues[0].destination: no controller has the identifier 'detail'")
        #expect(refusal(scene(#"{ "id": "a", "class": "ViewController", "segues": [ { "identifier": "s", "kind": "push", "destination": "a" } ] }"#))
            == "scenes/test.json: $.controllers[0].segues[0].kind: unknown segue kind 'push'; known: show, showDetail, present")
        #expect(refusal(scene(#"{ "id": "a", "class": "ViewController", "segues": [ { "identifier": "s", "kind": "show", "destination": "a", "row": 0 }, { "identifier": "t", "kind": "show", "destination": "a", "row": 0 } ] }"#))
            == "scenes/test.json: $.controllers[0].segues[1].row: row 0 of 'a' already triggers another segue")
    }

    @Test func aControllerThatEmbedsItself() {
        #expect(refusal(scene(#"{ "id": "a", "class": "ViewController", "containerViews": [ { "frame": { "x": 0, "y": 0, "width": 10, "height": 10 }, "embed": "a" } ] }"#))
            == "scenes/test.json: $.controllers[0].containerViews[0].embed: 'a' cannot contain itself")
    }

    @Test func aCycleThroughTwoControllers() {
        let frame = #"{ "x": 0, "y": 0, "width": 10, "height": 10 }"#
        #expect(refusal(scene(#"{ "id": "a", "class": "ViewController", "containerViews": [ { "frame": \#(frame), "embed": "b" } ] }, { "id": "b", "class": "ViewController", "containerViews": [ { "frame": \#(frame), "embed": "a" } ] }"#))
            == "scenes/test.json: $.controllers[1].containerViews[0].embed: containment cycle: 'a', 'b' contain each other")
    }

    @Test func aControllerEmbeddedTwice() {
        let frame = #"{ "x": 0, "y": 0, "width": 10, "height": 10 }"#
        #expect(refusal(scene(#"{ "id": "p", "class": "ViewController", "containerViews": [ { "frame": \#(frame), "embed": "a" }, { "frame": \#(frame), "embed": "a" } ] }, "# + plain))
            == "scenes/test.json: $.controllers[0].containerViews[1].embed: 'a' already has a parent ($.controllers[0].containerViews[0].embed); a controller is embedded or contained once")
        #expect(refusal(scene(#"{ "id": "n", "class": "NavigationController", "viewControllers": ["a"] }, { "id": "p", "class": "ViewController", "containerViews": [ { "frame": \#(frame), "embed": "a" } ] }, "# + plain))
            == "scenes/test.json: $.controllers[1].containerViews[0].embed: 'a' already has a parent ($.controllers[0].viewControllers[0]); a controller is embedded or contained once")
    }

    @Test func negativeHugeAndNonFiniteFrames() {
        func withFrame(_ frame: String) -> String {
            scene(#"{ "id": "p", "class": "ViewController", "containerViews": [ { "frame": \#(frame), "embed": "a" } ] }, "# + plain)
        }
        #expect(refusal(withFrame(#"{ "x": 0, "y": 0, "width": -5, "height": 10 }"#))
            == "scenes/test.json: $.controllers[0].containerViews[0].frame.width: must not be negative (got -5.0)")
        #expect(refusal(withFrame(#"{ "x": 0, "y": 0, "width": 5, "height": 1e12 }"#))
            == "scenes/test.json: $.controllers[0].containerViews[0].frame.height: 1000000000000.0 is out of range; frames lie within ±100000 points")
        #expect(refusal(withFrame(#"{ "x": 0, "y": 0, "width": 5, "height": 1e999 }"#))
            == "scenes/test.json: $.controllers[0].containerViews[0].frame.height: not valid JSON: the number 1e999 is too large for a double (line 1, column 143)")
        #expect(refusal(withFrame(#"{ "x": "NaN", "y": 0, "width": 5, "height": 5 }"#))
            == "scenes/test.json: $.controllers[0].containerViews[0].frame.x: expected a number, found a string")
        #expect(refusal(withFrame(#"{ "x": NaN, "y": 0, "width": 5, "height": 5 }"#))?.hasPrefix("scenes/test.json: $.controllers[0].containerViews[0].frame.x: not valid JSON: expected a value, found 'NaN' (line 1, column ") == true)
    }

    @Test func aTabBarControllerInsideANavigationController() {
        #expect(refusal(scene(#"{ "id": "n", "class": "NavigationController", "viewControllers": ["t"] }, { "id": "t", "class": "TabBarController", "viewControllers": ["a"] }, "# + plain))
            == "scenes/test.json: $.controllers[0].viewControllers[0]: 't' is a tab bar controller, which cannot be inside the navigation controller 'n'")
        #expect(refusal(scene(#"{ "id": "n", "class": "NavigationController", "viewControllers": ["m"] }, { "id": "m", "class": "NavigationController", "viewControllers": ["a"] }, "# + plain))
            == "scenes/test.json: $.controllers[0].viewControllers[0]: 'm' is a navigation controller, which cannot be inside the navigation controller 'n'")
        #expect(refusal(scene(#"{ "id": "t", "class": "TabBarController", "viewControllers": ["u"] }, { "id": "u", "class": "TabBarController" }"#))
            == "scenes/test.json: $.controllers[0].viewControllers[0]: 'u' is a tab bar controller, which cannot be a tab of the tab bar controller 't'")
    }

    @Test func relationshipsOnlyOnContainersThatHoldThem() {
        #expect(refusal(scene(#"{ "id": "p", "class": "ViewController", "viewControllers": ["a"] }, "# + plain))
            == "scenes/test.json: $.controllers[0].viewControllers: 'p' is a view controller of class ViewController; only navigation and tab bar controllers list viewControllers")
        #expect(refusal(scene(#"{ "id": "n", "class": "NavigationController" }"#))
            == "scenes/test.json: $.controllers[0].viewControllers: a navigation controller needs a root view controller (an empty list)")
    }

    @Test func deepNestingAndHugeFiles() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(refusal(deep)
            == "scenes/test.json: $\(String(repeating: "[0]", count: 32)): arrays and objects nest deeper than 32; at most 32 are read (line 1, column 33)")
        let huge = scene(#"{ "id": "a", "class": "ViewController", "title": "\#(String(repeating: "x", count: 2_000_000))" }"#)
        #expect(refusal(huge)?.hasPrefix("scenes/test.json: $: the file is ") == true)
    }

    /// A FIFO (whose open would wait for a writer) and a device are refused for what they are,
    /// not as "Permission denied", which is what Foundation says of them.
    @Test func aFIFOOrADeviceIsNotARegularFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("containment-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("menu.json")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        // Held open for writing and reading, so that a read of the FIFO would not wait for a writer.
        let held = open(fifo.path, O_RDWR | O_NONBLOCK)
        defer { if held >= 0 { close(held) } }
        for (url, kind) in [(fifo, "a FIFO"), (URL(fileURLWithPath: "/dev/null"), "a character device")] {
            do {
                _ = try Storyboard(contentsOf: url, name: "scenes/menu.json")
                Issue.record("\(url.path) was read as a scene file")
            } catch {
                #expect(error.description == "scenes/menu.json: $: cannot be read: not a regular file (\(kind))")
            }
        }
    }

    @Test func anUnreadableFileIsNamed() {
        let url = URL(fileURLWithPath: "/nonexistent/scenes/missing.json")
        #expect(throws: SceneError.self) { try Storyboard(contentsOf: url, name: "scenes/missing.json") }
        do {
            _ = try Storyboard(name: "missing", directory: URL(fileURLWithPath: "/nonexistent/scenes"))
        } catch {
            #expect(error.description.hasPrefix("scenes/missing.json: $: cannot be read: "))
        }
    }
}
