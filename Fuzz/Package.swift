// swift-tools-version:6.0
// Fuzz targets for coach-report: a separate package, so the main build and tests never need
// libFuzzer. See README.md.
import PackageDescription

/// libFuzzer, for the fuzz targets alone (every module gets AddressSanitizer and coverage from
/// run.sh's -Xswiftc flags): SwiftPM's own `--sanitize fuzzer` makes every executable a library,
/// which breaks coach-report's build-time template tool. README.md says more.
let libFuzzer: [SwiftSetting] = [.unsafeFlags(["-sanitize=fuzzer,address"])]
let libFuzzerLink: [LinkerSetting] = [.unsafeFlags(["-sanitize=fuzzer,address", "-use-ld=lld"])]

let package = Package(
    name: "coach-report-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "coach-report", path: ".."),
    ],
    targets: [
        .target(name: "FuzzerDriver"),
        .executableTarget(
            name: "FuzzReader",
            dependencies: ["FuzzerDriver", .product(name: "ReportKit", package: "coach-report")],
            swiftSettings: libFuzzer, linkerSettings: libFuzzerLink),
        .executableTarget(
            name: "FuzzHealthXML",
            dependencies: ["FuzzerDriver", .product(name: "ReportKit", package: "coach-report")],
            swiftSettings: libFuzzer, linkerSettings: libFuzzerLink),
        .executableTarget(
            name: "FuzzWriters",
            dependencies: ["FuzzerDriver", .product(name: "ReportKit", package: "coach-report")],
            swiftSettings: libFuzzer, linkerSettings: libFuzzerLink),
    ]
)
