import Foundation

/// Compares two documents parsed by `JSONSerialization` as JSON values: the same keys, the same
/// strings and booleans, numbers equal as doubles (`1` and `1.0` agree; `true` and `1` do not).
public enum JSONDifference {
  /// The path of the first value that differs between two parsed documents, `nil` when they
  /// are the same JSON (numbers compared as doubles).
  public static func first(_ a: Any, _ b: Any, at path: String = "") -> String? {
    switch (a, b) {
    case (let a as [String: Any], let b as [String: Any]):
      guard Set(a.keys) == Set(b.keys) else {
        return "\(path): keys \(a.keys.sorted()) against \(b.keys.sorted())"
      }
      for key in a.keys.sorted() {
        if let found = first(a[key]!, b[key]!, at: "\(path)/\(key)") { return found }
      }
      return nil
    case (let a as [Any], let b as [Any]):
      guard a.count == b.count else { return "\(path): \(a.count) items against \(b.count)" }
      for (index, (x, y)) in zip(a, b).enumerated() {
        if let found = first(x, y, at: "\(path)/\(index)") { return found }
      }
      return nil
    case (let a as String, let b as String):
      return a == b ? nil : "\(path): \"\(a)\" against \"\(b)\""
    case (let a as NSNumber, let b as NSNumber):
      let kinds = (String(describing: type(of: a)), String(describing: type(of: b)))
      guard kinds.0.contains("Boolean") == kinds.1.contains("Boolean") else {
        return "\(path): \(a) against \(b) (a boolean and a number)"
      }
      return a.doubleValue == b.doubleValue ? nil : "\(path): \(a) against \(b)"
    case (is NSNull, is NSNull):
      return nil
    default:
      return "\(path): \(a) against \(b)"
    }
  }

}
