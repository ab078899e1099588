/// What a page says about itself in its head: `<title>`, `og:title`, `og:site_name`.
struct PageMetadata {
    var documentTitle: String?
    var openGraphTitle: String?
    var siteName: String?

    init(tree: HTMLTree) {
        for element in tree.indices {
            switch tree.name(element) {
            case "title" where documentTitle == nil && !tree.ancestors(of: element).contains { tree.name($0) == "svg" }:
                let raw = tree.elements[element].children.map { if case .text(let text) = $0 { text } else { "" } }.joined()
                let text = ImportedText.fromHTML(raw)
                documentTitle = text.isEmpty ? nil : text
            case "meta":
                let key = (tree.attribute("property", of: element) ?? tree.attribute("name", of: element))?.lowercased()
                let content = tree.attribute("content", of: element).map { ImportedText.singleLine($0) } ?? ""
                guard !content.isEmpty else { continue }
                switch key {
                case "og:title": openGraphTitle = openGraphTitle ?? content
                case "og:site_name": siteName = siteName ?? content
                case "application-name": siteName = siteName ?? content
                default: break
                }
            default:
                break
            }
        }
    }
}
