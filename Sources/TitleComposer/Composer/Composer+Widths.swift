extension Composer {
  /// Lays one request out at several widths: analysed, shaped and measured once
  /// (``prepare(_:)``), then laid out at each width (``PreparedTitle/layout(width:numberOfLines:)``)
  /// with the request's `numberOfLines`. Each result equals ``compose(_:)`` of the request at that
  /// width.
  /// - Parameters:
  ///   - request: the title; its own `width` is validated but not used.
  ///   - widths: the cell widths, in the order the results come.
  /// - Returns: one result per width, in order: the layout, or why it failed (a width that is
  ///   not a finite number above 0, or too narrow for a character of the title).
  /// - Throws: what ``prepare(_:)`` throws (an unknown category, a bad title, …): every width
  ///   would fail alike.
  public func compose(_ request: TitleRequest, widths: [Double]) throws(ComposerError)
    -> [Result<ComposedTitle, ComposerError>]
  {
    let prepared = try prepare(request)
    return widths.map { width in
      Result { () throws(ComposerError) in
        try prepared.layout(width: width, numberOfLines: request.numberOfLines)
      }
    }
  }
}
