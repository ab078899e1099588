import ArgumentParser
import LearnCore

extension CEFRLevel: ExpressibleByArgument {
    /// `A2` or `a2`.
    public init?(argument: String) {
        self.init(rawValue: argument.uppercased())
    }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
