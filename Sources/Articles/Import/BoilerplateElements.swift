/// The elements of a page that are not its text: scripts, styles, navigation, headers outside
/// the article, footers, asides, forms, embedded frames and media, buttons, hidden elements,
/// dialogs; and elements whose class, id or role says navigation, menu, sidebar, comments,
/// footer, sharing, related links, promotion, advertising, sponsorship, cookie consent,
/// newsletter, subscription, breadcrumbs and the like.
///
/// An element that holds the page's main content (`main`, `role="main"`,
/// `itemprop="articleBody"`, or an `article` whose names, and whose ancestors' names, say
/// neither boilerplate nor comments) is never dropped for its class or id, so that a wrapper
/// named "layout-sidebar-right" keeps the article it holds.
struct BoilerplateElements {
    /// Per element of the tree, whether it is left out with everything inside it.
    let dropped: [Bool]

    /// Always left out.
    static let droppedNames: Set<String> = [
        "head", "script", "style", "noscript", "template", "nav", "footer", "aside", "iframe", "frame", "frameset",
        "svg", "math", "button", "select", "textarea", "input", "object", "embed", "canvas", "video", "audio",
        "figure", "figcaption", "dialog", "map", "menu", "label",
    ]
    /// Landmarks and widgets that are not the text.
    static let droppedRoles: Set<String> = [
        "navigation", "banner", "contentinfo", "complementary", "search", "dialog", "alertdialog", "alert", "menu",
        "menubar", "toolbar", "tablist", "form", "note", "status",
    ]

    init(tree: HTMLTree) {
        let count = tree.elements.count
        // Whether an element is, or holds, the page's main content; and how many paragraphs it holds.
        var holdsContent = [Bool](repeating: false, count: count)
        var paragraphCount = [Int](repeating: 0, count: count)
        for element in tree.indices.reversed() {
            if Self.marksContent(element, in: tree) { holdsContent[element] = true }
            if tree.name(element) == "p" { paragraphCount[element] += 1 }
            if let parent = tree.parent(element) {
                holdsContent[parent] = holdsContent[parent] || holdsContent[element]
                paragraphCount[parent] += paragraphCount[element]
            }
        }
        var dropped = [Bool](repeating: false, count: count)
        var unlikelyNames: [String: Bool] = [:]
        var insideArticle = [Bool](repeating: false, count: count)
        for element in tree.indices {
            let name = tree.name(element)
            let parent = tree.parent(element)
            if let parent {
                dropped[element] = dropped[parent]
                insideArticle[element] = insideArticle[parent] || ["article", "main"].contains(tree.name(parent))
                    || tree.attribute("role", of: parent) == "main"
            }
            guard !dropped[element], !["#document", "html", "body"].contains(name) else { continue }
            let protected = holdsContent[element]
            let holdsText = protected || paragraphCount[element] >= 5
            let role = tree.attribute("role", of: element)?.lowercased() ?? ""
            let isMain = name == "main" || role == "main" || tree.attribute("itemprop", of: element) == "articleBody"
            if Self.droppedNames.contains(name) {
                dropped[element] = true
            } else if name == "header" {
                dropped[element] = !insideArticle[element] && !protected
            } else if name == "form" || Self.isHidden(element, in: tree) {
                dropped[element] = !holdsText
            } else if Self.droppedRoles.contains(role) {
                dropped[element] = !protected
            } else if !isMain, !protected {
                let names = Self.names(of: element, in: tree)
                let unlikely = unlikelyNames[names] ?? Self.namesBoilerplate(names)
                unlikelyNames[names] = unlikely
                dropped[element] = unlikely
            }
        }
        self.dropped = dropped
    }

    /// Whether the element's class or id names boilerplate.
    static func isUnlikely(_ element: Int, in tree: HTMLTree) -> Bool {
        namesBoilerplate(names(of: element, in: tree))
    }

    /// The element's class and id, as one string.
    static func names(of element: Int, in tree: HTMLTree) -> String {
        (tree.attribute("class", of: element) ?? "") + " " + (tree.attribute("id", of: element) ?? "")
    }

