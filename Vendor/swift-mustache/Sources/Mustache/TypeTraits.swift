//
// This source file is part of the Hummingbird server framework project
// Copyright (c) the Hummingbird authors
//
// See LICENSE.txt for license information
// SPDX-License-Identifier: Apache-2.0
//
// Added in coach-report's vendored copy (Vendor/swift-mustache/README.md).

/// What rendering asks of a value's type, answered once per type (`MustacheTypeRegistry`) instead of once per value.
///
/// Rendering asks every value it meets whether it is a `MustacheCustomRepresentation`, a `MustacheParent`,
/// a `MustacheCustomRenderable`, a `MustacheSequence`, a `Bool` and so on, each with an `as?` cast; a cast to a
/// protocol costs some 700 instructions in the Swift runtime's conformance lookup, most of them answering no.
/// The answers depend only on the type, so they are looked up once, with casts of the type, and the
/// protocol's requirements are then reached through the metatype (`MustacheParent._child(of:named:)`).
///
/// For every type but a class, `Optional` and `AnyHashable`, casting a value gives the same answer as casting its
/// type (the dynamic type, which `type(of:)` finds inside an `Any` held by an `Any` as a cast does). A cast of an
/// `Optional` or an `AnyHashable` looks inside it, and one of a class instance may bridge, so those (`isPlain`
/// false) take rendering's original path of casts.
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
/// A rendering meets a dozen or two types, so a list searched from the start is quicker than hashing; the
/// list is only ever used by the rendering's own thread, so it goes without the runtime's exclusivity checks.
final class MustacheTypeCache {
    private struct Entry {
        let type: ObjectIdentifier
        let traits: MustacheTypeTraits
    }

    @exclusivity(unchecked) private var entries: [Entry] = []

    /// The traits of `value`'s dynamic type.
    func traits(of value: Any) -> MustacheTypeTraits {
        let type = Swift.type(of: value)
        let id = ObjectIdentifier(type)
        for index in self.entries.indices where self.entries[index].type == id {
            return self.entries[index].traits
        }
        let traits = MustacheTypeRegistry.shared.traits(of: type)
        self.entries.append(Entry(type: id, traits: traits))
        return traits
    }
}

/// The traits of every type the renderings of this process have met, for a rendering that meets one for the first
/// time: a type's traits take four casts of it, some 3,000 instructions, and a site's thousand renderings meet the
/// same fifteen types. Renderings on other threads ask it too, so it is behind a mutex; each asks it only once a type.
final class MustacheTypeRegistry: @unchecked Sendable {
    static let shared = MustacheTypeRegistry()

    private let lock = MutexLock()
    private var known: [ObjectIdentifier: MustacheTypeTraits] = [:]

    private init() {}

    func traits(of type: Any.Type) -> MustacheTypeTraits {
        let id = ObjectIdentifier(type)
        return lock.withLock {
            if let traits = known[id] { return traits }
            let traits = MustacheTypeTraits(type)
            known[id] = traits
            return traits
        }
    }
}

/// Calls `body` with a pointer to the value in `object`, whose dynamic type is `T`, without the runtime's cast
/// (`object as! T`, a few hundred instructions a call). A requirement called on the pointer's `pointee` still gets
/// a copy of the value, so a large value is best held by reference (coach-report's `SharedView`).
func withUnsafePointer<T, Result>(to object: Any, as type: T.Type, _ body: (UnsafePointer<T>) -> Result) -> Result {
    func open<Opened>(_ value: Opened) -> Result {
        guard Opened.self == T.self else {
            // `object` holds another existential, as a generic value of type `Any` erased again does (the values
            // of a `[String: Any]`): the cast looks through it, at the price of a copy.
            let copy = object as! T
            return Swift.withUnsafePointer(to: copy, body)
        }
        return Swift.withUnsafePointer(to: value) { body(UnsafeRawPointer($0).assumingMemoryBound(to: T.self)) }
    }
    return _openExistential(object, do: open)
}

// Each requirement reached through a metatype: `object`'s dynamic type is `Self`.

extension MustacheCustomRepresentation {
    static func _representation(of object: Any) -> Any? {
        withUnsafePointer(to: object, as: Self.self) { $0.pointee.representation }
    }
}

extension MustacheParent {
    static func _child(of object: Any, named name: String) -> Any? {
        withUnsafePointer(to: object, as: Self.self) { $0.pointee.child(named: name) }
    }
}

extension MustacheCustomRenderable {
    static func _renderText(of object: Any) -> String {
        withUnsafePointer(to: object, as: Self.self) { $0.pointee.renderText }
    }

    static func _isNull(_ object: Any) -> Bool {
        withUnsafePointer(to: object, as: Self.self) { $0.pointee.isNull }
    }
}

extension MustacheSequence {
    static func _renderSection(of object: Any, with template: MustacheTemplate, context: MustacheContext, into output: inout String) {
        withUnsafePointer(to: object, as: Self.self) { $0.pointee.renderSection(with: template, context: context, into: &output) }
    }

    static func _renderInvertedSection(of object: Any, with template: MustacheTemplate, context: MustacheContext, into output: inout String) {
        withUnsafePointer(to: object, as: Self.self) { $0.pointee.renderInvertedSection(with: template, context: context, into: &output) }
    }
}
