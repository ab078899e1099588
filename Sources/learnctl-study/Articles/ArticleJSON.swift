import Articles
import Foundation
import LearnCore

/// An article in the list as `--json` prints it: one object per line.
struct ArticleEntryJSON: Encodable {
    let id: String, title: String, level: String, words: Int, minutes: Int, read: Bool, opened: Bool, source: String
    let statedLevel: String?, topic: String?, recording: String?, newWordShare: Double, questions: Int
    /// Where an added article was read from (a file's path or an address), and a feed's title.
    let location: String?, feed: String?

    enum CodingKeys: String, CodingKey {
        case id, title, level, words, minutes, read, opened, source, topic, recording, questions, location, feed
        case statedLevel = "stated_level", newWordShare = "new_word_share"
    }

    init(_ entry: ArticleEntry) {
        let article = entry.article
        (id, title, level, words, minutes) = (article.key, article.title.terminalLine, entry.level, entry.words, entry.minutes)
        (read, opened, statedLevel, questions) = (entry.isRead, entry.isOpened, article.statedLevel, article.questions.count)
        newWordShare = (entry.newWordShare * 1000).rounded() / 1000
        source = ArticleText.sourceKind(article)
        if case .bundled(let topic, _) = article.origin { self.topic = topic } else { topic = nil }
        if case .transcript(let id) = article.origin { recording = id } else { recording = nil }
        switch article.origin {
        case .added(let source, _): (location, feed) = (source.terminalLine, nil)
        case .feed(let feedTitle, let link): (location, feed) = (link.terminalLine, feedTitle.terminalLine)
        case .bundled, .transcript: (location, feed) = (nil, nil)
        }
    }
}

/// An article's analysis as `--json` prints it.
struct AnalysisJSON: Encodable {
    struct Word: Encodable {
        let lemma: String, form: String, count: Int, rank: Int?, sentence: String?
    }

    let id: String, title: String, level: String, statedLevel: String?, learnerLevel: String, coverageRank: Int?
    let words: Int, sentences: Int, wordsPerSentence: Double, syllablesPerWord: Double
    let fleschReadingEase: Double, fleschKincaidGrade: Double, minutes: Int
    let profile: [String: Double], newWordShare: Double, unknownWords: [Word], keyWords: [Word]

    enum CodingKeys: String, CodingKey {
        case id, title, level, words, sentences, minutes, profile
        case statedLevel = "stated_level", learnerLevel = "learner_level", coverageRank = "coverage_rank"
        case wordsPerSentence = "words_per_sentence", syllablesPerWord = "syllables_per_word"
        case fleschReadingEase = "flesch_reading_ease", fleschKincaidGrade = "flesch_kincaid_grade"
        case newWordShare = "new_word_share", unknownWords = "unknown_words", keyWords = "key_words"
    }

    init(article: Article, analysis: ArticleAnalysis) {
        let profile = analysis.profile
        func rounded(_ value: Double, _ digits: Double = 100) -> Double { (value * digits).rounded() / digits }
        (id, title, statedLevel, learnerLevel) = (article.key, article.title.terminalLine, article.statedLevel, analysis.learnerLevel)
        (level, coverageRank, words, minutes) = (profile.estimatedLevel, profile.coverageRank, profile.wordCount, profile.readingMinutes)
        sentences = profile.readability.sentences
        wordsPerSentence = rounded(profile.readability.wordsPerSentence)
        syllablesPerWord = rounded(profile.readability.syllablesPerWord)
        fleschReadingEase = rounded(profile.readability.fleschReadingEase, 10)
        fleschKincaidGrade = rounded(profile.readability.fleschKincaidGrade, 10)
        let lexical = profile.lexicalProfile
        self.profile = ["top1k": rounded(lexical.top1k, 1000), "top2k": rounded(lexical.top2k, 1000),
                        "top5k": rounded(lexical.top5k, 1000), "top10k": rounded(lexical.top10k, 1000)]
        newWordShare = rounded(analysis.newWordShare, 1000)
        unknownWords = analysis.unknownWords.map {
            Word(lemma: $0.lemma, form: $0.form.terminalLine, count: $0.count, rank: $0.rank, sentence: $0.sentence.terminalLine)
        }
        keyWords = profile.keyWords().map {
            Word(lemma: $0.lemma, form: $0.form.terminalLine, count: $0.count, rank: $0.rank, sentence: nil)
        }
    }
}
