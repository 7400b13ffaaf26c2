// Every libcrypto call of TitleFonts: SHA-256 through OpenSSL's EVP digest interface.
internal import CCrypto
import TitleSystem

/// A SHA-256 digest being computed (`EVP_DigestInit_ex` with `EVP_sha256`,
/// `EVP_DigestUpdate`, `EVP_DigestFinal_ex`): what the font environment's fingerprint is made
/// of. One instance per digest, used from one thread.
final class SHA256 {
  private let context: OpaquePointer?

  /// A new digest of nothing yet.
  init() {
    let context = EVP_MD_CTX_new()
    if let context, EVP_DigestInit_ex(context, EVP_sha256(), nil) != 1 {
      EVP_MD_CTX_free(context)
      self.context = nil
    } else {
      self.context = context
    }
  }

  deinit { EVP_MD_CTX_free(context) }

  /// Adds `bytes` to the digest.
  func update(_ bytes: ArraySlice<UInt8>) {
    guard let context else { return }
    bytes.withUnsafeBytes { raw in _ = EVP_DigestUpdate(context, raw.baseAddress, raw.count) }
  }

  /// Adds the UTF-8 of `text` to the digest.
  func update(_ text: String) { update(ArraySlice(text.utf8)) }

  /// The digest as 64 lowercase hexadecimal digits; "" when libcrypto could not make one (it
  /// could not allocate its context).
  func finish() -> String {
    guard let context else { return "" }
    var digest = [UInt8](repeating: 0, count: 32)
    var length: UInt32 = 0
    let done = digest.withUnsafeMutableBufferPointer {
      EVP_DigestFinal_ex(context, $0.baseAddress, &length)
    }
    guard done == 1, length == 32 else { return "" }
    return digest.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
  }

  /// The digest of the file at `path`, read in chunks.
  /// - Throws: ``TitleSystem/FileError`` when the file cannot be read.
  static func hex(ofFile path: String, role: String) throws(FileError) -> String {
    let sha = SHA256()
    try InputFile.readChunks(path, role: role) { sha.update($0) }
    return sha.finish()
  }
}
