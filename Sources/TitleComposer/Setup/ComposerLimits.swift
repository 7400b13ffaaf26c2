/// Bounds a server sets on the work one composer accepts, so that no request (or batch) can take
/// unbounded time or memory. The longest title is ``TitleStyle/maximumTitleLength`` (default
/// 10,000 UTF-16 code units), because it belongs with the style a server loads from JSON.
///
/// ```swift
/// let composer = try Composer(
///   limits: ComposerLimits(maximumBatchSize: 10_000, timeBudget: .milliseconds(50)))
/// ```
public struct ComposerLimits: Sendable, Hashable {
  /// The most requests one call of ``Composer/compose(_:jobs:)`` accepts. A larger batch is
  /// not composed at all: every one of its results is ``ComposerError/batchTooLarge(count:limit:)``.
  /// Default 100,000.
  public var maximumBatchSize: Int
  /// The longest one composition may run, or `nil` for no budget (the default: composing is
  /// linear in the title's length, and the title length limit bounds it to milliseconds).
  ///
  /// The clock is read between the stages of composition (text analysis, measurement, line
  /// choice) and inside measurement every 256 clusters (where first font look-ups of rare
  /// characters take the time), so a request over budget fails with
  /// ``ComposerError/timeBudgetExceeded(budget:)`` within the budget plus 256 clusters' work.
  public var timeBudget: Duration?

  /// The defaults: batches of up to 100,000 requests, no time budget.
  public static let `default` = ComposerLimits()

  /// Limits.
  /// - Parameters:
  ///   - maximumBatchSize: the most requests in one batch call (positive). Default 100,000.
  ///   - timeBudget: the longest one composition may take (positive), `nil` for none.
  public init(maximumBatchSize: Int = 100_000, timeBudget: Duration? = nil) {
    self.maximumBatchSize = maximumBatchSize
    self.timeBudget = timeBudget
  }

  /// Checks that every limit is positive.
  /// - Throws: ``ComposerError/invalidLimits(reason:)`` naming the first bad value.
  public func validate() throws(ComposerError) {
    guard maximumBatchSize > 0 else {
      throw .invalidLimits(reason: "maximumBatchSize must be positive, got \(maximumBatchSize)")
    }
    if let timeBudget, timeBudget <= .zero {
      throw .invalidLimits(reason: "timeBudget must be positive, got \(timeBudget)")
    }
  }
}

/// The moment a composition must be done by, read between stages and inside measurement.
///
/// Kept as a `Duration` since a fixed origin rather than a `ContinuousClock.Instant`: the instant
/// is a resilient type whose every copy goes through runtime value witnesses, and the deadline is
/// carried (as `nil`) through every composition.
struct CompositionDeadline {
  /// The budget it was made from, for the error.
  let budget: Duration
  private let end: Duration
  private static let origin = ContinuousClock.now

  /// A deadline `budget` from now, or `nil` without a budget (no clock is read at all).
  init?(budget: Duration?) {
    guard let budget else { return nil }
    self.budget = budget
    end = (ContinuousClock.now - Self.origin) + budget
  }

  /// A deadline that has already passed (tests of the checks inside a stage).
  init(alreadyPassedWithBudget budget: Duration) {
    self.budget = budget
    end = (ContinuousClock.now - Self.origin) - .seconds(1)
  }

  /// Whether the deadline has passed (reads the clock).
  var hasPassed: Bool { ContinuousClock.now - Self.origin > end }

  /// - Throws: ``ComposerError/timeBudgetExceeded(budget:)`` once the deadline has passed.
  func check() throws(ComposerError) {
    if hasPassed { throw .timeBudgetExceeded(budget: budget) }
  }
}
