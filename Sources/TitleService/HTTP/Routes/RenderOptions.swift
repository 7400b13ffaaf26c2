import TitleComposer
import TitleRendering
import TitleWire

/// The renderer of `POST /v1/render` and the cell style it starts from: the `--style` file's
/// cell keys, or the defaults.
public struct CellImages: Sendable {
  /// Draws each cell.
  public let renderer: CellRenderer
  /// The style a request's query options go over.
  public let style: CellStyle

  /// Cells drawn by `renderer`, in `style` unless a request says otherwise.
  public init(renderer: CellRenderer, style: CellStyle) {
    self.renderer = renderer
    self.style = style
  }
}

/// The cell options of `POST /v1/render`, read from its query: each one a ``CellStyle`` key over
/// the server's style, checked as a style file's are (the renderer's limits on the image's size
/// still apply when it is drawn).
///
/// | argument | value |
/// |---|---|
/// | `format` | `png` (default) or `svg` |
/// | `scale` | 0.25…8 |
/// | `padding` | CSS shorthand in cell px, 0…1000: `12`, `12,16` (vertical, horizontal) or `12,16,12,16` (top, right, bottom, left) |
/// | `background`, `titleColor` | `RRGGBB` or `RRGGBBAA`, with or without a `#` (written `%23` in a URL) |
/// | `svgText` | `outlines` or `text` |
enum RenderOptions {
  /// The arguments a render query may have.
  static let names = ["format", "scale", "padding", "background", "titleColor", "svgText"]

  /// `base` with the query's options over it.
  /// - Returns: the style, or a 400: `invalidFormat` for a format other than png or svg,
  ///   `invalidRenderOption` for an unknown argument or a bad value.
  static func style(_ query: RequestTarget, over base: CellStyle) -> Result<CellStyle, HTTPError> {
    var style = base
    style.format = .png
    for argument in query.query {
      let value = argument.value
      switch argument.name {
      case "format":
        guard let format = TitleRendering.OutputFormat(rawValue: value) else {
          return .failure(
            HTTPError(
              400, .invalidFormat, "format must be png or svg, not \(VisibleText.escaping(value))"))
        }
        style.format = format
      case "scale":
        guard let scale = Double(value) else { return .failure(bad(argument, "a number")) }
        style.scale = scale
      case "padding":
        let numbers = value.split(separator: ",", omittingEmptySubsequences: false).map {
          Double($0)
        }
        guard [1, 2, 4].contains(numbers.count), let sides = numbers as? [Double] else {
          return .failure(bad(argument, "1, 2 or 4 numbers separated by commas"))
        }
        switch sides.count {
        case 1: style.padding = CellInsets(all: sides[0])
        case 2:
          style.padding = CellInsets(
            top: sides[0], left: sides[1], bottom: sides[0], right: sides[1])
        default:
          style.padding = CellInsets(
            top: sides[0], left: sides[3], bottom: sides[2], right: sides[1])
        }
      case "background", "titleColor":
        guard let color = RGBColor(hex: value) else {
          return .failure(bad(argument, "a colour RRGGBB or RRGGBBAA"))
        }
        if argument.name == "background" {
          style.background = color
        } else {
          style.titleColor = color
        }
      case "svgText":
        guard let mode = SVGTextMode(rawValue: value) else {
          return .failure(bad(argument, "outlines or text"))
        }
        style.svgText = mode
      default:
        return .failure(
          HTTPError(
            400, .invalidRenderOption,
            "unknown option '\(VisibleText.escaping(argument.name))'; the options are "
              + names.joined(separator: ", ")))
      }
    }
    do {
      try style.validate()
    } catch {
      return .failure(HTTPError(400, .invalidRenderOption, error.description))
    }
    return .success(style)
  }

  private static func bad(_ argument: RequestTarget.QueryArgument, _ expected: String) -> HTTPError
  {
    HTTPError(
      400, .invalidRenderOption,
      "\(argument.name) must be \(expected), not '\(VisibleText.escaping(argument.value))'")
  }
}
