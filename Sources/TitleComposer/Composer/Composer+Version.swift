extension Composer {
  /// The version of TitleComposer, in semantic versioning: the library's, and what
  /// `title-preview --version` and the HTTP service's `GET /v1/info` report.
  public static let version = "0.2.0"
}
