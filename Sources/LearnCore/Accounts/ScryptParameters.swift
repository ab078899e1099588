/// The cost of scrypt: N = 2^log2N rounds, block size r and parallelism p.
public struct ScryptParameters: Sendable, Equatable {
    /// N = 2^17, r = 8, p = 1: 128 MiB of memory per hash (OWASP's recommendation for scrypt).
    public static let standard = ScryptParameters(log2N: 17, blockSize: 8, parallelism: 1)

    /// log₂ of scrypt's N.
    public var log2N: Int
    /// scrypt's r.
    public var blockSize: Int
    /// scrypt's p.
    public var parallelism: Int

    /// Parameters with the given costs.
    public init(log2N: Int, blockSize: Int, parallelism: Int) {
        self.log2N = log2N
        self.blockSize = blockSize
        self.parallelism = parallelism
    }

    /// scrypt's N.
    public var rounds: Int { 1 << log2N }

    /// Whether these are sane enough to run (a damaged stored hash must not ask for terabytes).
    var isWithinLimits: Bool {
        (1...24).contains(log2N) && (1...64).contains(blockSize) && (1...16).contains(parallelism)
    }
}
