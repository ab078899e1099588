/// A FreeDict dictionary's files could not be read.
public enum DictionaryFileError: Error, Equatable, CustomStringConvertible {
    case unreadable(String)
    case notCompressed(String)
    case corrupt(String)

    public var description: String {
        switch self {
        case .unreadable(let path): "The dictionary file \(path) cannot be read."
        case .notCompressed(let path): "The dictionary file \(path) is not a dictzip (gzip) file."
        case .corrupt(let path): "The dictionary file \(path) is damaged; reinstalling its package may mend it."
        }
    }
}
