// swift-tools-version:6.0
// Programs that embed ReportKit, in a package of their own (as Fuzz/ is): they depend on the ReportKit product
// of the package in "..", as another package would, so only its public API is in reach (its `package` and
// internal declarations are not). `make examples` builds and runs them; README.md says what each does.
import PackageDescription

let package = Package(
    name: "coach-report-examples",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "coach-report", path: ".."),
    ],
    targets: [
        // A weekly PDF from an export held in memory, written to standard output; it touches no file.
        .executableTarget(
            name: "render-from-bytes",
            dependencies: [.product(name: "ReportKit", package: "coach-report")],
            path: "RenderFromBytes"),
        // Two hosts with different fonts, rendering on four threads at once; `make tsan` runs it under TSan.
        .executableTarget(
            name: "embed-two-hosts",
            dependencies: [.product(name: "ReportKit", package: "coach-report")],
            path: "EmbedTwoHosts"),
    ]
)
