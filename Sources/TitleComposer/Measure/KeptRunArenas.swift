import TitleSystem

/// A thread's kept arenas for the runs of one style of a rich title, each measured alone, one
/// per run index: taken from the thread for one title (``take()``), given back after it
/// (``putBack()``).
///
/// As ``LayoutArena/forComposing(capacity:)``, only for runs whose arenas die with their
/// composition; an arena that a layout still holds (a composition further up this thread's
/// stack) is never written under. At most ``keptCount`` arenas of at most ``keptMaximumCapacity``
/// code units (about 22 KB each) stay with a thread.
final class KeptRunArenas {
  /// The most runs a thread keeps arenas for.
  static let keptCount = 8
  /// The largest run arena a thread keeps.
  static let keptMaximumCapacity = 256
  /// The smallest run arena a thread keeps.
  static let keptMinimumCapacity = 64

  private var arenas = [LayoutArena?](repeating: nil, count: keptCount)

  /// This thread's kept arenas (a new set when none, or when a composition further up this
  /// thread's stack has them).
  static func take() -> KeptRunArenas { threadRunArenas.take() ?? KeptRunArenas() }

  /// Gives the arenas back to this thread (unless it has others by now).
  func putBack() {
    _ = threadRunArenas.take()
    threadRunArenas.put(self)
  }

  /// An arena for run `index` of exactly `capacity` code units: the kept one when nothing else
  /// holds it and it has the room, else a new one (kept in its place when `index` is below
  /// ``keptCount`` and `capacity` at most ``keptMaximumCapacity``).
  func arena(_ index: Int, capacity: Int) -> LayoutArena {
    guard index < Self.keptCount, capacity <= Self.keptMaximumCapacity else {
      return LayoutArena(capacity: capacity)
    }
    if var kept = arenas[index] {
      arenas[index] = nil
      if LayoutArena.reused(&kept, capacity: capacity) {
        arenas[index] = kept
        return kept
      }
      // Too small or in use: replaced (whoever holds the old one keeps it alive).
    }
    let fresh = LayoutArena.allocated(capacity: capacity, minimum: Self.keptMinimumCapacity)
    arenas[index] = fresh
    return fresh
  }
}

/// The thread's ``KeptRunArenas``, released when the thread exits.
private let threadRunArenas = ThreadLocalObject<KeptRunArenas>()
