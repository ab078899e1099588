/// What one D-Bus interface of an exported object offers: methods, properties and signals.
struct BusInterface: Sendable {
    /// A method; it returns nothing.
    struct Method: Sendable {
        var name: String
        /// The input signature, of basic types only ("", "x", "ox", "s", …).
        var signature: String = ""
        var parameterNames: [String] = []
    }

    /// A property and how its changes are announced.
    struct Property: Sendable {
        enum Change: Sendable {
            /// `PropertiesChanged` carries the new value.
            case emits
            /// Never changes while the object exists.
            case constant
            /// Changes without a signal (MPRIS's `Position`).
            case silent
        }
        var name: String
        var signature: String
        var writable = false
        var change = Change.emits
    }

    /// A signal.
    struct Signal: Sendable {
        var name: String
        var signature: String
        var parameterNames: [String] = []
    }

    var name: String
    var methods: [Method] = []
    var properties: [Property] = []
    var signals: [Signal] = []

    func method(_ name: String) -> Method? { methods.first { $0.name == name } }
}

/// A D-Bus error reply: a well-known error name and a message.
struct BusError: Error, Sendable {
    var name: String
    var message: String

    static func invalidArguments(_ message: String) -> BusError {
        BusError(name: "org.freedesktop.DBus.Error.InvalidArgs", message: message)
    }

    static func failed(_ message: String) -> BusError {
        BusError(name: "org.freedesktop.DBus.Error.Failed", message: message)
    }
}

/// Serves an exported object's method calls and property reads and writes. Called on the bus
/// thread, one call at a time.
protocol BusObject: AnyObject, Sendable {
    func call(_ method: String, of interface: String, with arguments: [BusValue]) throws(BusError)
    func property(_ name: String, of interface: String) -> BusValue
    func setProperty(_ name: String, of interface: String, to value: BusValue) throws(BusError)
    /// The name is owned: what signals announce from now on starts from here.
    func busConnected()
}
