import Foundation
import Localization

/// Reads plain-text card files the way Anki imports them.
///
/// Header lines at the top (`#separator:…`, `#html:…`, `#columns:…`, `#deck:…`,
/// `#deck column:N`, `#guid column:N`, `#notetype column:N`, `#tags column:N`) say how to
/// read the rest; other lines starting with `#` there are comments. Fields are separated by
/// tabs, commas, semicolons (or pipes, colons, spaces when the header says so); without a
/// `#separator` header the first row decides between tab, semicolon and comma. A field in
/// double quotes may hold the separator, line breaks and doubled quotes, as in CSV.
///
/// Columns named Word/Front, Translation/Back, Transcription/Pronunciation/IPA and
/// Group/Deck are used by name; the other columns are, in order, word, translation,
/// transcription and group (the order ``CardFileWriter`` writes). Every row must have as many fields as the file has columns,
/// and a non-empty word and translation.
public struct CardFileReader {
    private static let separatorNames: [String: UInt8] = [
        "tab": 0x09, "comma": 0x2C, "semicolon": 0x3B, "pipe": 0x7C, "colon": 0x3A, "space": 0x20,
    ]
    private static let columnNames: [String: Field] = [
        "word": .word, "front": .word, "english": .word, "term": .word,
        "translation": .translation, "back": .translation, "meaning": .translation,
        "transcription": .transcription, "pronunciation": .transcription, "ipa": .transcription,
        "group": .group, "deck": .group,
    ]

    private enum Field {
        case word, translation, transcription, group
    }

    private let file: String
    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1

    private var separator: UInt8?
    private var html = false
    private var columnHeader: (line: Int, text: String)?
    private var deck: String?
    private var deckColumn: Int?
    private var ignoredColumns: Set<Int> = []

    /// Parses `data`, the contents of the file called `file` (used in error messages).
    public static func read(_ data: Data, file: String) throws -> [CardFileRow] {
        guard let text = String(data: data, encoding: .utf8) else {
            throw CardFileError(file: file, line: nil, message: tr("The file is not UTF-8 text."))
        }
        var reader = CardFileReader(file: file, bytes: Array(text.utf8))
        return try reader.rows()
    }

    private init(file: String, bytes: [UInt8]) {
        self.file = file
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    }

