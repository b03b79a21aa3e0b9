// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "coach-report",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "coach-report", targets: ["coach-report"]),
        .library(name: "ReportKit", targets: ["ReportKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // swift-mustache 2.1.1 with its parser made linear: Vendor/swift-mustache/README.md says what changed.
        .package(path: "Vendor/swift-mustache"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmark", path: "Sources/CCmark", pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]),
        .systemLibrary(
            name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        .systemLibrary(
            name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        // libpng writes a PNG's chunks around image data already compressed (Native/PNGEncoder.swift); its errors
        // longjmp, so the calls are made from C.
        .target(name: "CPNGChunks", dependencies: ["CPNG"], path: "Sources/CPNGChunks"),
        // libdeflate compresses a PNG's rows, the same bytes on every run; Native/ZlibDeflate.swift says why not ISA-L.
        .systemLibrary(
            name: "CDeflate", path: "Sources/CDeflate", pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
        // glibc's mallopt, for the command line (Sources/coach-report/FreedMemory.swift).
        .systemLibrary(name: "CMalloc", path: "Sources/CMalloc"),
        .systemLibrary(
            name: "CPango", path: "Sources/CPango", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"]), .brew(["pango"])]),
        // libzip reads and writes Apple Health's export.zip (Zip64 included); Native/ZipArchive.swift.
        .systemLibrary(
            name: "CZip", path: "Sources/CZip", pkgConfig: "libzip",
            providers: [.apt(["libzip-dev"]), .brew(["libzip"])]),
        // libxml2's SAX2 push parser: the reference Health/HealthXMLScanner.swift is checked against; Native/XMLElementScanner.swift.
        .systemLibrary(
            name: "CXML", path: "Sources/CXML", pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]),
        // OpenSSL's libcrypto hashes with the processor's SHA instructions; Native/SHA256.swift.
        .systemLibrary(
            name: "CCrypto", path: "Sources/CCrypto", pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]),
        // The library in layers, each a module that imports only the ones before it, so an upward use does not
        // compile (docs/architecture.md): the core (read, figure out, say), the scene and C edge, rendering and
        // charts, the outputs, and ReportKit, the public façade a program imports.
        .target(
            name: "ReportCore",
            dependencies: [.product(name: "Mustache", package: "swift-mustache")],
            plugins: ["EmbedTemplates"]),
        .target(
            name: "ReportNative",
            dependencies: ["ReportCore", "CCmark", "CCairo", "CPNGChunks", "CDeflate", "CPango", "CZip", "CXML", "CCrypto"]),
        .target(name: "ReportRender", dependencies: ["ReportCore", "ReportNative"]),
        .target(
            name: "ReportOutputs",
            dependencies: ["ReportCore", "ReportNative", "ReportRender", .product(name: "Mustache", package: "swift-mustache")]),
        .target(name: "ReportKit", dependencies: ["ReportCore", "ReportNative", "ReportRender", "ReportOutputs"], exclude: ["README.md"]),
        // Templates/ compiled into ReportCore at build time (see Plugins/EmbedTemplates).
        .executableTarget(name: "embed-templates", path: "Sources/embed-templates"),
        .plugin(name: "EmbedTemplates", capability: .buildTool(), dependencies: ["embed-templates"]),
        .executableTarget(
            name: "coach-report",
            dependencies: [
                "ReportKit", "CMalloc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // The programs that embed ReportKit (Examples/) are a package of their own, built against ReportKit's public
        // API alone: Examples/Package.swift, `make examples`.
        .testTarget(
            name: "ReportKitTests",
            dependencies: [
                "ReportKit", "ReportCore", "ReportNative", "ReportRender", "ReportOutputs",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Goldens"]),
        .testTarget(
            name: "CLITests",
            dependencies: ["coach-report"]),
    ]
)
