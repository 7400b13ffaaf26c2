/// How a corpus test words the cases that disagree with the oracle: the count, then the first
/// few, one a line, so a failure message stays readable whatever the count.
public enum CorpusMisses {
  /// - Parameters:
  ///   - misses: each disagreeing case, described.
  ///   - limit: how many to list.
  /// - Returns: `"N misses:"` and the first `limit` descriptions, one a line.
  public static func report(_ misses: [String], first limit: Int = 20) -> String {
    "\(misses.count) misses:\n\(misses.prefix(limit).joined(separator: "\n"))"
  }
}
