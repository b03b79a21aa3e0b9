/// The localization table's sentences cut at their placeholders (`MessagePattern`), once per language and
/// on first use: as written, and escaped for Markdown. A sentence is then one look in a `MessageIndex` away.
enum MessageTables {
    /// Every sentence as written, for outputs that escape for their own medium.
    static func plain(_ language: Language) -> MessageIndex {
        language == .norwegianBokmal ? bokmal : english
    }

    /// Every sentence escaped for Markdown (placeholders pass through), for the summaries.
    package static func markdown(_ language: Language) -> MessageIndex {
        language == .norwegianBokmal ? bokmalMarkdown : englishMarkdown
    }

    private static let english = patterns { $0.en }
    private static let bokmal = patterns { $0.nb }
    private static let englishMarkdown = patterns { MarkdownEscaping.inline($0.en) }
    private static let bokmalMarkdown = patterns { MarkdownEscaping.inline($0.nb) }

    private static func patterns(_ text: (LocalizationTable.Entry) -> String) -> MessageIndex {
        MessageIndex(LocalizationTable.entries) { MessagePattern(text($0)) }
    }
}
