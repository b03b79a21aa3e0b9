//
// This source file is part of the Hummingbird server framework project
// Copyright (c) the Hummingbird authors
//
// See LICENSE.txt for license information
// SPDX-License-Identifier: Apache-2.0
//

extension String {
    private static let htmlEscapedCharacters: [Character: String] = [
        "<": "&lt;",
        ">": "&gt;",
        "&": "&amp;",
        "\"": "&quot;",
        "'": "&#39;",
    ]
    /// HTML escape string. Replace '<', '>' and '&' with HTML escaped versions
    func htmlEscape() -> String {
        // coach-report: most text has nothing to escape, which a look at its bytes tells without walking its characters
        guard self.utf8.contains(where: { $0 == 0x3C || $0 == 0x3E || $0 == 0x26 || $0 == 0x22 || $0 == 0x27 }) else {
            return self
        }
        var newString = ""
        newString.reserveCapacity(count)
        // currently doing this by going through each character could speed
        // this us by treating as an array of UInt8's
        for c in self {
            if let replacement = Self.htmlEscapedCharacters[c] {
                newString += replacement
            } else {
                newString.append(c)
            }
        }
        return newString
    }
}
