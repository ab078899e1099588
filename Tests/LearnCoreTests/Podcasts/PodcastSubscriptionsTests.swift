import Feeds
import Foundation
import GRDB
import Testing
@testable import LearnCore

struct PodcastSubscriptionsTests {
    // MARK: Subscribing

    @Test func subscribingStoresTheShowsDetailsAndTheValidators() async throws {
        let fixture = try await PodcastFixture()
        let feed = SampleFeed.feed(numbers: [1, 2])
        let podcast = try fixture.subscriptions(at: 60).subscribe(
            feedURL: SampleFeed.url, feed: feed, etag: "\"v1\"", lastModified: "Tue, 28 Jan 2025 10:00:00 GMT")

        #expect(podcast.id != nil)
        #expect(podcast.accountId == fixture.ada.id)
        #expect(podcast.feedURL == SampleFeed.url)
        #expect(podcast.title == feed.title)
        #expect(podcast.link == feed.link)
        #expect(podcast.summary == feed.description)
        #expect(podcast.author == feed.author)
        #expect(podcast.imageURL == feed.imageURL)
        #expect(podcast.language == feed.language)
        #expect(podcast.etag == "\"v1\"")
        #expect(podcast.lastModified == "Tue, 28 Jan 2025 10:00:00 GMT")
        #expect(podcast.level == nil && podcast.keepDownloads == nil)
        #expect(!podcast.isGone && podcast.lastError == nil)
        #expect(podcast.addedAt == AuthFixture.start.addingTimeInterval(60))
        #expect(podcast.refreshedAt == AuthFixture.start.addingTimeInterval(60))
        #expect(try fixture.subscriptions().podcasts() == [podcast])
    }

