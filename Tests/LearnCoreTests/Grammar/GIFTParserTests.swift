import Testing
@testable import LearnCore

struct GIFTParserTests {
    static let valid = """
        // A topic for the tests.
        $CATEGORY: Phrasal Verbs
        // description: Verbs with particles.

        ::phrasal-verbs-01:: [B1] Please turn ___ the radio. {
        =off
        ~of
        ~out
        ####"Turn off" means to stop a machine working, like a radio or a light.
        }

        ::phrasal-verbs-02:: [A2] Escaped \\{braces\\} and a colon\\: ___ {
        ~up
        =down
        ~away
        ~in
        ####Backslashes let a question use the characters that GIFT reserves for itself.
        }

        """

    private func problems(_ text: String, slug: String = "phrasal-verbs") -> [String] {
        do {
            _ = try GIFTParser.parse(text, fileName: slug + ".gift", slug: slug)
            return []
        } catch let error as GIFTError {
            return error.problems.map(\.description)
        } catch {
            return ["unexpected \(error)"]
        }
    }

    /// `valid` with `original` replaced by `replacement`, which must occur in it.
    private func variant(_ original: String, _ replacement: String) -> String {
        precondition(Self.valid.contains(original))
        return Self.valid.replacingOccurrences(of: original, with: replacement)
    }

    @Test func readsTopicQuestionsOptionsAndExplanations() throws {
        let topic = try GIFTParser.parse(Self.valid, fileName: "phrasal-verbs.gift", slug: "phrasal-verbs")
        #expect(topic.name == "Phrasal Verbs")
        #expect(topic.slug == "phrasal-verbs")
        #expect(topic.description == "Verbs with particles.")
        #expect(topic.categoryLine == 2)
        #expect(topic.questions.map(\.id) == ["phrasal-verbs-01", "phrasal-verbs-02"])

        let first = topic.questions[0]
        #expect(first.level == .b1)
        #expect(first.prompt == "Please turn ___ the radio.")
        #expect(first.options == ["off", "of", "out"])
        #expect(first.correctAnswer == "off")
        #expect(first.explanation == "\"Turn off\" means to stop a machine working, like a radio or a light.")
        #expect(first.line == 5)

        let second = topic.questions[1]
        #expect(second.prompt == "Escaped {braces} and a colon: ___")
        #expect(second.correctIndex == 1)
        #expect(second.level == .a2)
    }

    @Test func toleratesWindowsLineEndingsAndAByteOrderMark() throws {
        let text = "\u{FEFF}" + Self.valid.replacingOccurrences(of: "\n", with: "\r\n")
        let topic = try GIFTParser.parse(text, fileName: "phrasal-verbs.gift", slug: "phrasal-verbs")
        #expect(topic.questions.count == 2)
        #expect(topic.questions[0].options == ["off", "of", "out"])
    }

    @Test func twoCorrectOptionsAreReportedAtTheQuestion() {
        #expect(problems(variant("~of\n", "=of\n"))
            == ["phrasal-verbs.gift:5: question phrasal-verbs-01 has 2 correct ('=') options (need exactly 1)"])
    }

    @Test func noCorrectOptionIsReported() {
        #expect(problems(variant("=off\n", "~off\n"))
            == ["phrasal-verbs.gift:5: question phrasal-verbs-01 has 0 correct ('=') options (need exactly 1)"])
    }

    @Test func tooFewAndTooManyOptionsAreReported() {
        #expect(problems(variant("~out\n", ""))
            == ["phrasal-verbs.gift:5: question phrasal-verbs-01 has 2 options (need 3 to 5)"])
        #expect(problems(variant("~out\n", "~out\n~on\n~at\n~by\n"))
            == ["phrasal-verbs.gift:5: question phrasal-verbs-01 has 6 options (need 3 to 5)"])
    }

    @Test func duplicateOptionsAreReportedIgnoringCaseAndSpacing() {
        #expect(problems(variant("~out\n", "~  OFF \n"))
            == ["phrasal-verbs.gift:8: duplicate option 'OFF' (also on line 6)"])
    }

    @Test func aMissingOrShortExplanationIsReported() {
        #expect(problems(variant("####\"Turn off\" means to stop a machine working, like a radio or a light.\n", ""))
            == ["phrasal-verbs.gift:9: question phrasal-verbs-01 has no '####' explanation"])
        #expect(problems(variant("means to stop a machine working, like a radio or a light.", "is right."))
            == ["phrasal-verbs.gift:9: explanation too short (4 words); say why the answer is right"])
    }

    @Test func headerMistakesAreReported() {
        #expect(problems(variant("::phrasal-verbs-01::", "::verbs-1::"))
            == ["phrasal-verbs.gift:5: id 'verbs-1' must look like 'phrasal-verbs-NN'"])
        #expect(problems(variant("[B1]", "[B3]"))
            == ["phrasal-verbs.gift:5: invalid level '[B3]' (use one of A1, A2, B1, B2, C1, C2)"])
        #expect(problems(variant("[B1] ", ""))
            == ["phrasal-verbs.gift:5: missing CEFR level '[A1]'..'[C2]' after the id"])
        #expect(problems(variant("the radio. {", "the radio."))
            == ["phrasal-verbs.gift:5: the question line must end with '{'"])
    }

    @Test func unescapedSpecialCharactersAreReported() {
        #expect(problems(variant("Please turn", "Note: please turn"))
            == ["phrasal-verbs.gift:5: prompt: unescaped special character ':' (write '\\:')"])
        #expect(problems(variant("=off", "=off \\q"))
            == ["phrasal-verbs.gift:6: option: unknown escape '\\q'"])
    }

    @Test func structureMistakesAreReported() {
        #expect(problems(variant("$CATEGORY: Phrasal Verbs\n", ""))
            == ["phrasal-verbs.gift:2: '// description:' must be in the comment block right after $CATEGORY",
                "phrasal-verbs.gift:4: expected '$CATEGORY: <Topic name>' before the first question"])
        #expect(problems("// only a comment\n") == ["phrasal-verbs.gift:1: missing '$CATEGORY: <Topic name>' at the top"])
        #expect(problems(variant("~of\n", "\n~of\n"))
            == ["phrasal-verbs.gift:7: blank line inside a question"])
        #expect(problems(variant("}\n\n::phrasal-verbs-02", "}\n::phrasal-verbs-02"))
            == ["phrasal-verbs.gift:11: a blank line is required after '}'"])
        #expect(problems(variant("~out\n", "out\n"))
            .contains("phrasal-verbs.gift:8: expected an option ('=' or '~'), '####<explanation>' or '}'"))
        #expect(problems(String(Self.valid.dropLast(2)))
            == ["phrasal-verbs.gift:12: question phrasal-verbs-02 is not closed with '}'"])
    }

    @Test func theFileNameMustBeASlug() {
        #expect(problems(Self.valid.replacingOccurrences(of: "phrasal-verbs-0", with: "Phrasal Verbs-0"), slug: "Phrasal Verbs")
            == ["Phrasal Verbs.gift: the file name must be the topic's slug, made of lowercase letters, digits and "
                + "hyphens (for example phrasal-verbs.gift)"])
    }

    @Test func everyProblemOfTheFileIsReported() {
        let text = variant("~of\n", "=of\n").replacingOccurrences(of: "[A2]", with: "[Z9]")
        #expect(problems(text).count == 2)
    }
}