    private mutating func rows() throws -> [CardFileRow] {
        try readHeader()
        if separator == nil { separator = detectSeparator() }
        var columns: [Int: Field]?
        var columnCount: Int?
        if let columnHeader {
            let names = columnHeader.text.split(separator: Character(UnicodeScalar(separator!)), omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            columnCount = names.count
            columns = try mapColumns(names: names, line: columnHeader.line)
        }

        var rows: [CardFileRow] = []
        while offset < bytes.count {
            let rowLine = line
            let fields = try readRecord()
            if fields.count == 1 && fields[0].isEmpty { continue }
            if columns == nil {
                columnCount = fields.count
                columns = try mapColumns(names: Array(repeating: "", count: fields.count), line: rowLine)
            }
            guard fields.count == columnCount else {
                throw error(
                    trn("This row has %s field but the file has %s columns; check the separators and quotes.",
                        "This row has %s fields but the file has %s columns; check the separators and quotes.",
                        fields.count, String(fields.count), String(columnCount!)), line: rowLine)
            }
            rows.append(try row(fields, columns: columns!, line: rowLine))
        }
        return rows
    }

    // MARK: Header

    private mutating func readHeader() throws {
        while offset < bytes.count, bytes[offset] == UInt8(ascii: "#") {
            let headerLine = line
            let text = String(decoding: readLine(), as: UTF8.self)
            guard let colon = text.firstIndex(of: ":") else { continue }
            let key = text[text.index(after: text.startIndex)..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = String(text[text.index(after: colon)...])
            let trimmed = value.trimmingCharacters(in: .whitespaces)
            switch key {
            case "separator":
                separator = try parseSeparator(value, line: headerLine)
            case "html":
                html = trimmed.lowercased() == "true"
            case "columns":
                columnHeader = (headerLine, value)
            case "deck":
                deck = trimmed
            case "deck column":
                deckColumn = try columnNumber(trimmed, line: headerLine)
            case "guid column", "notetype column", "tags column":
                ignoredColumns.insert(try columnNumber(trimmed, line: headerLine))
            default:
                continue
            }
        }
    }

    private func parseSeparator(_ value: String, line: Int) throws -> UInt8 {
        if let named = Self.separatorNames[value.trimmingCharacters(in: .whitespaces).lowercased()] { return named }
        let literal = Array(value.utf8)
        if literal.count == 1, [0x09, 0x2C, 0x3B, 0x7C, 0x3A, 0x20].contains(literal[0]) { return literal[0] }
        throw error(
            // TRANSLATORS: tab, comma, semicolon, pipe, colon and space are the names the file's header uses; keep them.
            tr("Unknown separator \"%s\"; use tab, comma, semicolon, pipe, colon or space.", value), line: line)
    }

    private func columnNumber(_ value: String, line: Int) throws -> Int {
        guard let number = Int(value), number >= 1 else {
            throw error(tr("\"%s\" is not a column number (1 is the first column).", value), line: line)
        }
        return number - 1
    }

    /// Tab if the first row has one, else semicolon, else comma, else tab.
    private func detectSeparator() -> UInt8 {
        var end = offset
        while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        let firstRow = bytes[offset..<end]
        for candidate: UInt8 in [0x09, 0x3B, 0x2C] where firstRow.contains(candidate) { return candidate }
        return 0x09
    }

    private func mapColumns(names: [String], line: Int) throws -> [Int: Field] {
        var columns: [Int: Field] = [:]
        if let deckColumn {
            guard deckColumn < names.count else {
                throw error(tr("The deck column %s is past the file's %s columns.", String(deckColumn + 1), String(names.count)), line: line)
            }
            columns[deckColumn] = .group
        }
        let free = names.indices.filter { columns[$0] == nil && !ignoredColumns.contains($0) }
        for index in free {
            if let field = Self.columnNames[names[index]], !columns.values.contains(field) { columns[index] = field }
        }
        var unnamed = free.filter { columns[$0] == nil }.makeIterator()
        for field in [Field.word, .translation, .transcription, .group] where !columns.values.contains(field) {
            guard let index = unnamed.next() else { break }
            columns[index] = field
        }
        guard columns.values.contains(.word), columns.values.contains(.translation) else {
            throw error(trn("A card needs a word and a translation column, but the file has %s column to take them from.",
                            "A card needs a word and a translation column, but the file has %s columns to take them from.",
                            names.count, String(names.count)), line: line)
        }
        return columns
    }

    // MARK: Rows

    private func row(_ fields: [String], columns: [Int: Field], line: Int) throws -> CardFileRow {
        var values: [Field: String] = [:]
        for (index, field) in columns {
            values[field] = html ? Self.plainText(fromHTML: fields[index]) : fields[index]
        }
        do {
            let word = try CardText.clean(values[.word] ?? "", field: "word", required: true)
            let translation = try CardText.clean(values[.translation] ?? "", field: "translation", required: true)
            let transcription = try CardText.clean(values[.transcription] ?? "", field: "transcription", required: false)
            var group = try values[.group].map { try CardText.clean($0, field: "group", required: false) } ?? deck
            if group?.isEmpty == true { group = deck }
            return CardFileRow(line: line, word: word, translation: translation, transcription: transcription, group: group)
        } catch let problem as CardError {
            throw error(problem.description, line: line)
        }
    }

    /// The next line's bytes without its line break.
    private mutating func readLine() -> ArraySlice<UInt8> {
        let start = offset
        while offset < bytes.count, bytes[offset] != 0x0A, bytes[offset] != 0x0D { offset += 1 }
        let text = bytes[start..<offset]
        skipLineBreak()
        return text
    }

    private mutating func skipLineBreak() {
        guard offset < bytes.count else { return }
        if bytes[offset] == 0x0D, offset + 1 < bytes.count, bytes[offset + 1] == 0x0A { offset += 1 }
        offset += 1
        line += 1
    }

    /// The fields of the next record, which may span lines inside quotes.
    private mutating func readRecord() throws -> [String] {
        let recordLine = line
        let separator = separator!
        var fields: [String] = []
        while true {
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") {
                offset += 1
                var field: [UInt8] = []
                var closed = false
                while offset < bytes.count {
                    let byte = bytes[offset]
                    if byte == UInt8(ascii: "\"") {
                        if offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "\"") {
                            field.append(byte)
                            offset += 2
                            continue
                        }
                        offset += 1
                        closed = true
                        break
                    }
                    if byte == 0x0A { line += 1 }
                    field.append(byte)
                    offset += 1
                }
                guard closed else { throw error(tr("A quoted field is never closed."), line: recordLine) }
                fields.append(String(decoding: field, as: UTF8.self))
                if offset < bytes.count, bytes[offset] != separator, bytes[offset] != 0x0A, bytes[offset] != 0x0D {
                    throw error(tr("Text follows the closing quote of a field; write quotes inside a field twice."), line: line)
                }
            } else {
                let start = offset
                while offset < bytes.count, bytes[offset] != separator, bytes[offset] != 0x0A, bytes[offset] != 0x0D {
                    offset += 1
                }
                fields.append(String(decoding: bytes[start..<offset], as: UTF8.self))
            }
            if offset < bytes.count, bytes[offset] == separator {
                offset += 1
                continue
            }
            skipLineBreak()
            return fields
        }
    }

    private func error(_ message: String, line: Int) -> CardFileError {
        CardFileError(file: file, line: line, message: message)
    }

    /// `html` as plain text: tags become spaces and character references are decoded.
    static func plainText(fromHTML html: String) -> String {
        var text = ""
        var inTag = false
        for character in html {
            if inTag {
                if character == ">" { inTag = false }
            } else if character == "<" {
                inTag = true
                text.append(" ")
            } else {
                text.append(character)
            }
        }
        text = decodeCharacterReferences(text)
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private static func decodeCharacterReferences(_ text: String) -> String {
        let named: [String: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " "]
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            rest = rest[ampersand...]
            guard let semicolon = rest.prefix(12).firstIndex(of: ";") else {
                result.append("&")
                rest = rest.dropFirst()
                continue
            }
            let name = rest[rest.index(after: rest.startIndex)..<semicolon]
            var decoded: String?
            if let value = named[String(name)] {
                decoded = value
            } else if name.hasPrefix("#x") || name.hasPrefix("#X") {
                decoded = UInt32(name.dropFirst(2), radix: 16).flatMap(UnicodeScalar.init).map { String($0) }
            } else if name.hasPrefix("#") {
                decoded = UInt32(name.dropFirst()).flatMap(UnicodeScalar.init).map { String($0) }
            }
            if let decoded {
                result += decoded
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result.append("&")
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }
}
