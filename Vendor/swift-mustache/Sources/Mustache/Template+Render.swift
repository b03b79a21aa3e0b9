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

extension MustacheTemplate {
    /// Render template using object
    /// - Parameters:
    ///   - stack: Object
    ///   - context: Context that render is occurring in. Contains information about position in sequence
    ///   - indentation: indentation of partial
    /// - Returns: Rendered text
    func render(context: MustacheContext) -> String {
        var string = ""
        self.render(context: context, into: &string)
        return string
    }

    /// Render template using object, appending the text to `output` (coach-report: one string grows through a
    /// whole rendering, where each token, section and partial made a string of its own that the one around it
    /// then copied again)
    func render(context: MustacheContext, into output: inout String) {
        if let indentation = context.indentation, indentation != "" {
            var context = context
            var string = ""
            for token in tokens {
                if case .contentType(let contentType) = token {
                    if context.meter?.step() != false { context = context.withContentType(contentType) }
                    continue
                }
                var renderedString = ""
                self.renderToken(token, context: context, into: &renderedString)
                // if rendered string is not empty and we are on a new line
                if !renderedString.isEmpty, string.last == "\n" {
                    context.meter?.made(indentation)
                    string += indentation
                }
                string += renderedString
            }
            output += string
        } else {
            self.renderTokens(from: 0, context: context, into: &output)
        }
    }

    /// Render the tokens from `start` on (coach-report): each where it is in the array, not copied out of it with
    /// all it holds, and all with `context` as it is, unless a content type pragma changes it for those after it.
    private func renderTokens(from start: Int, context: MustacheContext, into output: inout String) {
        tokens.withUnsafeBufferPointer { tokens in
            for index in tokens.indices.dropFirst(start) {
                if case .contentType(let contentType) = tokens[index] {
                    if context.meter?.step() == false { continue }
                    self.renderTokens(from: index + 1, context: context.withContentType(contentType), into: &output)
                    return
                }
                self.renderToken(tokens[index], context: context, into: &output)
            }
        }
    }

    func renderToken(_ token: Token, context: MustacheContext, into output: inout String) {
        if let meter = context.meter {
            guard meter.step() else { return }
            guard token.isLeaf else {
                self.renderTokenUnmetered(token, context: context, into: &output)
                return
            }
            let start = output.utf8.count
            self.renderTokenUnmetered(token, context: context, into: &output)
            meter.made(bytes: output.utf8.count - start)
            return
        }
        self.renderTokenUnmetered(token, context: context, into: &output)
    }

    private func renderTokenUnmetered(_ token: Token, context: MustacheContext, into output: inout String) {
        switch token {
        case .text(let text):
            output += text

        case .variable(let variable, let transforms):
            if let child = getChild(named: variable, transforms: transforms, context: context) {
                self.renderVariable(child, escaped: true, context: context, into: &output)
            }

        case .unescapedVariable(let variable, let transforms):
            if let child = getChild(named: variable, transforms: transforms, context: context) {
                self.renderVariable(child, escaped: false, context: context, into: &output)
            }

        case .section(let variable, let transforms, let template):
            let child = self.getChild(named: variable, transforms: transforms, context: context)
            if let lambda = self.lambda(child, context: context) {
                output += self.renderUnescapedLambda(lambda, parameter: template.text, context: context)
                return
            }
            self.renderSection(child, with: template, context: context, into: &output)

        case .invertedSection(let variable, let transforms, let template):
            let child = self.getChild(named: variable, transforms: transforms, context: context)
            self.renderInvertedSection(child, with: template, context: context, into: &output)

        case .blockExpansion(let name, let defaultTemplate, let indented):
            if let override = context.inherited?[name] {
                override.render(context: context.withBlockExpansion(indented: indented), into: &output)
            } else {
                defaultTemplate.render(context: context.withBlockExpansion(indented: indented), into: &output)
            }

        case .partial(let name, let indentation, let overrides):
            if var template = context.library?.getTemplate(named: name) {
                #if DEBUG
                if context.reloadPartials {
                    guard let filename = template.filename else {
                        preconditionFailure("Can only use reload if template was generated from a file")
                    }
                    do {
                        guard let partialTemplate = try MustacheTemplate(filename: filename) else {
                            output += "Cannot find template at \(filename)"
                            return
                        }
                        template = partialTemplate
                    } catch {
                        output += "\(error)"
                        return
                    }
                }
                #endif
                template.render(context: context.withPartial(indented: indentation, inheriting: overrides), into: &output)
            }

        case .dynamicNamePartial(let name, let indentation, let overrides):
            let child = self.getChild(named: name, transforms: [], context: context)
            guard let childName = child as? String else {
                return
            }
            if var template = context.library?.getTemplate(named: childName) {
                #if DEBUG
                if context.reloadPartials {
                    guard let filename = template.filename else {
                        preconditionFailure("Can only use reload if template was generated from a file")
                    }
                    do {
                        guard let partialTemplate = try MustacheTemplate(filename: filename) else {
                            output += "Cannot find template at \(filename)"
                            return
                        }
                        template = partialTemplate
                    } catch {
                        output += "\(error)"
                        return
                    }
                }
                #endif
                template.render(context: context.withPartial(indented: indentation, inheriting: overrides), into: &output)
            }

        case .contentType:
            // `render(context:into:)` gives the tokens after it a context with this content type.
            break

        case .blockDefinition:
            fatalError("Should not be rendering block definitions")
        }
    }

