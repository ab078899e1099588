#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ListenClient

/// The one I/O loop of every ``Screen``: it waits for keys (and for what a ``ScreenSource``
/// sends), updates the screen with them, carries out the effects it asks for, and draws it
/// whenever what it shows changes — also after the terminal has been resized — and, unless the
/// screen says otherwise (``Screen/drawsEveryKey``), after every key. The terminal must
/// be in single-key mode (``SingleKeyTerminal``).
enum ScreenLoop {
    /// How long the loop waits for input before it looks at the terminal's size again.
    static let pollTimeout: Int32 = 250

    /// Runs `screen` until it leaves, or until the input ends; the screen is cleared first, and
    /// the cursor left on the line after it. `perform` carries out an effect and says what
    /// comes next (the screen is drawn before each effect).
    static func run<Model: Screen>(_ screen: inout Model, source: ScreenSource<Model>? = nil,
                                   perform: (Model.Effect, inout Model) throws -> ScreenStep<Model.Effect>) throws {
        let keys = KeyReader()
        var shown = ""
        func draw() {
            let size = TerminalScreen.size
            screen.fit(size)
            let frame = ScreenFrame.render(screen.view(size))
            guard frame != shown else { return }
            shown = frame
            Output.write(frame)
        }
        Output.write(ScreenFrame.clear)
        defer { Output.write("\n") }
        var descriptors = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)]
        if let source { descriptors.append(pollfd(fd: source.descriptor, events: Int16(POLLIN), revents: 0)) }
        while true {
            source?.take(&screen)
            draw()
            for index in descriptors.indices { descriptors[index].revents = 0 }
            let ready = poll(&descriptors, nfds_t(descriptors.count), pollTimeout)
            if ready < 0 && errno != EINTR { return }
            if ready <= 0 { continue }
            if let source, descriptors[1].revents != 0 {
                try source.receive()
            }
            guard descriptors[0].revents != 0 else { continue }
            guard let typed = keys.read() else { return }
            if Model.drawsEveryKey { shown = "" }
            for key in typed {
                var step = screen.update(key)
                while case .perform(let effect) = step {
                    draw()
                    step = try perform(effect, &screen)
                }
                if case .leave = step { return }
            }
        }
    }

    /// Runs a screen that has no effects.
    static func run<Model: Screen>(_ screen: inout Model) throws where Model.Effect == Never {
        try run(&screen) { effect, _ in switch effect {} }
    }
}
