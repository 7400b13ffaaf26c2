/// Opening one face of a file as a ``FontFaceChoice`` says: the collection index checked against
/// the file's face count, then the named instance and the axis values checked against `fvar`.
extension FreeTypeFace {
  /// The face `choice` names in the file at `path`, with its variation set.
  /// - Throws: ``FontError`` as ``FontFace/init(contentsOf:choice:)`` documents.
  static func open(path: String, choice: FontFaceChoice) throws(FontError) -> FreeTypeFace {
    let first = try open(path: path, faceIndex: 0)
    let count = first.faceCount
    guard choice.index >= 0, choice.index < count else {
      throw .faceIndexOutOfRange(path: path, index: choice.index, faceCount: count)
    }
    let chosen = choice.index == 0 ? first : try open(path: path, faceIndex: choice.index)
    try chosen.applyVariations(choice, name: path)
    return chosen
  }

  /// Sets the named instance, then the axis values, of `choice`; nothing for a default choice.
  /// - Throws: ``FontError/notVariable(name:)``, ``FontError/unknownInstance(name:instance:known:)``,
  ///   ``FontError/unknownAxis(name:axis:known:)``,
  ///   ``FontError/axisValueOutOfRange(name:axis:value:minimum:maximum:)``.
  func applyVariations(_ choice: FontFaceChoice, name: String) throws(FontError) {
    guard choice.instance != nil || !choice.variations.isEmpty else { return }
    guard let info = variationInfo(), !info.axes.isEmpty else { throw .notVariable(name: name) }
    var coordinates = info.axes.map(\.defaultValue)
    if let instance = choice.instance {
      guard let number = info.instances.firstIndex(where: { $0.name == instance }) else {
        throw .unknownInstance(name: name, instance: instance, known: info.instances.map(\.name))
      }
      coordinates = info.instances[number].coordinates
      guard setNamedInstance(number + 1) else { throw .notVariable(name: name) }
      chosenInstance = instance
    }
    for (tag, value) in choice.variations.sorted(by: { $0.key < $1.key }) {
      guard let axis = info.axes.firstIndex(where: { $0.tag == tag }) else {
        throw .unknownAxis(name: name, axis: tag, known: info.axes.map(\.tag))
      }
      let range = info.axes[axis]
      guard value >= range.minimum, value <= range.maximum else {
        throw .axisValueOutOfRange(
          name: name, axis: tag, value: value, minimum: range.minimum, maximum: range.maximum)
      }
      coordinates[axis] = value
    }
    guard choice.variations.isEmpty || setDesignCoordinates(coordinates) else {
      throw .notVariable(name: name)
    }
    chosenCoordinates = Dictionary(
      uniqueKeysWithValues: zip(info.axes.map(\.tag), coordinates).map { ($0, $1) })
  }
}
