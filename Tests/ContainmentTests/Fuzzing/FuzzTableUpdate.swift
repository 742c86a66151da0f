import Foundation
import Containment
import ContainmentTestSupport

/// A table update a ``FuzzStep/ContentAction/update(_:)`` step makes on a ``FuzzContent``: the
/// model (``FuzzContent/rows``, each row an identity) changes first, then the table is told, as
/// an app does. Index paths are plain arrays so that a sequence prints and replays.
///
/// An honest update whose paths no longer fit the model (after shrinking dropped earlier steps)
/// does nothing. A ``lie`` tells the table of a change the model did not make: when its counts do
/// not add up or a path is out of range, UIKit raises "Invalid update" and the table must refuse
/// it and keep its rows (``FuzzWorld`` expects the refusal); when they happen to add up the table
/// takes it and asks the data source again, which still agrees with it.
enum FuzzTableUpdate: Equatable, Sendable {
    /// `deleteRows(at:with:)` of rows (paths before the update).
    case delete([[Int]], animated: Bool)
    /// `insertRows(at:with:)` of new rows (paths after the update).
    case insert([[Int]], animated: Bool)
    /// `moveRow(at:to:)`.
    case move(from: [Int], to: [Int])
    /// `reloadRows(at:with:)`: the rows keep their identities.
    case reload([[Int]])
    /// Deletions and insertions in one `performBatchUpdates`.
    case batch(delete: [[Int]], insert: [[Int]])
    /// `insertSections(_:with:)` of a section of `rows` new rows.
    case insertSection(Int, rows: Int)
    /// `deleteSections(_:with:)`.
    case deleteSection(Int)
    /// The table told of deletions and insertions the model did not make.
    case lie(delete: [[Int]], insert: [[Int]])

    /// Whether the table may refuse it (only a lie may).
    var mayBeRefused: Bool {
        if case .lie = self { return true }
        return false
    }

    /// The update as a line of Swift-ish code on `owner`'s table.
    func line(_ owner: String) -> String {
        func paths(_ p: [[Int]]) -> String { "[\(p.map { "IndexPath(indexes: \($0))" }.joined(separator: ", "))]" }
        switch self {
        case let .delete(p, a): return "\(owner): model drops \(p); table.deleteRows(at: \(paths(p)), with: .\(a ? "automatic" : "none"))"
        case let .insert(p, a): return "\(owner): model inserts \(p); table.insertRows(at: \(paths(p)), with: .\(a ? "automatic" : "none"))"
        case let .move(f, t): return "\(owner): model moves \(f) to \(t); table.moveRow(at: IndexPath(indexes: \(f)), to: IndexPath(indexes: \(t)))"
        case let .reload(p): return "\(owner).table.reloadRows(at: \(paths(p)), with: .fade)"
        case let .batch(d, i):
            return "\(owner): model changes; table.performBatchUpdates { deleteRows(at: \(paths(d))); insertRows(at: \(paths(i))) }"
        case let .insertSection(section, count):
            return "\(owner): model inserts a section of \(count) rows at \(section); table.insertSections(IndexSet(integer: \(section)), with: .automatic)"
        case let .deleteSection(section):
            return "\(owner): model deletes section \(section); table.deleteSections(IndexSet(integer: \(section)), with: .automatic)"
        case let .lie(d, i): return "\(owner).table.performBatchUpdates { deleteRows(at: \(paths(d))); insertRows(at: \(paths(i))) }  // model unchanged"
        }
    }

    /// A random update of `rows` (the model's rows per section): mostly honest, with paths that
    /// fit; one in six a lie, usually one whose counts do not add up.
    static func random(_ rng: inout SplitMix64, rows: [Int]) -> FuzzTableUpdate {
        func existing() -> [Int]? {
            let sections = rows.indices.filter { rows[$0] > 0 }
            guard let section = rng.pick(sections) else { return nil }
            return [section, rng.below(rows[section])]
        }
        func existingSet(_ limit: Int) -> [[Int]] {
            var picked: [[Int]] = []
            for _ in 0..<(1 + rng.below(limit)) {
                if let path = existing(), !picked.contains(path) { picked.append(path) }
            }
            return picked
        }
        func insertion(into counts: [Int]) -> [Int]? {
            guard let section = rng.pick(Array(counts.indices)) else { return nil }
            return [section, rng.below(counts[section] + 1)]
        }
        switch rng.below(14) {
        case 0..<3:
            return .delete(existingSet(3), animated: rng.chance(0.5))
        case 3..<6:
            var counts = rows
            var paths: [[Int]] = []
            for _ in 0..<(1 + rng.below(3)) {
                // Paths after the update, each valid once the earlier ones are in.
                guard let path = insertion(into: counts), !paths.contains(path) else { continue }
                paths.append(path)
                counts[path[0]] += 1
            }
            return .insert(paths.sorted { $0.lexicographicallyPrecedes($1) }, animated: rng.chance(0.5))
        case 6, 7:
            guard let from = existing() else { return .insert([[0, 0]], animated: false) }
            var counts = rows
            counts[from[0]] -= 1
            return .move(from: from, to: insertion(into: counts) ?? from)
        case 8:
            return .reload(existingSet(2))
        case 9, 10:
            let deleted = existingSet(2)
            var counts = rows
            for path in deleted { counts[path[0]] -= 1 }
            var inserted: [[Int]] = []
            if let path = insertion(into: counts) { inserted.append(path) }
            return .batch(delete: deleted, insert: inserted)
        case 11 where rows.count < 5:
            return .insertSection(rng.below(rows.count + 1), rows: rng.below(4))
        case 11, 12:
            return .deleteSection(rng.below(max(rows.count, 1)))
        default:
            // A lie: a deletion or an insertion the model did not make, or a row far out of range.
            switch rng.below(3) {
            case 0: return .lie(delete: existingSet(1), insert: [])
            case 1: return .lie(delete: [], insert: [insertion(into: rows) ?? [0, 0]])
            default: return .lie(delete: [[rng.below(max(rows.count, 1)), 50 + rng.below(50)]], insert: [])
            }
        }
    }
}

