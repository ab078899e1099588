import Localization

extension QuestionBank {
    /// What keeps `topic`, read from a Moodle file, from joining `others`: its name or its slug
    /// used by another topic, or one of its question ids used by another topic. Prompts may
    /// repeat (Moodle's files often ask the same statement in several ways).
    static func problems(importing topic: GrammarTopic, alongside others: [GrammarTopic]) -> [GIFTProblem] {
        var problems: [GIFTProblem] = []
        let name = GIFTParser.normalized(topic.name)
        if let other = others.first(where: { GIFTParser.normalized($0.name) == name }) {
            problems.append(GIFTProblem(fileName: topic.fileName, line: topic.categoryLine,
                                        message: tr("the topic name '%s' is already used by %s", topic.name, other.fileName)))
        } else if let other = others.first(where: { $0.slug == topic.slug || $0.nameSlug == topic.slug }) {
            problems.append(GIFTProblem(fileName: topic.fileName, line: topic.categoryLine,
                                        message: tr("the topic's short name '%s' is already used by “%s”; give the file another $CATEGORY", topic.slug, other.name)))
        }
        let ids = Set(others.flatMap { $0.questions.map(\.id) })
        for question in topic.questions where ids.contains(question.id) {
            problems.append(GIFTProblem(fileName: topic.fileName, line: question.line,
                                        message: tr("duplicate id '%s'", question.id)))
        }
        return problems
    }
}
