/// A number written with a fixed count of decimals, as `String(format: "%.2f")` writes it
/// except that a value exactly halfway rounds away from zero, without Foundation: the demo keeps
/// Foundation and its ICU data out of its start-up.
enum DecimalText {
    /// `value` with `decimals` digits after the point (no point for none). A value too large to
    /// hold a fraction (beyond 2^53 once scaled) or not finite is written as Swift writes it.
    static func fixed(_ value: Double, decimals: Int) -> String {
        var scale: UInt64 = 1
        for _ in 0..<min(max(0, decimals), 15) { scale *= 10 }
        let scaled = (abs(value) * Double(scale)).rounded()
        guard scaled.isFinite, scaled < 9.0e15 else { return "\(value)" }
        let units = UInt64(scaled)
        let sign = value.sign == .minus ? "-" : ""
        let whole = String(units / scale)
        guard scale > 1 else { return sign + whole }
        let fraction = String(units % scale)
        let width = String(scale).count - 1
        return sign + whole + "." + String(repeating: "0", count: width - fraction.count) + fraction
    }
}
