/// An RGBA colour with components from 0 to 1, mirroring `UIColor`.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0...1.
    public var red: Double
    /// The green component, 0...1.
    public var green: Double
    /// The blue component, 0...1.
    public var blue: Double
    /// The opacity, 0...1.
    public var alpha: Double

    /// Creates a colour, as `UIColor(red:green:blue:alpha:)`.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a grey, as `UIColor(white:alpha:)`.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// `UIColor.clear`.
    public static let clear = Color(white: 0, alpha: 0)
    /// `UIColor.white`.
    public static let white = Color(white: 1)
    /// `UIColor.black`.
    public static let black = Color(white: 0)
    /// `UIColor.lightGray`.
    public static let lightGray = Color(white: 2.0 / 3.0)
    /// `UIColor.darkGray`.
    public static let darkGray = Color(white: 1.0 / 3.0)
    /// `UIColor.red`.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// `UIColor.green`.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// `UIColor.blue`.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// `UIColor.yellow`.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// `UIColor.orange`.
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// `UIColor.purple`.
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// `UIColor.systemBackground` in light mode.
    public static let systemBackground = Color.white

    /// The colour as `#rrggbb` (opacity left out), for CSS and descriptions.
    public var hexString: String {
        func byte(_ v: Double) -> String {
            let b = Int((min(max(v, 0), 1) * 255).rounded())
            let s = String(b, radix: 16)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    public var description: String { alpha == 1 ? hexString : "\(hexString)@\(alpha)" }
}
