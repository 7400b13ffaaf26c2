extension FontFace {
  /// Loads the installed face `file` names: its face of the file and, for a named instance of
  /// a variable font, that instance (found by its number in `fvar`).
  /// - Parameter file: a face a ``FontEnvironment`` listed.
  /// - Throws: the errors of ``init(contentsOf:choice:)``; ``FontError/unknownInstance(name:instance:known:)``
  ///   when the file has no such named instance.
  convenience init(file: FontFile) throws(FontError) {
    var choice = FontFaceChoice(index: file.faceIndex)
    if file.namedInstance > 0 {
      let instances =
        try FreeTypeFace.open(path: file.path, faceIndex: file.faceIndex)
        .variationInfo()?.instances.map(\.name) ?? []
      guard file.namedInstance <= instances.count else {
        throw .unknownInstance(
          name: file.path, instance: "#\(file.namedInstance)", known: instances)
      }
      choice.instance = instances[file.namedInstance - 1]
    }
    try self.init(contentsOf: file.path, choice: choice)
  }
}
