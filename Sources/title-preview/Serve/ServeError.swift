/// Why the server cannot start.
struct ServeError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
