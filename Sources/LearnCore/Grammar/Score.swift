/// Scores as whole percentages.
public enum Score {
    /// `correct` out of `total` as a rounded percentage; 0 when there is nothing to count.
    public static func percent(_ correct: Int, of total: Int) -> Int {
        total == 0 ? 0 : Int((Double(correct) * 100 / Double(total)).rounded())
    }
}
