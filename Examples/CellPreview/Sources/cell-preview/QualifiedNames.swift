// The app's own `Rect`, as many apps have one: the library's is then spelled `TitleComposer.Rect`.
// That compiles because no type of the module shares its name (the class is `Composer`) and this
// package depends on TitleComposer with `traits: []`, which leaves out the deprecated alias.
import TitleComposer

/// A rectangle of the app's own, unrelated to the library's (file-private, so the rest of the
/// package keeps the library's `Rect` unqualified).
private struct Rect {
  var origin: (x: Int, y: Int)
}

/// The badge frame as the library's `Rect`, named through its module (`nil` without a badge).
func badgeFrame(of title: ComposedTitle) -> TitleComposer.Rect? {
  let frame: TitleComposer.Rect? = title.badge?.frame
  return frame
}

/// The app's `Rect` in use, so both names are live in this file.
func appOrigin() -> Int {
  let rect = Rect(origin: (x: 1, y: 2))
  return rect.origin.x + rect.origin.y
}