    /// Render a variable's value: `{{name}}` escaped, `{{{name}}}` not
    private func renderVariable(_ child: Any, escaped: Bool, context: MustacheContext, into output: inout String) {
        let traits = context.types.traits(of: child)
        guard traits.isPlain else {
            output += self.renderVariableByCasting(child, escaped: escaped, context: context)
            return
        }
        if escaped, traits.kind == .template {
            (child as! MustacheTemplate).render(context: context, into: &output)
        } else if let renderable = traits.renderable {
            let text = renderable._renderText(of: child)
            output += escaped ? context.contentType.escapeText(text) : text
        } else if traits.kind == .lambda {
            let lambda = child as! MustacheLambda
            output +=
                escaped
                ? self.renderLambda(lambda, parameter: "", context: context)
                : self.renderUnescapedLambda(lambda, parameter: "", context: context)
        } else {
            // What `String(describing:)` makes of a string is the string itself.
            let text = traits.kind == .string ? child as! String : String(describing: child)
            output += escaped ? context.contentType.escapeText(text) : text
        }
    }

    /// `renderVariable` for a value whose type's traits do not tell (`MustacheTypeTraits.isPlain`): swift-mustache's own casts
    private func renderVariableByCasting(_ child: Any, escaped: Bool, context: MustacheContext) -> String {
        if escaped {
            if let template = child as? MustacheTemplate {
                return template.render(context: context)
            } else if let renderable = child as? MustacheCustomRenderable {
                return context.contentType.escapeText(renderable.renderText)
            } else if let lambda = child as? MustacheLambda {
                return self.renderLambda(lambda, parameter: "", context: context)
            } else {
                return context.contentType.escapeText(String(describing: unwrapIfAnyContainsOptional(child)))
            }
        } else {
            if let renderable = child as? MustacheCustomRenderable {
                return renderable.renderText
            } else if let lambda = child as? MustacheLambda {
                return self.renderUnescapedLambda(lambda, parameter: "", context: context)
            } else {
                return String(describing: unwrapIfAnyContainsOptional(child))
            }
        }
    }

    /// The lambda `child` is, if it is one
    private func lambda(_ child: Any?, context: MustacheContext) -> MustacheLambda? {
        guard let child else { return nil }
        let traits = context.types.traits(of: child)
        guard traits.isPlain else { return child as? MustacheLambda }
        return traits.kind == .lambda ? child as? MustacheLambda : nil
    }

