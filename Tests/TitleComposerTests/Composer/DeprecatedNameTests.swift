import Testing
import TitleComposer
import TitleText

/// The class's old name, `TitleComposer`, still works for one release as a deprecated alias of
/// `Composer` (the default package trait `DeprecatedTitleComposerName`). That qualification by
/// the module name works without the alias is proven by `Examples/CellPreview`, which depends on
/// the package with `traits: []` and spells `TitleComposer.Rect` beside a `Rect` of its own.
///
/// The old name is used by a deprecated method that the test calls through a protocol
/// requirement (``OldNameCaller``), so the build stays free of warnings while the alias is
/// really exercised.
@Suite struct DeprecatedNameTests {
  /// Code written against the old name composes exactly what `Composer` composes.
  @Test func theOldNameIsTheSameClass() throws {
    let (type, old) = try Self.composerTypeAndTitle(through: OldNameClient.self)
    #expect(type == ObjectIdentifier(Composer.self))
    let new = try Composer(fallback: .none).compose(
      TitleRequest(
        categoryID: 2, title: "모듈을 다루려고 제공하는 특별한 규정은 무엇인가요?", width: 375, numberOfLines: 2,
        wordBreak: .normal))
    #expect(old == new)
    // As Chromium breaks it (Tests/Corpus/chromium-expected.jsonl, case p0002).
    #expect(old.lines.map(\.text) == ["모듈을 다루려고 제공하는 특별한 규정은 무엇인가", "요?"])
  }

  /// Calls `caller`'s requirement: the call names no deprecated declaration.
  static func composerTypeAndTitle(through caller: any OldNameCaller.Type) throws -> (
    ObjectIdentifier, ComposedTitle
  ) {
    try caller.composerTypeAndTitle()
  }

  /// The module's own `Rect` under module selector syntax, which the alias does not shadow.
  @Test func theModuleSelectorNamesTheModulesTypes() {
    let rect = TitleComposer::Rect(x: 1, y: 2, width: 3, height: 4)
    #expect(rect.width == 3)
  }
}

/// Code that composes a title through some name of the composer class.
protocol OldNameCaller {
  /// The class the name names, and corpus case p0002 ("IT", 375 px, two lines,
  /// `word-break: normal`) composed through it.
  static func composerTypeAndTitle() throws -> (ObjectIdentifier, ComposedTitle)
}

/// A caller still on the old name. Its method is deprecated, so the alias inside warns nobody.
enum OldNameClient: OldNameCaller {
  @available(*, deprecated, message: "uses the old class name on purpose")
  static func composerTypeAndTitle() throws -> (ObjectIdentifier, ComposedTitle) {
    let request = TitleRequest(
      categoryID: 2, title: "모듈을 다루려고 제공하는 특별한 규정은 무엇인가요?", width: 375, numberOfLines: 2,
      wordBreak: .normal)
    return (
      ObjectIdentifier(TitleComposer.self), try TitleComposer(fallback: .none).compose(request)
    )
  }
}
