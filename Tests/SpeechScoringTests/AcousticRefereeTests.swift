import Testing
import TestSupport
@testable import SpeechScoring

/// The referee fits takes read by flite (slt) with PocketSphinx's acoustic model.
@Suite(.tags(.realSpeech)) struct AcousticRefereeTests {
    static let referee = Result { () throws(SpeakingError) in try AcousticReferee() }

    @Test func wordsThatSoundAlikeAreClose() throws {
        let referee = try Self.referee.get()
        #expect(referee.isClose("ticket", "jacket"))
        #expect(referee.isClose("bus", "boss"))
        #expect(referee.isClose("ship", "sheep"))
        #expect(!referee.isClose("bus", "airport"))
        #expect(referee.isClose("a", "the"), "AH and DH AH")
        #expect(!referee.isClose("it", "the"), "IH T and DH AH: two phones of two")
        #expect(!referee.isClose("ticket", "zorblax"), "a word the dictionary lacks is close to nothing")
        #expect(AcousticReferee.editDistance(Array("kitten"), Array("sitting")) == 3)
        #expect(AcousticReferee.editDistance([Int](), [1, 2]) == 2)
    }

    @Test func theWordThatWasSaidFitsBetter() throws {
        let referee = try Self.referee.get()
        let said = try SpeechRecording.read(path: SpeechScoringFixtures.spoken("I need a jacket for the bus."))
        let heard = ["i", "need", "a", "jacket", "for", "the", "bus"]
        #expect(!referee.prefers("ticket", over: 3, in: heard, samples: said.samples), "jacket was said")
        let other = try SpeechRecording.read(path: SpeechScoringFixtures.spoken("I need a ticket for the bus."))
        #expect(referee.prefers("ticket", over: 3, in: heard, samples: other.samples), "ticket was said")
        #expect(!referee.prefers("zorblax", over: 3, in: heard, samples: other.samples), "a word the dictionary lacks is never preferred")
    }
}
