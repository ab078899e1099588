/// An HTML page as a tree of elements and text. Elements are stored in document order, so a
/// child's index is always above its parent's; element 0 is the document itself. Text is kept
/// as the page wrote it (character references not yet decoded).
struct HTMLTree {
    /// A piece of an element's content.
    enum Child {
        case element(Int)
        case text(String)
    }

    /// One element: its name (lowercased), attributes (names lowercased, values decoded) and content.
    struct Element {
        var name: String
        var attributes: [String: String]
        var parent: Int
        var children: [Child] = []
    }

    /// The index of the document, the root of every other element.
    static let document = 0

    var elements: [Element] = [Element(name: "#document", attributes: [:], parent: -1)]

    /// For each element, the index just past the last element inside it.
    private var subtreeEnds: [Int] = []

    var indices: Range<Int> { elements.indices }

    func name(_ element: Int) -> String { elements[element].name }

    func parent(_ element: Int) -> Int? {
        let parent = elements[element].parent
        return parent >= 0 ? parent : nil
    }

    func attribute(_ name: String, of element: Int) -> String? { elements[element].attributes[name] }

    /// The elements directly inside `element`, in order.
    func childElements(of element: Int) -> [Int] {
        elements[element].children.compactMap { if case .element(let child) = $0 { child } else { nil } }
    }

    /// `element` and every element inside it, in document order (elements inside an element
    /// directly follow it in the store, so this is a range).
    func subtree(_ element: Int) -> Range<Int> {
        element..<subtreeEnds[element]
    }

    /// Records where each element's subtree ends; called once the tree is complete.
    mutating func finish() {
        subtreeEnds = elements.indices.map { $0 + 1 }
        for element in elements.indices.reversed() where elements[element].parent >= 0 {
            let parent = elements[element].parent
            subtreeEnds[parent] = max(subtreeEnds[parent], subtreeEnds[element])
        }
    }

    /// The elements from `element`'s parent up to the document.
    func ancestors(of element: Int) -> some Sequence<Int> {
        sequence(first: element) { parent($0) }.dropFirst()
    }
}