    @Test func subscribingStoresEveryItemWithAllItsDetails() async throws {
        let fixture = try await PodcastFixture()
        let feed = SampleFeed.feed(numbers: [2, 3, 1])
        let subscriptions = fixture.subscriptions(at: 60)
        let podcast = try subscriptions.subscribe(feedURL: SampleFeed.url, feed: feed)

        let episodes = try subscriptions.episodes(of: podcast)
        #expect(episodes.count == feed.items.count)
        #expect(Set(episodes.map(\.guid)) == Set(feed.items.map(\.guid)))
        #expect(episodes.map(\.publishedAt) == feed.items.compactMap(\.published).sorted(by: >), "newest first")
        for item in feed.items {
            let episode = try #require(episodes.first { $0.guid == item.guid })
            #expect(episode.id != nil)
            #expect(episode.accountId == fixture.ada.id && episode.podcastId == podcast.id)
            #expect(episode.title == item.title)
            #expect(episode.publishedAt == item.published)
            #expect(episode.summary == item.description)
            #expect(episode.link == item.link)
            #expect(episode.enclosureURL == item.enclosure?.url)
            #expect(episode.enclosureType == item.enclosure?.type)
            #expect(episode.enclosureLength == item.enclosure?.length)
            #expect(episode.duration == item.duration)
            #expect(episode.season == item.season && episode.number == item.episode)
            #expect(episode.transcripts == item.transcripts.map {
                EpisodeTranscript(url: $0.url, type: $0.type, language: $0.language, rel: $0.rel)
            })
            #expect(episode.chaptersURL == item.chapters?.url)
            #expect(episode.people == item.persons.map { EpisodePerson(name: $0.name, role: $0.role) })
            #expect(episode.position == 0 && episode.playedAt == nil && episode.downloadPath == nil)
            #expect(episode.firstSeenAt == AuthFixture.start.addingTimeInterval(60))
        }
    }

    @Test func onlyTheNewestItemByDateIsNewTheOthersUnplayed() async throws {
        let fixture = try await PodcastFixture()
        let subscriptions = fixture.subscriptions()
        // The newest item is neither first nor last in the document.
        let feed = SampleFeed.feed(numbers: [2, 5, 1, 3])
        let podcast = try subscriptions.subscribe(feedURL: SampleFeed.url, feed: feed)

        let states = Dictionary(uniqueKeysWithValues: try subscriptions.episodes(of: podcast).map { ($0.number, $0.state) })
        #expect(states == [5: .new, 2: .unplayed, 1: .unplayed, 3: .unplayed])
        #expect(try subscriptions.episodes(in: [.new]).map(\.number) == [5])
        #expect(try subscriptions.episodes(in: [.unplayed]).map(\.number) == [3, 2, 1])
    }

    @Test func subscribingToTheSameFeedURLAgainThrowsAndChangesNothing() async throws {
        let fixture = try await PodcastFixture()
        let subscriptions = fixture.subscriptions()
        let podcast = try subscriptions.subscribe(feedURL: SampleFeed.url, feed: SampleFeed.feed(numbers: [1, 2]))
        let episodesBefore = try subscriptions.episodes()

        #expect(throws: PodcastError.alreadySubscribed(title: podcast.title, feedURL: SampleFeed.url)) {
            try fixture.subscriptions(at: 3_600).subscribe(
                feedURL: SampleFeed.url, feed: SampleFeed.feed(title: "Renamed", numbers: [1, 2, 3]), etag: "\"v2\"")
        }
        #expect(try subscriptions.podcasts() == [podcast])
        #expect(try subscriptions.episodes() == episodesBefore)
    }

    // MARK: Refreshing

    @Test func aRefreshAddsNewGUIDsAsNewUpdatesKnownOnesAndKeepsMissingOnes() async throws {
        let fixture = try await PodcastFixture()
        let podcast = try fixture.subscriptions(at: 0).subscribe(feedURL: SampleFeed.url, feed: SampleFeed.feed(numbers: [1, 2, 3]))
        let before = Dictionary(uniqueKeysWithValues: try fixture.subscriptions().episodes().map { ($0.guid, $0) })

        var corrected = SampleFeed.item(3, title: "Episode 3 (corrected)")
        corrected.enclosure = FeedEnclosure(url: "https://cdn2.example.com/slow-spanish/3-fixed.mp3", type: "audio/mp4", length: 42_000)
        // Episode 1 is no longer in the feed.
        let refreshed = SampleFeed.feed([SampleFeed.item(5), SampleFeed.item(4), corrected, SampleFeed.item(2)])
        let added = try fixture.subscriptions(at: 3_600).apply(refreshed, to: podcast, etag: nil, lastModified: nil)

        #expect(added == 2)
        let after = try fixture.subscriptions().episodes(of: podcast)
        #expect(after.count == 5, "no episode duplicated, none dropped")
        #expect(Set(after.map(\.guid)) == Set(before.keys).union(refreshed.items.map(\.guid)))
        let byGUID = Dictionary(uniqueKeysWithValues: after.map { ($0.guid, $0) })

        for number in [4, 5] {
            let episode = try #require(byGUID[SampleFeed.item(number).guid])
            #expect(episode.state == .new)
            #expect(episode.firstSeenAt == AuthFixture.start.addingTimeInterval(3_600))
        }

        let third = try #require(byGUID[corrected.guid])
        let thirdBefore = try #require(before[corrected.guid])
        #expect(third.id == thirdBefore.id)
        #expect(third.title == "Episode 3 (corrected)")
        #expect(third.enclosureURL == corrected.enclosure?.url)
        #expect(third.enclosureType == "audio/mp4")
        #expect(third.enclosureLength == 42_000)
        #expect(third.firstSeenAt == thirdBefore.firstSeenAt)
        #expect(third.state == thirdBefore.state)

        let second = try #require(byGUID[SampleFeed.item(2).guid])
        #expect(second == before[second.guid], "an unchanged item leaves its episode as it was")

        let first = try #require(byGUID[SampleFeed.item(1).guid])
        #expect(first == before[first.guid], "an item gone from the feed keeps its episode")
    }

    @Test func refreshingWithTheSameFeedAddsNothingAndChangesNoEpisode() async throws {
        let fixture = try await PodcastFixture()
        let feed = SampleFeed.feed(numbers: [1, 2, 3])
        let podcast = try fixture.subscriptions().subscribe(feedURL: SampleFeed.url, feed: feed)
        let before = try fixture.subscriptions().episodes()

        #expect(try fixture.subscriptions(at: 600).apply(feed, to: podcast, etag: nil, lastModified: nil) == 0)
        #expect(try fixture.subscriptions().episodes() == before)
    }

    @Test func aRefreshKeepsWhereTheLearnerIsWithKnownEpisodes() async throws {
        let fixture = try await PodcastFixture()
        let subscriptions = fixture.subscriptions()
        let podcast = try subscriptions.subscribe(feedURL: SampleFeed.url, feed: SampleFeed.feed(numbers: [1, 2, 3]))
        let episodes = try subscriptions.episodes(of: podcast)
        let heard = try subscriptions.recordPosition(300, duration: 1_850, of: episodes[0])
        let played = try subscriptions.mark(episodes[1], played: true)
        let downloaded = try subscriptions.setDownload("/downloads/slow-spanish/1.mp3", of: episodes[2])

        var renamed = SampleFeed.feed(numbers: [1, 2, 3])
        for index in renamed.items.indices { renamed.items[index].title += " (remastered)" }
        try fixture.subscriptions(at: 600).apply(renamed, to: podcast, etag: nil, lastModified: nil)

        let after = Dictionary(uniqueKeysWithValues: try subscriptions.episodes(of: podcast).map { ($0.id, $0) })
        for episode in [heard, played, downloaded] {
            let refreshed = try #require(after[episode.id])
            #expect(refreshed.title == episode.title + " (remastered)")
            #expect(refreshed.isNew == episode.isNew)
            #expect(refreshed.position == episode.position)
            #expect(refreshed.playedAt == episode.playedAt)
            #expect(refreshed.downloadPath == episode.downloadPath)
            #expect(refreshed.state == episode.state)
        }
        #expect(after[heard.id]?.duration == 1_850, "the duration listend gave outlives the feed's")
    }

    @Test func aFeedMovedOntoOneAlreadySubscribedToKeepsItsOwnAddress() async throws {
        let fixture = try await PodcastFixture()
        let subscriptions = fixture.subscriptions()
        let first = try subscriptions.subscribe(feedURL: SampleFeed.url, feed: SampleFeed.feed(numbers: [1]))
        try subscriptions.subscribe(feedURL: SampleFeed.movedURL, feed: SampleFeed.feed(title: "Other", numbers: [1]))
        try subscriptions.apply(SampleFeed.feed(numbers: [1, 2]), to: first, etag: nil, lastModified: nil, feedURL: SampleFeed.movedURL)
        try subscriptions.recordNotModified(first, feedURL: SampleFeed.movedURL)
        let urls = try subscriptions.podcasts().map(\.feedURL)
        #expect(Set(urls) == [SampleFeed.url, SampleFeed.movedURL], "both stay, each at its own address: \(urls)")
        #expect(try subscriptions.episodes(of: first).count == 2, "the refresh itself was taken in")
    }

    @Test func aRefreshStoresTheValidatorsAndTheRedirectedURLAndClearsErrorAndGone() async throws {
        let fixture = try await PodcastFixture()
        let subscriptions = fixture.subscriptions()
        let podcast = try subscriptions.subscribe(
            feedURL: SampleFeed.url, feed: SampleFeed.feed(numbers: [1]), etag: "\"v1\"", lastModified: "Mon, 27 Jan 2025 08:00:00 GMT")
        try subscriptions.recordFailure(podcast, message: "The server did not answer.")
        try subscriptions.recordGone(podcast)

        let renamed = SampleFeed.feed(title: "Slow Spanish Stories", numbers: [1])
        try fixture.subscriptions(at: 7_200).apply(
            renamed, to: podcast, etag: "\"v2\"", lastModified: "Fri, 31 Jan 2025 08:00:00 GMT", feedURL: SampleFeed.movedURL)

        let stored = try #require(try subscriptions.podcasts().first)
        #expect(stored.id == podcast.id)
        #expect(stored.title == "Slow Spanish Stories")
        #expect(stored.etag == "\"v2\"")
        #expect(stored.lastModified == "Fri, 31 Jan 2025 08:00:00 GMT")
        #expect(stored.feedURL == SampleFeed.movedURL)
        #expect(!stored.isGone)
        #expect(stored.lastError == nil)
        #expect(stored.refreshedAt == AuthFixture.start.addingTimeInterval(7_200))
        #expect(stored.addedAt == podcast.addedAt)
        #expect(throws: PodcastError.alreadySubscribed(title: "Slow Spanish Stories", feedURL: SampleFeed.movedURL)) {
            try subscriptions.subscribe(feedURL: SampleFeed.movedURL, feed: renamed)
        }

        // Without a new URL the feed stays where it is; an answer without validators clears them.
        try fixture.subscriptions(at: 9_000).apply(renamed, to: stored, etag: nil, lastModified: nil)
        let again = try #require(try subscriptions.podcasts().first)
        #expect(again.feedURL == SampleFeed.movedURL)
        #expect(again.etag == nil && again.lastModified == nil)
        #expect(again.refreshedAt == AuthFixture.start.addingTimeInterval(9_000))
    }

    @Test func notModifiedClearsTheErrorAndMovesTheFeedOnlyWhenGivenANewURL() async throws {
        let fixture = try await PodcastFixture()
        let subscriptions = fixture.subscriptions()
        let podcast = try subscriptions.subscribe(
            feedURL: SampleFeed.url, feed: SampleFeed.feed(numbers: [1, 2]), etag: "\"v1\"", lastModified: "Mon, 27 Jan 2025 08:00:00 GMT")
        try subscriptions.recordFailure(podcast, message: "The server did not answer.")
        let failed = try #require(try subscriptions.podcasts().first)
        let episodes = try subscriptions.episodes()

        try fixture.subscriptions(at: 600).recordNotModified(podcast)
        var expected = failed
        expected.lastError = nil
        expected.refreshedAt = AuthFixture.start.addingTimeInterval(600)
        #expect(try subscriptions.podcasts() == [expected])

        try fixture.subscriptions(at: 1_200).recordNotModified(podcast, feedURL: SampleFeed.movedURL)
        expected.feedURL = SampleFeed.movedURL
        expected.refreshedAt = AuthFixture.start.addingTimeInterval(1_200)
        #expect(try subscriptions.podcasts() == [expected])
        #expect(try subscriptions.episodes() == episodes)
    }

    @Test func goneMarksThePodcastAndKeepsItsEpisodes() async throws {
        let fixture = try await PodcastFixture()
        let subscriptions = fixture.subscriptions()
        let podcast = try subscriptions.subscribe(feedURL: SampleFeed.url, feed: SampleFeed.feed(numbers: [1, 2]), etag: "\"v1\"")
        try subscriptions.recordFailure(podcast, message: "Timed out.")
        let failed = try #require(try subscriptions.podcasts().first)
        let episodes = try subscriptions.episodes()

        try fixture.subscriptions(at: 900).recordGone(podcast)
        var expected = failed
        expected.isGone = true
        expected.lastError = nil
        expected.refreshedAt = AuthFixture.start.addingTimeInterval(900)
        #expect(try subscriptions.podcasts() == [expected])
        #expect(try subscriptions.episodes() == episodes)
    }

    @Test func aFailureKeepsEverythingButTheMessage() async throws {
        let fixture = try await PodcastFixture()
        let subscriptions = fixture.subscriptions()
        let podcast = try subscriptions.subscribe(
            feedURL: SampleFeed.url, feed: SampleFeed.feed(numbers: [1, 2]), etag: "\"v1\"", lastModified: "Mon, 27 Jan 2025 08:00:00 GMT")
        try subscriptions.setLevel("b2", of: podcast)
        let before = try #require(try subscriptions.podcasts().first)
        let episodes = try subscriptions.episodes()

        try fixture.subscriptions(at: 1_800).recordFailure(podcast, message: "The feed is not XML.")
        var expected = before
        expected.lastError = "The feed is not XML."
        #expect(try subscriptions.podcasts() == [expected])
        #expect(try subscriptions.episodes() == episodes)
    }

    // MARK: Finding podcasts

    @Test func aPodcastIsFoundByNumberTitleInAnyCaseFeedURLOrUniqueSubstring() async throws {
        let fixture = try await PodcastFixture()
        let subscriptions = fixture.subscriptions()
        let spanish = try subscriptions.subscribe(feedURL: SampleFeed.url, feed: SampleFeed.feed(numbers: [1]))
        let coffee = SampleFeed.other(title: "Coffee Break French", url: "https://coffee.example.com/feed")
        let news = SampleFeed.other(title: "News in Slow French", url: "https://news.example.com/feed")
        let coffeeBreak = try subscriptions.subscribe(feedURL: coffee.url, feed: coffee.feed)
        let newsInSlowFrench = try subscriptions.subscribe(feedURL: news.url, feed: news.feed)

        #expect(try subscriptions.podcasts().map(\.id) == [coffeeBreak.id, newsInSlowFrench.id, spanish.id], "by title")
        #expect(try subscriptions.podcast(named: String(newsInSlowFrench.id!)) == newsInSlowFrench)
        #expect(try subscriptions.podcast(named: " \(coffeeBreak.id!) ") == coffeeBreak)
        #expect(try subscriptions.podcast(named: "coffee break FRENCH") == coffeeBreak)
        #expect(try subscriptions.podcast(named: news.url) == newsInSlowFrench)
        #expect(try subscriptions.podcast(named: "spanish") == spanish)
        #expect(try subscriptions.podcast(named: "In Slow") == newsInSlowFrench)
    }

    @Test func anUnknownPodcastIsRefusedWithTheClosestTitlesSuggested() async throws {
        let fixture = try await PodcastFixture()
        let subscriptions = fixture.subscriptions()
        try subscriptions.subscribe(feedURL: SampleFeed.url, feed: SampleFeed.feed(numbers: [1]))
        let coffee = SampleFeed.other(title: "Coffee Break French", url: "https://coffee.example.com/feed")
        let news = SampleFeed.other(title: "News in Slow French", url: "https://news.example.com/feed")
        try subscriptions.subscribe(feedURL: coffee.url, feed: coffee.feed)
        try subscriptions.subscribe(feedURL: news.url, feed: news.feed)

        let typo = #expect(throws: PodcastError.self) { try subscriptions.podcast(named: "Slow Spansh") }
        guard case .unknownPodcast(let name, let suggestion)? = typo else {
            Issue.record("expected unknownPodcast, got \(String(describing: typo))")
            return
        }
        #expect(name == "Slow Spansh")
        let offered = try #require(suggestion)
        #expect(offered.contains("\"Slow Spanish\""))
        #expect(!offered.contains("French"))
        #expect(typo?.description.contains(offered) == true)

        let ambiguous = #expect(throws: PodcastError.self) { try subscriptions.podcast(named: "french") }
        guard case .unknownPodcast(_, let both?)? = ambiguous else {
            Issue.record("expected unknownPodcast with a suggestion, got \(String(describing: ambiguous))")
            return
        }
        #expect(both.contains("\"Coffee Break French\"") && both.contains("\"News in Slow French\""))

        #expect(throws: PodcastError.unknownPodcast("Quantum Chromodynamics", suggestion: nil)) {
            try subscriptions.podcast(named: "Quantum Chromodynamics")
        }
        #expect(throws: PodcastError.self) { try subscriptions.podcast(named: "999") }
    }

    // MARK: Finding episodes

    @Test func anEpisodeIsFoundByNumberLatestTitleOrUniqueSubstring() async throws {
        let fixture = try await PodcastFixture()
        let subscriptions = fixture.subscriptions()
        let spanish = try subscriptions.subscribe(feedURL: SampleFeed.url, feed: SampleFeed.feed([
            SampleFeed.item(1, title: "El mercado"),
            SampleFeed.item(3, title: "El mercado de noche"),
            SampleFeed.item(2, title: "La playa"),
        ]))
        // Another show whose only episode is newer than all of the first one's.
        var later = SampleFeed.other(title: "Coffee Break French", url: "https://coffee.example.com/feed")
        later.feed.items[0].published = SampleFeed.published(10)
        let coffee = try subscriptions.subscribe(feedURL: later.url, feed: later.feed)
        let episodes = Dictionary(uniqueKeysWithValues: try subscriptions.episodes().map { ($0.title, $0) })
        let market = try #require(episodes["El mercado"])
        let nightMarket = try #require(episodes["El mercado de noche"])
        let beach = try #require(episodes["La playa"])
        let coffeeFirst = try #require(try subscriptions.episodes(of: coffee).first)

        #expect(try subscriptions.episode(named: String(beach.id!)) == beach)
        #expect(try subscriptions.episode(named: "latest") == coffeeFirst)
        #expect(try subscriptions.episode(named: "Latest", in: spanish) == nightMarket)
        #expect(try subscriptions.episode(named: "el MERCADO") == market, "an exact title wins over titles holding it")
        #expect(try subscriptions.episode(named: "playa") == beach)
        #expect(try subscriptions.episode(named: "de noche", in: spanish) == nightMarket)
        #expect(try subscriptions.episode(named: "first one") == coffeeFirst)
        #expect(throws: PodcastError.self, "only the given podcast's titles are searched") {
            try subscriptions.episode(named: "first one", in: spanish)
        }
    }

    @Test func anUnknownEpisodeIsRefusedWithTheClosestTitlesSuggested() async throws {
        let fixture = try await PodcastFixture()
        let subscriptions = fixture.subscriptions()
        try subscriptions.subscribe(feedURL: SampleFeed.url, feed: SampleFeed.feed([
            SampleFeed.item(1, title: "El mercado"),
            SampleFeed.item(2, title: "El mercado de noche"),
            SampleFeed.item(3, title: "La playa"),
        ]))

        let typo = #expect(throws: PodcastError.self) { try subscriptions.episode(named: "La plaia") }
        guard case .unknownEpisode("La plaia", let suggestion?)? = typo else {
            Issue.record("expected unknownEpisode with a suggestion, got \(String(describing: typo))")
            return
        }
        #expect(suggestion.contains("\"La playa\"") && !suggestion.contains("mercado"))

        let ambiguous = #expect(throws: PodcastError.self) { try subscriptions.episode(named: "mercado") }
        guard case .unknownEpisode(_, let both?)? = ambiguous else {
            Issue.record("expected unknownEpisode with a suggestion, got \(String(describing: ambiguous))")
            return
        }
        #expect(both.contains("\"El mercado\"") && both.contains("\"El mercado de noche\""))

        #expect(throws: PodcastError.unknownEpisode("Quantum Chromodynamics", suggestion: nil)) {
            try subscriptions.episode(named: "Quantum Chromodynamics")
        }
        #expect(throws: PodcastError.noEpisodes) { try fixture.subscriptions(fixture.grace).episode(named: "latest") }
    }

    @Test func theEpisodeAfterIsTheNextNewerOneOfTheSamePodcast() async throws {
        let fixture = try await PodcastFixture()
        let subscriptions = fixture.subscriptions()
        let spanish = try subscriptions.subscribe(feedURL: SampleFeed.url, feed: SampleFeed.feed(numbers: [3, 1, 4, 2]))
        var later = SampleFeed.other(title: "Coffee Break French", url: "https://coffee.example.com/feed")
        later.feed.items[0].published = SampleFeed.published(10)
        try subscriptions.subscribe(feedURL: later.url, feed: later.feed)
        let byNumber = Dictionary(uniqueKeysWithValues: try subscriptions.episodes(of: spanish).map { ($0.number!, $0) })

        for number in 1...3 {
            #expect(try subscriptions.episode(after: byNumber[number]!) == byNumber[number + 1])
        }
        #expect(try subscriptions.episode(after: byNumber[4]!) == nil, "the newest has none, whatever other podcasts hold")
    }

    // MARK: Where the learner is

    @Test func recordingAPositionStartsTheEpisodeAndClearsNew() async throws {
        let fixture = try await PodcastFixture()
        let subscriptions = fixture.subscriptions()
        try subscriptions.subscribe(feedURL: SampleFeed.url, feed: SampleFeed.feed(numbers: [1, 2]))
        let newest = try subscriptions.episode(named: "latest")
        #expect(newest.state == .new)

        let started = try subscriptions.recordPosition(120, duration: nil, of: newest)
        #expect(started.position == 120)
        #expect(!started.isNew)
        #expect(started.playedAt == nil)
        #expect(started.state == .inProgress)
        #expect(started.duration == newest.duration)
        #expect(try subscriptions.episode(named: String(newest.id!)) == started)
    }

    @Test func anEpisodeIsPlayedAt95PercentOfItsDurationAndNotAt94() async throws {
        let fixture = try await PodcastFixture()
        let subscriptions = fixture.subscriptions()
        try subscriptions.subscribe(feedURL: SampleFeed.url, feed: SampleFeed.feed(numbers: [1]))
        let episode = try subscriptions.episode(named: "latest")
        let duration = try #require(episode.duration)

        let at94 = try fixture.subscriptions(at: 100).recordPosition(duration * 0.94, duration: nil, of: episode)
        #expect(at94.state == .inProgress)
        #expect(at94.playedAt == nil)

        let at95 = try fixture.subscriptions(at: 200).recordPosition(duration * 0.95, duration: nil, of: episode)
        #expect(at95.state == .played)
        #expect(at95.playedAt == AuthFixture.start.addingTimeInterval(200))

        let further = try fixture.subscriptions(at: 300).recordPosition(duration, duration: nil, of: episode)
        #expect(further.playedAt == at95.playedAt, "played once, dated when it first reached 95 %")
        #expect(further.position == duration)
    }

    @Test func exactly95PercentOfARoundDurationCountsAsPlayed() async throws {
        let fixture = try await PodcastFixture()
        let subscriptions = fixture.subscriptions()
        try subscriptions.subscribe(feedURL: SampleFeed.url, feed: SampleFeed.feed([SampleFeed.item(1, duration: nil)]))
        let episode = try subscriptions.episode(named: "latest")

        for duration in [1_000.0, 1_800, 3_600, 2_345] {
            let start = try subscriptions.mark(episode, played: false)
            #expect(start.state == .unplayed)
            let heard = try subscriptions.recordPosition((duration * 95).rounded() / 100, duration: duration, of: start)
            #expect(heard.state == .played, "\(duration) seconds")
        }
    }

    @Test func aDurationFromListendReplacesTheFeeds() async throws {
        let fixture = try await PodcastFixture()
        let subscriptions = fixture.subscriptions()
        let podcast = try subscriptions.subscribe(feedURL: SampleFeed.url, feed: SampleFeed.feed(numbers: [1]))
        let episode = try subscriptions.episode(named: "latest")
        let feedDuration = try #require(episode.duration)
        let measured = feedDuration + 100

        let started = try subscriptions.recordPosition(60, duration: measured, of: episode)
        #expect(started.duration == measured)
        // Past 95 % of the feed's figure, short of 95 % of listend's.
        let listening = try subscriptions.recordPosition(feedDuration * 0.96, duration: nil, of: started)
        #expect(listening.state == .inProgress)
        #expect(listening.duration == measured)
        #expect(try subscriptions.recordPosition(listening.position, duration: 0, of: listening).duration == measured, "zero is no duration")

        try fixture.subscriptions(at: 600).apply(SampleFeed.feed(numbers: [1]), to: podcast, etag: nil, lastModified: nil)
        #expect(try subscriptions.episode(named: "latest").duration == measured)

        let played = try subscriptions.recordPosition(measured * 0.95, duration: nil, of: listening)
        #expect(played.state == .played)
    }

    @Test func aPositionPast95PercentBecomesPlayedWhenTheDurationArrivesLater() async throws {
        let fixture = try await PodcastFixture()
        let subscriptions = fixture.subscriptions()
        try subscriptions.subscribe(feedURL: SampleFeed.url, feed: SampleFeed.feed([SampleFeed.item(1, duration: nil)]))
        let episode = try subscriptions.episode(named: "latest")

        let unknownLength = try subscriptions.recordPosition(1_750, duration: nil, of: episode)
        #expect(unknownLength.state == .inProgress)

        // listend says the same position again, now with the length.
        let known = try fixture.subscriptions(at: 60).recordPosition(1_750, duration: 1_800, of: unknownLength)
        #expect(known.duration == 1_800)
        #expect(known.state == .played)
        #expect(known.playedAt == AuthFixture.start.addingTimeInterval(60))
    }

    @Test func anEpisodeWithoutADurationIsNeverPlayedByPosition() async throws {
        let fixture = try await PodcastFixture()
        let subscriptions = fixture.subscriptions()
        try subscriptions.subscribe(feedURL: SampleFeed.url, feed: SampleFeed.feed([SampleFeed.item(1, duration: nil)]))
        let episode = try subscriptions.episode(named: "latest")

        let heard = try subscriptions.recordPosition(100_000, duration: nil, of: episode)
        #expect(heard.duration == nil)
        #expect(heard.state == .inProgress)
    }

    @Test func markingPlayedAndUnplayed() async throws {
        let fixture = try await PodcastFixture()
        let subscriptions = fixture.subscriptions()
        try subscriptions.subscribe(feedURL: SampleFeed.url, feed: SampleFeed.feed(numbers: [1, 2]))
        let newest = try subscriptions.episode(named: "latest")
        let started = try subscriptions.recordPosition(500, duration: nil, of: newest)

        let played = try fixture.subscriptions(at: 700).mark(started, played: true)
        #expect(played.state == .played)
        #expect(played.playedAt == AuthFixture.start.addingTimeInterval(700))
        #expect(!played.isNew)
        #expect(played.position == started.position)
        #expect(try subscriptions.episode(named: String(newest.id!)) == played)

        let unplayed = try subscriptions.mark(played, played: false)
        #expect(unplayed.playedAt == nil)
        #expect(unplayed.position == 0)
        #expect(!unplayed.isNew)
        #expect(unplayed.state == .unplayed)
        #expect(try subscriptions.episode(named: String(newest.id!)) == unplayed)

        let neverStarted = try #require(try subscriptions.episodes(in: [.unplayed]).first { $0.id != newest.id })
        let markedWithoutListening = try subscriptions.mark(neverStarted, played: true)
        #expect(markedWithoutListening.state == .played)
        #expect(markedWithoutListening.position == 0)
        #expect(try subscriptions.episodes(in: [.played]).map(\.id) == [neverStarted.id])
    }

    // MARK: Downloads

    @Test func downloadsOverTheLimitArePlayedOnesFirstThenTheOldest() async throws {
        let fixture = try await PodcastFixture()
        let subscriptions = fixture.subscriptions()
        let podcast = try subscriptions.subscribe(feedURL: SampleFeed.url, feed: SampleFeed.feed(numbers: [1, 2, 3, 4, 5, 6]))
        let byNumber = Dictionary(uniqueKeysWithValues: try subscriptions.episodes(of: podcast).map { ($0.number!, $0) })
        for number in 1...5 {
            try subscriptions.setDownload("/downloads/slow-spanish/\(number).mp3", of: byNumber[number]!)
        }
        for number in [2, 4] {
            try subscriptions.mark(byNumber[number]!, played: true)
        }

        func over(keeping keep: Int?) throws -> Set<Int> {
            try subscriptions.setKeep(keep, of: podcast)
            let over = try subscriptions.downloadsOverLimit(of: podcast)
            #expect(over.allSatisfy { $0.downloadPath != nil })
            return Set(over.compactMap(\.number))
        }
        // Downloaded: 1, 3, 5 unplayed; 2, 4 played; 6 not downloaded.
        #expect(try over(keeping: 5) == [])
        #expect(try over(keeping: 4) == [2], "the older played one")
        #expect(try over(keeping: 3) == [2, 4], "played ones before an older unplayed one")
        #expect(try over(keeping: 2) == [2, 4, 1], "then the oldest")
        #expect(try over(keeping: 1) == [2, 4, 1, 3])
        #expect(try over(keeping: 10) == [])
        #expect(try over(keeping: nil) == [], "no limit")
    }

    // MARK: Settings

    @Test func theLevelIsACEFRLevelInCapitals() async throws {
        let fixture = try await PodcastFixture()
        let subscriptions = fixture.subscriptions()
        let podcast = try subscriptions.subscribe(feedURL: SampleFeed.url, feed: SampleFeed.feed(numbers: [1]))

        let tagged = try subscriptions.setLevel("b1", of: podcast)
        #expect(tagged.level == "B1")
        #expect(try subscriptions.podcasts().first?.level == "B1")

        #expect(throws: PodcastError.levelNotCEFR("Z9")) { try subscriptions.setLevel("Z9", of: podcast) }
        #expect(throws: PodcastError.levelNotCEFR("B3")) { try subscriptions.setLevel("B3", of: podcast) }
        #expect(try subscriptions.podcasts() == [tagged], "a refused level changes nothing")
    }

    @Test func keepingFewerThanOneDownloadIsRefused() async throws {
        let fixture = try await PodcastFixture()
        let subscriptions = fixture.subscriptions()
        let podcast = try subscriptions.subscribe(feedURL: SampleFeed.url, feed: SampleFeed.feed(numbers: [1]))

        #expect(try subscriptions.setKeep(3, of: podcast).keepDownloads == 3)
        #expect(throws: PodcastError.keepOutOfRange(0)) { try subscriptions.setKeep(0, of: podcast) }
        #expect(throws: PodcastError.keepOutOfRange(-2)) { try subscriptions.setKeep(-2, of: podcast) }
        #expect(try subscriptions.podcasts().first?.keepDownloads == 3)
        #expect(try subscriptions.setKeep(nil, of: podcast).keepDownloads == nil)
        #expect(try subscriptions.podcasts().first?.keepDownloads == nil)
    }

    // MARK: Unsubscribing

    @Test func removingReturnsTheDownloadsAndDeletesTheEpisodes() async throws {
        let fixture = try await PodcastFixture()
        let subscriptions = fixture.subscriptions()
        let spanish = try subscriptions.subscribe(feedURL: SampleFeed.url, feed: SampleFeed.feed(numbers: [1, 2, 3]))
        let coffee = SampleFeed.other(title: "Coffee Break French", url: "https://coffee.example.com/feed")
        let french = try subscriptions.subscribe(feedURL: coffee.url, feed: coffee.feed)
        let spanishEpisodes = try subscriptions.episodes(of: spanish)
        try subscriptions.setDownload("/downloads/a.mp3", of: spanishEpisodes[0])
        try subscriptions.setDownload("/downloads/b.mp3", of: spanishEpisodes[2])
        try subscriptions.setDownload("/downloads/french.mp3", of: try #require(try subscriptions.episodes(of: french).first))
        let frenchEpisodes = try subscriptions.episodes(of: french)

        let files = try subscriptions.remove(spanish)

        #expect(Set(files) == ["/downloads/a.mp3", "/downloads/b.mp3"])
        #expect(files.count == 2)
        #expect(try subscriptions.podcasts().map(\.id) == [french.id])
        let left = try fixture.auth.database.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM podcastEpisode WHERE podcastId = ?", arguments: [spanish.id])
        }
        #expect(left == 0)
        #expect(try subscriptions.episodes() == frenchEpisodes)
        #expect(throws: PodcastError.self) { try subscriptions.remove(spanish) }
        #expect(throws: PodcastError.self) { try subscriptions.episode(named: String(spanishEpisodes[0].id!)) }
    }

    // MARK: Accounts

    @Test func anotherAccountSeesAndChangesNoneOfTheFirstAccountsPodcasts() async throws {
        let fixture = try await PodcastFixture()
        let ada = fixture.subscriptions(fixture.ada)
        let grace = fixture.subscriptions(fixture.grace)
        let podcast = try ada.subscribe(feedURL: SampleFeed.url, feed: SampleFeed.feed(numbers: [1, 2]))
        let adaEpisodes = try ada.episodes()
        let episode = try #require(adaEpisodes.first)

        #expect(try grace.podcasts().isEmpty)
        #expect(try grace.episodes().isEmpty)
        #expect(throws: PodcastError.self) { try grace.podcast(named: String(podcast.id!)) }
        #expect(throws: PodcastError.self) { try grace.podcast(named: podcast.title) }
        #expect(throws: PodcastError.self) { try grace.episode(named: String(episode.id!)) }
        #expect(throws: PodcastError.self) { try grace.episode(named: episode.title) }
        #expect(throws: PodcastError.self) { try grace.podcast(of: episode) }
        #expect(throws: PodcastError.self) { try grace.recordPosition(100, duration: nil, of: episode) }
        #expect(throws: PodcastError.self) { try grace.mark(episode, played: true) }
        #expect(throws: PodcastError.self) { try grace.setLevel("A2", of: podcast) }
        #expect(throws: PodcastError.self) { try grace.recordGone(podcast) }
        #expect(throws: PodcastError.self) {
            try grace.apply(SampleFeed.feed(numbers: [1, 2, 3]), to: podcast, etag: nil, lastModified: nil)
        }
        #expect(throws: PodcastError.self) { try grace.remove(podcast) }
        #expect(try ada.podcasts() == [podcast])
        #expect(try ada.episodes() == adaEpisodes)

        let hers = try grace.subscribe(feedURL: SampleFeed.url, feed: SampleFeed.feed(numbers: [1, 2]))
        #expect(hers.id != podcast.id && hers.accountId == fixture.grace.id)
        #expect(try grace.episodes().count == adaEpisodes.count)
        #expect(Set(try grace.episodes().compactMap(\.id)).isDisjoint(with: adaEpisodes.compactMap(\.id)))
        #expect(try fixture.count("podcastEpisode", of: fixture.ada) == adaEpisodes.count)
        #expect(try ada.podcasts() == [podcast])
    }

    // MARK: Large feeds

    @Test func aTenThousandItemFeedSubscribesAndRefreshes() async throws {
        let fixture = try await PodcastFixture()
        let count = 10_000
        let items = (1...count).map { number in
            FeedItem(
                guid: "urn:large:\(number)", title: "Episode \(number)", published: SampleFeed.published(number),
                enclosure: FeedEnclosure(url: "https://cdn.example.com/large/\(number).mp3", type: "audio/mpeg"), duration: 600)
        }
        let podcast = try fixture.subscriptions().subscribe(feedURL: SampleFeed.url, feed: SampleFeed.feed(items))

        #expect(try fixture.count("podcastEpisode", of: fixture.ada) == count)
        let newOnes = try fixture.subscriptions().episodes(in: [.new])
        #expect(newOnes.map(\.guid) == ["urn:large:\(count)"])

        let extra = FeedItem(guid: "urn:large:\(count + 1)", title: "Episode \(count + 1)", published: SampleFeed.published(count + 1))
        let added = try fixture.subscriptions(at: 60).apply(SampleFeed.feed([extra] + items), to: podcast, etag: nil, lastModified: nil)

        #expect(added == 1)
        #expect(try fixture.count("podcastEpisode", of: fixture.ada) == count + 1)
        #expect(Set(try fixture.subscriptions().episodes(in: [.new]).map(\.guid)) == [extra.guid, "urn:large:\(count)"])
        #expect(try fixture.subscriptions().episode(named: "latest").guid == extra.guid)
    }
}
