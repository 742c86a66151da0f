@_spi(Adapter) import Containment

/// One pixel's colour, eight bits a channel, as read back from the screen by a
/// ``WindowSnapshot`` (`@_spi(Testing)`, as the snapshot is).
@_spi(Testing) public struct PixelColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...255.
    public var red: UInt8
    /// Green, 0...255.
    public var green: UInt8
    /// Blue, 0...255.
    public var blue: UInt8
    /// Opacity, 0...255; 255 for a window's pixels.
    public var alpha: UInt8

    /// Creates a pixel colour from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The nearest 8-bit colour to a core `Color`.
    public init(_ color: Color) {
        func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        self.init(red: byte(color.red), green: byte(color.green), blue: byte(color.blue), alpha: byte(color.alpha))
    }

    /// The colour as a core `Color`.
    public var color: Color {
        Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: Double(alpha) / 255)
    }

    /// Whether every channel is within `tolerance` of `other`'s (antialiasing and dithering
    /// shift edges by a step or two).
    public func isClose(to other: PixelColor, tolerance: UInt8 = 2) -> Bool {
        func near(_ a: UInt8, _ b: UInt8) -> Bool { (a > b ? a - b : b - a) <= tolerance }
        return near(red, other.red) && near(green, other.green) && near(blue, other.blue)
            && near(alpha, other.alpha)
    }

    /// The colour as `#rrggbb`, with `aa` appended when not opaque.
    public var description: String {
        func hex(_ v: UInt8) -> String { v < 16 ? "0" + String(v, radix: 16) : String(v, radix: 16) }
        return "#" + hex(red) + hex(green) + hex(blue) + (alpha == 255 ? "" : hex(alpha))
    }
}
