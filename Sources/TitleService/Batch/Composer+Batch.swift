import Glibc
import TitleComposer
import TitleSystem

extension Composer {
  /// Composes many titles at once, spread over `jobs` threads.
  ///
  /// One bad request is answered by its error while the others succeed. A batch of more than
  /// ``ComposerLimits/maximumBatchSize`` requests is not composed: every result is
  /// ``ComposerError/batchTooLarge(count:limit:)``.
  /// - Parameters:
  ///   - requests: the titles to compose.
  ///   - jobs: how many threads to use (at least 1); default all active cores.
  /// - Returns: one result per request, in the same order.
  public func compose(_ requests: [TitleRequest], jobs: Int = defaultJobs)
    -> [Result<ComposedTitle, ComposerError>]
  {
    guard requests.count <= limits.maximumBatchSize else {
      let error = ComposerError.batchTooLarge(count: requests.count, limit: limits.maximumBatchSize)
      return Array(repeating: .failure(error), count: requests.count)
    }
    return ParallelMap.map(requests, jobs: jobs) { request in
      Result { () throws(ComposerError) in try compose(request) }
    }
  }

  /// All active processor cores.
  public static var defaultJobs: Int { POSIX.availableProcessorCount() }
}
