/// The version printed by `--version` and written into PDF metadata.
public enum ReportKitVersion {
    public static let string = "0.1.0"
}
