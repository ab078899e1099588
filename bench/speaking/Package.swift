// swift-tools-version: 6.1
// Times SpeechScoring in a release build: loading the model and scoring a recording. Not part of
// listend: `python3 bench/speaking/run.py` builds and runs it. Sources/SpeechScoring and
// Sources/CPocketSphinx are links to the package's own, so the code measured is the code shipped.
import PackageDescription

let package = Package(
    name: "speaking-bench",
    platforms: [.macOS(.v15)],
    targets: [
        .systemLibrary(name: "CPocketSphinx", pkgConfig: "pocketsphinx", providers: [.apt(["libpocketsphinx-dev"])]),
        .target(name: "SpeechScoring", dependencies: ["CPocketSphinx"]),
        .executableTarget(name: "speakbench", dependencies: ["SpeechScoring"]),
    ],
    swiftLanguageModes: [.v6]
)
