import ArgumentParser
import ReportKit

/// `card`: cards to keep on a phone or in a wallet; `card plan` is the first.
struct Card: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "card",
        abstract: "Make a card to keep on your phone or in your wallet.",
        subcommands: [PlanCardCommand.self])
}

struct PlanCardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Draw your plan for when an urge comes, from the responses you chose most often.",
        discussion: """
            "When an urge comes": the three responses you chose most often after an "I Need Help" note, the one you \
            chose most for a kind of urge when you chose it often, and (at --redact full, the default) your own most \
            repeated "If I feel stressed … I will" lines. No numbers. A .png is a phone's lock screen, 1170×2532 \
            pixels; a .svg the same at any size; a .pdf a wallet card to print, 85×55 mm. An export without urge \
            notes that chose a response has nothing to draw yet (exit 65).

            Examples:
              coach-report card plan export.json --out plan.png
              coach-report card plan export.json --theme dark --out plan-dark.png
              coach-report card plan export.json --out wallet.pdf
            """)

    @OptionGroup var input: InputOptions
    @OptionGroup var look: ThemeOption

    @Option(name: .long, help: ArgumentHelp("Where to write the card: a .png or .svg (phone) or .pdf (wallet) file.", valueName: "file"))
    var out: String

    @OptionGroup var privacy: RedactOptions<KeptByYou>

    func validate() throws {
        guard PictureFormat(path: out) != nil else {
            throw ValidationError("--out must end in .png, .svg (a phone's lock screen) or .pdf (a wallet card).")
        }
    }

    func run() throws {
        try reporting {
            var options = input.options(redaction: privacy.redact)
            options.theme = look.theme
            let report = try input.read(options)
            let format = PictureFormat(path: out) ?? .png
            try ReportHost.commandLine.write(try report.planCard(format: format), to: out, in: .namedFiles(standardOutput: StandardStreams.writeOutput))
            return report
        }
    }
}
