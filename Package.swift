// swift-tools-version: 6.1
import PackageDescription
import Foundation

let package = Package(
    name: "listend",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "listend", targets: ["listend"]),
        .executable(name: "learnctl", targets: ["learnctl"]),
        .executable(name: "learnctl-study", targets: ["learnctl-study"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-crypto.git", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation.git", from: "0.9.20"),
    ],
    targets: [
        // C libraries from Debian's -dev packages. Only the adapters in ListenAdapters import these.
        .systemLibrary(name: "CPulse", pkgConfig: "libpulse", providers: [.apt(["libpulse-dev"])]),
        .systemLibrary(name: "CMPG123", pkgConfig: "libmpg123", providers: [.apt(["libmpg123-dev"])]),
        .systemLibrary(name: "CSndFile", pkgConfig: "sndfile", providers: [.apt(["libsndfile1-dev"])]),
        .systemLibrary(name: "CVorbisFile", pkgConfig: "vorbisfile", providers: [.apt(["libvorbis-dev"])]),
        // FFmpeg 5.1 (libavformat, libavcodec, libswresample, libavutil), for every container and
        // codec the three above do not read (M4A/MP4, WebM/Matroska, video files' audio tracks,
        // their chapters and subtitle tracks). Loaded with dlopen on first use, not linked (see its shim.h).
        // Only ListenAdapters' FFmpeg files import it.
        .systemLibrary(name: "CFFmpeg", providers: [.apt(["libavformat-dev", "libavcodec-dev", "libswresample-dev", "libavutil-dev"])]),
        // libsonic has no pkg-config file; its header and library are on the default paths.
        .systemLibrary(name: "CSonic", providers: [.apt(["libsonic-dev"])]),
        // espeak-ng, for read-aloud. Only ListenAdapters' EspeakSynthesizer imports it.
        .systemLibrary(name: "CEspeak", pkgConfig: "espeak-ng", providers: [.apt(["libespeak-ng-dev"])]),
        // libpcaudio's entry points defined empty, so that espeak-ng never opens a sound server
        // connection of its own (listend plays its samples; see the file's comment).
        .target(name: "CEspeakNoAudio", linkerSettings: [
            .unsafeFlags(["-Xlinker", "--export-dynamic-symbol=create_audio_device_object"], .when(platforms: [.linux])),
        ]),
        // zlib, for FreeDict's dictzip files (named apart from ZIPFoundation's own CZLib module). Only Translation's DictZip imports it.
        .systemLibrary(name: "CInflate", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // sd-bus, for MPRIS on the session bus and learnctl's desktop notifications. Only
        // ListenDaemon's SessionBus, learnctl-study's NotificationBus and TestSupport's
        // NotificationServerStandIn import it.
        .systemLibrary(name: "CSystemd", pkgConfig: "libsystemd", providers: [.apt(["libsystemd-dev"])]),
        // PocketSphinx 0.8 and sphinxbase, for scoring speech. Only SpeechScoring's PocketSphinxDecoder imports it.
        .systemLibrary(name: "CPocketSphinx", pkgConfig: "pocketsphinx", providers: [.apt(["libpocketsphinx-dev"])]),

        // Zstandard, for Anki's newer packages (collection.anki21b and their media). Only
        // AnkiPackage's Zstd imports it.
        .systemLibrary(name: "CZstd", pkgConfig: "libzstd", providers: [.apt(["libzstd-dev"])]),

        // glibc's gettext, for learnctl's message catalogs. Only Localization imports it.
        .systemLibrary(name: "CLibintl"),

        // learnctl's messages in the learner's language (gettext), numbers and dates as it writes them.
        .target(name: "Localization", dependencies: ["CLibintl"]),

        // "Did you mean" matching for titles, groups and topics.
        .target(name: "Suggestions"),

        // Wire types shared by daemon and client; no I/O.
        .target(name: "ListenProtocol", dependencies: ["Suggestions"]),

        // The engine's core: the protocols (source, decoder, output, input, synthesizer,
        // stretcher), the player, speaker and recorder on one worker-thread shape, and the
        // timeline. No C import and no I/O of its own.
        .target(name: "ListenEngine", dependencies: ["ListenProtocol"]),

        // The engine's adapters, one file per C library: PulseAudio, libmpg123, libsndfile,
        // libvorbisfile, libsonic and libespeak-ng; and files and HTTP(S) URLs as sources.
        .target(
            name: "ListenAdapters",
            dependencies: [
                "ListenEngine", "CPulse", "CMPG123", "CSndFile", "CVorbisFile", "CFFmpeg", "CSonic", "CEspeak", "CEspeakNoAudio",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // The daemon: library, state, server, MPRIS.
        .target(
            name: "ListenDaemon",
            dependencies: [
                "ListenEngine", "ListenProtocol", "Suggestions", "CSystemd",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "listend",
            dependencies: [
                "ListenDaemon", "ListenAdapters", "ListenEngine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // The learning modules: database, accounts, flash cards, grammar tests.
        .target(
            name: "LearnCore",
            dependencies: [
                "Suggestions", "Localization", "SpeechScoring", "Feeds", "AnkiPackage", "Articles",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
            ]
        ),
        // Anki's .apkg packages as Anki 2.1 and 23+ write them: the collection inside (schema 11
        // and 18, plain or Zstandard-compressed), its notes, note types, decks, cards, review log
        // and media; and writing a package Anki imports. The format only; LearnCore maps it to cards.
        .target(
            name: "AnkiPackage",
            dependencies: [
                "CZstd",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]
        ),
        // Programs started in a process group of their own (Apertium, the transcription helper).
        .target(name: "ProcessGroups"),
        // Offline translation: Apertium and espeak-ng run as programs, FreeDict's files read here.
        .target(name: "Translation", dependencies: ["CInflate", "Localization", "ProcessGroups"]),
        // Scoring a recording of a learner reading a known English sentence, with PocketSphinx.
        .target(name: "SpeechScoring", dependencies: ["CPocketSphinx", "Localization"]),
        // Lines for any audio: faster-whisper run as a helper program (never in listend), lines cut
        // from the words heard, a given text aligned to them, written as WebVTT with word times.
        .target(name: "Transcription", dependencies: ["ProcessGroups", "ListenClient"]),
        // Podcast feeds read as they are published: RSS 2.0 with the iTunes and Podcasting 2.0
        // namespaces, Atom, OPML subscription lists, a web page's feed link and chapters JSON.
        // Parsing only, no I/O (FoundationXML's event parser, so that a feed is never held as a tree).
        .target(name: "Feeds"),
        // Reading material: an article's text (bundled files, plain text, Markdown, an HTML page's
        // main text), English lemmas and word frequencies, and the analysis of a text (level,
        // lexical profile, readability, the words a learner does not know yet). No I/O but reading
        // the word lists it is given.
        .target(name: "Articles", dependencies: ["Feeds"]),
        // Feeds and episodes over HTTP as a good citizen fetches them: conditional requests,
        // permanent redirects and 410 reported, timeouts, and downloads resumed with Range.
        .target(
            name: "FeedFetching",
            dependencies: [
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
        // A recording's lines cut out as audio files (clips, exact at the cue times) and joined
        // without the silences between them (condensed audio), decoded by the engine's decoders
        // and written by its encoders.
        .target(name: "MediaExport", dependencies: ["ListenEngine", "ListenAdapters", "Localization"]),
        // The client side of the player: the connection, the status as learnctl shows it.
        .target(name: "ListenClient", dependencies: ["ListenProtocol", "Localization"]),

        // learnctl: the player commands status bars run often (status, pause, toggle …), and
        // learnctl-study for everything else. Linked as a static executable with the Swift
        // runtime and FoundationEssentials only, so that it starts in a fraction of a
        // millisecond; the libraries a static link of FoundationEssentials needs are named here
        // because the swiftc driver lists them only with --static-swift-stdlib.
        .executableTarget(
            name: "learnctl",
            dependencies: ["ListenClient", "ListenProtocol", "Localization"],
            linkerSettings: [
                .unsafeFlags([
                    "-static-executable",
                    "-Xlinker", "-l_FoundationCollections",
                    "-Xlinker", "-l_FoundationCShims",
                    "-Xlinker", "-lswiftSynchronization",
                ], .when(platforms: [.linux])),
            ]
        ),
        // Every learnctl command, with ArgumentParser: the learning modules, the player screen,
        // help and completions.
        .executableTarget(
            name: "learnctl-study",
            dependencies: [
                "ListenClient", "ListenProtocol", "LearnCore", "Translation", "SpeechScoring", "Localization", "CSystemd",
                "Feeds", "FeedFetching", "Transcription", "MediaExport", "AnkiPackage", "Articles",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Private PulseAudio, fixtures and recording helpers for the tests.
        .target(
            name: "TestSupport",
            dependencies: [
                "CSystemd",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ],
            path: "Tests/TestSupport"
        ),

        .testTarget(name: "SuggestionsTests", dependencies: ["Suggestions"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization"]),
        .testTarget(name: "ListenProtocolTests", dependencies: ["ListenProtocol"]),
        .testTarget(name: "ListenClientTests", dependencies: ["ListenClient", "ListenProtocol"]),
        .testTarget(name: "ListenEngineTests", dependencies: ["ListenEngine", "ListenAdapters", "TestSupport"]),
        .testTarget(name: "ListenAdaptersTests", dependencies: ["ListenAdapters", "ListenEngine", "TestSupport"]),
        .testTarget(name: "ListenDaemonTests", dependencies: ["ListenDaemon", "ListenEngine", "ListenProtocol", "TestSupport"]),
        .testTarget(name: "LearnCoreTests", dependencies: ["LearnCore", "TestSupport"]),
        .testTarget(name: "TranslationTests", dependencies: ["Translation", "TestSupport"]),
        .testTarget(name: "SpeechScoringTests", dependencies: ["SpeechScoring", "TestSupport"]),
        .testTarget(name: "FeedsTests", dependencies: ["Feeds", "TestSupport"]),
        .testTarget(name: "FeedFetchingTests", dependencies: ["FeedFetching", "TestSupport"]),
        .testTarget(name: "TranscriptionTests", dependencies: ["Transcription", "TestSupport"]),
        .testTarget(name: "AnkiPackageTests", dependencies: ["AnkiPackage", "TestSupport"]),
        .testTarget(name: "ArticlesTests", dependencies: ["Articles", "TestSupport"]),
        .testTarget(name: "MediaExportTests", dependencies: ["MediaExport", "ListenEngine", "ListenAdapters", "TestSupport"]),
        .testTarget(name: "learnctlTests", dependencies: ["LearnCore", "ListenProtocol", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

// Coverage-guided fuzz targets (bench/fuzz), built only for `bench/faults.py --fuzz`, which sets
// LISTEND_FUZZ=1 and compiles everything with `-sanitize=fuzzer` into .build-fuzz.
if ProcessInfo.processInfo.environment["LISTEND_FUZZ"] != nil {
    package.targets += [
        .target(name: "CFuzzDriver", path: "bench/fuzz/driver"),
        .executableTarget(name: "fuzz-requests", dependencies: ["CFuzzDriver", "ListenProtocol"], path: "bench/fuzz/requests"),
        .executableTarget(name: "fuzz-decoders", dependencies: ["CFuzzDriver", "ListenEngine", "ListenAdapters"], path: "bench/fuzz/decoders"),
        .executableTarget(name: "fuzz-transcripts", dependencies: ["CFuzzDriver", "ListenDaemon", "ListenProtocol"], path: "bench/fuzz/transcripts"),
    ]
}
