/// The run of consecutive learning days: the current one (ending today, or yesterday when today
/// has nothing yet) and the longest ever.
public struct Streak: Sendable, Equatable {
    /// Days in the run that ends today or yesterday; 0 when the last learning day is older.
    public let current: Int
    /// The longest run of consecutive days there has been.
    public let longest: Int
    /// Whether today already counts.
    public let includesToday: Bool

    /// The streak of `days` (in any order, repeats ignored) as seen on `today`.
    public init(days: [CalendarDay], today: CalendarDay) {
        let numbers = Set(days.map(\.dayNumber)).sorted()
        var longest = 0
        var run = 0
        var previous: Int?
        for number in numbers {
            run = previous == number - 1 ? run + 1 : 1
            longest = max(longest, run)
            previous = number
        }
        let todayNumber = today.dayNumber
        let present = Set(numbers)
        includesToday = present.contains(todayNumber)
        var end = includesToday ? todayNumber : todayNumber - 1
        var current = 0
        while present.contains(end) {
            current += 1
            end -= 1
        }
        self.current = current
        self.longest = longest
    }
}
