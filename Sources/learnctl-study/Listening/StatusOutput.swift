import ArgumentParser
import ListenClient
import Localization

/// How `status` and `watch` print a status: `--json`, `--format TEMPLATE` or `--waybar`.
struct StatusOutput: ParsableArguments, PrintsJSON {
    static let jsonHelp = "Print JSON: the status object (status), the daemon's event lines (watch)."
    @OptionGroup var output: OutputOptions<StatusOutput>

    /// Whether `--json` was given.
    var json: Bool { output.json }

    @Option(help: ArgumentHelp(
        "Print one line from a template with the fields {state} {title} {level} {position} {duration} {remaining} {percent} {line} {line_index} {lines} {speed}.",
        valueName: "template"))
    var format: String?

    @Flag(help: "Print Waybar's custom-module JSON (text, tooltip, class, percentage, alt); --format sets the text.")
    var waybar = false

    func validate() throws {
        if json && (format != nil || waybar) {
            throw ValidationError(tr("--json cannot be combined with --format or --waybar."))
        }
        _ = try template()
    }

    /// The parsed `--format`, if given.
    func template() throws -> StatusTemplate? {
        guard let format else { return nil }
        do {
            return try StatusTemplate(format)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// Whether the output is one line per status (a template or Waybar JSON).
    var isLine: Bool { format != nil || waybar }

    /// The chosen display (after validation).
    func display() throws -> StatusDisplay {
        let template = try template()
        if json { return .json }
        if waybar { return .waybar(template) }
        if let template { return .template(template) }
        return .block
    }
}
