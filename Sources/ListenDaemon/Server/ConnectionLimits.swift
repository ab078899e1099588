/// How much the daemon lets its clients hold: how many connections at once, and how much unsent
/// output one connection may leave behind before it is slowed down and then closed.
public struct ConnectionLimits: Sendable {
    /// Connections served at once; the next one gets `too_many_connections` and is closed.
    public var maximumConnections: Int
    /// Unsent output (bytes) above which a connection is no longer read from and gets no ticks.
    public var outputHighWater: Int
    /// Unsent output (bytes) below which a slowed-down connection is read from again.
    public var outputLowWater: Int
    /// Unsent output (bytes) at which a connection is closed at once.
    public var outputHardCap: Int
    /// Seconds a connection may stay above `outputHighWater` before it is closed.
    public var stalledTimeout: Double

    public init(maximumConnections: Int = 256, outputHighWater: Int = 1 << 20, outputLowWater: Int = 512 << 10,
                outputHardCap: Int = 4 << 20, stalledTimeout: Double = 10) {
        self.maximumConnections = maximumConnections
        self.outputHighWater = outputHighWater
        self.outputLowWater = outputLowWater
        self.outputHardCap = outputHardCap
        self.stalledTimeout = stalledTimeout
    }
}
