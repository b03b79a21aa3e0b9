import Testing

@Suite struct CLIPlaceholder {
    @Test func placeholder() {}
}
