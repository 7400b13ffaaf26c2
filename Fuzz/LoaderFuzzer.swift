import Foundation
import TitleComposer
import TitleRendering

/// libFuzzer target `loaders`: random bytes are a style file or a catalog file, read the way the
/// CLI reads `--style` and `--catalog` (from a file, and for catalogs from memory too). Each
/// loader must accept the bytes or answer with a typed error whose message is not empty and
/// stays short; a style both loaders accept must build a composer that composes and draws a
/// title; a catalog must find each of its ids and name an unknown one in a short message.
///
/// Input layout: byte 0 picks the loader (even: style, odd: catalog); the rest is the file.
let path = "/dev/shm/titlecomposer-fuzz-loader-\(getpid()).json"

/// libFuzzer calls this once per input; it returns 0 and stops the process on a violation.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
  guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
    violation("cannot write \(path)")
  }
  if data[0] & 1 == 0 {
    loadStyle()
  } else {
    loadCatalog(bytes)
  }
  return 0
}

/// A style file through both of its readers; when both accept it, a title composed and drawn.
func loadStyle() {
  let titleStyle: TitleStyle
  let cellStyle: CellStyle
  do {
    titleStyle = try StyleFile.load(path)
  } catch {
    checkMessage(error.description)
    return
  }
  do {
    cellStyle = try CellStyle.load(contentsOf: path)
  } catch {
    checkMessage(error.description)
    return
  }
  let composer: TitleComposer
  do {
    composer = try TitleComposer(style: cellStyle.applied(to: titleStyle), fallback: .none)
  } catch {
    checkMessage(error.description)
    return
  }
  do {
    let title = try composer.compose(
      categoryID: 1, title: "요즘 인기 있는 절에서 템플스테이 체험하기", width: 343, numberOfLines: 2)
    _ = try CellRenderer(composer: composer).render(title, style: cellStyle)
  } catch let error as ComposerError {
    checkMessage(error.description)
  } catch let error as RenderError {
    checkMessage(error.description)
  } catch {
    violation("an untyped error: \(error)")
  }
}

/// A catalog from memory and from the file: the same answer, every id found, an unknown id
/// named in a message of bounded size.
func loadCatalog(_ bytes: [UInt8]) {
  let fromMemory: CategoryCatalog
  do {
    fromMemory = try CategoryCatalog(json: Data(bytes))
  } catch {
    checkMessage(error.description)
    do {
      _ = try CategoryCatalog(contentsOf: path)
      violation("the file is accepted, the same bytes in memory are not")
    } catch {
      checkMessage(error.description)
    }
    return
  }
  do {
    let fromFile = try CategoryCatalog(contentsOf: path)
    if fromFile != fromMemory { violation("the file and memory give different catalogs") }
  } catch {
    violation("the bytes are accepted in memory, not from the file: \(error)")
  }
  for id in fromMemory.knownIDs.prefix(64) {
    do {
      _ = try fromMemory.category(id: id)
    } catch {
      violation("known id \(id) not found")
    }
  }
  let unknown = (fromMemory.knownIDs.last ?? 0) &+ 1
  guard !fromMemory.knownIDs.contains(unknown) else { return }
  do {
    _ = try fromMemory.category(id: unknown)
    violation("id \(unknown) found, though it is past the last known one")
  } catch {
    checkMessage(error.description)
  }
}

/// An error message a user can read: not empty, at most 4 KiB.
func checkMessage(_ message: String) {
  if message.isEmpty { violation("an empty error message") }
  if message.utf8.count > 4096 { violation("a \(message.utf8.count)-byte error message") }
}
