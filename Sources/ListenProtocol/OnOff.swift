/// The words a switch accepts: on/off, true/false, yes/no, 1/0.
enum OnOff {
    static func parse(_ word: String) -> Bool? {
        switch word.trimmingWhitespace().lowercased() {
        case "on", "true", "yes", "1": true
        case "off", "false", "no", "0": false
        default: nil
        }
    }
}
