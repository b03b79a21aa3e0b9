//
// This source file is part of the Hummingbird server framework project
// Copyright (c) the Hummingbird authors
//
// See LICENSE.txt for license information
// SPDX-License-Identifier: Apache-2.0
//
// Added in coach-report's vendored copy (Vendor/swift-mustache/README.md).

/// What rendering asks of a value's type, answered once per type and rendering instead of once per value.
///
/// Rendering asks every value it meets whether it is a `MustacheCustomRepresentation`, a `MustacheParent`,
/// a `MustacheCustomRenderable`, a `MustacheSequence`, a `Bool` and so on, each with an `as?` cast; a cast to a
/// protocol costs some 700 instructions in the Swift runtime's conformance lookup, most of them answering no.
/// The answers depend only on the type, so they are looked up once, with casts of the type, and the
/// protocol's requirements are then reached through the metatype (`MustacheParent._child(of:named:)`), whose
/// cast to the concrete type is cheap.
///
/// Only for structs and enums other than `Optional` and `AnyHashable`: casting such a value gives the same
/// answer as casting its type. A cast of an `Optional` or an `AnyHashable` looks inside it, and one of a class
/// instance may bridge, so those (`isPlain` false) take rendering's original path of casts.
struct MustacheTypeTraits {
    let isPlain: Bool
    let kind: Kind
    let representation: (any MustacheCustomRepresentation.Type)?
    let parent: (any MustacheParent.Type)?
    let renderable: (any MustacheCustomRenderable.Type)?
    let sequence: (any MustacheSequence.Type)?

    /// The concrete types rendering treats on their own.
    enum Kind {
        case string, bool, template, lambda, other
    }

    init(_ type: Any.Type) {
        let id = ObjectIdentifier(type)
        isPlain = !(type is AnyObject.Type) && !(type is AnyOptional.Type) && id != ObjectIdentifier(AnyHashable.self)
        kind =
            switch id {
            case ObjectIdentifier(String.self): .string
            case ObjectIdentifier(Bool.self): .bool
            case ObjectIdentifier(MustacheTemplate.self): .template
            case ObjectIdentifier(MustacheLambda.self): .lambda
            default: .other
            }
        representation = type as? any MustacheCustomRepresentation.Type
        parent = type as? any MustacheParent.Type
        renderable = type as? any MustacheCustomRenderable.Type
        sequence = type as? any MustacheSequence.Type
    }
}

/// The traits of the types one rendering has met: shared by every context of that rendering, used by one thread.
///
/// A rendering meets a dozen or two types, so a list searched from the start is quicker than hashing.
final class MustacheTypeCache {
    private var types: [ObjectIdentifier] = []
    private var traits: [MustacheTypeTraits] = []

    /// The traits of `value`'s dynamic type.
    func traits(of value: Any) -> MustacheTypeTraits {
        let type = Swift.type(of: value)
        let id = ObjectIdentifier(type)
        if let index = types.firstIndex(of: id) { return traits[index] }
        let new = MustacheTypeTraits(type)
        types.append(id)
        traits.append(new)
        return new
    }
}

// Each requirement reached through a metatype: `object` is known to be of type `Self`.

extension MustacheCustomRepresentation {
    static func _representation(of object: Any) -> Any? { (object as! Self).representation }
}

extension MustacheParent {
    static func _child(of object: Any, named name: String) -> Any? { (object as! Self).child(named: name) }
}

extension MustacheCustomRenderable {
    static func _renderText(of object: Any) -> String { (object as! Self).renderText }
    static func _isNull(_ object: Any) -> Bool { (object as! Self).isNull }
}

extension MustacheSequence {
    static func _renderSection(of object: Any, with template: MustacheTemplate, context: MustacheContext, into output: inout String) {
        (object as! Self).renderSection(with: template, context: context, into: &output)
    }

    static func _renderInvertedSection(of object: Any, with template: MustacheTemplate, context: MustacheContext, into output: inout String) {
        (object as! Self).renderInvertedSection(with: template, context: context, into: &output)
    }
}
