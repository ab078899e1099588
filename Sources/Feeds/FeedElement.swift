/// An element of a feed as the reader holds it until its end tag: where it is from, its
/// attributes, the base its URLs resolve against and the text it holds.
struct FeedElement {
    let namespace: FeedNamespace
    let name: String
    let attributes: [String: String]
    /// The `xml:base` in effect, else the feed's URL.
    let base: String
    var text = ""

    func `is`(_ namespace: FeedNamespace, _ name: String) -> Bool {
        self.namespace == namespace && self.name == name
    }

    /// The attribute `name`, trimmed, without control characters; nil when absent or empty.
    func attribute(_ name: String) -> String? {
        FeedText.token(attributes[name])
    }

    /// The attribute `name` as an absolute URL.
    func url(attribute name: String) -> String? {
        attributes[name].flatMap { URLResolution.resolve($0, against: base) }
    }

    /// The element's text as an absolute URL.
    var textURL: String? {
        URLResolution.resolve(text, against: base)
    }
}
