import GRDB

/// The database schema as named migrations, applied in order by ``LearnDatabase/open(at:busyTimeout:)``.
///
/// To change the schema, append a migration to `all` with a new name ("v2-flash-cards", …).
/// Never rename, reorder, edit or remove a migration once released: databases record the
/// names they have applied. Tables holding a module's data get their owner with
/// `t.belongsToAccount()` (through `db.createAccountTable`), so deleting an account deletes its
/// data. Migrations spell table and
/// column names out as literals, never through app types (`Card.databaseTableName`), so renaming
/// a type can never change a released migration.
enum Migrations {
    /// Every migration, oldest first.
    static let all: [(name: String, migrate: @Sendable (Database) throws -> Void)] = [
        ("v1-accounts", AccountSchema.createTables),
        ("v2-flash-cards", CardsSchema.createTables),
        ("v3-grammar-tests", GrammarSchema.createTables),
        ("v4-listening-practice", ListeningPracticeSchema.createTables),
        ("v5-cloze", ClozeSchema.createTables),
        ("v6-generated-tests", GeneratedTestsSchema.createTables),
        ("v7-translation", TranslationSchema.createTables),
        ("v8-speaking", SpeakingSchema.createTables),
        ("v9-progress", ProgressSchema.createTables),
        ("v10-account-display-name", AccountSchema.addDisplayName),
        ("v11-speaking-settings", SpeakingSchema.createSettings),
        ("v12-translation-history-limit", TranslationSchema.addHistoryLimit),
        ("v13-cards-new-by-account", CardsSchema.indexNewCardsByAccount),
        ("v14-podcasts", PodcastsSchema.createTables),
        ("v15-gift-imports", GrammarSchema.addImportOptions),
        ("v16-line-marks", ListeningPracticeSchema.createLineMarks),
        ("v17-card-media", CardsSchema.addCardMedia),
        ("v18-articles", ArticlesSchema.createTables),
    ]

    /// A migrator registering ``all`` in order.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for migration in all {
            migrator.registerMigration(migration.name, migrate: migration.migrate)
        }
        return migrator
    }
}
