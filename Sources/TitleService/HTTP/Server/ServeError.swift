/// Why the server cannot start.
public struct ServeError: Error, CustomStringConvertible {
  /// What went wrong, in words.
  public let description: String
  init(_ description: String) { self.description = description }
}
