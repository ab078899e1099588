import Foundation
import Testing

/// `learnctl articles` as a learner or a script uses it, on a fresh account (level A1, no cards,
/// no known words) that sees no listend: the list of bundled articles measured for the learner,
/// the analysis and the known words, cards made from new words, the questions answered, an
/// article finished, the home screen's suggestion.
@Suite struct ArticlesCommandTests {
    static let levels = ["A1", "A2", "B1", "B2", "C1", "C2"]

    /// Each entry's share of new words, by ID.
    static func newWordShares(_ entries: [[String: Any]]) -> [String: Double] {
        Dictionary(entries.map { ($0["id"] as? String ?? "?", $0["new_word_share"] as? Double ?? -1) }, uniquingKeysWith: { a, _ in a })
    }

    @Test func theListMeasuresEveryBundledArticleForTheLearner() throws {
        let cli = try LearnctlRunner.signedInForArticles()
        let entries = try cli.articleEntries()
        let bundled = entries.filter { $0["source"] as? String == "bundled" }
        #expect(bundled.count >= 30)
        #expect(bundled.count == entries.count, "without listend nor added articles, only the bundled ones are listed")
        for entry in bundled {
            let id = entry["id"] as? String ?? "?"
            #expect(Self.levels.contains(entry["level"] as? String ?? ""), "\(id): \(entry)")
            #expect(Self.levels.contains(entry["stated_level"] as? String ?? ""), "\(id): \(entry)")
            #expect((entry["words"] as? Int ?? 0) >= 100, "\(id): \(entry)")
            #expect((entry["minutes"] as? Int ?? 0) >= 1, "\(id): \(entry)")
            #expect((3...5).contains(entry["questions"] as? Int ?? 0), "\(id): \(entry)")
            #expect((0.0..<1.0).contains(entry["new_word_share"] as? Double ?? -1), "\(id): \(entry)")
            #expect(entry["read"] as? Bool == false && entry["opened"] as? Bool == false, "\(id): \(entry)")
            #expect(!(entry["title"] as? String ?? "").isEmpty && entry["topic"] is String, "\(id): \(entry)")
        }
        let ids = bundled.compactMap { $0["id"] as? String }
        #expect(Set(ids).count == ids.count)
        #expect(ids.contains("my-big-family") && ids.contains("saturday-at-the-market"))
        // The figures of one article, counted by hand from Content/articles/my-big-family.txt.
        let family = try #require(bundled.first { $0["id"] as? String == "my-big-family" })
        #expect(family["words"] as? Int == 160)
        #expect(family["stated_level"] as? String == "A1" && family["topic"] as? String == "family")
        #expect(family["questions"] as? Int == 4)

        let upperIntermediate = try cli.articleEntries(["--level", "B2"])
        #expect(!upperIntermediate.isEmpty)
        #expect(upperIntermediate.allSatisfy { $0["level"] as? String == "B2" }, "\(upperIntermediate)")
        #expect(upperIntermediate.compactMap { $0["id"] as? String }
                == bundled.filter { $0["level"] as? String == "B2" }.compactMap { $0["id"] as? String })

        // The learner is at A1 (the path's first stage); at C1 fewer words are new.
        let atA1 = Self.newWordShares(entries)
        let atC1 = Self.newWordShares(try cli.articleEntries(["--as", "c1"]))
        #expect(atC1.keys == atA1.keys)
        for (id, share) in atA1 {
            #expect(atC1[id] ?? 1 <= share, "\(id): \(atC1[id] ?? 1) at C1, \(share) at A1")
        }
        let (total, totalAtC1) = (atA1.values.reduce(0, +), atC1.values.reduce(0, +))
        #expect(totalAtC1 < total / 2, "C1 (8,000 lemmas) leaves far fewer words new than A1 (1,000): \(totalAtC1) against \(total)")