    /// Render a section
    /// - Parameters:
    ///   - child: Object to render section for
    ///   - parent: Current object being rendered
    ///   - template: Template to render with
    ///   - output: Where the rendered text is appended
    func renderSection(_ child: Any?, with template: MustacheTemplate, context: MustacheContext, into output: inout String) {
        guard let child else { return }
        let traits = context.types.traits(of: child)
        guard traits.isPlain else {
            output += self.renderSectionByCasting(child, with: template, context: context)
            return
        }
        if let sequence = traits.sequence {
            sequence._renderSection(of: child, with: template, context: context, into: &output)
        } else if traits.kind == .bool {
            if child as! Bool { template.render(context: context, into: &output) }
        } else if let renderable = traits.renderable, renderable._isNull(child) {
            return
        } else {
            template.render(context: context.withObject(child), into: &output)
        }
    }

    /// `renderSection` for a value whose type's traits do not tell (`MustacheTypeTraits.isPlain`): swift-mustache's own casts
    private func renderSectionByCasting(_ child: Any?, with template: MustacheTemplate, context: MustacheContext) -> String {
        var output = ""
        switch child {
        case let array as any MustacheSequence:
            array.renderSection(with: template, context: context, into: &output)
        case let bool as Bool:
            if bool { template.render(context: context, into: &output) }
        case let null as MustacheCustomRenderable where null.isNull == true:
            break
        case .some(let value):
            template.render(context: context.withObject(value), into: &output)
        case .none:
            break
        }
        return output
    }

    /// Render an inverted section
    /// - Parameters:
    ///   - child: Object to render section for
    ///   - parent: Current object being rendered
    ///   - template: Template to render with
    ///   - output: Where the rendered text is appended
    func renderInvertedSection(_ child: Any?, with template: MustacheTemplate, context: MustacheContext, into output: inout String) {
        guard let child else {
            template.render(context: context, into: &output)
            return
        }
        let traits = context.types.traits(of: child)
        guard traits.isPlain else {
            output += self.renderInvertedSectionByCasting(child, with: template, context: context)
            return
        }
        if let sequence = traits.sequence {
            sequence._renderInvertedSection(of: child, with: template, context: context, into: &output)
        } else if traits.kind == .bool {
            if !(child as! Bool) { template.render(context: context, into: &output) }
        } else if let renderable = traits.renderable, renderable._isNull(child) {
            template.render(context: context, into: &output)
        }
    }

    /// `renderInvertedSection` for a value whose type's traits do not tell (`MustacheTypeTraits.isPlain`): swift-mustache's own casts
    private func renderInvertedSectionByCasting(_ child: Any?, with template: MustacheTemplate, context: MustacheContext) -> String {
        var output = ""
        switch child {
        case let array as any MustacheSequence:
            array.renderInvertedSection(with: template, context: context, into: &output)
        case let bool as Bool:
            if !bool { template.render(context: context, into: &output) }
        case let null as MustacheCustomRenderable where null.isNull == true:
            template.render(context: context, into: &output)
        case .some:
            break
        case .none:
            template.render(context: context, into: &output)
        }
        return output
    }

    func renderLambda(_ lambda: MustacheLambda, parameter: String, context: MustacheContext) -> String {
        var lambda = lambda
        while true {
            guard let result = lambda(parameter) else { return "" }
            if let string = result as? String {
                do {
                    let newTemplate = try MustacheTemplate(string: context.contentType.escapeText(string))
                    var text = ""
                    self.renderSection(context.stack.last, with: newTemplate, context: context, into: &text)
                    return text
                } catch {
                    return ""
                }
            } else if let lambda2 = result as? MustacheLambda {
                lambda = lambda2
                continue
            } else {
                return context.contentType.escapeText(String(describing: unwrapIfAnyContainsOptional(result)))
            }
        }
    }

    func renderUnescapedLambda(_ lambda: MustacheLambda, parameter: String, context: MustacheContext) -> String {
        var lambda = lambda
        while true {
            guard let result = lambda(parameter) else { return "" }
            if let string = result as? String {
                do {
                    let newTemplate = try MustacheTemplate(string: string)
                    var text = ""
                    self.renderSection(context.stack.last, with: newTemplate, context: context, into: &text)
                    return text
                } catch {
                    return ""
                }
            } else if let lambda2 = result as? MustacheLambda {
                lambda = lambda2
                continue
            } else {
                return String(describing: unwrapIfAnyContainsOptional(result))
            }
        }
    }

