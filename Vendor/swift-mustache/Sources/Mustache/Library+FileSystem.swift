//
// This source file is part of the Hummingbird server framework project
// Copyright (c) the Hummingbird authors
//
// See LICENSE.txt for license information
// SPDX-License-Identifier: Apache-2.0
//

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension MustacheLibrary {
    /// Load templates from a folder
    static func loadTemplates(from directory: String, withExtension extension: String = "mustache") throws -> [String: MustacheTemplate] {
        var directory = directory
        if !directory.hasSuffix("/") {
            directory += "/"
        }
        let extWithDot = ".\(`extension`)"
        let fs = FileManager()
        // FoundationEssentials has no `enumerator(atPath:)`; the same paths, every one below the folder.
        guard let paths = try? fs.subpathsOfDirectory(atPath: directory) else { return [:] }
        var templates: [String: MustacheTemplate] = [:]
        for path in paths {
            guard path.hasSuffix(extWithDot) else { continue }
            do {
                guard let template = try MustacheTemplate(filename: directory + path) else { continue }
                // drop ".mustache" from path to get name
                let name = String(path.dropLast(extWithDot.count))
                #if os(Windows)
                templates[name.replacingOccurrences(of: "\\", with: "/")] = template
                #else
                templates[name] = template
                #endif
            } catch let error as MustacheTemplate.ParserError {
                throw ParserError(filename: path, context: error.context, error: error.error)
            }
        }
        return templates
    }
}
