//
// This source file is part of the Hummingbird server framework project
// Copyright (c) the Hummingbird authors
//
// See LICENSE.txt for license information
// SPDX-License-Identifier: Apache-2.0
//
// Added in coach-report's vendored copy (Vendor/swift-mustache/README.md).

/// How much one rendering may make and do before it stops.
///
/// Sections repeat their contents once for each element and partials can include others many times,
/// so a template a few lines long can multiply its output without bound: a partial that includes the next one
/// four times, twenty partials deep, makes a trillion copies. A budget stops such a rendering early with
/// `Exceeded` rather than letting it take all memory and time.
public struct MustacheRenderBudget: Sendable {
    /// The most bytes (UTF-8) of text the rendering may produce.
    public var bytes: Int
    /// The most tokens the rendering may render and objects it may look into for a name, whatever they
    /// produce: an empty section repeated a billion times makes no text but takes as long.
    public var steps: Int

    public init(bytes: Int, steps: Int) {
        self.bytes = bytes
        self.steps = steps
    }

    /// No limit: what `render` without a budget does.
    public static let unlimited = MustacheRenderBudget(bytes: .max, steps: .max)

    /// The rendering went past its budget; what it had made is thrown away.
    public struct Exceeded: Swift.Error, Sendable {
        /// The budget that ran out.
        public let budget: MustacheRenderBudget
        /// True when the text grew past `budget.bytes`, false when the steps ran out first.
        public let byBytes: Bool
    }
}

/// What one rendering has spent of its budget: shared by every context of that rendering, used by one thread.
final class MustacheRenderMeter {
    let budget: MustacheRenderBudget
    private(set) var bytes = 0
    private(set) var steps = 0
    /// Set once the budget is spent; every rendering after that returns at once.
    private(set) var exceeded: MustacheRenderBudget.Exceeded?

    init(_ budget: MustacheRenderBudget) { self.budget = budget }

    /// Counts one step; false once the budget is spent.
    @inline(__always) func step() -> Bool {
        guard exceeded == nil else { return false }
        steps += 1
        if steps > budget.steps { exceeded = .init(budget: budget, byBytes: false) }
        return exceeded == nil
    }

    /// Counts one look into an object for a name, a step that does not stop the rendering by itself: the
    /// token that looks stops at its next step.
    @inline(__always) func looked() { steps += 1 }

    /// Counts `text` as made.
    @inline(__always) func made(_ text: String) {
        made(bytes: text.utf8.count)
    }

    /// Counts `count` bytes of text as made.
    @inline(__always) func made(bytes count: Int) {
        bytes += count
        if bytes > budget.bytes, exceeded == nil { exceeded = .init(budget: budget, byBytes: true) }
    }
}
