import Foundation
import PackagePlugin

/// Compiles every file under Templates/ into the target as Swift string literals, at build time.
///
/// The templates then travel inside the binary: a release build copied alone to another folder
/// still has them, and they can never drift from Templates/ because they are read on every build.
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let root = context.package.directoryURL.appending(path: "Templates")
        var files: [URL] = []
        if let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) {
            for case let url as URL in walker where url.pathExtension == "mustache" {
                files.append(url)
            }
        }
        files.sort { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTemplates.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) templates from Templates/",
                executable: try context.tool(named: "embed-templates").url,
                arguments: [output.path, root.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output])
        ]
    }
}