extension FuzzContent {
    /// Makes `update` on the model and tells the table; returns whether the table must refuse it
    /// (a lie whose counts do not add up or whose paths are out of range). Checks that the
    /// selection followed its row (``violation`` says so when it did not).
    func perform(_ update: FuzzTableUpdate) -> Bool {
        // Asking the table loads it if a change is pending (a reload clears the selection), so
        // that the update below is checked against the rows it shows.
        guard table.numberOfSections == rows.count else {
            violation = "the table has \(table.numberOfSections) sections where its data source has \(rows.count)"
            return false
        }
        let table = table
        let before = rows
        let selectedRow = table.indexPathForSelectedRow.flatMap(identity(at:))
        func ok(_ path: [Int], in model: [[Int]], inserting: Bool = false) -> Bool {
            path.count == 2 && model.indices.contains(path[0]) && path[1] >= 0
                && path[1] < model[path[0]].count + (inserting ? 1 : 0)
        }
        func indexPaths(_ paths: [[Int]]) -> [IndexPath] { paths.map { IndexPath(indexes: $0) } }
        // The model after deleting `deleted` (old paths) then inserting `inserted` (new paths, in
        // increasing order); nil when a path does not fit.
        func edited(deleting deleted: [[Int]], inserting inserted: [[Int]]) -> [[Int]]? {
            guard Set(deleted).count == deleted.count, Set(inserted).count == inserted.count,
                  deleted.allSatisfy({ ok($0, in: before) })
            else { return nil }
            var model = before
            for path in deleted.sorted(by: { $0.lexicographicallyPrecedes($1) }).reversed() { model[path[0]].remove(at: path[1]) }
            for path in inserted.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
                guard ok(path, in: model, inserting: true) else { return nil }
                model[path[0]].insert(freshIdentity(), at: path[1])
            }
            return model
        }
        var mustRefuse = false
        switch update {
        case let .delete(paths, animated):
            guard let model = edited(deleting: paths, inserting: []) else { return false }
            rows = model
            table.deleteRows(at: indexPaths(paths), with: animated ? .automatic : .none)
        case let .insert(paths, animated):
            guard let model = edited(deleting: [], inserting: paths) else { return false }
            rows = model
            table.insertRows(at: indexPaths(paths), with: animated ? .automatic : .none)
        case let .move(from, to):
            guard ok(from, in: before) else { return false }
            var model = before
            let moved = model[from[0]].remove(at: from[1])
            guard ok(to, in: model, inserting: true) else { return false }
            model[to[0]].insert(moved, at: to[1])
            rows = model
            table.moveRow(at: IndexPath(indexes: from), to: IndexPath(indexes: to))
        case let .reload(paths):
            guard Set(paths).count == paths.count, paths.allSatisfy({ ok($0, in: before) }) else { return false }
            table.reloadRows(at: indexPaths(paths), with: .fade)
        case let .batch(deleted, inserted):
            guard let model = edited(deleting: deleted, inserting: inserted) else { return false }
            rows = model
            table.performBatchUpdates {
                table.deleteRows(at: indexPaths(deleted), with: .automatic)
                table.insertRows(at: indexPaths(inserted), with: .automatic)
            }
        case let .insertSection(section, count):
            guard section >= 0, section <= before.count, count >= 0 else { return false }
            rows.insert((0..<count).map { _ in freshIdentity() }, at: section)
            table.insertSections(IndexSet(integer: section), with: .automatic)
        case let .deleteSection(section):
            guard before.indices.contains(section) else { return false }
            rows.remove(at: section)
            table.deleteSections(IndexSet(integer: section), with: .automatic)
        case let .lie(deleted, inserted):
            // Refused unless every path fits and each section's count still adds up (it cannot
            // when the paths fit: the model keeps its counts, so one deletion or insertion alone
            // never adds up).
            mustRefuse = !(deleted.isEmpty && inserted.isEmpty)
            table.performBatchUpdates {
                table.deleteRows(at: indexPaths(deleted), with: .automatic)
                table.insertRows(at: indexPaths(inserted), with: .automatic)
            }
        }
        if let selectedRow, rows != before || mustRefuse {
            let now = table.indexPathForSelectedRow
            let expected = path(of: selectedRow)
            if now != expected {
                violation = "after \(update.line("table")) the selection is \(now.map { Array($0) } ?? []), where its row \(selectedRow) now is \(expected.map { Array($0) } ?? [])"
            }
        }
        return mustRefuse
    }
}
