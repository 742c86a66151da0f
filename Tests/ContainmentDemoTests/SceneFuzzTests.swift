import Containment
import ContainmentTestSupport
import Foundation
import Testing
@testable import ContainmentDemo

/// Mutations of a JSON tree and of its text.
private struct SceneMutator {
    var random: ContainmentTestSupport.SplitMix64

    mutating func mutate(_ data: Data) -> Data {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return data.prefix(Int.random(in: 0...data.count, using: &random))
        case 1:
            var bytes = [UInt8](data)
            if !bytes.isEmpty { bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random) }
            return Data(bytes)
        default:
            guard let tree = try? JSONSerialization.jsonObject(with: data) else { return data }
            let mutated = mutateTree(tree, steps: Int.random(in: 1...3, using: &random))
            return (try? JSONSerialization.data(withJSONObject: mutated, options: [.fragmentsAllowed])) ?? data
        }
    }

    private mutating func mutateTree(_ tree: Any, steps: Int) -> Any {
        var tree = tree
        for _ in 0..<steps { tree = mutateSomewhere(tree) }
        return tree
    }

    /// Walks down to a random node and changes it.
    private mutating func mutateSomewhere(_ node: Any) -> Any {
        let goDeeper = Bool.random(using: &random) || Int.random(in: 0..<4, using: &random) > 0
        if var object = node as? [String: Any], !object.isEmpty {
            let key = object.keys.sorted()[Int.random(in: 0..<object.count, using: &random)]
            if goDeeper, let child = object[key] {
                object[key] = mutateSomewhere(child)
                return object
            }
            switch Int.random(in: 0..<3, using: &random) {
            case 0: object.removeValue(forKey: key)
            case 1: object[key + "x"] = object.removeValue(forKey: key)
            default: object[key] = replacement()
            }
            return object
        }
        if var array = node as? [Any], !array.isEmpty {
            let index = Int.random(in: 0..<array.count, using: &random)
            if goDeeper {
                array[index] = mutateSomewhere(array[index])
                return array
            }
            switch Int.random(in: 0..<3, using: &random) {
            case 0: array.remove(at: index)
            case 1: array.append(array[index])
            default: array[index] = replacement()
            }
            return array
        }
        return replacement()
    }

    /// A value of a random type: huge and negative numbers, strings that look like
    /// identifiers, deep nesting.
    private mutating func replacement() -> Any {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return NSNull()
        case 1: return Bool.random(using: &random)
        case 2: return [1e12, -1e12, 1e308, -5, 0.5, 1e-300, Double(Int.max)][Int.random(in: 0..<7, using: &random)]
        case 3: return Int.random(in: -3...3, using: &random)
        case 4: return ["", "red", "nav", "tab", "detail", "containers", "top", "#zzzzzz", "ViewController", "TabBarController"][Int.random(in: 0..<10, using: &random)]
        case 5:
            var nested: Any = "deep"
            for _ in 0..<Int.random(in: 1...60, using: &random) { nested = [nested] }
            return nested
        case 6: return [String: Any]()
        case 7: return [Any]()
        case 8: return ["x": 1, "y": 2, "width": -3, "height": 1e9]
        default: return ["id": "detail", "class": "NavigationController", "viewControllers": ["tab"]]
        }
    }
}

@MainActor @Suite struct SceneFuzzTests {
    /// How many seeded mutations of each file run: 300 in `make test`, 1,500 in `make fuzz`
    /// (`CONTAINMENT_DEMO_FUZZ_MUTATIONS`).
    static let mutations = TestSize.count("CONTAINMENT_DEMO_FUZZ_MUTATIONS", quick: 300)

    /// Hundreds (or thousands) of seeded mutations of the demo's scene files: loading never
    /// crashes, and a file either loads (and every controller in it can be made and shown) or is
    /// refused with one line naming the file.
    @Test(arguments: ["menu", "containers"])
    func mutatedSceneFilesLoadOrAreRefusedInOneLine(_ name: String) throws {
        let directory = try DemoResources.directory().appendingPathComponent("scenes")
        let original = try Data(contentsOf: directory.appendingPathComponent("\(name).json"))
        let fileName = "scenes/\(name).json"
        let refusals = RefusalBox.shared
        let savedHandler = ViewController.hierarchyInconsistencyHandler
        ViewController.hierarchyInconsistencyHandler = { refusals.messages.append($0.message) }
        defer { ViewController.hierarchyInconsistencyHandler = savedHandler }
        refusals.messages = []
        var mutator = SceneMutator(random: ContainmentTestSupport.SplitMix64(seed: name == "menu" ? 1 : 2))
        var loaded = 0, refused = 0
        for _ in 0..<Self.mutations {
            let data = mutator.mutate(original)
            do {
                let storyboard = try Storyboard(data: data, name: fileName, registry: DemoScenes.registry)
                loaded += 1
                let window = Window(frame: Rect(x: 0, y: 0, width: 640, height: 480), clock: ManualClock())
                let host = ViewController(title: "Host")
                window.rootViewController = host
                window.makeKeyAndVisible()
                for scene in storyboard.document.controllers {
                    let controller = try storyboard.instantiateViewController(withIdentifier: scene.identifier)
                    host.addChild(controller)
                    host.view.addSubview(controller.view)
                    controller.didMove(toParent: host)
                }
            } catch {
                refused += 1
                let line = error.description
                #expect(line.hasPrefix("\(fileName): $"), "\(line)")
                #expect(!line.contains("\n"), "\(line)")
            }
        }
        #expect(refusals.messages.isEmpty, "a loaded file builds without refusals: \(refusals.messages.prefix(3))")
        #expect(loaded > 0 && refused > 0, "the mutations both keep and break files (\(loaded) loaded, \(refused) refused)")
    }
}
