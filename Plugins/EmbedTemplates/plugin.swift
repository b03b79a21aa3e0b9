import Foundation
import PackagePlugin

/// Compiles every file under Templates/ into the target as Swift string literals, at build time.
///
/// The templates then travel inside the binary: a release build copied alone to another folder
/// still has them. The command lists the Templates/ folder itself among its inputs, so adding or
/// removing a template (which changes the folder) reruns it like editing one does; the tool then
/// reads the folder afresh rather than a list of files fixed when the build was planned.
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
                displayName: "Embedding the templates of Templates/",
                executable: try context.tool(named: "embed-templates").url,
                arguments: [output.path, root.path],
                inputFiles: [root] + files,
                outputFiles: [output])
        ]
    }
}
