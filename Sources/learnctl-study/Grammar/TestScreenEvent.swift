import LearnCore

/// What the Test screen shows (see ``SessionView``): what an action led to, an input line that
/// meant nothing, or a line of status, such as what an extra key did.
enum TestScreenEvent {
    case session(TestEvent)
    case unknownInput(String)
    case status(String)
}
