import LearnCore
import ListenClient
import Localization

/// The path drawn as a serpentine: stages as badges in two columns zigzagging down the
/// terminal, joined by box-drawing connectors, each in the colour of its state.
///
///     ╭──────────╮
///     │ ● A1-1   │ First steps · completed
///     ╰────┬─────╯
///          ╰──────────────────╮
///                        ╭────┴─────╮
///                        │ ◐ A1-2   │ Getting around town · current · 40%
///                        ╰────┬─────╯
enum PathMap {
    /// Where the badges of the right column start.
    static let rightColumn = 20
    static let badgeWidth = 12

    static func draw(_ progress: PathProgress, style: ProgressStyle) -> [String] {
        var lines: [String] = []
        let middle = badgeWidth / 2
        for (index, stage) in progress.stages.enumerated() {
            let left = index % 2 == 0
            let indent = String(repeating: " ", count: left ? 0 : rightColumn)
            let label = "\(ProgressStyle.marker(stage.state)) \(stage.stage.id)"
            let inner = badgeWidth - 2
            let padded = " " + label + String(repeating: " ", count: max(0, inner - 1 - label.count))
            let top = index == 0
                ? "╭" + String(repeating: "─", count: inner) + "╮"
                : "╭" + String(repeating: "─", count: middle - 1) + "┴" + String(repeating: "─", count: inner - middle) + "╮"
            let last = index == progress.stages.count - 1
            let bottom = last
                ? "╰" + String(repeating: "─", count: inner) + "╯"
                : "╰" + String(repeating: "─", count: middle - 1) + "┬" + String(repeating: "─", count: inner - middle) + "╯"
            lines.append(indent + style.paint(top, stage.state))
            lines.append(indent + style.paint("│" + padded + "│", stage.state) + " "
                         + stage.stage.title.terminalLine + " · " + ProgressStyle.stateText(stage))
            lines.append(indent + style.paint(bottom, stage.state))
            guard !last else { continue }
            // The connector to the next badge, in the colour of the stage it leads to.
            let next = progress.stages[index + 1].state
            let span = rightColumn - 1
            let connector = left
                ? String(repeating: " ", count: middle) + "╰" + String(repeating: "─", count: span) + "╮"
                : String(repeating: " ", count: middle) + "╭" + String(repeating: "─", count: span) + "╯"
            lines.append(style.paint(connector, next))
        }
        return lines
    }
}
