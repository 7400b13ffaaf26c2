import Dispatch
import Synchronization
@_spi(TitleInternals) import TitleSystem

/// An order-keeping parallel map over a fixed number of worker threads that take chunks of
/// work from a shared counter (so a slow chunk does not hold the others up).
public enum ParallelMap {
  /// `transform` applied to every element of `input`, results in input order.
  /// - Parameters:
  ///   - input: the elements.
  ///   - jobs: the most threads to use (at least 1).
  ///   - chunkSize: elements a worker takes at a time.
  ///   - transform: a thread-safe function.
  public static func map<Input: Sendable, Output: Sendable>(
    _ input: [Input], jobs: Int, chunkSize: Int = 16,
    _ transform: @Sendable (Input) -> Output
  ) -> [Output] {
    guard !input.isEmpty else { return [] }
    let chunks = (input.count + chunkSize - 1) / chunkSize
    let workers = max(1, min(jobs, chunks))
    if workers == 1 { return input.map(transform) }
    let next = Atomic<Int>(0)
    // One slot a chunk, each written once by the worker that took the chunk from the counter;
    // concurrentPerform returns only after every worker is done.
    let slots = (0..<chunks).map { _ in Locked<[Output]>([]) }
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while true {
        let chunk = next.add(1, ordering: .relaxed).oldValue
        guard chunk < chunks else { return }
        let start = chunk * chunkSize
        let results = input[start..<min(start + chunkSize, input.count)].map(transform)
        slots[chunk].withLock { $0 = results }
      }
    }
    var output: [Output] = []
    output.reserveCapacity(input.count)
    for slot in slots { slot.withLock { output.append(contentsOf: $0) } }
    return output
  }
}
