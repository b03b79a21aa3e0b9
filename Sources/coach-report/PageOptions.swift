import ArgumentParser
import ReportKit

/// --paper, declared once for the commands that make the weekly PDF (`week`, `site`).
struct PaperOption: ParsableArguments {
    @Option(name: .long, help: "Paper size of the PDFs (default: letter for en-US and en-CA, a4 elsewhere).")
    var paper: Paper?
}

/// --theme, declared once for the commands that draw charts to keep (`chart`, `week`).
struct ThemeOption: ParsableArguments {
    @Option(name: .long, help: "Colours for a light or a dark background.")
    var theme: Theme = .light
}

extension Paper: ExpressibleByArgument {}
extension Theme: ExpressibleByArgument {}

/// --paper and --theme, for the commands that make reflection PDFs (`week`, `reflect`).
struct PDFLook: ParsableArguments {
    @OptionGroup var page: PaperOption
    @OptionGroup var look: ThemeOption

    var paper: Paper? { page.paper }
    var theme: Theme { look.theme }
}
