@_spi(TitleInternals) import TitleSystem

/// Large buffers kept between images, so that drawing a cell does not map fresh pages from the
/// system for its canvas and image data each time (an image of a few hundred kilobytes is past
/// malloc's mapping threshold, and giving it back returns the pages). At most ``keptBuffers``
/// buffers of at most ``keptElementLimit`` elements are kept; any thread may take and return.
final class BufferPool<Element: BitwiseCopyable & Sendable>: Sendable {
  /// The most buffers kept.
  let keptBuffers: Int
  /// The largest buffer kept, in elements.
  let keptElementLimit: Int
  private let buffers = Locked<[[Element]]>([])

  init(keptBuffers: Int = 2, keptElementLimit: Int) {
    self.keptBuffers = keptBuffers
    self.keptElementLimit = keptElementLimit
  }

  /// A buffer of `count` copies of `value`, in the memory of a kept buffer when there is one.
  func take(count: Int, repeating value: Element) -> [Element] {
    guard count <= keptElementLimit,
      var buffer = buffers.withLock({ $0.popLast() })
    else { return [Element](repeating: value, count: count) }
    buffer.removeAll(keepingCapacity: true)
    buffer.append(contentsOf: repeatElement(value, count: count))
    return buffer
  }

  /// Keeps `buffer`'s memory for a later ``take(count:repeating:)``, unless enough are kept or
  /// it is too large.
  func recycle(_ buffer: consuming [Element]) {
    guard buffer.capacity <= keptElementLimit else { return }
    let buffer = buffer
    buffers.withLock { kept in
      if kept.count < keptBuffers { kept.append(buffer) }
    }
  }
}
