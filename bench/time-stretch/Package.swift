// swift-tools-version: 6.1
// Measures libsonic and librubberband (R3 "finer", R2 "faster") as a streaming player would use
// them. Not part of listend: `bash bench/time-stretch/run.sh` builds and runs it.
import PackageDescription

let package = Package(
    name: "time-stretch-bench",
    targets: [
        .systemLibrary(name: "CSonic", path: "Sources/CSonic",
                       providers: [.apt(["libsonic-dev"])]),
        .systemLibrary(name: "CRubberBand", path: "Sources/CRubberBand", pkgConfig: "rubberband",
                       providers: [.apt(["librubberband-dev"])]),
        .executableTarget(name: "stretchbench", dependencies: ["CSonic", "CRubberBand"],
                          path: "Sources/stretchbench"),
    ]
)
