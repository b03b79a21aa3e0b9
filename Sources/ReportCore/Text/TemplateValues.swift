import Mustache

/// A view model as its templates see it, made by one rule from the view's own fields: its `Encodable`
/// conformance, which the compiler writes, names them. A struct becomes a table of its fields by name (a nil
/// field is left out, so a template looks the name up further out, as it does for any name a value lacks), an
/// array a list, a `Bool` or a number stays itself, and a `String` becomes what `text` makes of it (itself for
/// Markdown and mail, escaped once for the site). A `TemplateValue` gives its own value instead.
///
/// So the names a template may use are the view's field names, written nowhere else, and a name looked up while
/// rendering is a look along the few names of one value: no reflection, no list of names to keep in step by hand.
enum TemplateValues {
    static func make<View: Encodable>(_ view: View, text: @escaping (String) -> Any) -> Any {
        let root = value(of: view, text: text) ?? TemplateFields()
        guard let extras = view as? any TemplateExtras, var fields = root as? TemplateFields,
              let more = value(of: extras.templateExtras, text: text) as? TemplateFields else { return root }
        for (name, value) in zip(more.names, more.values) { fields.set(name, value) }
        return fields
    }

    static func value<Value: Encodable>(of value: Value, text: @escaping (String) -> Any) -> Any? {
        // The type is known here: comparing it costs nothing, where a cast of the value asks the runtime.
        if Value.self == String.self { return text(unsafeBitCast(value, to: String.self)) }
        if Value.self == Bool.self || Value.self == Int.self || Value.self == Double.self { return value }
        if let own = value as? any TemplateValue { return own.templateValue }
        let slot = TemplateSlot()
        // Nothing below throws: every value has a place to go.
        try? value.encode(to: ValueEncoder(slot: slot, text: text))
        return slot.finished
    }
}

/// A value that gives the templates something of its own instead of its fields: text already escaped, a table
/// row; nil keeps it from them (a text set aside, which only its marker stands for).
package protocol TemplateValue {
    var templateValue: Any? { get }
}

/// Names a view's template has beyond the view's fields, worked out from them (a list's first item, whether it is
/// empty): `templateExtras`' fields, by the same rule, over the view's own of the same name.
package protocol TemplateExtras {
    associatedtype Extras: Encodable
    var templateExtras: Extras { get }
}

/// A struct's fields as the templates see them, in the order they are declared. A name is found by comparing it
/// with each: a short name compares in a word or two, cheaper than hashing it, and a value has a few dozen at most.
struct TemplateFields: MustacheParent {
    private(set) var names: [String] = []
    private(set) var values: [Any] = []

    func child(named name: String) -> Any? {
        guard let i = names.firstIndex(of: name) else { return nil }
        return values[i]
    }

    /// Adds a field not there yet (a struct's fields are each encoded once).
    mutating func add(_ name: String, _ value: Any) {
        names.append(name)
        values.append(value)
    }

    /// Sets a field, over one of the same name.
    mutating func set(_ name: String, _ value: Any) {
        if let i = names.firstIndex(of: name) { values[i] = value } else { add(name, value) }
    }
}

/// What one value was encoded as: a plain value, or the fields or items it is filling, each already made plain
/// (`TemplateValues.value(of:text:)` finishes a nested value before it returns it).
private final class TemplateSlot {
    var value: Any?
    var fields: TemplateFields?
    var items: [Any]?

    var finished: Any? { fields ?? items ?? value }
}

private struct ValueEncoder: Encoder {
    let slot: TemplateSlot
    package let text: (String) -> Any
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if slot.fields == nil { slot.fields = TemplateFields() }
        return KeyedEncodingContainer(Fields<Key>(slot: slot, text: text))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if slot.items == nil { slot.items = [] }
        return Items(slot: slot, text: text)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { One(slot: slot, text: text) }
}

/// A struct's fields; a nested container or encoder (which views do not use) fills a slot of its own.
private struct Fields<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: TemplateSlot
    package let text: (String) -> Any
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) {}
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) {
        if let plain = TemplateValues.value(of: value, text: text) { slot.fields!.add(key.stringValue, plain) }
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        ValueEncoder(slot: TemplateSlot(), text: text).container(keyedBy: keyType)
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { ValueEncoder(slot: TemplateSlot(), text: text).unkeyedContainer() }
    mutating func superEncoder() -> any Encoder { ValueEncoder(slot: slot, text: text) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { ValueEncoder(slot: TemplateSlot(), text: text) }
}

private struct Items: UnkeyedEncodingContainer {
    let slot: TemplateSlot
    package let text: (String) -> Any
    var codingPath: [any CodingKey] { [] }
    var count: Int { slot.items!.count }

    mutating func encodeNil() {}
    mutating func encode<T: Encodable>(_ value: T) {
        if let plain = TemplateValues.value(of: value, text: text) { slot.items!.append(plain) }
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        ValueEncoder(slot: TemplateSlot(), text: text).container(keyedBy: keyType)
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { ValueEncoder(slot: TemplateSlot(), text: text).unkeyedContainer() }
    mutating func superEncoder() -> any Encoder { ValueEncoder(slot: TemplateSlot(), text: text) }
}

private struct One: SingleValueEncodingContainer {
    let slot: TemplateSlot
    package let text: (String) -> Any
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() {}
    mutating func encode<T: Encodable>(_ value: T) { slot.value = TemplateValues.value(of: value, text: text) }
}