    /// Get child object from variable name
    func getChild(named name: String, transforms: [String], context: MustacheContext) -> Any? {
        func _getImmediateChild(named name: String, from object: Any) -> Any? {
            // Each look into an object costs about as much as rendering a token (coach-report).
            context.meter?.looked()
            // coach-report: the type's traits answer the casts below without casting, for most types
            let traits = context.types.traits(of: object)
            if traits.isPlain, traits.representation == nil {
                if let parent = traits.parent {
                    return parent._child(of: object, named: name)
                }
                return Mirror(reflecting: object).getValue(forKey: name)
            }
            let child = {
                let object: Any? =
                    if let custom = object as? MustacheCustomRepresentation {
                        custom.representation
                    } else {
                        object
                    }
                if let customBox = object as? MustacheParent {
                    return customBox.child(named: name)
                } else if let object {
                    let mirror = Mirror(reflecting: object)
                    return mirror.getValue(forKey: name)
                } else {
                    return nil
                }
            }()
            return child
        }

        func _getChild(named names: ArraySlice<String>, from object: Any) -> Any? {
            guard let name = names.first else { return object }
            var object = object
            if let lambda = object as? MustacheLambda {
                guard let result = lambda("") else { return nil }
                object = result
            }
            guard let childObject = _getImmediateChild(named: name, from: object) else { return nil }
            let names2 = names.dropFirst()
            return _getChild(named: names2, from: childObject)
        }

        func _getChildInStack(named names: ArraySlice<String>, from stack: [Any]) -> Any? {
            guard let name = names.first else { return stack.last }
            for object in stack.reversed() {
                if let childObject = _getImmediateChild(named: name, from: object) {
                    let names2 = names.dropFirst()
                    return _getChild(named: names2, from: childObject)
                }
            }
            return nil
        }

        // work out which object to access. "." means the current object, if the variable name is ""
        // and we have a transform to run on the variable then we need the context object, otherwise
        // the name is split by "." and we use mirror to get the correct child object. If we cannot find
        // the root object we look up the context stack until we can find one with a matching name. The
        // stack climbing can be disabled by prefixing the variable name with a "."
        var child: Any?
        if name == "." {
            child = context.stack.last!
        } else if name == "", !transforms.isEmpty {
            child = context.sequenceContext
        } else if !name.isEmpty, !name.utf8.contains(UInt8(ascii: ".")) {
            // coach-report: a name without a dot, as most are, is looked up as it is rather than split
            child = nil
            for object in context.stack.reversed() {
                if let childObject = _getImmediateChild(named: name, from: object) {
                    child = childObject
                    break
                }
            }
        } else if name.first == "." {
            let nameSplit = name.split(separator: ".").map { String($0) }
            child = _getChild(named: nameSplit[...], from: context.stack.last!)
        } else {
            let nameSplit = name.split(separator: ".").map { String($0) }
            child = _getChildInStack(named: nameSplit[...], from: context.stack)
        }

        if let found = child {
            let traits = context.types.traits(of: found)
            if traits.isPlain {
                if let representation = traits.representation {
                    child = representation._representation(of: found)
                }
            } else if let custom = found as? MustacheCustomRepresentation {
                child = custom.representation
            }
        }

        // skip transforms if child is already nil
        guard var child else {
            return nil
        }

        // if we want to run a transform and the current child can have transforms applied to it then
        // run transform on the current child
        for transform in transforms.reversed() {
            if let runnable = child as? MustacheTransformable,
                let transformed = runnable.transform(transform)
            {
                child = transformed
                continue
            }

            // return nil if transform is unsuccessful or has returned nil
            return nil
        }
        return child
    }

    private func unwrapIfAnyContainsOptional(_ value: Any) -> Any {
        guard let opt = value as? AnyOptional else { return value }
        return opt.anyWrapped ?? value  // nil? keep the original Optional.none
    }
}
