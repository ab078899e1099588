/// The seed of the random order of questions and options in a test attempt.
///
/// Normally random; `LEARNCTL_SEED` fixes it so that scripted runs and tests are reproducible.
public enum ShuffleSeed {
    /// The environment variable that fixes the seed.
    public static let environmentVariable = "LEARNCTL_SEED"

    /// The seed from `LEARNCTL_SEED` when it is set, otherwise a random one.
    public static func fromEnvironment(_ environment: [String: String]) throws -> UInt64 {
        guard let value = environment[environmentVariable], !value.isEmpty else { return UInt64.random(in: .min ... .max) }
        guard let seed = UInt64(value) else { throw GrammarError.invalidSeed(value) }
        return seed
    }
}
