extension CardState {
    /// The state as an SQL string literal, such as `'new'`, for raw SQL queries.
    ///
    /// The queries spell the state out rather than binding it as an argument because SQLite
    /// uses the card table's partial indexes (`WHERE state = 'new'`, `WHERE state <> 'new'`, see
    /// `CardsSchema`) only when the query compares `state` with the same literal.
    var sqlLiteral: String { "'\(rawValue)'" }
}
