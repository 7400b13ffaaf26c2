#if DeprecatedTitleComposerName
  /// The class's name before it became ``Composer``: it shared the module's name, so in an app
  /// with a `Rect` of its own, `TitleComposer.Rect` named a member of the class and did not
  /// compile.
  ///
  /// Kept for one release behind the default package trait `DeprecatedTitleComposerName`. A
  /// consumer that depends on the package with `traits: []` has no alias, and there
  /// `TitleComposer.Rect` names the module's `Rect`; `TitleComposer::Rect` does with or without it.
  @available(*, deprecated, renamed: "Composer")
  public typealias TitleComposer = Composer
#endif
