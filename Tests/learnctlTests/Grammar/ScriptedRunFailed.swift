/// A scripted `learnctl` run (a probe or a dialogue) that did not show what was expected.
struct ScriptedRunFailed: Error, CustomStringConvertible {
    let description: String
}
