import ArgumentParser

/// The options of the commands that run the Test screen (`take`, `resume`, `review`).
struct TestScreenOptions: ParsableArguments {
    @Flag(help: "Print every card as one JSON object per line and read answers as lines.")
    var json = false
}
