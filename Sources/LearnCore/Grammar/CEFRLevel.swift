/// A level of the Common European Framework of Reference for Languages, from A1 (beginner) to C2.
public enum CEFRLevel: String, Sendable, Codable, CaseIterable, Comparable {
    case a1 = "A1", a2 = "A2", b1 = "B1", b2 = "B2", c1 = "C1", c2 = "C2"

    public static func < (lhs: CEFRLevel, rhs: CEFRLevel) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
