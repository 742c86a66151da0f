import Containment

/// The factory's random colours, from a seeded generator so that a run (and every test) picks the
/// same sequence: SplitMix64 over ``FlatPalette``.
@MainActor
final class FactoryColorSource {
    /// The seed the demo starts from.
    static let defaultSeed: UInt64 = 2014

    private var generator: SplitMix64

    /// Creates a source whose sequence is fixed by `seed`.
    init(seed: UInt64 = defaultSeed) {
        generator = SplitMix64(seed: seed)
    }

    /// The next palette colour, never one of `avoiding` (so a swipe always shows a change and
    /// the label never vanishes into its background).
    func nextColor(avoiding: [Color] = []) -> FlatPalette.Entry {
        let choices = FlatPalette.all.filter { !avoiding.contains($0.color) }
        let index = Int(generator.next() % UInt64(choices.count))
        return choices[index]
    }
}

/// Sebastiano Vigna's SplitMix64: a small, fast generator with a 64-bit state, enough for
/// picking colours reproducibly.
struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator whose sequence is fixed by `seed`.
    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
