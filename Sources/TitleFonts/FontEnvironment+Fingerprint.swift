@_spi(TitleInternals) import TitleSystem

extension FontEnvironment {
  /// Every face the configuration lists that fallback may use, in fontconfig's order for content
  /// without a language: the files the ``fingerprint`` hashes, in its order.
  public var fonts: [FontFile] { fallbackOrder(forLanguage: "") }

  /// A fingerprint of the whole font environment: SHA-256, in 64 hexadecimal digits, of a listing
  /// of each configuration file (``configurationFiles``, in the order fontconfig read them,
  /// hashed by content: where the configuration itself lies does not matter) and each face of
  /// ``fonts`` (in order, named by its path and face, its file hashed by content), one line each:
  /// `configuration <sha256>`, `font <sha256> <path>#<index>`, after a first line
  /// `TitleComposer font environment 1`. Two machines with the same fingerprint have the same
  /// fonts in the same order and the same rules, so every fallback answer is the same on both.
  ///
  /// Worked out on first use (reading every font file once: a tenth of a second for a few
  /// hundred megabytes), then remembered. A file that cannot be read counts as "unreadable".
  public var fingerprint: String {
    if let known = fingerprintCache.withLock({ $0 }) { return known }
    let sha = SHA256()
    sha.update("TitleComposer font environment 1\n")
    var digests: [String: String] = [:]
    func digest(_ path: String, role: String) -> String {
      if let known = digests[path] { return known }
      let value = (try? SHA256.hex(ofFile: path, role: role)) ?? "unreadable"
      digests[path] = value
      return value
    }
    for file in configurationFiles {
      sha.update("configuration \(digest(file, role: "fontconfig configuration"))\n")
    }
    for face in fonts {
      sha.update(
        "font \(digest(face.path, role: "font file")) \(face.path)#\(face.fontconfigIndex)\n")
    }
    let value = sha.finish()
    fingerprintCache.withLock { $0 = value }
    return value
  }
}
