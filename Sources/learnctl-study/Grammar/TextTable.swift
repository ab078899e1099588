import Foundation

/// Rows of text in aligned columns, for the topic list and the history.
struct TextTable {
    /// Column headings.
    let header: [String]
    /// Which columns are aligned right (numbers).
    let rightAligned: Set<Int>
    var rows: [[String]] = []

    /// The header and rows, columns two spaces apart, without trailing spaces.
    var rendered: String {
        let lines = [header] + rows
        let widths = header.indices.map { column in lines.map { $0[column].count }.max() ?? 0 }
        return lines.map { cells in
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? padding + cell : cell + padding
            }
            .joined(separator: "  ")
            .replacingOccurrences(of: " +$", with: "", options: .regularExpression)
        }
        .joined(separator: "\n") + "\n"
    }
}
