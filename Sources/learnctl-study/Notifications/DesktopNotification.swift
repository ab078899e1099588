import Foundation

/// A desktop notification as learnctl sends it: a summary line, a body, an icon name from the
/// icon theme, and the actions the server may offer (key and label; "default" is a click on it).
struct DesktopNotification: Equatable {
    /// One action: the key the server reports back and the label it shows.
    struct Action: Equatable {
        let key: String
        let label: String
    }

    var summary: String
    var body: String
    var icon: String = ""
    var actions: [Action] = []

    /// The body with `&`, `<` and `>` escaped, for a server that reads body markup.
    func escapingMarkup() -> DesktopNotification {
        var copy = self
        copy.body = body.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        return copy
    }
}
