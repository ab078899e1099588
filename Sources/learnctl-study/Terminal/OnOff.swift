import ArgumentParser

/// A setting's `on|off` argument (`--read-aloud on`, `--say off`).
enum OnOff: String, ExpressibleByArgument, CaseIterable {
    case on, off

    var isOn: Bool { self == .on }
}
