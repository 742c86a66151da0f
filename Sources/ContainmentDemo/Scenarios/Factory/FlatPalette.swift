import Containment

/// The flat colours of FlatUIKit, the library tutorial 004 styles its factory with (its detail
/// controllers are made with colours such as `[UIColor asbestosColor]`).
enum FlatPalette {
    /// One named colour of the palette.
    struct Entry: Equatable, Sendable {
        /// FlatUIKit's name for it, as in `turquoiseColor`.
        let name: String
        /// The colour.
        let color: Color
    }

    /// Every colour, in FlatUIKit's order.
    static let all: [Entry] = [
        entry("turquoise", 0x1ABC9C), entry("greenSea", 0x16A085), entry("emerald", 0x2ECC71),
        entry("nephritis", 0x27AE60), entry("peterRiver", 0x3498DB), entry("belizeHole", 0x2980B9),
        entry("amethyst", 0x9B59B6), entry("wisteria", 0x8E44AD), entry("wetAsphalt", 0x34495E),
        entry("midnightBlue", 0x2C3E50), entry("sunflower", 0xF1C40F), entry("tangerine", 0xF39C12),
        entry("carrot", 0xE67E22), entry("pumpkin", 0xD35400), entry("alizarin", 0xE74C3C),
        entry("pomegranate", 0xC0392B), entry("clouds", 0xECF0F1), entry("silver", 0xBDC3C7),
        entry("concrete", 0x95A5A6), entry("asbestos", 0x7F8C8D),
    ]

    /// The container's background, FlatUIKit's `midnightBlueColor`.
    static let midnightBlue = Color(hex: 0x2C3E50)
    /// The first detail's colour, the tutorial's `asbestosColor`.
    static let asbestos = Color(hex: 0x7F8C8D)

    private static func entry(_ name: String, _ hex: UInt32) -> Entry {
        Entry(name: name, color: Color(hex: hex))
    }
}

extension Color {
    /// A colour from a 24-bit `0xRRGGBB` value, as FlatUIKit's `colorFromHexCode:`.
    init(hex: UInt32) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255)
    }
}
