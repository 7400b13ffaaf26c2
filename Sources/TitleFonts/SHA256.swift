// Every libcrypto call of TitleFonts: SHA-256 through OpenSSL's EVP digest interface, by way of
// CCrypto, which loads libcrypto on the first digest.
internal import CCrypto
import TitleSystem

/// A SHA-256 digest being computed (`EVP_DigestInit_ex` with `EVP_sha256`,
/// `EVP_DigestUpdate`, `EVP_DigestFinal_ex`): what the font environment's fingerprint is made
/// of. One instance per digest, used from one thread.
final class SHA256 {
  private let digest: UnsafeMutableRawPointer?

  /// A new digest of nothing yet.
  init() { digest = ccrypto_sha256_begin() }

  deinit { ccrypto_sha256_free(digest) }

  /// Adds `bytes` to the digest.
  func update(_ bytes: ArraySlice<UInt8>) {
    guard let digest else { return }
    bytes.withUnsafeBytes { raw in _ = ccrypto_sha256_update(digest, raw.baseAddress, raw.count) }
  }

  /// Adds the UTF-8 of `text` to the digest.
  func update(_ text: String) { update(ArraySlice(text.utf8)) }

  /// The digest as 64 lowercase hexadecimal digits; "" when libcrypto could not make one (it
  /// could not be loaded, or could not allocate its context).
  func finish() -> String {
    guard let digest else { return "" }
    var output = [UInt8](repeating: 0, count: 32)
    let done = output.withUnsafeMutableBufferPointer {
      ccrypto_sha256_finish(digest, $0.baseAddress)
    }
    guard done == 1 else { return "" }
    return output.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
  }

  /// The digest of the file at `path`, read in chunks.
  /// - Throws: ``TitleSystem/FileError`` when the file cannot be read.
  static func hex(ofFile path: String, role: String) throws(FileError) -> String {
    let sha = SHA256()
    try InputFile.readChunks(path, role: role) { sha.update($0) }
    return sha.finish()
  }
}
