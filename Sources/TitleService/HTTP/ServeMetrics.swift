import Foundation
@_spi(TitleInternals) import TitleSystem

/// The service's counters, written as Prometheus text at `GET /metrics`: requests by route and
/// status, a latency histogram by route, titles composed, and errors by code.
final class ServeMetrics: Sendable {
  /// The histogram's upper bounds in seconds (`le`), then `+Inf`.
  static let bucketBounds: [Double] = [
    0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5,
    10,
  ]

  private struct Latency {
    var bucketCounts = [Int](repeating: 0, count: ServeMetrics.bucketBounds.count)
    var count = 0
    var sum = 0.0
  }

  /// A series of the request counter.
  private struct RouteStatus: Hashable, Comparable {
    var route: String
    var status: Int
    static func < (left: RouteStatus, right: RouteStatus) -> Bool {
      (left.route, left.status) < (right.route, right.status)
    }
  }

  private struct Counters {
    var requests: [RouteStatus: Int] = [:]
    var latency: [String: Latency] = [:]
    var titlesComposed = 0
    var errors: [String: Int] = [:]
  }

  private let counters = Locked(Counters())

  /// Counts one answered request.
  /// - Parameters:
  ///   - route: the route's name (``TitleService/routeName(_:)``).
  ///   - status: the status sent.
  ///   - seconds: how long it took.
  func recordRequest(route: String, status: Int, seconds: Double) {
    counters.withLock { counters in
      counters.requests[RouteStatus(route: route, status: status), default: 0] += 1
      var latency = counters.latency[route] ?? Latency()
      if let bucket = Self.bucketBounds.firstIndex(where: { seconds <= $0 }) {
        latency.bucketCounts[bucket] += 1
      }
      latency.count += 1
      latency.sum += seconds
      counters.latency[route] = latency
    }
  }

  /// Counts titles composed and errors by code.
  func recordTitles(composed: Int, errorCodes: [String]) {
    counters.withLock { counters in
      counters.titlesComposed += composed
      for code in errorCodes { counters.errors[code, default: 0] += 1 }
    }
  }

  /// The Prometheus text exposition (version 0.0.4), series in a fixed order.
  var text: String {
    let counters = counters.withLock { $0 }
    var lines: [String] = []
    lines.append("# HELP title_http_requests_total HTTP requests answered, by route and status.")
    lines.append("# TYPE title_http_requests_total counter")
    for (series, count) in counters.requests.sorted(by: { $0.key < $1.key }) {
      lines.append(
        "title_http_requests_total{route=\"\(series.route)\",status=\"\(series.status)\"}"
          + " \(count)")
    }
    lines.append(
      "# HELP title_http_request_duration_seconds Time from a request's head to its response.")
    lines.append("# TYPE title_http_request_duration_seconds histogram")
    for (route, latency) in counters.latency.sorted(by: { $0.key < $1.key }) {
      var cumulative = 0
      for (bound, count) in zip(Self.bucketBounds, latency.bucketCounts) {
        cumulative += count
        lines.append(
          "title_http_request_duration_seconds_bucket{route=\"\(route)\",le=\"\(bound)\"}"
            + " \(cumulative)")
      }
      lines.append(
        "title_http_request_duration_seconds_bucket{route=\"\(route)\",le=\"+Inf\"}"
          + " \(latency.count)")
      lines.append("title_http_request_duration_seconds_sum{route=\"\(route)\"} \(latency.sum)")
      lines.append(
        "title_http_request_duration_seconds_count{route=\"\(route)\"} \(latency.count)")
    }
    lines.append("# HELP title_titles_composed_total Titles composed.")
    lines.append("# TYPE title_titles_composed_total counter")
    lines.append("title_titles_composed_total \(counters.titlesComposed)")
    lines.append("# HELP title_errors_total Requests not composed, by error code.")
    lines.append("# TYPE title_errors_total counter")
    for (code, count) in counters.errors.sorted(by: { $0.key < $1.key }) {
      lines.append("title_errors_total{code=\"\(code)\"} \(count)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