    /// Whether class and id names (`names`, as written, separated by white space) say
    /// boilerplate: one of their words (split at punctuation and between a lower- and an
    /// upper-case letter) is one of the boilerplate words, or a name is a list of tags or of
    /// other stories ("tags", "post-tags", "tag-cloud", "read-next", "most-read"). A name that starts with "has", "with", "no" or
    /// "without" ("has-sidebar", "has-post-thumbnail") is a modifier and not looked at.
    static func namesBoilerplate(_ names: String) -> Bool {
        for written in names.split(whereSeparator: \.isWhitespace) {
            let nameWords = words(of: String(written))
            let name = written.lowercased()
            if let first = nameWords.first, nameWords.count > 1, modifiers.contains(first) { continue }
            if screenReaderOnly.contains(where: { name.contains($0) }) { return true }
            if name.hasSuffix("tags") || otherLists.contains(where: { name.contains($0) }) { return true }
            for word in nameWords {
                if exactWords.contains(word) { return true }
                if prefixes.contains(where: { word.hasPrefix($0) }) { return true }
                if fragments.contains(where: { word.contains($0) }), !word.contains("commentary") { return true }
            }
        }
        return false
    }

    private static let screenReaderOnly = ["sr-only", "screen-reader", "visually-hidden", "visuallyhidden"]
    private static let otherLists = [
        "tagcloud", "tag-cloud", "tag_cloud", "tag-list", "tag-links", "tags-links", "read-next", "more-stories",
        "most-read", "up-next",
    ]
    private static let modifiers: Set<String> = ["has", "with", "no", "without"]
    private static let exactWords: Set<String> = ["ad", "ads", "adv", "bio", "print", "tools", "toolbar", "pager", "dfp"]
    private static let prefixes = [
        "nav", "menu", "thumb", "reference", "toc", "author", "byline", "meta", "login", "signup", "signin",
        "modal", "rating", "trending", "recirc", "upsell", "gdpr", "skip", "jump", "adslot", "adunit", "adcontainer",
        "adwrap", "adbox", "adsense", "adsbygoogle", "cmp",
    ]
    private static let fragments = [
        "footer", "sidebar", "navbar", "navigation", "breadcrumb", "newsletter", "cookie", "advert", "sponsor", "social",
        "subscri", "sharing", "share", "promo", "related", "popup", "widget", "banner", "masthead", "disqus", "outbrain",
        "taboola", "paywall", "consent", "editsection", "hatnote", "catlinks", "infobox", "navbox", "noprint",
        "reflist", "pagination", "comment", "caption", "recommend", "popular",
    ]

    /// The words of class and id names, lowercased.
    static func words(of names: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for character in names {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
                previousWasLower = false
                continue
            }
            if character.isUppercase, previousWasLower, !current.isEmpty {
                words.append(current.lowercased())
                current = ""
            }
            current.append(character)
            previousWasLower = character.isLowercase
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    private static func marksContent(_ element: Int, in tree: HTMLTree) -> Bool {
        let name = tree.name(element)
        if name == "main" || tree.attribute("role", of: element) == "main" { return true }
        if tree.attribute("itemprop", of: element) == "articleBody" { return true }
        guard name == "article", !isUnlikely(element, in: tree) else { return false }
        return !tree.ancestors(of: element).contains { ancestor in
            words(of: names(of: ancestor, in: tree)).contains { $0.contains("comment") || $0.contains("disqus") || $0.hasPrefix("repl") }
        }
    }

    private static func isHidden(_ element: Int, in tree: HTMLTree) -> Bool {
        if tree.attribute("hidden", of: element) != nil { return true }
        if tree.attribute("aria-hidden", of: element)?.lowercased() == "true" { return true }
        guard let style = tree.attribute("style", of: element)?.lowercased() else { return false }
        let compact = style.filter { !$0.isWhitespace }
        return compact.contains("display:none") || compact.contains("visibility:hidden")
    }
}
