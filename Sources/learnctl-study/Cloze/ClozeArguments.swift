import ArgumentParser
import LearnCore

/// `--sort errors|alpha|created|random`.
extension ClozeSortKey: ExpressibleByArgument {}

/// `--group-size 3|6|9`.
extension ClozeGroupSize: ExpressibleByArgument {
    public init?(argument: String) {
        guard let size = Int(argument) else { return nil }
        self.init(rawValue: size)
    }

    public static var allValueStrings: [String] { allCases.map { String($0.rawValue) } }
}
