import Glibc
@_spi(TitleInternals) import TitleSystem

/// The service's counters, written as Prometheus text at `GET /metrics`: requests by route and
/// status (the answers libmicrohttpd gives itself under the route `protocol`), a latency
/// histogram by route, titles composed, errors by code, connections open by phase, connections
/// cut at a deadline and connections refused.
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

    /// Counts one request that took `seconds`.
    mutating func record(_ seconds: Double) {
      if let bucket = ServeMetrics.bucketBounds.firstIndex(where: { seconds <= $0 }) {
        bucketCounts[bucket] += 1
      }
      count += 1
      sum += seconds
    }
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
    var refusedConnections = 0
  }

  private let counters = Locked(Counters())
  /// The connections' phases and cuts, read when the text is written.
  private let watch: ConnectionWatch?
  /// The memory held by requests, read when the text is written.
  private let budget: MemoryBudget?

  /// Counters for a server whose connections `watch` keeps and whose requests' memory `budget`
  /// counts (`nil`: no such figures).
  init(watch: ConnectionWatch? = nil, budget: MemoryBudget? = nil) {
    self.watch = watch
    self.budget = budget
  }

  /// Counts one answered request.
  /// - Parameters:
  ///   - route: the route's name (``TitleService/routeName(_:)``).
  ///   - status: the status sent.
  ///   - seconds: how long it took from its head to its last byte handed to the socket (`nil`:
  ///     not known, for the answers libmicrohttpd gives itself).
  func recordRequest(route: String, status: Int, seconds: Double?) {
    counters.withLock { counters in
      counters.requests[RouteStatus(route: route, status: status), default: 0] += 1
      guard let seconds else { return }
      // Changed in place: a copy taken out of the dictionary would copy its buckets.
      counters.latency[route, default: Latency()].record(seconds)
    }
  }

  /// Counts titles composed and errors by code.
  func recordTitles(composed: Int, errorCodes: [String]) {
    counters.withLock { counters in
      counters.titlesComposed += composed
      for code in errorCodes { counters.errors[code, default: 0] += 1 }
    }
  }

  /// Counts a connection refused at once (over the connection limit of its client address).
  func recordRefusedConnection() {
    counters.withLock { $0.refusedConnections += 1 }
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
    lines.append(
      "# HELP title_http_connections_refused_total Connections closed at once, over a limit.")
    lines.append("# TYPE title_http_connections_refused_total counter")
    lines.append("title_http_connections_refused_total \(counters.refusedConnections)")
    if let watch {
      let phases = watch.phaseCounts
      let cuts = watch.cutCounts
      lines.append("# HELP title_http_connections_open Connections open.")
      lines.append("# TYPE title_http_connections_open gauge")
      lines.append("title_http_connections_open \(phases.values.reduce(0, +))")
      lines.append(
        "# HELP title_http_connections Connections open by phase: waiting for a request line,"
          + " reading a head, reading a body, sending an answer.")
      lines.append("# TYPE title_http_connections gauge")
      for phase in ConnectionWatch.Phase.allCases {
        lines.append("title_http_connections{phase=\"\(phase.rawValue)\"} \(phases[phase] ?? 0)")
      }
      lines.append(
        "# HELP title_http_connections_cut_total Connections ended at a deadline, by phase.")
      lines.append("# TYPE title_http_connections_cut_total counter")
      for phase in ConnectionWatch.Phase.allCases {
        lines.append(
          "title_http_connections_cut_total{phase=\"\(phase.rawValue)\"} \(cuts[phase] ?? 0)")
      }
    }
    if let budget {
      let (used, peak, setAside) = budget.usage
      lines.append(
        "# HELP title_memory_budget_bytes Bytes of bodies and answers in flight: held now, the"
          + " most held at once, the budget.")
      lines.append("# TYPE title_memory_budget_bytes gauge")
      lines.append("title_memory_budget_bytes{kind=\"used\"} \(used)")
      lines.append("title_memory_budget_bytes{kind=\"peak\"} \(peak)")
      lines.append("title_memory_budget_bytes{kind=\"capacity\"} \(budget.capacity)")
      lines.append(
        "# HELP title_http_answers_waiting Answers set aside until the memory budget has room.")
      lines.append("# TYPE title_http_answers_waiting gauge")
      lines.append("title_http_answers_waiting \(setAside)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
