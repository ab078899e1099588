import ArgumentParser
import Foundation

/// A library command's failure: the message on standard error, exit status 1.
struct LibraryFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
