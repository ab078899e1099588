/// What adding the entries of a file did: the entries added to the list, those already in it
/// (or earlier in the file), and with `--skip-invalid` the lines left out.
public struct ClozeImportResult: Sendable, Equatable {
    /// The list the entries went into.
    public var list: ClozeList
    public var added: [ClozeEntry]
    /// Entries whose word and sentence were already in the list, or earlier in the file.
    public var duplicates: [ClozeFile.Entry]
    /// Invalid lines, left out.
    public var leftOut: [ClozeLineProblem]
}
