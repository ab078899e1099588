import ArgumentParser
import LearnCore

extension TestLevel: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(text: argument)
    }

    public static var allValueStrings: [String] {
        TestLevel.range.map(\.rawValue) + ["mixed"]
    }
}
