#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A manifest line or a batch record as JSONSerialization gave it (`[String: Any]`, `[Any]`, `String`, `Double`,
/// `Bool`, and `null` as a value of its own), read by FoundationEssentials' `JSONDecoder`: JSONSerialization is
/// full Foundation's alone. One difference: a name given twice in an object keeps its first value, not its last.
enum BatchJSON {
    /// The value `null` stands for: present, but no text, list or object.
    struct Null {}

    /// The object in `data`; nil when it is JSON but not an object. Throws when it is not JSON.
    static func object(_ data: Data) throws -> [String: Any]? {
        try JSONDecoder().decode(Value.self, from: data).any as? [String: Any]
    }

    private struct Name: CodingKey {
        let stringValue: String
        init?(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    private struct Value: Decodable {
        let any: Any

        init(from decoder: any Decoder) throws {
            if let object = try? decoder.container(keyedBy: Name.self) {
                var members: [String: Any] = [:]
                for name in object.allKeys { members[name.stringValue] = try object.decode(Value.self, forKey: name).any }
                any = members
            } else if var array = try? decoder.unkeyedContainer() {
                var elements: [Any] = []
                while !array.isAtEnd { elements.append(try array.decode(Value.self).any) }
                any = elements
            } else {
                let single = try decoder.singleValueContainer()
                if single.decodeNil() {
                    any = Null()
                } else if let bool = try? single.decode(Bool.self) {
                    any = bool
                } else if let number = try? single.decode(Double.self) {
                    any = number
                } else {
                    any = try single.decode(String.self)
                }
            }
        }
    }
}
