/// The player screen as a ``Screen``: the model fitted to the terminal, and drawn by ``PlayerScreenView``.
extension PlayerScreenModel: Screen {
    /// listend's events redraw the screen several times a second while it plays; a key that
    /// changes nothing draws nothing more.
    static var drawsEveryKey: Bool { false }

    /// Scrolls the list to fit the rows the terminal has for it.
    mutating func fit(_ size: TerminalSize) {
        scroll(visible: PlayerScreenView.listRows(terminalRows: size.rows, status: status))
    }

    func view(_ size: TerminalSize) -> [String] {
        PlayerScreenView.lines(self, rows: size.rows, columns: size.columns).map(\.painted)
    }
}
