/// A WebVTT timestamp read by the WebVTT parser's rules ("collect a WebVTT timestamp"):
/// `[hours:]minutes:seconds.thousandths`, where hours are present when the first number is not
/// exactly two digits or is over 59, and then have any number of digits; minutes and seconds
/// have two digits up to 59; the fraction has exactly three digits.
enum WebVTTTimestamp {
    /// The largest number of milliseconds read (2^53, about 285,000 years); longer is refused.
    static let largest = 1 << 53

    /// The milliseconds of the timestamp starting at `start` of `bytes`, and the index after it;
    /// nil when there is none there.
    static func collect(_ bytes: ArraySlice<UInt8>, at start: Int) -> (milliseconds: Int, next: Int)? {
        var index = start
        guard let first = digits(bytes, &index) else { return nil }
        let hoursGiven = first.count != 2 || first.value > 59
        guard take(bytes, &index, UInt8(ascii: ":")), let second = digits(bytes, &index), second.count == 2 else { return nil }
        var hours = 0, minutes = first.value, seconds = second.value
        if hoursGiven || (index < bytes.endIndex && bytes[index] == UInt8(ascii: ":")) {
            guard take(bytes, &index, UInt8(ascii: ":")), let third = digits(bytes, &index), third.count == 2 else { return nil }
            (hours, minutes, seconds) = (first.value, second.value, third.value)
        }
        guard take(bytes, &index, UInt8(ascii: ".")), let fraction = digits(bytes, &index), fraction.count == 3,
              minutes <= 59, seconds <= 59, hours <= largest / 3_600_000 else { return nil }
        return (hours * 3_600_000 + (minutes * 60 + seconds) * 1000 + fraction.value, index)
    }

    /// The milliseconds of `text` when it is exactly one timestamp (a timestamp tag's content).
    static func exactly(_ text: ArraySlice<UInt8>) -> Int? {
        guard let (milliseconds, next) = collect(text, at: text.startIndex), next == text.endIndex else { return nil }
        return milliseconds
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }

    /// The value and count of the ASCII digits at `index` (moved past them); nil when there are
    /// none, or the value passes ``largest``.
    private static func digits(_ bytes: ArraySlice<UInt8>, _ index: inout Int) -> (value: Int, count: Int)? {
        var value = 0
        let start = index
        while index < bytes.endIndex, isDigit(bytes[index]) {
            guard value <= largest / 10 else { return nil }
            value = value * 10 + Int(bytes[index] &- 0x30)
            index += 1
        }
        return index > start ? (value, index - start) : nil
    }

    private static func take(_ bytes: ArraySlice<UInt8>, _ index: inout Int, _ character: UInt8) -> Bool {
        guard index < bytes.endIndex, bytes[index] == character else { return false }
        index += 1
        return true
    }
}
