/// A post category as the API sends it: an integer id, the badge's label and its colours.
public struct Category: Sendable, Hashable, Codable {
  /// The id the API returns for posts of this category.
  public var id: Int
  /// The text drawn in the badge.
  public var label: String
  /// The badge's fill colour.
  public var background: RGBColor
  /// The label's colour.
  public var foreground: RGBColor

  /// A category.
  public init(id: Int, label: String, background: RGBColor, foreground: RGBColor) {
    self.id = id
    self.label = label
    self.background = background
    self.foreground = foreground
  }
}

/// The categories TitleComposer knows without configuration, keyed by their API id.
public enum BuiltInCategory: Int, Sendable, CaseIterable, Codable {
  /// 취미 (hobbies): the seed's pink pair.
  case hobby = 1
  /// IT.
  case it = 2
  /// 건강 (health).
  case health = 3
  /// 재테크 (personal finance).
  case finance = 4
  /// 여행 (travel).
  case travel = 5
  /// 요리 (cooking).
  case cooking = 6
  /// 반려동물 (pets).
  case pets = 7
  /// K-POP.
  case kpop = 8
  /// 건강 관리 (health care).
  case healthCare = 9

  /// The badge label.
  public var label: String {
    switch self {
    case .hobby: "취미"
    case .it: "IT"
    case .health: "건강"
    case .finance: "재테크"
    case .travel: "여행"
    case .cooking: "요리"
    case .pets: "반려동물"
    case .kpop: "K-POP"
    case .healthCare: "건강 관리"
    }
  }

  /// The badge's fill and label colours, as hex strings.
  private var colorPair: (background: String, foreground: String) {
    switch self {
    case .hobby: ("#FAE0E4", "#E84D65")
    case .it: ("#E3EDFD", "#3A6FD8")
    case .health: ("#E2F5EA", "#23965A")
    case .finance: ("#FFF3D6", "#C98A00")
    case .travel: ("#DFF4F8", "#1B8BA6")
    case .cooking: ("#FDEBDD", "#D9661F")
    case .pets: ("#F0E8FB", "#8152C9")
    case .kpop: ("#FCE3F3", "#C8388F")
    case .healthCare: ("#E6F2E0", "#4E8A2E")
    }
  }

  /// The category with its label and colours.
  public var category: Category {
    let pair = colorPair
    return Category(
      id: rawValue, label: label, background: RGBColor(hex: pair.background)!,
      foreground: RGBColor(hex: pair.foreground)!)
  }
}
