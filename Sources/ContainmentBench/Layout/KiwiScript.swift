/// The Python program that times kiwi (`python3-kiwisolver`, which wraps kiwi's C++ solver) on
/// a system written by ``SolverBenchSystem/kiwiDescription``: it builds kiwi's variables and
/// constraints first, untimed, then times only the solver's calls inside Python with
/// `time.perf_counter`, as ``LayoutBenchmark`` times ours: a full solve (a new `Solver`, every
/// `addConstraint`, `updateVariables`, every value read) `runs` times (at least three, but no
/// more once they took 4 s: kiwi's grid takes seconds), then `changes`
/// incremental changes of the container's width (kiwi cannot change a constraint's constant, so
/// the width is an edit variable there, `suggestValue` then `updateVariables` and every value
/// read). Prints one JSON object: the medians in seconds and the sum of the values, or
/// `{"error": …}` when kiwisolver cannot be imported.
enum KiwiScript {
    static let text = #"""
        import json, sys, time
        try:
            import kiwisolver as kiwi
        except Exception as error:
            print(json.dumps({"error": "kiwisolver unavailable: %s" % error}))
            sys.exit(0)

        def parse(path):
            count, edit, widths, constraints = 0, 0, [], []
            with open(path) as lines:
                for line in lines:
                    parts = line.split()
                    if not parts:
                        continue
                    if parts[0] == "V":
                        count = int(parts[1])
                    elif parts[0] == "E":
                        edit = int(parts[1])
                    elif parts[0] == "W":
                        widths = [float(width) for width in parts[1:]]
                    elif parts[0] == "C":
                        terms = [(int(index), float(coefficient))
                                 for index, coefficient in (term.split(":") for term in parts[4:])]
                        constraints.append((int(parts[1]), float(parts[2]), float(parts[3]), terms))
            return count, edit, widths, constraints

        def build(count, constraints):
            variables = [kiwi.Variable("v%d" % index) for index in range(count)]
            built = []
            for relation, strength, constant, terms in constraints:
                expression = kiwi.Expression([kiwi.Term(variables[index], coefficient) for index, coefficient in terms], constant)
                if relation < 0:
                    constraint = expression <= 0
                elif relation == 0:
                    constraint = expression == 0
                else:
                    constraint = expression >= 0
                built.append(constraint if strength == 0 else constraint | strength)
            return variables, built

        def median(samples):
            samples = sorted(samples)
            return samples[(len(samples) - 1) // 2]

        def main():
            path, runs, changes = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
            count, edit, widths, constraints = parse(path)
            variables, built = build(count, constraints)
            full = []
            total = 0.0
            for _ in range(runs):
                if len(full) >= 3 and sum(full) > 4.0:
                    break
                start = time.perf_counter()
                solver = kiwi.Solver()
                for constraint in built:
                    solver.addConstraint(constraint)
                solver.updateVariables()
                total = 0.0
                for variable in variables:
                    total += variable.value()
                full.append(time.perf_counter() - start)
            solver = kiwi.Solver()
            for constraint in built[:-1]:
                solver.addConstraint(constraint)
            solver.addEditVariable(variables[edit], "strong")
            solver.suggestValue(variables[edit], widths[0])
            solver.updateVariables()
            incremental = []
            changed = 0.0
            for change in range(changes):
                start = time.perf_counter()
                solver.suggestValue(variables[edit], widths[(change + 1) % len(widths)])
                solver.updateVariables()
                changed = 0.0
                for variable in variables:
                    changed += variable.value()
                incremental.append(time.perf_counter() - start)
            print(json.dumps({"full": median(full), "incremental": median(incremental), "sum": total,
                              "changedSum": changed, "kiwi": getattr(kiwi, "__version__", "?")}))

        main()
        """#
}
