/// Numbers as learnctl shows them: to the hundredth, without trailing zeros (`0.75`, `1`, `1.5`).
public enum DecimalText {
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let hundredths = (value * 100).rounded()
        if hundredths.truncatingRemainder(dividingBy: 100) == 0 { return "\(Int(hundredths / 100))" }
        return "\(hundredths / 100)"
    }
}
