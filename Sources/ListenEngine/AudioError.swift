/// A failure anywhere on the audio path, worded for the person who asked to play something.
public struct AudioError: Error, CustomStringConvertible, Equatable, Sendable {
    /// A sentence naming what failed (the file, URL or sound server) and why.
    public let message: String
    /// True when trying again later may succeed (a sound server that went away), false for bad input.
    public let isTransient: Bool

    public init(_ message: String, isTransient: Bool = false) {
        self.message = message
        self.isTransient = isTransient
    }

    public var description: String { message }
}
