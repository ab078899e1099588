import Foundation
import Testing
@testable import LearnCore

struct PodcastEpisodeTests {
    static func episode(isNew: Bool, position: Double, played: Bool) -> PodcastEpisode {
        PodcastEpisode(
            id: 1, accountId: 1, podcastId: 1, guid: "urn:episode", title: "Episode", duration: 1_800,
            transcripts: [], people: [], isNew: isNew, position: position,
            playedAt: played ? Date(timeIntervalSince1970: 1_738_314_000) : nil, firstSeenAt: Date(timeIntervalSince1970: 1_738_000_000))
    }

    @Test(arguments: [false, true], [0.0, 12.5, 1_800])
    func aPlayedDateMakesAnEpisodePlayedWhateverElse(isNew: Bool, position: Double) {
        #expect(Self.episode(isNew: isNew, position: position, played: true).state == .played)
    }

    @Test(arguments: [false, true], [0.5, 900, 1_799])
    func aPositionWithoutAPlayedDateIsInProgressEvenWhenNew(isNew: Bool, position: Double) {
        #expect(Self.episode(isNew: isNew, position: position, played: false).state == .inProgress)
    }

    @Test func anUnstartedEpisodeIsNewOrUnplayedAsItsFlagSays() {
        #expect(Self.episode(isNew: true, position: 0, played: false).state == .new)
        #expect(Self.episode(isNew: false, position: 0, played: false).state == .unplayed)
    }

    @Test func theStatesAreSpelledAsTheCommandLineShowsThem() throws {
        #expect(EpisodeState.allCases.map(\.rawValue) == ["new", "in-progress", "played", "unplayed"])
        let decoded = try JSONDecoder().decode([EpisodeState].self, from: Data(#"["in-progress","unplayed"]"#.utf8))
        #expect(decoded == [.inProgress, .unplayed])
    }
}