        let table = try cli.output(["articles"])
        #expect(table.hasPrefix("ID "), "\(table)")
        #expect(table.contains("New: the share of words you do not know yet, for a learner at A1.\n"), "\(table)")
        #expect(table.contains("listend is not running, so the recordings' transcripts are not listed."), "\(table)")
        let familyRow = try #require(table.split(separator: "\n").first { $0.hasPrefix("my-big-family ") })
        #expect(familyRow.contains("My Big Family") && familyRow.hasSuffix("bundled"), "\(familyRow)")
    }

    @Test func theAnalysisIsConsistentAndForgetsWordsMarkedKnown() throws {
        let cli = try LearnctlRunner.signedInForArticles()
        let analysis = try cli.json(["articles", "analyse", "my-big-family", "--json"])
        #expect(analysis["id"] as? String == "my-big-family" && analysis["title"] as? String == "My Big Family")
        #expect(Self.levels.contains(analysis["level"] as? String ?? ""), "\(analysis)")
        #expect(analysis["stated_level"] as? String == "A1" && analysis["learner_level"] as? String == "A1")
        let words = try #require(analysis["words"] as? Int)
        let sentences = try #require(analysis["sentences"] as? Int)
        // Counted by hand: 160 words in 26 sentences (4 + 6 + 7 + 4 + 5 in its five paragraphs).
        #expect(words == 160 && sentences == 26, "\(words) words, \(sentences) sentences")
        let wordsPerSentence = try #require(analysis["words_per_sentence"] as? Double)
        #expect(abs(wordsPerSentence - Double(words) / Double(sentences)) < 0.01)
        let syllablesPerWord = try #require(analysis["syllables_per_word"] as? Double)
        #expect((1.0...2.0).contains(syllablesPerWord))
        // Flesch reading ease and Flesch–Kincaid grade from the figures printed (rounded to 0.01).
        let ease = try #require(analysis["flesch_reading_ease"] as? Double)
        let grade = try #require(analysis["flesch_kincaid_grade"] as? Double)
        #expect(abs(ease - (206.835 - 1.015 * wordsPerSentence - 84.6 * syllablesPerWord)) < 0.6, "\(ease)")
        #expect(abs(grade - (0.39 * wordsPerSentence + 11.8 * syllablesPerWord - 15.59)) < 0.2, "\(grade)")
        #expect((analysis["minutes"] as? Int ?? 0) >= 1)

        let profile = try #require(analysis["profile"] as? [String: Double])
        let bands = ["top1k", "top2k", "top5k", "top10k"].compactMap { profile[$0] }
        #expect(bands.count == 4, "\(profile)")
        #expect(zip(bands, bands.dropFirst()).allSatisfy { $0 <= $1 }, "the shares grow with the band: \(bands)")
        #expect(bands.allSatisfy { (0.5...1.0).contains($0) }, "\(bands)")
        let coverage = try #require(analysis["coverage_rank"] as? Int)
        #expect((1000...5000).contains(coverage), "95% of an A1 text is among the 5,000 commonest lemmas: \(coverage)")
        #expect(!(analysis["key_words"] as? [[String: Any]] ?? []).isEmpty)

        let unknown = try #require(analysis["unknown_words"] as? [[String: Any]])
        #expect(unknown.count >= 3, "\(unknown)")
        for word in unknown {
            let (form, sentence) = (word["form"] as? String ?? "", word["sentence"] as? String ?? "")
            #expect(sentence.localizedCaseInsensitiveContains(form), "each new word with the first sentence it is in: \(word)")
            #expect((word["count"] as? Int ?? 0) >= 1, "\(word)")
            #expect((word["rank"] as? Int).map { $0 > 1000 } ?? true, "beyond the A1 band of 1,000 lemmas: \(word)")
        }
        let lemmas = unknown.compactMap { $0["lemma"] as? String }
        #expect(lemmas.contains("grandmother") && lemmas.contains("piano"), "\(lemmas)")
        #expect(!lemmas.contains("anna") && !lemmas.contains("leeds"), "names are not new words: \(lemmas)")
        let share = try #require(analysis["new_word_share"] as? Double)
        let listed = try cli.articleEntries().first { $0["id"] as? String == "my-big-family" }
        #expect(listed?["new_word_share"] as? Double == share, "the list and the analysis agree")
        let unknownUses = unknown.compactMap { $0["count"] as? Int }.reduce(0, +)
        #expect(share >= Double(unknownUses) / Double(words) - 0.001, "\(share) for \(unknownUses) of \(words) words")

        // A word marked known by one of its forms is known by its lemma, and is new no more.
        let marked = try cli.json(["articles", "known", "grandmothers", "--json"])
        #expect(marked["marked"] as? [String] == ["grandmother"])
        let after = try cli.json(["articles", "analyse", "my-big-family", "--json"])
        let afterUnknown = try #require(after["unknown_words"] as? [[String: Any]])
        #expect(afterUnknown.compactMap { $0["lemma"] as? String } == lemmas.filter { $0 != "grandmother" })
        let afterUses = afterUnknown.compactMap { $0["count"] as? Int }.reduce(0, +)
        let afterShare = try #require(after["new_word_share"] as? Double)
        #expect(afterUses < unknownUses)
        #expect(abs(afterShare / share - Double(afterUses) / Double(unknownUses)) < 0.02,
                "the share of new words falls with their uses: \(share) → \(afterShare), \(unknownUses) → \(afterUses) uses")
        let counts = try cli.json(["articles", "known", "--json"])
        #expect(counts["articles"] as? Int == 1 && counts["total"] as? Int == 1, "\(counts)")
        #expect(try cli.json(["articles", "known", "--forget", "grandmother", "--json"])["forgotten"] as? [String] == ["grandmother"])
    }

    @Test func theNewWordsBecomeCardsWithTheirTranslationAndIPA() throws {
        let cli = try LearnctlRunner.signedInForArticles()
        cli.environment["TZ"] = "UTC" // a time zone that suggests no language: the cards translate into Spanish
        let made = try cli.succeed(["articles", "analyse", "my-big-family", "--add-cards", "--json"]).jsonLines
        #expect(made.first?["id"] as? String == "my-big-family", "the analysis first")
        let unknown = try #require(made.first?["unknown_words"] as? [[String: Any]])
        let lemmas = unknown.compactMap { $0["lemma"] as? String }
        #expect(lemmas.count >= 3, "\(lemmas)")
        let cards = Array(made.dropFirst())
        #expect(cards.compactMap { $0["word"] as? String } == lemmas)
        #expect(cards.allSatisfy { $0["group"] as? String == "Reading" })

        let stored = try cli.succeed(["cards", "list", "--json"]).jsonArray
        #expect(stored.compactMap { $0["word"] as? String }.sorted() == lemmas.sorted())
        let freeDict = FileManager.default.fileExists(atPath: "/usr/share/dictd/freedict-eng-spa.index")
        for card in stored {
            let word = card["word"] as? String ?? "?"
            let transcription = card["transcription"] as? String ?? ""
            #expect(transcription.count > 2 && transcription.hasPrefix("/") && transcription.hasSuffix("/"), "\(word): \(card)")
            #expect(card["group"] as? String == "Reading", "\(word): \(card)")
            if freeDict { #expect(!(card["translation"] as? String ?? "").isEmpty, "\(word): \(card)") }
        }
        if freeDict {
            #expect(stored.first { $0["word"] as? String == "grandmother" }?["translation"] as? String == "abuela")
        }

        // Words with cards are not new any more; a second go adds nothing.
        let after = try cli.json(["articles", "analyse", "my-big-family", "--json"])
        #expect((after["unknown_words"] as? [[String: Any]])?.isEmpty == true, "\(after)")
        #expect(after["new_word_share"] as? Double == 0)
        let again = try cli.output(["articles", "analyse", "my-big-family", "--add-cards"])
        #expect(again.contains("No word is new to you at A1."), "\(again)")
        #expect(again.hasSuffix("Added 0 cards to Reading.\n"), "\(again)")
    }

    @Test func answeringTheQuestionsReadsTheArticleAndCountsForThePathAndTheStreak() throws {
        let cli = try LearnctlRunner.signedInForArticles()
        let home = try cli.json(["home", "--json"])
        #expect((home["streak"] as? [String: Any])?["today"] as? Bool == false, "a new account has not learnt today: \(home)")
        let answers = try BundledArticleQuestions.correctAnswers("saturday-at-the-market")
        #expect(answers.count == 4)

        let quiz = try LearnctlDialogue(cli, ["articles", "quiz", "saturday-at-the-market", "--json"])
        var prompts: [String] = []
        for number in 1...answers.count {
            let card = try quiz.next("question")
            #expect(card["number"] as? Int == number && card["total"] as? Int == answers.count, "\(card)")
            #expect(card["title"] as? String == "Saturday at the Market")
            let prompt = try #require(card["prompt"] as? String)
            prompts.append(prompt)
            let options = try #require(card["options"] as? [String])
            let correct = try #require(answers[prompt], "\(prompt) is not a question of the article")
            quiz.send(String(try #require(options.firstIndex(of: correct)) + 1))
            #expect(try quiz.next("chosen")["text"] as? String == correct)
            let result = try quiz.next("result")
            #expect(result["correct"] as? Bool == true, "\(result)")
            #expect((result["explanation"] as? String ?? "").isEmpty == false)
            quiz.send("")
        }
        #expect(Set(prompts) == Set(answers.keys))
        let summary = try quiz.next("summary")
        #expect(summary["correct"] as? Int == 4 && summary["percent"] as? Int == 100, "\(summary)")
        #expect(try quiz.finish() == 0)

        let market = try #require(try cli.articleEntries().first { $0["id"] as? String == "saturday-at-the-market" })
        #expect(market["read"] as? Bool == true, "80% or more of its questions right counts the article as read: \(market)")
        let stage = try cli.json(["path", "A1-2", "--json"])
        let lesson = try #require((stage["lessons"] as? [[String: Any]])?.first { $0["reference"] as? String == "saturday-at-the-market" })
        #expect(lesson["kind"] as? String == "article" && lesson["id"] as? String == "A1-2.6", "\(lesson)")
        #expect(lesson["quiz"] as? Int == 100 && lesson["completed"] as? Bool == true, "\(lesson)")
        #expect(lesson["read"] as? Bool == false, "answered, not read to the end")
        let streak = try #require(try cli.json(["home", "--json"])["streak"] as? [String: Any])
        #expect(streak["today"] as? Bool == true && streak["current"] as? Int == 1, "\(streak)")
    }

    @Test func aQuizBelowEightyPercentLeavesTheArticleUnread() throws {
        let cli = try LearnctlRunner.signedInForArticles()
        let answers = try BundledArticleQuestions.correctAnswers("saturday-at-the-market")
        let quiz = try LearnctlDialogue(cli, ["articles", "quiz", "saturday-at-the-market", "--json"])
        for number in 1...answers.count {
            let card = try quiz.next("question")
            let options = try #require(card["options"] as? [String])
            let correct = try #require(answers[card["prompt"] as? String ?? ""])
            let wrong = try #require(options.firstIndex { $0 != correct })
            let right = try #require(options.firstIndex(of: correct))
            quiz.send(String((number == 1 ? wrong : right) + 1))
            _ = try quiz.next("chosen")
            #expect(try quiz.next("result")["correct"] as? Bool == (number != 1))
            quiz.send("")
        }
        #expect(try quiz.next("summary")["percent"] as? Int == 75)
        #expect(try quiz.finish() == 0)
        let market = try #require(try cli.articleEntries().first { $0["id"] as? String == "saturday-at-the-market" })
        #expect(market["read"] as? Bool == false, "3 of 4 is below 80%: \(market)")
    }

    @Test func finishingAnArticleCompletesItsLessonAndHomeSuggestsAnotherAtTheLearnersLevel() throws {
        let cli = try LearnctlRunner.signedInForArticles()
        #expect(try cli.output(["articles", "read", "my-big-family", "--finished"]) == "Read: My Big Family\n")
        #expect(try cli.output(["articles", "read", "my-big-family", "--finished"]) == "You had read “My Big Family” already.\n")
        let stage = try cli.json(["path", "A1-1", "--json"])
        let lesson = try #require((stage["lessons"] as? [[String: Any]])?.first { $0["id"] as? String == "A1-1.5" })
        #expect(lesson["kind"] as? String == "article" && lesson["reference"] as? String == "my-big-family", "\(lesson)")
        #expect(lesson["completed"] as? Bool == true && lesson["read"] as? Bool == true, "\(lesson)")
        #expect(stage["lessons_completed"] as? Int == 1, "\(stage)")

        // Home suggests the unread article at A1 with the smallest share of new words.
        let home = try cli.json(["home", "--json"])
        #expect((home["streak"] as? [String: Any])?["today"] as? Bool == true, "\(home)")
        let suggested = try #require(home["article"] as? [String: Any])
        let expected = try cli.articleEntries(["--unread", "--level", "A1"]).min { a, b in
            let (shareA, shareB) = (a["new_word_share"] as? Double ?? 1, b["new_word_share"] as? Double ?? 1)
            return shareA != shareB ? shareA < shareB : a["id"] as? String ?? "" < b["id"] as? String ?? ""
        }
        #expect(suggested["id"] as? String == expected?["id"] as? String, "\(suggested) rather than \(String(describing: expected))")
        #expect(suggested["id"] as? String != "my-big-family")
        #expect(suggested["level"] as? String == "A1" && suggested["new_word_share"] as? Double == expected?["new_word_share"] as? Double)
        #expect(!(suggested["title"] as? String ?? "").isEmpty && (suggested["minutes"] as? Int ?? 0) >= 1)
        let text = try cli.output(["home"])
        #expect(text.contains(suggested["title"] as? String ?? "?"), "\(text)")
    }

    @Test func aNameThatIsNoArticleIsRefusedWithTheNearestTitle() throws {
        let cli = try LearnctlRunner.signedInForArticles()
        for command in ["read", "quiz"] {
            let result = try cli.run(["articles", command, "My Bog Family"])
            #expect(result.status == 1, "\(command): \(result)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "Error: There is no article “My Bog Family”; `learnctl articles` lists them. Did you mean \"My Big Family\"?\n",
                    "\(command): \(result.stderr)")
        }
        let ambiguous = try cli.run(["articles", "analyse", "why"])
        #expect(ambiguous.status == 1 && ambiguous.stderr.contains("“why” is in several titles:"), "\(ambiguous.stderr)")
        let bundled = try cli.run(["articles", "remove", "my-big-family"])
        #expect(bundled.status == 1)
        #expect(bundled.stderr == "Error: “My Big Family” comes with learnctl and cannot be removed; only articles you added can.\n")
    }
}

extension LearnctlRunner {
    /// A signed-in runner for the articles tests; its `LISTEND_SOCKET` is a path no listend
    /// serves, so the list holds no recordings' transcripts whatever runs on the machine.
    static func signedInForArticles() throws -> LearnctlRunner {
        let cli = try LearnctlRunner.signedIn()
        cli.environment["LISTEND_SOCKET"] = cli.root.appendingPathComponent("no-listend.sock").path
        return cli
    }

    /// `learnctl articles --json` (with `options`), one object per article.
    func articleEntries(_ options: [String] = []) throws -> [[String: Any]] {
        let result = try succeed(["articles", "--json"] + options)
        let entries = result.jsonLines
        guard entries.count == result.stdout.split(separator: "\n").count else {
            throw LearnctlUnexpectedOutput(arguments: ["articles", "--json"] + options, result: result)
        }
        return entries
    }
}

/// The comprehension questions of a bundled article, read from its file in Content/articles.
enum BundledArticleQuestions {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Content/articles")

    /// Each question's prompt and the text of its correct option (the `*` one).
    static func correctAnswers(_ slug: String) throws -> [String: String] {
        let text = try String(contentsOf: folder.appendingPathComponent("\(slug).txt"), encoding: .utf8)
        var answers: [String: String] = [:]
        var prompt: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("Q: ") { prompt = String(line.dropFirst(3)) }
            if line.hasPrefix("* "), let current = prompt { answers[current] = String(line.dropFirst(2)) }
        }
        return answers
    }
}
