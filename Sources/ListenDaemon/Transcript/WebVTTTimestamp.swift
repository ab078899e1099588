/// A WebVTT timestamp read by the WebVTT parser's rules ("collect a WebVTT timestamp"):
/// `[hours:]minutes:seconds.thousandths`, where hours are present when the first number is not
/// exactly two digits or is over 59, and then have any number of digits; minutes and seconds
/// have two digits up to 59; the fraction has exactly three digits.
enum WebVTTTimestamp {
    /// The milliseconds of the timestamp starting at `index` of `bytes`, and the index after it;
    /// nil when there is none there. Hours too many to count (past 2^53 ms) are refused.
    static func collect(_ bytes: ArraySlice<UInt8>, at start: Int) -> (milliseconds: Int, next: Int)? {
        var index = start
        func digits() -> (value: Int, count: Int)? {
            var value = 0
            var count = 0
            while index < bytes.endIndex, isDigit(bytes[index]) {
                let (product, overflow) = value.multipliedReportingOverflow(by: 10)
                guard !overflow, product <= Int(1) << 53 else { return nil }
                value = product + Int(bytes[index] - UInt8(ascii: "0"))
                count += 1
                index += 1
            }
            return count > 0 ? (value, count) : nil
        }
        func take(_ character: UInt8) -> Bool {
            guard index < bytes.endIndex, bytes[index] == character else { return false }
            index += 1
            return true
        }
        guard let first = digits() else { return nil }
        let hoursGiven = first.count != 2 || first.value > 59
        guard take(UInt8(ascii: ":")), let second = digits(), second.count == 2 else { return nil }
        var hours = 0, minutes = first.value, seconds = second.value
        if hoursGiven || (index < bytes.endIndex && bytes[index] == UInt8(ascii: ":")) {
            guard take(UInt8(ascii: ":")), let third = digits(), third.count == 2 else { return nil }
            (hours, minutes, seconds) = (first.value, second.value, third.value)
        }
        guard take(UInt8(ascii: ".")), let fraction = digits(), fraction.count == 3, minutes <= 59, seconds <= 59 else { return nil }
        let (hourMilliseconds, overflow) = hours.multipliedReportingOverflow(by: 3_600_000)
        guard !overflow, hourMilliseconds <= Int(1) << 53 else { return nil }
        return (hourMilliseconds + (minutes * 60 + seconds) * 1000 + fraction.value, index)
    }

    /// The milliseconds of `text` when it is exactly one timestamp (a timestamp tag's content).
    static func exactly(_ text: ArraySlice<UInt8>) -> Int? {
        guard let (milliseconds, next) = collect(text, at: text.startIndex), next == text.endIndex else { return nil }
        return milliseconds
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
