//
// This source file is part of the Hummingbird server framework project
// Copyright (c) the Hummingbird authors
//
// See LICENSE.txt for license information
// SPDX-License-Identifier: Apache-2.0
//

/// Protocol for objects that can be rendered as a sequence in Mustache
public protocol MustacheSequence: Sequence {}

extension MustacheSequence {
    /// Render section using template, appending to `output`
    func renderSection(with template: MustacheTemplate, context: MustacheContext, into output: inout String) {
        var sequenceContext = MustacheSequenceContext(first: true)

        var iterator = makeIterator()
        guard var currentObject = iterator.next() else { return }

        while let object = iterator.next() {
            template.render(context: context.withSequence(currentObject, sequenceContext: sequenceContext), into: &output)
            currentObject = object
            sequenceContext.first = false
            sequenceContext.index += 1
        }

        sequenceContext.last = true
        template.render(context: context.withSequence(currentObject, sequenceContext: sequenceContext), into: &output)
    }

    /// Render inverted section using template, appending to `output`
    func renderInvertedSection(with template: MustacheTemplate, context: MustacheContext, into output: inout String) {
        var iterator = makeIterator()
        if iterator.next() == nil {
            template.render(context: context.withObject(self), into: &output)
        }
    }
}

extension Array: MustacheSequence {}
extension Set: MustacheSequence {}
extension ReversedCollection: MustacheSequence {}
