/// Checks what a well-typed scene document refers to: unique identifiers, registered classes,
/// references that resolve, one parent per controller, no cycles, and UIKit's nesting rules.
/// Everything is checked before anything is made, so a refused file builds nothing.
@MainActor
struct SceneValidator {
    let file: String
    let registry: SceneClassRegistry

    func validate(_ document: SceneDocument) throws(SceneError) {
        var indexByIdentifier: [String: Int] = [:]
        for (index, controller) in document.controllers.enumerated() {
            if let first = indexByIdentifier[controller.identifier] {
                throw error("$.controllers[\(index)].id", "duplicate identifier '\(controller.identifier)' (first used at $.controllers[\(first)].id)")
            }
            indexByIdentifier[controller.identifier] = index
            guard registry.entries[controller.className] != nil else {
                throw error("$.controllers[\(index)].class",
                            "unknown class '\(controller.className)'; registered classes: \(registry.classNames.joined(separator: ", "))")
            }
        }
        if let initial = document.initialControllerIdentifier, indexByIdentifier[initial] == nil {
            throw error("$.initialController", "no controller has the identifier '\(initial)'")
        }
        func resolve(_ identifier: String, at path: String) throws(SceneError) -> Int {
            guard let index = indexByIdentifier[identifier] else { throw error(path, "no controller has the identifier '\(identifier)'") }
            return index
        }

        // One parent each: the path of the reference that made each controller a child.
        var parentOf: [Int: (parent: Int, path: String)] = [:]
        for (index, controller) in document.controllers.enumerated() {
            let base = "$.controllers[\(index)]"
            let entry = registry.entries[controller.className]
            var edges: [(identifier: String, path: String)] = []
            if !controller.viewControllers.isEmpty || entry.map(Self.holdsStack) == true {
                switch entry {
                case .navigation?:
                    guard !controller.viewControllers.isEmpty else {
                        throw error("\(base).viewControllers", "a navigation controller needs a root view controller (an empty list)")
                    }
                case .tabBar?: break
                default:
                    throw error("\(base).viewControllers",
                                "'\(controller.identifier)' is a view controller of class \(controller.className); only navigation and tab bar controllers list viewControllers")
                }
                for (position, child) in controller.viewControllers.enumerated() {
                    edges.append((child, "\(base).viewControllers[\(position)]"))
                }
            }
            for (position, container) in controller.containerViews.enumerated() {
                edges.append((container.embeddedIdentifier, "\(base).containerViews[\(position)].embed"))
            }
            for edge in edges {
                let child = try resolve(edge.identifier, at: edge.path)
                if child == index { throw error(edge.path, "'\(controller.identifier)' cannot contain itself") }
                if let nesting = nestingProblem(parent: controller, entry: entry, child: document.controllers[child], viaStack: !edge.path.hasSuffix(".embed")) {
                    throw error(edge.path, nesting)
                }
                if let existing = parentOf[child] {
                    throw error(edge.path, "'\(edge.identifier)' already has a parent (\(existing.path)); a controller is embedded or contained once")
                }
                parentOf[child] = (index, edge.path)
            }
            var segueIdentifiers: Set<String> = []
            var segueRows: Set<Int> = []
            for (position, segue) in controller.segues.enumerated() {
                let path = "\(base).segues[\(position)]"
                guard segueIdentifiers.insert(segue.identifier).inserted else {
                    throw error("\(path).identifier", "duplicate segue identifier '\(segue.identifier)' in '\(controller.identifier)'")
                }
                if let row = segue.row, !segueRows.insert(row).inserted {
                    throw error("\(path).row", "row \(row) of '\(controller.identifier)' already triggers another segue")
                }
                _ = try resolve(segue.destinationIdentifier, at: "\(path).destination")
            }
        }
        // Cycles: follow parents upwards from every controller.
        for start in parentOf.keys.sorted() {
            var seen: Set<Int> = [start]
            var current = start
            while let up = parentOf[current] {
                if !seen.insert(up.parent).inserted {
                    let names = seen.sorted().map { "'\(document.controllers[$0].identifier)'" }.joined(separator: ", ")
                    throw error(parentOf[start]?.path ?? "$", "containment cycle: \(names) contain each other")
                }
                current = up.parent
            }
        }
    }

    private static func holdsStack(_ entry: SceneClassRegistry.Entry) -> Bool {
        if case .plain = entry { return false }
        return true
    }

    /// UIKit's nesting rules: nothing but content controllers on a navigation stack (no
    /// navigation or tab bar controller), no tab bar controller as a tab.
    private func nestingProblem(parent: SceneController, entry: SceneClassRegistry.Entry?, child: SceneController, viaStack: Bool) -> String? {
        guard viaStack, let childEntry = registry.entries[child.className] else { return nil }
        switch (entry, childEntry) {
        case (.navigation?, .tabBar), (.navigation?, .navigation):
            return "'\(child.identifier)' is a \(childEntry.kindName), which cannot be inside the navigation controller '\(parent.identifier)'"
        case (.tabBar?, .tabBar):
            return "'\(child.identifier)' is a tab bar controller, which cannot be a tab of the tab bar controller '\(parent.identifier)'"
        default:
            return nil
        }
    }

    private func error(_ path: String, _ problem: String) -> SceneError {
        SceneError(file: file, path: path, problem: problem)
    }
}
