import Localization

/// A FreeDict dictionary's files could not be read.
public enum DictionaryFileError: Error, Equatable, CustomStringConvertible {
    case unreadable(String)
    case notCompressed(String)
    case corrupt(String)

    public var description: String {
        switch self {
        case .unreadable(let path): tr("The dictionary file %s cannot be read.", path)
        case .notCompressed(let path): tr("The dictionary file %s is not a dictzip (gzip) file.", path)
        case .corrupt(let path): tr("The dictionary file %s is damaged; reinstalling its package may mend it.", path)
        }
    }
}
