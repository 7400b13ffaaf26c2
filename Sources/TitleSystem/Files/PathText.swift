/// File paths as text, taken apart the way `-o FILE` names its folder and file: a leading `~`
/// expanded, a relative path made absolute from the working directory, then `.`, `..` and
/// repeated slashes resolved by the text alone (links are not followed).
public enum PathText {
  /// `path` expanded (`~`, `~user`), made absolute from the working directory and standardized
  /// (`.`, `..` and empty components removed). `/` for the root.
  public static func absolute(_ path: String) -> String {
    var text = path
    if text.hasPrefix("~") {
      let end = text.firstIndex(of: "/") ?? text.endIndex
      let user = text[text.index(after: text.startIndex)..<end]
      if let home = POSIX.homeFolder(of: user.isEmpty ? nil : String(user)) {
        text = home + text[end...]
      }
    }
    if !text.hasPrefix("/") {
      text = (POSIX.currentDirectory() ?? "") + "/" + text
    }
    var components: [Substring] = []
    for component in text.split(separator: "/", omittingEmptySubsequences: true) {
      switch component {
      case ".": continue
      case "..": if !components.isEmpty { components.removeLast() }
      default: components.append(component)
      }
    }
    return "/" + components.joined(separator: "/")
  }

  /// The folder of the absolute, standardized `path` (see ``absolute(_:)``): `/` for a path
  /// in the root.
  public static func folder(of path: String) -> String {
    let full = absolute(path)
    guard let slash = full.lastIndex(of: "/"), slash != full.startIndex else { return "/" }
    return String(full[..<slash])
  }

  /// The last component of the absolute, standardized `path` (see ``absolute(_:)``): `/` for
  /// the root.
  public static func lastComponent(of path: String) -> String {
    let full = absolute(path)
    guard full != "/", let slash = full.lastIndex(of: "/") else { return full }
    return String(full[full.index(after: slash)...])
  }

  /// `name` in the folder `folder`: joined with one `/` unless `folder` already ends with one;
  /// `name` alone when `folder` is empty, `folder` alone when `name` is.
  public static func appending(_ name: String, to folder: String) -> String {
    if name.isEmpty { return folder }
    if folder.isEmpty { return name }
    return folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }
}
