import Foundation

/// The process's memory as Linux reports it in /proc/self/status.
enum ProcessMemory {
  /// Resident set size now, in bytes.
  static var resident: Int { field("VmRSS:") }
  /// Peak resident set size, in bytes.
  static var peak: Int { field("VmHWM:") }

  private static func field(_ name: String) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name) })
    else { return 0 }
    let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
    return kilobytes * 1024
  }

  static func megabytes(_ bytes: Int) -> String {
    String(format: "%.1f MB", Double(bytes) / 1_048_576)
  }
}

/// Wall-clock time.
enum Clock {
  static func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }

  /// CPU time of the calling thread (user + system), which other processes' load on the
  /// machine does not stretch as it stretches wall-clock time.
  static func threadCPU() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }

  static func measure(_ body: () throws -> Void) rethrows -> Double {
    let start = now()
    try body()
    return now() - start
  }
}
