extension CommandSpec {
  /// What a command line said: the options, and the positional arguments as raw bytes (a title
  /// may hold invalid UTF-8, which the command reports rather than replaces).
  struct Parsed {
    var options: Options
    var positional: [[UInt8]]
  }

  /// Reads `arguments` (after the command's name) into `defaults`.
  ///
  /// `--name=value` and `--name value` are the same; a short name takes the next argument
  /// (`-w 343`). `--` ends the options; `-` and anything not starting with `-` is positional.
  /// - Throws: ``UsageError`` for an unknown option (`unknown option '--bogus'`), a missing value
  ///   (`missing value for --width`), a value the option refuses, or a value given to a flag.
  func parse(_ arguments: [[UInt8]], into defaults: Options) throws(UsageError) -> Parsed {
    var parsed = Parsed(options: defaults, positional: [])
    let byName = Dictionary(
      options.enumerated().flatMap { index, option in option.names.map { ($0, index) } },
      uniquingKeysWith: { first, _ in first })
    var index = 0
    var endOfOptions = false
    while index < arguments.count {
      let raw = arguments[index]
      index += 1
      let text = String(decoding: raw, as: UTF8.self)
      if endOfOptions || text == "-" || !text.hasPrefix("-") {
        parsed.positional.append(raw)
        continue
      }
      if text == "--" {
        endOfOptions = true
        continue
      }
      var name = text
      var inlineValue: String? = nil
      if text.hasPrefix("--"), let equals = text.firstIndex(of: "=") {
        name = String(text[..<equals])
        inlineValue = String(text[text.index(after: equals)...])
      }
      guard let optionIndex = byName[name] else {
        throw UsageError(description: "unknown option '\(text)'")
      }
      let option = options[optionIndex]
      let value: String?
      switch option.arity {
      case .flag:
        guard inlineValue == nil else {
          throw UsageError(description: "\(name) takes no value, got '\(text)'")
        }
        value = nil
      case .value:
        if let inlineValue {
          value = inlineValue
        } else {
          guard index < arguments.count else {
            throw UsageError(description: "missing value for \(name)")
          }
          value = String(decoding: arguments[index], as: UTF8.self)
          index += 1
        }
      case .optionalValue:
        if let inlineValue {
          value = inlineValue
        } else if index < arguments.count,
          arguments[index] == Array("-".utf8)
            || !String(decoding: arguments[index], as: UTF8.self).hasPrefix("-")
        {
          value = String(decoding: arguments[index], as: UTF8.self)
          index += 1
        } else {
          value = nil
        }
      }
      try option.apply(&parsed.options, value, name)
    }
    return parsed
  }
}
