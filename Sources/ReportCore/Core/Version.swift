/// The version printed by `--version` and written into PDF metadata.
package enum ReportKitVersion {
    package static let string = "0.1.0"
}
