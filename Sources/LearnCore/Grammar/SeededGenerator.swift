/// A small deterministic random number generator (SplitMix64): the same seed gives the same sequence.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// A generator for one question of an attempt: the attempt's seed mixed with the question's id.
    init(seed: UInt64, questionID: String) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in questionID.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        state = seed ^ hash
    }

    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
}
